package ui

import (
	"errors"
	"fmt"
	"io"
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

// save writes the game after every move.
func (s store) save(g *game.Game) error {
	data, err := g.Save()
	if err != nil {
		return err
	}
	return writeFileAtomic(s.dir, currentFile, data)
}

// load reads the saved game. It returns (nil, "", nil) when there is none. A
// damaged file is moved aside (kept, never deleted) and reported with the
// name it was kept under.
func (s store) load() (g *game.Game, kept string, err error) {
	kept, err = readKeepingDamaged(s.dir, currentFile, "damaged-game", func(data []byte) (err error) {
		g, err = game.Load(data)
		return err
	})
	return g, kept, err
}

// writeFileAtomic writes data to dir/name: a new file, then a rename over
// the old one, so a crash never leaves half a file.
func writeFileAtomic(dir, name string, data []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("save %s: %w", name, err)
	}
	tmp, err := os.CreateTemp(dir, "save-*.tmp")
	if err != nil {
		return fmt.Errorf("save %s: %w", name, err)
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("save %s: %w", name, err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(dir, name)); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("save %s: %w", name, err)
	}
	return nil
}

// maxStoredFile is more than any file the app writes (the loaders refuse
// saves over 1 MB): readKeepingDamaged reads no more of a file than this,
// so a huge file in the app's folder cannot exhaust the memory.
const maxStoredFile = 1<<20 + 1

// readAtMost reads up to n bytes of the file at path.
func readAtMost(path string, n int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, n))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", filepath.Base(path), err)
	}
	return data, nil
}

// readKeepingDamaged reads dir/name and hands it to decode. A missing file
// is no error (kept is "" and decode is not called). A file that cannot be
// read or decoded is renamed to <prefix>-<time>.json, kept for the player,
// and its new name is returned with the error.
func readKeepingDamaged(dir, name, prefix string, decode func([]byte) error) (kept string, err error) {
	path := filepath.Join(dir, name)
	data, err := readAtMost(path, maxStoredFile)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err == nil {
		if err = decode(data); err == nil {
			return "", nil
		}
	}
	kept = filepath.Join(dir, fmt.Sprintf("%s-%s.json", prefix, time.Now().Format("20060102-150405")))
	if rerr := os.Rename(path, kept); rerr != nil {
		kept = path
	}
	return kept, err
}
