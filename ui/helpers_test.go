package ui

import (
	"image"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/uitest"
	"github.com/decknamen/decknamen/ui/sound"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// fakeTimers replaces the app's timers: the test fires them by hand.
type fakeTimers struct {
	once  []*func() // one-shot timers (the key's auto-hide)
	ticks []*func() // tickers (the turn timer), until stopped
}

func (f *fakeTimers) after(_ time.Duration, fn func()) func() {
	p := &fn
	f.once = append(f.once, p)
	return func() { *p = nil }
}

func (f *fakeTimers) every(_ time.Duration, fn func()) func() {
	p := &fn
	f.ticks = append(f.ticks, p)
	return func() { *p = nil }
}

// fire runs every one-shot timer that was not stopped.
func (f *fakeTimers) fire() {
	once := f.once
	f.once = nil
	for _, p := range once {
		if *p != nil {
			(*p)()
		}
	}
}

// tick advances every running ticker by one period.
func (f *fakeTimers) tick() {
	for _, p := range append([]*func(){}, f.ticks...) {
		if *p != nil {
			(*p)()
		}
	}
}

// fakeSound records the sounds played instead of playing them.
type fakeSound struct {
	played  [][]byte
	missing bool  // the system has no player
	fail    error // Play fails with this
}

func (f *fakeSound) Check() error {
	if f.missing {
		return sound.ErrNoPlayer
	}
	return nil
}

func (f *fakeSound) Play(wav []byte) error {
	if err := f.Check(); err != nil {
		return err
	}
	if f.fail != nil {
		return f.fail
	}
	f.played = append(f.played, wav)
	return nil
}

// newTestApp starts the app on the test driver with its own save folder.
func newTestApp(t *testing.T, opts Options) (*App, *fakeTimers) {
	t.Helper()
	test.NewTempApp(t)
	if opts.DataDir == "" {
		opts.DataDir = t.TempDir()
	}
	timers := &fakeTimers{}
	a := New(fyne.CurrentApp(), opts)
	a.after, a.every = timers.after, timers.every
	a.sound = &fakeSound{}
	a.win.Resize(fyne.NewSize(1200, 800))
	a.win.Show()
	return a, timers
}

// tapDialogButton taps a button of the topmost dialog.
func tapDialogButton(t *testing.T, a *App, text string) {
	t.Helper()
	top := a.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog open to tap %q", text)
	}
	test.Tap(findButton(t, top, text))
}

func dialogOpen(a *App) bool { return a.win.Canvas().Overlays().Top() != nil }

// giveClue types a clue and gives it with the given number choice.
func giveClue(t *testing.T, a *App, word, number string) {
	t.Helper()
	a.clueEntry.SetText("")
	test.Type(a.clueEntry, word)
	a.clueNumber.SetSelected(number)
	test.Tap(findButton(t, a.clueRow, a.tr.T("clue.give", nil)))
}

// guess taps a card twice: select, then confirm.
func guess(t *testing.T, a *App, i int) {
	t.Helper()
	test.Tap(a.cards[i])
	test.Tap(a.cards[i])
}

// cardsOf lists the uncovered positions with identity id.
func cardsOf(a *App, id game.Identity) []int {
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
