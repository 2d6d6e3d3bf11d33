package board

import (
	"image"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

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

// soundPlayer plays a sound (sound.Player; fakeSound in the tests).
type soundPlayer interface {
	Check() error
	Play(wav []byte) error
}

// testApp is a board in a window of Fyne's test driver, with the root's
// part played by the test: it deals from the shipped decks, opens the
// spymasters' window and records what the board asks of the root.
type testApp struct {
	*Board
	settings *fakeSettings
	sound    soundPlayer
	choice   dealChoice
	used     []game.Card
	lexicons map[game.Language]*clue.Lexicon
	asked    []string // the root windows the board asked for: "newGame", "rules:<id>", "settings"
}

// fakeSettings are the players' choices with the app's defaults.
type fakeSettings struct {
	zoom                            float32
	confirm, teacher, autoHide, snd bool
	hideSeconds                     int
}

func (s *fakeSettings) Zoom() float32         { return s.zoom }
func (s *fakeSettings) SetZoom(z float32)     { s.zoom = z }
func (s *fakeSettings) ConfirmGuess() bool    { return s.confirm }
func (s *fakeSettings) TeacherMode() bool     { return s.teacher }
func (s *fakeSettings) KeyAutoHide() bool     { return s.autoHide }
func (s *fakeSettings) KeyHideSeconds() int   { return s.hideSeconds }
func (s *fakeSettings) TimerSound() bool      { return s.snd }
func (s *fakeSettings) setTeacherMode(b bool) { s.teacher = b }
func (s *fakeSettings) setKeyAutoHide(b bool) { s.autoHide = b }
func (s *fakeSettings) setConfirm(b bool)     { s.confirm = b }
func (s *fakeSettings) setTimerSound(b bool)  { s.snd = b }

// newTestApp shows a board of game number opts.Seed on the test driver.
func newTestApp(t *testing.T, opts Options) (*testApp, *fakeTimers) {
	t.Helper()
	test.NewTempApp(t)
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
	timers := &fakeTimers{}
	a := &testApp{settings: &fakeSettings{zoom: 1, confirm: true, autoHide: true, snd: true, hideSeconds: 30}, sound: &fakeSound{}}
	a.Board = New(tr, a.settings, Hooks{
		Save:      func(g *game.Game) error { _, err := g.Save(); return err },
		NewGame:   func() { a.asked = append(a.asked, "newGame") },
		Rematch:   a.rematch,
		Rules:     func(id string) { a.asked = append(a.asked, "rules:"+id) },
		Settings:  func() { a.asked = append(a.asked, "settings") },
		Spymaster: a.openSpymaster,
		CheckClue: a.checkClue,
		Play:      func(wav []byte) error { return a.sound.Play(wav) },
		After:     timers.After,
		Every:     timers.Every,
	})
	a.choice = startChoice(opts)
	if resumed != nil {
		a.Resume(resumed)
	} else if err := a.deal(a.choice, opts.Seed, false); err != nil {
		t.Fatal(err)
	}
	win := fyne.CurrentApp().NewWindow("test")
	a.Attach(win)
	win.Resize(fyne.NewSize(1200, 800))
	win.Show()
	return a, timers
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
	if a.g != nil {
		used = append(slices.Clip(used), a.g.Setup().Cards...)
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
	return clue.CheckWith(word, a.g.VisibleWords(), lang, clue.Options{Lexicon: a.lexicons[lang]})
}

// openSpymaster opens the spymasters' window as the app does.
func (a *testApp) openSpymaster() {
	if a.spy != nil {
		a.spy.Window().RequestFocus()
		return
	}
	w := spymaster.New(fyne.CurrentApp(), a.tr, spymaster.Hooks{Cover: a.CoverFromKey, QR: a.ShowKeyQR,
		Reveal: a.RevealOnSecond, Closed: func() { a.SetSecond(nil) }})
	w.SetOnTypedKey(func(ev *fyne.KeyEvent) { a.DialogKey(ev.Name) })
	a.SetSecond(spyWindow{w})
	w.Window().Resize(fyne.NewSize(760, 720))
	w.Window().Show()
}

// spyWindow is the spymasters' window as the board sees it.
type spyWindow struct{ w *spymaster.Window }

func (s spyWindow) Window() fyne.Window { return s.w.Window() }

func (s spyWindow) Build(tr *translations.Translator, clueRow fyne.CanvasObject) {
	s.w.Build(tr, clueRow)
}

func (s spyWindow) Refresh(st SpyState) { s.w.Refresh(spymaster.State(st)) }

// setTheme switches the look as the settings dialog does.
func (a *testApp) setTheme(mode string) {
	fyne.CurrentApp().Settings().SetTheme(uiwidget.Theme{Mode: mode})
	a.refresh()
}

// tapDialogButton taps a button of the topmost dialog.
func tapDialogButton(t *testing.T, a *testApp, text string) {
	t.Helper()
	top := a.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog open to tap %q", text)
	}
	test.Tap(findButton(t, top, text))
}

func dialogOpen(a *testApp) bool { return a.win.Canvas().Overlays().Top() != nil }

// giveClue types a clue and gives it with the given number choice.
func giveClue(t *testing.T, a *testApp, word, number string) {
	t.Helper()
	a.clueEntry.SetText("")
	test.Type(a.clueEntry, word)
	a.clueNumber.SetSelected(number)
	test.Tap(findButton(t, a.clueRow, a.tr.T("clue.give", nil)))
}

// guess taps a card twice: select, then confirm.
func guess(t *testing.T, a *testApp, i int) {
	t.Helper()
	test.Tap(a.cards[i])
	test.Tap(a.cards[i])
}

// cardsOf lists the uncovered positions with identity id.
func cardsOf(a *testApp, id game.Identity) []int {
	var out []int
	for i := range a.cards {
		if a.g.Identity(i) == id && !a.g.Covered(i) {
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
		if t, ok := o.(*canvas.Text); ok {
			text = t
		}
	})
	return text
}
