package assets

import (
	"bytes"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/decknamen/decknamen/game"
)

// deckRule is what a shipped deck must meet (issue: decks with double meanings).
type deckRule struct {
	minWords      int
	minDoubleFrac float64 // share of words with two or more meanings
	maxAvgLetters float64
	maxLetters    int     // no word longer than this
	maxLongFrac   float64 // share of words over 12 letters
	maxDrinkFrac  float64 // share of words that name a drink
}

var deckRules = map[string]deckRule{
	"de":            {minWords: 400, minDoubleFrac: 0.70, maxAvgLetters: 9, maxLetters: 14, maxLongFrac: 0.03, maxDrinkFrac: 0.05},
	"nl":            {minWords: 400, minDoubleFrac: 0.70, maxAvgLetters: 9, maxLetters: 14, maxLongFrac: 0.03, maxDrinkFrac: 0.05},
	"en":            {minWords: 400, minDoubleFrac: 0.70, maxAvgLetters: 9, maxLetters: 14, maxLongFrac: 0.03, maxDrinkFrac: 0.05},
	"de-undercover": {minWords: 300, minDoubleFrac: 0.70, maxAvgLetters: 6.5, maxLetters: 12, maxLongFrac: 0, maxDrinkFrac: 0.05},
}

// drinkMarks are gloss words that say a card names a drink, per deck language.
var drinkMarks = map[game.Language][]string{
	"de": {"getränk", "schnaps", "likör", "wein", "bier", "cocktail", "sekt", "alkohol", "spirituose"},
	"nl": {"drank", "drankje", "wijn", "bier", "cocktail", "likeur", "alcohol", "sterkedrank"},
	"en": {"drink", "beverage", "wine", "beer", "cocktail", "liquor", "spirit", "alcohol"},
}

func namesDrink(lang game.Language, e Entry) bool {
	for _, m := range e.Meanings {
		for _, w := range strings.FieldsFunc(strings.ToLower(m), func(r rune) bool { return !unicode.IsLetter(r) }) {
			for _, mark := range drinkMarks[lang] {
				if w == mark || strings.HasSuffix(w, mark) && len(mark) > 4 {
					return true
				}
			}
		}
	}
	return false
}

func TestEveryDeckLineHasAWordAndItsMeanings(t *testing.T) {
	decks, err := Decks()
	if err != nil {
		t.Fatal(err)
	}
	if len(decks) != len(deckRules) {
		t.Fatalf("%d decks listed, want %d", len(decks), len(deckRules))
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
		for n, line := range strings.Split(strings.TrimSuffix(string(raw), "\n"), "\n") {
			word, glosses, ok := strings.Cut(line, "\t")
			if !ok || strings.TrimSpace(glosses) == "" || word != strings.TrimSpace(word) {
				t.Errorf("%s:%d: want word<TAB>meaning[; meaning], got %q", info.File, n+1, line)
			}
			for _, g := range strings.Split(glosses, ";") {
				if strings.TrimSpace(g) == "" {
					t.Errorf("%s:%d: empty meaning in %q", info.File, n+1, line)
				}
			}
		}
	}
}

func TestDecksAreLargeDoubleMeaningAndShort(t *testing.T) {
	decks, err := Decks()
	if err != nil {
		t.Fatal(err)
	}
	for _, info := range decks {
		rule, ok := deckRules[info.ID()]
		if !ok {
			t.Errorf("%s: no rule for this deck", info.File)
			continue
		}
		entries, err := LoadEntries(info)
		if err != nil {
			t.Fatal(err)
		}
		var double, letters, long, drinks int
		seen := map[string]bool{}
		for _, e := range entries {
			if seen[fold(e.Word)] {
				t.Errorf("%s: %q twice", info.File, e.Word)
			}
			seen[fold(e.Word)] = true
			if strings.IndexFunc(e.Word, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
				t.Errorf("%s: %q is not a single word of letters", info.File, e.Word)
			}
			n := utf8.RuneCountInString(e.Word)
			letters += n
			if n > rule.maxLetters {
				t.Errorf("%s: %q has %d letters, at most %d", info.File, e.Word, n, rule.maxLetters)
			}
			if n > 12 {
				long++
			}
			if len(e.Meanings) >= 2 {
				double++
			}
			if namesDrink(info.Language, e) {
				drinks++
			}
		}
		total := len(entries)
		if total < rule.minWords {
			t.Errorf("%s: %d words, want at least %d", info.File, total, rule.minWords)
			continue
		}
		frac := func(k int) float64 { return float64(k) / float64(total) }
		avg := float64(letters) / float64(total)
		t.Logf("%s: %d words, %.0f%% with two or more meanings, %.2f letters on average, %d over 12, %d drinks",
			info.File, total, 100*frac(double), avg, long, drinks)
		if frac(double) < rule.minDoubleFrac {
			t.Errorf("%s: %.0f%% of the words have two or more meanings, want at least %.0f%%", info.File, 100*frac(double), 100*rule.minDoubleFrac)
		}
		if avg > rule.maxAvgLetters {
			t.Errorf("%s: %.2f letters on average, want at most %.1f", info.File, avg, rule.maxAvgLetters)
		}
		if frac(long) > rule.maxLongFrac {
			t.Errorf("%s: %d words over 12 letters, want at most %.0f%%", info.File, long, 100*rule.maxLongFrac)
		}
		if frac(drinks) > rule.maxDrinkFrac {
			t.Errorf("%s: %d drinks, want at most %.0f%%", info.File, drinks, 100*rule.maxDrinkFrac)
		}
	}
}

