package clue

// Splitting clues and board words into words, and their spelling keys.

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// phrase is a clue or a board word split into words.
type phrase struct {
	count int // number of words (letter or digit runs)
	// words[0] is the whole text joined without separators; for
	// multi-word text the first maxTokens words follow.
	words       []word
	allDigits   bool // every word is a number
	allSingle   bool // every word is a single Latin letter
	allGapsDot  bool // every gap between words contains a full stop
	trailingDot bool // the text ends with a full stop after its last word
	letters     int  // letters in the whole text
	foreign     bool // a letter outside the Latin script
}

// parse splits s into words. Letters, digits and combining marks make
// up words; apostrophes and invisible format characters (soft hyphen) are
// ignored inside words (auto's, rock'n'roll); anything else separates.
func parse(s string) phrase {
	s = norm.NFC.String(strings.ToValidUTF8(s, "\uFFFD"))
	t := phrase{allDigits: true, allSingle: true, allGapsDot: true}
	var joined, cur strings.Builder
	joined.Grow(len(s))
	var tokens []string
	curLetters, curDigits := 0, 0
	inWord, gapDot, curForeign := false, false, false
	flush := func() {
		if len(tokens) < maxTokens {
			tokens = append(tokens, cur.String())
		}
		t.allDigits = t.allDigits && curLetters == 0
		// One Latin letter; a Han character is a whole word.
		t.allSingle = t.allSingle && curLetters == 1 && curDigits == 0 && !curForeign
		cur.Reset()
		curLetters, curDigits, inWord, curForeign = 0, 0, false, false
	}
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsNumber(r):
			if !inWord {
				if t.count > 0 && !gapDot {
					t.allGapsDot = false
				}
				t.count++
				inWord, gapDot = true, false
			}
			if unicode.IsLetter(r) {
				curLetters++
				t.letters++
				curForeign = curForeign || !unicode.Is(unicode.Latin, r)
				t.foreign = t.foreign || curForeign
			} else {
				curDigits++
			}
			cur.WriteRune(r)
			joined.WriteRune(r)
		case unicode.IsMark(r):
			if inWord {
				cur.WriteRune(r)
				joined.WriteRune(r)
			}
		case isJoiner(r):
			// ignored: part of the word around it
		default:
			if inWord {
				flush()
			}
			gapDot = gapDot || r == '.'
		}
	}
	if inWord {
		flush()
	}
	t.trailingDot = gapDot
	if t.count == 0 {
		return t
	}
	t.words = append(t.words, newWord(baseForm(joined.String())))
	if t.count > 1 && !t.allDigits && !t.allSingle {
		for _, tok := range tokens {
			t.words = append(t.words, newWord(baseForm(tok)))
		}
	}
	return t
}

// isJoiner reports runes that are ignored inside words.
func isJoiner(r rune) bool {
	switch r {
	case '\'', '’', 'ʼ', '‘', '`', '´':
		return true
	}
	return unicode.Is(unicode.Cf, r)
}

// shapeWarnings returns the warnings about the clue's own shape.
func (t *phrase) shapeWarnings() []Kind {
	var ks []Kind
	switch {
	case t.allDigits:
		// 1.000 or 1 000 is still one number.
		ks = append(ks, WarnDigitsOrLetters)
	case t.count > 1 && t.allSingle && t.allGapsDot:
		// z.B., U.S.A.
		ks = append(ks, WarnAbbreviation)
	case t.count > 1 && t.allSingle:
		// S-e-c-h-s: spelling a clue is allowed; it is checked as Sechs.
		if t.looksAbbreviated() {
			ks = append(ks, WarnAbbreviation)
		}
	case t.count > 1:
		ks = append(ks, WarnMultipleWords)
	case t.allSingle:
		ks = append(ks, WarnDigitsOrLetters)
	case t.looksAbbreviated():
		ks = append(ks, WarnAbbreviation)
	}
	if t.foreign {
		ks = append(ks, WarnForeignScript)
	}
	return ks
}

