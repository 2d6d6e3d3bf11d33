// Package newgame is the new-game dialog: the kind of cards, the board
// size, the decks, the variants, the turn timer and an optional game
// number. It deals through a callback and knows nothing of the board.
package newgame

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

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/errtext"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// Choice is what the dialog asks: the kind of cards, the board size, the
// decks and the variants. The last one is kept for the next start.
type Choice struct {
	Pictures bool      `json:"pictures"` // picture cards
	Words    bool      `json:"words"`    // word cards (both: a mixed board)
	Size     game.Size `json:"size"`
	Decks    []string  `json:"decks"` // word deck IDs
	// PictureDeck is the picture deck's ID ("": the default, the first
	// one the dialog offers).
	PictureDeck string        `json:"pictureDeck,omitempty"`
	Variants    game.Variants `json:"variants"`
}

// Deck is a word deck on offer: its name in the dialog and its ID.
type Deck struct{ Name, ID string }

// Options connect the dialog to the app.
type Options struct {
	Tr       *translations.Translator
	Win      fyne.Window
	Current  Choice                                        // the choice shown at first
	Decks    func() []Deck                                 // the decks on offer, asked again after a change
	Pictures []Deck                                        // the picture decks on offer, the default first
	Cards    func(c Choice) int                            // how many different cards c's decks hold
	Import   func(done func(id string))                    // imports a word list, then calls done with its deck ID
	Manage   func(changed func())                          // opens the word-list manager
	Rules    func(id string)                               // opens the rules at a section
	Deal     func(c Choice, seed uint64, avoid bool) error // deals; avoid draws the session's earlier cards last
	Seed     func() uint64                                 // a random game number
}

// form holds the dialog's widgets.
type form struct {
	o        Options
	kinds    []string
	kind     *widget.RadioGroup
	sizes    []string
	size     *widget.RadioGroup
	decks    *widget.CheckGroup
	deckIDs  map[string]string
	noWords  *widget.Label // why the word decks are off on a pictures-only board
	listBtns []*widget.Button
	pictures *widget.RadioGroup
	picHint  *widget.Label
	sizeNote *widget.Label // why a size is not offered
	varNote  *widget.Label // why a variant was switched off
	modified *widget.Check
	assassin *widget.Check
	coop     *widget.Check
	penalty  *widget.Check
	timers   []string
	timer    *widget.Select
	custom   *widget.Entry
	number   *widget.Entry
	errLabel *widget.Label
	d        dialog.Dialog
}

func (f *form) t(id string) string { return f.o.Tr.T(id, nil) }

// Show opens the new-game dialog on o.Win.
func Show(o Options) {
	f := &form{o: o, deckIDs: map[string]string{}}
	f.newKindAndSize()
	f.newDecks()
	f.newVariants()
	f.newTimer()
	f.number = widget.NewEntry()
	f.number.SetPlaceHolder(f.t("newGame.numberHint"))
	f.errLabel = widget.NewLabel("")
	f.errLabel.Importance = widget.DangerImportance
	f.errLabel.Wrapping = fyne.TextWrapWord
	f.update()

	help := func(id string) *widget.Button { return uiwidget.HelpButton(func() { o.Rules(id) }) }
	items := widget.NewForm(
		widget.NewFormItem(f.t("newGame.cards"), f.kind),
		widget.NewFormItem(f.t("newGame.size"), container.NewVBox(f.size, f.sizeNote)),
		widget.NewFormItem(f.t("newGame.pictureDeck"), container.NewVBox(f.pictures, f.picHint)),
		widget.NewFormItem(f.t("newGame.decks"), container.NewVBox(f.noWords, f.decks, container.NewHBox(f.listBtns[0], f.listBtns[1]))),
		widget.NewFormItem(f.t("newGame.variants"), container.NewVBox(
			container.NewBorder(nil, nil, nil, help("modified-plus-one"), f.modified),
			container.NewBorder(nil, nil, nil, help("assassin-end"), f.assassin),
			container.NewBorder(nil, nil, nil, help("coop"), f.coop),
			f.varNote,
			container.NewBorder(nil, nil, nil, help("penalty"), f.penalty))),
		widget.NewFormItem(f.t("variant.timer"), container.NewBorder(nil, nil, nil, help("timer"), container.NewGridWithColumns(2, f.timer, f.custom))),
		widget.NewFormItem(f.t("newGame.number"), f.number),
	)
	startButton := widget.NewButtonWithIcon(f.t("newGame.start"), theme.ConfirmIcon(), f.start)
	startButton.Importance = widget.HighImportance
	buttons := container.NewHBox(layout.NewSpacer(), widget.NewButton(f.t("action.cancel"), func() { f.d.Hide() }), startButton)
	f.d = dialog.NewCustomWithoutButtons(f.t("action.newGame"), container.NewBorder(nil, container.NewVBox(f.errLabel, buttons), nil, nil, container.NewVScroll(items)), o.Win)
	f.d.Resize(fyne.NewSize(680, 760))
	f.d.Show()
}

