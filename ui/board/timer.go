package board

import "time"

// turnTimer is the turn timer's count: the seconds left, whether it is
// paused, and the running one-second timer (nil when none runs).
type turnTimer struct {
	left    int
	paused  bool
	ticking func() // stops the running one-second timer
}

// start counts secs down, calling tick after every second.
func (t *turnTimer) start(secs int, after func(time.Duration, func()) func(), tick func()) {
	t.stop()
	t.left, t.paused = secs, false
	t.arm(after, tick)
}

// arm waits for the next second.
func (t *turnTimer) arm(after func(time.Duration, func()) func(), tick func()) {
	t.ticking = after(time.Second, tick)
}

// stop stops the count.
func (t *turnTimer) stop() {
	if t.ticking != nil {
		t.ticking()
		t.ticking = nil
	}
	t.left = 0
}

// running reports whether a count runs (paused or not).
func (t *turnTimer) running() bool { return t.ticking != nil }

// togglePause pauses or resumes a running count.
func (t *turnTimer) togglePause() {
	if t.running() {
		t.paused = !t.paused
	}
}
