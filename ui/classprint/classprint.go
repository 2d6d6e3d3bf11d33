// Package classprint is the class-set dialog (Game → Print class set…): it
// asks for the number of groups, the cards, the decks, the variants and the
// paper, deals each group a board with its own game number through the
// app's deal path, and writes them as one PDF with ui/classset.
package classprint

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/classset"
	"github.com/decknamen/decknamen/ui/internal/ask"
	"github.com/decknamen/decknamen/ui/newgame"
)

// DefaultGroups is the number of groups the dialog offers first: a class
// of 25 to 30 in groups of five or six.
const DefaultGroups = 5

// Options connect the dialog to the app.
type Options struct {
	Tr      *translations.Translator
	Win     fyne.Window
	Current newgame.Choice        // the choice shown at first (the current game's)
	Decks   func() []newgame.Deck // the word decks on offer, as in the new-game dialog
	// Deal deals one board: the app's own deal path, the one New game with
	// a typed game number takes.
	Deal func(c newgame.Choice, seed uint64) (game.Setup, error)
	Seed func() uint64 // a random game number, short enough to type
	// Folder is where the PDF goes (nil: DefaultFolder).
	Folder func() (string, error)
	// OpenFolder shows a folder in the system's file manager (nil: open it
	// as a file:// URL with the Fyne app).
	OpenFolder func(dir string)
}

// form holds the dialog's widgets.
type form struct {
	o        Options
	groups   *widget.Entry
	kinds    []string
	kind     *widget.RadioGroup
	picNames []string // the picture decks' names, in assets.PictureDecks order
	pictures *widget.RadioGroup
	sizes    []string
	size     *widget.RadioGroup
	decks    *widget.CheckGroup
	deckList []newgame.Deck
	modified *widget.Check
	assassin *widget.Check
	coop     *widget.Check
	penalty  *widget.Check
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
		widget.NewFormItem(f.t("newGame.cards"), f.kind),
		widget.NewFormItem(f.t("classprint.pictureDeck"), f.pictures),
		widget.NewFormItem(f.t("newGame.size"), f.size),
		widget.NewFormItem(f.t("newGame.decks"), f.decks),
		widget.NewFormItem(f.t("newGame.variants"), container.NewVBox(f.modified, f.assassin, f.coop, f.penalty)),
		widget.NewFormItem(f.t("classprint.paper"), f.paper),
	)
	intro := ask.Text(f.t("classprint.intro"))
	write := widget.NewButtonWithIcon(f.t("classprint.write"), theme.DocumentSaveIcon(), f.write)
	write.Importance = widget.HighImportance
	buttons := container.NewHBox(layout.NewSpacer(), widget.NewButton(f.t("action.cancel"), func() { f.d.Hide() }), write)
	body := container.NewBorder(intro, container.NewVBox(f.errLabel, buttons), nil, nil, container.NewVScroll(items))
	f.d = dialog.NewCustomWithoutButtons(f.t("classprint.title"), body, o.Win)
	f.d.Resize(fyne.NewSize(680, 720))
	f.d.Show()
	return f
}

// newForm makes the dialog's widgets, set to o.Current.
func newForm(o Options) *form {
	f := &form{o: o}
	f.groups = widget.NewEntry()
	f.groups.SetText(strconv.Itoa(DefaultGroups))
	f.groups.SetPlaceHolder(f.t("classprint.groupsHint"))
	f.newCards()
	f.newDecks()
	f.newVariants()
	f.papers = []string{"A4", "Letter"}
	f.paper = widget.NewRadioGroup(f.papers, nil)
	f.paper.Horizontal = true
	f.paper.Required = true
	f.paper.SetSelected(f.papers[0])
	f.errLabel = widget.NewLabel("")
	f.errLabel.Importance = widget.DangerImportance
	f.errLabel.Wrapping = fyne.TextWrapWord
	f.showDecks()
	return f
}

