package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/dealform"
	"github.com/decknamen/decknamen/ui/internal/uitest"
)

// tapButtonText taps the visible button with that text on the window.
func tapButtonText(t *testing.T, a *App, text string) {
	t.Helper()
	test.Tap(findButton(t, a.win.Content(), text))
}

// A German family with the computer for both teams: every clue comes from
// the shipped data, none is a board word, and a whole game is played by
// taps with the key hidden until the end.
func TestAWholeGameWithTheComputerForBothTeams(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 4711})
	c := a.choice
	c.Spymasters, c.Level = dealform.ComputerBoth, dealform.Bold
	if err := a.deal(c, 4711, false); err != nil {
		t.Fatal(err)
	}
	g := a.board.Game()
	if a.computer == nil {
		t.Fatal("no computer spymaster for the German deck")
	}
	for turns := 0; !g.Over() && turns < 60; turns++ {
		clue, ok := g.Clue()
		if !ok || g.Phase() != game.PhaseGuess {
			t.Fatalf("turn %d: the computer gave no clue (phase %v)", turns, g.Phase())
		}
		for _, w := range g.VisibleWords() {
			if strings.EqualFold(w, clue.Word) {
				t.Fatalf("the clue %q is a board word", clue.Word)
			}
		}
		own := cardsOf(a, game.AgentOf(g.Team()))
		guess(t, a, own[0])
		if g.Phase() == game.PhaseGuess && !g.Over() {
			tapButtonText(t, a, a.tr.T("guess.stop", nil))
		}
	}
	if !g.Over() {
		t.Fatal("the game did not end")
	}
}

// meantNow are the cards the computer meant with the clue in play: its
// clue for the game as it stood before (it gives the same clue to the
// same board).
func meantNow(t *testing.T, a *App) []int {
	t.Helper()
	g := a.board.Game()
	moves := g.Moves()
	last := len(moves) - 1
	for last >= 0 {
		if _, ok := moves[last].(game.GiveClue); ok {
			break
		}
		last--
	}
	before, err := game.Replay(g.Setup(), moves[:last])
	if err != nil {
		t.Fatal(err)
	}
	cl, err := a.computer.Clue(before)
	if err != nil {
		t.Fatal(err)
	}
	return cl.Meant
}

// Two Dutch players with the computer for their team (co-op): each clue
// comes from the shipped data, the imaginary team's agent is covered by
// the computer after each turn, and the players win a whole game by taps,
// guessing the cards each clue was meant for.
func TestAWholeCoOpGameWithTheComputerForOurTeam(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "nl", Seed: 3001})
	c := a.choice
	c.Spymasters = dealform.ComputerCoOp
	c.Variants.CoOp = true
	if err := a.deal(c, 3001, false); err != nil {
		t.Fatal(err)
	}
	g := a.board.Game()
	if a.computer == nil || !g.Setup().Variants.CoOp {
		t.Fatal("no co-op game with the computer for the Dutch deck")
	}
	players := g.PlayerTeam()
	for turns := 0; !g.Over() && turns < 30; turns++ {
		if g.Team() != players || g.Phase() != game.PhaseGuess {
			t.Fatalf("turn %d: the players wait (team %v, phase %v): the computer gave no clue or covered nothing", turns, g.Team(), g.Phase())
		}
		imaginary := len(cardsOf(a, game.AgentOf(players.Other())))
		for _, i := range meantNow(t, a) {
			if !g.Over() && g.Team() == players && !g.Covered(i) {
				guess(t, a, i)
			}
		}
		if !g.Over() && g.Team() == players && g.Phase() == game.PhaseGuess {
			tapButtonText(t, a, a.tr.T("guess.stop", nil))
		}
		if left := len(cardsOf(a, game.AgentOf(players.Other()))); !g.Over() && left != imaginary-1 {
			t.Fatalf("turn %d: the imaginary team has %d agents left after the turn, want %d", turns, left, imaginary-1)
		}
	}
	if !g.Over() || g.Winner() != players {
		t.Fatalf("guessing every meant card, the players did not win (over %v, winner %v)", g.Over(), g.Winner())
	}
}

// The Undercover deck has no data: the dialog falls back to people and
// says why.
func TestTheComputerIsOfferedOnlyForDecksItKnows(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 1})
	a.settings.setAdultDecks(true)
	a.showNewGame()
	dlg := a.win.Canvas().Overlays().Top()
	var who *widget.RadioGroup
	var undercover *widget.Check
	walk(dlg, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok && len(r.Options) == 3 && r.Options[1] == a.tr.T("newGame.computerBoth", nil) {
			who = r
		}
		if c, ok := o.(*widget.Check); ok && strings.Contains(c.Text, "Undercover") {
			undercover = c
		}
	})
	if who == nil || undercover == nil {
		t.Fatal("no spymasters question or no Undercover deck in the dialog")
	}
	undercover.SetChecked(true)
	who.SetSelected(a.tr.T("newGame.computerBoth", nil))
	if who.Selected != a.tr.T("newGame.people", nil) || !strings.Contains(uitest.Labels(dlg), "Undercover") {
		t.Fatalf("with the Undercover deck the computer cannot play, and the note should say so: %q", who.Selected)
	}
}

// --spymasters computer deals the first game with the computer for both
// teams; computer-coop with it for the players' team, in co-op.
func TestTheSpymastersFlagChoosesTheComputer(t *testing.T) {
	for flag, coOp := range map[string]bool{"computer": false, "computer-coop": true} {
		if err := ParseSpymasters(flag); err != nil {
			t.Fatal(err)
		}
		a, _ := newTestApp(t, Options{Lang: "de", Seed: 12, Spymasters: flag})
		if a.computer == nil || a.board.Game().Setup().Variants.CoOp != coOp {
			t.Errorf("--spymasters %s: computer %v, co-op %v", flag, a.computer != nil, a.board.Game().Setup().Variants.CoOp)
		}
	}
	if ParseSpymasters("robot") == nil {
		t.Error("--spymasters robot was accepted")
	}
}
