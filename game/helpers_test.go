package game

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
)

// Positions of the fixed 5×5 test board (red starts):
// 0–8 red agents, 9–16 blue agents, 17–23 bystanders, 24 the assassin.
const (
	r0, r1, r2, r3, r4, r5, r6, r7, r8 = 0, 1, 2, 3, 4, 5, 6, 7, 8
	b0, b1, b2, b3, b4, b5, b6, b7     = 9, 10, 11, 12, 13, 14, 15, 16
	y0, y1, y2                         = 17, 18, 19
	assassin                           = 24
)

func fixedSetup(v Variants) Setup {
	ids := make([]Identity, 25)
	cards := make([]Card, 25)
	for i := range ids {
		switch {
		case i < 9:
			ids[i] = RedAgent
		case i < 17:
			ids[i] = BlueAgent
		case i < 24:
			ids[i] = Bystander
		default:
			ids[i] = Assassin
		}
		cards[i] = Card{WordCard, fmt.Sprintf("word%d", i)}
	}
	return Setup{Seed: 1, Size: Size5x5, Cards: cards, Key: Key{Start: Red, Identities: ids}, Variants: v}
}

// play starts a fixed game and applies moves, failing the test on any error.
func play(t *testing.T, v Variants, moves ...Move) *Game {
	t.Helper()
	g, err := New(fixedSetup(v))
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range moves {
		if err := g.Apply(m); err != nil {
			t.Fatalf("move %d (%#v): %v", i+1, m, err)
		}
	}
	return g
}

func must(t *testing.T, g *Game, moves ...Move) {
	t.Helper()
	for _, m := range moves {
		if err := g.Apply(m); err != nil {
			t.Fatalf("%#v: %v", m, err)
		}
	}
}

// refuse asserts that m is refused with reason want and that the game is unchanged.
func refuse(t *testing.T, g *Game, m Move, want error) {
	t.Helper()
	before := clone(g)
	err := g.Apply(m)
	var me *MoveError
	if !errors.As(err, &me) || !errors.Is(err, want) {
		t.Fatalf("%#v: got error %v, want a *MoveError for %v", m, err, want)
	}
	if !reflect.DeepEqual(before, g) {
		t.Fatalf("%#v: refused move changed the game", m)
	}
}

func clone(g *Game) *Game {
	c, err := Replay(g.setup, g.moves)
	if err != nil {
		panic(err)
	}
	return c
}

func expectTurn(t *testing.T, g *Game, team Team, phase Phase) {
	t.Helper()
	if g.Team() != team || g.Phase() != phase {
		t.Fatalf("turn of %v in phase %v, want %v in %v", g.Team(), g.Phase(), team, phase)
	}
}

func expectWinner(t *testing.T, g *Game, team Team, why EndReason) {
	t.Helper()
	if !g.Over() || g.Winner() != team || g.EndReason() != why {
		t.Fatalf("over=%v winner=%v reason=%v, want winner %v by %v", g.Over(), g.Winner(), g.EndReason(), team, why)
	}
}

func clue(word string, n int) GiveClue { return GiveClue{Word: word, Number: n} }
