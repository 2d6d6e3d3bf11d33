package screen

import (
	"testing"
	"time"

	"github.com/decknamen/decknamen/game"
)

// timers records one-shot timers; fire runs those not stopped.
type timers struct{ fns []*func() }

func (ts *timers) after(_ time.Duration, f func()) func() {
	p := &f
	ts.fns = append(ts.fns, p)
	return func() { *p = nil }
}

func (ts *timers) fire() {
	for _, p := range ts.fns {
		if *p != nil {
			(*p)()
		}
	}
	ts.fns = nil
}

func TestTheKeyIsHiddenUntilASpymasterAsksAndAlwaysShownAfterTheGame(t *testing.T) {
	var k Key
	if k.Visible(false) {
		t.Fatal("a fresh board must not draw the key")
	}
	if !k.Visible(true) {
		t.Fatal("after the game the whole key is on show for review")
	}
	k.Show(nil, 0, nil)
	if !k.Visible(false) || !k.Shown() {
		t.Fatal("the key should show once a spymaster asks")
	}
	k.Hide()
	if k.Visible(false) || k.Shown() {
		t.Fatal("Hide should hide the key")
	}
}

func TestTheKeyHidesAfterItsTimeout(t *testing.T) {
	var k Key
	var ts timers
	redrawn := 0
	k.Show(ts.after, 30*time.Second, func() { redrawn++ })
	if !k.Visible(false) {
		t.Fatal("the key should show until its timer fires")
	}
	ts.fire()
	if k.Visible(false) || redrawn != 1 {
		t.Fatalf("the timeout should hide the key and redraw (visible %v, %d redraws)", k.Visible(false), redrawn)
	}
}

func TestHidingByHandStopsTheTimer_ALaterShowIsNotCutShort(t *testing.T) {
	var k Key
	var ts timers
	k.Show(ts.after, time.Second, nil)
	k.Hide()
	k.Show(nil, 0, nil) // auto-hide off now: the old timer must not hide it
	ts.fire()
	if !k.Visible(false) {
		t.Fatal("a stopped timer hid the key")
	}
}

func TestPeekShowsTheKeyOnlyWhileHeld(t *testing.T) {
	var k Key
	k.Peek(true, nil, 0, nil)
	if !k.Visible(false) || !k.Peeking() {
		t.Fatal("holding should show the key")
	}
	k.Peek(false, nil, 0, nil)
	if k.Visible(false) {
		t.Fatal("releasing should hide the key")
	}
}

func TestAPeekEndsAtTheAutoHideTimeoutEvenWhileHeld(t *testing.T) {
	var k Key
	var ts timers
	redrawn := 0
	k.Peek(true, ts.after, 30*time.Second, func() { redrawn++ })
	ts.fire()
	if k.Visible(false) || k.Peeking() || redrawn != 1 {
		t.Fatalf("a held peek must end at the timeout (visible %v, %d redraws)", k.Visible(false), redrawn)
	}
}

func TestAPeekEndsWhenTheWindowLosesFocus(t *testing.T) {
	var k Key
	var ts timers
	k.Peek(true, ts.after, 30*time.Second, nil)
	k.FocusLost()
	if k.Visible(false) {
		t.Fatal("a peek must end when the window loses focus")
	}
	k.Peek(true, ts.after, 30*time.Second, nil) // a later peek is not cut short by the old timer
	if len(ts.fns) != 2 || *ts.fns[0] != nil {
		t.Fatal("losing focus should stop the peek's timer")
	}
}

func TestAMoveEndsAPeek(t *testing.T) {
	var k Key
	k.Peek(true, nil, 0, nil)
	k.AfterMove(game.GiveClue{Word: "x", Number: 1}, Step{PhaseChanged: true}, false)
	if k.Visible(false) {
		t.Fatal("a clue given while peeking must hide the key")
	}
}

func TestLettingGoOfAPeekKeepsAKeyShownBehindThePrivacyScreen(t *testing.T) {
	var k Key
	k.Show(nil, 0, nil)
	k.Peek(true, nil, 0, nil)
	k.Peek(false, nil, 0, nil)
	if !k.Visible(false) {
		t.Fatal("the key the spymaster asked for should stay after a peek")
	}
}

