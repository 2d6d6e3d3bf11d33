package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/decknamen/decknamen/game/kodeknacker"
)

// maxGuesses stops a game that a broken solver would never finish.
const maxGuesses = 20

// runKodeknacker lets the computer crack every code at each level and
// prints, hard last, one line per level:
//
//	kodeknacker <level>: avg=<x.xxxx> worst=<n> p50_ms=<x> max_ms=<x>
func runKodeknacker(args []string) error {
	fs := flag.NewFlagSet("kodeknacker", flag.ContinueOnError)
	seed := fs.Uint64("seed", 1, "random seed of the easy level")
	if err := fs.Parse(args); err != nil {
		return err
	}
	fmt.Printf("kodeknacker: %d secrets per level; times are per computer move\n", kodeknacker.NumCodes)
	for _, level := range kodeknacker.Levels() {
		s, err := kodeknacker.NewSolver(level, rand.New(rand.NewPCG(*seed, 0)))
		if err != nil {
			return err
		}
		total, worst := 0, 0
		var times []time.Duration
		for i := range kodeknacker.NumCodes {
			secret := kodeknacker.CodeAt(i)
			var history []kodeknacker.Row
			for {
				if len(history) == maxGuesses {
					return fmt.Errorf("%v: secret %v not cracked in %d guesses", level, secret, maxGuesses)
				}
				start := time.Now()
				g, err := s.Next(history)
				times = append(times, time.Since(start))
				if err != nil {
					return fmt.Errorf("%v: secret %v: %w", level, secret, err)
				}
				fb := kodeknacker.Score(g, secret)
				history = append(history, kodeknacker.Row{Guess: g, Feedback: fb})
				if fb.Cracked() {
					break
				}
			}
			total += len(history)
			worst = max(worst, len(history))
		}
		slices.Sort(times)
		ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
		fmt.Printf("kodeknacker %v: avg=%.4f worst=%d p50_ms=%.4f max_ms=%.4f\n", level,
			float64(total)/kodeknacker.NumCodes, worst, ms(times[len(times)/2]), ms(times[len(times)-1]))
	}
	return nil
}
