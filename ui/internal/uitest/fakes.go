package uitest

import (
	"time"

	"github.com/decknamen/decknamen/ui/sound"
)

// Timers replaces the app's timers in a test: the test fires them by hand.
type Timers struct {
	once  []*func() // one-shot timers (the key's auto-hide)
	ticks []*func() // tickers (the turn timer), until stopped
}

// After is a one-shot timer that runs when the test calls Fire.
func (f *Timers) After(_ time.Duration, fn func()) func() {
	p := &fn
	f.once = append(f.once, p)
	return func() { *p = nil }
}

// Every is a ticker that runs each time the test calls Tick.
func (f *Timers) Every(_ time.Duration, fn func()) func() {
	p := &fn
	f.ticks = append(f.ticks, p)
	return func() { *p = nil }
}

// Fire runs every one-shot timer that was not stopped.
func (f *Timers) Fire() {
	once := f.once
	f.once = nil
	for _, p := range once {
		if *p != nil {
			(*p)()
		}
	}
}

// Tick advances every running ticker by one period.
func (f *Timers) Tick() {
	for _, p := range append([]*func(){}, f.ticks...) {
		if *p != nil {
			(*p)()
		}
	}
}

// Sound records the sounds played instead of playing them.
type Sound struct {
	Played  [][]byte
	Missing bool  // the system has no player
	Fail    error // Play fails with this
}

// Check says whether the system has a player.
func (f *Sound) Check() error {
	if f.Missing {
		return sound.ErrNoPlayer
	}
	return nil
}

// Play records wav, or fails as set.
func (f *Sound) Play(wav []byte) error {
	if err := f.Check(); err != nil {
		return err
	}
	if f.Fail != nil {
		return f.Fail
	}
	f.Played = append(f.Played, wav)
	return nil
}