// undercoverUnrelatedPairs are cards of the Undercover deck that contain another
// card of it only by accident of spelling: the words are not related, so the
// pair stays (containing card -> contained card).
var undercoverUnrelatedPairs = map[[2]string]bool{
	{"Dreier", "Eier"}:  true, // Dreier comes from "drei", not from the eggs
	{"Schritt", "Ritt"}: true, // Schritt comes from "schreiten", Ritt from "reiten"
}

// No Undercover card may be a compound or form of another one (Bikinifigur and
// Bikini, Muskelkater and Kater): a card that holds another card of at least
// four letters, after case folding, fails unless the pair is listed above.
func TestUndercoverCardsAreNotCompoundsOfEachOther(t *testing.T) {
	decks, err := Decks()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, info := range decks {
		if info.ID() != "de-undercover" {
			continue
		}
		found = true
		deck, err := LoadDeck(info)
		if err != nil {
			t.Fatal(err)
		}
		used := map[[2]string]bool{}
		for _, a := range deck.Cards {
			for _, b := range deck.Cards {
				if a == b || utf8.RuneCountInString(b) < 4 || !strings.Contains(fold(a), fold(b)) {
					continue
				}
				if undercoverUnrelatedPairs[[2]string{a, b}] {
					used[[2]string{a, b}] = true
					continue
				}
				t.Errorf("%s: %q contains the card %q", info.File, a, b)
			}
		}
		for pair := range undercoverUnrelatedPairs {
			if !used[pair] {
				t.Errorf("%s: exception %q/%q no longer needed", info.File, pair[0], pair[1])
			}
		}
	}
	if !found {
		t.Error("no de-undercover deck")
	}
}

// Decks of one language can be ticked together in the new-game dialog, so no
// word may stand in two of them.
func TestNoWordRepeatsAcrossDecksOfOneLanguage(t *testing.T) {
	decks, err := Decks()
	if err != nil {
		t.Fatal(err)
	}
	byLang := map[game.Language][]game.Deck{}
	for _, info := range decks {
		deck, err := LoadDeck(info)
		if err != nil {
			t.Fatal(err)
		}
		byLang[info.Language] = append(byLang[info.Language], deck)
	}
	for lang, group := range byLang {
		where := map[string]string{}
		for _, deck := range group {
			for _, w := range deck.Cards {
				if other, ok := where[fold(w)]; ok && other != deck.ID {
					t.Errorf("%s: %q is in %s and %s", lang, w, other, deck.ID)
				}
				where[fold(w)] = deck.ID
			}
		}
		if _, err := game.Deal(game.DealOptions{Seed: 1, Size: game.Size5x5, Decks: group}); err != nil {
			t.Fatalf("mixing the %s decks: %v", lang, err)
		}
	}
}

func TestUndercoverDeckIsMarkedAdult(t *testing.T) {
	decks, _ := Decks()
	for _, d := range decks {
		if want := d.ID() != "de-undercover"; d.FamilySafe != want {
			t.Errorf("%s: familySafe=%v, want %v", d.File, d.FamilySafe, want)
		}
	}
}

func TestLoadEntriesSplitsWordAndMeanings(t *testing.T) {
	decks, _ := Decks()
	entries, err := LoadEntries(decks[0])
	if err != nil {
		t.Fatal(err)
	}
	deck, _ := LoadDeck(decks[0])
	if len(deck.Cards) != len(entries) {
		t.Fatalf("LoadDeck has %d cards, LoadEntries %d", len(deck.Cards), len(entries))
	}
	for i, e := range entries {
		if deck.Cards[i] != e.Word || strings.ContainsAny(e.Word, "\t;") {
			t.Fatalf("card %d: %q vs entry %q", i, deck.Cards[i], e.Word)
		}
	}
}

// The clue checker's lexicon of a language holds the words of every
// shipped deck in it (family and Undercover).
func TestLanguageWordsHoldEveryDeckOfTheLanguage(t *testing.T) {
	de, err := LanguageWords(game.German)
	if err != nil {
		t.Fatal(err)
	}
	has := map[string]bool{}
	for _, w := range de {
		has[w] = true
	}
	infos, _ := Decks()
	for _, info := range infos {
		d, err := LoadDeck(info)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range d.Cards {
			if info.Language == game.German && !has[w] {
				t.Fatalf("%s: %q missing from the German words", info.ID(), w)
			}
		}
	}
	if len(de) < 700 {
		t.Errorf("%d German words; the family and Undercover decks hold more", len(de))
	}
}
