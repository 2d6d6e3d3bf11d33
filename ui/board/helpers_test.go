package board

import (
	"image"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/dealform"
	"github.com/decknamen/decknamen/ui/internal/uitest"
	"github.com/decknamen/decknamen/ui/spymaster"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// The app's timers and sound player, faked (ui/internal/uitest).
type (
	fakeTimers = uitest.Timers
	fakeSound  = uitest.Sound
)

// Options say how a test board starts, as the app's command line would.
type Options struct {
	Lang  string // en, de or nl
	Seed  uint64 // the game number
	Board string // words (default), pictures or mixed, optionally with -5x5 or -5x4
}

// dealChoice is how a game is dealt (newgame.Choice).
type dealChoice = dealform.Choice

// testApp is a board in a window of Fyne's test driver, with the root's
// part played by the test: it deals from the shipped decks, opens the
// spymasters' window and records what the board asks of the root.
type testApp struct {
	*Board
	win      fyne.Window
	prefs    Prefs
	sound    *fakeSound
	timers   *fakeTimers
	choice   dealChoice
	used     []game.Card
	lexicons map[game.Language]*clue.Lexicon
	asked    []string // what the board asked of the root: "newGame", "rules:<id>", "settings"
	spy      *spymaster.Window
	saveErr  error
	comp     Computer // the computer spymaster, nil when people give the clues
}

// testHost is the root as the test plays it.
type testHost struct{ a *testApp }

func (h testHost) Save(g *game.Game) error {
	if h.a.saveErr != nil {
		return h.a.saveErr
	}
	_, err := g.Save()
	return err
}

func (h testHost) Request(r Request) {
	a := h.a
	switch r.Kind {
	case NewGame:
		a.asked = append(a.asked, "newGame")
	case Rematch:
		a.rematch()
	case Rules:
		a.asked = append(a.asked, "rules:"+r.Section)
	case Settings:
		a.asked = append(a.asked, "settings")
	case Spymaster:
		a.openSpymaster()
	}
}

func (h testHost) CheckClue(word string) []clue.Warning          { return h.a.checkClue(word) }
func (h testHost) Prefs() Prefs                                  { return h.a.prefs }
func (h testHost) SetZoom(z float32)                             { h.a.prefs.Zoom = z }
func (h testHost) After(d time.Duration, f func()) (stop func()) { return h.a.timers.After(d, f) }
func (h testHost) Play(wav []byte) error                         { return h.a.sound.Play(wav) }
func (h testHost) Computer() Computer                            { return h.a.comp }

// defaultPrefs are the app's default settings.
var defaultPrefs = Prefs{Zoom: 1, ConfirmGuess: true, KeyAutoHide: true, KeyHideSeconds: 30, TimerSound: true}

// newTestApp shows a board of game number opts.Seed on the test driver.
func newTestApp(t *testing.T, opts Options) (*testApp, *fakeTimers) {
	t.Helper()
	test.NewTempApp(t)
	// The app's theme, with the board window's text scale, as the root sets it.
	fyne.CurrentApp().Settings().SetTheme(uiwidget.Theme{Mode: uiwidget.ThemeDark, Scale: &uiwidget.TextScale{Header: 1, Side: 1}})
	return startTestApp(t, opts, nil)
}

// startTestApp shows a board in a new window of the running test app: a
// deal of game number opts.Seed, or the saved game resumed (the app asks
// whether to go on with it).
func startTestApp(t *testing.T, opts Options, resumed *game.Game) (*testApp, *fakeTimers) {
	t.Helper()
	tr, err := translations.New(opts.Lang)
	if err != nil {
		t.Fatal(err)
	}
	a := &testApp{prefs: defaultPrefs, sound: &fakeSound{}, timers: &fakeTimers{}}
	a.Board = New(tr, testHost{a})
	clock := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	a.ctl.now = func() time.Time { clock = clock.Add(time.Second); return clock } // each tap a second after the last
	a.choice = startChoice(opts)
	if resumed != nil {
		a.Resume(resumed)
	} else if err := a.deal(a.choice, opts.Seed, false); err != nil {
		t.Fatal(err)
	}
	a.win = fyne.CurrentApp().NewWindow("test")
	a.Attach(a.win)
	a.win.Resize(fyne.NewSize(1200, 800))
	a.win.Show()
	return a, a.timers
}

// startChoice is the deal the app starts with: the standard deck of the
// language, or the pictures, as --board says.
func startChoice(opts Options) dealChoice {
	c := dealChoice{Words: true, Size: game.Size5x5, Decks: []string{opts.Lang}}
	if kind, size, found := strings.Cut(opts.Board, "-"); opts.Board != "" {
		c.Words, c.Pictures = kind != "pictures", kind != "words"
		c.Size = game.Size5x5
		if kind == "pictures" {
			c.Size = game.Size5x4
		}
		if found {
			_ = c.Size.UnmarshalText([]byte(size))
		}
	}
	return c
}

// deal starts a new game from c as the app deals it (its shipped decks
// only); with avoid, the session's earlier cards are drawn last.
func (a *testApp) deal(c dealChoice, seed uint64, avoid bool) error {
	used := a.used
	if g := a.Game(); g != nil {
		used = append(slices.Clip(used), g.Setup().Cards...)
	}
	var earlier []game.Card
	if avoid {
		earlier = used
	}
	decks, err := dealform.LoadDecks(c, nil)
	if err != nil {
		return err
	}
	setup, err := game.Deal(game.DealOptions{Seed: seed, Size: c.Size, Decks: decks, Variants: c.Variants, Avoid: earlier})
	if err != nil {
		return err
	}
	g, err := game.New(setup)
	if err != nil {
		return err
	}
	a.used, a.choice = used, c
	a.Start(g)
	return nil
}

// rematch deals fresh cards with the same choice, as the app does.
func (a *testApp) rematch() {
	if err := a.deal(a.choice, 1+rand.Uint64N(999_999), true); err != nil {
		panic(err)
	}
}

// checkClue is the app's clue checker: the words of the shipped decks of
// the board's language are its lexicon.
func (a *testApp) checkClue(word string) []clue.Warning {
	lang := game.Language(a.choice.Decks[0])
	if a.lexicons == nil {
		a.lexicons = map[game.Language]*clue.Lexicon{}
	}
	if a.lexicons[lang] == nil {
		words, _ := assets.LanguageWords(lang)
		a.lexicons[lang] = clue.NewLexicon(words)
	}
	return clue.CheckWith(word, a.Game().VisibleWords(), lang, clue.Options{Lexicon: a.lexicons[lang]})
}

// openSpymaster opens the spymasters' window as the app does.
func (a *testApp) openSpymaster() {
	if a.spy != nil {
		a.spy.Window().RequestFocus()
		return
	}
	a.spy = spymaster.New(fyne.CurrentApp(), a.tr, spymaster.Hooks{Cover: a.CoverFromKey, QR: a.SpyQR,
		Reveal: a.RevealOnSecond, Closed: func() { a.spy = nil; a.SetSpymaster(nil) }})
	a.spy.SetOnTypedKey(func(ev *fyne.KeyEvent) { a.DialogKey(ev.Name) })
	a.SetSpymaster(a.spy)
	a.spy.Window().Resize(fyne.NewSize(760, 720))
	a.spy.Window().Show()
}

// snap is what the board shows now.
func (a *testApp) snap() Snapshot { return snapshot(a.ctl, a.tr, a.prefs) }

// g is the running game.
func (a *testApp) g() *game.Game { return a.Game() }

// cards are the board's card widgets, found on the window.
func (a *testApp) cards() []*uiwidget.Card {
	var out []*uiwidget.Card
	walk(a.win.Content(), func(o fyne.CanvasObject) {
		if c, ok := o.(*uiwidget.Card); ok {
			out = append(out, c)
		}
	})
	return out
}

// keyCard is the key card beside the board.
func (a *testApp) keyCard() *uiwidget.KeyCard {
	var k *uiwidget.KeyCard
	walk(a.win.Content(), func(o fyne.CanvasObject) {
		if c, ok := o.(*uiwidget.KeyCard); ok {
			k = c
		}
	})
	return k
}

// keyVisible reports whether the board draws the key now.
func (a *testApp) keyVisible() bool { return a.snap().BoardKey }

// button is the visible button with that text on the board window.
func (a *testApp) button(t *testing.T, text string) *widget.Button {
	t.Helper()
	return findButton(t, a.win.Content(), text)
}

// tapButton taps the visible button with the translation of id.
func (a *testApp) tapButton(t *testing.T, id string) {
	t.Helper()
	test.Tap(a.button(t, a.tr.T(id, nil)))
}

// message is the board's message line.
func (a *testApp) message() string { return a.snap().Bar.Message }

// texts says things about the running game in the board's language.
func (a *testApp) texts() texts { return texts{g: a.Game(), tr: a.tr} }

// teamText names a team in the board's language.
func (a *testApp) teamText(team game.Team) string { return texts{g: a.Game(), tr: a.tr}.team(team) }

// setTheme switches the look as the settings dialog does.
func (a *testApp) setTheme(mode string) {
	fyne.CurrentApp().Settings().SetTheme(uiwidget.Theme{Mode: mode, Scale: uiwidget.CurrentTextScale()})
	a.Refresh()
}

// press sends a key to the window as the keyboard would.
func press(a *testApp, k fyne.KeyName) {
	a.win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: k})
}

