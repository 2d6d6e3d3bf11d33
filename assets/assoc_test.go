package assets

import (
	"strings"
	"testing"
)

// The computer spymaster knows every card of the family decks: each has
// its own list of at least 20 clue words.
func TestEveryFamilyDeckCardHasAssociations(t *testing.T) {
	for _, id := range []string{"de", "en", "nl"} {
		d, ok, err := Associations(id)
		if err != nil || !ok {
			t.Fatalf("%s: %v (found %v)", id, err, ok)
		}
		infos, _ := Decks()
		for _, info := range infos {
			if info.ID() != id {
				continue
			}
			deck, err := LoadDeck(info)
			if err != nil {
				t.Fatal(err)
			}
			if !d.Knows(deck.Cards) {
				t.Errorf("%s: a card without associations", id)
			}
			raw, _ := assocFiles.ReadFile("assoc/" + id + ".txt")
			for _, line := range strings.Split(string(raw), "\n") {
				card, rest, ok := strings.Cut(line, "\t")
				if ok && !strings.HasPrefix(line, "#") && len(strings.Fields(rest)) < 20 {
					t.Errorf("%s: %q has %d clue words, want 20 or more", id, card, len(strings.Fields(rest)))
				}
			}
		}
	}
	if HasAssociations("de-undercover") {
		t.Error("the Undercover deck has no data: the computer does not play it")
	}
}
