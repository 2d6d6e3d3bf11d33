// Package appdata names the folder that holds the app's saves and
// settings, and moves the folder of the app's earlier ID into it.
package appdata

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
)

// ID is the app's ID: reverse DNS of the project's home on GitHub
// (github.com/decknamen/decknamen). It names the saves' folder, the
// .desktop file, the AppStream metadata, the icon and the Windows
// installer's registry keys.
const ID = "io.github.decknamen.decknamen"

// OldID is the ID of versions before 0.2.0, whose folder Move empties.
const OldID = "app.decknamen"

// Folders are the old and the new folder of the app's files on this
// system, as Fyne names them. ok is false where Fyne keeps them
// elsewhere (a browser, a phone).
func Folders() (old, now string, ok bool) {
	root, ok := root()
	if !ok {
		return "", "", false
	}
	return filepath.Join(root, OldID), filepath.Join(root, ID), true
}

// Moved is what Move did.
type Moved struct {
	Old, New string
	Files    []string // files now in New, relative to it ("wordlists/klasse.txt")
	Kept     []string // files left in Old: New has a different file of the same name
}

// Any reports whether Move found files to move.
func (m Moved) Any() bool { return len(m.Files)+len(m.Kept) > 0 }

// Move moves the files of the folder old into the folder now. When now
// does not exist yet the whole folder is renamed. When both exist, each
// file of old goes to the same place in now unless now already has a file
// of that name: an identical copy in old is then removed, a different one
// stays in old (both are kept, and Moved.Kept names them). Old is removed
// once it is empty. A missing old folder is no error. Move never deletes a
// file it has not seen a byte-for-byte copy of.
func Move(old, now string) (Moved, error) {
	m := Moved{Old: old, New: now}
	if _, err := os.Stat(old); errors.Is(err, fs.ErrNotExist) {
		return m, nil
	} else if err != nil {
		return m, fmt.Errorf("look at %s: %w", old, err)
	}
	if _, err := os.Lstat(now); errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(filepath.Dir(now), 0o755); err != nil {
			return m, fmt.Errorf("make %s: %w", filepath.Dir(now), err)
		}
		if err := os.Rename(old, now); err == nil {
			m.Files, err = list(now)
			return m, err
		}
		// Another disk or a locked file: move file by file below.
	}
	files, err := list(old)
	if err != nil {
		return m, err
	}
	var errs []error
	for _, rel := range files {
		from, to := filepath.Join(old, rel), filepath.Join(now, rel)
		switch same, err := sameFile(from, to); {
		case errors.Is(err, fs.ErrNotExist):
			if err := moveFile(from, to); err != nil {
				errs = append(errs, err)
				continue
			}
			m.Files = append(m.Files, rel)
		case err != nil:
			errs = append(errs, err)
		case same:
			if err := os.Remove(from); err != nil {
				errs = append(errs, fmt.Errorf("remove the copy %s: %w", from, err))
			}
		default:
			m.Kept = append(m.Kept, rel)
		}
	}
	removeEmpty(old)
	return m, errors.Join(errs...)
}

// list is every regular file under dir, relative to it, sorted.
func list(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			rel, err := filepath.Rel(dir, path)
			if err != nil {
				return err
			}
			files = append(files, rel)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", dir, err)
	}
	sort.Strings(files)
	return files, nil
}

// sameFile reports whether b exists with a's bytes; its error wraps
// fs.ErrNotExist when b does not exist.
func sameFile(a, b string) (bool, error) {
	if _, err := os.Lstat(b); err != nil {
		return false, err
	}
	x, err := os.ReadFile(a)
	if err != nil {
		return false, fmt.Errorf("read %s: %w", a, err)
	}
	y, err := os.ReadFile(b)
	if err != nil {
		return false, fmt.Errorf("read %s: %w", b, err)
	}
	return bytes.Equal(x, y), nil
}

// moveFile renames from to to, or copies and then removes it when a
// rename cannot (another disk).
func moveFile(from, to string) error {
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return fmt.Errorf("make %s: %w", filepath.Dir(to), err)
	}
	if err := os.Rename(from, to); err == nil {
		return nil
	}
	data, err := os.ReadFile(from)
	if err != nil {
		return fmt.Errorf("read %s: %w", from, err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", to, err)
	}
	if err := os.Remove(from); err != nil {
		return fmt.Errorf("remove %s after copying it: %w", from, err)
	}
	return nil
}

// removeEmpty removes dir and the folders in it that hold no file.
func removeEmpty(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if e.IsDir() {
			removeEmpty(filepath.Join(dir, e.Name()))
		}
	}
	os.Remove(dir) // fails, as it should, while anything is left
}
