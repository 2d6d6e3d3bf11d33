package main

import (
	"fmt"
	"image"
	"math/rand/v2"
	"strconv"
	"time"
)

// kind is a kind of input the monkey sends.
type kind int

const (
	click kind = iota
	doubleClick
	drag
	press   // the mouse button goes down and stays down
	release // and comes up again
	move
	key
	typing
	resize
	menu
	spyOpen
	spyClick
	focus
	spyClose
	clue  // C, a word, Enter: the clue as the keyboard gives it
	guess // the arrows to a card, Enter, and Enter again: a guess as the keyboard makes it
)

var kindNames = [...]string{"click", "double-click", "drag", "press", "release", "move", "key", "type", "resize", "menu", "open-spymaster", "spymaster-click", "focus", "close-spymaster", "clue", "guess"}

// event is one input, reproducible from the seed.
type event struct {
	n       int
	kind    kind
	at, to  image.Point // screen pixels: where it starts and ends
	key     string      // xdotool's key name, or the typed text
	size    image.Point // resize: the new size
	card    int         // guess: the card's place on the board
	target  string      // focus: "main" or "spy"
	comment string
}

func (e event) String() string {
	s := fmt.Sprintf("#%d %s", e.n, kindNames[e.kind])
	switch e.kind {
	case key, typing, clue:
		s += " " + strconv.Quote(e.key)
	case resize:
		s += fmt.Sprintf(" %dx%d", e.size.X, e.size.Y)
	case focus:
		s += " " + e.target
	case drag:
		s += fmt.Sprintf(" %d,%d→%d,%d", e.at.X, e.at.Y, e.to.X, e.to.Y)
	case guess:
		s += fmt.Sprintf(" card %d", e.card)
	default:
		s += fmt.Sprintf(" %d,%d", e.to.X, e.to.Y)
	}
	if e.comment != "" {
		s += " (" + e.comment + ")"
	}
	return s
}

// keys are the key presses the monkey sends: every shortcut F1 lists and
// the keys that answer dialogs, among letters and digits.
var keys = []string{"k", "K", "Return", "KP_Enter", "Escape", "space", "Tab", "shift+Tab", "F1", "F11", "ctrl+z", "ctrl+n",
	"ctrl+w", "s", "c", "p", "Up", "Down", "Left", "Right", "ctrl+plus", "ctrl+minus", "ctrl+0", "a", "e", "x", "1", "2", "3", "0", "9", "BackSpace"}

var words = []string{"Meer", "Zeitreise", "Tier", "Geld", "water", "music", "Bank", "nacht", "zz", "Stoff"}

// generator draws the next event from the seed and what is on screen.
type generator struct {
	r *rand.Rand
	n int
}

// next draws an event for a board window at main (screen rectangle) and,
// when open, the spymasters' window at spy; s is the app's last state.
func (g *generator) next(main, spy image.Rectangle, s state, mouseDown bool) event {
	g.n++
	e := event{n: g.n}
	in := func(r image.Rectangle) image.Point {
		return image.Pt(r.Min.X+g.r.IntN(max(1, r.Dx())), r.Min.Y+g.r.IntN(max(1, r.Dy())))
	}
	toolbar := image.Rect(main.Min.X, main.Min.Y+28, main.Max.X, main.Min.Y+70)
	peek := image.Rect(int(s.Peek[0]), int(s.Peek[1]), int(s.Peek[0]+s.Peek[2]), int(s.Peek[1]+s.Peek[3])).Add(main.Min)
	roll := g.r.IntN(100)
	switch {
	case mouseDown && roll < 35:
		e.kind, e.to = release, in(main)
		if g.r.IntN(3) == 0 {
			e.to = in(peek)
		}
	case mouseDown && roll < 55:
		e.kind, e.to = move, in(main)
	case roll < 30:
		e.kind, e.to = click, in(main)
		if g.r.IntN(4) == 0 {
			e.to = in(toolbar)
		}
	case roll < 34:
		e.kind, e.to = doubleClick, in(main)
	case roll < 40:
		e.kind, e.at, e.to = drag, in(main), in(main)
		if g.r.IntN(2) == 0 && !peek.Empty() {
			e.at, e.comment = in(peek), "from Peek"
		}
	case roll < 45 && !mouseDown:
		e.kind, e.at = press, in(toolbar)
		if g.r.IntN(2) == 0 && !peek.Empty() {
			e.at, e.comment = in(peek), "on Peek"
		}
		e.to = e.at
	case roll < 56:
		e.kind, e.key = key, keys[g.r.IntN(len(keys))]
	case roll < 62:
		e.kind, e.card = guess, g.r.IntN(20) // the first four rows: on both board sizes
	case roll < 67:
		e.kind, e.key = key, "Escape" // closes what a random click opened
	case roll < 70:
		e.kind, e.key = clue, words[g.r.IntN(len(words))]
	case roll < 73:
		e.kind, e.key = typing, words[g.r.IntN(len(words))]
	case roll < 76:
		e.kind, e.size = resize, image.Pt(700+g.r.IntN(581), 480+g.r.IntN(381))
	case roll < 80:
		e.kind, e.at = menu, image.Pt(main.Min.X+g.r.IntN(300), main.Min.Y+13)
		e.to = e.at.Add(image.Pt(g.r.IntN(120), 30+g.r.IntN(260)))
	case roll < 84 && spy.Empty():
		e.kind = spyOpen
		e.to = image.Pt(int(s.Spy[0]+s.Spy[2]/2), int(s.Spy[1]+s.Spy[3]/2)).Add(main.Min)
	case roll < 93 && !spy.Empty():
		e.kind, e.to = spyClick, in(spy)
	case roll < 96:
		e.kind, e.target = focus, "main"
		if !spy.Empty() && g.r.IntN(2) == 0 {
			e.target = "spy"
		}
	case roll < 98 && !spy.Empty():
		e.kind = spyClose
	default:
		e.kind, e.to = move, in(main)
	}
	return e
}

