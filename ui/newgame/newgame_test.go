package newgame

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/uitest"
)

// fixture opens the dialog with two shipped decks (500 words each) and a
// players' list of 24 words; the test may change the options first.
type fixture struct {
	t     *testing.T
	tr    *translations.Translator
	win   fyne.Window
	decks []Deck
	dealt *Choice
	opts  Options
}

func newFixture(t *testing.T, lang string) *fixture {
	test.NewTempApp(t)
	tr, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, tr: tr, win: test.NewWindow(nil)}
	f.win.Resize(fyne.NewSize(900, 900))
	f.decks = []Deck{{Name: "Standard", ID: "de"}, {Name: "Klassik", ID: "en"}, {Name: "Klasse 7", ID: "custom:k7"}}
	sizes := map[string]int{"de": 500, "en": 500, "custom:k7": 24}
	f.opts = Options{Tr: tr, Win: f.win, Current: Choice{Words: true, Size: game.Size5x5, Decks: []string{"de"}},
		Decks:    func() []Deck { return f.decks },
		Pictures: []Deck{{Name: "Fantasiebilder", ID: "pictures-fantasy"}, {Name: "Einfache Bilder", ID: "pictures"}},
		Cards: func(c Choice) int {
			n := 0
			if c.Words {
				for _, id := range c.Decks {
					n += sizes[id]
				}
			}
			if c.Pictures {
				n += 200
			}
			return n
		},
		Import: func(done func(string)) {}, Manage: func(func()) {}, Rules: func(string) {},
		Deal: func(c Choice, _ uint64, _ bool) error { f.dealt = &c; return nil },
		Seed: func() uint64 { return 7 }}
	return f
}

func (f *fixture) show() fyne.CanvasObject {
	Show(f.opts)
	return f.win.Canvas().Overlays().Top()
}

func visibleText(o fyne.CanvasObject) string {
	var out []string
	uitest.Walk(o, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() {
			out = append(out, l.Text)
		}
	})
	return strings.Join(out, "|")
}

func findCheck(t *testing.T, o fyne.CanvasObject, text string) *widget.Check {
	t.Helper()
	var found *widget.Check
	uitest.Walk(o, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == text {
			found = c
		}
	})
	if found == nil {
		t.Fatalf("no check box %q", text)
	}
	return found
}

func findRadio(t *testing.T, o fyne.CanvasObject, option string) *widget.RadioGroup {
	t.Helper()
	var found *widget.RadioGroup
	uitest.Walk(o, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok && found == nil && slices.Contains(r.Options, option) {
			found = r
		}
	})
	if found == nil {
		t.Fatalf("no radio group offers %q", option)
	}
	return found
}

func deckGroup(t *testing.T, o fyne.CanvasObject) *widget.CheckGroup {
	t.Helper()
	var found *widget.CheckGroup
	uitest.Walk(o, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.CheckGroup); ok {
			found = c
		}
	})
	if found == nil {
		t.Fatal("no deck choice")
	}
	return found
}

// Item 16: ticking the assassin end unticks co-op (and back), and a note
// beside the options says why.
func TestUntickingAVariantSaysWhy(t *testing.T) {
	f := newFixture(t, "de")
	dlg := f.show()
	coop := findCheck(t, dlg, f.tr.T("variant.coOp", nil))
	assassin := findCheck(t, dlg, f.tr.T("variant.assassinEnd", nil))
	test.Tap(coop)
	if strings.Contains(visibleText(dlg), f.tr.T("newGame.coOpOffNote", nil)) {
		t.Fatal("a note before anything was unticked")
	}
	test.Tap(assassin)
	if coop.Checked || !strings.Contains(visibleText(dlg), f.tr.T("newGame.coOpOffNote", nil)) {
		t.Fatalf("co-op unticked silently: %q", visibleText(dlg))
	}
	test.Tap(coop)
	if assassin.Checked || !strings.Contains(visibleText(dlg), f.tr.T("newGame.assassinOffNote", nil)) {
		t.Fatalf("assassin end unticked silently: %q", visibleText(dlg))
	}
}

