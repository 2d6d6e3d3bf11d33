package kodeknacker

//go:generate go run ./internal/gentree -o hard.tree

import (
	_ "embed"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/decknamen/decknamen/game/kodeknacker/internal/mm"
)

// Level is the strength of the computer player.
type Level int

// The levels.
const (
	// Easy guesses a random code that fits all feedback so far.
	Easy Level = iota
	// Normal minimises the expected number of codes left (expected size),
	// opening with NormalOpening().
	Normal
	// Hard follows a precomputed strategy tree (hard.tree, built by
	// internal/gentree): 4.7312 guesses on average, never more than 6.
	Hard
)

// Levels lists the levels, weakest first.
func Levels() []Level { return []Level{Easy, Normal, Hard} }

// String names the level: "easy", "normal" or "hard".
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Normal:
		return "normal"
	case Hard:
		return "hard"
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads a level name as written by String.
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels() {
		if l.String() == s {
			return l, nil
		}
	}
	return 0, fmt.Errorf("parse level %q: %w", s, ErrUnknownLevel)
}

// NormalOpening returns the first guess of level Normal, 00112: the colour
// pattern aabbc, which internal/gentree finds best among all patterns.
func NormalOpening() Code { return Code{0, 0, 1, 1, 2} }

// Errors of the solver.
var (
	ErrUnknownLevel = errors.New("unknown level")
	// ErrInconsistentHistory: no code gives the feedback in the history.
	ErrInconsistentHistory = errors.New("no code fits the feedback")
	// ErrAlreadyCracked: the history already contains the winning guess.
	ErrAlreadyCracked = errors.New("the code is already cracked")
)

// hardTree is the encoded strategy of level Hard.
//
//go:embed hard.tree
var hardTree []byte

// Solver is the computer's code breaker. It keeps no game state: ask it for
// the next guess with the rows played so far, e.g.
//
//	code, err := s.Next(g.Rows(computer))
//	...
//	err = g.Apply(Guess{Player: computer, Code: code})
//
// A Solver is not safe for concurrent use (it owns a random source).
type Solver struct {
	level Level
	rng   *rand.Rand
	sc    *mm.Scorer
	tree  *mm.Tree
}

// NewSolver makes a solver of the given level. rng drives the Easy level's
// choices and may be nil for the other levels.
func NewSolver(level Level, rng *rand.Rand) (*Solver, error) {
	s := &Solver{level: level, rng: rng, sc: mm.NewScorer()}
	switch level {
	case Easy:
		if rng == nil {
			return nil, fmt.Errorf("new solver: level %v needs a random source", level)
		}
	case Normal:
	case Hard:
		t, err := mm.DecodeTree(hardTree, s.sc)
		if err != nil {
			return nil, fmt.Errorf("new solver: embedded hard.tree: %w", err)
		}
		s.tree = t
	default:
		return nil, fmt.Errorf("new solver: %w %d", ErrUnknownLevel, int(level))
	}
	return s, nil
}

// Level returns the solver's level.
func (s *Solver) Level() Level { return s.level }

// Next returns the guess to play after history, the solver's own guesses
// so far with the feedback they got. Any valid history is accepted; the
// Hard level falls back to the Normal heuristic for a history that is not
// its own play. It fails with ErrInvalidCode, ErrAlreadyCracked or
// ErrInconsistentHistory.
func (s *Solver) Next(history []Row) (Code, error) {
	for i, r := range history {
		if !r.Guess.Valid() {
			return Code{}, fmt.Errorf("solver: row %d: %w", i+1, ErrInvalidCode)
		}
		if r.Feedback.Cracked() {
			return Code{}, fmt.Errorf("solver: row %d: %w", i+1, ErrAlreadyCracked)
		}
	}
	if s.level == Hard {
		if g, ok := s.followTree(history); ok {
			return CodeAt(g), nil
		}
	}
	cands := s.candidates(history)
	if len(cands) == 0 {
		return Code{}, fmt.Errorf("solver: %w", ErrInconsistentHistory)
	}
	if s.level == Easy {
		return CodeAt(int(cands[s.rng.IntN(len(cands))])), nil
	}
	if len(history) == 0 {
		return NormalOpening(), nil
	}
	return CodeAt(s.expectedSize(cands)), nil
}

// followTree walks the Hard strategy along history.
func (s *Solver) followTree(history []Row) (int, bool) {
	n := int32(0)
	for _, r := range history {
		node := &s.tree.Nodes[n]
		if int(node.Guess) != r.Guess.Index() {
			return 0, false
		}
		n = node.Children[mm.FeedbackID(r.Feedback.Black, r.Feedback.White)]
		if n < 0 {
			return 0, false
		}
	}
	return int(s.tree.Nodes[n].Guess), true
}

// candidates returns the codes that give every row its feedback.
func (s *Solver) candidates(history []Row) []uint16 {
	type rowID struct {
		guess int
		fb    uint8
	}
	rows := make([]rowID, len(history))
	for i, r := range history {
		if r.Feedback.Black < 0 || r.Feedback.White < 0 || r.Feedback.Black+r.Feedback.White > Positions {
			return nil
		}
		rows[i] = rowID{r.Guess.Index(), mm.FeedbackID(r.Feedback.Black, r.Feedback.White)}
	}
	var out []uint16
next:
	for c := range NumCodes {
		for _, r := range rows {
			if s.sc.Score(r.guess, c) != r.fb {
				continue next
			}
		}
		out = append(out, uint16(c))
	}
	return out
}

// Normal's search budget, which keeps a move within a few milliseconds:
// up to fullSearchLimit candidates every code is tried as a guess; above
// it only candidates, evenly sampled so that guesses × candidates stays
// within scoreBudget.
const (
	fullSearchLimit = 400
	scoreBudget     = fullSearchLimit * NumCodes
)

// expectedSize picks the guess minimising the sum of squared part sizes,
// preferring a possible code on ties, then the lowest index.
func (s *Solver) expectedSize(cands []uint16) int {
	if len(cands) <= 2 {
		return int(cands[0])
	}
	best, bestSum, bestCons := -1, 0, false
	try := func(g int) bool {
		var counts [mm.NumFeedback]int32
		for _, c := range cands {
			counts[s.sc.Score(g, int(c))]++
		}
		sum, maxc := 0, int32(0)
		for _, n := range counts {
			sum += int(n * n)
			maxc = max(maxc, n)
		}
		cons := counts[mm.Perfect] > 0
		if best < 0 || sum < bestSum || sum == bestSum && cons && !bestCons {
			best, bestSum, bestCons = g, sum, cons
		}
		return cons && maxc == 1 // a possible code that separates all: optimal
	}
	step := max(1, len(cands)*len(cands)/scoreBudget)
	for i := 0; i < len(cands); i += step {
		if try(int(cands[i])) {
			return int(cands[i])
		}
	}
	if len(cands) <= fullSearchLimit {
		for g := range NumCodes {
			if try(g) {
				return g
			}
		}
	}
	return best
}
