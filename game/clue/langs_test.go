package clue

import "github.com/decknamen/decknamen/game"

// The languages, by the names the tables of cases use.
const (
	German  = game.German
	Dutch   = game.Dutch
	English = game.English
)
