// Package dealform holds the questions every dialog that deals boards asks
// the same way (the new-game dialog and the class-set dialog): the kind of
// cards, the picture deck, the board size, the word decks and the
// variants, and the Choice they make. Each dialog lays them out itself.
package dealform

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
)

// Choice is what the questions ask: the kind of cards, the board size, the
// decks and the variants. The app keeps the last one for the next start.
type Choice struct {
	Pictures bool          `json:"pictures"` // picture cards
	Words    bool          `json:"words"`    // word cards (both: a mixed board)
	Size     game.Size     `json:"size"`
	Decks    []string      `json:"decks"` // word deck IDs
	Variants game.Variants `json:"variants"`
	// PictureDeck is the picture deck's ID ("": the default, the first
	// one the dialogs offer).
	PictureDeck string `json:"pictureDeck,omitempty"`
	// Spymasters says who gives the clues: people (""), the computer for
	// both teams (ComputerBoth) or for the players' team in co-op
	// (ComputerCoOp). Level is the computer's: careful ("") or bold.
	Spymasters string `json:"spymasters,omitempty"`
	Level      string `json:"level,omitempty"`
}

// Who gives the clues (Choice.Spymasters) and how daringly (Choice.Level).
const (
	People       = ""
	ComputerBoth = "computer"
	ComputerCoOp = "computer-coop"
	Careful      = ""
	Bold         = "bold"
)

// Computer reports whether the computer gives the clues of the team at
// play in a game dealt by c, whose players' team in co-op is player
// (game.NoTeam when not co-op).
func (c Choice) Computer(player, team game.Team) bool {
	switch c.Spymasters {
	case ComputerBoth:
		return true
	case ComputerCoOp:
		return team == player
	}
	return false
}

// ComputerDecks are the association data the computer spymaster needs for
// c's cards, in the language of its clues: the word decks' IDs, and the
// fantasy pictures' data in that language. ok is false, with the ID of a
// deck that has none, when the computer cannot play c.
func (c Choice) ComputerDecks(lang string) (ids []string, missing string, ok bool) {
	if c.Words {
		for _, id := range c.Decks {
			if !assets.HasAssociations(id) {
				return nil, id, false
			}
			ids = append(ids, id)
		}
		if len(c.Decks) > 0 {
			lang, _, _ = strings.Cut(c.Decks[0], "-")
		}
	}
	if c.Pictures {
		pic := c.PictureDeck
		if pic == "" {
			pic = assets.PictureDecks()[0].ID
		}
		id := pic + "-" + lang
		if !assets.HasAssociations(id) {
			return nil, pic, false
		}
		ids = append(ids, id)
	}
	return ids, "", len(ids) > 0
}

// Deck is a word deck on offer: its name in the dialog and its ID.
type Deck struct{ Name, ID string }

// Cards asks for the kind of cards (words, pictures, mixed), the picture
// deck and the board's size, and keeps the form fitted to the choice: the
// word decks are off on a pictures-only board, the picture decks on a
// words-only one, and only the sizes the chosen decks can fill are offered.
type Cards struct {
	Kind        *widget.RadioGroup // words, pictures or mixed
	Pictures    *widget.RadioGroup // the picture deck, enabled while the board has pictures
	PictureHint *widget.Label      // what the picture decks are
	Size        *widget.RadioGroup // 5 × 5 or 5 × 4, those the decks can fill
	SizeNote    *widget.Label      // why a size is not offered (hidden while empty)
	// Count says how many different cards a choice's decks hold (nil:
	// every size is offered).
	Count  func(c Choice) int
	tr     *translations.Translator
	kinds  []string
	sizes  []string
	picIDs []string // the picture decks' IDs, in the order offered
	decks  *Decks
	// Changed is called after the kind of cards changed and the decks
	// were enabled or disabled (a form refreshes its labels' shade).
	Changed func()
}

// PictureDecks are the shipped picture decks in the language's names, the
// default first.
func PictureDecks(lang string) []Deck {
	var out []Deck
	for _, d := range assets.PictureDecks() {
		out = append(out, Deck{Name: d.Name[lang], ID: d.ID})
	}
	return out
}

