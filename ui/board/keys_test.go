package board

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
)

// send delivers a shortcut to the window as the desktop driver does.
func send(a *testApp, s fyne.Shortcut) {
	inner := reflect.ValueOf(a.win.Canvas()).Elem().FieldByName("WindowlessCanvas").Interface()
	inner.(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(s)
}

// showKeyByHand shows the key as a spymaster does: K, then K again.
func showKeyByHand(t *testing.T, a *testApp) {
	t.Helper()
	press(a, fyne.KeyK)
	press(a, fyne.KeyK)
	if !a.keyVisible() {
		t.Fatal("the key did not show")
	}
}

func TestTheKeyLeavesTheBoardTheMomentTheClueIsGiven(t *testing.T) {
	for _, autoHide := range []bool{true, false} {
		a, _ := newTestApp(t, Options{Lang: "en", Seed: 12})
		a.prefs.KeyAutoHide = autoHide
		showKeyByHand(t, a)
		giveClue(t, a, "Geheimnis", "2")
		if a.g().Phase() != game.PhaseGuess {
			t.Fatal("the clue was not given")
		}
		if a.keyVisible() || a.keyCard().Shown {
			t.Fatalf("auto-hide %v: the key still shows while the guessers look up", autoHide)
		}
		for i, c := range a.cards() {
			if c.ShowKey {
				t.Fatalf("auto-hide %v: card %d still shows its key colour", autoHide, i)
			}
		}
		if n := boardKeyPixels(a); n != 0 {
			t.Fatalf("auto-hide %v: %d key-coloured pixels on the board after the clue", autoHide, n)
		}
	}
}

func TestTheKeyLeavesTheBoardWhenTheTurnTimesOut(t *testing.T) {
	a, timers := newTestApp(t, Options{Lang: "en", Seed: 6})
	a.prefs.KeyAutoHide = false
	choice := a.choice
	choice.Variants.TurnTimer = 30
	if err := a.deal(choice, 6, false); err != nil {
		t.Fatal(err)
	}
	showKeyByHand(t, a)
	for range 30 {
		timers.Tick()
	}
	if a.keyVisible() {
		t.Fatal("the key still shows after the turn timed out")
	}
}

func TestEveryDialogAboutTheClueOpensOnTheSpymasterWindow(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 8})
	a.openSpymaster()
	spy := a.spy.Window().Canvas()
	giveClue(t, a, a.g().Card(0).Text, "1") // a board word: the checker warns
	if a.win.Canvas().Overlays().Top() != nil {
		t.Fatal("the clue warning opened on the board window (the projector)")
	}
	if spy.Overlays().Top() == nil {
		t.Fatal("the clue warning did not open on the spymaster window")
	}
	a.DialogKey(fyne.KeyEscape) // Esc on the spymaster window: change the clue
	if spy.Overlays().Top() != nil || a.g().Phase() != game.PhaseClue {
		t.Fatal("Esc should close the warning and give no clue")
	}
	if entry, _, _ := a.clueRow(); spy.Focused() != entry {
		t.Fatal("changing the clue should put the focus into the spymaster window's clue entry")
	}
	giveClue(t, a, "", "1")
	if a.win.Canvas().Overlays().Top() != nil || spy.Overlays().Top() == nil {
		t.Fatal("the empty-clue message belongs on the spymaster window")
	}
}

func TestEscClosesTheClueCheckAsChangeTheClue(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 8})
	giveClue(t, a, a.g().Card(0).Text, "1")
	if !dialogOpen(a) {
		t.Fatal("the checker did not warn")
	}
	press(a, fyne.KeyReturn) // Enter decides nothing here
	if !dialogOpen(a) || a.g().Phase() != game.PhaseClue {
		t.Fatal("Enter must not decide the clue check")
	}
	press(a, fyne.KeyEscape)
	if dialogOpen(a) || a.g().Phase() != game.PhaseClue || len(a.g().Moves()) != 0 {
		t.Fatal("Esc should close the warning without giving the clue")
	}
	if entry, _, _ := a.clueRow(); a.win.Canvas().Focused() != entry {
		t.Fatal("Esc should go back to the clue entry, as change clue does")
	}
}

func TestARematchAsksWhileAGameIsRunningAndDealsAtOnceAfterIt(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 31})
	rematch := findButton(t, a.win.Content(), a.tr.T("action.rematch", nil))
	test.Tap(rematch) // no move yet: nothing is lost
	if dialogOpen(a) || a.g().Setup().Seed == 31 {
		t.Fatal("a rematch before the first move should deal at once")
	}
	giveClue(t, a, "Geheimnis", "1")
	running := a.g()
	test.Tap(findButton(t, a.win.Content(), a.tr.T("action.rematch", nil)))
	if a.g() != running || !dialogOpen(a) {
		t.Fatal("a rematch threw away the running game without asking")
	}
	tapDialogButton(t, a, a.tr.T("action.cancel", nil))
	if a.g() != running {
		t.Fatal("cancel dealt anyway")
	}
	test.Tap(findButton(t, a.win.Content(), a.tr.T("action.rematch", nil)))
	tapDialogButton(t, a, a.tr.T("rematch.yes", nil))
	if a.g() == running || len(a.g().Moves()) != 0 {
		t.Fatal("confirming did not deal the rematch")
	}
	// After the game it deals at once.
	giveClue(t, a, "Geheimnis", "1")
	guess(t, a, cardsOf(a, game.Assassin)[0])
	if !a.g().Over() {
		t.Fatal("the assassin did not end the game")
	}
	over := a.g()
	if a.snap().Bar.Row != rowOver {
		t.Fatal("the result row should show after the game")
	}
	test.Tap(findButton(t, a.bar.rows[rowOver], a.tr.T("action.rematch", nil)))
	if a.g() == over || dialogOpen(a) {
		t.Fatal("after the game a rematch should deal at once")
	}
}

