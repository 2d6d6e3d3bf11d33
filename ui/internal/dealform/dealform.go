// Package dealform holds the questions every dialog that deals boards asks
// the same way (the new-game dialog and the class-set dialog): the kind of
// cards, the picture deck, the board size, the word decks and the
// variants, and the Choice they make. Each dialog lays them out itself.
package dealform

import (
	"slices"

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
	// PictureDeck is the picture deck's ID ("" = the simple pictures).
	PictureDeck string `json:"pictureDeck,omitempty"`
}

// Deck is a word deck on offer: its name in the dialog and its ID.
type Deck struct{ Name, ID string }

// Cards asks for the kind of cards (words, pictures, mixed), the picture
// deck and the board's size.
type Cards struct {
	Kind     *widget.RadioGroup // words, pictures or mixed
	Pictures *widget.RadioGroup // the picture deck, enabled while the board has pictures
	Size     *widget.RadioGroup // 5 × 5 or 5 × 4
	kinds    []string
	sizes    []string
	picIDs   []string // the picture decks' IDs, in the order offered
	decks    *Decks
	// Changed is called after the kind of cards changed and the decks
	// were enabled or disabled (a form refreshes its labels' shade).
	Changed func()
}

// NewCards makes the cards' questions, set to c. With decks, the word
// decks are enabled only while the board has words.
func NewCards(tr *translations.Translator, c Choice, decks *Decks) *Cards {
	t := func(id string) string { return tr.T(id, nil) }
	p := &Cards{kinds: []string{t("newGame.words"), t("newGame.pictures"), t("newGame.mixed")}, sizes: []string{"5 × 5", "5 × 4"}, decks: decks}
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
	for i, d := range assets.PictureDecks() {
		names = append(names, d.Name[tr.Lang()])
		p.picIDs = append(p.picIDs, d.ID)
		if d.ID == c.PictureDeck || (c.PictureDeck == "" && d.ID == assets.SimplePicturesID) {
			chosen = i
		}
	}
	p.Pictures = widget.NewRadioGroup(names, nil)
	p.Pictures.Horizontal, p.Pictures.Required = true, true
	p.Pictures.SetSelected(names[chosen])
	p.Size = widget.NewRadioGroup(p.sizes, nil)
	p.Size.Horizontal, p.Size.Required = true, true
	p.Size.SetSelected(p.sizes[0])
	if c.Size == game.Size5x4 {
		p.Size.SetSelected(p.sizes[1])
	}
	p.Kind.OnChanged = func(s string) { // each kind's usual size
		p.Size.SetSelected(p.sizes[0])
		if s == p.kinds[1] {
			p.Size.SetSelected(p.sizes[1])
		}
		p.enable()
		if p.Changed != nil {
			p.Changed()
		}
	}
	p.enable()
	return p
}

// enable offers the picture decks only for a board with pictures and the
// word decks only for one with words.
func (p *Cards) enable() {
	words, pictures := p.Kind.Selected != p.kinds[1], p.Kind.Selected != p.kinds[0]
	enable(p.Pictures, pictures)
	if p.decks != nil {
		enable(p.decks.Group, words)
	}
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

// Decks asks for the word decks: the shipped ones and the players' own.
type Decks struct {
	Group *widget.CheckGroup
	offer func() []Deck
	ids   map[string]string // a deck's name in the dialog → its ID
	names map[string]string // a deck's ID → its name in the dialog
	order []string          // the IDs in the order offered
	first []string          // the IDs ticked at first
}

// NewDecks offers the decks offer returns, the chosen ones ticked.
func NewDecks(offer func() []Deck, chosen []string) *Decks {
	p := &Decks{Group: widget.NewCheckGroup(nil, nil), offer: offer, first: chosen}
	p.Fill()
	return p
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
}

// NewVariants makes the variants' check boxes, set to v.
func NewVariants(tr *translations.Translator, v game.Variants) *Variants {
	check := func(id string, on bool) *widget.Check {
		c := widget.NewCheck(tr.T(id, nil), nil)
		c.SetChecked(on)
		return c
	}
	p := &Variants{Modified: check("variant.modifiedPlusOne", v.ModifiedPlusOne), Assassin: check("variant.assassinEnd", v.AssassinEnd),
		CoOp: check("variant.coOp", v.CoOp), Penalty: check("variant.penalty", v.Penalty)}
	// The engine does not combine co-op with the assassin end.
	p.Assassin.OnChanged = func(on bool) {
		if on {
			p.CoOp.SetChecked(false)
		}
	}
	p.CoOp.OnChanged = func(on bool) {
		if on {
			p.Assassin.SetChecked(false)
		}
	}
	return p
}

// Read returns the variants ticked (no turn timer).
func (p *Variants) Read() game.Variants {
	return game.Variants{ModifiedPlusOne: p.Modified.Checked, AssassinEnd: p.Assassin.Checked, CoOp: p.CoOp.Checked, Penalty: p.Penalty.Checked}
}
