package board

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/computer"
)

// fakeComputer gives every team it plays for "Geheimnis 1", meant for its
// first unrevealed agent.
type fakeComputer struct{ coOp bool }

func (f fakeComputer) Gives(g *game.Game) bool { return !f.coOp || g.Team() == g.PlayerTeam() }

func (f fakeComputer) Clue(g *game.Game) (computer.Clue, error) {
	for i := range g.Size().Cards() {
		if g.Identity(i) == game.AgentOf(g.Team()) && !g.Covered(i) {
			return computer.Clue{Word: "Geheimnis", Number: 1, Meant: []int{i}}, nil
		}
	}
	return computer.Clue{}, computer.ErrNoClue
}

// Cover covers the imaginary team's last unrevealed agent.
func (f fakeComputer) Cover(g *game.Game) int {
	for i := g.Size().Cards() - 1; i >= 0; i-- {
		if g.Identity(i) == game.AgentOf(g.Team()) && !g.Covered(i) {
			return i
		}
	}
	return -1
}

// computerGame starts a game whose clues the computer gives.
func computerGame(t *testing.T, coOp bool) *testApp {
	t.Helper()
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 9})
	a.comp = fakeComputer{coOp: coOp}
	c := a.choice
	c.Variants.CoOp = coOp
	if err := a.deal(c, 9, false); err != nil {
		t.Fatal(err)
	}
	return a
}

func TestComputerForBothTeamsGivesEveryClueAndNobodySeesTheKey(t *testing.T) {
	a := computerGame(t, false)
	if a.g().Phase() != game.PhaseGuess || !strings.Contains(a.snap().Header.Line, "Geheimnis") {
		t.Fatal("the computer gives the first clue at once, large in the header")
	}
	if !a.tools.key.Disabled() || !a.tools.peek.Disabled() || !a.tools.qr.Disabled() || !a.tools.spy.Disabled() {
		t.Fatal("Show key, Peek, QR and the spymasters' window are not for this game")
	}
	press(a, fyne.KeyK)
	if dialogOpen(a) || a.message() != a.tr.T("computer.keySecret", nil) {
		t.Fatal("K says that nobody holds the key, with no privacy screen")
	}
	for turns := 0; !a.g().Over() && turns < 40; turns++ {
		if a.keyVisible() {
			t.Fatal("the key showed during play")
		}
		guess(t, a, cardsOf(a, game.AgentOf(a.g().Team()))[0]) // the meant card
		if a.g().Phase() == game.PhaseGuess {
			a.tapButton(t, "guess.stop")
		}
	}
	if !a.g().Over() || !a.keyVisible() {
		t.Fatal("the game should end, with the whole key on show")
	}
	log := strings.Join(a.snap().Log, "\n")
	if !strings.Contains(log, "„Geheimnis“ war gemeint für") {
		t.Fatalf("the log does not say which cards the clues were meant for:\n%s", log)
	}
}

func TestComputerForOurTeamCoversTheImaginaryTeamsAgents(t *testing.T) {
	a := computerGame(t, true)
	player := a.g().PlayerTeam()
	if player == game.NoTeam || a.g().Phase() != game.PhaseGuess {
		t.Fatal("a co-op game whose first clue the computer gave")
	}
	for turns := 0; !a.g().Over() && turns < 40; turns++ {
		guess(t, a, cardsOf(a, game.AgentOf(player))[0])
		if a.g().Phase() == game.PhaseGuess { // the clue's one and the extra guess
			guess(t, a, cardsOf(a, game.AgentOf(player))[0])
		}
		if a.g().Phase() == game.PhaseCover {
			t.Fatal("the computer covers for the imaginary team by itself")
		}
	}
	if !a.g().Over() || a.g().Winner() != player || a.snap().Banner.Title != a.tr.T("banner.coOpWon", nil) {
		t.Fatalf("over %v, winner %v", a.g().Over(), a.g().Winner())
	}
}

// Undo takes back the players' guess, not the computer's clue after it.
func TestUndoInAComputerGameTakesBackThePlayersMove(t *testing.T) {
	a := computerGame(t, false)
	first := a.g().Team()
	guess(t, a, cardsOf(a, game.Bystander)[0]) // the turn ends, the computer clues for the other team
	if a.g().Team() == first || a.g().Phase() != game.PhaseGuess {
		t.Fatal("the other team's clue should follow at once")
	}
	test.Tap(a.tools.undo)
	tapDialogButton(t, a, a.tr.T("action.undo", nil))
	if a.g().Team() != first || a.g().Phase() != game.PhaseGuess || len(a.g().Moves()) != 1 {
		t.Fatalf("undo should bring back the first team's guessing: %d moves, team %v", len(a.g().Moves()), a.g().Team())
	}
}