func TestWhileTheSpymasterWindowIsOpenTheBoardNeverDrawsTheKeyBeforeTheEnd(t *testing.T) {
	var k Key
	k.Show(nil, 0, nil)
	k.SetSecondWindow(true)
	if k.Shown() || k.Visible(false) {
		t.Fatal("opening the spymaster window should hide the key on the board")
	}
	k.Show(nil, 0, nil)
	k.Peek(true, nil, 0, nil)
	if k.Visible(false) || !k.SecondWindow() {
		t.Fatal("neither showing nor peeking draws the key on the board now")
	}
	if !k.Visible(true) {
		t.Fatal("after the game the board shows the key")
	}
	k.Peek(false, nil, 0, nil)
	k.SetSecondWindow(false)
	k.Show(nil, 0, nil)
	if !k.Visible(false) {
		t.Fatal("after closing, the board may show the key again")
	}
}

func TestTheKeyHidesAfterAGuessACoverOrATurnChange(t *testing.T) {
	for _, c := range []struct {
		name string
		move game.Move
		step Step
	}{
		{"guess", game.Guess{Card: 3}, Step{}},
		{"cover", game.Cover{Card: 3}, Step{}},
	} {
		var k Key
		k.Show(nil, 0, nil)
		k.AfterMove(c.move, c.step, true)
		if k.Shown() {
			t.Errorf("%s: key still shown after the move with auto-hide on", c.name)
		}
		k.Show(nil, 0, nil)
		k.AfterMove(c.move, c.step, false)
		if !k.Shown() {
			t.Errorf("%s: with auto-hide off the key should stay", c.name)
		}
	}
}

// The promise of the shared screen: when the clue is given the guessers
// look up at the board, so the key goes away then, and at every other
// change of phase or turn, whatever the auto-hide setting says.
func TestTheKeyHidesTheMomentAClueIsGivenAndAtEveryPhaseChange(t *testing.T) {
	for _, c := range []struct {
		name string
		move game.Move
		step Step
	}{
		{"clue", game.GiveClue{Word: "Meer", Number: 2}, Step{PhaseChanged: true}},
		{"clue (phase not reported)", game.GiveClue{Word: "Meer", Number: 2}, Step{}},
		{"last guess of the turn", game.Guess{Card: 3}, Step{TurnChanged: true, PhaseChanged: true}},
		{"guess that ends in covering", game.Guess{Card: 3}, Step{PhaseChanged: true}},
		{"last cover", game.Cover{Card: 3}, Step{PhaseChanged: true}},
		{"stop", game.Stop{}, Step{TurnChanged: true, PhaseChanged: true}},
		{"timeout while clueing", game.TimeOut{}, Step{TurnChanged: true}},
		{"penalty", game.Penalty{}, Step{PhaseChanged: true}},
	} {
		for _, autoHide := range []bool{true, false} {
			var k Key
			k.Show(nil, 0, nil)
			k.AfterMove(c.move, c.step, autoHide)
			if k.Shown() || k.Visible(false) {
				t.Errorf("%s (auto-hide %v): the key is still on the board", c.name, autoHide)
			}
		}
	}
}

func TestTheMisclickGuardWantsASecondTap(t *testing.T) {
	b := Board{Phase: game.PhaseGuess, Selected: -1, ConfirmGuess: true}
	if got := TapCard(4, b); got != Select {
		t.Fatalf("first tap: %v, want Select", got)
	}
	b.Selected = 4
	if got := TapCard(4, b); got != Guess {
		t.Fatalf("second tap on the same card: %v, want Guess", got)
	}
	if got := TapCard(5, b); got != Select {
		t.Fatalf("a tap on another card: %v, want Select", got)
	}
	b.ConfirmGuess, b.Selected = false, -1
	if got := TapCard(4, b); got != Guess {
		t.Fatalf("with the guard off: %v, want Guess", got)
	}
}

