// Package files keeps the app's own files safe: written atomically (a
// new file, then a rename), read with a size limit, and a damaged file is
// moved aside and kept, never deleted.
package files

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// WriteAtomic writes data to dir/name: a new file, then a rename over
// the old one, so a crash never leaves half a file.
func WriteAtomic(dir, name string, data []byte) error {
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

// MaxStoredFile is more than any file the app writes (the loaders refuse
// saves over 1 MB): ReadKeepingDamaged reads no more of a file than this,
// so a huge file in the app's folder cannot exhaust the memory.
const MaxStoredFile = 1<<20 + 1

// ReadAtMost reads up to n bytes of the file at path.
func ReadAtMost(path string, n int64) ([]byte, error) {
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

// ReadKeepingDamaged reads dir/name and hands it to decode. A missing file
// is no error (kept is "" and decode is not called). A file that cannot be
// read or decoded is renamed to <prefix>-<time>.json, kept for the player,
// and its new name is returned with the error.
func ReadKeepingDamaged(dir, name, prefix string, decode func([]byte) error) (kept string, err error) {
	path := filepath.Join(dir, name)
	data, err := ReadAtMost(path, MaxStoredFile)
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
