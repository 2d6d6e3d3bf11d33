package ui

import (
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/files"
)

// store keeps the running game in the app's storage (a folder on the
// desktop, the browser's storage in the web build), written after every
// move, so that a crash or a closed lid loses nothing.
type store struct{ folder files.Folder }

const currentFile = "current-game.json"

// save writes the game after every move.
func (s store) save(g *game.Game) error {
	data, err := g.Save()
	if err != nil {
		return err
	}
	return s.folder.Write(currentFile, data)
}

// load reads the saved game. It returns (nil, "", nil) when there is none. A
// damaged entry is put aside (kept, never deleted) and reported with how
// to find it: its path on the desktop, its name in the browser.
func (s store) load() (g *game.Game, kept string, err error) {
	kept, err = s.folder.ReadKeepingDamaged(currentFile, "damaged-game", func(data []byte) (err error) {
		g, err = game.Load(data)
		return err
	})
	return g, kept, err
}

// keptID is the message saying where a damaged save was kept: id on the
// desktop (a file's path), id+"Browser" in the browser's storage.
func (s store) keptID(id string) string {
	if s.folder.OnDisk() {
		return id
	}
	return id + "Browser"
}