func TestTeacherModeConfirmsEveryGuessInADialog(t *testing.T) {
	for _, guard := range []bool{true, false} {
		b := Board{Phase: game.PhaseGuess, Selected: 4, ConfirmGuess: guard, Teacher: true}
		if got := TapCard(4, b); got != ConfirmGuess {
			t.Fatalf("guard %v: %v, want ConfirmGuess", guard, got)
		}
	}
}

func TestCoveringNeedsTheKeyAndHappensOnTheSpymasterWindowWhenItIsOpen(t *testing.T) {
	b := Board{Phase: game.PhaseCover, Selected: -1}
	if got := TapCard(1, b); got != NeedKey {
		t.Fatalf("hidden key: %v, want NeedKey", got)
	}
	b.KeyVisible = true
	if got := TapCard(1, b); got != Cover {
		t.Fatalf("key shown: %v, want Cover", got)
	}
	b.SecondWindow = true
	if got := TapCard(1, b); got != CoverElsewhere {
		t.Fatalf("spymaster window open: %v, want CoverElsewhere", got)
	}
}

func TestATapDoesNothingOnACoveredCardOrAfterTheGameAndAsksForTheClueFirst(t *testing.T) {
	if got := TapCard(0, Board{Phase: game.PhaseGuess, Covered: true, Selected: -1}); got != Ignore {
		t.Fatalf("covered card: %v", got)
	}
	if got := TapCard(0, Board{Phase: game.PhaseOver, Over: true, Selected: -1}); got != Ignore {
		t.Fatalf("game over: %v", got)
	}
	if got := TapCard(0, Board{Phase: game.PhaseClue, Selected: -1}); got != ClueFirst {
		t.Fatalf("before the clue: %v", got)
	}
}

func TestTheSpymastersWindowOpensBehindItsPrivacyScreen(t *testing.T) {
	var k Key
	k.SetSecondWindow(true)
	if k.SecondVisible(false) {
		t.Fatal("the spymasters' window must not draw the key before its privacy screen is answered")
	}
	k.ShowOnSecond()
	if !k.SecondVisible(false) {
		t.Fatal("answered: the spymasters' window shows the key")
	}
	k.AfterMove(game.Guess{Card: 1}, Step{TurnChanged: true, PhaseChanged: true}, true)
	if !k.SecondVisible(false) {
		t.Fatal("the key stays on the spymasters' window while it is open")
	}
	k.HideOnSecond()
	if k.SecondVisible(false) {
		t.Fatal("Hide key brings the privacy screen back")
	}
	if !k.SecondVisible(true) {
		t.Fatal("after the game the key is no secret")
	}
}

func TestADisplayComingOrGoingHidesTheKeyOnTheSpymastersWindow(t *testing.T) {
	var k Key
	k.SetSecondWindow(true)
	k.ShowOnSecond()
	k.DisplaysChanged()
	if k.SecondVisible(false) {
		t.Fatal("a projector plugged in or out must hide the key until answered again")
	}
}

func TestReopeningTheSpymastersWindowAsksAgain(t *testing.T) {
	var k Key
	k.SetSecondWindow(true)
	k.ShowOnSecond()
	k.SetSecondWindow(false)
	k.ShowOnSecond() // no window: nothing to show it on
	k.SetSecondWindow(true)
	if k.SecondVisible(false) {
		t.Fatal("a reopened spymasters' window must ask again")
	}
}

// In co-op, covering the simulated team's card once took one click with no
// confirm: it now takes the misclick guard's select-then-confirm too.
func TestCoveringTakesTheSameSelectThenConfirmAsAGuess(t *testing.T) {
	b := Board{Phase: game.PhaseCover, Selected: -1, ConfirmGuess: true, KeyVisible: true}
	if got := TapCard(4, b); got != Select {
		t.Fatalf("first tap: %v, want Select", got)
	}
	b.Selected = 4
	if got := TapCard(4, b); got != Cover {
		t.Fatalf("second tap: %v, want Cover", got)
	}
	b.ConfirmGuess = false
	b.Selected = -1
	if got := TapCard(4, b); got != Cover {
		t.Fatalf("guard off: %v, want Cover", got)
	}
}
