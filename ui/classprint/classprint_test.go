package classprint

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/dealform"
	"github.com/decknamen/decknamen/ui/internal/uitest"
)

// poppler runs one of poppler-utils' programs (make test installs them).
func poppler(t testing.TB, name string, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		t.Fatalf("%s is missing: apt-get install poppler-utils (make test installs it)", name)
	}
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return string(out)
}

func pages(t testing.TB, file string) int {
	t.Helper()
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)$`).FindStringSubmatch(poppler(t, "pdfinfo", file))
	if m == nil {
		t.Fatalf("%s: pdfinfo shows no page count", file)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// shippedDeal deals from the shipped decks the way the app does (the app's
// own path is checked against the PDF in package ui).
func shippedDeal(c dealform.Choice, seed uint64) (game.Setup, error) {
	var decks []game.Deck
	infos, err := assets.Decks()
	if err != nil {
		return game.Setup{}, err
	}
	for _, id := range c.Decks {
		for _, info := range infos {
			if info.ID() == id {
				d, err := assets.LoadDeck(info)
				if err != nil {
					return game.Setup{}, err
				}
				decks = append(decks, d)
			}
		}
	}
	if c.Pictures {
		d, err := assets.LoadPictureDeck(c.PictureDeck)
		if err != nil {
			return game.Setup{}, err
		}
		decks = append(decks, d)
	}
	return game.Deal(game.DealOptions{Seed: seed, Size: c.Size, Decks: decks})
}

type fixture struct {
	win    fyne.Window
	tr     *translations.Translator
	dir    string
	opened []string
	seeds  []uint64
	kept   string // the folder Remember was given
}

// openDialog opens the dialog in lang on the test driver, writing into a
// fresh folder.
func openDialog(t testing.TB, lang string, current dealform.Choice, deal func(dealform.Choice, uint64) (game.Setup, error)) (*form, *fixture) {
	t.Helper()
	test.NewTempApp(t)
	tr, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	fx := &fixture{win: test.NewWindow(nil), tr: tr, dir: t.TempDir()}
	fx.win.Resize(fyne.NewSize(900, 800))
	next := uint64(0)
	f := open(Options{Tr: tr, Win: fx.win, Current: current, Deal: deal,
		Decks: func() []dealform.Deck {
			return []dealform.Deck{{Name: "Deutsch", ID: "de"}, {Name: "Nederlands", ID: "nl"}, {Name: "English", ID: "en"}}
		},
		Seed: func() uint64 { // repeats a number once: the dialog must skip it
			next++
			s := 1000 + next/2*7919
			fx.seeds = append(fx.seeds, s)
			return s
		},
		Folder:     func() (string, error) { return fx.dir, nil },
		Remember:   func(dir string) { fx.kept = dir },
		OpenFolder: func(dir string) { fx.opened = append(fx.opened, dir) }})
	return f, fx
}

func (fx *fixture) pdfs(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(fx.dir, "*.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	return files
}

var words = dealform.Choice{Words: true, Size: game.Size5x5, Decks: []string{"de"}}

// The number of groups must be 1 to 12: anything else is explained in the
// user's language and writes nothing; 12 writes a PDF.
func TestGroupsMustBeOneToTwelve(t *testing.T) {
	f, fx := openDialog(t, "de", words, shippedDeal)
	for _, bad := range []string{"0", "13", "-2", "zwei", "", "1.5"} {
		f.groups.SetText(bad)
		test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), "PDF erstellen"))
		if !strings.Contains(f.errLabel.Text, "Zahl der Gruppen") || !strings.Contains(f.errLabel.Text, "12") {
			t.Errorf("%q groups: message %q, want the German groups message", bad, f.errLabel.Text)
		}
		if got := fx.pdfs(t); len(got) != 0 {
			t.Fatalf("%q groups wrote %v", bad, got)
		}
	}
	f.groups.SetText("12")
	test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), "PDF erstellen"))
	if got := fx.pdfs(t); len(got) != 1 {
		t.Fatalf("12 groups: files %v (message %q)", got, f.errLabel.Text)
	}
}

// One PDF with a cover and a board and a key card per group; every group
// has its own game number, and the dialog then offers to open the folder.
func TestWritesACoverAndTwoPagesPerGroup(t *testing.T) {
	for _, groups := range []int{1, 3, 5} {
		f, fx := openDialog(t, "de", words, shippedDeal)
		f.groups.SetText(strconv.Itoa(groups))
		test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), "PDF erstellen"))
		files := fx.pdfs(t)
		if len(files) != 1 {
			t.Fatalf("%d groups: files %v (message %q)", groups, files, f.errLabel.Text)
		}
		if !regexp.MustCompile(`Decknamen-Klassensatz-\d{4}-\d\d-\d\d-1\.pdf$`).MatchString(files[0]) {
			t.Errorf("file name %s", files[0])
		}
		if got, want := pages(t, files[0]), 1+2*groups; got != want {
			t.Errorf("%d groups: %d pages, want %d", groups, got, want)
		}
		cover := poppler(t, "pdftotext", "-f", "1", "-l", "1", "-layout", files[0], "-")
		numbers := map[string]bool{}
		for _, m := range regexp.MustCompile(`Gruppe \d+\s+(\d+)`).FindAllStringSubmatch(cover, -1) {
			numbers[m[1]] = true
		}
		if len(numbers) != groups {
			t.Errorf("%d groups: the cover shows %d different game numbers:\n%s", groups, len(numbers), cover)
		}
		uitest.TapDialogButton(t, fx.win, "Ordner öffnen")
		if len(fx.opened) != 1 || fx.opened[0] != fx.dir {
			t.Errorf("Open folder opened %v, want %s", fx.opened, fx.dir)
		}
	}
}

// A second class set on the same day gets a new file: nothing is overwritten.
func TestASecondClassSetKeepsTheFirst(t *testing.T) {
	f, fx := openDialog(t, "en", words, shippedDeal)
	test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), "Make PDF"))
	first := fx.pdfs(t)
	uitest.TapDialogButton(t, fx.win, "OK")
	f2 := open(f.o)
	test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), "Make PDF"))
	if got := fx.pdfs(t); len(first) != 1 || len(got) != 2 {
		t.Fatalf("files %v then %v (message %q)", first, got, f2.errLabel.Text)
	}
}

// The cover says in the user's language what the boards were dealt with.
func TestCoverDescribesTheChoice(t *testing.T) {
	c := dealform.Choice{Words: true, Pictures: true, Size: game.Size5x4, Decks: []string{"nl"}, PictureDeck: assets.FantasyPicturesID,
		Variants: game.Variants{AssassinEnd: true}}
	f, fx := openDialog(t, "nl", c, shippedDeal)
	f.groups.SetText("2")
	if got := f.choice(); got.PictureDeck != assets.FantasyPicturesID || !got.Words || !got.Pictures || got.Size != game.Size5x4 {
		t.Fatalf("the dialog reads %+v from %+v", got, c)
	}
	test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), "Pdf maken"))
	files := fx.pdfs(t)
	if len(files) != 1 {
		t.Fatalf("files %v (message %q)", files, f.errLabel.Text)
	}
	cover := strings.Join(strings.Fields(poppler(t, "pdftotext", "-f", "1", "-l", "1", files[0], "-")), " ")
	for _, want := range []string{"Woorden en plaatjes 5 × 4", "Woordstapels: Nederlands", "Fantasieplaatjes", "Varianten: " + fx.tr.T("variant.assassinEnd", nil)} {
		if !strings.Contains(cover, want) {
			t.Errorf("the cover lacks %q:\n%s", want, cover)
		}
	}
}

// Too few cards for the board: a translated message with the figures, no
// engine text, no file, and the dialog stays open with the choice.
func TestTooFewCardsSaysSoInTheUsersLanguage(t *testing.T) {
	tiny := func(c dealform.Choice, seed uint64) (game.Setup, error) {
		deck := game.Deck{ID: "tiny", Kind: game.WordCard, Cards: strings.Fields("Apfel Birne Kirsche Pflaume Traube")}
		return game.Deal(game.DealOptions{Seed: seed, Size: c.Size, Decks: []game.Deck{deck}})
	}
	f, fx := openDialog(t, "de", words, tiny)
	test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), "PDF erstellen"))
	want := "Die gewählten Stapel haben nur 5 verschiedene Karten, ein Spielfeld braucht 25."
	if !strings.HasPrefix(f.errLabel.Text, want) {
		t.Errorf("message %q, want it to start with %q", f.errLabel.Text, want)
	}
	if strings.Contains(f.errLabel.Text, "not enough") || len(fx.pdfs(t)) != 0 || !uitest.DialogOpen(fx.win) {
		t.Errorf("message %q, files %v, dialog open %v", f.errLabel.Text, fx.pdfs(t), uitest.DialogOpen(fx.win))
	}
}

// A folder that cannot be written to: a translated message naming it;
// nothing is written, nothing half-written stays, the dialog stays open.
func TestUnwritableFolderSaysSoInTheUsersLanguage(t *testing.T) {
	f, fx := openDialog(t, "nl", words, shippedDeal)
	notADir := filepath.Join(fx.dir, "een-bestand")
	if err := os.WriteFile(notADir, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	f.o.Folder = func() (string, error) { return notADir, nil }
	test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), "Pdf maken"))
	want := "De pdf kon niet worden opgeslagen in de map „" + notADir + "”."
	if !strings.HasPrefix(f.errLabel.Text, want) {
		t.Errorf("message %q, want it to start with %q", f.errLabel.Text, want)
	}
	if got := fx.pdfs(t); len(got) != 0 || !uitest.DialogOpen(fx.win) {
		t.Errorf("files %v, dialog open %v", got, uitest.DialogOpen(fx.win))
	}
	f.o.Folder = func() (string, error) { return fx.dir, nil } // the same choice, a good folder: it works
	test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), "Pdf maken"))
	if got := fx.pdfs(t); len(got) != 1 {
		t.Errorf("after choosing a good folder: files %v (message %q)", got, f.errLabel.Text)
	}
}

// Word decks are offered only when the board has words, picture decks only
// when it has pictures; a pictures-only choice carries no word decks.
func TestDecksFollowTheKindOfCards(t *testing.T) {
	f, _ := openDialog(t, "en", words, shippedDeal)
	decks, pictures := f.decks.Group, f.cards.Pictures
	if decks.Disabled() || !pictures.Disabled() {
		t.Fatalf("words: decks disabled %v, pictures disabled %v", decks.Disabled(), pictures.Disabled())
	}
	f.cards.Kind.SetSelected(f.cards.Kind.Options[1])
	if !decks.Disabled() || pictures.Disabled() || f.cards.Size.Selected != "5 × 4" {
		t.Fatalf("pictures: decks disabled %v, pictures disabled %v, size %s", decks.Disabled(), pictures.Disabled(), f.cards.Size.Selected)
	}
	if c := f.choice(); c.Words || len(c.Decks) != 0 || c.PictureDeck == "" {
		t.Errorf("pictures-only choice %+v", c)
	}
}

// DefaultFolder is the XDG documents folder when the desktop names one.
func TestDefaultFolderIsTheDocumentsFolder(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	if got, err := DefaultFolder(); err != nil || got != home {
		t.Errorf("no documents folder: %q, %v; want the home folder", got, err)
	}
	docs := filepath.Join(home, "Dokumente")
	os.MkdirAll(filepath.Join(home, ".config"), 0o755)
	os.Mkdir(docs, 0o755)
	os.WriteFile(filepath.Join(home, ".config", "user-dirs.dirs"), []byte("XDG_DESKTOP_DIR=\"$HOME/Schreibtisch\"\nXDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n"), 0o644)
	if got, err := DefaultFolder(); err != nil || got != docs {
		t.Errorf("German desktop: %q, %v; want %s", got, err, docs)
	}
}
