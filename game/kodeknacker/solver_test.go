package kodeknacker

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/decknamen/decknamen/game/kodeknacker/internal/mm"
	"pgregory.net/rapid"
)

// hardTreeTotal is the number of guesses the embedded Hard strategy needs
// over all NumCodes secrets, as reported by internal/gentree.
const (
	hardTreeTotal = 36790
	hardTreeWorst = 6
)

// tb is the part of testing.TB that *rapid.T also has.
type tb interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// solve plays the solver against secret and returns the guesses made.
func solve(t tb, s *Solver, secret Code) []Row {
	t.Helper()
	var history []Row
	for len(history) < 20 {
		g, err := s.Next(history)
		if err != nil {
			t.Fatalf("secret %v: %v", secret, err)
		}
		f := Score(g, secret)
		history = append(history, Row{g, f})
		if f.Cracked() {
			return history
		}
	}
	t.Fatalf("secret %v not cracked in 20 guesses", secret)
	return nil
}

func newSolver(t tb, l Level, seed uint64) *Solver {
	t.Helper()
	s, err := NewSolver(l, rand.New(rand.NewPCG(seed, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if s.Level() != l {
		t.Fatalf("level %v", s.Level())
	}
	return s
}

func TestHardSolvesEverySecretWithinSixAndBeatsThePublishedHeuristics(t *testing.T) {
	s := newSolver(t, Hard, 1)
	total, worst := 0, 0
	for i := range NumCodes {
		n := len(solve(t, s, CodeAt(i)))
		total += n
		worst = max(worst, n)
	}
	avg := float64(total) / NumCodes
	t.Logf("hard: total %d avg %.4f worst %d", total, avg, worst)
	if total != hardTreeTotal || worst != hardTreeWorst {
		t.Fatalf("hard: total %d worst %d, want %d and %d", total, worst, hardTreeTotal, hardTreeWorst)
	}
	if avg > 4.769 || worst > 6 {
		t.Fatalf("hard: avg %.4f worst %d does not beat entropy (4.769) with worst case 6", avg, worst)
	}
}

func TestEmbeddedTreeDecodesAndRejectsCorruption(t *testing.T) {
	sc := mm.NewScorer()
	tr, err := mm.DecodeTree(hardTree, sc)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Nodes[0].Size != NumCodes {
		t.Fatalf("root size %d", tr.Nodes[0].Size)
	}
	for _, bad := range [][]byte{nil, hardTree[:len(hardTree)-2], append(append([]byte(nil), hardTree...), 0, 0), {0xff, 0xff}, {0, 0}} {
		if _, err := mm.DecodeTree(bad, sc); !errors.Is(err, mm.ErrBadTree) {
			t.Errorf("DecodeTree(%d bytes) err = %v", len(bad), err)
		}
	}
}

func TestNormalSolvesEverySecretWithinSeven(t *testing.T) {
	if testing.Short() {
		t.Skip("plays many games")
	}
	s := newSolver(t, Normal, 1)
	rng := rand.New(rand.NewPCG(7, 7))
	for range 40 {
		secret := RandomCode(rng)
		if n := len(solve(t, s, secret)); n > 7 {
			t.Fatalf("normal needed %d guesses for %v", n, secret)
		}
	}
	if g, _ := s.Next(nil); g != NormalOpening() {
		t.Fatalf("normal opening %v", g)
	}
}

func TestEasyGuessesFitAllFeedback(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := newSolver(t, Easy, rapid.Uint64().Draw(t, "seed"))
		secret := genCode().Draw(t, "secret")
		h := solve(t, s, secret)
		for i, r := range h {
			for _, prev := range h[:i] {
				if Score(prev.Guess, r.Guess) != prev.Feedback {
					t.Fatalf("guess %v contradicts row %+v", r.Guess, prev)
				}
			}
		}
	})
}

func TestSolverFollowsAnyHistory(t *testing.T) {
	// Hard falls back to the heuristic when the history is not its own.
	var solvers []*Solver
	for _, l := range Levels() {
		solvers = append(solvers, newSolver(t, l, 3))
	}
	rapid.Check(t, func(t *rapid.T) {
		secret := genCode().Draw(t, "secret")
		var history []Row
		for range rapid.IntRange(1, 3).Draw(t, "n") {
			g := genCode().Draw(t, "guess")
			if g == secret {
				continue
			}
			history = append(history, Row{g, Score(g, secret)})
		}
		for _, s := range solvers {
			g, err := s.Next(history)
			if err != nil {
				t.Fatal(err)
			}
			if s.Level() != Hard {
				continue
			}
			// The guess must make progress: the rest of the game ends.
			h := append(history, Row{g, Score(g, secret)})
			for !h[len(h)-1].Feedback.Cracked() {
				if len(h) > 15 {
					t.Fatalf("no progress: %+v", h)
				}
				g, err := s.Next(h)
				if err != nil {
					t.Fatal(err)
				}
				h = append(h, Row{g, Score(g, secret)})
			}
		}
	})
}

func TestSolverErrors(t *testing.T) {
	s := newSolver(t, Normal, 1)
	c := mustCode(t, "01234")
	cases := []struct {
		history []Row
		want    error
	}{
		{[]Row{{Code{7}, Feedback{}}}, ErrInvalidCode},
		{[]Row{{c, Feedback{5, 0}}}, ErrAlreadyCracked},
		{[]Row{{c, Feedback{0, 0}}, {c, Feedback{1, 0}}}, ErrInconsistentHistory},
		{[]Row{{c, Feedback{4, 1}}}, ErrInconsistentHistory},
		{[]Row{{c, Feedback{3, 3}}}, ErrInconsistentHistory},
		{[]Row{{c, Feedback{-1, 0}}}, ErrInconsistentHistory},
	}
	for _, l := range Levels() {
		s := newSolver(t, l, 1)
		for _, tc := range cases {
			if _, err := s.Next(tc.history); !errors.Is(err, tc.want) {
				t.Errorf("%v: Next(%+v) err = %v, want %v", l, tc.history, err, tc.want)
			}
		}
	}
	_ = s
	if _, err := NewSolver(Easy, nil); err == nil {
		t.Error("easy without rng")
	}
	if _, err := NewSolver(Level(9), nil); !errors.Is(err, ErrUnknownLevel) {
		t.Errorf("unknown level: %v", err)
	}
	for _, l := range Levels() {
		if p, err := ParseLevel(l.String()); err != nil || p != l {
			t.Errorf("ParseLevel(%v) = %v, %v", l, p, err)
		}
	}
	if _, err := ParseLevel("expert"); !errors.Is(err, ErrUnknownLevel) || Level(9).String() == "" {
		t.Error("ParseLevel(expert)")
	}
}

func TestComputerSetsARandomCodeFromItsSource(t *testing.T) {
	a := RandomCode(rand.New(rand.NewPCG(5, 5)))
	b := RandomCode(rand.New(rand.NewPCG(5, 5)))
	if a != b || !a.Valid() {
		t.Fatalf("RandomCode not reproducible: %v %v", a, b)
	}
}

func BenchmarkHardSolve(b *testing.B) {
	s := newSolver(b, Hard, 1)
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		solve(b, s, RandomCode(rng))
	}
}

func BenchmarkNormalSolve(b *testing.B) {
	s := newSolver(b, Normal, 1)
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		solve(b, s, RandomCode(rng))
	}
}

func BenchmarkNewHardSolver(b *testing.B) {
	for b.Loop() {
		if _, err := NewSolver(Hard, nil); err != nil {
			b.Fatal(err)
		}
	}
}
