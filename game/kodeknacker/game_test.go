package kodeknacker

import (
	"errors"
	"reflect"
	"testing"
)

// newGame starts a game with the given setup and both codes set.
func newGame(t *testing.T, setup Setup, code1, code2 string) *Game {
	t.Helper()
	g, err := New(setup)
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, g, SetCode{Player1, mustCode(t, code1)})
	mustApply(t, g, SetCode{Player2, mustCode(t, code2)})
	return g
}

func mustApply(t *testing.T, g *Game, m Move) {
	t.Helper()
	if err := g.Apply(m); err != nil {
		t.Fatalf("Apply(%+v): %v", m, err)
	}
}

func guess(t *testing.T, p Player, s string) Guess { return Guess{Player: p, Code: mustCode(t, s)} }

// wantIllegal applies m, expects reason, and checks nothing changed.
func wantIllegal(t *testing.T, g *Game, m Move, reason error) {
	t.Helper()
	before := snapshot(g)
	err := g.Apply(m)
	var me *MoveError
	if !errors.As(err, &me) || !errors.Is(err, reason) {
		t.Fatalf("Apply(%+v) = %v, want *MoveError %v", m, err, reason)
	}
	if me.Error() == "" {
		t.Fatal("empty error text")
	}
	if after := snapshot(g); !reflect.DeepEqual(before, after) {
		t.Fatalf("illegal move changed the state:\n%+v\n%+v", before, after)
	}
}

// view is everything the UI can ask a game.
type view struct {
	Setup           Setup
	Phase           Phase
	Turn            Player
	MoveNumber      int
	Result          Result
	HasCode         [2]bool
	Codes           [2]Code
	Rows            [2][]Row
	RowsLeft        [2]int
	Cracked         [2]bool
	Moves           []Move
	Over, Draw      bool
	PhaseS, ResultS string
}

func snapshot(g *Game) view {
	v := view{Setup: g.Setup(), Phase: g.Phase(), Turn: g.Turn(), MoveNumber: g.MoveNumber(),
		Result: g.Result(), Moves: g.Moves(), Over: g.Result().Over(), Draw: g.Result().Draw(),
		PhaseS: g.Phase().String(), ResultS: g.Result().Outcome.String()}
	for i, p := range []Player{Player1, Player2} {
		v.HasCode[i] = g.HasCode(p)
		v.Codes[i], _ = g.Code(p)
		v.Rows[i] = g.Rows(p)
		v.RowsLeft[i] = g.RowsLeft(p)
		v.Cracked[i] = g.Cracked(p)
	}
	return v
}

