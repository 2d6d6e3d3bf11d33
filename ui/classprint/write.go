package classprint

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/classset"
	"github.com/decknamen/decknamen/ui/internal/ask"
	"github.com/decknamen/decknamen/ui/internal/dealform"
)

// makePDF checks the form, deals the groups' boards and makes the PDF and
// its page count; what is wrong it says in the dialog (ok is false).
func (f *form) makePDF() (pdf []byte, pages int, ok bool) {
	n, ok := f.groupCount()
	if !ok {
		f.errLabel.SetText(f.o.Tr.T("classprint.badGroups", map[string]any{"Max": classset.MaxGroups}))
		return nil, 0, false
	}
	c := f.choice()
	if c.Words && len(c.Decks) == 0 {
		f.errLabel.SetText(f.t("newGame.noDeck"))
		return nil, 0, false
	}
	setups, err := f.deal(c, n)
	if err != nil {
		f.errLabel.SetText(f.dealMessage(err))
		return nil, 0, false
	}
	var buf bytes.Buffer
	lang := f.o.Tr.Lang()
	write := classset.Write
	if f.o.Write != nil {
		write = f.o.Write
	}
	err = write(&buf, f.o.Tr, classset.Options{Setups: setups, Paper: f.paperChoice(), Settings: f.describe(c),
		Picture: assets.Picture, Caption: func(name string) string { return assets.PictureCaption(name, lang) }})
	if err != nil {
		f.errLabel.SetText(f.t("classprint.failed"))
		return nil, 0, false
	}
	return buf.Bytes(), 1 + 2*n, true
}

// deal deals n boards, each with a game number of its own.
func (f *form) deal(c dealform.Choice, n int) ([]game.Setup, error) {
	seen := map[uint64]bool{}
	var setups []game.Setup
	for tries := 0; len(setups) < n; tries++ {
		if tries > 100*classset.MaxGroups {
			return nil, errors.New("no different game numbers")
		}
		seed := f.o.Seed()
		if seen[seed] {
			continue
		}
		seen[seed] = true
		s, err := f.o.Deal(c, seed)
		if err != nil {
			return nil, err
		}
		setups = append(setups, s)
	}
	return setups, nil
}

// dealMessage says in the user's language why the boards could not be dealt.
func (f *form) dealMessage(err error) string {
	var few *game.NotEnoughCardsError
	if errors.As(err, &few) {
		return f.o.Tr.T("classprint.notEnough", map[string]any{"Have": few.Have, "Need": few.Need})
	}
	return f.t("classprint.dealFailed")
}

func (f *form) paperChoice() classset.Paper {
	if f.paper.Selected == f.papers[1] {
		return classset.Letter
	}
	return classset.A4
}

// describe says in the user's language what the boards were dealt with:
// the cards and the board, the decks and the variants. With it and a game
// number, New game deals the same board.
func (f *form) describe(c dealform.Choice) string {
	kind := f.t("newGame.words")
	switch {
	case c.Words && c.Pictures:
		kind = f.t("newGame.mixed")
	case c.Pictures:
		kind = f.t("newGame.pictures")
	}
	size := "5 × 5"
	if c.Size == game.Size5x4 {
		size = "5 × 4"
	}
	parts := []string{kind + " " + size}
	if c.Words {
		var names []string
		for _, id := range c.Decks {
			names = append(names, f.decks.Name(id))
		}
		parts = append(parts, f.t("newGame.decks")+": "+strings.Join(names, ", "))
	}
	for _, d := range assets.PictureDecks() {
		if c.Pictures && d.ID == c.PictureDeck {
			parts = append(parts, d.Name[f.o.Tr.Lang()])
		}
	}
	var variants []string
	for _, v := range []struct {
		on bool
		id string
	}{{c.Variants.ModifiedPlusOne, "variant.modifiedPlusOne"}, {c.Variants.AssassinEnd, "variant.assassinEnd"},
		{c.Variants.CoOp, "variant.coOp"}, {c.Variants.Penalty, "variant.penalty"}} {
		if v.on {
			variants = append(variants, f.t(v.id))
		}
	}
	if len(variants) == 0 {
		variants = append(variants, f.t("classprint.noVariants"))
	}
	parts = append(parts, f.t("newGame.variants")+": "+strings.Join(variants, "; "))
	return strings.Join(parts, " · ")
}

// DefaultFolder is where a class set goes: the user's documents folder
// (XDG_DOCUMENTS_DIR on Linux, Documents elsewhere), else the home folder.
func DefaultFolder() (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	for _, dir := range []string{xdgDocuments(home), filepath.Join(home, "Documents")} {
		if st, err := os.Stat(dir); dir != "" && err == nil && st.IsDir() {
			return dir, nil
		}
	}
	return home, nil
}

// xdgDocuments reads the documents folder from the XDG user-dirs file
// ("Dokumente" in a German desktop), or "".
func xdgDocuments(home string) string {
	config := os.Getenv("XDG_CONFIG_HOME")
	if config == "" {
		config = filepath.Join(home, ".config")
	}
	data, err := os.ReadFile(filepath.Join(config, "user-dirs.dirs"))
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "XDG_DOCUMENTS_DIR="); ok {
			v = strings.Trim(v, `"`)
			return filepath.Clean(strings.Replace(v, "$HOME", home, 1))
		}
	}
	return ""
}

// showDone closes the form and says, in msg, that the class set is made;
// more are buttons before OK (the desktop's Open folder).
func (f *form) showDone(msg string, more ...func(close func()) *widget.Button) {
	f.errLabel.SetText("")
	f.d.Hide()
	var d dialog.Dialog
	ok := widget.NewButton(f.t("action.ok"), func() { d.Hide() })
	buttons := []fyne.CanvasObject{layout.NewSpacer(), ok}
	for _, b := range more {
		buttons = append(buttons, b(func() { d.Hide() }))
	}
	if len(more) == 0 {
		ok.Importance = widget.HighImportance
	}
	d = dialog.NewCustomWithoutButtons(f.t("classprint.doneTitle"), container.NewBorder(nil, container.NewHBox(buttons...), nil, nil, ask.Text(msg)), f.o.Win)
	d.Resize(fyne.NewSize(560, 240))
	d.Show()
}
