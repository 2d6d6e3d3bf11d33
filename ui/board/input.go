package board

import (
	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/game"
)

// The inputs: everything that happens to the board screen (a tap, a key,
// a button, a dialog's answer, a timer) is one of these values, and the
// controller takes each through its one entry, handle.
type (
	startGame struct {
		g      *game.Game
		resume bool
	} // a new deal, or the saved game with its question
	tapCard  struct{ card int } // a card of the board tapped
	pressKey struct {
		name      fyne.KeyName
		spy, full bool
	} // a key typed with nothing focused; spy: on the spymasters' window; full: the board is full screen
	typeRune  struct{ r rune }   // a character typed with nothing focused
	push      struct{ b button } // a button, a menu item or a shortcut
	answer    struct{ c choice } // the open dialog answered
	clueGiven struct {
		word   string
		number int
		set    bool
	} // the clue entry submitted (set: a number was chosen)
	peek         struct{ held bool }       // the peek button pressed or let go
	focusLost    struct{}                  // the app lost the focus
	tick         struct{}                  // the turn timer's second
	keyHidden    struct{}                  // the key's auto-hide fired
	spyOpened    struct{ open bool }       // the spymasters' window opened or closed
	displays     struct{ secondary bool }  // a second display is there or not
	revealSpy    struct{ show bool }       // the spymasters' privacy screen answered, or Hide key there
	coverFromKey struct{ card int }        // a cell of the spymasters' key card tapped
	bannerTapped struct{}                  // the game-over banner tapped away
	askRoot      struct{ q *rootQuestion } // a question of the root's (Board.Ask)
	setMessage   struct{ text string }     // a message of the root's for the room
	redraw       struct{}                  // nothing happened, but the screens are drawn anew (a theme, a language)
)

// button is a button of the toolbar, the action bar, the menu or a
// keyboard shortcut.
type button int

// The buttons.
const (
	btnNewGame button = iota
	btnRematch
	btnUndo
	btnKey       // show the key (after the privacy screen) or hide it
	btnQR        // the key as a QR code, after the privacy screen
	btnQRSpy     // the QR code on the spymasters' window, behind its own privacy screen
	btnSpymaster // the spymasters' window
	btnRules
	btnSettings
	btnStop
	btnPenalty
	btnGoOn    // the saved game's question: continue
	btnDealNew // the saved game's question: a new game instead
	btnPause
	btnShortcuts
	btnZoomIn
	btnZoomOut
	btnZoomReset
)

// choice is an answer to a dialog.
type choice int

// The answers: no (also cancel, change the clue, close), yes, and the
// clue check's third answer (invalid: penalty).
const (
	no choice = iota
	yes
	third
)

// rootQuestion is a yes/no question of the root's, shown on the board
// window so that the keyboard can answer it (the word lists' dialogs).
type rootQuestion struct {
	title, yes, no string
	content        fyne.CanvasObject
	size           fyne.Size
	onYes, onNo    func()
}

// effects are what an input asks of the window, which the controller
// cannot do itself: it holds no widgets.
type effects struct {
	focusClue bool // put the keyboard focus into the clue entry
	unfocus   bool // give the keys back to the board (a clue was given)
	toggleFS  bool // full screen on or off (F11)
	leaveFS   bool // leave full screen (Esc)
	raiseSpy  bool // bring the spymasters' window to the front
}