func TestCtrlZAsTheDesktopDriverSendsItUndoes(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 17})
	giveClue(t, a, "Geheimnis", "1")
	send(a, &fyne.ShortcutUndo{}) // what the real Ctrl+Z (Cmd+Z) arrives as
	if len(a.g().Moves()) != 0 {
		t.Fatal("the driver's undo shortcut did not undo the clue")
	}
}

func TestZoomWorksOnUSAndGermanKeyboards(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 17})
	for _, c := range []struct {
		name string
		s    fyne.Shortcut
		in   bool
	}{
		{"German +", shortcutKey(fyne.KeyRightBracket, 0), true},
		{"German -", shortcutKey(fyne.KeySlash, 0), false},
		{"US + (Shift and =)", shortcutKey(fyne.KeyEqual, fyne.KeyModifierShift), true},
		{"US =", shortcutKey(fyne.KeyEqual, 0), true},
		{"US -", shortcutKey(fyne.KeyMinus, 0), false},
		{"number pad +", &desktop.CustomShortcut{KeyName: fyne.KeyPlus, Modifier: fyne.KeyModifierShortcutDefault}, true},
	} {
		a.prefs.Zoom = 1
		send(a, c.s)
		if z := a.prefs.Zoom; (z > 1) != c.in || z == 1 {
			t.Errorf("%s: zoom %.2f", c.name, z)
		}
	}
}

func TestEscAndEnterCloseTheShortcutList(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 17})
	for _, k := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn} {
		press(a, fyne.KeyF1)
		if !dialogOpen(a) {
			t.Fatal("F1 showed no list")
		}
		press(a, k)
		if dialogOpen(a) {
			t.Fatalf("%s did not close the list", k)
		}
	}
	press(a, fyne.KeyF1)
	tapDialogButton(t, a, "OK")
	press(a, fyne.KeyK) // the closed list takes no more keys
	if !dialogOpen(a) {
		t.Fatal("after OK the keys should reach the board again")
	}
}

// The shortcut list stays inside the window: its long lines (K's) wrap
// instead of being cut off at the window's edge.
func TestTheShortcutListFitsInTheWindow(t *testing.T) {
	for _, lang := range []string{"de", "en", "nl"} {
		a, _ := newTestApp(t, Options{Lang: lang, Seed: 17})
		a.win.Resize(fyne.NewSize(1024, 768))
		press(a, fyne.KeyF1)
		walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
			l, ok := o.(*widget.Label)
			if !ok || l.Text == "" || l.Size().Width == 0 { // the title is drawn by the dialog itself
				return
			}
			need := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle).Width + 2*theme.InnerPadding()
			if pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(l); pos.X+l.Size().Width > 1025 {
				t.Errorf("%s: %q ends at %.0f, outside the window", lang, l.Text, pos.X+l.Size().Width)
			}
			if need > l.Size().Width && l.Wrapping == fyne.TextWrapOff {
				t.Errorf("%s: %q needs %.0f but has %.0f: cut off", lang, l.Text, need, l.Size().Width)
			}
		})
	}
}

// savedGame leaves a game in its guessing phase in a save file and
// returns a second board on it, as the app shows it after a restart, with
// the question open.
func savedGame(t *testing.T, timer int) *testApp {
	t.Helper()
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 44})
	if timer > 0 {
		choice := a.choice
		choice.Variants.TurnTimer = timer
		if err := a.deal(choice, 44, false); err != nil {
			t.Fatal(err)
		}
	}
	giveClue(t, a, "Geheimnis", "2")
	data, err := a.g().Save()
	if err != nil {
		t.Fatal(err)
	}
	saved, err := game.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := startTestApp(t, Options{Lang: "en"}, saved)
	if b.snap().Bar.Row != rowResume {
		t.Fatal("the saved game was not offered")
	}
	return b
}

func TestTheBoardTakesNoGuessWhileTheResumeQuestionIsOpen(t *testing.T) {
	b := savedGame(t, 0)
	card := cardsOf(b, game.AgentOf(b.g().Team()))[0]
	guess(t, b, card)
	for _, k := range []fyne.KeyName{fyne.KeyRight, fyne.KeySpace, fyne.KeyS} {
		press(b, k)
	}
	s := b.snap()
	if len(b.g().Moves()) != 1 || b.g().Covered(card) || s.Cards[card].Selected || s.Cards[0].Focused {
		t.Fatalf("the board played while the question was open: %d moves", len(b.g().Moves()))
	}
	if s.Bar.Row != rowResume || b.message() != b.tr.T("resume.answerFirst", nil) {
		t.Fatalf("the question should stay open and say so (message %q)", b.message())
	}
	press(b, fyne.KeyReturn) // Enter: yes, go on
	if b.snap().Bar.Row == rowResume || len(b.g().Moves()) != 1 {
		t.Fatal("Enter should continue the saved game")
	}
	if b.message() != "" {
		t.Fatalf("the answered question's note stays: %q", b.message())
	}
	guess(t, b, card)
	if !b.g().Covered(card) {
		t.Fatal("after the answer the board should take guesses")
	}
}

func TestTheTimerShowsNoRedZeroWhileTheResumeQuestionIsOpen(t *testing.T) {
	b := savedGame(t, 60)
	if tm := b.snap().Side.Timer; tm != "" {
		t.Fatalf("the timer shows %q before the game goes on", tm)
	}
	b.tapButton(t, "resume.continue")
	if tm := b.snap().Side.Timer; tm != "1:00" {
		t.Fatalf("after Continue the timer shows %q, want 1:00", tm)
	}
}