// Item 16: on a pictures-only board the word decks cannot be ticked, and
// the dialog says why; the picture decks are off for a words-only board.
func TestWordDecksAreOffOnAPicturesOnlyBoard(t *testing.T) {
	f := newFixture(t, "de")
	dlg := f.show()
	decks := deckGroup(t, dlg)
	pics := findRadio(t, dlg, "Fantasiebilder")
	if decks.Disabled() || !pics.Disabled() {
		t.Fatal("a words board: decks on, picture decks off")
	}
	findRadio(t, dlg, f.tr.T("newGame.words", nil)).SetSelected(f.tr.T("newGame.pictures", nil))
	if !decks.Disabled() || pics.Disabled() || !strings.Contains(visibleText(dlg), f.tr.T("newGame.noWordsNote", nil)) {
		t.Fatalf("pictures only: decks disabled %v, note %q", decks.Disabled(), visibleText(dlg))
	}
	findRadio(t, dlg, f.tr.T("newGame.words", nil)).SetSelected(f.tr.T("newGame.mixed", nil))
	if decks.Disabled() || pics.Disabled() {
		t.Fatal("a mixed board uses both")
	}
}

// Item 16: a list imported from the dialog is ticked at once.
func TestAJustImportedListIsTicked(t *testing.T) {
	f := newFixture(t, "en")
	f.opts.Import = func(done func(string)) {
		f.decks = append(f.decks, Deck{Name: "Birds (own list)", ID: "custom:birds"})
		done("custom:birds")
	}
	dlg := f.show()
	test.Tap(uitest.FindButton(t, dlg, f.tr.T("lists.import", nil)))
	if got := deckGroup(t, dlg).Selected; !slices.Contains(got, "Birds (own list)") || !slices.Contains(got, "Standard") {
		t.Fatalf("ticked %v after the import", got)
	}
}

// Item 17: a choice of 24 words is not offered the 5×5 board; the note
// says why, and more decks bring 5×5 back.
func TestOnlyTheSizesTheDecksCanFillAreOffered(t *testing.T) {
	f := newFixture(t, "de")
	f.opts.Current.Decks = []string{"custom:k7"}
	dlg := f.show()
	size := findRadio(t, dlg, "5 × 4")
	if slices.Contains(size.Options, "5 × 5") || size.Selected != "5 × 4" {
		t.Fatalf("24 words: sizes %v, selected %q", size.Options, size.Selected)
	}
	want := f.tr.T("newGame.sizeTooFew", map[string]any{"Size": "5 × 5", "Need": 25, "Have": 24})
	if !strings.Contains(visibleText(dlg), want) {
		t.Fatalf("no reason given: %q", visibleText(dlg))
	}
	test.Tap(uitest.FindButton(t, dlg, f.tr.T("newGame.start", nil)))
	if f.dealt == nil || f.dealt.Size != game.Size5x4 {
		t.Fatalf("dealt %+v, want 5×4", f.dealt)
	}
	deckGroup(t, dlg).SetSelected([]string{"Klasse 7", "Standard"})
	if !slices.Contains(size.Options, "5 × 5") || strings.Contains(visibleText(dlg), want) {
		t.Fatal("enough words should offer 5 × 5 again")
	}
}

// Item 17: a refused deal is explained in the player's language, without
// the engine's English.
func TestARefusedDealIsExplainedInThePlayersLanguage(t *testing.T) {
	f := newFixture(t, "nl")
	f.opts.Deal = func(Choice, uint64, bool) error { return &game.NotEnoughCardsError{Have: 24, Need: 25} }
	dlg := f.show()
	test.Tap(uitest.FindButton(t, dlg, f.tr.T("newGame.start", nil)))
	text := visibleText(dlg)
	if !strings.Contains(text, "24") || strings.Contains(text, "not enough") || strings.Contains(text, "the decks hold") {
		t.Fatalf("message %q", text)
	}
}
