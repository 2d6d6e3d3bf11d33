package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// Phase is the part of a turn the game is in.
type Phase int8

// The phases of a turn.
const (
	// PhaseClue: the active spymaster gives a clue.
	PhaseClue Phase = iota
	// PhaseGuess: the active team's guessers touch cards.
	PhaseGuess
	// PhaseCover: the active spymaster covers their own agents (after a
	// penalty, or on the other team's turn in a co-op game).
	PhaseCover
	// PhaseOver: the game has ended.
	PhaseOver
)

// EndReason tells how the game ended.
type EndReason int8

// The ways a game ends.
const (
	NotOver EndReason = iota
	// AllAgentsFound: the winner's last agent was covered.
	AllAgentsFound
	// AssassinRevealed: the loser revealed the assassin.
	AssassinRevealed
	// AssassinAfterAgents: (assassin end) the winner revealed the assassin
	// after all its agents were covered.
	AssassinAfterAgents
	// SuddenDeathWon: (assassin end) the winner covered its last agents in sudden death.
	SuddenDeathWon
	// SuddenDeathLost: (assassin end) the loser picked a wrong card, or ran
	// out of time, in sudden death.
	SuddenDeathLost
)

// Entry is one line of the game log: a move, who made it, and for guesses
// and covers the identity the card turned out to have.
type Entry struct {
	Turn     int      // 1 for the first turn
	Team     Team     // the team whose turn it was
	Move     Move     // the move itself
	Identity Identity // the card's identity, for Guess and Cover
}

// Game is a game in progress or finished: its setup, its moves, and the
// state derived from them. The zero Game is not usable; use New, Replay or Load.
type Game struct {
	setup Setup
	moves []Move
	log   []Entry

	covered       []bool
	phase         Phase
	team          Team
	turn          int
	clue          GiveClue
	guesses       int    // guesses made this turn
	correct       int    // own agents revealed this turn
	backlog       [3]int // per team: clue numbers stopped short of (modified plus-one)
	extra         bool   // the current clue allows the extra guess (modified plus-one)
	suddenDeath   bool
	pendingCovers int
	winner        Team
	reason        EndReason
}

// New starts a game from a valid setup.
func New(s Setup) (*Game, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	s.Cards = slices.Clone(s.Cards)
	s.Key.Identities = slices.Clone(s.Key.Identities)
	g := &Game{setup: s, covered: make([]bool, len(s.Cards))}
	g.startTurn(s.Key.Start, 0)
	return g, nil
}