// note is a small wrapped label that explains a choice; hidden while empty.
func note() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.WarningImportance
	l.Hide()
	return l
}

func setNote(l *widget.Label, text string) {
	l.SetText(text)
	l.Hidden = text == ""
	l.Refresh()
}

// newKindAndSize makes the choice of cards, of the picture deck and of the
// board's size.
func (f *form) newKindAndSize() {
	c := f.o.Current
	f.kinds = []string{f.t("newGame.words"), f.t("newGame.pictures"), f.t("newGame.mixed")}
	f.kind = widget.NewRadioGroup(f.kinds, nil)
	f.kind.Horizontal = true
	switch {
	case c.Words && c.Pictures:
		f.kind.SetSelected(f.kinds[2])
	case c.Pictures:
		f.kind.SetSelected(f.kinds[1])
	default:
		f.kind.SetSelected(f.kinds[0])
	}
	f.sizes = []string{"5 × 5", "5 × 4"}
	f.size = widget.NewRadioGroup(f.sizes, nil)
	f.size.Horizontal, f.size.Required = true, true
	f.size.SetSelected(f.sizes[0])
	if c.Size == game.Size5x4 {
		f.size.SetSelected(f.sizes[1])
	}
	f.sizeNote = note()
	f.kind.OnChanged = func(s string) { // each kind's usual size
		if s == f.kinds[1] {
			f.size.SetSelected(f.sizes[1])
		} else {
			f.size.SetSelected(f.sizes[0])
		}
		f.update()
	}
	var names []string
	for _, d := range f.o.Pictures {
		names = append(names, d.Name)
	}
	f.pictures = widget.NewRadioGroup(names, func(string) { f.update() })
	f.pictures.Required = true
	if len(names) > 0 {
		f.pictures.SetSelected(names[0])
	}
	for _, d := range f.o.Pictures {
		if d.ID == c.PictureDeck {
			f.pictures.SetSelected(d.Name)
		}
	}
	f.picHint = widget.NewLabel(f.t("newGame.pictureDeckHint"))
	f.picHint.Wrapping = fyne.TextWrapWord
	f.picHint.Importance = widget.LowImportance
}

// newDecks makes the deck choice and fills it.
func (f *form) newDecks() {
	f.decks = widget.NewCheckGroup(nil, func([]string) { f.update() })
	f.noWords = note()
	f.listBtns = []*widget.Button{
		widget.NewButtonWithIcon(f.t("lists.import"), theme.FolderOpenIcon(), func() { f.o.Import(f.imported) }),
		widget.NewButtonWithIcon(f.t("lists.title"), theme.ListIcon(), func() { f.o.Manage(f.fillDecks) }),
	}
	f.fillDecks()
}

