// Package newgame is the new-game dialog: the kind of cards, the board
// size, the decks, the variants, the turn timer and an optional game
// number. It deals through a callback and knows nothing of the board.
package newgame

import (
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
	"github.com/decknamen/decknamen/ui/internal/dealform"
	"github.com/decknamen/decknamen/ui/internal/errtext"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// Choice is what the dialog asks: the kind of cards, the board size, the
// decks and the variants. The last one is kept for the next start.
type Choice = dealform.Choice

// Deck is a word deck on offer: its name in the dialog and its ID.
type Deck = dealform.Deck

// Options connect the dialog to the app.
type Options struct {
	Tr       *translations.Translator
	Win      fyne.Window
	Current  Choice                                        // the choice shown at first
	Decks    func() []Deck                                 // the decks on offer, asked again after a change
	Pictures []Deck                                        // the picture decks on offer, the default first (nil: the shipped ones)
	Cards    func(c Choice) int                            // how many different cards c's decks hold (nil: offer every size)
	Import   func(done func(id string))                    // imports a word list, then calls done with its deck ID
	Manage   func(changed func())                          // opens the word-list manager
	Rules    func(id string)                               // opens the rules at a section
	Deal     func(c Choice, seed uint64, avoid bool) error // deals; avoid draws the session's earlier cards last
	Seed     func() uint64                                 // a random game number
}

// form holds the dialog's widgets.
type form struct {
	o        Options
	cards    *dealform.Cards
	decks    *dealform.Decks
	variants *dealform.Variants
	timers   []string
	timer    *widget.Select
	custom   *widget.Entry
	number   *widget.Entry
	errLabel *widget.Label
	d        dialog.Dialog
	spy      spymasters
}

// spymasters asks who gives the clues and, for the computer, how boldly.
type spymasters struct {
	who   *widget.RadioGroup
	level *widget.RadioGroup
	note  *widget.Label // why the computer cannot play the chosen cards
	opts  []string      // people, computer for both, computer for our team
	ids   []string
}

func (f *form) t(id string) string { return f.o.Tr.T(id, nil) }

// Show opens the new-game dialog on o.Win.
func Show(o Options) {
	f := &form{o: o}
	f.decks = dealform.NewDecks(o.Decks, o.Current.Decks)
	f.cards = dealform.NewCards(o.Tr, o.Current, o.Pictures, f.decks)
	f.cards.Count = o.Cards
	f.variants = dealform.NewVariants(o.Tr, o.Current.Variants)
	f.newTimer()
	f.newSpymasters()
	f.number = widget.NewEntry()
	f.number.SetPlaceHolder(f.t("newGame.numberHint"))
	f.errLabel = widget.NewLabel("")
	f.errLabel.Importance = widget.DangerImportance
	f.errLabel.Wrapping = fyne.TextWrapWord

	help := func(id string) *widget.Button { return uiwidget.HelpButton(func() { o.Rules(id) }) }
	importButton := widget.NewButtonWithIcon(f.t("lists.import"), theme.FolderOpenIcon(), func() {
		o.Import(func(id string) { f.decks.Tick(id); f.cards.Update() })
	})
	manageButton := widget.NewButtonWithIcon(f.t("lists.title"), theme.ListIcon(), func() {
		o.Manage(func() { f.decks.Fill(); f.cards.Update() })
	})
	f.decks.Buttons = []*widget.Button{importButton, manageButton}
	f.cards.Update()
	items := widget.NewForm(
		widget.NewFormItem(f.t("newGame.cards"), f.cards.Kind),
		widget.NewFormItem(f.t("newGame.size"), container.NewVBox(f.cards.Size, f.cards.SizeNote)),
		widget.NewFormItem(f.t("newGame.pictureDeck"), container.NewVBox(f.cards.Pictures, f.cards.PictureHint)),
		widget.NewFormItem(f.t("newGame.decks"), container.NewVBox(f.decks.NoWords, f.decks.Group, container.NewHBox(importButton, manageButton))),
		widget.NewFormItem(f.t("newGame.variants"), container.NewVBox(
			container.NewBorder(nil, nil, nil, help("modified-plus-one"), f.variants.Modified),
			container.NewBorder(nil, nil, nil, help("assassin-end"), f.variants.Assassin),
			container.NewBorder(nil, nil, nil, help("coop"), f.variants.CoOp),
			f.variants.Note,
			container.NewBorder(nil, nil, nil, help("penalty"), f.variants.Penalty))),
		widget.NewFormItem(f.t("variant.timer"), container.NewBorder(nil, nil, nil, help("timer"), container.NewGridWithColumns(2, f.timer, f.custom))),
		widget.NewFormItem(f.t("newGame.number"), f.number),
	)
	items.Items = append(items.Items[:5], append([]*widget.FormItem{widget.NewFormItem(f.t("newGame.spymasters"),
		container.NewVBox(container.NewBorder(nil, nil, nil, help("computer"), f.spy.who), f.spy.level, f.spy.note))}, items.Items[5:]...)...)
	f.cards.Changed = func() { f.fitSpymasters(); items.Refresh() } // a disabled question's label is shaded
	f.fitSpymasters()
	startButton := widget.NewButtonWithIcon(f.t("newGame.start"), theme.ConfirmIcon(), f.start)
	startButton.Importance = widget.HighImportance
	buttons := container.NewHBox(layout.NewSpacer(), widget.NewButton(f.t("action.cancel"), func() { f.d.Hide() }), startButton)
	f.d = dialog.NewCustomWithoutButtons(f.t("action.newGame"), container.NewBorder(nil, container.NewVBox(f.errLabel, buttons), nil, nil, container.NewVScroll(items)), o.Win)
	f.d.Resize(fyne.NewSize(680, 760))
	f.d.Show()
}

// newSpymasters makes the question who gives the clues: people, the
// computer for both teams, or the computer for our team (co-op).
func (f *form) newSpymasters() {
	s := &f.spy
	s.opts = []string{f.t("newGame.people"), f.t("newGame.computerBoth"), f.t("newGame.computerCoOp")}
	s.ids = []string{dealform.People, dealform.ComputerBoth, dealform.ComputerCoOp}
	levels := []string{f.t("newGame.careful"), f.t("newGame.bold")}
	s.level = widget.NewRadioGroup(levels, nil)
	s.level.Horizontal, s.level.Required = true, true
	s.level.SetSelected(levels[0])
	if f.o.Current.Level == dealform.Bold {
		s.level.SetSelected(levels[1])
	}
	s.note = dealform.Note()
	s.who = widget.NewRadioGroup(s.opts, nil)
	s.who.Required = true
	s.who.SetSelected(s.opts[max(0, index(s.ids, f.o.Current.Spymasters))])
	s.who.OnChanged = func(string) { f.fitSpymasters() }
}

// fitSpymasters keeps the computer to the cards it has data for (saying
// why not), its co-op to the co-op variant, and its level to the computer.
func (f *form) fitSpymasters() {
	s := &f.spy
	who := s.ids[max(0, index(s.opts, s.who.Selected))]
	c := Choice{}
	f.cards.Read(&c)
	c.Decks = f.decks.IDs()
	if _, missing, ok := c.ComputerDecks(f.o.Tr.Lang()); who != dealform.People && !ok {
		s.who.SetSelected(s.opts[0])
		dealform.SetNote(s.note, f.o.Tr.T("newGame.computerNoData", map[string]any{"Deck": f.deckName(missing)}))
		return
	}
	if who == dealform.ComputerCoOp && !f.variants.CoOp.Checked {
		f.variants.CoOp.SetChecked(true) // the computer plays our team against the imaginary one
	}
	if who == dealform.ComputerBoth && f.variants.CoOp.Checked {
		f.variants.CoOp.SetChecked(false)
	}
	if who == dealform.People {
		s.level.Disable()
	} else {
		s.level.Enable()
		dealform.SetNote(s.note, "")
	}
}

// deckName names a deck for a note: a word deck by its name in the
// dialog, a picture deck by the pictures' name.
func (f *form) deckName(id string) string {
	if n := f.decks.Name(id); n != "" {
		return n
	}
	for _, d := range dealform.PictureDecks(f.o.Tr.Lang()) {
		if d.ID == id {
			return d.Name
		}
	}
	return id
}

// index is the position of s in list, or -1.
func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
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

// choice reads the form; a bad custom turn time is explained and not ok.
func (f *form) choice() (Choice, bool) {
	nc := Choice{Variants: f.variants.Read()}
	f.cards.Read(&nc)
	nc.Decks = f.decks.IDs() // kept for the next game even on a pictures-only board
	nc.Spymasters = f.spy.ids[max(0, index(f.spy.opts, f.spy.who.Selected))]
	if nc.Spymasters != dealform.People && f.spy.level.Selected == f.t("newGame.bold") {
		nc.Level = dealform.Bold
	}
	if nc.Spymasters == dealform.ComputerCoOp {
		nc.Variants.CoOp, nc.Variants.AssassinEnd = true, false
	}
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
