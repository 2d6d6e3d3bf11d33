package kodeknacker

import (
	"errors"
	"reflect"
	"testing"

	"pgregory.net/rapid"
)

// drawMove draws a move that is legal in g, biased towards cracking codes so
// that games end in every way.
func drawMove(t *rapid.T, g *Game) Move {
	p := g.Turn()
	if g.Phase() == SettingCodes {
		if rapid.Bool().Draw(t, "otherFirst") && !g.HasCode(p.Other()) {
			p = p.Other()
		}
		return SetCode{Player: p, Code: genCode().Draw(t, "secret")}
	}
	if rapid.IntRange(0, 3).Draw(t, "crack") == 0 {
		c, _ := g.Code(p.Other())
		return Guess{Player: p, Code: c}
	}
	return Guess{Player: p, Code: genCode().Draw(t, "guess")}
}

func TestRandomLegalGamesKeepTheirInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		setup := Setup{
			Rows:         rapid.IntRange(MinRows, MaxRows).Draw(t, "rows"),
			FirstGuesser: rapid.SampledFrom([]Player{Player1, Player2}).Draw(t, "first"),
		}
		g, err := New(setup)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; g.Phase() != Over; step++ {
			if step > 2+2*MaxRows {
				t.Fatalf("game did not end after %d moves", step)
			}
			before := snapshot(g)
			m := drawMove(t, g)
			if err := g.Apply(m); err != nil {
				t.Fatalf("legal move %+v rejected: %v", m, err)
			}
			checkInvariants(t, g)

			// Undo then re-apply gives the same state.
			after := snapshot(g)
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
			if got := snapshot(g); !reflect.DeepEqual(got, before) {
				t.Fatalf("undo of %+v:\n got %+v\nwant %+v", m, got, before)
			}
			if err := g.Apply(m); err != nil {
				t.Fatalf("re-apply %+v: %v", m, err)
			}
			if got := snapshot(g); !reflect.DeepEqual(got, after) {
				t.Fatalf("re-apply of %+v:\n got %+v\nwant %+v", m, got, after)
			}

			// Save then load gives the same state.
			data, err := g.Save()
			if err != nil {
				t.Fatal(err)
			}
			loaded, err := Load(data)
			if err != nil {
				t.Fatalf("load own save %s: %v", data, err)
			}
			if got := snapshot(loaded); !reflect.DeepEqual(got, after) {
				t.Fatalf("save/load:\n got %+v\nwant %+v", got, after)
			}
		}
		// No move is accepted after the end.
		for _, p := range []Player{Player1, Player2} {
			for _, m := range []Move{Guess{p, genCode().Draw(t, "late")}, SetCode{p, genCode().Draw(t, "lateCode")}} {
				if err := g.Apply(m); !errors.Is(err, ErrGameOver) {
					t.Fatalf("move %+v after the end: %v", m, err)
				}
			}
		}
	})
}

func checkInvariants(t *rapid.T, g *Game) {
	s := g.Setup()
	r := g.Result()
	n := [2]int{len(g.Rows(Player1)), len(g.Rows(Player2))}
	for i, p := range []Player{Player1, Player2} {
		if n[i] > s.Rows || g.RowsLeft(p) != s.Rows-n[i] || g.RowsLeft(p) < 0 {
			t.Fatalf("%v has %d rows, %d left, limit %d", p, n[i], g.RowsLeft(p), s.Rows)
		}
		rows := g.Rows(p)
		secret, _ := g.Code(p.Other())
		for j, row := range rows {
			if row.Feedback != Score(row.Guess, secret) {
				t.Fatalf("%v row %d feedback %+v", p, j, row.Feedback)
			}
			if row.Feedback.Cracked() && j != len(rows)-1 {
				t.Fatalf("%v guessed on after cracking", p)
			}
		}
	}
	first := s.FirstGuesser
	nf, ns := n[first-1], n[first.Other()-1]
	if nf != ns && nf != ns+1 {
		t.Fatalf("rows out of turn: first %d second %d", nf, ns)
	}
	switch r.Outcome {
	case Undecided:
		if g.Cracked(first.Other()) || nf == ns && (g.Cracked(first) || ns == s.Rows) {
			t.Fatalf("game should be over: %+v", snapshot(g))
		}
	case Won:
		if nf != ns || !g.Cracked(r.Winner) || g.Cracked(r.Winner.Other()) {
			t.Fatalf("bad win: %+v", snapshot(g))
		}
	case DrawSameMove:
		if nf != ns || !g.Cracked(Player1) || !g.Cracked(Player2) {
			t.Fatalf("bad same-move draw: %+v", snapshot(g))
		}
	case DrawBoardFull:
		if nf != s.Rows || ns != s.Rows || g.Cracked(Player1) || g.Cracked(Player2) {
			t.Fatalf("bad board-full draw: %+v", snapshot(g))
		}
	}
	if (g.Phase() == Over) != r.Over() {
		t.Fatal("phase and result disagree")
	}
}
