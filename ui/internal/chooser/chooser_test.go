package chooser

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/uitest"
)

// texts are the visible labels, entries and buttons under o.
func texts(o fyne.CanvasObject) string {
	var out []string
	uitest.Walk(o, func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Label:
			if w.Visible() {
				out = append(out, w.Text)
			}
		case *widget.Button:
			out = append(out, w.Text)
		case *answerButton:
			out = append(out, w.Text)
		}
	})
	return strings.Join(out, "|")
}

// saveFixture is a German Save chooser at a fresh folder with a subfolder
// "Klasse 7b", proposing "Vorschlag.pdf".
type saveFixture struct {
	win    fyne.Window
	dir    string
	c      *Chooser
	writes []string
	done   []string
	fail   error // what the next write returns (nil: it writes "neu")
}

func openSave(t *testing.T) *saveFixture {
	t.Helper()
	test.NewTempApp(t)
	tr, err := translations.New("de")
	if err != nil {
		t.Fatal(err)
	}
	fx := &saveFixture{win: test.NewWindow(nil), dir: t.TempDir()}
	fx.win.Resize(fyne.NewSize(900, 700))
	if err := os.Mkdir(filepath.Join(fx.dir, "Klasse 7b"), 0o755); err != nil {
		t.Fatal(err)
	}
	o := Options{Tr: tr, Parent: fx.win, Dir: fx.dir, Title: "Klassensatz speichern", Confirm: "Speichern",
		Match: func(name string) bool { return strings.EqualFold(filepath.Ext(name), ".pdf") }}
	fx.c = Save(o, "Vorschlag.pdf", ".pdf", func(path string) error {
		fx.writes = append(fx.writes, path)
		if fx.fail != nil {
			return fx.fail
		}
		return WriteFile(path, []byte("neu"))
	}, func(path string) { fx.done = append(fx.done, path) })
	return fx
}

