package kodeknacker

import (
	"math/rand/v2"

	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/game/kodeknacker"
)

// screen is what the window waits for: its one mode. Only this file reads
// it.
type screen int

// The screens.
const (
	onStart   screen = iota // the start screen (over a game, when one runs)
	onBoard                 // the board: codes are set or guessed
	onPrivacy               // "player 2, look away" before a code is entered
	onAbandon               // a new game would end the running one: ask
	onResume                // continue the saved game?
	onInfo                  // a message with OK (a damaged save, an error)
)

// choice is what the start screen asks.
type choice struct {
	mode  playMode
	level kodeknacker.Level
	rows  int
	first kodeknacker.Player
}

// The inputs: everything that happens in the window goes through handle.
type (
	chose     struct{ c choice }             // the start screen's choices changed
	pressed   struct{ b kkButton }           // a button
	colour    struct{ c kodeknacker.Colour } // a colour of the palette, or its digit typed
	key       struct{ name fyne.KeyName }    // a key typed with nothing focused
	answered  struct{ yes bool }             // the open question answered
	offer     struct{ sv *saved }            // the saved game is offered
	inform    struct{ title, text string }   // a message for the player
	moveInput struct{ m kodeknacker.Move }   // a move played directly (tests of refused moves)
)

// kkButton is a button of the window.
type kkButton int

// The buttons.
const (
	btnStart   kkButton = iota // the start screen's Start
	btnCancel                  // the start screen's Cancel: back to the game
	btnNewGame                 // the board's New game: the start screen over it
	btnEnter                   // enter my code (behind the privacy screen)
	btnErase
	btnSubmit
	btnUndo
)

// controller is the Kodeknacker window without widgets: the running game,
// the start screen's choices, the code being built and what the window
// waits for. Every input goes through handle.
type controller struct {
	store    store
	rng      *rand.Rand
	choice   choice
	g        *kodeknacker.Game // nil before the first game
	solver   *kodeknacker.Solver
	entry    []kodeknacker.Colour // the code or guess being built
	entering bool                 // a player is entering their code (after the privacy screen)
	screen   screen
	back     screen // where the open question returns to
	offered  *saved // the saved game the resume question offers
	message  note   // why a move was refused (an error, in red)
	info     note   // news that is no error (the code is set)
	told     told   // the message dialog's title and text
}

// note is a message ID with its data (an error among them), a count for a
// plural message, or a text made elsewhere.
type note struct {
	id   string
	n    int // the count of a plural message (0: none)
	data map[string]any
	err  error
	text string
}

// told is a message dialog: a title (a text, or "" for the window's
// name) and its text.
type told struct {
	title string
	body  note
}

func newController(s store) *controller {
	return &controller{store: s, rng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
		choice: choice{level: kodeknacker.Normal, rows: kodeknacker.DefaultRows, first: kodeknacker.Player1}}
}

// modeView is what the snapshot needs of the screen.
type modeView struct {
	start    bool   // the start screen shows
	question screen // the open question (onPrivacy, onAbandon, onResume, onInfo), else onBoard
}

// view tells the snapshot what shows.
func (c *controller) view() modeView {
	v := modeView{start: c.screen == onStart || c.g == nil && c.back == onStart, question: onBoard}
	switch c.screen {
	case onPrivacy, onAbandon, onResume, onInfo:
		v.question = c.screen
		v.start = c.back == onStart
	}
	return v
}

// handle takes one input; the window then draws the new snapshot.
func (c *controller) handle(in any) {
	switch in := in.(type) {
	case chose:
		c.choice = in.c
	case pressed:
		c.push(in.b)
	case colour:
		c.add(in.c)
	case key:
		c.key(in.name)
	case answered:
		c.answer(in.yes)
	case offer:
		c.offered, c.back, c.screen = in.sv, c.screen, onResume
	case inform:
		c.told, c.back, c.screen = told{title: in.title, body: note{text: in.text}}, c.screen, onInfo
	case moveInput:
		c.apply(in.m)
	}
}

// push plays a button.
func (c *controller) push(b kkButton) {
	if c.screen != onStart && c.screen != onBoard {
		return // a question is open
	}
	switch b {
	case btnStart:
		if c.g != nil && !c.g.Result().Over() {
			c.back, c.screen = onStart, onAbandon
			return
		}
		c.newGame()
	case btnCancel:
		if c.g != nil {
			c.screen = onBoard
		}
	case btnNewGame:
		c.screen = onStart
	case btnEnter:
		if c.g != nil && c.g.Phase() == kodeknacker.SettingCodes && !c.entering {
			c.back, c.screen = onBoard, onPrivacy
		}
	case btnErase:
		if c.canEnter() && len(c.entry) > 0 {
			c.entry, c.message = c.entry[:len(c.entry)-1], note{}
		}
	case btnSubmit:
		c.submit()
	case btnUndo:
		c.undo()
	}
}

// key plays a key: the open question takes Enter (yes) and Esc (no);
// else Backspace erases and Enter submits (or opens the privacy screen
// before a code entry).
func (c *controller) key(k fyne.KeyName) {
	enter := k == fyne.KeyReturn || k == fyne.KeyEnter
	switch {
	case c.screen != onStart && c.screen != onBoard:
		if enter || k == fyne.KeyEscape {
			c.answer(enter)
		}
	case c.screen == onStart:
	case k == fyne.KeyBackspace || k == fyne.KeyDelete:
		c.push(btnErase)
	case enter && c.g != nil && c.g.Phase() == kodeknacker.SettingCodes && !c.entering:
		c.push(btnEnter)
	case enter:
		c.push(btnSubmit)
	}
}

