package files

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/uitest"
)

// folders are the two kinds of storage the app meets: a folder on disk
// (the desktop) and the browser's.
func folders(t *testing.T) map[string]Folder {
	test.NewTempApp(t)
	b, _ := uitest.BrowserStorage(t)
	return map[string]Folder{"disk": Dir(t.TempDir()), "browser": NewFolder(b)}
}

// big is an entry larger than one first read, so that its read takes the
// second, whole buffer.
func big() []byte { return bytes.Repeat([]byte("Zwerg, Nachtigall; "), 10000) }

func TestWrittenEntriesReadBackWholeOnDiskAndInTheBrowser(t *testing.T) {
	for kind, f := range folders(t) {
		for _, data := range [][]byte{[]byte(`{"a":1}`), big(), {}} {
			if err := f.Write("current-game.json", data); err != nil {
				t.Fatalf("%s: write: %v", kind, err)
			}
			got, err := f.ReadAtMost("current-game.json", 1<<20)
			if err != nil || !bytes.Equal(got, data) {
				t.Fatalf("%s: read %d bytes (%v), want the %d written", kind, len(got), err, len(data))
			}
		}
		if _, err := f.ReadAtMost("missing.json", 100); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: a missing entry: %v, want fs.ErrNotExist", kind, err)
		}
		names, err := f.Names(".json")
		if err != nil || strings.Join(names, ",") != "current-game.json" {
			t.Errorf("%s: names %v (%v), want only current-game.json: no temporary entry left", kind, names, err)
		}
	}
}

func TestTheBrowserStorageIsWrittenInOnePutNeverMovedByCopying(t *testing.T) {
	test.NewTempApp(t)
	root, r := uitest.BrowserStorage(t)
	if err := NewFolder(root).Sub("wordlists").Write("list-1.json", big()); err != nil {
		t.Fatal(err)
	}
	if r.Moves() != 0 {
		t.Errorf("%d moves: Fyne's generic move copies one read buffer only", r.Moves())
	}
	if got, _ := r.Entry("/fyne/wordlists/list-1.json"); len(got) != len(big()) {
		t.Errorf("stored %d bytes, want %d", len(got), len(big()))
	}
	if !r.IsFolder("/fyne") || !r.IsFolder("/fyne/wordlists") {
		t.Error("/fyne and /fyne/wordlists should be made, for listing")
	}
}

func TestADesktopFolderWrittenWithPlainFilesStillLoads(t *testing.T) {
	test.NewTempApp(t)
	dir := t.TempDir()
	words := make([]string, 30)
	for i := range words {
		words[i] = fmt.Sprintf("Wort%d", i)
	}
	setup, err := game.Deal(game.DealOptions{Seed: 7, Size: game.Size5x5, Decks: []game.Deck{{ID: "w", Kind: game.WordCard, Cards: words}}})
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	saved, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "current-game.json"), saved, 0o644); err != nil {
		t.Fatal(err)
	}
	var loaded *game.Game
	kept, err := NewFolder(storage.NewFileURI(dir)).ReadKeepingDamaged("current-game.json", "damaged-game", func(b []byte) (err error) {
		loaded, err = game.Load(b)
		return err
	})
	if err != nil || kept != "" || loaded == nil || loaded.Setup().Seed != 7 {
		t.Fatalf("loaded %v, kept %q, error %v", loaded, kept, err)
	}
}

func TestADamagedEntryIsKeptAsideAndNamed(t *testing.T) {
	for kind, f := range folders(t) {
		if err := f.Write("current-game.json", []byte("{not a game")); err != nil {
			t.Fatal(err)
		}
		for i := range 2 { // the second in the same second gets a name of its own
			if i == 1 {
				if err := f.Write("current-game.json", []byte("{again")); err != nil {
					t.Fatal(err)
				}
			}
			kept, err := f.ReadKeepingDamaged("current-game.json", "damaged-game", func(b []byte) error {
				_, err := game.Load(b)
				return err
			})
			if !errors.Is(err, game.ErrNotASave) {
				t.Errorf("%s: error %v, want game.ErrNotASave", kind, err)
			}
			name := filepath.Base(kept)
			if !strings.HasPrefix(name, "damaged-game-") || !strings.HasSuffix(name, ".json") {
				t.Fatalf("%s: kept as %q, want damaged-game-<time>.json", kind, kept)
			}
			if kind == "disk" && kept != filepath.Join(filepath.FromSlash(f.URI().Path()), name) {
				t.Errorf("disk: kept %q should be the file's path", kept)
			}
			if kind == "browser" && kept != name {
				t.Errorf("browser: kept %q should be the entry's name alone (no path exists there)", kept)
			}
			if data, err := f.ReadAtMost(name, 100); err != nil || !strings.HasPrefix(string(data), "{") {
				t.Errorf("%s: the damaged entry is not kept: %q, %v", kind, data, err)
			}
		}
		if names, _ := f.Names(".json"); len(names) != 2 {
			t.Errorf("%s: entries %v, want the two damaged ones and no current game", kind, names)
		}
	}
}

func TestAHugeEntryIsReadOnlyInPartRefusedAndNotLost(t *testing.T) {
	huge := bytes.Repeat([]byte(" "), 5<<20)
	for kind, f := range folders(t) {
		if err := f.Write("current-game.json", huge); err != nil {
			t.Fatal(err)
		}
		var seen int
		kept, err := f.ReadKeepingDamaged("current-game.json", "damaged-game", func(data []byte) error {
			seen = len(data)
			_, err := game.Load(data)
			return err
		})
		if err == nil || seen != MaxStoredFile {
			t.Fatalf("%s: decode saw %d bytes (error %v), want the first %d and an error", kind, seen, err, MaxStoredFile)
		}
		left, rerr := f.ReadAtMost(filepath.Base(kept), 6<<20)
		if rerr != nil || len(left) != len(huge) {
			t.Errorf("%s: kept as %q with %d bytes (%v), want it whole", kind, kept, len(left), rerr)
		}
	}
}

func TestEntriesAreListedByExtensionAndDeleted(t *testing.T) {
	for kind, f := range folders(t) {
		lists := f.Sub("wordlists")
		if names, err := lists.Names(".json"); err != nil || len(names) != 0 {
			t.Errorf("%s: a folder not yet made: %v, %v", kind, names, err)
		}
		for _, n := range []string{"b.json", "a.json", "notes.txt"} {
			if err := lists.Write(n, []byte("[]")); err != nil {
				t.Fatal(err)
			}
		}
		if names, err := lists.Names(".json"); err != nil || strings.Join(names, ",") != "a.json,b.json" {
			t.Errorf("%s: names %v (%v)", kind, names, err)
		}
		if err := lists.Delete("a.json"); err != nil {
			t.Fatal(err)
		}
		if names, _ := lists.Names(".json"); strings.Join(names, ",") != "b.json" {
			t.Errorf("%s: after delete: %v", kind, names)
		}
		var fe *Error
		if err := Dir(filepath.Join(t.TempDir(), "gone")).Delete("x.json"); !errors.As(err, &fe) || fe.Name != "x.json" {
			t.Errorf("%s: deleting a missing entry: %v, want an *Error naming x.json", kind, err)
		}
	}
}
