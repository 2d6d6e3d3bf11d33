package ui

import (
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/files"
)

// store keeps the running game on disk, written after every move, so that a
// crash or a closed lid loses nothing.
type store struct{ dir string }

const currentFile = "current-game.json"

// save writes the game after every move.
func (s store) save(g *game.Game) error {
	data, err := g.Save()
	if err != nil {
		return err
	}
	return files.WriteAtomic(s.dir, currentFile, data)
}

// load reads the saved game. It returns (nil, "", nil) when there is none. A
// damaged file is moved aside (kept, never deleted) and reported with the
// name it was kept under.
func (s store) load() (g *game.Game, kept string, err error) {
	kept, err = files.ReadKeepingDamaged(s.dir, currentFile, "damaged-game", func(data []byte) (err error) {
		g, err = game.Load(data)
		return err
	})
	return g, kept, err
}
