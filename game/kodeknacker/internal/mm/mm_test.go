package mm

import (
	"errors"
	"testing"
)

func naive(a, b int) uint8 {
	da, db := Digits(a), Digits(b)
	var ca, cb [Colours]int
	black := 0
	for i := range Pegs {
		if da[i] == db[i] {
			black++
		}
		ca[da[i]]++
		cb[db[i]]++
	}
	o := 0
	for k := range Colours {
		o += min(ca[k], cb[k])
	}
	return FeedbackID(black, o-black)
}

func TestScorerMatchesNaiveScoring(t *testing.T) {
	s := NewScorer()
	for a := 0; a < N; a += 97 {
		for b := range N {
			if got, want := s.Score(a, b), naive(a, b); got != want {
				t.Fatalf("Score(%v,%v) = %d, want %d", Digits(a), Digits(b), got, want)
			}
		}
	}
}

func TestDigitsIndexRoundTrip(t *testing.T) {
	for i := range N {
		if Index(Digits(i)) != i {
			t.Fatalf("round trip of %d", i)
		}
	}
	if b, w := FeedbackPegs(FeedbackID(3, 2)); b != 3 || w != 2 {
		t.Fatalf("FeedbackPegs = %d %d", b, w)
	}
}

func TestPartitionCoversCandidates(t *testing.T) {
	s := NewScorer()
	parts := s.Partition(Index([Pegs]uint8{0, 0, 1, 1, 2}), AllCodes())
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	if n != N || len(parts[Perfect]) != 1 || len(parts[FeedbackID(4, 1)]) != 0 {
		t.Fatalf("partition sizes: total %d perfect %d", n, len(parts[Perfect]))
	}
}

// firstCandidate encodes the strategy that always guesses the first code
// still possible.
func firstCandidate(s *Scorer, cands []uint16, out []byte) []byte {
	if len(cands) == 1 {
		return out
	}
	out = AppendGuess(out, int(cands[0]))
	for f, p := range s.Partition(int(cands[0]), cands) {
		if f != Perfect && len(p) > 0 {
			out = firstCandidate(s, p, out)
		}
	}
	return out
}

func TestDecodeTree(t *testing.T) {
	s := NewScorer()
	data := firstCandidate(s, AllCodes(), nil)
	tr, err := DecodeTree(data, s)
	if err != nil {
		t.Fatal(err)
	}
	for secret := range N {
		n := int32(0)
		for steps := 0; ; steps++ {
			node := tr.Nodes[n]
			f := s.Score(int(node.Guess), secret)
			if f == Perfect {
				break
			}
			if n = node.Children[f]; n < 0 || steps > 20 {
				t.Fatalf("secret %d: lost at step %d", secret, steps)
			}
		}
	}
	noProgress := AppendGuess(nil, Index([Pegs]uint8{0, 0, 0, 0, 0}))
	noProgress = AppendGuess(noProgress, Index([Pegs]uint8{0, 0, 0, 0, 0}))
	for name, bad := range map[string][]byte{
		"empty":       nil,
		"truncated":   data[:len(data)-2],
		"trailing":    append(append([]byte(nil), data...), 1, 0),
		"range":       {0xff, 0xff},
		"no progress": noProgress,
	} {
		if _, err := DecodeTree(bad, s); !errors.Is(err, ErrBadTree) {
			t.Errorf("%s: err = %v", name, err)
		}
	}
}