// NewCards makes the cards' questions, set to c, offering the picture decks
// given (nil: the shipped ones; "" in c means the first). With decks, the
// word decks follow the kind of cards.
func NewCards(tr *translations.Translator, c Choice, pictures []Deck, decks *Decks) *Cards {
	t := func(id string) string { return tr.T(id, nil) }
	if pictures == nil {
		pictures = PictureDecks(tr.Lang())
	}
	p := &Cards{tr: tr, kinds: []string{t("newGame.words"), t("newGame.pictures"), t("newGame.mixed")}, sizes: []string{"5 × 5", "5 × 4"}, decks: decks}
	p.Kind = widget.NewRadioGroup(p.kinds, nil)
	p.Kind.Horizontal, p.Kind.Required = true, true
	switch {
	case c.Words && c.Pictures:
		p.Kind.SetSelected(p.kinds[2])
	case c.Pictures:
		p.Kind.SetSelected(p.kinds[1])
	default:
		p.Kind.SetSelected(p.kinds[0])
	}
	var names []string
	chosen := 0
	for i, d := range pictures {
		names = append(names, d.Name)
		p.picIDs = append(p.picIDs, d.ID)
		if d.ID == c.PictureDeck {
			chosen = i
		}
	}
	p.Pictures = widget.NewRadioGroup(names, func(string) { p.Update() })
	p.Pictures.Required = true
	if len(names) > 0 {
		p.Pictures.SetSelected(names[chosen])
	}
	p.PictureHint = widget.NewLabel(t("newGame.pictureDeckHint"))
	p.PictureHint.Wrapping = fyne.TextWrapWord
	p.Size = widget.NewRadioGroup(p.sizes, nil)
	p.Size.Horizontal, p.Size.Required = true, true
	p.Size.SetSelected(p.sizes[0])
	if c.Size == game.Size5x4 {
		p.Size.SetSelected(p.sizes[1])
	}
	p.SizeNote = Note()
	p.Kind.OnChanged = func(s string) { // each kind's usual size
		p.Size.SetSelected(p.sizes[0])
		if s == p.kinds[1] {
			p.Size.SetSelected(p.sizes[1])
		}
		p.Update()
		if p.Changed != nil {
			p.Changed()
		}
	}
	if decks != nil {
		decks.Group.OnChanged = func([]string) { p.Update() }
	}
	p.Update()
	return p
}

// Update fits the form to the kind of cards and the decks chosen.
func (p *Cards) Update() {
	if p.Size == nil || p.SizeNote == nil {
		return // still being made
	}
	var c Choice
	p.Read(&c)
	enable(p.Pictures, c.Pictures)
	if p.decks != nil {
		p.decks.enable(c.Words, p.tr.T("newGame.noWordsNote", nil))
		c.Decks = p.decks.IDs()
	}
	p.fitSizes(c)
}

// fitSizes offers the sizes c's decks can fill; the note says why another
// is not offered.
func (p *Cards) fitSizes(c Choice) {
	if p.Count == nil || c.Words && len(c.Decks) == 0 {
		p.Size.Options = p.sizes
		p.Size.Refresh()
		SetNote(p.SizeNote, "")
		return
	}
	have := p.Count(c)
	var offered, notes []string
	for i, s := range []game.Size{game.Size5x5, game.Size5x4} {
		if have >= s.Cards() {
			offered = append(offered, p.sizes[i])
			continue
		}
		notes = append(notes, p.tr.T("newGame.sizeTooFew", map[string]any{"Size": p.sizes[i], "Need": s.Cards(), "Have": have}))
	}
	selected := p.Size.Selected
	p.Size.Options = offered
	if !slices.Contains(offered, selected) {
		selected = ""
		if len(offered) > 0 {
			selected = offered[0]
		}
	}
	p.Size.Selected = selected
	p.Size.Refresh()
	SetNote(p.SizeNote, strings.Join(notes, "\n"))
}

func enable(w interface {
	Enable()
	Disable()
}, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// Read sets the kind of cards, the picture deck and the size of c.
func (p *Cards) Read(c *Choice) {
	c.Words, c.Pictures = p.Kind.Selected != p.kinds[1], p.Kind.Selected != p.kinds[0]
	c.Size = game.Size5x5
	if p.Size.Selected == p.sizes[1] {
		c.Size = game.Size5x4
	}
	if i := slices.Index(p.Pictures.Options, p.Pictures.Selected); i >= 0 {
		c.PictureDeck = p.picIDs[i] // kept for the next game even on a words-only board
	}
}

// Note is a small wrapped label that explains a choice; hidden while empty.
func Note() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.WarningImportance
	l.Hide()
	return l
}

// SetNote shows text in a note, or hides the note when text is empty.
func SetNote(l *widget.Label, text string) {
	l.SetText(text)
	l.Hidden = text == ""
	l.Refresh()
}

// Decks asks for the word decks: the shipped ones and the players' own.
type Decks struct {
	Group   *widget.CheckGroup
	NoWords *widget.Label    // why the word decks are off on a pictures-only board
	Buttons []*widget.Button // the dialog's buttons for the decks (import, manage), off with them
	offer   func() []Deck
	ids     map[string]string // a deck's name in the dialog → its ID
	names   map[string]string // a deck's ID → its name in the dialog
	order   []string          // the IDs in the order offered
	first   []string          // the IDs ticked at first
}

// NewDecks offers the decks offer returns, the chosen ones ticked.
func NewDecks(offer func() []Deck, chosen []string) *Decks {
	p := &Decks{Group: widget.NewCheckGroup(nil, nil), NoWords: Note(), offer: offer, first: chosen}
	p.Fill()
	return p
}

// enable turns the word decks and their buttons on or off; the note says
// why they are off.
func (p *Decks) enable(on bool, why string) {
	enable(p.Group, on)
	for _, b := range p.Buttons {
		enable(b, on)
	}
	if on {
		why = ""
	}
	SetNote(p.NoWords, why)
}

