package clue

// Forms of a word: stems, spelling variants, regular and listed forms, negations.

import (
	"strings"
	"unicode/utf8"

	snowball "github.com/blevesearch/snowballstem"
	"golang.org/x/text/unicode/norm"

	"github.com/decknamen/decknamen/game"
)

// stemOf returns the word's Snowball stem in key form; without a stemmer
// (unknown language) or for huge words it is the key itself.
func (c *checker) stemOf(w *word) string {
	if w.stemmed {
		return w.stem
	}
	w.stemmed = true
	w.stem = w.key
	if c.rules.stem == nil || len(w.base) > 4*maxWordRunes {
		return w.stem
	}
	c.env.SetCurrent(w.base)
	c.rules.stem(c.env)
	if s := c.env.Current(); s != "" {
		w.stem = newWord(s).key
	}
	if c.rules.stemEnd != nil {
		w.stem = c.rules.stemEnd(w.stem)
	}
	return w.stem
}

// dutchStemEnd spells a stem's last z as s and v as f, because Dutch
// writes the voiced sound only before a vowel: huis/huizen, brief/brieven.
func dutchStemEnd(stem string) string {
	switch {
	case strings.HasSuffix(stem, "z"):
		return stem[:len(stem)-1] + "s"
	case strings.HasSuffix(stem, "v"):
		return stem[:len(stem)-1] + "f"
	}
	return stem
}

// isVariant reports whether a and b are spellings of the same word.
func (c *checker) isVariant(a, b *word) bool {
	return c.rules.variant != nil && c.variantOf(a) == c.variantOf(b)
}

// variantOf returns the word's spelling-variant key, computed once.
func (c *checker) variantOf(w *word) string {
	if !w.varied {
		w.variant, w.varied = c.rules.variant(w.key), true
	}
	return w.variant
}

// sameForm reports whether a and b are forms of one word: the same key,
// one family of irregular forms (Maus/Mäuse, schip/schepen, mouse/mice),
// or one the other plus a regular ending of the language, with the
// language's spelling changes (Haus → Häuschen, rok → rokken, boom →
// bomen, run → running); German ae/oe/ue count as umlauts (Koeche →
// Köche). The stemmer only finds a common base; the words themselves must
// both be that base plus endings, so rook and rok, which one stem joins,
// stay apart. Two different entries of the lexicon that differ only by a
// short noun ending (Dachs and Dach, Eisen and Eis, Reise and Reis) are
// different words.
func (c *checker) sameForm(a, b *word) bool {
	if a.key == "" || b.key == "" {
		return false
	}
	if a.key == b.key {
		return true
	}
	if c.lex.sameFamily(a.key, b.key) {
		return true
	}
	for _, x := range c.spellings(a) {
		for _, y := range c.spellings(b) {
			if c.lex.sameFamily(x.key, y.key) {
				return true
			}
			if c.regularForms(x, y) {
				return true
			}
		}
	}
	return false
}

// spellings returns w and, for German, w with ae/oe/ue read as umlauts.
func (c *checker) spellings(w *word) []*word {
	if c.lang != game.German {
		return []*word{w}
	}
	if !w.altDone {
		w.altDone = true
		if u := umlautSpelling(w.base); u != w.base {
			alt := newWord(u)
			w.alt = &alt
		}
	}
	if w.alt == nil {
		return []*word{w}
	}
	return []*word{w, w.alt}
}

// regularForms reports whether a and b are regular forms of one base.
func (c *checker) regularForms(a, b *word) bool {
	for _, p := range [2][2]*word{{a, b}, {b, a}} {
		long, short := p[0], p[1]
		e, ok := c.formOf(long, short.plain)
		if !ok || !umlautsKept(long, short) {
			continue // an ending never takes an umlaut away (Küche is no form of Kuchen)
		}
		if e == "" && c.formOfOtherLemma(long, short) {
			continue // Küchen is Küche + n, not an umlaut plural of Kuchen
		}
		return !c.differentEntries(long, short, e)
	}
	// Both inflected: a common stem that each is the stem plus an ending
	// (kasten and kastje, both forms of kast), with the same umlauts.
	if !umlautsKept(a, b) || !umlautsKept(b, a) {
		return false
	}
	for _, st := range [2]string{c.stemOf(a), c.stemOf(b)} {
		if len(st) < minBase {
			continue
		}
		sp := newWord(st).plain
		if _, ok := c.formOf(a, sp); !ok {
			continue
		}
		if _, ok := c.formOf(b, sp); ok {
			return !(c.lex.isLemma(a.key) && c.lex.isLemma(b.key))
		}
	}
	return false
}

// umlautsKept reports whether long has every umlaut of short in the
// same place: endings add umlauts (Haus → Häuser), never take them away.
func umlautsKept(long, short *word) bool {
	rl := []rune(long.base)
	for i, r := range []rune(short.base) {
		if i >= len(rl) {
			break
		}
		if (r == 'ä' || r == 'ö' || r == 'ü') && rl[i] != r {
			return false
		}
	}
	return true
}

