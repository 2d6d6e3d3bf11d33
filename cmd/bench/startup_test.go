package main

import (
	"strings"
	"testing"
)

func TestMedianOfOddAndEvenCounts(t *testing.T) {
	ms := func(r startupRun) float64 { return r.ms }
	if got := median([]startupRun{{ms: 3}, {ms: 1}, {ms: 2}}, ms); got != 2 {
		t.Errorf("median of 3,1,2 = %v, want 2", got)
	}
	if got := median([]startupRun{{ms: 4}, {ms: 1}, {ms: 2}, {ms: 3}}, ms); got != 2.5 {
		t.Errorf("median of 4,1,2,3 = %v, want 2.5", got)
	}
	if got := median(nil, ms); got != 0 {
		t.Errorf("median of nothing = %v, want 0", got)
	}
}

func TestCleanEnvDropsTheCallersDisplayAndHome(t *testing.T) {
	t.Setenv("DISPLAY", ":0")
	t.Setenv("WAYLAND_DISPLAY", "wayland-0")
	t.Setenv("HOME", "/home/someone")
	t.Setenv(firstFrameEnv, "1")
	for _, kv := range cleanEnv() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "DISPLAY", "WAYLAND_DISPLAY", "HOME", firstFrameEnv:
			t.Errorf("cleanEnv keeps %s", kv)
		}
	}
}

func TestStartupIsASubcommand(t *testing.T) {
	if subcommands["startup"] == nil {
		t.Fatal("bench startup is not registered")
	}
}

func TestRatioIntervalHoldsTheRatioOfMediansAndWidensWithSpread(t *testing.T) {
	ms := func(r startupRun) float64 { return r.ms }
	runs := func(vs ...float64) []startupRun {
		rs := make([]startupRun, len(vs))
		for i, v := range vs {
			rs[i] = startupRun{ms: v}
		}
		return rs
	}
	lo, hi := ratioInterval(runs(110, 110, 110), runs(100, 100, 100), ms)
	if lo != 1.1 || hi != 1.1 {
		t.Fatalf("constant runs: interval %v..%v, want 1.1..1.1", lo, hi)
	}
	app := runs(90, 100, 110, 120, 130, 140, 150)
	bare := runs(80, 90, 100, 110, 120, 130, 140)
	lo, hi = ratioInterval(app, bare, ms)
	if !(lo < 120.0/110 && 120.0/110 < hi) || hi-lo < 0.05 {
		t.Fatalf("spread runs: interval %v..%v should hold %v and be wide", lo, hi, 120.0/110)
	}
	if lo, hi := ratioInterval(nil, bare, ms); lo != 0 || hi != 0 {
		t.Fatal("no runs: want 0..0")
	}
}
