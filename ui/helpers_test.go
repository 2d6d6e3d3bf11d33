package ui

import (
	"image"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/uitest"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// The app's timers and sound player, faked (ui/internal/uitest).
type (
	fakeTimers = uitest.Timers
	fakeSound  = uitest.Sound
)

// newTestApp starts the app on the test driver with its own save folder.
func newTestApp(t *testing.T, opts Options) (*App, *fakeTimers) {
	t.Helper()
	test.NewTempApp(t)
	if opts.DataDir == "" {
		opts.DataDir = t.TempDir()
	}
	timers := &fakeTimers{}
	a := New(fyne.CurrentApp(), opts)
	a.after, a.every = timers.After, timers.Every
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

// boardCards are the board's cards, in their order on the board.
func boardCards(a *App) []*uiwidget.Card {
	var cards []*uiwidget.Card
	walk(a.win.Content(), func(o fyne.CanvasObject) {
		if c, ok := o.(*uiwidget.Card); ok {
			cards = append(cards, c)
		}
	})
	return cards
}

// walkShown calls f with every button that o shows (no hidden object
// above it) and the container holding it.
func walkShown(o fyne.CanvasObject, parent *fyne.Container, f func(b *widget.Button, label string, parent *fyne.Container)) {
	if !o.Visible() {
		return
	}
	if b, label, ok := uitest.ButtonOf(o); ok {
		f(b, label, parent)
		return
	}
	switch w := o.(type) {
	case *fyne.Container:
		for _, child := range w.Objects {
			walkShown(child, w, f)
		}
	case fyne.Widget:
		if r := test.WidgetRenderer(w); r != nil {
			for _, child := range r.Objects() {
				walkShown(child, parent, f)
			}
		}
	}
}

// shownButton is the first button with that text the window shows, or nil.
func shownButton(a *App, text string) *widget.Button {
	var found *widget.Button
	walkShown(a.win.Content(), nil, func(b *widget.Button, label string, _ *fyne.Container) {
		if found == nil && label == text {
			found = b
		}
	})
	return found
}

// resumeButton is the button with that text beside Continue, in the
// action bar's question whether to go on with the saved game.
func resumeButton(t *testing.T, a *App, text string) *widget.Button {
	t.Helper()
	var row *fyne.Container
	walkShown(a.win.Content(), nil, func(_ *widget.Button, label string, parent *fyne.Container) {
		if label == a.tr.T("resume.continue", nil) {
			row = parent
		}
	})
	if row == nil {
		t.Fatal("the saved game's question is not on show")
	}
	return findButton(t, row, text)
}

// giveClue types a clue into the board's clue entry and gives it with the
// given number choice.
func giveClue(t *testing.T, a *App, word, number string) {
	t.Helper()
	var entry *widget.Entry
	var numbers *widget.Select
	walk(a.win.Content(), func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Entry:
			entry = w
		case *widget.Select:
			numbers = w
		}
	})
	if entry == nil || numbers == nil {
		t.Fatal("no clue entry on the board")
	}
	entry.SetText("")
	test.Type(entry, word)
	numbers.SetSelected(number)
	test.Tap(findButton(t, a.win.Content(), a.tr.T("clue.give", nil)))
}

// guess taps a card twice: select, then confirm.
func guess(t *testing.T, a *App, i int) {
	t.Helper()
	test.Tap(boardCards(a)[i])
	time.Sleep(500 * time.Millisecond) // a second click, not a double click
	test.Tap(boardCards(a)[i])
}

// cardsOf lists the uncovered positions with identity id.
func cardsOf(a *App, id game.Identity) []int {
	var out []int
	g := a.board.Game()
	for i := range g.Size().Cards() {
		if g.Identity(i) == id && !g.Covered(i) {
			out = append(out, i)
		}
	}
	return out
}

// press sends a key press to the board window, as when nothing has the
// keyboard focus.
func press(a *App, k fyne.KeyName) {
	a.win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: k})
}

// shortcut sends Ctrl (Cmd) with k to the window, as the desktop driver does.
func shortcut(t *testing.T, a *App, k fyne.KeyName) {
	t.Helper()
	inner := reflect.ValueOf(a.win.Canvas()).Elem().FieldByName("WindowlessCanvas").Interface()
	inner.(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault})
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

// showsEntry reports whether o shows a text entry (none hidden above it).
func showsEntry(o fyne.CanvasObject) bool {
	if !o.Visible() {
		return false
	}
	switch w := o.(type) {
	case *widget.Entry:
		return true
	case *fyne.Container:
		for _, child := range w.Objects {
			if showsEntry(child) {
				return true
			}
		}
	case fyne.Widget:
		if r := test.WidgetRenderer(w); r != nil {
			for _, child := range r.Objects() {
				if showsEntry(child) {
					return true
				}
			}
		}
	}
	return false
}
