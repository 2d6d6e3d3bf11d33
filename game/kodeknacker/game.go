package kodeknacker

import (
	"errors"
	"fmt"
)

// Player is one of the two players. The zero value is no player.
type Player int

// The players.
const (
	NoPlayer Player = iota
	Player1
	Player2
)

// Valid reports whether p is Player1 or Player2.
func (p Player) Valid() bool { return p == Player1 || p == Player2 }

// Other returns the opponent of p.
func (p Player) Other() Player {
	if p == Player1 {
		return Player2
	}
	return Player1
}

// String names the player for logs and errors.
func (p Player) String() string {
	switch p {
	case Player1:
		return "player 1"
	case Player2:
		return "player 2"
	}
	return fmt.Sprintf("player(%d)", int(p))
}

// Board sizes allowed by Setup.Rows.
const (
	MinRows     = 6
	MaxRows     = 12
	DefaultRows = 10
)

// Setup holds the options of a game. Zero fields take their defaults.
type Setup struct {
	// Rows is the number of guesses each player has (MinRows..MaxRows,
	// DefaultRows when zero).
	Rows int `json:"rows"`
	// FirstGuesser makes the first guess of every move (Player1 when zero).
	FirstGuesser Player `json:"firstGuesser"`
}

// ErrInvalidSetup reports setup options out of range.
var ErrInvalidSetup = errors.New("invalid setup")

// normalize fills in defaults and checks the ranges.
func (s Setup) normalize() (Setup, error) {
	if s.Rows == 0 {
		s.Rows = DefaultRows
	}
	if s.FirstGuesser == NoPlayer {
		s.FirstGuesser = Player1
	}
	if s.Rows < MinRows || s.Rows > MaxRows {
		return s, fmt.Errorf("%w: rows %d not in %d..%d", ErrInvalidSetup, s.Rows, MinRows, MaxRows)
	}
	if !s.FirstGuesser.Valid() {
		return s, fmt.Errorf("%w: first guesser %d", ErrInvalidSetup, int(s.FirstGuesser))
	}
	return s, nil
}

// Move is a player action: SetCode or Guess.
type Move interface {
	// MovePlayer returns the player making the move.
	MovePlayer() Player
}

// SetCode hides Player's secret code for the opponent to crack.
type SetCode struct {
	Player Player
	Code   Code
}

// Guess is Player's attempt at the opponent's code.
type Guess struct {
	Player Player
	Code   Code
}

// MovePlayer implements Move.
func (m SetCode) MovePlayer() Player { return m.Player }

// MovePlayer implements Move.
func (m Guess) MovePlayer() Player { return m.Player }

// Reasons a move is illegal, wrapped in a *MoveError.
var (
	ErrGameOver       = errors.New("the game is over")
	ErrNotYourTurn    = errors.New("it is not this player's turn")
	ErrCodeAlreadySet = errors.New("this player's code is already set")
	ErrCodesNotSet    = errors.New("both codes must be set before guessing")
	ErrInvalidPlayer  = errors.New("no such player")
	ErrUnknownMove    = errors.New("unknown kind of move")
)

// MoveError is the error for an illegal move. Err is one of the reasons
// above (or ErrInvalidCode); errors.Is sees through it.
type MoveError struct {
	Move Move
	Err  error
}

// Error describes the move and why it is illegal.
func (e *MoveError) Error() string { return fmt.Sprintf("illegal move %+v: %v", e.Move, e.Err) }

// Unwrap returns the reason.
func (e *MoveError) Unwrap() error { return e.Err }

// Phase is the stage of a game.
type Phase int

// The phases, in order.
const (
	// SettingCodes: the players hide their codes, in any order.
	SettingCodes Phase = iota
	// Guessing: the players take turns guessing, FirstGuesser first.
	Guessing
	// Over: someone cracked a code or the board is full.
	Over
)

// String names the phase for logs and errors.
func (p Phase) String() string {
	switch p {
	case SettingCodes:
		return "setting codes"
	case Guessing:
		return "guessing"
	case Over:
		return "over"
	}
	return fmt.Sprintf("phase(%d)", int(p))
}

// Outcome says how a game ended.
type Outcome int

// The outcomes.
const (
	// Undecided: the game is still on.
	Undecided Outcome = iota
	// Won: Result.Winner cracked the code first.
	Won
	// DrawSameMove: both players cracked the code with the same move number.
	DrawSameMove
	// DrawBoardFull: every row is used and nobody cracked the code.
	DrawBoardFull
)

// String describes the outcome for logs and errors.
func (o Outcome) String() string {
	switch o {
	case Undecided:
		return "undecided"
	case Won:
		return "won"
	case DrawSameMove:
		return "draw (both cracked in the same move)"
	case DrawBoardFull:
		return "draw (board full)"
	}
	return fmt.Sprintf("outcome(%d)", int(o))
}

// Result is the outcome of a game and, if someone won, the winner.
type Result struct {
	Outcome Outcome
	Winner  Player
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r.Outcome != Undecided }

// Draw reports whether the game ended in a draw.
func (r Result) Draw() bool { return r.Outcome == DrawSameMove || r.Outcome == DrawBoardFull }

// state is everything derived from the moves.
type state struct {
	codeSet [2]bool
	codes   [2]Code
	rows    [2][]Row
	result  Result
}

// Game is a game of Kodeknacker: its setup and the moves played. All state
// is derived from these, so undo and loading simply replay moves.
type Game struct {
	setup Setup
	moves []Move
	st    state
}

// New starts a game. Zero setup fields take their defaults.
func New(setup Setup) (*Game, error) {
	s, err := setup.normalize()
	if err != nil {
		return nil, fmt.Errorf("new game: %w", err)
	}
	return &Game{setup: s}, nil
}

