package wordlists

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/files"
	"github.com/decknamen/decknamen/ui/internal/uitest"
)

func newManager(t *testing.T, lang string) (Manager, fyne.Window) {
	test.NewTempApp(t)
	tr, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	win := test.NewWindow(nil)
	win.Resize(fyne.NewSize(900, 700))
	ask := func(title, yes, no string, content fyne.CanvasObject, _ fyne.Size, _, _ func()) {
		dialog.NewCustom(title, yes, content, win).Show()
	}
	return Manager{Tr: tr, Win: win, Store: Store{Folder: files.Dir(t.TempDir())}, Ask: ask}, win
}

// Item 20: the import summary names the lines read as Windows-1252 and the
// entries left out as unreadable, in the player's language.
func TestTheImportSummaryReportsWindows1252LinesAndUnreadableEntries(t *testing.T) {
	m, win := newManager(t, "nl")
	var lines []string
	for i := range 24 {
		lines = append(lines, "woord"+string(rune('a'+i)))
	}
	data := []byte(strings.Join(lines, "\n") + "\nK\xe4se\nbl\xef\xbf\xbdd\n") // line 25 in Windows-1252, line 26 holds U+FFFD
	m.Import("lijst.txt", data, nil)
	all := uitest.Labels(win.Canvas().Overlays().Top())
	if want := m.Tr.N("lists.windows1252", 1, map[string]any{"Lines": "25"}); !strings.Contains(all, want) {
		t.Errorf("summary %q lacks %q", all, want)
	}
	if want := m.Tr.N("lists.unreadable", 1, map[string]any{"Words": "bl\ufffdd"}); !strings.Contains(all, want) {
		t.Errorf("summary %q lacks %q", all, want)
	}
}

// Issue 20 item 14: the summary says which separator split the lines,
// names the one- and two-letter entries a separator inside a word makes
// ("a;b;c"), and warns about entries too long to read even on two lines.
func TestTheImportSummaryNamesSeparatorsShortEntriesAndIllegibleOnes(t *testing.T) {
	for _, lang := range []string{"de", "nl", "en"} {
		m, win := newManager(t, lang)
		var lines []string
		for i := range 22 {
			lines = append(lines, "Wort"+string(rune('a'+i)))
		}
		lines = append(lines, "a;b;c", "Eis\tCreme", "Donaudampfschifffahrtsgesellschaft", "Brandenburger Tor")
		m.Import("liste.txt", []byte(strings.Join(lines, "\n")), nil)
		all := uitest.Labels(win.Canvas().Overlays().Top())
		seps := m.Tr.T("lists.sepSemicolon", nil) + ", " + m.Tr.T("lists.sepTab", nil)
		for _, want := range []string{
			m.Tr.T("lists.separators", map[string]any{"Seps": seps}),
			m.Tr.N("lists.short", 3, map[string]any{"Words": "a, b, c"}),
			m.Tr.N("lists.illegible", 1, map[string]any{"Words": "Donaudampfschifffahrtsgesellschaft"}),
		} {
			if !strings.Contains(all, want) {
				t.Errorf("%s: summary %q lacks %q", lang, all, want)
			}
		}
		win.Canvas().Overlays().Top().Hide()
		win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
		m.Import("liste.txt", []byte(strings.Join(lines[:22], "\n")+"\nEiscreme\nTor\nHaus\n"), nil)
		all = uitest.Labels(win.Canvas().Overlays().Top())
		if !strings.Contains(all, m.Tr.T("lists.oneALine", nil)) {
			t.Errorf("%s: one word a line: %q", lang, all)
		}
	}
}

func TestListsAreSavedListedAndDeletedThroughTheAppsStorage(t *testing.T) {
	m, _ := newManager(t, "en")
	s := m.Store
	for _, l := range []List{
		{ID: "list-2", Name: "zoo", Language: "en", Words: []string{"lion", "seal"}},
		{ID: "list-1", Name: "Animals", Language: "de", Words: []string{"Löwe"}},
	} {
		if err := s.Save(l); err != nil {
			t.Fatal(err)
		}
	}
	all := s.All()
	if len(all) != 2 || all[0].ID != "list-1" || all[1].Words[1] != "seal" {
		t.Fatalf("lists %+v, want Animals then zoo, whole", all)
	}
	if _, err := os.Stat(filepath.Join(s.Folder.URI().Path(), "list-2.json")); err != nil {
		t.Errorf("on the desktop a list is the file <id>.json, as before: %v", err)
	}
	if err := s.Delete("list-1"); err != nil {
		t.Fatal(err)
	}
	if l, ok := s.Get("list-1"); ok || len(s.All()) != 1 {
		t.Errorf("after delete: %+v still there", l)
	}
	if err := s.Delete("list-1"); err == nil || !strings.Contains(m.errorText(err, ""), "list-1.json") {
		t.Errorf("deleting a list that is gone: %v should name its file", err)
	}
}

func TestAFolderOfListsWrittenByEarlierVersionsStillLoads(t *testing.T) {
	test.NewTempApp(t)
	dir := t.TempDir()
	old := `{
 "id": "list-1700000000",
 "name": "Klasse 7",
 "language": "de",
 "words": ["Tafel", "Kreide", "Pause"]
}`
	if err := os.WriteFile(filepath.Join(dir, "list-1700000000.json"), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "save-123.tmp"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	l, ok := Store{Folder: files.Dir(dir)}.Get("list-1700000000")
	if !ok || l.Name != "Klasse 7" || len(l.Words) != 3 {
		t.Fatalf("the list written as a plain file: %+v, %v", l, ok)
	}
}
