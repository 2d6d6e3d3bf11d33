package game

import (
	"errors"
	"testing"
)

// moveReasons are the reasons a *MoveError may carry; the UI translates
// each of them.
var moveReasons = []error{ErrGameOver, ErrWrongPhase, ErrBadClue, ErrNoSuchCard, ErrCardCovered,
	ErrNotOwnAgent, ErrMustGuessFirst, ErrSuddenDeath, ErrVariantOff, ErrUnknownMove}

// otherMove is a Move the engine does not know.
type otherMove struct{}

func (otherMove) Kind() string { return "other" }

// No engine error text reaches the players: every move the engine refuses,
// in every phase and variant, comes back as a *MoveError carrying one of the
// sentinel reasons the UI translates, and the game is unchanged.
func TestEveryRefusedMoveIsAMoveErrorWithATranslatableReason(t *testing.T) {
	tries := []Move{GiveClue{"", 1}, GiveClue{"Tier", -5}, GiveClue{"Tier", 2}, Stop{}, Penalty{}, TimeOut{}, otherMove{}}
	for _, c := range []int{-1, 0, 8, 9, 24, 25} {
		tries = append(tries, Guess{c}, Cover{c})
	}
	combos := variantCombos()
	refused := map[error]int{}
	for i := range 150 {
		r := newRNG(uint64(i))
		pick := chooser(r.intn)
		g, err := New(randomSetup(pick, combos))
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 60 && !g.Over(); n++ {
			for _, m := range tries {
				before := clone(g)
				err := clone(g).Apply(m)
				if err == nil {
					continue
				}
				var me *MoveError
				if !errors.As(err, &me) {
					t.Fatalf("%#v: untyped error %v", m, err)
				}
				found := false
				for _, reason := range moveReasons {
					if errors.Is(err, reason) {
						found, refused[reason] = true, refused[reason]+1
					}
				}
				if !found {
					t.Fatalf("%#v: reason %v is none of the translated ones", m, me.Err)
				}
				if g.Apply(m) == nil || len(g.Moves()) != len(before.Moves()) {
					t.Fatalf("%#v: a refused move changed the game", m)
				}
			}
			if err := g.Apply(randomMove(g, pick)); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.Apply(GiveClue{"x", 1}); g.Over() && !errors.Is(err, ErrGameOver) {
			t.Fatalf("move after the end: %v", err)
		}
	}
	for _, reason := range moveReasons {
		if reason != ErrGameOver && refused[reason] == 0 {
			t.Errorf("reason %q never seen: the test does not reach it", reason)
		}
	}
	if err := (&Game{}).Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo without moves: %v", err)
	}
}