// Replay starts a game from s and applies moves in order. The error of the
// first illegal move says which move it was.
func Replay(s Setup, moves []Move) (*Game, error) {
	g, err := New(s)
	if err != nil {
		return nil, err
	}
	for i, m := range moves {
		if err := g.Apply(m); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return g, nil
}

// ErrNothingToUndo is returned by Undo on a game without moves.
var ErrNothingToUndo = errors.New("there is no move to undo")

// Undo takes back the last move by replaying all the others.
func (g *Game) Undo() error {
	if len(g.moves) == 0 {
		return ErrNothingToUndo
	}
	prev, err := Replay(g.setup, g.moves[:len(g.moves)-1])
	if err != nil {
		return fmt.Errorf("undo: %w", err) // cannot happen: these moves were legal before
	}
	*g = *prev
	return nil
}

// MaxClueLength is the longest clue, in runes, that the game accepts.
const MaxClueLength = 64

// Apply validates m and applies it. An illegal move returns a *MoveError
// and leaves the game unchanged.
func (g *Game) Apply(m Move) error {
	if g.phase == PhaseOver {
		return &MoveError{m, ErrGameOver}
	}
	var err error
	switch mv := m.(type) {
	case GiveClue:
		mv.Word = strings.TrimSpace(mv.Word)
		m, err = mv, g.giveClue(mv)
	case Guess:
		err = g.guess(mv)
	case Stop:
		err = g.stop()
	case Penalty:
		err = g.penalty()
	case Cover:
		err = g.cover(mv)
	case TimeOut:
		err = g.timeOut()
	default:
		err = ErrUnknownMove
	}
	if err != nil {
		return &MoveError{m, err}
	}
	g.moves = append(g.moves, m)
	return nil
}

func (g *Game) record(m Move, id Identity) {
	g.log = append(g.log, Entry{Turn: g.turn, Team: g.team, Move: m, Identity: id})
}

func (g *Game) giveClue(m GiveClue) error {
	if g.phase != PhaseClue {
		return ErrWrongPhase
	}
	if m.Word == "" || !utf8.ValidString(m.Word) || utf8.RuneCountInString(m.Word) > MaxClueLength ||
		(m.Number != Unlimited && (m.Number < 0 || m.Number > len(g.setup.Cards))) {
		return ErrBadClue
	}
	g.record(m, Bystander)
	g.clue, g.phase = m, PhaseGuess
	// Under the modified plus-one rule the extra guess is earned by the
	// cards still owed when the clue is given; paying one off during the
	// turn does not take the guess back.
	g.extra = !g.setup.Variants.ModifiedPlusOne || g.backlog[g.team] > 0
	return nil
}

func (g *Game) checkCard(i int) error {
	if i < 0 || i >= len(g.covered) {
		return ErrNoSuchCard
	}
	if g.covered[i] {
		return ErrCardCovered
	}
	return nil
}

func (g *Game) guess(m Guess) error {
	if g.phase != PhaseGuess {
		return ErrWrongPhase
	}
	if err := g.checkCard(m.Card); err != nil {
		return err
	}
	id := g.setup.Key.Identities[m.Card]
	g.record(m, id)
	g.covered[m.Card] = true
	g.guesses++
	assassinEnd := g.setup.Variants.AssassinEnd
	switch {
	case id == AgentOf(g.team):
		g.correct++
		if g.setup.Variants.ModifiedPlusOne && g.clue.Number > 0 && g.guesses > g.clue.Number && g.backlog[g.team] > 0 {
			// An extra guess that finds an own agent finds one of the
			// cards an earlier clue left unguessed: one less is owed.
			g.backlog[g.team]--
		}
		switch {
		case g.AgentsLeft(g.team) == 0 && g.suddenDeath:
			g.end(g.team, SuddenDeathWon)
		case g.AgentsLeft(g.team) == 0 && !assassinEnd:
			g.end(g.team, AllAgentsFound)
		case g.GuessesLeft() == 0:
			g.endTurn(0)
		}
	case g.suddenDeath: // any other card loses at once
		g.end(g.team.Other(), SuddenDeathLost)
	case id == Assassin && !assassinEnd:
		g.end(g.team.Other(), AssassinRevealed)
	case id == Assassin && g.AgentsLeft(g.team) == 0:
		g.end(g.team, AssassinAfterAgents)
	case id == Assassin:
		g.suddenDeath = true
	case id == AgentOf(g.team.Other()) && !assassinEnd && g.AgentsLeft(g.team.Other()) == 0:
		g.end(g.team.Other(), AllAgentsFound)
	default: // a bystander or the other team's agent
		g.endTurn(0)
	}
	return nil
}

func (g *Game) stop() error {
	switch {
	case g.phase != PhaseGuess:
		return ErrWrongPhase
	case g.suddenDeath:
		return ErrSuddenDeath
	case g.guesses == 0:
		return ErrMustGuessFirst
	}
	g.record(Stop{}, Bystander)
	if g.setup.Variants.ModifiedPlusOne && g.clue.Number > g.correct {
		// Cards of this clue stay unguessed because the team stopped:
		// they earn an extra guess on later clues.
		g.backlog[g.team] += g.clue.Number - g.correct
	}
	g.endTurn(0)
	return nil
}

func (g *Game) penalty() error {
	switch {
	case !g.setup.Variants.Penalty:
		return ErrVariantOff
	case g.phase != PhaseGuess:
		return ErrWrongPhase
	case g.suddenDeath:
		return ErrSuddenDeath
	}
	g.record(Penalty{}, Bystander)
	g.endTurn(1)
	return nil
}

func (g *Game) cover(m Cover) error {
	if g.phase != PhaseCover {
		return ErrWrongPhase
	}
	if err := g.checkCard(m.Card); err != nil {
		return err
	}
	if g.setup.Key.Identities[m.Card] != AgentOf(g.team) {
		return ErrNotOwnAgent
	}
	g.record(m, AgentOf(g.team))
	g.covered[m.Card] = true
	g.pendingCovers--
	switch {
	case g.AgentsLeft(g.team) == 0 && !g.setup.Variants.AssassinEnd:
		g.end(g.team, AllAgentsFound)
	case g.pendingCovers > 0 && g.AgentsLeft(g.team) > 0:
		// more to cover
	case g.isDummy(g.team):
		g.startTurn(g.team.Other(), 0)
	default:
		g.pendingCovers, g.phase = 0, PhaseClue
	}
	return nil
}

func (g *Game) timeOut() error {
	switch {
	case g.setup.Variants.TurnTimer == 0:
		return ErrVariantOff
	case g.phase != PhaseClue && g.phase != PhaseGuess:
		return ErrWrongPhase
	}
	g.record(TimeOut{}, Bystander)
	if g.suddenDeath {
		// The team may not end a sudden-death turn; running out of time loses it.
		g.end(g.team.Other(), SuddenDeathLost)
		return nil
	}
	g.endTurn(0)
	return nil
}

// endTurn passes the turn to the other team, which first covers penaltyCovers
// of its own agents. A missed extra guess (modified plus-one) reveals none
// of the cards an earlier clue left unguessed, so the debt stays.
func (g *Game) endTurn(penaltyCovers int) {
	g.startTurn(g.team.Other(), penaltyCovers)
}

func (g *Game) startTurn(t Team, penaltyCovers int) {
	g.turn++
	g.team, g.clue, g.guesses, g.correct, g.suddenDeath, g.extra = t, GiveClue{}, 0, 0, false, false
	g.pendingCovers = penaltyCovers
	if g.isDummy(t) {
		g.pendingCovers++
	}
	switch {
	case g.pendingCovers > 0 && g.AgentsLeft(t) > 0:
		g.phase = PhaseCover
	case g.isDummy(t):
		g.startTurn(t.Other(), 0) // nothing left to cover (cannot happen in a running co-op game)
	default:
		g.pendingCovers, g.phase = 0, PhaseClue
	}
}

func (g *Game) end(winner Team, why EndReason) {
	g.phase, g.winner, g.reason, g.pendingCovers = PhaseOver, winner, why, 0
}

// isDummy reports whether t is the team without players in a co-op game.
func (g *Game) isDummy(t Team) bool {
	return g.setup.Variants.CoOp && t == g.setup.Key.Start.Other()
}
