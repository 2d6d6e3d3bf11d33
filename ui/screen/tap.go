package screen

import "github.com/decknamen/decknamen/game"

// Tap is what a tap on a card of the board does.
type Tap int

// The taps.
const (
	Ignore         Tap = iota // the game is over or the card is covered
	Select                    // the misclick guard: the first tap only picks the card
	ConfirmGuess              // teacher mode: a dialog confirms every guess
	Guess                     // guess the card now
	Cover                     // the spymaster covers the card
	CoverElsewhere            // covering happens on the spymasters' window
	NeedKey                   // covering needs the key on show first
	ClueFirst                 // no guessing before the clue
)

// Board is what a tap's meaning depends on.
type Board struct {
	Phase        game.Phase
	Over         bool
	Covered      bool // the tapped card is covered
	Selected     int  // the card waiting for the confirming tap, or -1
	ConfirmGuess bool // the misclick guard is on
	Teacher      bool // teacher mode is on
	SecondWindow bool // the spymasters' window is open
	KeyVisible   bool // the board draws the key now
}

// TapCard decides what a tap on card does. During guessing the first tap
// selects a card and the second (or Enter) guesses it, unless the
// misclick guard is off; in teacher mode every guess is confirmed in a
// dialog, so a stray click on the projected board never plays a move by
// itself. While covering, the spymaster picks one of their own agents,
// with the key on show, and confirms it as a guess is confirmed.
func TapCard(card int, b Board) Tap {
	switch {
	case b.Over || b.Covered:
		return Ignore
	case b.Phase == game.PhaseGuess && b.Teacher:
		return ConfirmGuess
	case b.Phase == game.PhaseGuess && b.ConfirmGuess && b.Selected != card:
		return Select
	case b.Phase == game.PhaseGuess:
		return Guess
	case b.Phase == game.PhaseCover && b.SecondWindow:
		return CoverElsewhere
	case b.Phase == game.PhaseCover && !b.KeyVisible:
		return NeedKey
	case b.Phase == game.PhaseCover && b.ConfirmGuess && b.Selected != card:
		return Select // covering takes the same select-then-confirm as a guess
	case b.Phase == game.PhaseCover:
		return Cover
	}
	return ClueFirst
}
