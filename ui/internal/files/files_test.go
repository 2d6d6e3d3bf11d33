package files

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/decknamen/decknamen/game"
)

func TestAHugeFileInTheSaveFolderIsReadOnlyInPartAndKeptWhole(t *testing.T) {
	dir := t.TempDir()
	huge := make([]byte, 5<<20)
	for i := range huge {
		huge[i] = ' '
	}
	if err := os.WriteFile(filepath.Join(dir, "current-game.json"), huge, 0o644); err != nil {
		t.Fatal(err)
	}
	var seen int
	kept, err := ReadKeepingDamaged(dir, "current-game.json", "damaged-game", func(data []byte) error {
		seen = len(data)
		_, err := game.Load(data)
		return err
	})
	if err == nil || seen != MaxStoredFile {
		t.Fatalf("decode saw %d bytes (error %v), want the first %d and an error", seen, err, MaxStoredFile)
	}
	if fi, serr := os.Stat(kept); serr != nil || fi.Size() != int64(len(huge)) {
		t.Fatalf("the file should be kept whole as %q: %v", kept, serr)
	}
}
