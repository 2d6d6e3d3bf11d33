package board

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/sound"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// playToWin plays the active team's agents with an unlimited clue until the game ends.
func playToWin(t *testing.T, a *testApp) {
	t.Helper()
	team := a.g().Team()
	giveClue(t, a, "Geheimnis", a.tr.T("clue.unlimited", nil))
	for _, i := range cardsOf(a, game.AgentOf(team)) {
		guess(t, a, i)
	}
}

func TestAWholeGameIsPlayedToAWinByTapsAndTyping(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 4711})
	first := a.g().Team()
	// The first team misses with a bystander, then the other team sweeps its agents.
	giveClue(t, a, "Geheimnis", "2")
	if a.g().Phase() != game.PhaseGuess {
		t.Fatalf("clue not given: %s", a.message())
	}
	if a.snap().Bar.CanStop || !a.bar.stop.Disabled() {
		t.Fatal("Stop guessing must wait for the first guess")
	}
	guess(t, a, cardsOf(a, game.AgentOf(first))[0])
	if a.bar.stop.Disabled() {
		t.Fatal("Stop guessing should be enabled after a correct guess")
	}
	guess(t, a, cardsOf(a, game.Bystander)[0])
	if a.g().Team() == first {
		t.Fatal("a bystander should end the turn")
	}
	playToWin(t, a)
	if !a.g().Over() || a.g().Winner() != first.Other() {
		t.Fatalf("game not won: over=%v winner=%v", a.g().Over(), a.g().Winner())
	}
	want := a.tr.T("result.allAgents", map[string]any{"Team": a.teamText(first.Other())})
	if b := a.snap().Bar; b.Text != want || b.Row != rowOver || !a.bar.rows[rowOver].Visible() {
		t.Fatalf("result %q, want %q", b.Text, want)
	}
	for i, c := range a.cards() { // game over: the whole key is on the board for review
		if !c.Covered && !c.ShowKey {
			t.Fatalf("card %d hides its identity after the game", i)
		}
	}
}

func TestRevealingTheAssassinLosesTheGame(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 12})
	team := a.g().Team()
	giveClue(t, a, "Geheimnis", "1")
	guess(t, a, cardsOf(a, game.Assassin)[0])
	if a.g().Winner() != team.Other() || a.g().EndReason() != game.AssassinRevealed {
		t.Fatalf("winner %v by %v", a.g().Winner(), a.g().EndReason())
	}
	if r := a.snap().Bar.Text; !contains(r, "Attentäter") {
		t.Fatalf("result %q does not mention the assassin", r)
	}
}

func TestTheMisclickGuardWantsASecondTapOrEnter(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 3})
	giveClue(t, a, "Geheimnis", "2")
	card := cardsOf(a, game.AgentOf(a.g().Team()))[0]
	test.Tap(a.cards()[card])
	if a.g().Covered(card) || !a.cards()[card].Selected {
		t.Fatal("the first tap should only select")
	}
	a.win.Canvas().(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !a.g().Covered(card) {
		t.Fatal("Enter should confirm the selected card")
	}
	a.prefs.ConfirmGuess = false
	other := cardsOf(a, game.AgentOf(a.g().Team()))[0]
	test.Tap(a.cards()[other])
	if !a.g().Covered(other) {
		t.Fatal("with the guard off one tap guesses")
	}
}