func TestEachPlayerSetsACodeBeforeGuessingStarts(t *testing.T) {
	g, err := New(Setup{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Phase() != SettingCodes || g.Turn() != Player1 || g.MoveNumber() != 0 {
		t.Fatalf("new game: phase %v turn %v move %d", g.Phase(), g.Turn(), g.MoveNumber())
	}
	wantIllegal(t, g, guess(t, Player1, "01234"), ErrCodesNotSet)
	mustApply(t, g, SetCode{Player1, mustCode(t, "01234")})
	if g.Turn() != Player2 || g.Phase() != SettingCodes {
		t.Fatalf("after one code: phase %v turn %v", g.Phase(), g.Turn())
	}
	wantIllegal(t, g, guess(t, Player2, "01234"), ErrCodesNotSet)
	mustApply(t, g, SetCode{Player2, mustCode(t, "55555")})
	if g.Phase() != Guessing || g.Turn() != Player1 || g.MoveNumber() != 1 {
		t.Fatalf("after both codes: phase %v turn %v move %d", g.Phase(), g.Turn(), g.MoveNumber())
	}
	if c, ok := g.Code(Player2); !ok || c != mustCode(t, "55555") {
		t.Fatalf("Code(Player2) = %v %v", c, ok)
	}
}

func TestCodesMayBeSetInEitherOrder(t *testing.T) {
	g, _ := New(Setup{})
	mustApply(t, g, SetCode{Player2, mustCode(t, "55555")})
	if g.Turn() != Player1 {
		t.Fatalf("turn %v", g.Turn())
	}
	mustApply(t, g, SetCode{Player1, mustCode(t, "01234")})
	if g.Phase() != Guessing {
		t.Fatalf("phase %v", g.Phase())
	}
}

func TestCodeCannotBeChangedOnceSet(t *testing.T) {
	g, _ := New(Setup{})
	mustApply(t, g, SetCode{Player1, mustCode(t, "01234")})
	wantIllegal(t, g, SetCode{Player1, mustCode(t, "11111")}, ErrCodeAlreadySet)
}

func TestCodeUsesFivePegsOfSixColoursWithRepeats(t *testing.T) {
	g, _ := New(Setup{})
	wantIllegal(t, g, SetCode{Player1, Code{0, 1, 2, 3, 6}}, ErrInvalidCode)
	mustApply(t, g, SetCode{Player1, mustCode(t, "55555")}) // repeats allowed
	mustApply(t, g, SetCode{Player2, mustCode(t, "00000")})
	wantIllegal(t, g, Guess{Player1, Code{9, 0, 0, 0, 0}}, ErrInvalidCode)
}

func TestPlayersTakeTurnsGuessingTheOpponentsCode(t *testing.T) {
	g := newGame(t, Setup{}, "01234", "55555")
	wantIllegal(t, g, guess(t, Player2, "00000"), ErrNotYourTurn)
	mustApply(t, g, guess(t, Player1, "55550"))
	if g.Turn() != Player2 || g.MoveNumber() != 1 {
		t.Fatalf("turn %v move %d", g.Turn(), g.MoveNumber())
	}
	wantIllegal(t, g, guess(t, Player1, "00000"), ErrNotYourTurn)
	mustApply(t, g, guess(t, Player2, "01000"))
	if g.Turn() != Player1 || g.MoveNumber() != 2 {
		t.Fatalf("turn %v move %d", g.Turn(), g.MoveNumber())
	}
	want1 := []Row{{mustCode(t, "55550"), Feedback{4, 0}}}
	want2 := []Row{{mustCode(t, "01000"), Feedback{2, 0}}}
	if !reflect.DeepEqual(g.Rows(Player1), want1) || !reflect.DeepEqual(g.Rows(Player2), want2) {
		t.Fatalf("rows %+v %+v", g.Rows(Player1), g.Rows(Player2))
	}
	if g.RowsLeft(Player1) != DefaultRows-1 || g.RowsLeft(Player2) != DefaultRows-1 {
		t.Fatalf("rows left %d %d", g.RowsLeft(Player1), g.RowsLeft(Player2))
	}
}

func TestFirstGuesserIsASetupOption(t *testing.T) {
	g := newGame(t, Setup{FirstGuesser: Player2}, "01234", "55555")
	if g.Turn() != Player2 {
		t.Fatalf("turn %v", g.Turn())
	}
	wantIllegal(t, g, guess(t, Player1, "00000"), ErrNotYourTurn)
	mustApply(t, g, guess(t, Player2, "01234")) // cracks first
	if g.Result().Over() || g.Turn() != Player1 {
		t.Fatalf("result %+v turn %v", g.Result(), g.Turn())
	}
	mustApply(t, g, guess(t, Player1, "00000"))
	if r := g.Result(); r != (Result{Won, Player2}) {
		t.Fatalf("result %+v", r)
	}
}

func TestFirstToCrackTheCodeWins(t *testing.T) {
	g := newGame(t, Setup{}, "01234", "55555")
	mustApply(t, g, guess(t, Player1, "00000"))
	mustApply(t, g, guess(t, Player2, "01234")) // second guesser cracks, first did not
	if r := g.Result(); r != (Result{Won, Player2}) || g.Phase() != Over || g.Turn() != NoPlayer {
		t.Fatalf("result %+v phase %v turn %v", r, g.Phase(), g.Turn())
	}
	if !g.Cracked(Player2) || g.Cracked(Player1) || g.Result().Draw() {
		t.Fatal("cracked flags")
	}
}

func TestCrackByFirstGuesserLeavesTheOpponentTheSameMove(t *testing.T) {
	g := newGame(t, Setup{}, "01234", "55555")
	mustApply(t, g, guess(t, Player1, "55555"))
	if g.Result().Over() || g.Phase() != Guessing || g.Turn() != Player2 || !g.Cracked(Player1) {
		t.Fatalf("after first guesser's crack: result %+v phase %v turn %v", g.Result(), g.Phase(), g.Turn())
	}
	mustApply(t, g, guess(t, Player2, "11111"))
	if r := g.Result(); r != (Result{Won, Player1}) {
		t.Fatalf("result %+v", r)
	}
}

func TestSameMoveNumberCrackIsADraw(t *testing.T) {
	g := newGame(t, Setup{}, "01234", "55555")
	mustApply(t, g, guess(t, Player1, "00000"))
	mustApply(t, g, guess(t, Player2, "00000"))
	mustApply(t, g, guess(t, Player1, "55555"))
	mustApply(t, g, guess(t, Player2, "01234"))
	if r := g.Result(); r != (Result{Outcome: DrawSameMove}) || !r.Draw() {
		t.Fatalf("result %+v", r)
	}
}

func TestBoardFullWithoutCrackIsADraw(t *testing.T) {
	for rows := MinRows; rows <= MaxRows; rows++ {
		g := newGame(t, Setup{Rows: rows}, "01234", "55555")
		for i := range rows {
			if g.Result().Over() {
				t.Fatalf("rows %d: over after %d moves", rows, i)
			}
			mustApply(t, g, guess(t, Player1, "00000"))
			mustApply(t, g, guess(t, Player2, "00000"))
		}
		if r := g.Result(); r != (Result{Outcome: DrawBoardFull}) || g.RowsLeft(Player1) != 0 || g.RowsLeft(Player2) != 0 {
			t.Fatalf("rows %d: result %+v", rows, r)
		}
	}
}

func TestCrackOnTheLastRowStillWins(t *testing.T) {
	g := newGame(t, Setup{Rows: MinRows}, "01234", "55555")
	for range MinRows - 1 {
		mustApply(t, g, guess(t, Player1, "00000"))
		mustApply(t, g, guess(t, Player2, "00000"))
	}
	mustApply(t, g, guess(t, Player1, "55555"))
	mustApply(t, g, guess(t, Player2, "00000"))
	if r := g.Result(); r != (Result{Won, Player1}) {
		t.Fatalf("result %+v", r)
	}
}

func TestNoMoveIsAcceptedAfterTheEnd(t *testing.T) {
	g := newGame(t, Setup{}, "01234", "55555")
	mustApply(t, g, guess(t, Player1, "55555"))
	mustApply(t, g, guess(t, Player2, "00000"))
	wantIllegal(t, g, guess(t, Player1, "55555"), ErrGameOver)
	wantIllegal(t, g, guess(t, Player2, "01234"), ErrGameOver)
	wantIllegal(t, g, SetCode{Player1, mustCode(t, "00000")}, ErrGameOver)
}

func TestIllegalMovesAreRejected(t *testing.T) {
	g, _ := New(Setup{})
	wantIllegal(t, g, SetCode{Player(3), mustCode(t, "00000")}, ErrInvalidPlayer)
	wantIllegal(t, g, Guess{NoPlayer, mustCode(t, "00000")}, ErrInvalidPlayer)
	wantIllegal(t, g, nil, ErrUnknownMove)
	wantIllegal(t, g, otherMove{}, ErrUnknownMove)
}

type otherMove struct{}

func (otherMove) MovePlayer() Player { return Player1 }

func TestSetupDefaultsAndLimits(t *testing.T) {
	g, err := New(Setup{})
	if err != nil || g.Setup() != (Setup{Rows: DefaultRows, FirstGuesser: Player1}) {
		t.Fatalf("defaults: %+v %v", g.Setup(), err)
	}
	for _, s := range []Setup{{Rows: MinRows - 1}, {Rows: MaxRows + 1}, {Rows: -1}, {FirstGuesser: 3}} {
		if _, err := New(s); !errors.Is(err, ErrInvalidSetup) {
			t.Errorf("New(%+v) err = %v", s, err)
		}
	}
}

func TestUndoReplaysAllButTheLastMove(t *testing.T) {
	g, _ := New(Setup{})
	if err := g.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Fatalf("undo on new game: %v", err)
	}
	mustApply(t, g, SetCode{Player1, mustCode(t, "01234")})
	mustApply(t, g, SetCode{Player2, mustCode(t, "55555")})
	mustApply(t, g, guess(t, Player1, "55555"))
	before := snapshot(g)
	mustApply(t, g, guess(t, Player2, "01234"))
	if g.Result().Outcome != DrawSameMove {
		t.Fatal("want draw")
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if after := snapshot(g); !reflect.DeepEqual(before, after) {
		t.Fatalf("undo:\n%+v\n%+v", before, after)
	}
	for range 3 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != SettingCodes || g.HasCode(Player1) || len(g.Moves()) != 0 {
		t.Fatalf("undo all: %+v", snapshot(g))
	}
}

func TestQueriesForNoPlayer(t *testing.T) {
	g, _ := New(Setup{})
	if g.Rows(NoPlayer) != nil || g.RowsLeft(NoPlayer) != 0 || g.Cracked(NoPlayer) || g.HasCode(NoPlayer) {
		t.Fatal("queries for NoPlayer")
	}
	if _, ok := g.Code(Player1); ok {
		t.Fatal("code before set")
	}
	for _, s := range []string{Player1.String(), Player2.String(), Player(7).String(), Phase(9).String(),
		Over.String(), Outcome(9).String(), Won.String(), DrawBoardFull.String(), Undecided.String()} {
		if s == "" {
			t.Fatal("empty string")
		}
	}
	if Player2.Other() != Player1 || Player1.Other() != Player2 {
		t.Fatal("Other")
	}
}