// imported offers the decks again with the list just imported ticked.
func (f *form) imported(id string) {
	f.fillDecks()
	for name, deckID := range f.deckIDs {
		if deckID == id {
			f.decks.SetSelected(append(append([]string{}, f.decks.Selected...), name))
		}
	}
	f.update()
}

// fillDecks offers the decks again (after an import or a change in the
// word-list manager), keeping what was ticked.
func (f *form) fillDecks() {
	chosen := map[string]bool{}
	if f.deckIDs == nil || len(f.deckIDs) == 0 {
		for _, id := range f.o.Current.Decks {
			chosen[id] = true
		}
	}
	for _, name := range f.decks.Selected {
		chosen[f.deckIDs[name]] = true
	}
	var names, selected []string
	clear(f.deckIDs)
	for _, d := range f.o.Decks() {
		names = append(names, d.Name)
		f.deckIDs[d.Name] = d.ID
		if chosen[d.ID] {
			selected = append(selected, d.Name)
		}
	}
	f.decks.Options, f.decks.Selected = names, selected
	f.decks.Refresh()
}

// update fits the form to the kind of cards and the decks: the word decks
// are off on a pictures-only board, the picture decks on a words-only one,
// and only the sizes the chosen decks can fill are offered (the note says
// why the other is not).
func (f *form) update() {
	if f.size == nil || f.decks == nil || f.noWords == nil {
		return
	}
	c := f.read()
	if c.Words {
		f.decks.Enable()
		for _, b := range f.listBtns {
			b.Enable()
		}
		setNote(f.noWords, "")
	} else {
		f.decks.Disable()
		for _, b := range f.listBtns {
			b.Disable()
		}
		setNote(f.noWords, f.t("newGame.noWordsNote"))
	}
	if c.Pictures {
		f.pictures.Enable()
	} else {
		f.pictures.Disable()
	}
	f.fitSizes(c)
}

// fitSizes offers the sizes the choice's decks can fill.
func (f *form) fitSizes(c Choice) {
	if c.Words && len(c.Decks) == 0 || f.o.Cards == nil {
		f.size.Options = f.sizes
		f.size.Refresh()
		setNote(f.sizeNote, "")
		return
	}
	have := f.o.Cards(c)
	var offered, notes []string
	for i, s := range []game.Size{game.Size5x5, game.Size5x4} {
		if have >= s.Cards() {
			offered = append(offered, f.sizes[i])
			continue
		}
		notes = append(notes, f.o.Tr.T("newGame.sizeTooFew", map[string]any{"Size": f.sizes[i], "Need": s.Cards(), "Have": have}))
	}
	selected := f.size.Selected
	f.size.Options = offered
	if !slices.Contains(offered, selected) {
		selected = ""
		if len(offered) > 0 {
			selected = offered[0]
		}
	}
	f.size.Selected = selected
	f.size.Refresh()
	setNote(f.sizeNote, strings.Join(notes, "\n"))
}

// newVariants makes the variants' check boxes.
func (f *form) newVariants() {
	v := f.o.Current.Variants
	f.modified = widget.NewCheck(f.t("variant.modifiedPlusOne"), nil)
	f.modified.SetChecked(v.ModifiedPlusOne)
	f.assassin = widget.NewCheck(f.t("variant.assassinEnd"), nil)
	f.assassin.SetChecked(v.AssassinEnd)
	f.coop = widget.NewCheck(f.t("variant.coOp"), nil)
	f.coop.SetChecked(v.CoOp)
	f.varNote = note()
	// The engine does not combine co-op with the assassin end: ticking one
	// unticks the other, and the note says so.
	f.assassin.OnChanged = func(on bool) {
		if on && f.coop.Checked {
			f.coop.SetChecked(false)
			setNote(f.varNote, f.t("newGame.coOpOffNote"))
		} else if !on {
			setNote(f.varNote, "")
		}
	}
	f.coop.OnChanged = func(on bool) {
		if on && f.assassin.Checked {
			f.assassin.SetChecked(false)
			setNote(f.varNote, f.t("newGame.assassinOffNote"))
		} else if !on {
			setNote(f.varNote, "")
		}
	}
	f.penalty = widget.NewCheck(f.t("variant.penalty"), nil)
	f.penalty.SetChecked(v.Penalty)
}

