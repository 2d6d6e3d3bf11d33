//go:build !release && unix

package board

import (
	"os"
	"os/signal"
	"syscall"

	"fyne.io/fyne/v2"
)

// listen calls redraw (which writes a fresh readout line) on SIGUSR1, so
// a test on the real binary reads the state of what is on screen now
// (after a resize the board has not redrawn, and the buttons have moved).
func (t *tracer) listen(redraw func()) {
	if t == nil {
		return
	}
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGUSR1)
	go func() {
		for range ch {
			fyne.Do(redraw)
		}
	}()
}