func TestACoOpGameEndsWithItsScoreAndRating(t *testing.T) {
	test.NewTempApp(t)
	a, timers := newTestApp(t, Options{Lang: "en", Seed: 5})
	_ = timers
	choice := a.choice
	choice.Variants = game.Variants{CoOp: true}
	if err := a.deal(choice, 77, false); err != nil {
		t.Fatal(err)
	}
	player := a.g().PlayerTeam()
	// First turn: two agents, then stop; the imaginary team's turn follows.
	giveClue(t, a, "Geheimnis", "3")
	agents := cardsOf(a, game.AgentOf(player))
	guess(t, a, agents[0])
	guess(t, a, agents[1])
	a.tapButton(t, "guess.stop")
	if a.g().Phase() != game.PhaseCover || !a.bar.rows[rowCover].Visible() {
		t.Fatal("the spymaster should now cover an agent of the other team")
	}
	other := cardsOf(a, game.AgentOf(player.Other()))[0]
	test.Tap(a.cards()[other])
	if a.g().Covered(other) || a.message() == "" {
		t.Fatal("covering must wait until the key is shown")
	}
	a.tapButton(t, "key.show")
	tapDialogButton(t, a, a.tr.T("key.showNow", nil))
	if a.message() != "" {
		t.Fatalf("the note %q stays after the key was shown", a.message())
	}
	test.Tap(a.cards()[other])
	if a.g().Covered(other) {
		t.Fatal("covering takes the same select-then-confirm as a guess")
	}
	test.Tap(a.cards()[other])
	if !a.g().Covered(other) || a.keyVisible() {
		t.Fatal("the cover was not made, or the key stayed on screen")
	}
	playToWin(t, a)
	if a.g().Score() != 7 {
		t.Fatalf("score %d, want 7", a.g().Score())
	}
	want := a.tr.T("result.coOpWin", map[string]any{"Score": 7, "Rating": a.tr.T("rating.7", nil)})
	if r := a.snap().Bar.Text; r != want {
		t.Fatalf("result %q, want %q", r, want)
	}
}

func TestTheCheckerWarnsAndThePlayersDecide(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 8})
	choice := a.choice
	choice.Variants.Penalty = true
	if err := a.deal(choice, 8, false); err != nil {
		t.Fatal(err)
	}
	word := a.g().Card(0).Text
	giveClue(t, a, word, "1")
	if a.g().Phase() != game.PhaseClue || !dialogOpen(a) {
		t.Fatal("a clue equal to a board word should ask the players first")
	}
	tapDialogButton(t, a, a.tr.T("clue.change", nil))
	if a.g().Phase() != game.PhaseClue {
		t.Fatal("changing the clue must not give it")
	}
	giveClue(t, a, word, "1")
	tapDialogButton(t, a, a.tr.T("clue.allowed", nil))
	if a.g().Phase() != game.PhaseGuess {
		t.Fatal("allowed anyway should give the clue")
	}
	guess(t, a, cardsOf(a, game.Bystander)[0])
	team := a.g().Team()
	giveClue(t, a, a.g().Card(1).Text, "1")
	tapDialogButton(t, a, a.tr.T("clue.penalty", nil))
	if a.g().Team() != team.Other() || a.g().Phase() != game.PhaseCover {
		t.Fatalf("penalty should end the turn: team %v phase %v", a.g().Team(), a.g().Phase())
	}
}

func TestTheKeyShowsOnlyAfterThePrivacyScreenAndHidesByItself(t *testing.T) {
	a, timers := newTestApp(t, Options{Lang: "nl", Seed: 21})
	a.tapButton(t, "key.show")
	if a.keyVisible() || !dialogOpen(a) {
		t.Fatal("the key must not show before the privacy screen is confirmed")
	}
	tapDialogButton(t, a, a.tr.T("action.cancel", nil))
	if a.keyVisible() {
		t.Fatal("cancel showed the key")
	}
	show := func() {
		a.tapButton(t, "key.show")
		tapDialogButton(t, a, a.tr.T("key.showNow", nil))
		if !a.keyVisible() || !a.keyCard().Shown {
			t.Fatal("the key did not show")
		}
	}
	// After a timeout.
	show()
	timers.Fire()
	if a.keyVisible() {
		t.Fatal("the key should hide after its timeout")
	}
	// After a guess.
	giveClue(t, a, "Geheimnis", "2")
	show()
	guess(t, a, cardsOf(a, game.AgentOf(a.g().Team()))[0])
	if a.keyVisible() {
		t.Fatal("the key should hide after a guess")
	}
	// At a turn change.
	show()
	a.tapButton(t, "guess.stop")
	if a.keyVisible() {
		t.Fatal("the key should hide at the turn change")
	}
	// By hand, and with auto-hide off it stays.
	a.prefs.KeyAutoHide = false
	show()
	timers.Fire()
	if !a.keyVisible() {
		t.Fatal("with auto-hide off the key should stay")
	}
	a.tapButton(t, "key.hide")
	if a.keyVisible() {
		t.Fatal("the toggle should hide the key")
	}
}

