// Package files keeps the app's own files safe in Fyne's storage (a
// folder on the desktop systems, the browser's IndexedDB in the web
// build): written atomically where the storage can rename (a new entry,
// then a move over the old one), read with a size limit, and a damaged
// entry is put aside and kept, never deleted.
package files

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
)

// MaxStoredFile is more than any file the app writes (the loaders refuse
// saves over 1 MB): ReadKeepingDamaged reads no more of an entry than
// this, so a huge entry in the app's folder cannot exhaust the memory.
const MaxStoredFile = 1<<20 + 1

// Error is a failed storage operation on one of the app's entries. It
// names the entry only (never a path: the browser has none), and wraps the
// storage's own error.
type Error struct {
	Op   string // "save", "read", "delete", "list" or "keep"
	Name string // the entry's name, e.g. current-game.json
	Err  error
}

func (e *Error) Error() string { return e.Op + " " + e.Name + ": " + e.Err.Error() }

// Unwrap returns the storage's error.
func (e *Error) Unwrap() error { return e.Err }

// Folder is a folder of the app's own files in Fyne's storage.
type Folder struct{ uri fyne.URI }

// NewFolder is the folder at u, typically fa.Storage().RootURI() or a
// folder below it.
func NewFolder(u fyne.URI) Folder {
	// The browser's root is idbfile:///fyne/, its entries' parent is
	// /fyne: the same URI without the slash, so that List finds them.
	if p := u.Path(); len(p) > 1 && strings.HasSuffix(p, "/") {
		if c, err := storage.Child(u, "x"); err == nil {
			if parent, err := storage.Parent(c); err == nil {
				u = parent
			}
		}
	}
	return Folder{uri: u}
}

// Dir is the folder on disk (NewFolder(storage.NewFileURI(dir))).
func Dir(dir string) Folder { return NewFolder(storage.NewFileURI(dir)) }

// URI is the folder's URI.
func (f Folder) URI() fyne.URI { return f.uri }

// OnDisk reports whether the folder is a folder of the file system, which
// the player can open (not the browser's storage).
func (f Folder) OnDisk() bool { return f.uri.Scheme() == "file" }

// Sub is the folder name below f (created when first written to).
func (f Folder) Sub(name string) Folder {
	u, err := storage.Child(f.uri, name)
	if err != nil {
		return Folder{uri: storage.NewURI(f.uri.String() + "/" + name)}
	}
	return Folder{uri: u}
}

// Shown is how the player finds the entry name: its path on the desktop,
// its name alone in the browser.
func (f Folder) Shown(name string) string {
	if f.OnDisk() {
		return filepath.Join(filepath.FromSlash(f.uri.Path()), name)
	}
	return name
}

// child is the URI of the entry name.
func (f Folder) child(name string) (fyne.URI, error) { return storage.Child(f.uri, name) }

// Write writes data as the entry name. On disk it writes a new entry and
// then moves it over the old one, so a crash never leaves half a file.
// Other storages move by copying, which is no safer than one write (and
// Fyne's IndexedDB copy goes through io.Copy, which its reader answers with
// one buffer at most), so there the entry is written at once: one put in
// the browser's IndexedDB.
func (f Folder) Write(name string, data []byte) error {
	wrap := func(err error) error { return &Error{Op: "save", Name: name, Err: err} }
	if err := makeFolder(f.uri); err != nil {
		return wrap(err)
	}
	dst, err := f.child(name)
	if err != nil {
		return wrap(err)
	}
	if !f.OnDisk() {
		if err := writeEntry(dst, data); err != nil {
			return wrap(err)
		}
		return nil
	}
	tmp, err := f.child(fmt.Sprintf("save-%016x.tmp", rand.Uint64()))
	if err != nil {
		return wrap(err)
	}
	if err := writeEntry(tmp, data); err != nil {
		_ = storage.Delete(tmp)
		return wrap(err)
	}
	if err := storage.Move(tmp, dst); err != nil {
		_ = storage.Delete(tmp)
		return wrap(err)
	}
	return nil
}

// writeEntry writes data to u in one Write.
func writeEntry(u fyne.URI, data []byte) error {
	w, err := storage.Writer(u)
	if err != nil {
		return err
	}
	_, werr := w.Write(data)
	return errors.Join(werr, w.Close())
}

// makeFolder creates u and the folders above it that are missing.
func makeFolder(u fyne.URI) error {
	ok, err := storage.Exists(u)
	if err != nil || ok {
		return err
	}
	if parent, err := storage.Parent(u); err == nil {
		if err := makeFolder(parent); err != nil {
			return err
		}
	}
	if err := storage.CreateListable(u); err != nil {
		if ok, _ := storage.Exists(u); !ok {
			return err
		}
	}
	return nil
}

