//go:build !js

package wordlists

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/ui/internal/uitest"
)

// Item 13: the import's file chooser speaks the app's language: no
// "(Parent)", no "Home"; it lists folders and word-list files only, and
// hands the picked file to the import.
func TestTheImportsFileChooserSpeaksTheAppsLanguage(t *testing.T) {
	m, win := newManager(t, "de")
	dir := t.TempDir()
	for name, body := range map[string]string{"tiere.txt": strings.Repeat("Wort\n", 3), "B.CSV": "a;b", "bild.png": "x", ".versteckt.txt": "x"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "Klasse 7"), 0o755); err != nil {
		t.Fatal(err)
	}
	var got string
	c := showChooser(m.Tr, win, dir, func(path string) { got = path })
	top := win.Canvas().Overlays().Top()
	all := uitest.Labels(top)
	for _, want := range []string{"Einen Ordner höher", "Persönlicher Ordner", "Importieren", "Abbrechen"} {
		if !strings.Contains(all, want) {
			t.Errorf("chooser lacks %q: %q", want, all)
		}
	}
	for _, not := range []string{"Parent", "Home", "Cancel", "Open"} {
		if strings.Contains(all, not) {
			t.Errorf("chooser shows English %q: %q", not, all)
		}
	}
	if names := c.Names(); strings.Join(names, ",") != "Klasse 7,B.CSV,tiere.txt" {
		t.Fatalf("entries %v", names)
	}
	c.Select(2)
	test.Tap(uitest.FindButton(t, top, "Importieren"))
	if got != filepath.Join(dir, "tiere.txt") {
		t.Fatalf("picked %q", got)
	}
	c2 := showChooser(m.Tr, win, dir, func(string) {})
	c2.Select(0)
	if c2.Dir() != filepath.Join(dir, "Klasse 7") || !strings.Contains(uitest.Labels(win.Canvas().Overlays().Top()), m.Tr.T("files.none", nil)) {
		t.Fatalf("opening a folder: in %q", c2.Dir())
	}
}

// Issue 20 item 15: picking a file remembers its folder, and the next
// chooser opens there.
func TestPickingAFileRemembersItsFolderForTheNextImport(t *testing.T) {
	m, win := newManager(t, "de")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "tiere.txt"), []byte(strings.Repeat("Wort\n", 3)), 0o644); err != nil {
		t.Fatal(err)
	}
	var kept string
	m.Folder = func() string { return kept }
	m.Remember = func(d string) { kept = d }
	c := m.chooseIn(win, dir, nil)
	c.Select(0)
	test.Tap(uitest.FindButton(t, win.Canvas().Overlays().Top(), "Importieren"))
	if kept != dir {
		t.Fatalf("remembered %q, want %q", kept, dir)
	}
	for win.Canvas().Overlays().Top() != nil {
		win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
	}
	m.ChooseFile(win, nil)
	if all := uitest.Labels(win.Canvas().Overlays().Top()); !strings.Contains(all, dir) {
		t.Fatalf("the next chooser shows %q, not %q", all, dir)
	}
}
