package kodeknacker

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestSaveLoadRoundTrip(t *testing.T) {
	g := newGame(t, Setup{Rows: 7, FirstGuesser: Player2}, "01234", "55555")
	mustApply(t, g, guess(t, Player2, "00000"))
	mustApply(t, g, guess(t, Player1, "12345"))
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"format":1,"setup":{"rows":7,"firstGuesser":2},"moves":[` +
		`{"kind":"setCode","player":1,"code":"01234"},{"kind":"setCode","player":2,"code":"55555"},` +
		`{"kind":"guess","player":2,"code":"00000"},{"kind":"guess","player":1,"code":"12345"}]}`
	if string(data) != want {
		t.Fatalf("save:\n%s\nwant\n%s", data, want)
	}
	h, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(snapshot(g), snapshot(h)) {
		t.Fatal("loaded game differs")
	}
}

func TestLoadRefusesASaveWithoutMovesInsteadOfStartingAFreshGame(t *testing.T) {
	if _, err := Load([]byte(`{"format":1,"setup":{},"moves":[]}`)); err != nil {
		t.Fatalf("a saved new game must load: %v", err)
	}
	for name, data := range map[string]string{
		"moves null":    `{"format":1,"setup":{"rows":7},"moves":null}`,
		"moves missing": `{"format":1,"setup":{"rows":7}}`,
	} {
		g, err := Load([]byte(data))
		if !errors.Is(err, ErrMissingMoves) || !errors.Is(err, ErrBadSave) || g != nil {
			t.Errorf("%s: got %v, %v; want ErrMissingMoves", name, g, err)
		}
	}
}

func TestLoadRejectsBadSaves(t *testing.T) {
	tests := []struct {
		name, data string
		want       error
	}{
		{"not json", `{`, ErrBadSave},
		{"wrong type", `[]`, ErrBadSave},
		{"unknown field", `{"format":1,"extra":1}`, ErrBadSave},
		{"trailing data", `{"format":1} {}`, ErrBadSave},
		{"unknown version", `{"format":2,"setup":{},"moves":[]}`, ErrUnknownFormat},
		{"no version", `{"setup":{},"moves":[]}`, ErrUnknownFormat},
		{"bad setup", `{"format":1,"setup":{"rows":20},"moves":[]}`, ErrInvalidSetup},
		{"bad code", `{"format":1,"setup":{},"moves":[{"kind":"setCode","player":1,"code":"0123"}]}`, ErrInvalidCode},
		{"bad kind", `{"format":1,"setup":{},"moves":[{"kind":"pass","player":1,"code":"01234"}]}`, ErrUnknownMove},
		{"illegal move", `{"format":1,"setup":{},"moves":[{"kind":"guess","player":1,"code":"01234"}]}`, ErrCodesNotSet},
		{"bad player", `{"format":1,"setup":{},"moves":[{"kind":"setCode","player":0,"code":"01234"}]}`, ErrInvalidPlayer},
	}
	// A good save made larger than MaxSaveSize with JSON white space.
	good := `{"format":1,"setup":{},"moves":[]}`
	if _, err := Load([]byte(good)); err != nil {
		t.Fatalf("good save: %v", err)
	}
	tests = append(tests, struct {
		name, data string
		want       error
	}{"larger than MaxSaveSize", good + strings.Repeat(" ", MaxSaveSize), ErrBadSave})
	for _, tc := range tests {
		g, err := Load([]byte(tc.data))
		if g != nil || !errors.Is(err, tc.want) {
			t.Errorf("%s: Load = %v, %v; want %v", tc.name, g, err, tc.want)
		}
	}
	_, err := Load([]byte(`{"format":1,"setup":{},"moves":[{"kind":"guess","player":1,"code":"01234"}]}`))
	var me *MoveError
	if !errors.As(err, &me) {
		t.Errorf("illegal move in save: want *MoveError, got %v", err)
	}
}

func FuzzLoad(f *testing.F) {
	g := newGameF(f)
	data, err := g.Save()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"format":1,"setup":{},"moves":[]}`))
	f.Add([]byte(`{"format":1,"setup":{"rows":6,"firstGuesser":2},"moves":[{"kind":"setCode","player":2,"code":"00000"}]}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Load(data)
		if err != nil {
			if g != nil {
				t.Fatal("game returned with error")
			}
			return
		}
		// A loaded game saves and loads to the same state.
		out, err := g.Save()
		if err != nil {
			t.Fatal(err)
		}
		h, err := Load(out)
		if err != nil {
			t.Fatalf("reload of %s: %v", out, err)
		}
		if !reflect.DeepEqual(snapshot(g), snapshot(h)) {
			t.Fatal("reload differs")
		}
	})
}

// newGameF builds a finished game for the fuzz corpus.
func newGameF(f *testing.F) *Game {
	g, err := New(Setup{Rows: 6})
	if err != nil {
		f.Fatal(err)
	}
	c1, _ := ParseCode("01234")
	c2, _ := ParseCode("55555")
	for _, m := range []Move{SetCode{Player1, c1}, SetCode{Player2, c2}, Guess{Player1, c2}, Guess{Player2, c1}} {
		if err := g.Apply(m); err != nil {
			f.Fatal(err)
		}
	}
	return g
}
