package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/encoding/charmap"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/wordlists"
)

func classWords(n int) string {
	var w []string
	for i := range n {
		w = append(w, fmt.Sprintf("Vokabel%d", i))
	}
	return strings.Join(w, "\n")
}

// dialogText joins every label of the topmost dialog.
func dialogText(a *App) string {
	var parts []string
	walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			parts = append(parts, l.Text)
		}
	})
	return strings.Join(parts, "\n")
}

func TestABadWordListFileGetsAClearMessageAndNothingIsSaved(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 1})
	for name, tc := range map[string]struct {
		data []byte
		want string
	}{
		"empty":   {nil, "enthält keine Wörter"},
		"binary":  {[]byte("PK\x03\x04\x00\x00binary"), "keine Textdatei"},
		"too few": {[]byte("Hund\nKatze\nMaus"), "nur 3 verschiedene Wörter"},
		"large":   {[]byte(strings.Repeat("Wort\n", 300_000)), "größer als 1024 KB"},
	} {
		a.wordLists().Import("liste.txt", tc.data, nil)
		if got := dialogText(a); !strings.Contains(got, tc.want) {
			t.Errorf("%s: message %q does not say %q", name, got, tc.want)
		}
		tapDialogButton(t, a, "OK")
		if n := len(a.lists().All()); n != 0 {
			t.Fatalf("%s: %d lists saved", name, n)
		}
	}
}

func TestAnImportedWordListIsNamedKeptAndDealt(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "nl", Seed: 1})
	data, _ := charmap.Windows1252.NewEncoder().Bytes([]byte("Kaas\r\nKaas\r\nZeeën\r\n" + classWords(25)))
	changed := false
	a.wordLists().Import("klas 5b.csv", data, func(string) { changed = true })
	summary := dialogText(a)
	for _, want := range []string{"27 woorden gevonden (Windows-1252)", "1 woord kwam dubbel voor"} {
		if !strings.Contains(summary, want) {
			t.Fatalf("summary %q lacks %q", summary, want)
		}
	}
	tapDialogButton(t, a, a.tr.T("lists.save", nil))
	lists := a.lists().All()
	if !changed || len(lists) != 1 || lists[0].Name != "klas 5b" || lists[0].Language != game.Dutch || lists[0].Words[1] != "Zeeën" {
		t.Fatalf("saved %+v", lists)
	}
	// A restart finds it again, and a new game can be dealt from it alone.
	b := New(fyne.CurrentApp(), Options{Lang: "nl", Seed: 2, DataDir: a.opts.DataDir})
	choice := dealChoice{Words: true, Size: game.Size5x5, Decks: []string{customPrefix + lists[0].ID}}
	if err := b.deal(choice, 9, false); err != nil {
		t.Fatal(err)
	}
	for _, c := range b.board.Game().Setup().Cards {
		if !strings.HasPrefix(c.Text, "Vokabel") && c.Text != "Kaas" && c.Text != "Zeeën" {
			t.Fatalf("card %q is not from the class list", c.Text)
		}
	}
	if b.deckLanguage() != game.Dutch {
		t.Fatal("the clue checker should use the list's language")
	}
}

func TestWordListsCanBeViewedRenamedAndDeleted(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 1})
	a.wordLists().Import("animals.txt", []byte(classWords(30)), nil)
	tapDialogButton(t, a, a.tr.T("lists.save", nil))
	changes := 0
	a.wordLists().Show(func() { changes++ })
	tapDialogButton(t, a, a.tr.T("lists.rename", nil))
	var entry *widget.Entry
	walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok {
			entry = e
		}
	})
	entry.SetText("Animals 4a")
	tapDialogButton(t, a, a.tr.T("lists.save", nil))
	if l := a.lists().All(); l[0].Name != "Animals 4a" || changes != 1 {
		t.Fatalf("rename: %+v, %d changes", l, changes)
	}
	tapDialogButton(t, a, a.tr.T("lists.delete", nil))
	tapDialogButton(t, a, a.tr.T("lists.delete", nil)) // confirm
	if n := len(a.lists().All()); n != 0 || changes != 2 {
		t.Fatalf("%d lists after delete", n)
	}
}

