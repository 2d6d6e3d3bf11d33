package uitest

import (
	"errors"
	"io"
	"path"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
)

// BrowserRepo stands in for Fyne's IndexedDB repository of the web build
// (internal/repository/indexdb_wasm.go), with its quirks: every Read
// hands over as much of the whole entry as fits, from its beginning, with
// io.EOF; every Write stores the entry at once; folders are entries whose
// children name them as parent; Move is Fyne's generic copy and delete.
type BrowserRepo struct {
	mu    sync.Mutex
	data  map[string][]byte
	dirs  map[string]bool
	moves int
}

// BrowserStorage registers a fresh BrowserRepo for a scheme of its own
// and returns its root as the web build's app has it (idbfile:///fyne/,
// with the slash).
func BrowserStorage(t *testing.T) (fyne.URI, *BrowserRepo) {
	t.Helper()
	r := &BrowserRepo{data: map[string][]byte{}, dirs: map[string]bool{"/": true}}
	scheme := "idbtest" + strings.Map(func(r rune) rune { // a scheme of the test's own
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, strings.ToLower(t.Name()))
	repository.Register(scheme, r)
	root, err := storage.ParseURI(scheme + ":///fyne/")
	if err != nil {
		t.Fatal(err)
	}
	return root, r
}

// Moves counts the moves asked of the repository.
func (r *BrowserRepo) Moves() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.moves
}

// Entry is the stored entry at path.
func (r *BrowserRepo) Entry(path string) ([]byte, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	d, ok := r.data[path]
	return d, ok
}

// IsFolder reports whether path was made a folder.
func (r *BrowserRepo) IsFolder(path string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.dirs[path]
}

func (r *BrowserRepo) Exists(u fyne.URI) (bool, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	_, ok := r.data[u.Path()]
	return ok || r.dirs[u.Path()], nil
}

func (r *BrowserRepo) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	return &browserEntry{r: r, u: u}, nil
}

func (r *BrowserRepo) CanRead(u fyne.URI) (bool, error) { return r.Exists(u) }
func (r *BrowserRepo) Destroy(string)                   {}

func (r *BrowserRepo) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.data, u.Path())
	return &browserEntry{r: r, u: u}, nil
}

func (r *BrowserRepo) CanWrite(u fyne.URI) (bool, error) { return !r.dirs[u.Path()], nil }

func (r *BrowserRepo) Delete(u fyne.URI) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.data, u.Path())
	delete(r.dirs, u.Path())
	return nil
}

func (r *BrowserRepo) CanList(u fyne.URI) (bool, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.dirs[u.Path()], nil
}

func (r *BrowserRepo) List(u fyne.URI) ([]fyne.URI, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []fyne.URI
	for p := range r.data {
		if path.Dir(p) == u.Path() {
			c, err := storage.ParseURI(u.Scheme() + "://" + p)
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
	}
	return out, nil
}

func (r *BrowserRepo) CreateListable(u fyne.URI) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.dirs[u.Path()] = true
	return nil
}

func (r *BrowserRepo) Parent(u fyne.URI) (fyne.URI, error) { return repository.GenericParent(u) }
func (r *BrowserRepo) Child(u fyne.URI, c string) (fyne.URI, error) {
	return repository.GenericChild(u, c)
}

func (r *BrowserRepo) Move(src, dst fyne.URI) error {
	r.mu.Lock()
	r.moves++
	r.mu.Unlock()
	return repository.GenericMove(src, dst)
}

// browserEntry reads and writes one entry the way the IndexedDB one does.
type browserEntry struct {
	r *BrowserRepo
	u fyne.URI
}

func (e *browserEntry) URI() fyne.URI { return e.u }
func (e *browserEntry) Close() error  { return nil }

func (e *browserEntry) Read(p []byte) (int, error) {
	e.r.mu.Lock()
	defer e.r.mu.Unlock()
	d, ok := e.r.data[e.u.Path()]
	if !ok {
		return 0, errors.New("idbfile undefined")
	}
	return copy(p, d), io.EOF
}

func (e *browserEntry) Write(p []byte) (int, error) {
	e.r.mu.Lock()
	defer e.r.mu.Unlock()
	e.r.data[e.u.Path()] = append(e.r.data[e.u.Path()], p...)
	return len(p), nil
}
