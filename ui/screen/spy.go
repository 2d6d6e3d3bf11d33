package screen

import "github.com/decknamen/decknamen/game"

// SpyView is what the spymasters' window shows: the board screen decides
// it (with whether the key may draw there) and the window draws it.
type SpyView struct {
	Key        game.Key
	Cols       int
	Covered    []bool   // covered positions are drawn faded
	Labels     []string // each card's word, or a picture's name in the log's words
	Pictures   []string // each picture card's picture name, "" for a word
	Phase      game.Phase
	Text       string   // what happens now
	Log        []string // the game's log, one line per move
	KeyShown   bool     // the window's privacy screen was answered: the key may draw
	OneDisplay bool     // the app sees one display, so a projector may mirror the window
}