// Setup returns the game's options with defaults filled in.
func (g *Game) Setup() Setup { return g.setup }

// Moves returns a copy of the moves played so far.
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves...) }

// Apply validates m and plays it. An illegal move returns a *MoveError and
// changes nothing.
func (g *Game) Apply(m Move) error {
	if err := g.check(m); err != nil {
		return &MoveError{Move: m, Err: err}
	}
	g.play(m)
	g.moves = append(g.moves, m)
	return nil
}

// Undo takes back the last move by replaying all the others.
func (g *Game) Undo() error {
	if len(g.moves) == 0 {
		return ErrNothingToUndo
	}
	moves := g.moves[:len(g.moves)-1]
	g.moves, g.st = nil, state{}
	for i, m := range moves {
		if err := g.Apply(m); err != nil {
			// Cannot happen: these moves were accepted before.
			return fmt.Errorf("undo: replay move %d: %w", i, err)
		}
	}
	return nil
}

// ErrNothingToUndo is returned by Undo before the first move.
var ErrNothingToUndo = errors.New("nothing to undo")

func (g *Game) check(m Move) error {
	if m == nil {
		return ErrUnknownMove
	}
	p := m.MovePlayer()
	if !p.Valid() {
		return ErrInvalidPlayer
	}
	if g.st.result.Over() {
		return ErrGameOver
	}
	switch m := m.(type) {
	case SetCode:
		if g.st.codeSet[p-1] {
			return ErrCodeAlreadySet
		}
		if !m.Code.Valid() {
			return ErrInvalidCode
		}
	case Guess:
		if g.Phase() != Guessing {
			return ErrCodesNotSet
		}
		if g.Turn() != p {
			return ErrNotYourTurn
		}
		if !m.Code.Valid() {
			return ErrInvalidCode
		}
	default:
		return ErrUnknownMove
	}
	return nil
}

// play applies a checked move to the state.
func (g *Game) play(m Move) {
	switch m := m.(type) {
	case SetCode:
		g.st.codeSet[m.Player-1] = true
		g.st.codes[m.Player-1] = m.Code
	case Guess:
		secret := g.st.codes[m.Player.Other()-1]
		g.st.rows[m.Player-1] = append(g.st.rows[m.Player-1], Row{Guess: m.Code, Feedback: Score(m.Code, secret)})
		g.st.result = g.judge()
	}
}

// judge applies the end rules. A move number is complete once the second
// guesser has answered the first guesser's guess, so that a crack by the
// first guesser still leaves the second guesser their guess of the same
// move number: both crack, a draw; one cracks, a win; all rows used, a draw.
func (g *Game) judge() Result {
	first := g.setup.FirstGuesser
	second := first.Other()
	n := len(g.st.rows[second-1])
	if len(g.st.rows[first-1]) != n {
		return Result{}
	}
	c1, c2 := g.Cracked(first), g.Cracked(second)
	switch {
	case c1 && c2:
		return Result{Outcome: DrawSameMove}
	case c1:
		return Result{Outcome: Won, Winner: first}
	case c2:
		return Result{Outcome: Won, Winner: second}
	case n == g.setup.Rows:
		return Result{Outcome: DrawBoardFull}
	}
	return Result{}
}

// Phase returns the current stage of the game.
func (g *Game) Phase() Phase {
	switch {
	case g.st.result.Over():
		return Over
	case g.st.codeSet[0] && g.st.codeSet[1]:
		return Guessing
	}
	return SettingCodes
}

// Turn returns the player to move: while setting codes, the first player
// (FirstGuesser, then the other) still without a code, although either may
// set theirs first; while guessing, the player to guess; NoPlayer when over.
func (g *Game) Turn() Player {
	first := g.setup.FirstGuesser
	switch g.Phase() {
	case SettingCodes:
		if !g.st.codeSet[first-1] {
			return first
		}
		return first.Other()
	case Guessing:
		if len(g.st.rows[first-1]) > len(g.st.rows[first.Other()-1]) {
			return first.Other()
		}
		return first
	}
	return NoPlayer
}

// MoveNumber returns the number of the current guessing move: 1 until both
// players have guessed once, and so on. It is 0 while codes are being set.
func (g *Game) MoveNumber() int {
	if g.Phase() == SettingCodes {
		return 0
	}
	return len(g.st.rows[g.setup.FirstGuesser.Other()-1]) + 1
}

// HasCode reports whether p has set a code.
func (g *Game) HasCode(p Player) bool { return p.Valid() && g.st.codeSet[p-1] }

// Code returns the secret code p has set, for the UI to show when it
// decides to (e.g. to p, or to everyone at the end).
func (g *Game) Code(p Player) (Code, bool) {
	if !g.HasCode(p) {
		return Code{}, false
	}
	return g.st.codes[p-1], true
}

// Rows returns p's guesses so far with their pegs, oldest first.
func (g *Game) Rows(p Player) []Row {
	if !p.Valid() {
		return nil
	}
	return append([]Row(nil), g.st.rows[p-1]...)
}

// RowsLeft returns how many guesses p has left on the board.
func (g *Game) RowsLeft(p Player) int {
	if !p.Valid() {
		return 0
	}
	return g.setup.Rows - len(g.st.rows[p-1])
}

// Cracked reports whether p has guessed the opponent's code.
func (g *Game) Cracked(p Player) bool {
	if !p.Valid() {
		return false
	}
	r := g.st.rows[p-1]
	return len(r) > 0 && r[len(r)-1].Feedback.Cracked()
}

// Result returns the outcome so far (Undecided while the game is on).
func (g *Game) Result() Result { return g.st.result }