// newTimer makes the turn timer's choice: off, a few usual times, or a
// number of seconds typed in.
func (f *form) newTimer() {
	f.timers = []string{f.t("variant.timerOff"), "60 s", "90 s", "120 s", "180 s", f.t("variant.timerCustom")}
	f.custom = widget.NewEntry()
	f.custom.SetPlaceHolder(f.t("variant.timerSeconds"))
	f.timer = widget.NewSelect(f.timers, func(s string) {
		if s == f.timers[len(f.timers)-1] {
			f.custom.Show()
		} else {
			f.custom.Hide()
		}
	})
	f.timer.SetSelected(f.timers[0])
	if secs := f.o.Current.Variants.TurnTimer; secs > 0 {
		f.timer.SetSelected(f.timers[len(f.timers)-1])
		f.custom.SetText(strconv.Itoa(secs))
		for _, opt := range f.timers[1 : len(f.timers)-1] {
			if opt == strconv.Itoa(secs)+" s" {
				f.timer.SetSelected(opt)
			}
		}
	}
}

// start deals the chosen game, or says in the dialog what is wrong.
func (f *form) start() {
	nc, ok := f.choice()
	if !ok {
		return
	}
	seed, avoid := f.o.Seed(), true
	if s := strings.TrimSpace(f.number.Text); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil || n == 0 {
			f.errLabel.SetText(f.t("newGame.badNumber"))
			return
		}
		seed, avoid = n, false // a typed game number replays exactly that board
	}
	if nc.Words && len(nc.Decks) == 0 {
		f.errLabel.SetText(f.t("newGame.noDeck"))
		return
	}
	if err := f.o.Deal(nc, seed, avoid); err != nil {
		f.errLabel.SetText(f.o.Tr.T("newGame.failed", map[string]any{"Error": errtext.Text(f.o.Tr, err, nil)}))
		return
	}
	f.d.Hide()
}

// read reads the cards part of the form: kind, size and decks.
func (f *form) read() Choice {
	nc := Choice{Words: f.kind.Selected != f.kinds[1], Pictures: f.kind.Selected != f.kinds[0], Size: game.Size5x5}
	if f.size.Selected == f.sizes[1] {
		nc.Size = game.Size5x4
	}
	for _, name := range f.decks.Selected {
		nc.Decks = append(nc.Decks, f.deckIDs[name])
	}
	for _, d := range f.o.Pictures {
		if d.Name == f.pictures.Selected {
			nc.PictureDeck = d.ID
		}
	}
	return nc
}

// choice reads the form; a bad custom turn time is explained and not ok.
func (f *form) choice() (Choice, bool) {
	nc := f.read()
	nc.Variants = game.Variants{ModifiedPlusOne: f.modified.Checked, AssassinEnd: f.assassin.Checked, CoOp: f.coop.Checked, Penalty: f.penalty.Checked}
	if secs, err := strconv.Atoi(strings.TrimSuffix(f.timer.Selected, " s")); err == nil {
		nc.Variants.TurnTimer = secs
	}
	if f.timer.Selected == f.timers[len(f.timers)-1] {
		secs, err := strconv.Atoi(strings.TrimSpace(f.custom.Text))
		if err != nil || secs < game.MinTurnTimer || secs > game.MaxTurnTimer {
			f.errLabel.SetText(f.o.Tr.T("newGame.badTimer", map[string]any{"Min": game.MinTurnTimer, "Max": game.MaxTurnTimer}))
			return nc, false
		}
		nc.Variants.TurnTimer = secs
	}
	return nc, true
}
