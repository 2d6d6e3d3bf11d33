// Package classprint is the class-set dialog (Game → Print class set…): it
// asks for the number of groups, the cards, the decks, the variants and the
// paper, deals each group a board with its own game number through the
// app's deal path, and writes them as one PDF with ui/classset.
package classprint

import (
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/classset"
	"github.com/decknamen/decknamen/ui/internal/ask"
	"github.com/decknamen/decknamen/ui/internal/dealform"
)

// DefaultGroups is the number of groups the dialog offers first: a class
// of 25 to 30 in groups of five or six.
const DefaultGroups = 5

// Options connect the dialog to the app.
type Options struct {
	Tr      *translations.Translator
	Win     fyne.Window
	Current dealform.Choice             // the choice shown at first (the current game's)
	Decks   func() []dealform.Deck      // the word decks on offer, as in the new-game dialog
	Cards   func(c dealform.Choice) int // how many different cards c's decks hold (nil: offer every size)
	// Deal deals one board: the app's own deal path, the one New game with
	// a typed game number takes.
	Deal func(c dealform.Choice, seed uint64) (game.Setup, error)
	Seed func() uint64 // a random game number, short enough to type
	// Folder is where the PDF goes (nil: DefaultFolder).
	Folder func() (string, error)
	// Remember keeps the folder a class set was saved in, for the next
	// one (nil: forget it).
	Remember func(dir string)
	// Write writes the class set as PDF (nil: classset.Write).
	Write func(w io.Writer, tr *translations.Translator, o classset.Options) error
	// OpenFolder shows a folder in the system's file manager (nil: open it
	// as a file:// URL with the Fyne app).
	OpenFolder func(dir string)
}

// form holds the dialog's widgets: the questions it shares with the
// new-game dialog (ui/internal/dealform) for the cards, decks and
// variants, and its own for the groups and the paper.
type form struct {
	o        Options
	groups   *widget.Entry
	cards    *dealform.Cards
	decks    *dealform.Decks
	variants *dealform.Variants
	papers   []string
	paper    *widget.RadioGroup
	errLabel *widget.Label
	d        dialog.Dialog
}

func (f *form) t(id string) string { return f.o.Tr.T(id, nil) }

// Show opens the class-set dialog on o.Win.
func Show(o Options) { open(o) }

// open opens the dialog and returns its form.
func open(o Options) *form {
	f := newForm(o)
	items := widget.NewForm(
		widget.NewFormItem(f.t("classprint.groups"), f.groups),
		widget.NewFormItem(f.t("newGame.cards"), f.cards.Kind),
		widget.NewFormItem(f.t("newGame.pictureDeck"), container.NewVBox(f.cards.Pictures, f.cards.PictureHint)),
		widget.NewFormItem(f.t("newGame.size"), container.NewVBox(f.cards.Size, f.cards.SizeNote)),
		widget.NewFormItem(f.t("newGame.decks"), container.NewVBox(f.decks.NoWords, f.decks.Group)),
		widget.NewFormItem(f.t("newGame.variants"), container.NewVBox(f.variants.Modified, f.variants.Assassin, f.variants.CoOp, f.variants.Note, f.variants.Penalty)),
		widget.NewFormItem(f.t("classprint.paper"), f.paper),
	)
	f.cards.Changed = items.Refresh // a disabled question's label is shaded
	intro := ask.Text(f.t("classprint.intro"))
	buttons := container.NewHBox(append([]fyne.CanvasObject{layout.NewSpacer(), widget.NewButton(f.t("action.cancel"), func() { f.d.Hide() })}, f.actions()...)...)
	body := container.NewBorder(intro, container.NewVBox(f.errLabel, buttons), nil, nil, container.NewVScroll(items))
	f.d = dialog.NewCustomWithoutButtons(f.t("classprint.title"), body, o.Win)
	f.d.Resize(fyne.NewSize(720, 720))
	f.d.Show()
	return f
}

// newForm makes the dialog's widgets, set to o.Current.
func newForm(o Options) *form {
	f := &form{o: o}
	f.groups = widget.NewEntry()
	f.groups.SetText(strconv.Itoa(DefaultGroups))
	f.groups.SetPlaceHolder(f.t("classprint.groupsHint"))
	f.decks = dealform.NewDecks(o.Decks, o.Current.Decks)
	f.cards = dealform.NewCards(o.Tr, o.Current, nil, f.decks)
	f.cards.Count = o.Cards
	f.cards.Update()
	f.variants = dealform.NewVariants(o.Tr, o.Current.Variants)
	f.papers = []string{"A4", "Letter"}
	f.paper = widget.NewRadioGroup(f.papers, nil)
	f.paper.Horizontal = true
	f.paper.Required = true
	f.paper.SetSelected(f.papers[0])
	f.errLabel = widget.NewLabel("")
	f.errLabel.Importance = widget.DangerImportance
	f.errLabel.Wrapping = fyne.TextWrapWord
	return f
}

// choice reads the cards, decks and variants the form shows, the word decks
// in the order they are offered (none on a pictures-only board). The
// variants do not change the deal; the cover names them so the boards can
// be played the same way on the screen.
func (f *form) choice() dealform.Choice {
	c := dealform.Choice{Variants: f.variants.Read()}
	f.cards.Read(&c)
	if c.Words {
		c.Decks = f.decks.IDs()
	}
	if !c.Pictures {
		c.PictureDeck = ""
	}
	return c
}

// groupCount reads the number of groups: 1 to classset.MaxGroups.
func (f *form) groupCount() (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(f.groups.Text))
	return n, err == nil && n >= 1 && n <= classset.MaxGroups
}
