package uitest

import (
	"time"

	"github.com/decknamen/decknamen/ui/sound"
)

// Timers replaces the app's timers in a test: the test fires them by hand.
// A one-second one-shot timer is a second of the turn timer (which waits
// for each second anew): Tick fires those, Fire the others (the key's
// auto-hide).
type Timers struct {
	once    []*func() // one-shot timers
	seconds []*func() // one-shot timers of one second
	ticks   []*func() // tickers, until stopped
}

// After is a one-shot timer that runs when the test calls Fire (or Tick,
// for a one-second timer).
func (f *Timers) After(d time.Duration, fn func()) func() {
	p := &fn
	if d == time.Second {
		f.seconds = append(f.seconds, p)
	} else {
		f.once = append(f.once, p)
	}
	return func() { *p = nil }
}

// Every is a ticker that runs each time the test calls Tick.
func (f *Timers) Every(_ time.Duration, fn func()) func() {
	p := &fn
	f.ticks = append(f.ticks, p)
	return func() { *p = nil }
}

// Fire runs every one-shot timer that was not stopped, but the seconds.
func (f *Timers) Fire() {
	once := f.once
	f.once = nil
	run(once)
}

// Tick lets one second pass: the one-second timers fire and every running
// ticker advances by one period.
func (f *Timers) Tick() {
	seconds := f.seconds
	f.seconds = nil
	run(seconds)
	run(append([]*func(){}, f.ticks...))
}

func run(fns []*func()) {
	for _, p := range fns {
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

// LateSound plays like the browser's player: Play returns at once, and a
// refusal comes later, through the function set with OnFailure.
type LateSound struct {
	Sound
	failed func(error)
}

// OnFailure sets what a refused sound calls.
func (f *LateSound) OnFailure(failed func(error)) { f.failed = failed }

// Refuse answers the last Play with err, as the browser does after Play.
func (f *LateSound) Refuse(err error) { f.failed(err) }
