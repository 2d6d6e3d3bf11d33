package board

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// typeKey presses a character key as the desktop driver reports it: the
// key press, then the character, to whatever has the focus by then.
func typeKey(a *testApp, k fyne.KeyName, r rune) {
	c := a.win.Canvas()
	if f := c.Focused(); f != nil {
		f.TypedKey(&fyne.KeyEvent{Name: k})
	} else {
		press(a, k)
	}
	if f := c.Focused(); f != nil {
		f.TypedRune(r)
	} else if on := c.(interface{ OnTypedRune() func(rune) }).OnTypedRune(); on != nil {
		on(r)
	}
}

// shortcut sends a Ctrl shortcut to the window.
func shortcut(t *testing.T, a *testApp, k fyne.KeyName) {
	t.Helper()
	inner := reflect.ValueOf(a.win.Canvas()).Elem().FieldByName("WindowlessCanvas").Interface()
	inner.(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault})
}

func TestArrowKeysMoveTheFocusAndEnterSelectsThenGuesses(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 50})
	giveClue(t, a, "Geheimnis", "2")
	press(a, fyne.KeyRight) // first press puts the focus on card 0
	press(a, fyne.KeyRight)
	press(a, fyne.KeyDown)
	if !a.cards()[6].Focused || !a.snap().Cards[6].Focused {
		t.Fatal("the focus should be on card 6")
	}
	press(a, fyne.KeyLeft)
	press(a, fyne.KeyLeft) // stays in its row at the left edge
	press(a, fyne.KeyUp)
	press(a, fyne.KeyUp)
	if !a.cards()[0].Focused {
		t.Fatal("the focus should be back on card 0")
	}
	target := cardsOf(a, game.AgentOf(a.g().Team()))[0]
	for range target % 5 {
		press(a, fyne.KeyRight)
	}
	for range target / 5 {
		press(a, fyne.KeyDown)
	}
	press(a, fyne.KeyReturn)
	if !a.cards()[target].Selected || a.g().Covered(target) {
		t.Fatal("the first Enter should select the focused card")
	}
	press(a, fyne.KeyReturn)
	if !a.g().Covered(target) {
		t.Fatal("the second Enter should guess it")
	}
	press(a, fyne.KeyS)
	if a.g().Phase() != game.PhaseClue {
		t.Fatal("S should stop guessing")
	}
	press(a, fyne.KeyRight)
	test.Tap(a.cards()[cardsOf(a, game.AgentOf(a.g().Team()))[0]])
	press(a, fyne.KeyEscape)
	for i, f := range a.snap().Cards {
		if f.Focused || f.Selected {
			t.Fatalf("Esc should clear focus and selection (card %d)", i)
		}
	}
}

func TestKOpensThePrivacyScreenAndF1ListsTheShortcuts(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 50})
	press(a, fyne.KeyK)
	if a.keyVisible() || !dialogOpen(a) {
		t.Fatal("K must go through the privacy screen")
	}
	tapDialogButton(t, a, a.tr.T("key.showNow", nil))
	if !a.keyVisible() {
		t.Fatal("the key did not show")
	}
	press(a, fyne.KeyK)
	if a.keyVisible() {
		t.Fatal("K should hide the shown key at once")
	}
	press(a, fyne.KeyF1)
	if !dialogOpen(a) {
		t.Fatal("F1 should show the shortcuts")
	}
	tapDialogButton(t, a, "OK")
}

func TestF11TogglesFullScreenAndEscLeavesIt(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 50})
	press(a, fyne.KeyF11)
	if !a.win.FullScreen() {
		t.Fatal("F11 did not go full screen")
	}
	press(a, fyne.KeyEscape)
	if a.win.FullScreen() {
		t.Fatal("Esc did not leave full screen")
	}
}

func TestCtrlPlusMinusAndZeroZoomTheBoard(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 50})
	short := a.cards()[0] // the shortest word: not limited by the card's width
	for _, c := range a.cards() {
		if len([]rune(c.Text)) < len([]rune(short.Text)) {
			short = c
		}
	}
	a.prefs.Zoom = 1 / 1.15 / 1.15 // start small enough for the word to grow
	a.Refresh()
	size := func() float32 { return textSizeOf(short) }
	normal := size()
	shortcut(t, a, fyne.KeyPlus)
	if size() <= normal {
		t.Fatalf("zoom %.2f, text %.1f → %.1f: Ctrl++ did not enlarge", a.cards()[0].Zoom, normal, size())
	}
	for range 20 {
		shortcut(t, a, fyne.KeyMinus)
	}
	if a.cards()[0].Zoom != MinZoom || size() >= normal {
		t.Fatalf("zoom %.2f after many Ctrl+−, want the minimum %.2f", a.cards()[0].Zoom, float32(MinZoom))
	}
	shortcut(t, a, fyne.Key0)
	if a.cards()[0].Zoom != 1 {
		t.Fatal("Ctrl+0 did not restore the normal size")
	}
}

func TestTeacherModeConfirmsEveryGuess(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 50})
	a.prefs.Teacher = true
	giveClue(t, a, "Geheimnis", "2")
	card := cardsOf(a, game.AgentOf(a.g().Team()))[0]
	guess(t, a, card) // even two taps do not guess
	if a.g().Covered(card) || !dialogOpen(a) {
		t.Fatal("teacher mode must ask before guessing")
	}
	tapDialogButton(t, a, a.tr.T("guess.confirmYes", nil))
	if !a.g().Covered(card) {
		t.Fatal("the confirmed guess was not made")
	}
}

// textSizeOf is the size the card draws its word at.
func textSizeOf(c *uiwidget.Card) float32 {
	return cardText(c).TextSize
}

// Enter is also the guessing and clue key: pressed by habit after K it
// must not show the key to the room. Only a second K (or a click) does.
func TestEnterAndEscCancelThePrivacyScreenAndOnlyASecondKShowsTheKey(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 50})
	press(a, fyne.KeyK)
	press(a, fyne.KeyEscape)
	if a.keyVisible() || dialogOpen(a) {
		t.Fatal("Esc should cancel the privacy screen")
	}
	press(a, fyne.KeyK)
	press(a, fyne.KeyReturn)
	if a.keyVisible() || dialogOpen(a) {
		t.Fatal("Enter should cancel the privacy screen, not show the key")
	}
	press(a, fyne.KeyK)
	press(a, fyne.KeyK)
	if !a.keyVisible() || dialogOpen(a) {
		t.Fatal("K on the privacy screen should show the key")
	}
	press(a, fyne.KeyK)
	if a.keyVisible() {
		t.Fatal("K should hide the key again")
	}
}

func TestCFocusesTheClueEntryAndGivingTheClueReturnsTheKeysToTheBoard(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 50})
	typeKey(a, fyne.KeyC, 'c')
	entry, number, _ := a.clueRow()
	if a.win.Canvas().Focused() != entry {
		t.Fatal("C should focus the clue entry")
	}
	if entry.Text != "" {
		t.Fatalf("C typed %q into the clue entry", entry.Text)
	}
	entry.SetText("Geheimnis")
	number.SetSelected("2")
	entry.OnSubmitted(entry.Text)
	if a.g().Phase() != game.PhaseGuess || a.win.Canvas().Focused() != nil {
		t.Fatal("after the clue the board should have the keys")
	}
}