// newCards makes the choice of the kind of cards, the picture deck and the
// board's size, as the new-game dialog offers them.
func (f *form) newCards() {
	c := f.o.Current
	f.kinds = []string{f.t("newGame.words"), f.t("newGame.pictures"), f.t("newGame.mixed")}
	f.kind = widget.NewRadioGroup(f.kinds, nil)
	f.kind.Horizontal, f.kind.Required = true, true
	switch {
	case c.Words && c.Pictures:
		f.kind.SetSelected(f.kinds[2])
	case c.Pictures:
		f.kind.SetSelected(f.kinds[1])
	default:
		f.kind.SetSelected(f.kinds[0])
	}
	picDecks := assets.PictureDecks()
	chosen := 0
	for i, d := range picDecks {
		f.picNames = append(f.picNames, d.Name[f.o.Tr.Lang()])
		if d.ID == c.PictureDeck {
			chosen = i
		}
	}
	f.pictures = widget.NewRadioGroup(f.picNames, nil)
	f.pictures.Horizontal, f.pictures.Required = true, true
	f.pictures.SetSelected(f.picNames[chosen])
	f.sizes = []string{"5 × 5", "5 × 4"}
	f.size = widget.NewRadioGroup(f.sizes, nil)
	f.size.Horizontal, f.size.Required = true, true
	f.size.SetSelected(f.sizes[0])
	if c.Size == game.Size5x4 {
		f.size.SetSelected(f.sizes[1])
	}
	f.kind.OnChanged = func(s string) { // each kind's usual size
		if s == f.kinds[1] {
			f.size.SetSelected(f.sizes[1])
		} else {
			f.size.SetSelected(f.sizes[0])
		}
		f.showDecks()
	}
}

// newDecks offers the word decks of the new-game dialog, the current
// game's ticked.
func (f *form) newDecks() {
	f.deckList = f.o.Decks()
	chosen := map[string]bool{}
	for _, id := range f.o.Current.Decks {
		chosen[id] = true
	}
	var names, selected []string
	for _, d := range f.deckList {
		names = append(names, d.Name)
		if chosen[d.ID] {
			selected = append(selected, d.Name)
		}
	}
	f.decks = widget.NewCheckGroup(names, nil)
	f.decks.SetSelected(selected)
}

// showDecks shows the word decks only when the board has words, and the
// picture decks only when it has pictures.
func (f *form) showDecks() {
	if f.kind.Selected == f.kinds[1] {
		f.decks.Disable()
	} else {
		f.decks.Enable()
	}
	if f.kind.Selected == f.kinds[0] {
		f.pictures.Disable()
	} else {
		f.pictures.Enable()
	}
}

// newVariants makes the variants' check boxes; they do not change the
// deal, but the cover names them so the boards can be played the same way
// on the screen.
func (f *form) newVariants() {
	v := f.o.Current.Variants
	f.modified = widget.NewCheck(f.t("variant.modifiedPlusOne"), nil)
	f.modified.SetChecked(v.ModifiedPlusOne)
	f.assassin = widget.NewCheck(f.t("variant.assassinEnd"), nil)
	f.assassin.SetChecked(v.AssassinEnd)
	f.coop = widget.NewCheck(f.t("variant.coOp"), nil)
	f.coop.SetChecked(v.CoOp)
	f.assassin.OnChanged = func(on bool) { // the engine does not combine them
		if on {
			f.coop.SetChecked(false)
		}
	}
	f.coop.OnChanged = func(on bool) {
		if on {
			f.assassin.SetChecked(false)
		}
	}
	f.penalty = widget.NewCheck(f.t("variant.penalty"), nil)
	f.penalty.SetChecked(v.Penalty)
}

// choice reads the cards, decks and variants the form shows, the word decks
// in the order they are offered.
func (f *form) choice() newgame.Choice {
	c := newgame.Choice{Words: f.kind.Selected != f.kinds[1], Pictures: f.kind.Selected != f.kinds[0], Size: game.Size5x5,
		Variants: game.Variants{ModifiedPlusOne: f.modified.Checked, AssassinEnd: f.assassin.Checked, CoOp: f.coop.Checked, Penalty: f.penalty.Checked}}
	if f.size.Selected == f.sizes[1] {
		c.Size = game.Size5x4
	}
	if c.Words {
		for _, d := range f.deckList {
			if slices.Contains(f.decks.Selected, d.Name) {
				c.Decks = append(c.Decks, d.ID)
			}
		}
	}
	if c.Pictures {
		for i, d := range assets.PictureDecks() {
			if f.pictures.Selected == f.picNames[i] {
				c.PictureDeck = d.ID
			}
		}
	}
	return c
}

// groupCount reads the number of groups: 1 to classset.MaxGroups.
func (f *form) groupCount() (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(f.groups.Text))
	return n, err == nil && n >= 1 && n <= classset.MaxGroups
}