// tapDialogButton taps a button of the topmost dialog.
func tapDialogButton(t *testing.T, a *testApp, text string) {
	t.Helper()
	uitest.TapDialogButton(t, a.win, text)
}

func dialogOpen(a *testApp) bool { return uitest.DialogOpen(a.win) }

// clueRow is the clue entry's row, on whichever window holds it.
func (a *testApp) clueRow() (*widget.Entry, *widget.Select, *widget.Button) {
	win := a.win
	if a.spy != nil {
		win = a.spy.Window()
	}
	var e *widget.Entry
	var s *widget.Select
	var give *widget.Button
	walk(win.Content(), func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Entry:
			e = w
		case *widget.Select:
			if s == nil {
				s = w
			}
		default:
			if b, label, ok := uitest.ButtonOf(o); ok && label == a.tr.T("clue.give", nil) {
				give = b
			}
		}
	})
	return e, s, give
}

// giveClue types a clue and gives it with the given number choice ("" for none).
func giveClue(t *testing.T, a *testApp, word, number string) {
	t.Helper()
	entry, numbers, give := a.clueRow()
	if entry == nil || give == nil {
		t.Fatal("no clue entry")
	}
	entry.SetText("")
	test.Type(entry, word)
	if number != "" {
		numbers.SetSelected(number)
	}
	test.Tap(give)
}

// guess taps a card twice: select, then confirm.
func guess(t *testing.T, a *testApp, i int) {
	t.Helper()
	test.Tap(a.cards()[i])
	test.Tap(a.cards()[i])
}

// cardsOf lists the uncovered positions with identity id.
func cardsOf(a *testApp, id game.Identity) []int {
	var out []int
	g := a.Game()
	for i := range g.Size().Cards() {
		if g.Identity(i) == id && !g.Covered(i) {
			out = append(out, i)
		}
	}
	return out
}

func contains(s, part string) bool { return strings.Contains(s, part) }

// findButton returns the first visible button under o with that text.
func findButton(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	return uitest.FindButton(t, o, text)
}

func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) { uitest.Walk(o, f) }

func keyColoursIn(img image.Image, r image.Rectangle) int { return uitest.KeyColoursIn(img, r) }

func rectOf(o fyne.CanvasObject, s float32) image.Rectangle { return uitest.RectOf(o, s) }

// cardText is the text a card draws its word with.
func cardText(c *uiwidget.Card) *canvas.Text {
	var text *canvas.Text
	walk(c, func(o fyne.CanvasObject) {
		if t, ok := o.(*canvas.Text); ok && text == nil {
			text = t // the word, or its first line
		}
	})
	return text
}
