package appdata

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestTheFirstStartAfterTheUpdateMovesTheOldFolderWhole(t *testing.T) {
	root := t.TempDir()
	old, now := filepath.Join(root, OldID), filepath.Join(root, ID)
	write(t, old, map[string]string{"current-game.json": "game", "current-kodeknacker.json": "kk", "preferences.json": "{}", "wordlists/klasse 5b.txt": "Apfel"})
	m, err := Move(old, now)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"current-game.json", "current-kodeknacker.json", "preferences.json", filepath.Join("wordlists", "klasse 5b.txt")}
	if !reflect.DeepEqual(m.Files, want) || len(m.Kept) != 0 {
		t.Fatalf("moved %v, kept %v; want %v moved", m.Files, m.Kept, want)
	}
	if read(t, filepath.Join(now, "current-game.json")) != "game" || read(t, filepath.Join(now, "wordlists", "klasse 5b.txt")) != "Apfel" {
		t.Fatal("the files did not arrive with their contents")
	}
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Fatalf("the old folder is still there: %v", err)
	}
	// The next start finds nothing more to move.
	if m, err := Move(old, now); err != nil || m.Any() {
		t.Fatalf("second start: %+v, %v", m, err)
	}
}

func TestWhenBothFoldersHoldAFileOfTheSameNameBothAreKept(t *testing.T) {
	root := t.TempDir()
	old, now := filepath.Join(root, OldID), filepath.Join(root, ID)
	write(t, old, map[string]string{"current-game.json": "old game", "preferences.json": "same", "wordlists/a.txt": "A", "wordlists/b.txt": "old B"})
	write(t, now, map[string]string{"current-game.json": "new game", "preferences.json": "same", "wordlists/b.txt": "new B"})
	m, err := Move(old, now)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{filepath.Join("wordlists", "a.txt")}; !reflect.DeepEqual(m.Files, want) {
		t.Fatalf("moved %v, want %v", m.Files, want)
	}
	if want := []string{"current-game.json", filepath.Join("wordlists", "b.txt")}; !reflect.DeepEqual(m.Kept, want) {
		t.Fatalf("kept %v, want %v", m.Kept, want)
	}
	for path, text := range map[string]string{
		filepath.Join(old, "current-game.json"): "old game", filepath.Join(now, "current-game.json"): "new game",
		filepath.Join(old, "wordlists", "b.txt"): "old B", filepath.Join(now, "wordlists", "b.txt"): "new B",
		filepath.Join(now, "wordlists", "a.txt"): "A", filepath.Join(now, "preferences.json"): "same",
	} {
		if got := read(t, path); got != text {
			t.Errorf("%s holds %q, want %q", path, got, text)
		}
	}
	// The identical copy is gone from the old folder, the rest stays.
	if _, err := os.Stat(filepath.Join(old, "preferences.json")); !os.IsNotExist(err) {
		t.Errorf("the identical preferences.json is still in the old folder: %v", err)
	}
}

func TestWithoutAnOldFolderNothingHappens(t *testing.T) {
	root := t.TempDir()
	m, err := Move(filepath.Join(root, OldID), filepath.Join(root, ID))
	if err != nil || m.Any() {
		t.Fatalf("%+v, %v", m, err)
	}
	if _, err := os.Stat(filepath.Join(root, ID)); !os.IsNotExist(err) {
		t.Fatal("Move made a new folder with nothing to move")
	}
}

func TestTheFoldersAreFynesOnThisSystem(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "/x/config")
	old, now, ok := Folders()
	if !ok {
		t.Skip("no folder of app folders on this system")
	}
	if filepath.Base(old) != OldID || filepath.Base(now) != ID || filepath.Dir(old) != filepath.Dir(now) || filepath.Base(filepath.Dir(now)) != "fyne" {
		t.Fatalf("folders %s and %s", old, now)
	}
}

// The ID is one and the same in FyneApp.toml, the .desktop file (its name
// and icon), the AppStream metadata and the Windows installer's keys.
func TestEveryPackageNamesTheAppByTheSameID(t *testing.T) {
	for file, want := range map[string][]string{
		"../../FyneApp.toml":                        {`ID = "` + ID + `"`},
		"../../.ci/package/" + ID + ".desktop":      {"Icon=" + ID + "\n"},
		"../../.ci/package/" + ID + ".metainfo.xml": {"<id>" + ID + "</id>", `<launchable type="desktop-id">` + ID + ".desktop</launchable>", "<id>" + OldID + "</id>"},
		"../../.ci/package/decknamen.nsi":           {`!define APPID "` + ID + `"`, `Uninstall\${APPID}"`, `"Software\${APPID}"`},
		"../../.ci/package-deb.sh":                  {"icons/hicolor/scalable/apps/" + ID + ".svg"},
	} {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range want {
			if !strings.Contains(string(b), w) {
				t.Errorf("%s does not say %q", file, w)
			}
		}
	}
}