// typeAndSave types name into the name entry and presses Enter in it.
func (fx *saveFixture) typeAndSave(name string) {
	fx.c.save.name.SetText(name)
	fx.c.save.name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// key presses k on whatever has the keyboard focus.
func (fx *saveFixture) key(k fyne.KeyName) {
	if f := fx.win.Canvas().Focused(); f != nil {
		f.TypedKey(&fyne.KeyEvent{Name: k})
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	return string(data)
}

// Save writes into the folder chosen in the list, under the name typed;
// the name entry starts with the proposed name.
func TestSaveWritesWhereChosenUnderTheTypedName(t *testing.T) {
	fx := openSave(t)
	if got := fx.c.save.name.Text; got != "Vorschlag.pdf" {
		t.Errorf("the name entry starts with %q, want the proposed name", got)
	}
	if names := fx.c.Names(); strings.Join(names, ",") != "Klasse 7b" {
		t.Fatalf("entries %v", names)
	}
	fx.c.Select(0)
	chosen := filepath.Join(fx.dir, "Klasse 7b")
	if fx.c.Dir() != chosen {
		t.Fatalf("the chooser shows %q after a click on the folder", fx.c.Dir())
	}
	fx.c.save.name.SetText("Schach-AG.pdf")
	uitest.TapDialogButton(t, fx.win, "Speichern")
	want := filepath.Join(chosen, "Schach-AG.pdf")
	if got := read(t, want); got != "neu" || len(fx.done) != 1 || fx.done[0] != want {
		t.Fatalf("%s holds %q; done %v", want, got, fx.done)
	}
	if uitest.DialogOpen(fx.win) {
		t.Error("the chooser stays open after a good save")
	}
	if left, _ := filepath.Glob(filepath.Join(chosen, ".*")); len(left) != 0 {
		t.Errorf("left behind: %v", left)
	}
}

// A name without the extension gets it; one with it, in any case, keeps
// its own; a dot elsewhere in the name is no extension.
func TestSaveAddsTheExtensionWhenMissing(t *testing.T) {
	for typed, want := range map[string]string{"Schach-AG": "Schach-AG.pdf", "Bericht.PDF": "Bericht.PDF",
		"Klasse 7.b": "Klasse 7.b.pdf", "  Platz  ": "Platz.pdf"} {
		fx := openSave(t)
		fx.typeAndSave(typed)
		path := filepath.Join(fx.dir, want)
		if len(fx.writes) != 1 || fx.writes[0] != path || read(t, path) != "neu" {
			t.Errorf("typed %q: wrote %v, want %s", typed, fx.writes, path)
		}
	}
}

// An existing file is replaced only when the user says so: "no" keeps the
// old file and the chooser open; "replace" writes the new one.
func TestReplacingAFileAsksFirst(t *testing.T) {
	fx := openSave(t)
	old := filepath.Join(fx.dir, "Schach-AG.pdf")
	if err := os.WriteFile(old, []byte("alt"), 0o644); err != nil {
		t.Fatal(err)
	}
	fx.c.cd(fx.dir)
	fx.typeAndSave("Schach-AG")
	question := texts(fx.win.Canvas().Overlays().Top())
	if !strings.Contains(question, "„Schach-AG.pdf“ gibt es in diesem Ordner schon") {
		t.Fatalf("no question before replacing: %q", question)
	}
	if !strings.Contains(question, "Nicht ersetzen") {
		t.Fatalf("the question lacks its no: %q", question)
	}
	fx.key(fyne.KeyReturn) // Enter answers no: the highlighted default
	if got := read(t, old); got != "alt" || len(fx.writes) != 0 || len(fx.done) != 0 {
		t.Fatalf("after no: file %q, writes %v, done %v", got, fx.writes, fx.done)
	}
	if !strings.Contains(texts(fx.win.Canvas().Overlays().Top()), "Dateiname:") {
		t.Fatal("the chooser closed after no")
	}
	fx.typeAndSave("Schach-AG")
	fx.key(fyne.KeyEscape) // so does Esc
	if got := read(t, old); got != "alt" || len(fx.writes) != 0 {
		t.Fatalf("after Esc: file %q, writes %v", got, fx.writes)
	}
	fx.c.Select(1) // the file: its name becomes the name to save under
	if fx.c.save.name.Text != "Schach-AG.pdf" {
		t.Fatalf("a click on the file sets the name %q", fx.c.save.name.Text)
	}
	uitest.TapDialogButton(t, fx.win, "Speichern")
	uitest.TapDialogButton(t, fx.win, "Ersetzen")
	if got := read(t, old); got != "neu" || len(fx.done) != 1 {
		t.Fatalf("after replace: file %q, done %v", got, fx.done)
	}
}

// A folder that is gone or may not be written to is explained in German
// in the chooser, which stays open; nothing is left in the folder.
func TestAnUnwritableFolderIsExplainedInGerman(t *testing.T) {
	fx := openSave(t)
	gone := filepath.Join(fx.dir, "Klasse 7b")
	fx.c.Select(0)
	if err := os.Remove(gone); err != nil { // the USB stick is pulled
		t.Fatal(err)
	}
	fx.typeAndSave("Schach-AG")
	all := texts(fx.win.Canvas().Overlays().Top())
	if want := "Die Datei ließ sich im Ordner „" + gone + "“ nicht speichern. Dort wurde nichts verändert."; !strings.Contains(all, want) {
		t.Errorf("vanished folder: %q lacks %q", all, want)
	}
	if len(fx.done) != 0 || !strings.Contains(all, "Dateiname:") {
		t.Errorf("done %v; the chooser must stay open", fx.done)
	}
	fx.c.cd(fx.dir)
	fx.fail = &fs.PathError{Op: "open", Path: filepath.Join(fx.dir, "x.pdf"), Err: fs.ErrPermission}
	fx.typeAndSave("Schach-AG")
	all = texts(fx.win.Canvas().Overlays().Top())
	if want := "Im Ordner „" + fx.dir + "“ darfst du nicht speichern."; !strings.Contains(all, want) {
		t.Errorf("no permission: %q lacks %q", all, want)
	}
	if names, _ := os.ReadDir(fx.dir); len(names) != 0 || len(fx.done) != 0 {
		t.Errorf("left in the folder: %v, done %v", names, fx.done)
	}
}

// Every label of the Save chooser and its replace question is German: no
// "Home", no "Parent", no English button.
func TestSaveLabelsInGermanHaveNoEnglish(t *testing.T) {
	fx := openSave(t)
	all := texts(fx.win.Canvas().Overlays().Top())
	for _, want := range []string{"Einen Ordner höher", "Persönlicher Ordner", "Ordner:", "Dateiname:", "Speichern", "Abbrechen"} {
		if !strings.Contains(all, want) {
			t.Errorf("chooser lacks %q: %q", want, all)
		}
	}
	if err := os.WriteFile(filepath.Join(fx.dir, "alt.pdf"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	fx.typeAndSave("alt")
	all += "|" + texts(fx.win.Canvas().Overlays().Top())
	all = strings.ReplaceAll(all, fx.dir, "") // the test's own folder name is English
	for _, not := range []string{"Home", "Parent", "Cancel", "Save", "File", "Replace", "Yes", "No"} {
		if strings.Contains(all, not) {
			t.Errorf("chooser shows English %q: %q", not, all)
		}
	}
}

// No name, or a name with a path in it, is said and writes nothing; a
// folder's name opens that folder.
func TestBadNamesAreSaidAndFolderNamesOpen(t *testing.T) {
	fx := openSave(t)
	for typed, want := range map[string]string{"  ": "Gib einen Namen für die Datei ein.", "a/b": "darf kein „/“", `..`: "darf kein „/“"} {
		fx.typeAndSave(typed)
		if all := texts(fx.win.Canvas().Overlays().Top()); !strings.Contains(all, want) || len(fx.writes) != 0 {
			t.Errorf("typed %q: %q lacks %q; writes %v", typed, all, want, fx.writes)
		}
	}
	fx.typeAndSave("Klasse 7b")
	if fx.c.Dir() != filepath.Join(fx.dir, "Klasse 7b") || fx.c.save.name.Text != "Vorschlag.pdf" || len(fx.writes) != 0 {
		t.Errorf("typing a folder's name: in %q, name %q, writes %v", fx.c.Dir(), fx.c.save.name.Text, fx.writes)
	}
}

// Up one folder and the home folder move the chooser.
func TestUpAndHomeMoveTheChooser(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("USERPROFILE", home)
	fx := openSave(t)
	fx.c.Select(0)
	uitest.TapDialogButton(t, fx.win, "Einen Ordner höher")
	if fx.c.Dir() != fx.dir {
		t.Errorf("up: in %q, want %q", fx.c.Dir(), fx.dir)
	}
	uitest.TapDialogButton(t, fx.win, "Persönlicher Ordner")
	if fx.c.Dir() != home {
		t.Errorf("home: in %q, want %q", fx.c.Dir(), home)
	}
}

// Esc in the name entry closes the chooser like Cancel: nothing written.
func TestEscInTheNameClosesTheChooser(t *testing.T) {
	fx := openSave(t)
	if fx.win.Canvas().Focused() != fx.c.save.name {
		t.Fatal("the name entry does not have the keyboard focus")
	}
	fx.key(fyne.KeyEscape)
	if uitest.DialogOpen(fx.win) || len(fx.writes) != 0 {
		t.Errorf("after Esc: chooser open %v, writes %v", uitest.DialogOpen(fx.win), fx.writes)
	}
}

// WriteFile leaves no file behind when it cannot write, and writes a
// readable file (0644) when it can.
func TestWriteFileLeavesNothingHalfWritten(t *testing.T) {
	dir := t.TempDir()
	err := WriteFile(filepath.Join(dir, "fehlt", "a.pdf"), []byte("x"))
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("writing into a missing folder: %v", err)
	}
	path := filepath.Join(dir, "a.pdf")
	if err := WriteFile(path, []byte("x")); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	st, _ := os.Stat(path)
	if len(entries) != 1 || st.Mode().Perm() != 0o644 {
		t.Errorf("folder holds %v, mode %v", entries, st.Mode())
	}
}

// openFixture is a German Open chooser for .txt files at a fresh folder
// with a subfolder and two files.
func openFixture(t *testing.T) (*Chooser, fyne.Window, string, *string) {
	t.Helper()
	test.NewTempApp(t)
	tr, err := translations.New("de")
	if err != nil {
		t.Fatal(err)
	}
	win := test.NewWindow(nil)
	win.Resize(fyne.NewSize(900, 700))
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "Klasse 7"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"a.txt", "b.txt"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := new(string)
	c := Open(Options{Tr: tr, Parent: win, Dir: dir, Title: "Öffnen", Confirm: "Importieren",
		Match: func(n string) bool { return strings.HasSuffix(n, ".txt") }}, func(p string) { *got = p })
	return c, win, dir, got
}

// rows are the list's rows on screen, in order.
func rows(win fyne.Window) []*entryRow {
	var out []*entryRow
	uitest.Walk(win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if r, ok := o.(*entryRow); ok && r.Visible() {
			out = append(out, r)
		}
	})
	return out
}

// rowOf is the row showing entry i.
func rowOf(t *testing.T, win fyne.Window, i int) *entryRow {
	t.Helper()
	for _, r := range rows(win) {
		if r.index == i {
			return r
		}
	}
	t.Fatalf("no row for entry %d", i)
	return nil
}

// openNested is openFixture with a folder "Gruppe 1" in "Klasse 7", at the
// place of the row that opened "Klasse 7".
func openNested(t *testing.T) (*Chooser, fyne.Window, string, *string) {
	t.Helper()
	c, win, dir, got := openFixture(t)
	if err := os.Mkdir(filepath.Join(dir, "Klasse 7", "Gruppe 1"), 0o755); err != nil {
		t.Fatal(err)
	}
	return c, win, dir, got
}

// clock is a chooser's clock that the test moves on.
type clock struct{ t time.Time }

func (k *clock) now() time.Time       { return k.t }
func (k *clock) wait(d time.Duration) { k.t = k.t.Add(d) }

// withClock gives c a clock the test moves on, and a window that draws a
// click's result at once.
func withClock(c *Chooser) *clock {
	k := &clock{t: time.Unix(1e9, 0)}
	c.now = k.now
	c.drawn = func(f func()) { f() }
	return k
}

// click taps entry i's row.
func click(t *testing.T, win fyne.Window, i int) { t.Helper(); test.Tap(rowOf(t, win, i)) }

// Issue 20 item 15: a double click on a file opens it, a double click on
// a folder shows it, as in any file dialog.
func TestADoubleClickOnAFileOpensIt(t *testing.T) {
	c, win, dir, got := openFixture(t)
	k := withClock(c)
	click(t, win, 2) // b.txt
	k.wait(100 * time.Millisecond)
	click(t, win, 2)
	if *got != filepath.Join(dir, "b.txt") {
		t.Fatalf("a double click on b.txt opened %q", *got)
	}
	c2, win2, dir2, got2 := openNested(t)
	k2 := withClock(c2)
	click(t, win2, 0) // Klasse 7
	k2.wait(100 * time.Millisecond)
	click(t, win2, 0) // the double click's second half lands on Gruppe 1, and opens nothing
	if c2.Dir() != filepath.Join(dir2, "Klasse 7") || *got2 != "" {
		t.Fatalf("a double click on a folder: in %q, opened %q", c2.Dir(), *got2)
	}
	k2.wait(time.Second)
	click(t, win2, 0) // a click of its own on Gruppe 1 opens it
	if c2.Dir() != filepath.Join(dir2, "Klasse 7", "Gruppe 1") {
		t.Fatalf("a click on Gruppe 1 a second after the double click: in %q", c2.Dir())
	}
}

// Two clicks on a file further apart than a double click, or on two
// different files, only pick.
func TestClicksThatAreNoDoubleClickOnlyPick(t *testing.T) {
	c, win, dir, got := openFixture(t)
	k := withClock(c)
	click(t, win, 1) // a.txt
	k.wait(time.Second)
	click(t, win, 1)
	k.wait(100 * time.Millisecond)
	click(t, win, 2) // b.txt
	if *got != "" {
		t.Fatalf("slow clicks and clicks on two files opened %q", *got)
	}
	k.wait(100 * time.Millisecond)
	click(t, win, 2)
	if *got != filepath.Join(dir, "b.txt") {
		t.Fatalf("then a quick second click on b.txt opened %q", *got)
	}
}

// Where drawing a frame is slow (software rendering), the double click's
// time starts when the first click's result is on screen: a second click
// before that, or within the double-click time after it, is the double
// click's.
func TestADoubleClickCountsFromWhenTheFirstClickWasDrawn(t *testing.T) {
	c, win, dir, got := openFixture(t)
	k := withClock(c)
	var frame []func()
	c.drawn = func(f func()) { frame = append(frame, f) }
	click(t, win, 2) // b.txt
	k.wait(700 * time.Millisecond)
	for _, f := range frame {
		f() // drawn 0.7 s after the click
	}
	k.wait(200 * time.Millisecond)
	click(t, win, 2)
	if *got != filepath.Join(dir, "b.txt") {
		t.Fatalf("a second click 0.2 s after a slow frame opened %q", *got)
	}
	c2, win2, dir2, got2 := openNested(t)
	k2 := withClock(c2)
	c2.drawn = func(func()) {} // not drawn yet
	click(t, win2, 0)          // Klasse 7
	k2.wait(time.Second)
	click(t, win2, 0) // Gruppe 1, under the pointer
	if c2.Dir() != filepath.Join(dir2, "Klasse 7") || *got2 != "" {
		t.Fatalf("a second click before the folder was drawn: in %q, opened %q", c2.Dir(), *got2)
	}
}

// A click on a folder opens it at once. A row that were fyne.DoubleTappable
// would get its click only after the double-click time, and lose it when
// the next click lands elsewhere first: the folder clicked, then the name
// entry, then Enter saved into the folder before.
func TestAClickOnAFolderOpensItAtOnce(t *testing.T) {
	fx := openSave(t)
	var r fyne.CanvasObject = rowOf(t, fx.win, 0)
	if _, ok := r.(fyne.DoubleTappable); ok {
		t.Fatal("the chooser's rows are fyne.DoubleTappable: the toolkit holds their clicks back")
	}
	test.Tap(r.(fyne.Tappable)) // Klasse 7b
	fx.typeAndSave("Gruppe 1")
	if want := filepath.Join(fx.dir, "Klasse 7b", "Gruppe 1.pdf"); len(fx.writes) != 1 || fx.writes[0] != want {
		t.Fatalf("a folder clicked, then a name typed and Enter: wrote %v, want %s", fx.writes, want)
	}
}

// Issue 20 item 15: Enter opens the picked file, or the entry the arrow
// keys moved to.
func TestEnterOpensThePickedOrHighlightedFile(t *testing.T) {
	_, win, dir, got := openFixture(t)
	test.Tap(rowOf(t, win, 1)) // a.txt: picked, and the list has the keyboard
	if f := win.Canvas().Focused(); f == nil {
		t.Fatal("a click on a row leaves the list without the keyboard")
	}
	win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if *got != filepath.Join(dir, "a.txt") {
		t.Fatalf("Enter after picking a.txt opened %q", *got)
	}
	c, win2, dir2, got2 := openFixture(t)
	win2.Canvas().Focus(c.list)
	for _, k := range []fyne.KeyName{fyne.KeyDown, fyne.KeyDown} { // Klasse 7 → a.txt → b.txt
		c.list.TypedKey(&fyne.KeyEvent{Name: k})
	}
	c.list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if *got2 != filepath.Join(dir2, "b.txt") {
		t.Fatalf("Enter after two arrow-downs opened %q", *got2)
	}
}
