package kodeknacker

import (
	"errors"
	"testing"

	"github.com/decknamen/decknamen/game/kodeknacker/internal/mm"
	"pgregory.net/rapid"
)

func mustCode(t testing.TB, s string) Code {
	t.Helper()
	c, err := ParseCode(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func genCode() *rapid.Generator[Code] {
	return rapid.Custom(func(t *rapid.T) Code {
		return CodeAt(rapid.IntRange(0, NumCodes-1).Draw(t, "code"))
	})
}

func TestFeedbackCountsBlackAndWhitePegs(t *testing.T) {
	tests := []struct {
		guess, secret string
		want          Feedback
	}{
		{"01234", "01234", Feedback{5, 0}},
		{"01234", "55555", Feedback{0, 0}},
		{"01234", "12340", Feedback{0, 5}},
		{"01215", "01342", Feedback{2, 1}}, // two in place, one colour misplaced
		{"00000", "01000", Feedback{4, 0}},
		{"11000", "00011", Feedback{1, 4}},
		{"00112", "11223", Feedback{0, 3}},
		{"22222", "02020", Feedback{2, 0}}, // repeats count once per matching peg
		{"02020", "22222", Feedback{2, 0}},
		{"10010", "01100", Feedback{1, 4}},
	}
	for _, tc := range tests {
		got := Score(mustCode(t, tc.guess), mustCode(t, tc.secret))
		if got != tc.want {
			t.Errorf("Score(%s, %s) = %+v, want %+v", tc.guess, tc.secret, got, tc.want)
		}
	}
}

func TestFeedbackIsSymmetric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := genCode().Draw(t, "a"), genCode().Draw(t, "b")
		if Score(a, b) != Score(b, a) {
			t.Fatalf("Score(%v,%v)=%v but Score(%v,%v)=%v", a, b, Score(a, b), b, a, Score(b, a))
		}
	})
}

func TestBlackPlusWhiteIsColourOverlap(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := genCode().Draw(t, "a"), genCode().Draw(t, "b")
		var ca, cb [Colours]int
		for i := range Positions {
			ca[a[i]]++
			cb[b[i]]++
		}
		overlap, black := 0, 0
		for k := range Colours {
			overlap += min(ca[k], cb[k])
		}
		for i := range Positions {
			if a[i] == b[i] {
				black++
			}
		}
		f := Score(a, b)
		if f.Black+f.White != overlap || f.Black != black || f.White < 0 {
			t.Fatalf("Score(%v,%v)=%+v, want black %d, black+white %d", a, b, f, black, overlap)
		}
	})
}

func TestCodeScoresFiveBlackAgainstItself(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := genCode().Draw(t, "a")
		if f := Score(a, a); f != (Feedback{Black: Positions}) || !f.Cracked() {
			t.Fatalf("Score(%v,%v)=%+v", a, a, f)
		}
	})
}

func TestFastScorerAgreesWithScore(t *testing.T) {
	sc := mm.NewScorer()
	rapid.Check(t, func(t *rapid.T) {
		a, b := genCode().Draw(t, "a"), genCode().Draw(t, "b")
		f := Score(a, b)
		if got := sc.Score(a.Index(), b.Index()); got != mm.FeedbackID(f.Black, f.White) {
			bl, wh := mm.FeedbackPegs(got)
			t.Fatalf("mm score of %v,%v = %d/%d, want %+v", a, b, bl, wh, f)
		}
	})
}

func TestCodeTextRoundTrip(t *testing.T) {
	for i := range NumCodes {
		c := CodeAt(i)
		if c.Index() != i || !c.Valid() {
			t.Fatalf("CodeAt(%d) = %v, index %d", i, c, c.Index())
		}
		b, err := c.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var d Code
		if err := d.UnmarshalText(b); err != nil || d != c {
			t.Fatalf("round trip %v -> %s -> %v, %v", c, b, d, err)
		}
	}
}

func TestParseCodeRejectsBadText(t *testing.T) {
	for _, s := range []string{"", "0123", "012345", "01236", "0123a", "-1234"} {
		if _, err := ParseCode(s); !errors.Is(err, ErrInvalidCode) {
			t.Errorf("ParseCode(%q) err = %v, want ErrInvalidCode", s, err)
		}
	}
	var c Code
	if err := c.UnmarshalText([]byte("9")); !errors.Is(err, ErrInvalidCode) {
		t.Errorf("UnmarshalText err = %v", err)
	}
	if _, err := (Code{6, 0, 0, 0, 0}).MarshalText(); !errors.Is(err, ErrInvalidCode) {
		t.Errorf("MarshalText of invalid code err = %v", err)
	}
}
