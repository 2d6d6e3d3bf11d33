package clue

// Compound parts: whether one word is a piece of another.

import (
	"strings"
	"unicode/utf8"

	"github.com/decknamen/decknamen/game"
)

// containsPart reports whether part (or a form of it) is a piece of the
// compound whole: the piece must leave whole words on either side (Hand +
// arbeit, voet + bal, Arbeit + s + amt with a linking letter), judged by
// the lexicon; Horn + issen and Nacht + igall are no compounds. Without the
// lexicon's help a rest still counts when it is long (minTail letters
// after the piece, minHead before it), and, as the rule book has it, a
// long part at the end of a word counts after any head of three letters
// (Sch + enkel).
func (c *checker) containsPart(whole, part *word) bool {
	if part.n < minShortPart || whole.n <= part.n-maxAffix || c.lex.noCompound(whole.key) {
		return false
	}
	if c.lang == game.English && strings.HasSuffix(whole.plain, "ing") && c.lex.isPlain(whole.plain[:len(whole.plain)-3]) {
		return false // parking is park + ing, not par + king
	}
	wr := []rune(whole.base)
	if len(wr) > maxWordRunes {
		return false
	}
	// fl[i] is the key-form length of wr[:i].
	fl := make([]int, len(wr)+1)
	for i, r := range wr {
		fl[i+1] = fl[i] + keyWidth(r)
	}
	first, _ := utf8.DecodeRuneInString(part.plain)
	for i := range wr {
		if deUmlaut(wr[i]) != first {
			continue
		}
		for j := i + 1; j <= len(wr); j++ {
			if c.pieceMatches(wr, fl, i, j, part) {
				return true
			}
		}
	}
	return false
}

// pieceMatches reports whether wr[i:j] is a piece of the compound wr that
// is a form of part and leaves words on both sides.
func (c *checker) pieceMatches(wr []rune, fl []int, i, j int, part *word) bool {
	if i == 0 && j == len(wr) {
		return false // the whole word is not a piece of itself
	}
	n := fl[j] - fl[i]
	if n < minShortPart || n > part.n+maxAffix || n < part.n-maxAffix {
		return false
	}
	head, tail := string(wr[:i]), string(wr[j:])
	if part.n < shortPart && (head != "" && !c.longRest(head) || tail != "" && !c.longRest(tail)) {
		return false // Man+tel, hat+red, Ei+mer: a short part needs long rests or words of the lexicon proper (Ei+gelb, Tee+kanne, cow+boy)
	}
	if n < part.n && !shortenedPart(string(wr[i:j]), part) {
		return false // bei is no piece of Bein in beinahe
	}
	if head != "" && !c.isWordish(head, true, part) {
		return false
	}
	if tail != "" && !c.isWordish(tail, false, part) {
		return false
	}
	piece := newWord(string(wr[i:j]))
	if !c.sameForm(&piece, part) {
		return false
	}
	// Eis is no part of Eisenbahn: the piece and a linking letter make
	// another word of the lexicon (Eisen).
	for _, l := range c.rules.links {
		if strings.HasPrefix(tail, l) {
			longer := newWord(string(wr[i:j]) + l)
			if longer.key != part.key && c.lex.isEntry(longer.key) && !c.sameForm(&longer, part) {
				return false
			}
		}
	}
	return true
}

// longRest reports whether a rest beside a short part is long enough
// (shortRest letters), or a word of the lexicon proper (a deck's or the
// built-in words, not merely a known word) of three letters.
func (c *checker) longRest(rest string) bool {
	w := newWord(rest)
	return w.n >= shortRest || w.n >= 3 && c.lex.isLemma(w.key)
}

// shortenedPart reports whether piece is part without a final e or en,
// as compounds drop them (Schule → Schulhof, Tropfen → Tropfstein).
func shortenedPart(piece string, part *word) bool {
	p := newWord(piece).plain
	return part.plain == p+"e" || part.plain == p+"en"
}

// isWordish reports whether a rest of a compound is a word: an entry of the
// lexicon (see lexWord), or, beside a long part (longPart letters), a
// rest long enough to pass without the lexicon.
func (c *checker) isWordish(s string, head bool, part *word) bool {
	w := newWord(s)
	minTail := minTail
	if part.n >= veryLongPart {
		minTail = minTailVeryLong
	}
	if part.n >= longPart && ((head && w.n >= minHead) || (!head && w.n >= minTail)) {
		return true
	}
	if !c.lex.known() {
		// No lexicon for the language: the length of the rests decides.
		return part.n >= minPartUnknown && w.n >= minRestUnknown
	}
	return c.lexWord(&w, head, 1)
}

// lexWord reports whether w is a lexicon entry, possibly with an ending or
// linking letters, possibly after a linking element (a tail) or made of
// two such words (depth allowing).
func (c *checker) lexWord(w *word, head bool, depth int) bool {
	if w.n < minBase {
		return false
	}
	if c.lex.isEntry(w.key) || c.lex.isPlain(w.plain) {
		return true
	}
	for _, e := range c.rules.endings {
		if strings.HasSuffix(w.plain, e) && len(w.plain)-len(e) >= minBase {
			p := w.plain[:len(w.plain)-len(e)]
			if c.lex.isPlain(p) {
				return true
			}
		}
	}
	for _, e := range c.rules.links {
		if !head && strings.HasPrefix(w.plain, e) && len(w.plain)-len(e) >= minBase && c.lex.isPlain(w.plain[len(e):]) {
			return true
		}
	}
	if head && (c.lang == game.German || c.lang == game.Dutch) && c.verbStem(w.plain) {
		return true // a verb's stem begins a compound: zwem+bad, Schwimm+bad
	}
	if depth > 0 {
		r := []rune(w.base)
		for k := 3; k <= len(r)-3; k++ {
			a, b := newWord(string(r[:k])), newWord(string(r[k:]))
			if c.lexWord(&a, true, 0) && c.lexWord(&b, head, 0) {
				return true
			}
		}
	}
	return false
}

// verbStem reports whether s is the stem of a known verb: the
// infinitive is s and -en, in Dutch with the last consonant doubled after
// a short vowel (zwem → zwemmen) or f/s voiced (schrijf → schrijven).
func (c *checker) verbStem(s string) bool {
	if len(s) < minBase {
		return false
	}
	forms := []string{s + "en", s + s[len(s)-1:] + "en"}
	switch {
	case strings.HasSuffix(s, "f"):
		forms = append(forms, s[:len(s)-1]+"ven")
	case strings.HasSuffix(s, "s"):
		forms = append(forms, s[:len(s)-1]+"zen")
	}
	for _, f := range forms {
		if c.lex.isPlain(f) {
			return true
		}
	}
	return false
}

// keyWidth is how many letters r has in the key form.
func keyWidth(r rune) int {
	if r == 'ä' || r == 'ö' || r == 'ü' {
		return 2
	}
	return 1
}