// Tick offers the decks again and ticks the one with this ID (a list just
// imported).
func (p *Decks) Tick(id string) {
	p.Fill()
	if name, ok := p.names[id]; ok && !slices.Contains(p.Group.Selected, name) {
		p.Group.SetSelected(append(append([]string{}, p.Group.Selected...), name))
	}
}

// Fill offers the decks again (after an import or a change in the
// word-list manager), keeping what was ticked.
func (p *Decks) Fill() {
	chosen := map[string]bool{}
	for _, id := range p.first {
		chosen[id] = true
	}
	for _, name := range p.Group.Selected {
		chosen[p.ids[name]] = true
	}
	var names, selected []string
	p.ids, p.names, p.order = map[string]string{}, map[string]string{}, nil
	for _, d := range p.offer() {
		names = append(names, d.Name)
		p.ids[d.Name], p.names[d.ID] = d.ID, d.Name
		p.order = append(p.order, d.ID)
		if chosen[d.ID] {
			selected = append(selected, d.Name)
		}
	}
	p.first = nil
	p.Group.Options, p.Group.Selected = names, selected
	p.Group.Refresh()
}

// IDs are the ticked decks' IDs in the order offered.
func (p *Decks) IDs() []string {
	var ids []string
	for _, id := range p.order {
		if slices.Contains(p.Group.Selected, p.names[id]) {
			ids = append(ids, id)
		}
	}
	return ids
}

// Name is the name the dialog gives the deck with this ID ("" if none).
func (p *Decks) Name(id string) string { return p.names[id] }

// Variants asks for the variants that change how a game is played.
type Variants struct {
	Modified, Assassin, CoOp, Penalty *widget.Check
	Note                              *widget.Label // why a variant was switched off
}

// NewVariants makes the variants' check boxes, set to v.
func NewVariants(tr *translations.Translator, v game.Variants) *Variants {
	check := func(id string, on bool) *widget.Check {
		c := widget.NewCheck(tr.T(id, nil), nil)
		c.SetChecked(on)
		return c
	}
	p := &Variants{Modified: check("variant.modifiedPlusOne", v.ModifiedPlusOne), Assassin: check("variant.assassinEnd", v.AssassinEnd),
		CoOp: check("variant.coOp", v.CoOp), Penalty: check("variant.penalty", v.Penalty), Note: Note()}
	// The engine does not combine co-op with the assassin end: ticking one
	// unticks the other, and the note says so.
	p.Assassin.OnChanged = func(on bool) {
		if on && p.CoOp.Checked {
			p.CoOp.SetChecked(false)
			SetNote(p.Note, tr.T("newGame.coOpOffNote", nil))
		} else if !on {
			SetNote(p.Note, "")
		}
	}
	p.CoOp.OnChanged = func(on bool) {
		if on && p.Assassin.Checked {
			p.Assassin.SetChecked(false)
			SetNote(p.Note, tr.T("newGame.assassinOffNote", nil))
		} else if !on {
			SetNote(p.Note, "")
		}
	}
	return p
}

// Read returns the variants ticked (no turn timer).
func (p *Variants) Read() game.Variants {
	return game.Variants{ModifiedPlusOne: p.Modified.Checked, AssassinEnd: p.Assassin.Checked, CoOp: p.CoOp.Checked, Penalty: p.Penalty.Checked}
}

// ErrNoDeck is a choice with word cards whose decks no longer exist (a
// players' list deleted since it was chosen).
var ErrNoDeck = errors.New("dealform: no word deck left to deal from")

// LoadDecks loads the decks c names: the shipped word decks, the players'
// own lists through own (nil: none; false for a list that is gone, which is
// left out) and the picture deck ("": the default). The word decks come in
// the order of their IDs, so the board depends on the set of decks chosen,
// not on the order they were ticked in.
func LoadDecks(c Choice, own func(id string) (game.Deck, bool)) ([]game.Deck, error) {
	var decks []game.Deck
	if c.Words {
		infos, err := assets.Decks()
		if err != nil {
			return nil, fmt.Errorf("load decks: %w", err)
		}
		for _, id := range slices.Sorted(slices.Values(c.Decks)) {
			i := slices.IndexFunc(infos, func(info assets.DeckInfo) bool { return info.ID() == id })
			if i < 0 {
				if d, ok := ownDeck(own, id); ok {
					decks = append(decks, d)
				}
				continue
			}
			d, err := assets.LoadDeck(infos[i])
			if err != nil {
				return nil, fmt.Errorf("load deck %s: %w", id, err)
			}
			decks = append(decks, d)
		}
		if len(decks) == 0 {
			return nil, ErrNoDeck
		}
	}
	if c.Pictures {
		id := c.PictureDeck
		if id == "" {
			id = assets.PictureDecks()[0].ID // the default deck
		}
		d, err := assets.LoadPictureDeck(id)
		if err != nil {
			return nil, fmt.Errorf("load picture deck %s: %w", id, err)
		}
		decks = append(decks, d)
	}
	return decks, nil
}

func ownDeck(own func(id string) (game.Deck, bool), id string) (game.Deck, bool) {
	if own == nil {
		return game.Deck{}, false
	}
	return own(id)
}