func TestTheNewGameDialogOffersTheImportedLists(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 1})
	if err := os.MkdirAll(a.lists().Folder.URI().Path(), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := a.lists().Save(wordlists.List{ID: "list-1", Name: "Klasse 7", Language: game.German, Words: strings.Split(classWords(25), "\n")}); err != nil {
		t.Fatal(err)
	}
	a.showNewGame()
	var decks *widget.CheckGroup
	walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.CheckGroup); ok {
			decks = c
		}
	})
	decks.SetSelected([]string{"Klasse 7 (eigene Liste)"})
	tapDialogButton(t, a, a.tr.T("newGame.start", nil))
	if a.choice.Decks[0] != customPrefix+"list-1" || !strings.HasPrefix(a.board.Game().Card(0).Text, "Vokabel") {
		t.Fatalf("dealt from %v", a.choice.Decks)
	}
}

func TestTheImportButtonOpensTheFileDialogWithTheAppsOwnLabels(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "nl", Seed: 1})
	a.showNewGame()
	tapDialogButton(t, a, a.tr.T("lists.import", nil))
	var labels []string
	walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok {
			labels = append(labels, b.Text)
		}
	})
	joined := strings.Join(labels, "|")
	if !strings.Contains(joined, "Importeren") || !strings.Contains(joined, "Annuleren") {
		t.Fatalf("file dialog buttons %q lack the Dutch labels", joined)
	}
}

func TestAnOversizedFileAmongTheStoredListsIsSkippedAndLeftAlone(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "en", Seed: 1})
	a.wordLists().Import("animals.txt", []byte(classWords(30)), nil)
	tapDialogButton(t, a, a.tr.T("lists.save", nil))
	// A JSON list padded past wordlists.MaxFile: valid, but no list of ours.
	big := `{"id":"big","name":"Big","language":"en","words":["a"]}` + strings.Repeat(" ", wordlists.MaxFile)
	path := filepath.Join(a.lists().Folder.URI().Path(), "big.json")
	if err := os.WriteFile(path, []byte(big), 0o644); err != nil {
		t.Fatal(err)
	}
	if l := a.lists().All(); len(l) != 1 || l[0].Name != "animals" {
		t.Fatalf("lists %+v, want only the imported one", l)
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() != int64(len(big)) {
		t.Fatal("the oversized file should be left as it was")
	}
}

// Issue 20 item 15: the import's chooser opens where the last imported
// list was, also after the app starts again (the folder is a setting),
// and at home when that folder is gone.
func TestTheImportChooserOpensInTheFolderOfTheLastImport(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 1})
	dir := filepath.Join(t.TempDir(), "Klasse 7b")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	shown := func() string {
		defer func() {
			for a.win.Canvas().Overlays().Top() != nil {
				a.win.Canvas().Overlays().Remove(a.win.Canvas().Overlays().Top())
			}
		}()
		var path string
		walk(a.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, string(filepath.Separator)) && path == "" {
				path = l.Text
			}
		})
		return path
	}
	home, _ := os.UserHomeDir()
	a.wordLists().ChooseFile(a.win, nil)
	if got := shown(); got != home {
		t.Fatalf("the first import opens in %q, want the home folder %q", got, home)
	}
	a.wordLists().Remember(dir)                           // what picking a file there does (ui/wordlists tests it)
	again := &App{settings: settings{a.fa.Preferences()}} // as after a restart: only the settings carry over
	if got := again.settings.folder(prefImportDir); got != dir {
		t.Fatalf("remembered folder %q, want %q", got, dir)
	}
	a.wordLists().ChooseFile(a.win, nil)
	if got := shown(); got != dir {
		t.Fatalf("the next import opens in %q, want %q", got, dir)
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	a.wordLists().ChooseFile(a.win, nil)
	if got := shown(); got != home {
		t.Fatalf("with the folder deleted the import opens in %q, want %q", got, home)
	}
}
