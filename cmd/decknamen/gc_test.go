package main

import (
	"runtime/debug"
	"testing"
)

func TestTheCollectorLetsTheHeapGrowUntilTheFirstFrameThenGoesBack(t *testing.T) {
	t.Setenv("GOGC", "")
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	done := startupGC()
	if got := debug.SetGCPercent(startupGCPercent); got != startupGCPercent {
		t.Fatalf("during the start GOGC is %d, want %d", got, startupGCPercent)
	}
	done()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Fatalf("after the first frame GOGC is %d, want the default 100", got)
	}
}

func TestAGOGCTheUserSetIsLeftAlone(t *testing.T) {
	t.Setenv("GOGC", "50")
	before := debug.SetGCPercent(50)
	defer debug.SetGCPercent(before)
	done := startupGC()
	if got := debug.SetGCPercent(50); got != 50 {
		t.Fatalf("with GOGC=50 set, the start changed it to %d", got)
	}
	done()
	if got := debug.SetGCPercent(50); got != 50 {
		t.Fatalf("with GOGC=50 set, the end changed it to %d", got)
	}
}
