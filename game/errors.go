package game

import (
	"errors"
	"fmt"
)

// Reasons a move is illegal. A *MoveError wraps exactly one of them, so
// callers test with errors.Is(err, game.ErrCardCovered) and so on.
var (
	ErrGameOver       = errors.New("the game is over")
	ErrWrongPhase     = errors.New("not allowed in this phase of the turn")
	ErrBadClue        = errors.New("a clue needs a word and a number from 0 up, or unlimited")
	ErrNoSuchCard     = errors.New("there is no card at that position")
	ErrCardCovered    = errors.New("that card is already covered")
	ErrNotOwnAgent    = errors.New("only an uncovered agent of the team can be covered")
	ErrMustGuessFirst = errors.New("the team must make at least one guess before it stops")
	ErrSuddenDeath    = errors.New("in sudden death the team must keep guessing")
	ErrVariantOff     = errors.New("that rule is not in force in this game")
	ErrUnknownMove    = errors.New("unknown move")
)

// MoveError tells why Apply refused a move. The game is unchanged.
type MoveError struct {
	Move Move
	Err  error // one of the Err… reasons above
}

func (e *MoveError) Error() string {
	if e.Move == nil {
		return fmt.Sprintf("illegal move: %v", e.Err)
	}
	return fmt.Sprintf("illegal %s move: %v", e.Move.Kind(), e.Err)
}

// Unwrap returns the reason.
func (e *MoveError) Unwrap() error { return e.Err }