// peekButton finds the board's peek button.
func peekButton(a *testApp) *uiwidget.PeekButton {
	var peek *uiwidget.PeekButton
	walk(a.win.Content(), func(o fyne.CanvasObject) {
		if p, ok := o.(*uiwidget.PeekButton); ok {
			peek = p
		}
	})
	return peek
}

func TestHoldToPeekShowsTheKeyOnlyWhileHeld(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 2})
	peek := peekButton(a)
	press := &desktop.MouseEvent{Button: desktop.MouseButtonPrimary}
	peek.MouseDown(press)
	if !a.keyVisible() || !a.cards()[0].ShowKey {
		t.Fatal("holding should show the key")
	}
	if a.tools.key.Text != a.tr.T("key.hide", nil) {
		t.Fatalf("while peeking the toolbar should offer to hide the key, says %q", a.tools.key.Text)
	}
	peek.MouseUp(press)
	if a.keyVisible() || a.cards()[0].ShowKey {
		t.Fatal("releasing should hide the key")
	}
	test.Tap(peek)
	if a.keyVisible() {
		t.Fatal("a tap alone must not show the key")
	}
}

// The peek once stuck on: pressed, slid off the button, released
// elsewhere, the key stayed for good.
func TestAPeekLetsGoWhenThePointerSlidesOffAndIsReleasedElsewhere(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 2})
	peek := peekButton(a)
	press := &desktop.MouseEvent{Button: desktop.MouseButtonPrimary}

	peek.MouseDown(press)
	peek.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(peek.Size().Width+40, 10)}})
	if a.keyVisible() {
		t.Fatal("dragging off the button must hide the key")
	}

	peek.MouseDown(press)
	peek.DragEnd() // released somewhere else after a short drag inside
	if a.keyVisible() {
		t.Fatal("a release anywhere must hide the key")
	}

	peek.MouseDown(press)
	peek.MouseOut()
	if a.keyVisible() {
		t.Fatal("the pointer leaving the button must hide the key")
	}

	peek.MouseDown(press)
	a.FocusLost()
	if a.keyVisible() {
		t.Fatal("the window losing focus must hide the key")
	}
	peek.MouseDown(press) // the button is not stuck: a new press peeks again
	if !a.keyVisible() {
		t.Fatal("after focus loss a new press should peek again")
	}
	peek.MouseUp(press)
}

func TestAHeldPeekEndsAtTheKeysTimeout(t *testing.T) {
	a, timers := newTestApp(t, Options{Lang: "en", Seed: 2})
	peek := peekButton(a)
	peek.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary})
	timers.Fire()
	if a.keyVisible() || peek.Held() {
		t.Fatal("a peek held past the timeout must hide the key and let the button go")
	}
	peek.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary})
	if !a.keyVisible() {
		t.Fatal("a new press after the timeout should peek again")
	}
}

func TestTheGuessersViewOfAFreshBoardDrawsNoKeyColour(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 99})
	capture := func() int {
		img := a.win.Canvas().Capture()
		scale := float32(img.Bounds().Dx()) / a.win.Canvas().Size().Width
		board := a.cards()[0].Position() // cards share one grid: scan from the first to the last card
		_ = board
		n := 0
		for _, c := range a.cards() {
			n += keyColoursIn(img, rectOf(c, scale))
		}
		return n + keyColoursIn(img, rectOf(a.keyCard(), scale))
	}
	if n := capture(); n != 0 {
		t.Fatalf("%d pixels of key colours on the guessers' view", n)
	}
	a.do(peek{true}) // the check can fail: with the key shown it finds the colours
	if n := capture(); n < 1000 {
		t.Fatalf("only %d key-coloured pixels with the key shown", n)
	}
}

