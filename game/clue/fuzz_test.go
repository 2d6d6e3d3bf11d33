package clue

import (
	"reflect"
	"strings"
	"testing"
	"unicode"

	"github.com/decknamen/decknamen/game"
)

// fuzzLanguages maps the fuzzer's language byte to a language; the last
// one is unknown on purpose.
var fuzzLanguages = []game.Language{German, Dutch, English, game.Language("xx")}

// FuzzCheckClue checks the invariants of Check on arbitrary input. The
// board is one visible word per line.
func FuzzCheck(f *testing.F) {
	seeds := []struct {
		clue, board string
		lang        byte
	}{
		{"Enkel", "Schenkel\nHandarbeit\nHacke", 0},
		{"hackevoll", "HACKE", 0},
		{"arbeiten", "Handarbeit", 0},
		{"Sechs", "SEX", 0},
		{"C-i-g-a-r-r-e", "ZIGARRE", 0},
		{"Straße", "STRASSE\nMüller", 0},
		{"Unglück", "Glück", 0},
		{"z.B.", "", 0},
		{"1.000", "1000", 0},
		{"", "", 0},
		{"fietsen", "fiets\nHandschoenenkastje", 1},
		{"Nymegen", "Nijmegen", 1},
		{"running", "run\nhorseshoe\nice cream", 2},
		{"Gina Wild", "WILD", 3},
		{"\xff\xfe", "a\xffb", 0},
		{"a\u0308", "ä", 0},
		{"дом", "дом", 0},
		{"ǅ\u00adß", "ẞ", 1},
	}
	for _, s := range seeds {
		f.Add(s.clue, s.board, s.lang)
	}
	f.Fuzz(func(t *testing.T, clue, board string, lang byte) {
		l := fuzzLanguages[int(lang)%len(fuzzLanguages)]
		visible := strings.Split(board, "\n")
		got := Check(clue, visible, l)
		checkInvariants(t, clue, visible, got)
		if again := Check(clue, visible, l); !reflect.DeepEqual(got, again) {
			t.Fatalf("not deterministic: %v then %v", got, again)
		}
		// With the board as the caller's lexicon the same invariants hold.
		withLex := CheckWith(clue, visible, l, Options{Lexicon: NewLexicon(visible)})
		checkInvariants(t, clue, visible, withLex)
		// A clue that lies on the board is always the same word.
		if hasWordRune(clue) {
			withClue := append(visible[:len(visible):len(visible)], clue)
			if !hasWarning(Check(clue, withClue, l), WarnSameWord, clue) {
				t.Fatalf("clue %q beside itself: no %v", clue, WarnSameWord)
			}
		}
	})
}

// checkInvariants checks what must hold for any result of Check.
func checkInvariants(t *testing.T, clue string, visible []string, got []Warning) {
	t.Helper()
	seen := map[Warning]bool{}
	for _, w := range got {
		if seen[w] {
			t.Fatalf("duplicate warning %v in %v", w, got)
		}
		seen[w] = true
		if w.Kind.String() == "unknown" {
			t.Fatalf("warning of unknown kind %d", int(w.Kind))
		}
		if w.Word != "" && !contains(visible, w.Word) {
			t.Fatalf("warning word %q is not visible %q", w.Word, visible)
		}
		boardKind := w.Kind == WarnSameWord || w.Kind == WarnSpellingVariant || w.Kind == WarnSameStem ||
			w.Kind == WarnNegatedWord || w.Kind == WarnCompoundPart
		if boardKind != (w.Word != "") {
			t.Fatalf("warning %v: kind and word do not fit", w)
		}
	}
	empty := !hasWordRune(clue)
	if empty != hasWarning(got, WarnEmpty, "") || (empty && len(got) != 1) {
		t.Fatalf("clue %q: empty=%v but got %v", clue, empty, got)
	}
	for _, v := range visible {
		if v == clue && !empty && !hasWarning(got, WarnSameWord, v) {
			t.Fatalf("clue %q lies on the board but got %v", clue, got)
		}
	}
}

func hasWordRune(s string) bool {
	return strings.ContainsFunc(strings.ToValidUTF8(s, "\uFFFD"), func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsNumber(r)
	})
}

func hasWarning(ws []Warning, k Kind, word string) bool {
	for _, w := range ws {
		if w.Kind == k && w.Word == word {
			return true
		}
	}
	return false
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
