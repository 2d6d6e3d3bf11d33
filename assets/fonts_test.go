package assets

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"unicode"

	"github.com/go-text/typesetting/font"
)

// TestTheFontHasEveryCharacterTheAppShows checks the font against every
// word of every deck and every message and rules text, so no card or
// label shows a missing-glyph box.
func TestTheFontHasEveryCharacterTheAppShows(t *testing.T) {
	need := map[rune]string{}
	decks, err := Decks()
	if err != nil {
		t.Fatal(err)
	}
	for _, info := range decks {
		d, _ := LoadDeck(info)
		for _, w := range d.Cards {
			for _, r := range w {
				need[r] = info.File
			}
		}
	}
	texts, _ := filepath.Glob("../translations/*.json")
	rules, _ := filepath.Glob("../translations/rules/*.md")
	for _, f := range append(texts, rules...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range string(b) {
			if !unicode.IsControl(r) {
				need[r] = f
			}
		}
	}
	for name, data := range map[string][]byte{"regular": FontRegular, "bold": FontBold} {
		face, err := font.ParseTTF(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for r, where := range need {
			if _, ok := face.NominalGlyph(r); !ok {
				t.Errorf("%s font lacks %q (U+%04X), used in %s", name, r, r, where)
			}
		}
	}
}
