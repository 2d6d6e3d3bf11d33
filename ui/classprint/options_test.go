package classprint

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/classset"
	"github.com/decknamen/decknamen/ui/internal/dealform"
	"github.com/decknamen/decknamen/ui/internal/uitest"
)

// setCheck ticks or unticks the check box labelled text in the dialog.
func setCheck(t *testing.T, win fyne.Window, text string, on bool) {
	t.Helper()
	var found *widget.Check
	uitest.Walk(win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == text {
			found = c
		}
	})
	if found == nil {
		t.Fatalf("no check box %q in the dialog", text)
	}
	found.SetChecked(on)
}

// What the teacher sets in the dialog is what the PDF writer gets: the
// number of boards, each dealt from the chosen cards with its own game
// number, the paper, the cover's description and the pictures' captions
// in the user's language.
func TestTheDialogFillsTheWritersOptions(t *testing.T) {
	var got []classset.Options
	var dealt []dealform.Choice
	deal := func(c dealform.Choice, seed uint64) (game.Setup, error) {
		dealt = append(dealt, c)
		return shippedDeal(c, seed)
	}
	f, fx := openDialog(t, "de", words, deal)
	f.o.Write = func(w io.Writer, tr *translations.Translator, o classset.Options) error {
		got = append(got, o)
		_, err := w.Write([]byte("%PDF-1.4\n"))
		return err
	}
	f.groups.SetText(" 3 ")
	f.cards.Kind.SetSelected("Bilder")
	f.cards.Pictures.SetSelected("Fantasiebilder")
	f.paper.SetSelected("Letter")
	setCheck(t, fx.win, fx.tr.T("variant.penalty", nil), true)
	test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), "PDF erstellen"))
	if len(got) != 1 {
		t.Fatalf("the writer was called %d times (message %q)", len(got), f.errLabel.Text)
	}
	o := got[0]
	if len(o.Setups) != 3 || o.Paper != classset.Letter {
		t.Fatalf("%d boards on paper %v, want 3 on Letter", len(o.Setups), o.Paper)
	}
	want := dealform.Choice{Pictures: true, Size: game.Size5x4, PictureDeck: assets.FantasyPicturesID, Variants: game.Variants{Penalty: true}}
	seeds := map[uint64]bool{}
	for i, s := range o.Setups {
		seeds[s.Seed] = true
		if c := dealt[i]; c.Words || !c.Pictures || c.Size != want.Size || c.PictureDeck != want.PictureDeck || c.Variants != want.Variants || len(c.Decks) != 0 {
			t.Errorf("board %d dealt with %+v, want %+v", i+1, c, want)
		}
		if len(s.Cards) != 20 || !strings.HasPrefix(s.Cards[0].Text, "fantasy/") {
			t.Errorf("board %d: %d cards, the first %q; want 20 fantasy pictures", i+1, len(s.Cards), s.Cards[0].Text)
		}
	}
	if len(seeds) != 3 {
		t.Errorf("game numbers %v: want three different ones", seeds)
	}
	for _, part := range []string{"Bilder 5 × 4", "Fantasiebilder", fx.tr.T("variant.penalty", nil)} {
		if !strings.Contains(o.Settings, part) {
			t.Errorf("the cover's description %q lacks %q", o.Settings, part)
		}
	}
	name := o.Setups[0].Cards[0].Text
	if o.Picture == nil || o.Caption == nil || o.Caption(name) != assets.PictureCaption(name, "de") || o.Caption(name) == assets.PictureCaption(name, "en") {
		t.Errorf("picture %q: the caption is not the German one", name)
	}
}

// A PDF that cannot be made is explained in the user's language, without
// the writer's own (English) text, and nothing is saved.
func TestAFailedPDFIsExplainedInTheUsersLanguage(t *testing.T) {
	for lang, want := range map[string]string{"de": "Die PDF-Datei ließ sich nicht erstellen.", "nl": "De pdf kon niet worden gemaakt.", "en": "The PDF could not be made."} {
		f, fx := openDialog(t, lang, words, shippedDeal)
		f.o.Write = func(io.Writer, *translations.Translator, classset.Options) error {
			return errors.New("fpdf: font file broken")
		}
		test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), fx.tr.T("classprint.write", nil)))
		if !strings.HasPrefix(f.errLabel.Text, want) || strings.Contains(f.errLabel.Text, "fpdf") {
			t.Errorf("%s: message %q, want it to start with %q", lang, f.errLabel.Text, want)
		}
		if files := fx.pdfs(t); len(files) != 0 || !uitest.DialogOpen(fx.win) {
			t.Errorf("%s: files %v, dialog open %v", lang, files, uitest.DialogOpen(fx.win))
		}
	}
}

