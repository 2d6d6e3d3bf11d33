package kodeknacker

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/game/kodeknacker"
)

// Item 18: against the computer the person's own code is no secret from
// them: it shows, named as theirs; the computer's code stays hidden.
func TestAgainstTheComputer_ThePlayersOwnCodeIsShown(t *testing.T) {
	_, v := openKK(t, Options{Lang: "de"})
	startKK(t, v, true, v.t("kk.levelEasy"), "", v.t("kk.you"))
	typeCode(v, "12345")
	if v.ctl.g.Phase() != kodeknacker.Guessing {
		t.Fatal("the code was not set")
	}
	own := v.board.columns[computerPlayer-1]
	if own.secret.Hidden || own.secret.Code != kkCode(t, "12345") || own.secretLabel.Text != "Dein Code" {
		t.Fatalf("own code hidden %v, code %v, label %q", own.secret.Hidden, own.secret.Code, own.secretLabel.Text)
	}
	theirs := v.board.columns[kodeknacker.Player1-1]
	if !theirs.secret.Hidden || theirs.secret.Code != (kodeknacker.Code{}) || theirs.secretLabel.Text != v.t("kk.secret") {
		t.Fatal("the computer's code must stay hidden")
	}
}

// Item 18: when the first guesser cracks the code, the screen says that
// the other player has one last try for a draw.
func TestHotSeat_AfterTheFirstCrackTheOtherHasOneLastTry(t *testing.T) {
	_, v := openKK(t, Options{Lang: "de"})
	startKK(t, v, false, "", "", "")
	setCodeHotSeat(t, v, "12345")
	setCodeHotSeat(t, v, "66554")
	if strings.Contains(v.board.status.Text, "letzten Versuch") {
		t.Fatal("no last try before a crack")
	}
	typeCode(v, "66554") // player 1 cracks player 2's code
	if v.ctl.g.Result().Over() {
		t.Fatal("player 2 still has a move")
	}
	want := v.tr.T("kk.lastTry", map[string]any{"Player": v.t("kk.player1"), "Other": v.t("kk.player2")})
	if !strings.Contains(v.board.status.Text, want) {
		t.Fatalf("status %q lacks %q", v.board.status.Text, want)
	}
}

// Against the computer, when it cracks first, the person is told of the last try.
func TestAgainstTheComputer_AfterItsCrackThePersonHasOneLastTry(t *testing.T) {
	_, v := openKK(t, Options{Lang: "en"})
	startKK(t, v, true, v.t("kk.levelHard"), "12", v.t("kk.computer"))
	typeCode(v, "11111")
	miss := "66666" // a guess that never cracks the computer's code
	if theirs, _ := v.ctl.g.Code(computerPlayer); theirs == kkCode(t, miss) {
		miss = "55555"
	}
	for !v.ctl.g.Result().Over() && !v.ctl.g.Cracked(computerPlayer) {
		typeCode(v, miss)
	}
	if v.ctl.g.Result().Over() {
		t.Fatalf("the computer did not crack 11111 in %d rows", v.ctl.choice.rows)
	}
	if !strings.Contains(v.board.status.Text, v.t("kk.lastTryYou")) {
		t.Fatalf("status %q", v.board.status.Text)
	}
}

// Item 18: the start screen opened over a game has Cancel, which goes back
// to the game untouched; Start still asks before ending it.
func TestTheStartScreenOverAGameCanBeCancelled(t *testing.T) {
	_, v := openKK(t, Options{Lang: "de"})
	startKK(t, v, false, "", "", "")
	setCodeHotSeat(t, v, "12345")
	g := v.ctl.g
	test.Tap(findButton(t, v.win.Content(), v.t("action.newGame")))
	findButton(t, v.win.Content(), v.t("kk.start"))
	test.Tap(findButton(t, v.win.Content(), v.t("action.cancel")))
	if v.ctl.g != g || v.board.status == nil || !v.ctl.g.HasCode(kodeknacker.Player1) {
		t.Fatal("Cancel should go back to the same game")
	}
	test.Tap(findButton(t, v.win.Content(), v.t("action.newGame")))
	test.Tap(findButton(t, v.win.Content(), v.t("kk.start")))
	if !dialogOpenIn(v) || v.ctl.g != g {
		t.Fatal("Start over a running game should ask first")
	}
	tapKKDialog(t, v, v.t("action.newGame"))
	if v.ctl.g == g || v.ctl.g.HasCode(kodeknacker.Player1) {
		t.Fatal("the new game did not start")
	}
}
