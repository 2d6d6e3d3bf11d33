package main

import (
	"fmt"
	"image"
	"strings"
)

// state is one line of the app's state readout (ui/board/trace.go).
type state struct {
	Seq         int        `json:"seq"`
	Ms          int64      `json:"ms"`
	Moves       int        `json:"moves"`
	Phase       int        `json:"phase"`
	Team        string     `json:"team"`
	Over        bool       `json:"over"`
	Shown       bool       `json:"shown"`
	Peeking     bool       `json:"peeking"`
	BoardKey    bool       `json:"boardKey"`
	SpyOpen     bool       `json:"spyOpen"`
	SpyKey      bool       `json:"spyKey"`
	AutoHide    bool       `json:"autoHide"`
	HideSeconds int        `json:"hideSeconds"`
	Peek        [4]float32 `json:"peek"`
	Spy         [4]float32 `json:"spy"`
}

// pointerInput reports whether an event is the pointer's (a click, a
// drag, a press or release), which may answer a privacy screen.
func (k kind) pointerInput() bool {
	switch k {
	case click, doubleClick, drag, press, release, spyClick:
		return true
	}
	return false
}

// judge is the monkey's own model of when the key may show, from the
// rules of ui/screen, fed with the events it sent and the app's readout:
//   - the board: after its privacy screen was answered (by a click or a
//     second K) and before the next move, phase or turn change, or the
//     timeout; while Peek is held under the pointer (at most until the
//     timeout); never while the spymasters' window is open; always after
//     the game.
//   - the spymasters' window: after its own privacy screen was answered by
//     a click, until it is hidden; always after the game.
type judge struct {
	last    state
	mouse   bool        // the monkey holds the mouse button down
	pressAt image.Point // where it was pressed (screen pixels)
	pressMs int64
	pressOn bool        // the press was on the Peek button where it was then
	pointer image.Point // where the pointer is (screen pixels)

	shown      bool  // the board's key is on show by a valid answer
	shownMs    int64 // since when
	shownMoves int
	shownPhase int
	shownTeam  string
	spyShown   bool // the spymasters' key is on show by a valid answer
	notes      []string
}

// pressing records a press at p on a board window at mainAt, judged by
// where Peek is as the press goes down.
func (j *judge) pressing(p, mainAt image.Point) {
	s := j.last
	r := image.Rect(int(s.Peek[0]), int(s.Peek[1]), int(s.Peek[0]+s.Peek[2]), int(s.Peek[1]+s.Peek[3])).Add(mainAt)
	j.pressOn = p.In(r)
}

// pointer events update the judge's picture of the mouse.
func (j *judge) sent(e event, nowMs int64) {
	switch e.kind {
	case press:
		j.mouse, j.pressAt, j.pressMs = true, e.at, nowMs
	case release, click, doubleClick, drag:
		j.mouse = false
	}
	if e.kind.pointerInput() || e.kind == move {
		j.pointer = e.to
	}
}

// observe takes the readout lines that event e caused and checks how the
// key came on show: a note for every way the app's own state breaks the
// rules (a leak needs the pixels as well).
func (j *judge) observe(e event, lines []state) {
	for _, s := range lines {
		if s.Shown && !j.last.Shown {
			typedK := (e.kind == typing || e.kind == clue) && strings.ContainsAny(e.key, "kK")
			ok := e.kind.pointerInput() && e.kind != spyClick || e.kind == key && (e.key == "k" || e.key == "K") || typedK
			j.shown, j.shownMs, j.shownMoves, j.shownPhase, j.shownTeam = ok, s.Ms, s.Moves, s.Phase, s.Team
			if !ok {
				j.notes = append(j.notes, fmt.Sprintf("the board's key came on show after %s", e))
			}
		}
		if !s.Shown {
			j.shown = false
		}
		if s.SpyKey && !j.last.SpyKey && !s.Over {
			j.spyShown = e.kind == spyClick
			if !j.spyShown {
				j.notes = append(j.notes, fmt.Sprintf("the spymasters' key came on show after %s", e))
			}
		}
		if !s.SpyKey {
			j.spyShown = false
		}
		j.last = s
	}
}

// boardMayShow says whether the board window may show the key now, and why
// not. mainAt is the board window's place on the screen.
func (j *judge) boardMayShow(nowMs int64, mainAt image.Point) (bool, string) {
	s := j.last
	if s.Over {
		return true, ""
	}
	if s.SpyOpen {
		return false, "the spymasters' window is open"
	}
	timeout := int64(s.HideSeconds+2) * 1000
	if s.Peeking && j.mouse {
		r := image.Rect(int(s.Peek[0]), int(s.Peek[1]), int(s.Peek[0]+s.Peek[2]), int(s.Peek[1]+s.Peek[3])).Add(mainAt)
		switch {
		case !j.pressOn:
			return false, "peeking, but the press was not on Peek"
		case !j.pointer.In(r):
			return false, "peeking, but the pointer left Peek"
		case s.AutoHide && s.HideSeconds > 0 && nowMs-j.pressMs > timeout:
			return false, "peeking past the timeout"
		}
		return true, ""
	}
	if s.Peeking {
		return false, "peeking with the mouse button up"
	}
	switch {
	case !s.Shown:
		return false, "no spymaster asked for the key"
	case !j.shown:
		return false, "the privacy screen was not answered by a click or K"
	case s.Phase != j.shownPhase || s.Team != j.shownTeam:
		return false, "the phase or turn changed since the key was shown"
	case s.AutoHide && s.Moves != j.shownMoves:
		return false, "a move was played since the key was shown"
	case s.AutoHide && s.HideSeconds > 0 && nowMs-j.shownMs > timeout:
		return false, "the key outlived its timeout"
	}
	return true, ""
}

// spyMayShow says whether the spymasters' window may show the key now.
func (j *judge) spyMayShow() (bool, string) {
	switch {
	case j.last.Over:
		return true, ""
	case !j.last.SpyKey:
		return false, "its privacy screen is up"
	case !j.spyShown:
		return false, "its privacy screen was not answered by a click"
	}
	return true, ""
}