// saveAsName opens Save as… and returns the chooser's name entry, which
// has the keyboard focus, and the name it proposes.
func saveAsName(t *testing.T, fx *fixture, button string) (name interface{ SetText(string) }, proposed string) {
	t.Helper()
	test.Tap(uitest.FindButton(t, fx.win.Canvas().Overlays().Top(), button))
	name, ok := fx.win.Canvas().Focused().(interface{ SetText(string) })
	if !ok {
		t.Fatalf("the Save-as chooser's focus is on %T, not on a name entry", fx.win.Canvas().Focused())
	}
	uitest.Walk(fx.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if tx, ok := o.(*canvas.Text); ok && strings.HasSuffix(tx.Text, ".pdf") {
			proposed = tx.Text
		}
	})
	return name, proposed
}

// overlayTexts are the labels and buttons of win's topmost dialog.
func overlayTexts(fx *fixture) string {
	var out []string
	uitest.Walk(fx.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Label:
			out = append(out, w.Text)
		case *widget.Button:
			out = append(out, w.Text)
		}
	})
	return strings.Join(out, "|")
}

// Save as… opens the app's own chooser in the user's language (no "Home",
// no "(Parent)"), in the documents folder; a click on a folder there and a
// name typed without ".pdf" write the PDF exactly there, as <name>.pdf.
func TestSaveAsWritesThePDFWhereChosen(t *testing.T) {
	f, fx := openDialog(t, "de", words, shippedDeal)
	chosen := filepath.Join(fx.dir, "Klasse 7b")
	if err := os.Mkdir(chosen, 0o755); err != nil {
		t.Fatal(err)
	}
	f.groups.SetText("2")
	name, proposed := saveAsName(t, fx, "Speichern unter…")
	if !regexp.MustCompile(`^Decknamen-Klassensatz-\d{4}-\d\d-\d\d\.pdf$`).MatchString(proposed) {
		t.Errorf("suggested name %q", proposed)
	}
	all := strings.ReplaceAll(overlayTexts(fx), fx.dir, "")
	if !strings.Contains(all, "Persönlicher Ordner") || strings.Contains(all, "Home") || strings.Contains(all, "Parent") {
		t.Errorf("the Save-as chooser is not in German: %q", all)
	}
	uitest.Walk(fx.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if l, ok := o.(interface{ Select(widget.ListItemID) }); ok {
			l.Select(0) // Klasse 7b
		}
	})
	name.SetText("Schach-AG")
	uitest.TapDialogButton(t, fx.win, "Speichern")
	file := filepath.Join(chosen, "Schach-AG.pdf")
	if got := pages(t, file); got != 5 {
		t.Fatalf("%s: %d pages, want 5 (message %q)", file, got, f.errLabel.Text)
	}
	if others := fx.pdfs(t); len(others) != 0 {
		t.Errorf("Save as also wrote %v", others)
	}
	if fx.kept != chosen {
		t.Errorf("the next class set would open in %q, want %q (issue 20 item 15)", fx.kept, chosen)
	}
	uitest.TapDialogButton(t, fx.win, "Ordner öffnen")
	if len(fx.opened) != 1 || fx.opened[0] != chosen {
		t.Errorf("Open folder opened %v, want %s", fx.opened, chosen)
	}
}

// A folder chosen in Save as… that cannot be written to is said in the
// user's language in the chooser, which stays open over the class-set
// dialog with its choice; nothing is written.
func TestSaveAsToAVanishedFolderIsExplained(t *testing.T) {
	f, fx := openDialog(t, "nl", words, shippedDeal)
	gone := filepath.Join(fx.dir, "usb-stick")
	if err := os.Mkdir(gone, 0o755); err != nil {
		t.Fatal(err)
	}
	f.o.Folder = func() (string, error) { return gone, nil }
	saveAsName(t, fx, "Opslaan als…")
	if err := os.Remove(gone); err != nil { // the stick is pulled while the chooser is open
		t.Fatal(err)
	}
	uitest.TapDialogButton(t, fx.win, "Opslaan")
	want := "Het bestand kon niet worden opgeslagen in de map „" + gone + "”."
	if all := overlayTexts(fx); !strings.Contains(all, want) || !strings.Contains(all, "Bestandsnaam:") {
		t.Errorf("chooser %q lacks %q", all, want)
	}
	if got := fx.pdfs(t); len(got) != 0 || f.groups.Text != "5" {
		t.Errorf("files %v, groups %q", got, f.groups.Text)
	}
	uitest.TapDialogButton(t, fx.win, "Annuleren")
	if !uitest.DialogOpen(fx.win) || f.groups.Text != "5" {
		t.Errorf("after cancel: class-set dialog open %v, groups %q", uitest.DialogOpen(fx.win), f.groups.Text)
	}
}