// answer answers the open question.
func (c *controller) answer(yes bool) {
	q, offered := c.screen, c.offered
	c.screen, c.offered = c.back, nil
	switch {
	case q == onAbandon && yes:
		c.newGame()
	case q == onPrivacy && yes:
		c.entering, c.entry, c.message = true, nil, note{}
	case q == onResume && yes:
		c.resume(offered)
	}
}

// newGame starts the game the start screen describes. Against the
// computer, the computer hides its random code at once and the person
// enters theirs (the computer does not look).
func (c *controller) newGame() {
	g, err := kodeknacker.New(kodeknacker.Setup{Rows: c.choice.rows, FirstGuesser: c.choice.first})
	if err != nil {
		c.say(err)
		return
	}
	c.g, c.solver, c.entry, c.entering, c.screen, c.message, c.info = g, nil, nil, false, onBoard, note{}, note{}
	if c.choice.mode == modeComputer {
		if c.solver, err = kodeknacker.NewSolver(c.choice.level, c.rng); err != nil {
			c.g, c.screen = nil, onStart
			c.say(err)
			return
		}
		if err := g.Apply(kodeknacker.SetCode{Player: computerPlayer, Code: kodeknacker.RandomCode(c.rng)}); err != nil {
			c.message = note{err: err}
		}
		c.entering = true
	}
	c.persist()
}

// say shows an engine error in a message dialog.
func (c *controller) say(err error) {
	c.told, c.back, c.screen = told{body: note{err: err}}, c.screen, onInfo
}

// resume goes on with a saved game.
func (c *controller) resume(sv *saved) {
	c.choice = choice{mode: sv.Mode, level: sv.Level, rows: sv.Game.Setup().Rows, first: sv.Game.Setup().FirstGuesser}
	c.g, c.entry, c.message, c.info, c.screen, c.solver, c.entering = sv.Game, nil, note{}, note{}, onBoard, nil, false
	if c.choice.mode == modeComputer {
		var err error
		if c.solver, err = kodeknacker.NewSolver(c.choice.level, c.rng); err != nil {
			c.message = note{err: err}
		}
		c.entering = true
		c.computerPlays()
	}
}

// human reports whether p is played by a person.
func (c *controller) human(p kodeknacker.Player) bool {
	return c.choice.mode == modeHotSeat || p != computerPlayer
}

// canEnter reports whether a person may build a code or guess now.
func (c *controller) canEnter() bool {
	if c.g == nil || c.screen != onBoard {
		return false
	}
	switch c.g.Phase() {
	case kodeknacker.SettingCodes:
		return c.entering
	case kodeknacker.Guessing:
		return c.human(c.g.Turn())
	}
	return false
}

// add puts colour k in the next place of the code being built.
func (c *controller) add(k kodeknacker.Colour) {
	if c.canEnter() && len(c.entry) < kodeknacker.Positions {
		c.entry, c.message = append(c.entry, k), note{}
	}
}

// submit sets the code or plays the guess that was built.
func (c *controller) submit() {
	if !c.canEnter() {
		return
	}
	if missing := kodeknacker.Positions - len(c.entry); missing > 0 {
		c.message = note{id: "kk.missing", n: missing}
		return
	}
	var code kodeknacker.Code
	copy(code[:], c.entry)
	p := c.g.Turn()
	if c.g.Phase() == kodeknacker.SettingCodes {
		c.apply(kodeknacker.SetCode{Player: p, Code: code})
		return
	}
	c.apply(kodeknacker.Guess{Player: p, Code: code})
}

// apply plays a person's move through the engine, lets the computer
// answer and saves the game. An illegal move changes nothing and is
// explained in the message line.
func (c *controller) apply(m kodeknacker.Move) {
	if err := c.g.Apply(m); err != nil {
		c.message = note{err: err}
		return
	}
	c.entry, c.message, c.info = nil, note{}, note{}
	if _, set := m.(kodeknacker.SetCode); set {
		c.entering = c.choice.mode == modeComputer // the computer needs no privacy screen
		if c.choice.mode == modeHotSeat {
			c.info = note{id: "kk.codeHidden"}
		}
	}
	c.computerPlays()
	c.persist()
}

// computerPlays makes the computer's guesses while it is its turn. The
// solver takes well under a millisecond on most moves, so it runs at once.
func (c *controller) computerPlays() {
	for c.choice.mode == modeComputer && c.solver != nil && c.g.Phase() == kodeknacker.Guessing && c.g.Turn() == computerPlayer {
		code, err := c.solver.Next(c.g.Rows(computerPlayer))
		if err == nil {
			err = c.g.Apply(kodeknacker.Guess{Player: computerPlayer, Code: code})
		}
		if err != nil {
			c.message = note{id: "kk.errorComputer", err: err}
			return
		}
	}
}

// canUndo reports whether a person's guess can be taken back.
func (c *controller) canUndo() bool {
	if c.g == nil {
		return false
	}
	for _, m := range c.g.Moves() {
		if g, ok := m.(kodeknacker.Guess); ok && c.human(g.Player) {
			return true
		}
	}
	return false
}

// undo takes back the last guess of a person through the engine; against
// the computer, also the computer's answer to it.
func (c *controller) undo() {
	if !c.canUndo() {
		return
	}
	for {
		moves := c.g.Moves()
		last := moves[len(moves)-1]
		if err := c.g.Undo(); err != nil {
			c.message = note{err: err}
			break
		}
		if g, ok := last.(kodeknacker.Guess); ok && c.human(g.Player) {
			c.message = note{}
			break
		}
	}
	c.entry = nil
	c.persist()
}

func (c *controller) persist() {
	if err := c.store.save(saved{Mode: c.choice.mode, Level: c.choice.level, Game: c.g}); err != nil {
		c.message = note{id: "error.save", err: err}
	}
}
