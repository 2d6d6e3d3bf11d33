package dealform

import (
	"errors"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
)

func offer() []Deck {
	return []Deck{{Name: "Deutsch", ID: "de"}, {Name: "Nederlands", ID: "nl"}, {Name: "Eigene Liste", ID: "custom:1"}}
}

// The questions show the choice they are given and read it back, the word
// decks in the order offered.
func TestTheQuestionsReadBackTheChoiceTheyShow(t *testing.T) {
	test.NewTempApp(t)
	tr, _ := translations.New("de")
	for _, c := range []Choice{
		{Words: true, Size: game.Size5x5, Decks: []string{"custom:1", "de"}, PictureDeck: assets.SimplePicturesID},
		{Pictures: true, Size: game.Size5x4, Decks: []string{"nl"}, PictureDeck: assets.FantasyPicturesID, Variants: game.Variants{CoOp: true}},
		{Words: true, Pictures: true, Size: game.Size5x5, Decks: []string{"de", "nl"}, PictureDeck: assets.FantasyPicturesID, Variants: game.Variants{ModifiedPlusOne: true, AssassinEnd: true, Penalty: true}},
	} {
		decks := NewDecks(offer, c.Decks)
		cards := NewCards(tr, c, nil, decks)
		got := Choice{Variants: NewVariants(tr, c.Variants).Read(), Decks: decks.IDs()}
		cards.Read(&got)
		want := c
		want.Decks = slices.Clone(c.Decks)
		slices.SortFunc(want.Decks, func(a, b string) int {
			return slices.IndexFunc(offer(), func(d Deck) bool { return d.ID == a }) - slices.IndexFunc(offer(), func(d Deck) bool { return d.ID == b })
		})
		if got.Words != want.Words || got.Pictures != want.Pictures || got.Size != want.Size || got.PictureDeck != want.PictureDeck ||
			got.Variants != want.Variants || !slices.Equal(got.Decks, want.Decks) {
			t.Errorf("shown %+v, read back %+v", c, got)
		}
	}
}

// A pictures-only board offers no word decks and the picture decks; a
// word board the other way round; each kind takes its usual size.
func TestTheKindOfCardsEnablesItsDecks(t *testing.T) {
	test.NewTempApp(t)
	tr, _ := translations.New("nl")
	decks := NewDecks(offer, []string{"nl"})
	cards := NewCards(tr, Choice{Words: true, Size: game.Size5x5}, nil, decks)
	changed := 0
	cards.Changed = func() { changed++ }
	if decks.Group.Disabled() || !cards.Pictures.Disabled() {
		t.Fatalf("words: decks disabled %v, picture decks disabled %v", decks.Group.Disabled(), cards.Pictures.Disabled())
	}
	cards.Kind.SetSelected(cards.Kind.Options[1])
	if !decks.Group.Disabled() || cards.Pictures.Disabled() || cards.Size.Selected != "5 × 4" || changed != 1 {
		t.Fatalf("pictures: decks disabled %v, picture decks disabled %v, size %s, changed %d", decks.Group.Disabled(), cards.Pictures.Disabled(), cards.Size.Selected, changed)
	}
	cards.Kind.SetSelected(cards.Kind.Options[2])
	if decks.Group.Disabled() || cards.Pictures.Disabled() || cards.Size.Selected != "5 × 5" {
		t.Fatalf("mixed: decks disabled %v, picture decks disabled %v, size %s", decks.Group.Disabled(), cards.Pictures.Disabled(), cards.Size.Selected)
	}
}

// The engine does not combine co-op with the assassin end: ticking one
// unticks the other.
func TestCoOpAndAssassinEndExcludeEachOther(t *testing.T) {
	test.NewTempApp(t)
	tr, _ := translations.New("en")
	v := NewVariants(tr, game.Variants{CoOp: true})
	v.Assassin.SetChecked(true)
	if got := v.Read(); !got.AssassinEnd || got.CoOp {
		t.Fatalf("after ticking assassin end: %+v", got)
	}
	v.CoOp.SetChecked(true)
	if got := v.Read(); got.AssassinEnd || !got.CoOp {
		t.Fatalf("after ticking co-op: %+v", got)
	}
}

// Fill offers the decks again after an import and keeps what was ticked.
func TestFillKeepsTheTickedDecks(t *testing.T) {
	test.NewTempApp(t)
	list := offer()[:2]
	decks := NewDecks(func() []Deck { return list }, []string{"de"})
	decks.Group.SetSelected(append(decks.Group.Selected, "Nederlands"))
	list = offer()
	decks.Fill()
	if got := decks.IDs(); !slices.Equal(got, []string{"de", "nl"}) || len(decks.Group.Options) != 3 || decks.Name("custom:1") != "Eigene Liste" {
		t.Fatalf("after Fill: ticked %v, offered %v", got, decks.Group.Options)
	}
}

// A choice whose only deck is a players' list deleted since is refused
// with ErrNoDeck (which the UI says in the player's language), and a list
// that still exists is dealt from.
func TestLoadDecksRefusesAChoiceWhoseListsAreGone(t *testing.T) {
	c := Choice{Words: true, Size: game.Size5x5, Decks: []string{"custom:gone"}}
	gone := func(string) (game.Deck, bool) { return game.Deck{}, false }
	if _, err := LoadDecks(c, gone); !errors.Is(err, ErrNoDeck) {
		t.Fatalf("LoadDecks with a deleted list = %v, want ErrNoDeck", err)
	}
	kept := func(id string) (game.Deck, bool) {
		return game.Deck{ID: id, Kind: game.WordCard, Cards: []string{"Apfel"}}, id == "custom:gone"
	}
	decks, err := LoadDecks(c, kept)
	if err != nil || len(decks) != 1 || decks[0].ID != "custom:gone" {
		t.Fatalf("LoadDecks with the list kept = %v, %v", decks, err)
	}
}
