package assets

import (
	"bytes"
	"strings"
	"testing"
	"unicode"

	"github.com/decknamen/decknamen/game"
)

// fold is the comparison form for duplicates: case, umlauts and ß folded.
func fold(w string) string {
	return strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss").Replace(strings.ToLower(w))
}

func TestDecksHaveEnoughDistinctWellFormedWords(t *testing.T) {
	minimum := map[string]int{"de": 400, "de-undercover": 300, "nl": 400, "en": 400}
	decks, err := Decks()
	if err != nil {
		t.Fatal(err)
	}
	if len(decks) != len(minimum) {
		t.Fatalf("%d decks listed, want %d", len(decks), len(minimum))
	}
	for _, info := range decks {
		raw, err := files.ReadFile("words/" + info.File)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(raw, []byte("\r")) || bytes.Contains(raw, []byte("\n\n")) || !bytes.HasSuffix(raw, []byte("\n")) {
			t.Errorf("%s: CR, empty line or missing final newline", info.File)
		}
		if !info.Language.Valid() || info.Name["en"] == "" || info.Name["de"] == "" || info.Name["nl"] == "" {
			t.Errorf("%s: incomplete metadata %+v", info.File, info)
		}
		deck, err := LoadDeck(info)
		if err != nil {
			t.Fatal(err)
		}
		if len(deck.Cards) < minimum[info.ID()] {
			t.Errorf("%s: %d words, want at least %d", info.File, len(deck.Cards), minimum[info.ID()])
		}
		seen := map[string]bool{}
		for _, w := range deck.Cards {
			if seen[fold(w)] {
				t.Errorf("%s: %q twice", info.File, w)
			}
			seen[fold(w)] = true
			if len([]rune(w)) > 40 || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
				t.Errorf("%s: %q is not a single word of letters", info.File, w)
			}
		}
	}
}

func TestUndercoverDeckIsMarkedAdultAndSharesNoWordWithStandard(t *testing.T) {
	decks, _ := Decks()
	byID := map[string]DeckInfo{}
	for _, d := range decks {
		byID[d.ID()] = d
	}
	if byID["de-undercover"].FamilySafe || !byID["de"].FamilySafe {
		t.Fatal("family-safe flags wrong")
	}
	std, _ := LoadDeck(byID["de"])
	under, _ := LoadDeck(byID["de-undercover"])
	in := map[string]bool{}
	for _, w := range std.Cards {
		in[fold(w)] = true
	}
	for _, w := range under.Cards {
		if in[fold(w)] {
			t.Errorf("%q is in both German decks", w)
		}
	}
	if _, err := game.Deal(game.DealOptions{Seed: 1, Size: game.Size5x5, Decks: []game.Deck{std, under}}); err != nil {
		t.Fatalf("mixing the German decks: %v", err)
	}
}
