package game

import (
	"errors"
	"reflect"
	"testing"
)

// FuzzLoad feeds arbitrary bytes to the save loader: it must never panic,
// and whatever it accepts must save and load again to the same game.
func FuzzLoad(f *testing.F) {
	for _, moves := range [][]Move{
		nil,
		{GiveClue{"Tier", 2}, Guess{0}, Stop{}},
		{GiveClue{"Meer", Unlimited}, Penalty{}, Cover{9}, TimeOut{}},
		{GiveClue{"a", 1}, Guess{24}},
	} {
		g, err := Replay(fixedSetup(Variants{Penalty: true, TurnTimer: 30, ModifiedPlusOne: true}), moves)
		if err != nil {
			f.Fatal(err)
		}
		data, _ := g.Save()
		f.Add(data)
	}
	f.Add([]byte(`{"format":"decknamen-game","version":1}`))
	f.Add([]byte(`{"format":"decknamen-game","version":1,"setup":{"size":"5x4"},"moves":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Load(data)
		if err != nil {
			// Every refusal is typed, so the UI can say it in the player's language.
			var me *MoveError
			if !errors.Is(err, ErrNotASave) && !errors.Is(err, ErrUnsupportedVersion) &&
				!errors.Is(err, ErrInvalidSetup) && !errors.As(err, &me) {
				t.Fatalf("untyped load error %v", err)
			}
			return
		}
		again, err := g.Save()
		if err != nil {
			t.Fatalf("saving a loaded game: %v", err)
		}
		g2, err := Load(again)
		if err != nil {
			t.Fatalf("loading a saved game: %v", err)
		}
		if !reflect.DeepEqual(g, g2) {
			t.Fatal("save and load changed the game")
		}
	})
}
