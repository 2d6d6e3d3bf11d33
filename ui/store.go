package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/decknamen/decknamen/game"
)

// store keeps the running game on disk, written after every move, so that a
// crash or a closed lid loses nothing.
type store struct{ dir string }

const currentFile = "current-game.json"

// save writes the game atomically: a new file, then a rename over the old one.
func (s store) save(g *game.Game) error {
	data, err := g.Save()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("save game: %w", err)
	}
	tmp, err := os.CreateTemp(s.dir, "save-*.tmp")
	if err != nil {
		return fmt.Errorf("save game: %w", err)
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("save game: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(s.dir, currentFile)); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("save game: %w", err)
	}
	return nil
}

// load reads the saved game. It returns (nil, nil) when there is none. A
// damaged file is moved aside (kept, never deleted) and reported with the
// name it was kept under.
func (s store) load() (g *game.Game, kept string, err error) {
	path := filepath.Join(s.dir, currentFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "", nil
	}
	if err == nil {
		g, err = game.Load(data)
		if err == nil {
			return g, "", nil
		}
	}
	kept = filepath.Join(s.dir, fmt.Sprintf("damaged-game-%s.json", time.Now().Format("20060102-150405")))
	if rerr := os.Rename(path, kept); rerr != nil {
		kept = path
	}
	return nil, kept, err
}