// perform sends e to the display.
func (d *display) perform(e event, mainID, spyID string) error {
	pt := func(p image.Point) []string { return []string{strconv.Itoa(p.X), strconv.Itoa(p.Y)} }
	run := func(args ...string) error { _, err := d.x(args...); return err }
	switch e.kind {
	case click, spyOpen, spyClick:
		return run(append(append([]string{"mousemove"}, pt(e.to)...), "click", "1")...)
	case doubleClick:
		return run(append(append([]string{"mousemove"}, pt(e.to)...), "click", "--repeat", "2", "--delay", "40", "1")...)
	case drag:
		if err := run(append(append([]string{"mousemove"}, pt(e.at)...), "mousedown", "1")...); err != nil {
			return err
		}
		mid := e.at.Add(e.to).Div(2)
		for _, p := range []image.Point{e.at.Add(image.Pt(6, 6)), mid, e.to} {
			if err := run(append([]string{"mousemove"}, pt(p)...)...); err != nil {
				return err
			}
			time.Sleep(30 * time.Millisecond)
		}
		return run("mouseup", "1")
	case press:
		return run(append(append([]string{"mousemove"}, pt(e.at)...), "mousedown", "1")...)
	case release:
		if err := run(append([]string{"mousemove"}, pt(e.to)...)...); err != nil {
			return err
		}
		return run("mouseup", "1")
	case move:
		return run(append([]string{"mousemove"}, pt(e.to)...)...)
	case key:
		return run("key", "--clearmodifiers", e.key)
	case typing:
		return run("type", "--delay", "20", e.key)
	case clue:
		if err := run("key", "--clearmodifiers", "c"); err != nil {
			return err
		}
		time.Sleep(100 * time.Millisecond)
		if err := run("type", "--delay", "20", e.key+" 2"); err != nil {
			return err
		}
		return run("key", "--clearmodifiers", "Return")
	case guess:
		// Esc clears, an arrow puts the focus on the first card, the
		// arrows move it on; Enter selects and, a moment later, confirms.
		moves := []string{"Escape", "Right"}
		for range e.card % 5 {
			moves = append(moves, "Right")
		}
		for range e.card / 5 {
			moves = append(moves, "Down")
		}
		for _, k := range append(moves, "Return") {
			if err := run("key", "--clearmodifiers", k); err != nil {
				return err
			}
		}
		time.Sleep(600 * time.Millisecond)
		return run("key", "--clearmodifiers", "Return")
	case resize:
		return run("windowsize", mainID, strconv.Itoa(e.size.X), strconv.Itoa(e.size.Y))
	case menu:
		if err := run(append(append([]string{"mousemove"}, pt(e.at)...), "click", "1")...); err != nil {
			return err
		}
		time.Sleep(150 * time.Millisecond)
		return run(append(append([]string{"mousemove"}, pt(e.to)...), "click", "1")...)
	case focus:
		id := mainID
		if e.target == "spy" && spyID != "" {
			id = spyID
		}
		return run("windowfocus", id)
	case spyClose:
		if spyID == "" {
			return nil
		}
		if err := run("windowfocus", spyID); err != nil {
			return err
		}
		return run("key", "--clearmodifiers", "ctrl+w")
	}
	return nil
}
