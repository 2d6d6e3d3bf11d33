package game

import (
	"reflect"
	"strings"
	"testing"
	"unicode"
)

// clueFuzzLanguages maps the fuzzer's language byte to a language; the last
// one is unknown on purpose.
var clueFuzzLanguages = []Language{German, Dutch, English, Language("xx")}

// FuzzCheckClue checks the invariants of CheckClue on arbitrary input. The
// board is one visible word per line.
func FuzzCheckClue(f *testing.F) {
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
		l := clueFuzzLanguages[int(lang)%len(clueFuzzLanguages)]
		visible := strings.Split(board, "\n")
		got := CheckClue(clue, visible, l)
		clueCheckInvariants(t, clue, visible, got)
		if again := CheckClue(clue, visible, l); !reflect.DeepEqual(got, again) {
			t.Fatalf("not deterministic: %v then %v", got, again)
		}
		// With the board as the caller's lexicon the same invariants hold.
		withLex := CheckClueWith(clue, visible, l, ClueOptions{Lexicon: NewClueLexicon(visible)})
		clueCheckInvariants(t, clue, visible, withLex)
		// A clue that lies on the board is always the same word.
		if clueHasWordRune(clue) {
			withClue := append(visible[:len(visible):len(visible)], clue)
			if !clueHasWarning(CheckClue(clue, withClue, l), WarnSameWord, clue) {
				t.Fatalf("clue %q beside itself: no %v", clue, WarnSameWord)
			}
		}
	})
}

// clueCheckInvariants checks what must hold for any result of CheckClue.
func clueCheckInvariants(t *testing.T, clue string, visible []string, got []ClueWarning) {
	t.Helper()
	seen := map[ClueWarning]bool{}
	for _, w := range got {
		if seen[w] {
			t.Fatalf("duplicate warning %v in %v", w, got)
		}
		seen[w] = true
		if w.Kind.String() == "unknown" {
			t.Fatalf("warning of unknown kind %d", int(w.Kind))
		}
		if w.Word != "" && !clueContains(visible, w.Word) {
			t.Fatalf("warning word %q is not visible %q", w.Word, visible)
		}
		boardKind := w.Kind == WarnSameWord || w.Kind == WarnSpellingVariant || w.Kind == WarnSameStem ||
			w.Kind == WarnNegatedWord || w.Kind == WarnCompoundPart
		if boardKind != (w.Word != "") {
			t.Fatalf("warning %v: kind and word do not fit", w)
		}
	}
	empty := !clueHasWordRune(clue)
	if empty != clueHasWarning(got, WarnEmpty, "") || (empty && len(got) != 1) {
		t.Fatalf("clue %q: empty=%v but got %v", clue, empty, got)
	}
	for _, v := range visible {
		if v == clue && !empty && !clueHasWarning(got, WarnSameWord, v) {
			t.Fatalf("clue %q lies on the board but got %v", clue, got)
		}
	}
}

func clueHasWordRune(s string) bool {
	return strings.ContainsFunc(strings.ToValidUTF8(s, "\uFFFD"), func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsNumber(r)
	})
}

func clueHasWarning(ws []ClueWarning, k ClueWarningKind, word string) bool {
	for _, w := range ws {
		if w.Kind == k && w.Word == word {
			return true
		}
	}
	return false
}

func clueContains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
