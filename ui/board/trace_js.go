//go:build js

package board

import "github.com/decknamen/decknamen/ui/webprobe"

// In the browser the board's state readout (trace.go on the desktop) goes
// to the page's title for `make test-web`, when the page was opened with
// ?test (ui/webprobe); release builds keep it, as the web bundle is what
// the test plays. Only what a player sees anyway: the moves, the phase,
// the team and whether the game is over.
type tracer struct{ seq int }

func openTracer() *tracer {
	if !webprobe.Enabled() {
		return nil
	}
	return &tracer{}
}

func (b *Board) trace(Snapshot, Prefs) {
	t, c := b.tracer, b.ctl
	if t == nil || c.g == nil {
		return
	}
	t.seq++
	webprobe.Set("moves", len(c.g.Moves()))
	webprobe.Set("phase", int(c.g.Phase()))
	webprobe.Set("team", c.g.Team().String())
	webprobe.Set("over", c.g.Over())
	webprobe.Set("seq", t.seq)
}