func TestUndoAsksBeforeTurningACardFaceUpAgain(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 31})
	if !a.tools.undo.Disabled() {
		t.Fatal("nothing to undo yet")
	}
	giveClue(t, a, "Geheimnis", "2")
	test.Tap(a.tools.undo) // a clue: no card involved, no question
	if a.g().Phase() != game.PhaseClue || dialogOpen(a) {
		t.Fatal("undoing a clue should be immediate")
	}
	giveClue(t, a, "Geheimnis", "2")
	card := cardsOf(a, game.AgentOf(a.g().Team()))[0]
	guess(t, a, card)
	test.Tap(a.tools.undo)
	tapDialogButton(t, a, a.tr.T("action.cancel", nil))
	if !a.g().Covered(card) {
		t.Fatal("cancel undid the guess")
	}
	test.Tap(a.tools.undo)
	tapDialogButton(t, a, a.tr.T("action.undo", nil))
	if a.g().Covered(card) || len(a.g().Moves()) != 1 {
		t.Fatal("undo did not take the guess back")
	}
}

func TestTheTurnTimerCountsDownPausesAndEndsTheTurnAtZero(t *testing.T) {
	a, timers := newTestApp(t, Options{Lang: "en", Seed: 6})
	choice := a.choice
	choice.Variants.TurnTimer = 60
	if err := a.deal(choice, 6, false); err != nil {
		t.Fatal(err)
	}
	team := a.g().Team()
	if a.side.timer.Text != "1:00" || !a.side.pause.Visible() {
		t.Fatalf("timer shows %q", a.side.timer.Text)
	}
	timers.Tick()
	if a.side.timer.Text != "0:59" {
		t.Fatalf("after a second the timer shows %q", a.side.timer.Text)
	}
	press(a, fyne.KeyP)
	for range 100 {
		timers.Tick()
	}
	if a.g().Team() != team || a.ctl.timer.left != 59 {
		t.Fatal("a paused timer ran on")
	}
	test.Tap(a.side.pause)
	for range 49 { // 10 s left
		timers.Tick()
	}
	if a.side.timer.Color != theme.Color(theme.ColorNameError) {
		t.Fatal("the last ten seconds should show in the warning colour")
	}
	for range 10 {
		timers.Tick()
	}
	if a.g().Team() != team.Other() || a.message() != a.tr.T("timer.up", map[string]any{"Team": a.teamText(team)}) {
		t.Fatalf("the turn did not time out visibly: team %v, message %q", a.g().Team(), a.message())
	}
	if a.ctl.timer.left != 60 {
		t.Fatalf("the next turn starts with %d s, want 60", a.ctl.timer.left)
	}
	if played := a.sound.Played; len(played) != 1 || !bytes.Equal(played[0], sound.TimeUp()) {
		t.Fatalf("the time-up signal should sound once, played %d sounds", len(played))
	}
}

func TestTheHiddenKeyCardSaysItIsHidden(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 1})
	found := false
	walk(a.keyCard(), func(o fyne.CanvasObject) {
		if txt, ok := o.(*canvas.Text); ok && txt.Visible() && txt.Text == a.tr.T("key.hidden", nil) {
			found = true
		}
	})
	if !found {
		t.Fatal("the hidden key card shows no explanation")
	}
}

func TestTheTimeUpSignalIsSilentWhenTurnedOff(t *testing.T) {
	a, timers := newTestApp(t, Options{Lang: "de", Seed: 6})
	choice := a.choice
	choice.Variants.TurnTimer = 5
	if err := a.deal(choice, 6, false); err != nil {
		t.Fatal(err)
	}
	a.prefs.TimerSound = false
	for range 5 {
		timers.Tick()
	}
	if a.message() == "" || len(a.sound.Played) != 0 {
		t.Fatalf("time out with the signal off: message %q, %d sounds", a.message(), len(a.sound.Played))
	}
}
