package game

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestSaveAndLoadGiveTheSameGame(t *testing.T) {
	g := play(t, Variants{ModifiedPlusOne: true, Penalty: true, TurnTimer: 90},
		clue("Tier", 2), Guess{r0}, Stop{}, clue("Meer", Unlimited), Penalty{}, Cover{r1}, TimeOut{}, clue("Wald", 0), Guess{b0})
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(loaded, g) {
		t.Fatal("loaded game differs")
	}
}

func TestLoadRefusesDamagedFilesWithTypedErrors(t *testing.T) {
	good, err := play(t, Variants{}, clue("Tier", 2), Guess{r0}).Save()
	if err != nil {
		t.Fatal(err)
	}
	swap := func(old, new string) []byte { return []byte(strings.Replace(string(good), old, new, 1)) }
	for name, tc := range map[string]struct {
		data []byte
		want error
	}{
		"empty":         {nil, ErrNotASave},
		"not JSON":      {[]byte("{\"format\": "), ErrNotASave},
		"other format":  {swap(SaveFormat, "chess"), ErrNotASave},
		"newer version": {swap(`"version":1`, `"version":2`), ErrUnsupportedVersion},
		"bad setup":     {swap(`"size":"5x5"`, `"size":"9x9"`), ErrNotASave},
		"setup breaks":  {swap(`"start":"red"`, `"start":"blue"`), ErrInvalidSetup},
		"bad moves":     {swap(`"moves":[`, `"moves":{"x":[`), ErrNotASave},
		"unknown move":  {swap(`"type":"guess"`, `"type":"cheat"`), ErrNotASave},
		"move fields":   {swap(`"type":"guess","card":0`, `"type":"guess"`), ErrNotASave},
		"illegal move":  {swap(`"type":"guess","card":0`, `"type":"guess","card":99`), ErrNoSuchCard},
		"too large":     {make([]byte, MaxSaveSize+1), ErrNotASave},
	} {
		if _, err := Load(tc.data); !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, want %v", name, err, tc.want)
		}
	}
	var me *MoveError
	if _, err := Load(swap(`"card":0`, `"card":99`)); !errors.As(err, &me) || me.Move != (Guess{99}) {
		t.Errorf("an illegal move should come back as a *MoveError naming it, got %v", err)
	}
}

func TestLoadRefusesASaveWithoutMovesInsteadOfStartingAFreshGame(t *testing.T) {
	good, err := play(t, Variants{}, clue("Tier", 2), Guess{r0}).Save()
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := play(t, Variants{}).Save()
	if err != nil || !strings.Contains(string(fresh), `"moves":[]`) {
		t.Fatalf("a new game must save an empty list of moves: %s, %v", fresh, err)
	}
	if _, err := Load(fresh); err != nil {
		t.Fatalf("a saved new game must load: %v", err)
	}
	at := strings.Index(string(good), `,"moves":`)
	for name, data := range map[string]string{
		"moves null":    string(good[:at]) + `,"moves":null}`,
		"moves  null":   string(good[:at]) + `,"moves": null }`,
		"moves missing": string(good[:at]) + `}`,
	} {
		g, err := Load([]byte(data))
		if !errors.Is(err, ErrMissingMoves) || !errors.Is(err, ErrNotASave) || g != nil {
			t.Errorf("%s: got %v, %v; want ErrMissingMoves", name, g, err)
		}
	}
}

func TestLoadRefusesTooManyMoves(t *testing.T) {
	data, _ := play(t, Variants{}).Save()
	many := strings.Repeat(`{"type":"stop"},`, MaxMoves) + `{"type":"stop"}`
	data = []byte(strings.Replace(string(data), `"moves":[]`, `"moves":[`+many+`]`, 1))
	if _, err := Load(data); !errors.Is(err, ErrNotASave) {
		t.Fatalf("got %v", err)
	}
}

func TestUndoReplaysAllButTheLastMove(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 2), Guess{r0}, Guess{y0})
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	want := play(t, Variants{}, clue("Tier", 2), Guess{r0})
	if !reflect.DeepEqual(g, want) || g.Covered(y0) {
		t.Fatal("undo did not restore the state before the last move")
	}
	must(t, g, Guess{r1})
	for range 3 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Fatalf("undo on a fresh game: %v", err)
	}
}

func TestUndoAfterTheEndResumesTheGame(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 2), Guess{assassin})
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	expectTurn(t, g, Red, PhaseGuess)
}

func TestMovesRoundTripThroughJSON(t *testing.T) {
	for _, m := range []Move{GiveClue{"Hand", Unlimited}, Guess{3}, Stop{}, Penalty{}, Cover{7}, TimeOut{}} {
		b, err := MarshalMove(m)
		if err != nil {
			t.Fatal(err)
		}
		back, err := UnmarshalMove(b)
		if err != nil || back != m {
			t.Fatalf("%#v → %s → %#v, %v", m, b, back, err)
		}
	}
	for _, bad := range []string{`[`, `{"type":"clue","word":"x"}`, `{"type":"cover"}`, `{"type":"?"}`} {
		if _, err := UnmarshalMove([]byte(bad)); err == nil {
			t.Fatalf("%s accepted", bad)
		}
	}
}

func TestTheLogNamesEachMoveItsTeamAndTheIdentityRevealed(t *testing.T) {
	g := play(t, Variants{}, clue("Tier", 2), Guess{r0}, Guess{b0})
	log := g.Log()
	if len(log) != 3 || log[1].Identity != RedAgent || log[2].Identity != BlueAgent || log[2].Team != Red || log[2].Turn != 1 {
		t.Fatalf("log %+v", log)
	}
	if len(g.Moves()) != 3 || g.Turn() != 2 {
		t.Fatalf("moves %v turn %d", g.Moves(), g.Turn())
	}
}

func TestVisibleWordsLeaveOutCoveredCardsAndPictures(t *testing.T) {
	s := fixedSetup(Variants{})
	s.Cards[5] = Card{PictureCard, "anchor"}
	g, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	must(t, g, clue("Tier", 1), Guess{r0})
	words := g.VisibleWords()
	if len(words) != 23 || words[0] != "word1" {
		t.Fatalf("visible words %v", words)
	}
}

func TestMoveErrorsSayWhichMoveAndWhy(t *testing.T) {
	err := play(t, Variants{}).Apply(Stop{})
	if err == nil || err.Error() != "illegal stop move: not allowed in this phase of the turn" {
		t.Fatalf("got %v", err)
	}
	if (&MoveError{Err: ErrUnknownMove}).Error() != "illegal move: unknown move" {
		t.Fatal("nil move message")
	}
}
