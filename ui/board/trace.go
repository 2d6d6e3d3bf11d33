//go:build !release && !js

package board

import (
	"encoding/json"
	"os"
	"time"

	"fyne.io/fyne/v2"
)

// A test-only readout of the board's state for the monkey on the real
// binary (cmd/monkey): with DECKNAMEN_STATE_FILE set, every refresh
// appends one JSON line there. It changes nothing that is drawn, and a
// release build (-tags release) has no readout at all.

// traceState is one line of the readout.
type traceState struct {
	Seq         int        `json:"seq"`
	Ms          int64      `json:"ms"` // Unix milliseconds
	Moves       int        `json:"moves"`
	Phase       int        `json:"phase"`
	Team        string     `json:"team"`
	Over        bool       `json:"over"`
	Shown       bool       `json:"shown"`    // a spymaster asked for the key on the board
	Peeking     bool       `json:"peeking"`  // the peek button holds the key on show
	BoardKey    bool       `json:"boardKey"` // the board draws the key now
	SpyOpen     bool       `json:"spyOpen"`
	SpyKey      bool       `json:"spyKey"` // the spymasters' window draws the key now
	AutoHide    bool       `json:"autoHide"`
	HideSeconds int        `json:"hideSeconds"`
	Peek        [4]float32 `json:"peek"`    // the peek button in window pixels: x, y, width, height
	Spy         [4]float32 `json:"spy"`     // the spymaster-window button, likewise
	LogView     [4]float32 `json:"logView"` // the log's visible area, likewise
	LogLast     [4]float32 `json:"logLast"` // its newest line, likewise
}

// tracer writes the readout; nil when it is off.
type tracer struct {
	f   *os.File
	seq int
}

func openTracer() *tracer {
	path := os.Getenv("DECKNAMEN_STATE_FILE")
	if path == "" {
		return nil
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil
	}
	return &tracer{f: f}
}

// trace appends the board's state after a refresh: the game's from the
// controller, what may be drawn from the snapshot s, the settings p.
func (b *Board) trace(s Snapshot, p Prefs) {
	t, c := b.tracer, b.ctl
	if t == nil || c.g == nil {
		return
	}
	t.seq++
	st := traceState{Seq: t.seq, Ms: time.Now().UnixMilli(), Moves: len(c.g.Moves()), Phase: int(c.g.Phase()),
		Team: c.g.Team().String(), Over: c.g.Over(), Shown: c.key.Shown(), Peeking: s.Tools.Peeking,
		BoardKey: s.BoardKey, SpyOpen: c.spy.open, SpyKey: s.Spy.KeyShown && c.spy.open,
		AutoHide: p.KeyAutoHide, HideSeconds: p.KeyHideSeconds}
	if b.tools.peek != nil && b.win != nil {
		st.Peek, st.Spy, st.LogView = b.pixelRect(b.tools.peek), b.pixelRect(b.tools.spy), b.pixelRect(b.side.logScroll)
		if n := len(b.side.log.Objects); n > 0 {
			st.LogLast = b.pixelRect(b.side.log.Objects[n-1])
		}
	}
	line, err := json.Marshal(st)
	if err != nil {
		return
	}
	_, _ = t.f.Write(append(line, '\n'))
}

// pixelRect is where o is drawn in the window, in pixels.
func (b *Board) pixelRect(o fyne.CanvasObject) [4]float32 {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	z, scale := o.Size(), b.win.Canvas().Scale()
	return [4]float32{p.X * scale, p.Y * scale, z.Width * scale, z.Height * scale}
}