// looksAbbreviated reports a short word ending in a full stop (Nr., usw.)
// or a short run of Latin consonants (BRD, PKW), which no word of the three
// languages is.
func (t *phrase) looksAbbreviated() bool {
	if t.trailingDot && t.count == 1 && t.letters <= 3 {
		return true
	}
	k := t.words[0].key
	if len(k) < 2 || len(k) > 5 {
		return false
	}
	for i := 0; i < len(k); i++ {
		if k[i] < 'a' || k[i] > 'z' || strings.IndexByte("aeiouy", k[i]) >= 0 {
			return false
		}
	}
	return true
}

// --- folding -------------------------------------------------------------

// word is one word in its compared forms.
type word struct {
	base  string // the forms are explained at the top of this file
	key   string
	plain string
	n     int // length in letters of the key form, ä counting as two
	stem  string
	// stemmed says whether stem has been computed (it is computed lazily:
	// most compound pieces never need it).
	stemmed bool
	variant string // spelling-variant key, once varied is set
	varied  bool
	// alt is the word with German ae/oe/ue read as umlauts, once altDone
	// is set; nil when that changes nothing.
	alt     *word
	altDone bool
}

func newWord(base string) word {
	w := word{base: base}
	var key, plain strings.Builder
	key.Grow(len(base) + 4)
	plain.Grow(len(base))
	for _, r := range base {
		switch r {
		case 'ä', 'ö', 'ü':
			u := deUmlaut(r)
			key.WriteRune(u)
			key.WriteByte('e')
			plain.WriteRune(u)
			w.n += 2
		default:
			key.WriteRune(r)
			plain.WriteRune(r)
			w.n++
		}
	}
	w.key = strings.ReplaceAll(key.String(), "ij", "y")
	w.plain = plain.String()
	return w
}

// baseForm lower-cases s, spells ß as ss and drops accents except the
// umlauts. s must be valid UTF-8 in NFC.
func baseForm(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		r = unicode.ToLower(r)
		switch r {
		case 'ß':
			b.WriteString("ss")
		case 'ä', 'ö', 'ü':
			b.WriteRune(r)
		case 'ĳ', 'ÿ': // the Dutch ij as one letter
			b.WriteString("ij")
		case 'æ':
			b.WriteString("ae")
		case 'œ':
			b.WriteString("oe")
		case 'ø':
			b.WriteByte('o')
		case 'ł':
			b.WriteByte('l')
		case 'ı':
			b.WriteByte('i')
		default:
			if r < utf8.RuneSelf {
				b.WriteRune(r)
				continue
			}
			for _, d := range norm.NFD.String(string(r)) {
				if !unicode.IsMark(d) {
					b.WriteRune(unicode.ToLower(d))
				}
			}
		}
	}
	return b.String()
}

func deUmlaut(r rune) rune {
	switch r {
	case 'ä':
		return 'a'
	case 'ö':
		return 'o'
	case 'ü':
		return 'u'
	}
	return r
}

// germanVariant spells c the German way (Cigarre → zigarre, Circus →
// zirkus, Scene → szene) and ph as f (Photo → foto). ch and ck stay.
func germanVariant(key string) string {
	return variant(key, 'z')
}

// dutchVariant spells c the Dutch way (cirkel → sirkel, cacao → kakao)
// and ph as f (fotograaf / photograaf).
func dutchVariant(key string) string {
	return variant(key, 's')
}

// variant replaces a c before e, i or y by soft, any other c (except in
// ch and ck) by k, and ph by f.
func variant(key string, soft byte) string {
	var b strings.Builder
	b.Grow(len(key))
	for i := 0; i < len(key); i++ {
		next := byte(0)
		if i+1 < len(key) {
			next = key[i+1]
		}
		switch {
		case key[i] == 'c' && (next == 'h' || next == 'k'):
			b.WriteByte('c')
		case key[i] == 'c' && (next == 'e' || next == 'i' || next == 'y'):
			b.WriteByte(soft)
		case key[i] == 'c':
			b.WriteByte('k')
		case key[i] == 'p' && next == 'h':
			b.WriteByte('f')
			i++
		default:
			b.WriteByte(key[i])
		}
	}
	return b.String()
}

// --- comparing -----------------------------------------------------------
