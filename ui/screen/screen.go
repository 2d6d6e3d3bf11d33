// Package screen is the shared-screen policy of the Codenames board: the
// guessers see the same screen as the spymasters, so it decides when the
// key may be drawn, when it hides again by itself, and what a tap on a
// card does (the misclick guard and teacher mode). It holds no widgets and
// is tested with plain Go tests; the board window asks it and draws.
package screen

import (
	"time"

	"github.com/decknamen/decknamen/game"
)

// AfterFunc starts a timer that calls f once after d and returns a
// function that stops it. The app's runs f on the UI goroutine.
type AfterFunc func(d time.Duration, f func()) func()

// Key is the key's visibility on the board window. Nothing of the key is
// drawn unless a spymaster asked for it (behind the privacy screen) or
// holds the peek button; it hides again when a clue is given, at every
// phase or turn change, and (with auto-hide) after a guess, a cover or a
// timeout. While the spymasters' own window is open the board
// never draws the key before the game is over. The zero Key is hidden.
type Key struct {
	shown   bool   // a spymaster asked for the key
	peeking bool   // the peek button is held down
	second  bool   // the spymasters' window is open: the key lives there
	onSpy   bool   // a spymaster answered that window's privacy screen
	stop    func() // stops the auto-hide timer, nil when none runs
}

// Visible reports whether the board window may draw the key now; over
// says whether the game has ended (then the whole key is on show).
func (k *Key) Visible(over bool) bool {
	if k.second {
		return over
	}
	return k.shown || k.peeking || over
}

// Shown reports whether a spymaster asked for the key (the toggle's state).
func (k *Key) Shown() bool { return k.shown }

// Show shows the key. With hideAfter > 0 a timer started by after hides
// it again and then calls hidden (to redraw); an earlier timer is stopped.
func (k *Key) Show(after AfterFunc, hideAfter time.Duration, hidden func()) {
	k.shown = true
	k.arm(after, hideAfter, hidden)
}

// arm starts the auto-hide timer, stopping an earlier one.
func (k *Key) arm(after AfterFunc, hideAfter time.Duration, hidden func()) {
	k.stopTimer()
	if hideAfter > 0 {
		k.stop = after(hideAfter, func() {
			k.stop = nil
			k.Hide()
			if hidden != nil {
				hidden()
			}
		})
	}
}

// Hide hides the key, ends a peek and stops the timer.
func (k *Key) Hide() {
	k.shown, k.peeking = false, false
	k.stopTimer()
}

func (k *Key) stopTimer() {
	if k.stop != nil {
		k.stop()
		k.stop = nil
	}
}

// Peek shows the key while held is true (hold-to-peek). A hold lasts at
// most hideAfter (when > 0): then the key hides and hidden is called, as
// after Show. Letting go hides the key, unless a spymaster had asked for
// it behind the privacy screen.
func (k *Key) Peek(held bool, after AfterFunc, hideAfter time.Duration, hidden func()) {
	if !held {
		k.peeking = false
		if !k.shown {
			k.stopTimer()
		}
		return
	}
	if k.second {
		return // the key lives on the spymasters' window
	}
	k.peeking = true
	if !k.shown {
		k.arm(after, hideAfter, hidden)
	}
}

// Peeking reports whether the peek button holds the key on show.
func (k *Key) Peeking() bool { return k.peeking }

// FocusLost ends a peek: the window no longer has the pointer's press.
func (k *Key) FocusLost() {
	k.peeking = false
	if !k.shown {
		k.stopTimer()
	}
}

// SetSecondWindow records whether the spymasters' window is open. Opening
// it hides the key on the board; the window itself opens behind its own
// privacy screen.
func (k *Key) SetSecondWindow(open bool) {
	k.second, k.onSpy = open, false
	if open {
		k.Hide()
	}
}

// SecondWindow reports whether the spymasters' window is open: the key,
// its privacy screen and the QR code are there, not on the board.
func (k *Key) SecondWindow() bool { return k.second }

// ShowOnSecond shows the key on the spymasters' window: its privacy
// screen was answered by a click. It stays until HideOnSecond, a change
// of displays or the window's closing.
func (k *Key) ShowOnSecond() { k.onSpy = k.second }

// HideOnSecond brings the spymasters' window's privacy screen back.
func (k *Key) HideOnSecond() { k.onSpy = false }

// DisplaysChanged hides the key on the spymasters' window: a projector
// came or went, so the window may now be on the room's screen.
func (k *Key) DisplaysChanged() { k.onSpy = false }

// SecondVisible reports whether the spymasters' window may draw the key:
// only after its privacy screen was answered, or after the game.
func (k *Key) SecondVisible(over bool) bool { return k.second && (k.onSpy || over) }

// Step is what a move changed on the board.
type Step struct {
	TurnChanged  bool // the other team plays now
	PhaseChanged bool // e.g. from the clue to guessing, or from guessing to covering
}

// HidesAfter reports whether the key hides after move m. A clue, a turn
// change and every other phase change hide it always, auto-hide or not:
// that is when the guessers look up at the board. With auto-hide on it
// also hides after a guess or a cover.
func HidesAfter(m game.Move, s Step, autoHide bool) bool {
	if _, clue := m.(game.GiveClue); clue || s.TurnChanged || s.PhaseChanged {
		return true
	}
	switch m.(type) {
	case game.Guess, game.Cover:
		return autoHide
	}
	return false
}

// AfterMove hides the key after move m when HidesAfter says so.
func (k *Key) AfterMove(m game.Move, s Step, autoHide bool) {
	if HidesAfter(m, s, autoHide) {
		k.Hide()
	}
}
