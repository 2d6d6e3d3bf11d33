package game

import "slices"

// Setup returns the game's setup.
func (g *Game) Setup() Setup {
	s := g.setup
	s.Cards = slices.Clone(s.Cards)
	s.Key.Identities = slices.Clone(s.Key.Identities)
	return s
}

// Moves returns the moves applied so far, oldest first.
func (g *Game) Moves() []Move { return slices.Clone(g.moves) }

// Log returns the game log: every move with its team, turn and, for guesses
// and covers, the identity revealed.
func (g *Game) Log() []Entry { return slices.Clone(g.log) }

// Phase returns the phase of the current turn, or PhaseOver.
func (g *Game) Phase() Phase { return g.phase }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.phase == PhaseOver }

// Team returns the team whose turn it is (the last one, once the game is over).
func (g *Game) Team() Team { return g.team }

// Turn returns the number of the current turn, from 1.
func (g *Game) Turn() int { return g.turn }

// Clue returns the clue of the current turn; ok is false before the clue is given.
func (g *Game) Clue() (c GiveClue, ok bool) { return g.clue, g.clue.Word != "" }

// GuessesMade returns how many cards the team has guessed this turn.
func (g *Game) GuessesMade() int { return g.guesses }

// GuessLimit returns how many guesses the current clue allows in all, or
// Unlimited (for clues 0 and unlimited, and in sudden death). It is 0
// before the clue is given.
func (g *Game) GuessLimit() int {
	n := g.clue.Number
	switch {
	case g.suddenDeath || n == Unlimited || (n == 0 && g.clue.Word != ""):
		return Unlimited
	case g.clue.Word == "":
		return 0
	case !g.extra:
		return n
	}
	return n + 1
}

// GuessesLeft returns how many more guesses the team may make this turn,
// or Unlimited.
func (g *Game) GuessesLeft() int {
	if l := g.GuessLimit(); l != Unlimited {
		return l - g.guesses
	}
	return Unlimited
}

// CanStop reports whether the guessing team may stop now.
func (g *Game) CanStop() bool {
	return g.phase == PhaseGuess && g.guesses > 0 && !g.suddenDeath
}

// Backlog returns, under the modified plus-one rule, how many cards of team
// t's earlier clues are still owed: while it is above 0 the team gets its
// extra guess.
func (g *Game) Backlog(t Team) int {
	if !t.Valid() {
		return 0
	}
	return g.backlog[t]
}

// SuddenDeath reports whether the active team is in sudden death (assassin end).
func (g *Game) SuddenDeath() bool { return g.suddenDeath }

// PendingCovers returns how many of its own agents the active spymaster
// still has to cover in PhaseCover.
func (g *Game) PendingCovers() int { return g.pendingCovers }

// Size returns the board size.
func (g *Game) Size() Size { return g.setup.Size }

// Card returns the card at board position i.
func (g *Game) Card(i int) Card { return g.setup.Cards[i] }

// Covered reports whether the card at position i has been covered.
func (g *Game) Covered(i int) bool { return g.covered[i] }

// Identity returns the key's identity of position i. It is the spymasters'
// secret: show it only on covered cards, in the key view, or after the game.
func (g *Game) Identity(i int) Identity { return g.setup.Key.Identities[i] }

// StartingTeam returns the team that gave the first clue.
func (g *Game) StartingTeam() Team { return g.setup.Key.Start }

// AgentsLeft returns how many of team t's agents are still uncovered.
func (g *Game) AgentsLeft(t Team) int {
	want, n := AgentOf(t), 0
	for i, id := range g.setup.Key.Identities {
		if id == want && !g.covered[i] {
			n++
		}
	}
	return n
}

// VisibleWords returns the words on the uncovered word cards: the words a
// clue must not repeat (see CheckClue).
func (g *Game) VisibleWords() []string {
	var words []string
	for i, c := range g.setup.Cards {
		if c.Kind == WordCard && !g.covered[i] {
			words = append(words, c.Text)
		}
	}
	return words
}

// Winner returns the winning team, or NoTeam while the game runs. In a
// co-op game the team without players can win too: then the players lost.
func (g *Game) Winner() Team { return g.winner }

// EndReason tells how the game ended, or NotOver.
func (g *Game) EndReason() EndReason { return g.reason }

// PlayerTeam returns the team that has players in a co-op game (the
// starting team, as the key shows); in other games NoTeam.
func (g *Game) PlayerTeam() Team {
	if g.setup.Variants.CoOp {
		return g.setup.Key.Start
	}
	return NoTeam
}

// Score returns the co-op score: the other team's agents still uncovered
// when the players won; 0 while the game runs, after a loss or outside co-op.
func (g *Game) Score() int {
	if !g.setup.Variants.CoOp || g.phase != PhaseOver || g.winner != g.setup.Key.Start {
		return 0
	}
	return g.AgentsLeft(g.setup.Key.Start.Other())
}

// Rating returns the co-op score's place on the rule book's scale from 1
// ("a win is a win") to 7 ("very unlikely"); 0 when there is no score.
func (g *Game) Rating() int { return min(g.Score(), 7) }
