package main

import (
	"testing"

	"github.com/decknamen/decknamen/game/kodeknacker/internal/mm"
)

// With no colour used yet, the canonical codes are the restricted growth
// strings of length 5: Bell(5) = 52 of them.
func TestCanonicalCodes(t *testing.T) {
	n := 0
	for i := range mm.N {
		if canonical(i, 0) {
			n++
		}
	}
	if n != 52 {
		t.Fatalf("%d canonical codes, want 52", n)
	}
	all := 0
	for i := range mm.N {
		if canonical(i, 1<<mm.Colours-1) {
			all++
		}
	}
	if all != mm.N {
		t.Fatalf("with every colour used, %d canonical codes, want all", all)
	}
}