// firstRead is the buffer of a first read: more than any save file, less
// than a big word list.
const firstRead = 64 << 10

// ReadAtMost reads up to n bytes of the entry name. A missing entry is an
// error that is fs.ErrNotExist.
func (f Folder) ReadAtMost(name string, n int) ([]byte, error) {
	u, err := f.child(name)
	if err == nil {
		var ok bool
		if ok, err = storage.Exists(u); err == nil && !ok {
			err = fs.ErrNotExist
		}
	}
	if err != nil {
		return nil, &Error{Op: "read", Name: name, Err: err}
	}
	// The browser's reader hands over the whole entry (as much as fits)
	// with io.EOF on every Read, starting again at its beginning; a file's
	// reader goes on where it stopped. A first small buffer that fills up
	// is read again whole, which is right for both.
	data, full, err := readInto(u, make([]byte, min(n, firstRead)))
	if err == nil && full && len(data) < n {
		data, _, err = readInto(u, make([]byte, n))
	}
	if err != nil {
		return nil, &Error{Op: "read", Name: name, Err: err}
	}
	if cap(data) > 2*len(data)+firstRead {
		data = bytes.Clone(data)
	}
	return data, nil
}

// readInto reads u into buf until it is full or the entry ends.
func readInto(u fyne.URI, buf []byte) (data []byte, full bool, err error) {
	r, err := storage.Reader(u)
	if err != nil {
		return nil, false, err
	}
	defer r.Close()
	n := 0
	for n < len(buf) {
		k, err := r.Read(buf[n:])
		n += k
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, false, err
		}
		if k == 0 {
			return nil, false, io.ErrNoProgress
		}
	}
	return buf[:n], n == len(buf), nil
}

// ReadKeepingDamaged reads the entry name and hands it to decode. A
// missing entry is no error (kept is "" and decode is not called). An entry
// that cannot be read or decoded is put aside as <prefix>-<time>.json, kept
// for the player, and how to find it (Shown) is returned with the error.
// When it cannot be put aside, kept shows its own name.
func (f Folder) ReadKeepingDamaged(name, prefix string, decode func([]byte) error) (kept string, err error) {
	data, err := f.ReadAtMost(name, MaxStoredFile)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err == nil {
		if err = decode(data); err == nil {
			return "", nil
		}
	} else {
		data = nil // not read whole
	}
	aside, kerr := f.keepAside(name, prefix, data)
	if kerr != nil {
		return f.Shown(name), err
	}
	return f.Shown(aside), err
}

// keepAside gives the entry name a new name <prefix>-<time>.json that no
// entry has. On disk it is renamed; elsewhere data, when it is the whole
// entry, is written under the new name before the old one is deleted.
func (f Folder) keepAside(name, prefix string, data []byte) (string, error) {
	src, err := f.child(name)
	if err != nil {
		return "", err
	}
	stamp := prefix + "-" + time.Now().Format("20060102-150405")
	for i := 1; i < 100; i++ {
		aside := stamp + ".json"
		if i > 1 {
			aside = fmt.Sprintf("%s-%d.json", stamp, i)
		}
		dst, err := f.child(aside)
		if err != nil {
			return "", err
		}
		if ok, err := storage.Exists(dst); err != nil {
			return "", err
		} else if ok {
			continue
		}
		if f.OnDisk() {
			return aside, storage.Move(src, dst)
		}
		if data == nil || len(data) >= MaxStoredFile {
			return "", &Error{Op: "keep", Name: name, Err: errors.New("not read whole")}
		}
		if err := writeEntry(dst, data); err != nil {
			return "", err
		}
		return aside, storage.Delete(src)
	}
	return "", &Error{Op: "keep", Name: name, Err: fs.ErrExist}
}

// Names lists the entries of the folder whose names end in ext, sorted. A
// folder that does not exist yet has none.
func (f Folder) Names(ext string) ([]string, error) {
	ok, err := storage.Exists(f.uri)
	if err != nil || !ok {
		return nil, err
	}
	us, err := storage.List(f.uri)
	if err != nil {
		return nil, &Error{Op: "list", Name: f.uri.Name(), Err: err}
	}
	var names []string
	for _, u := range us {
		if n := u.Name(); strings.HasSuffix(n, ext) {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names, nil
}

// Delete removes the entry name.
func (f Folder) Delete(name string) error {
	u, err := f.child(name)
	if err == nil {
		err = storage.Delete(u)
	}
	if err != nil {
		return &Error{Op: "delete", Name: name, Err: err}
	}
	return nil
}