// formOfOtherLemma reports whether w is a lexicon word other than not plus
// an ending of the language (Küchen = Küche + n).
func (c *checker) formOfOtherLemma(w, not *word) bool {
	for _, e := range c.rules.endings {
		if !strings.HasSuffix(w.base, e) || len(w.base)-len(e) < minBase {
			continue
		}
		k := newWord(w.base[:len(w.base)-len(e)]).key
		if k != not.key && c.lex.isLemma(k) {
			return true
		}
	}
	return false
}

// differentEntries reports whether long and short are two entries of the
// lexicon that only a short noun ending (or umlaut dots) tells apart, such
// as Dachs/Dach, Eisen/Eis or schön/schon: different words, not forms.
func (c *checker) differentEntries(long, short *word, ending string) bool {
	switch ending {
	case "", "s", "e", "n", "en", "es":
	default:
		return false
	}
	return c.lex.isLemma(long.key) && c.lex.isLemma(short.key)
}

// formOf reports whether w is the base (in plain form) plus a regular
// ending of the language, and which ending. The same plain form (umlaut
// dots only) counts with the ending "".
func (c *checker) formOf(w *word, base string) (string, bool) {
	long := w.plain
	if utf8.RuneCountInString(base) < minBase {
		if base != "" && c.derivedFrom(long, base) {
			return derivedEnding, true // eitje
		}
		return "", false
	}
	if long == base {
		return "", true
	}
	for _, b := range c.baseSpellings(base) {
		if !strings.HasPrefix(long, b) {
			continue
		}
		rest := long[len(b):]
		for _, e := range c.rules.endings {
			if rest == e && !(c.lang == game.German && e == "er" && !umlautPlural(w.base, base)) {
				return e, true
			}
		}
	}
	if c.derivedFrom(long, base) {
		return derivedEnding, true
	}
	return "", false
}

// derivedEnding is formOf's ending for a derived word (Ärztin, piglet).
const derivedEnding = "+derived"

// baseSpellings returns how base is spelled before an ending: itself, and
// by the language's spelling rules with a doubled last consonant (rok →
// rokk-en, run → runn-ing), without a final e (bake → bak-ed) or y (city →
// citi-es), and in Dutch with an undoubled vowel (boom → bom-en) and z/v
// for a final s/f (huis → huiz-en, brief → briev-en).
func (c *checker) baseSpellings(base string) []string {
	out := []string{base}
	n := len(base)
	last := base[n-1]
	isVowel := func(b byte) bool { return strings.IndexByte("aeiouy", b) >= 0 }
	switch c.lang {
	case game.English:
		if !isVowel(last) && last != 'w' && last != 'x' && n >= 2 && isVowel(base[n-2]) && (n < 3 || !isVowel(base[n-3])) {
			out = append(out, base+string(last))
		}
		if last == 'e' {
			out = append(out, base[:n-1])
		}
		if last == 'y' && n >= 2 && !isVowel(base[n-2]) {
			out = append(out, base[:n-1]+"i")
		}
	case game.Dutch:
		soft := func(s string) string {
			switch {
			case strings.HasSuffix(s, "s"):
				return s[:len(s)-1] + "z"
			case strings.HasSuffix(s, "f"):
				return s[:len(s)-1] + "v"
			}
			return s
		}
		if !isVowel(last) && n >= 3 && isVowel(base[n-2]) && !isVowel(base[n-3]) {
			out = append(out, base+string(last)) // short vowel: rok → rokken
		}
		if !isVowel(last) && n >= 3 && isVowel(base[n-2]) && base[n-2] == base[n-3] && base[n-2] != 'e' || (n >= 3 && !isVowel(last) && base[n-2] == 'e' && base[n-3] == 'e') {
			u := base[:n-2] + base[n-1:] // long vowel: boom → bomen
			out = append(out, u, soft(u))
		}
		if s := soft(base); s != base {
			out = append(out, s)
		}
	case game.German:
		if last == 'e' && n >= 2 && !isVowel(base[n-2]) {
			out = append(out, base[:n-1]) // Hase → Has-en; Tee and See keep their e
		}
	}
	return out
}

// negated reports whether a is a negating prefix plus a form of b.
func (c *checker) negated(a, b *word) bool {
	for _, p := range c.rules.negations {
		if !strings.HasPrefix(a.base, p) {
			continue
		}
		rest := newWord(a.base[len(p):])
		if rest.n >= minNegated && c.sameForm(&rest, b) {
			return true
		}
	}
	return false
}

// Stemmer returns the function that gives a word's stem in lang as the
// checker compares words (lower case, umlauts spelled out): two words
// with one stem are forms of one word (heart, hearts). For a language
// without a stemmer it gives the word's key.
func Stemmer(lang game.Language) func(string) string {
	c := &checker{lang: lang, rules: rules[lang], env: snowball.NewEnv("")}
	return func(s string) string {
		w := newWord(baseForm(norm.NFC.String(s)))
		return c.stemOf(&w)
	}
}

// umlautPlural reports whether a German -er form (long, with its umlauts)
// of base has the umlaut such a plural takes: Mann → Männer, Buch →
// Bücher, Kind → Kinder (no vowel to umlaut), but Kamm → Kammer is another
// word.
func umlautPlural(long, base string) bool {
	for _, r := range base {
		if strings.ContainsRune("aou", r) {
			return strings.ContainsAny(long, "äöü")
		}
	}
	return true
}
