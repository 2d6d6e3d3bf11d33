package board

import (
	"time"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/game/computer"
)

// Host is what the board asks of the app around it.
type Host interface {
	Save(g *game.Game) error                       // keeps the game after every move
	Request(r Request)                             // opens a window or dialog of the root's, or deals a rematch
	CheckClue(word string) []clue.Warning          // the clue checker for the board's words
	Prefs() Prefs                                  // the players' settings now
	SetZoom(z float32)                             // keeps a new zoom
	After(d time.Duration, f func()) (stop func()) // runs f once after d on the UI goroutine
	Play(wav []byte) error                         // plays a sound without waiting for it
	Computer() Computer                            // the computer spymaster of the running game, nil when people give the clues
}

// Computer is the computer spymaster of a game.
type Computer interface {
	// Gives reports whether it gives the clues of the team at play in g
	// (both teams, or the players' team in co-op; then it also covers the
	// imaginary team's agents).
	Gives(g *game.Game) bool
	// Clue is its clue for the team at play in g.
	Clue(g *game.Game) (computer.Clue, error)
	// Cover is the imaginary team's agent it covers in co-op (g is in
	// its cover phase), -1 when none is left.
	Cover(g *game.Game) int
}

// Prefs are the players' settings the board follows.
type Prefs struct {
	Zoom           float32
	ConfirmGuess   bool // the misclick guard
	Teacher        bool // every guess asks first
	KeyAutoHide    bool
	KeyHideSeconds int
	TimerSound     bool
}

// hideAfter is how long the key stays on show by itself (0: until hidden).
func (p Prefs) hideAfter() time.Duration {
	if p.KeyAutoHide && p.KeyHideSeconds > 0 {
		return time.Duration(p.KeyHideSeconds) * time.Second
	}
	return 0
}

// Request is what the board asks the root to open or do.
type Request struct {
	Kind    RequestKind
	Section string // Rules: the section to open ("" for the first)
}

// RequestKind says what a Request asks for.
type RequestKind int

// The requests.
const (
	NewGame RequestKind = iota
	Rematch
	Rules
	Settings
	Spymaster
)
