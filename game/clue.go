package game

// The clue checker: it compares a spymaster's clue with the words on the
// uncovered cards and reports every rule the clue may break. It only warns;
// the rules leave the final decision to the opposing spymaster, so the app
// never refuses a clue on its own.
//
// How words are compared:
//
//   - base form: lower case, ß → ss, accents removed but ä, ö, ü kept, because
//     the Snowball stemmers know the umlauts (Häuser → haus).
//   - key form: the base form with ä/ö/ü spelled ae/oe/ue and the Dutch ij
//     (and ÿ) spelled y. Two words with the same key are the same word.
//   - plain form: the base form with the umlaut dots dropped; used to compare
//     endings (Häuschen = Haus + chen).
//
// Forms: two words are forms of one word when one is the other plus a
// regular ending of the language, with its spelling rules (umlaut plurals,
// German ae/oe/ue for ä/ö/ü, Dutch rok/rokken and boom/bomen, English
// run/running), or when a small table of irregular forms joins them
// (Bruch/brechen, schip/schepen, mouse/mice). The Snowball stem only
// proposes a common base; both words must be that base plus endings.
//
// Compounds: a word is taken as part of another when it fills the start,
// the end or the middle of it and what it leaves on either side is a whole
// word, possibly after a linking element (Arbeit-s-amt). Whole words come
// from a small lexicon of the checker's own (clue_words.go), the visible
// words and the caller's lexicon (ClueOptions); beside a long part a long
// rest passes without the lexicon (see the clueMin* constants). That keeps
// Hornissen apart from Horn and Bankett apart from Bank, while Handarbeit
// still contains Hand and Arbeit and voetbal contains bal. Two words of the
// lexicon that only a short ending tells apart (Dachs, Dach) are different
// words.

import (
	"strings"
	"unicode"
	"unicode/utf8"

	snowball "github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/dutch"
	"github.com/blevesearch/snowballstem/english"
	"github.com/blevesearch/snowballstem/german"
	"golang.org/x/text/unicode/norm"
)

// ClueWarningKind says which clue rule a clue may break.
type ClueWarningKind int

// The kinds of clue warnings. Their String values are stable keys for
// translations and must not change.
const (
	// WarnEmpty: the clue has no letter or digit at all.
	WarnEmpty ClueWarningKind = iota + 1
	// WarnMultipleWords: the clue is more than one word (spaces, hyphens,
	// slashes or other separators between words).
	WarnMultipleWords
	// WarnSameWord: the clue is a visible word, ignoring case, ß/ss,
	// umlauts/ae, ij/y and accents.
	WarnSameWord
	// WarnSpellingVariant: the clue is another spelling of a visible word
	// (Cigarre for Zigarre, Foto for Photo).
	WarnSpellingVariant
	// WarnSameStem: the clue is another form of a visible word (hacken for
	// Hacke, fietsen for fiets, running for run).
	WarnSameStem
	// WarnNegatedWord: the clue is a visible word with a negating prefix
	// (Unglück for Glück, ongeluk for geluk, unhappy for happy) or the other
	// way round.
	WarnNegatedWord
	// WarnCompoundPart: the clue is part of a visible compound word or
	// contains a visible word as a part (Hand or arbeiten for Handarbeit,
	// Handschuh for Hand).
	WarnCompoundPart
	// WarnDigitsOrLetters: the clue is a number or a single letter, which
	// may point at letters or positions instead of meanings.
	WarnDigitsOrLetters
	// WarnAbbreviation: the clue looks like an abbreviation (z.B., Nr.,
	// BRD); groups decide whether they allow them.
	WarnAbbreviation
	// WarnForeignScript: the clue has letters outside the Latin script, so
	// it cannot be a word of the game's language.
	WarnForeignScript
)

// String returns the kind's stable machine key, such as "same_word".
func (k ClueWarningKind) String() string {
	switch k {
	case WarnEmpty:
		return "empty"
	case WarnMultipleWords:
		return "multiple_words"
	case WarnSameWord:
		return "same_word"
	case WarnSpellingVariant:
		return "spelling_variant"
	case WarnSameStem:
		return "same_stem"
	case WarnNegatedWord:
		return "negated_word"
	case WarnCompoundPart:
		return "compound_part"
	case WarnDigitsOrLetters:
		return "digits_or_letters"
	case WarnAbbreviation:
		return "abbreviation"
	case WarnForeignScript:
		return "foreign_script"
	}
	return "unknown"
}

// ClueWarning is one possible rule break of a clue.
type ClueWarning struct {
	Kind ClueWarningKind
	// Word is the visible board word involved, exactly as given to
	// CheckClue, or empty when the warning is about the clue alone.
	Word string
}

// CheckClue checks a clue against the words on the uncovered cards
// (visible) in the game's language and returns what may be wrong with it,
// or nil when it finds nothing. Covered cards and picture cards must not be
// passed. It never refuses a clue and never panics, whatever the input.
// An unknown language still gets the checks that need no language rules.
func CheckClue(clue string, visible []string, lang Language) []ClueWarning {
	return CheckClueWith(clue, visible, lang, ClueOptions{})
}

// ClueOptions are the optional inputs of CheckClueWith.
type ClueOptions struct {
	// Lexicon holds more known words of the game's language, such as the
	// words of its decks (NewClueLexicon(ParseLexicon(file))). The checker
	// knows a small list of its own and the visible words; the more words
	// it knows, the better it tells compounds (Berg + steiger) and
	// different words (Dachs, Dach) from chance likeness. May be nil.
	Lexicon *ClueLexicon
}

// CheckClueWith is CheckClue with options.
func CheckClueWith(clue string, visible []string, lang Language, o ClueOptions) []ClueWarning {
	c := newClueChecker(lang, o.Lexicon, visible)
	return c.check(clue, visible)
}

// Limits of the compound and form detection, counted in letters of the key
// form (ä counts as two, like ae).
const (
	// clueMinPart is the shortest word taken as part of a compound (Eis,
	// bal, man); what it leaves must be a word of the lexicon.
	clueMinPart = 3
	// clueMinNegated is the shortest word a negating prefix is taken to
	// negate (Union is no negated ion).
	clueMinNegated = 4
	// clueLongPart is the shortest part whose rests may pass on length
	// alone, without the lexicon.
	clueLongPart = 5
	// clueMinHead is the shortest rest before a long part that passes on
	// length alone (Sch+enkel: the rule book forbids Enkel beside SCHENKEL).
	clueMinHead = 3
	// clueMinTail is the shortest rest after a long part that passes on
	// length alone (Nacht+igall is too short).
	clueMinTail = 6
	// clueVeryLongPart is the shortest part after which a rest of
	// clueMinTailVeryLong letters passes on length alone (Schlüssel+bund):
	// such long parts rarely begin another word by chance.
	clueVeryLongPart    = 7
	clueMinTailVeryLong = 4
	// clueMinPartUnknown and clueMinRestUnknown replace the lexicon in a
	// language the checker has none for: parts of four letters, rests of
	// three (before) or four (after) letters.
	clueMinPartUnknown = 4
	clueMinRestUnknown = 3
	// clueMaxAffix is the largest length difference between a part and the
	// piece of a compound compared with it (endings and linking letters).
	clueMaxAffix = 5
	// clueMinBase is the shortest word that an ending may be added to.
	clueMinBase = 3
	// clueMaxWordRunes bounds the stemming and compound search, so huge
	// input stays fast; real words are far shorter.
	clueMaxWordRunes = 64
	// clueMaxTokens is how many words of a multi-word clue are compared
	// one by one with the board.
	clueMaxTokens = 8
)

// clueLangRules holds what the checker knows about one language.
type clueLangRules struct {
	stem func(*snowball.Env) bool
	// endings are inflection, diminutive and linking endings that make
	// another form of the same word (fiets → fietsen, Haus → Häuschen).
	endings []string
	// links are the linking letters between the parts of a compound
	// (Arbeit-s-amt, Sonne-n-schein, paard-en-bloem).
	links []string
	// negations are prefixes that turn a word into its opposite.
	negations []string
	// variant maps a key to a spelling-variant key, or is nil.
	variant func(string) string
	// stemEnd undoes a spelling change at the end of a stem, or is nil.
	stemEnd func(string) string
}

// clueRules is a read-only table of language rules.
var clueRules = map[Language]clueLangRules{
	German: {
		stem:      german.Stem,
		endings:   []string{"e", "n", "en", "s", "es", "er", "ern", "ens", "nen", "chen", "lein"},
		links:     []string{"s", "es", "n", "en", "e", "er", "ens"},
		negations: []string{"un", "nicht", "kein"},
		variant:   clueGermanVariant,
	},
	Dutch: {
		stem:      dutch.Stem,
		endings:   []string{"e", "n", "en", "s", "es", "eren", "je", "tje", "etje", "pje", "kje", "jes", "tjes", "etjes", "pjes", "kjes"},
		links:     []string{"s", "en", "e"},
		negations: []string{"on", "niet", "geen"},
		variant:   clueDutchVariant,
		stemEnd:   clueDutchStemEnd,
	},
	English: {
		stem: english.Stem,
		// No "er" or "d": corner is no form of corn, beard none of bear.
		endings:   []string{"s", "es", "ed", "ing"},
		negations: []string{"un", "non", "not"},
	},
}

// clueChecker holds the state of one CheckClue call.
type clueChecker struct {
	lang  Language
	rules clueLangRules
	env   *snowball.Env
	lex   *clueLexicon
}

func newClueChecker(lang Language, extra *ClueLexicon, visible []string) *clueChecker {
	return &clueChecker{lang: lang, rules: clueRules[lang], env: snowball.NewEnv(""), lex: newClueLexicon(lang, extra, visible)}
}

func (c *clueChecker) check(clue string, visible []string) []ClueWarning {
	ct := clueParse(clue)
	if ct.count == 0 {
		return []ClueWarning{{Kind: WarnEmpty}}
	}
	var out []ClueWarning
	for _, k := range ct.shapeWarnings() {
		out = append(out, ClueWarning{Kind: k})
	}
	for _, v := range visible {
		vt := clueParse(v)
		if vt.count == 0 {
			continue // a blank card restricts nothing
		}
		if k := c.relate(&ct, &vt); k != 0 {
			out = clueAppendOnce(out, ClueWarning{Kind: k, Word: v})
		}
	}
	return out
}

// clueAppendOnce appends w unless it is already there (a word can lie twice).
func clueAppendOnce(ws []ClueWarning, w ClueWarning) []ClueWarning {
	for _, x := range ws {
		if x == w {
			return ws
		}
	}
	return append(ws, w)
}

// relate returns the strongest relation between a clue and one visible
// word, or 0 when they are unrelated.
func (c *clueChecker) relate(ct, vt *clueText) ClueWarningKind {
	cj, vj := &ct.words[0], &vt.words[0]
	switch {
	case cj.key == vj.key:
		return WarnSameWord
	case c.isVariant(cj, vj):
		return WarnSpellingVariant
	case c.sameForm(cj, vj):
		return WarnSameStem
	case c.negated(cj, vj) || c.negated(vj, cj):
		return WarnNegatedWord
	case c.containsPart(vj, cj) || c.containsPart(cj, vj):
		return WarnCompoundPart
	}
	// A word of a multi-word clue or card counts as a part of it
	// (Gina Wild beside WILD, ice beside ICE CREAM).
	for i := range ct.words {
		for j := range vt.words {
			if i == 0 && j == 0 {
				continue
			}
			if c.related(&ct.words[i], &vt.words[j]) {
				return WarnCompoundPart
			}
		}
	}
	return 0
}

// related reports whether a word of a multi-word text is a visible word,
// a form of it or a compound part of it.
func (c *clueChecker) related(a, b *clueWord) bool {
	if a.key == b.key {
		return a.n >= 2 // single letters (E-Zigarette) are no words of their own
	}
	return c.sameForm(a, b) || c.containsPart(a, b) || c.containsPart(b, a)
}

// --- parsing -------------------------------------------------------------

// clueText is a clue or a board word split into words.
type clueText struct {
	count int // number of words (letter or digit runs)
	// words[0] is the whole text joined without separators; for
	// multi-word text the first clueMaxTokens words follow.
	words       []clueWord
	allDigits   bool // every word is a number
	allSingle   bool // every word is a single Latin letter
	allGapsDot  bool // every gap between words contains a full stop
	trailingDot bool // the text ends with a full stop after its last word
	letters     int  // letters in the whole text
	foreign     bool // a letter outside the Latin script
}

// clueParse splits s into words. Letters, digits and combining marks make
// up words; apostrophes and invisible format characters (soft hyphen) are
// ignored inside words (auto's, rock'n'roll); anything else separates.
func clueParse(s string) clueText {
	s = norm.NFC.String(strings.ToValidUTF8(s, "\uFFFD"))
	t := clueText{allDigits: true, allSingle: true, allGapsDot: true}
	var joined, cur strings.Builder
	joined.Grow(len(s))
	var tokens []string
	curLetters, curDigits := 0, 0
	inWord, gapDot, curForeign := false, false, false
	flush := func() {
		if len(tokens) < clueMaxTokens {
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
		case clueIsJoiner(r):
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
	t.words = append(t.words, clueNewWord(clueBase(joined.String())))
	if t.count > 1 && !t.allDigits && !t.allSingle {
		for _, tok := range tokens {
			t.words = append(t.words, clueNewWord(clueBase(tok)))
		}
	}
	return t
}

// clueIsJoiner reports runes that are ignored inside words.
func clueIsJoiner(r rune) bool {
	switch r {
	case '\'', '’', 'ʼ', '‘', '`', '´':
		return true
	}
	return unicode.Is(unicode.Cf, r)
}

// shapeWarnings returns the warnings about the clue's own shape.
func (t *clueText) shapeWarnings() []ClueWarningKind {
	var ks []ClueWarningKind
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
func (t *clueText) looksAbbreviated() bool {
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

// clueWord is one word in its compared forms.
type clueWord struct {
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
	alt     *clueWord
	altDone bool
}

func clueNewWord(base string) clueWord {
	w := clueWord{base: base}
	var key, plain strings.Builder
	key.Grow(len(base) + 4)
	plain.Grow(len(base))
	for _, r := range base {
		switch r {
		case 'ä', 'ö', 'ü':
			u := clueDeUmlaut(r)
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

// clueBase lower-cases s, spells ß as ss and drops accents except the
// umlauts. s must be valid UTF-8 in NFC.
func clueBase(s string) string {
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

func clueDeUmlaut(r rune) rune {
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

// clueGermanVariant spells c the German way (Cigarre → zigarre, Circus →
// zirkus, Scene → szene) and ph as f (Photo → foto). ch and ck stay.
func clueGermanVariant(key string) string {
	return clueVariant(key, 'z')
}

// clueDutchVariant spells c the Dutch way (cirkel → sirkel, cacao → kakao)
// and ph as f (fotograaf / photograaf).
func clueDutchVariant(key string) string {
	return clueVariant(key, 's')
}

// clueVariant replaces a c before e, i or y by soft, any other c (except in
// ch and ck) by k, and ph by f.
func clueVariant(key string, soft byte) string {
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

// stemOf returns the word's Snowball stem in key form; without a stemmer
// (unknown language) or for huge words it is the key itself.
func (c *clueChecker) stemOf(w *clueWord) string {
	if w.stemmed {
		return w.stem
	}
	w.stemmed = true
	w.stem = w.key
	if c.rules.stem == nil || len(w.base) > 4*clueMaxWordRunes {
		return w.stem
	}
	c.env.SetCurrent(w.base)
	c.rules.stem(c.env)
	if s := c.env.Current(); s != "" {
		w.stem = clueNewWord(s).key
	}
	if c.rules.stemEnd != nil {
		w.stem = c.rules.stemEnd(w.stem)
	}
	return w.stem
}

// clueDutchStemEnd spells a stem's last z as s and v as f, because Dutch
// writes the voiced sound only before a vowel: huis/huizen, brief/brieven.
func clueDutchStemEnd(stem string) string {
	switch {
	case strings.HasSuffix(stem, "z"):
		return stem[:len(stem)-1] + "s"
	case strings.HasSuffix(stem, "v"):
		return stem[:len(stem)-1] + "f"
	}
	return stem
}

// isVariant reports whether a and b are spellings of the same word.
func (c *clueChecker) isVariant(a, b *clueWord) bool {
	return c.rules.variant != nil && c.variantOf(a) == c.variantOf(b)
}

// variantOf returns the word's spelling-variant key, computed once.
func (c *clueChecker) variantOf(w *clueWord) string {
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
func (c *clueChecker) sameForm(a, b *clueWord) bool {
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
func (c *clueChecker) spellings(w *clueWord) []*clueWord {
	if c.lang != German {
		return []*clueWord{w}
	}
	if !w.altDone {
		w.altDone = true
		if u := clueUmlautSpelling(w.base); u != w.base {
			alt := clueNewWord(u)
			w.alt = &alt
		}
	}
	if w.alt == nil {
		return []*clueWord{w}
	}
	return []*clueWord{w, w.alt}
}

// regularForms reports whether a and b are regular forms of one base.
func (c *clueChecker) regularForms(a, b *clueWord) bool {
	for _, p := range [2][2]*clueWord{{a, b}, {b, a}} {
		long, short := p[0], p[1]
		e, ok := c.formOf(long, short.plain)
		if !ok || !clueUmlautsKept(long, short) {
			continue // an ending never takes an umlaut away (Küche is no form of Kuchen)
		}
		if e == "" && c.formOfOtherLemma(long, short) {
			continue // Küchen is Küche + n, not an umlaut plural of Kuchen
		}
		return !c.differentEntries(long, short, e)
	}
	// Both inflected: a common stem that each is the stem plus an ending
	// (kasten and kastje, both forms of kast), with the same umlauts.
	if !clueUmlautsKept(a, b) || !clueUmlautsKept(b, a) {
		return false
	}
	for _, st := range [2]string{c.stemOf(a), c.stemOf(b)} {
		if len(st) < clueMinBase {
			continue
		}
		sp := clueNewWord(st).plain
		if _, ok := c.formOf(a, sp); !ok {
			continue
		}
		if _, ok := c.formOf(b, sp); ok {
			return !(c.lex.isLemma(a.key) && c.lex.isLemma(b.key))
		}
	}
	return false
}

// clueUmlautsKept reports whether long has every umlaut of short in the
// same place: endings add umlauts (Haus → Häuser), never take them away.
func clueUmlautsKept(long, short *clueWord) bool {
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
func (c *clueChecker) formOfOtherLemma(w, not *clueWord) bool {
	for _, e := range c.rules.endings {
		if !strings.HasSuffix(w.base, e) || len(w.base)-len(e) < clueMinBase {
			continue
		}
		k := clueNewWord(w.base[:len(w.base)-len(e)]).key
		if k != not.key && c.lex.isLemma(k) {
			return true
		}
	}
	return false
}

// differentEntries reports whether long and short are two entries of the
// lexicon that only a short noun ending (or umlaut dots) tells apart, such
// as Dachs/Dach, Eisen/Eis or schön/schon: different words, not forms.
func (c *clueChecker) differentEntries(long, short *clueWord, ending string) bool {
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
func (c *clueChecker) formOf(w *clueWord, base string) (string, bool) {
	long := w.plain
	if utf8.RuneCountInString(base) < clueMinBase {
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
			if rest == e {
				return e, true
			}
		}
	}
	return "", false
}

// baseSpellings returns how base is spelled before an ending: itself, and
// by the language's spelling rules with a doubled last consonant (rok →
// rokk-en, run → runn-ing), without a final e (bake → bak-ed) or y (city →
// citi-es), and in Dutch with an undoubled vowel (boom → bom-en) and z/v
// for a final s/f (huis → huiz-en, brief → briev-en).
func (c *clueChecker) baseSpellings(base string) []string {
	out := []string{base}
	n := len(base)
	last := base[n-1]
	isVowel := func(b byte) bool { return strings.IndexByte("aeiouy", b) >= 0 }
	switch c.lang {
	case English:
		if !isVowel(last) && last != 'w' && last != 'x' && n >= 2 && isVowel(base[n-2]) && (n < 3 || !isVowel(base[n-3])) {
			out = append(out, base+string(last))
		}
		if last == 'e' {
			out = append(out, base[:n-1])
		}
		if last == 'y' && n >= 2 && !isVowel(base[n-2]) {
			out = append(out, base[:n-1]+"i")
		}
	case Dutch:
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
	case German:
		if last == 'e' {
			out = append(out, base[:n-1])
		}
	}
	return out
}

// negated reports whether a is a negating prefix plus a form of b.
func (c *clueChecker) negated(a, b *clueWord) bool {
	for _, p := range c.rules.negations {
		if !strings.HasPrefix(a.base, p) {
			continue
		}
		rest := clueNewWord(a.base[len(p):])
		if rest.n >= clueMinNegated && c.sameForm(&rest, b) {
			return true
		}
	}
	return false
}

// containsPart reports whether part (or a form of it) is a piece of the
// compound whole: the piece must leave whole words on either side (Hand +
// arbeit, voet + bal, Arbeit + s + amt with a linking letter), judged by
// the lexicon; Horn + issen and Nacht + igall are no compounds. Without the
// lexicon's help a rest still counts when it is long (clueMinTail letters
// after the piece, clueMinHead before it), and, as the rule book has it, a
// long part at the end of a word counts after any head of three letters
// (Sch + enkel).
func (c *clueChecker) containsPart(whole, part *clueWord) bool {
	if part.n < clueMinPart || whole.n <= part.n-clueMaxAffix || c.lex.noCompound(whole.key) {
		return false
	}
	wr := []rune(whole.base)
	if len(wr) > clueMaxWordRunes {
		return false
	}
	// fl[i] is the key-form length of wr[:i].
	fl := make([]int, len(wr)+1)
	for i, r := range wr {
		fl[i+1] = fl[i] + clueKeyWidth(r)
	}
	first, _ := utf8.DecodeRuneInString(part.plain)
	for i := range wr {
		if clueDeUmlaut(wr[i]) != first {
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
func (c *clueChecker) pieceMatches(wr []rune, fl []int, i, j int, part *clueWord) bool {
	if i == 0 && j == len(wr) {
		return false // the whole word is not a piece of itself
	}
	n := fl[j] - fl[i]
	if n < clueMinPart || n > part.n+clueMaxAffix || n < part.n-clueMaxAffix {
		return false
	}
	head, tail := string(wr[:i]), string(wr[j:])
	if head != "" && !c.isWordish(head, true, part) {
		return false
	}
	if tail != "" && !c.isWordish(tail, false, part) {
		return false
	}
	piece := clueNewWord(string(wr[i:j]))
	if !c.sameForm(&piece, part) {
		return false
	}
	// Eis is no part of Eisenbahn: the piece and a linking letter make
	// another word of the lexicon (Eisen).
	for _, l := range c.rules.links {
		if strings.HasPrefix(tail, l) {
			longer := clueNewWord(string(wr[i:j]) + l)
			if longer.key != part.key && c.lex.isEntry(longer.key) && !c.sameForm(&longer, part) {
				return false
			}
		}
	}
	return true
}

// isWordish reports whether a rest of a compound is a word: an entry of the
// lexicon (see lexWord), or, beside a long part (clueLongPart letters), a
// rest long enough to pass without the lexicon.
func (c *clueChecker) isWordish(s string, head bool, part *clueWord) bool {
	w := clueNewWord(s)
	minTail := clueMinTail
	if part.n >= clueVeryLongPart {
		minTail = clueMinTailVeryLong
	}
	if part.n >= clueLongPart && ((head && w.n >= clueMinHead) || (!head && w.n >= minTail)) {
		return true
	}
	if !c.lex.known() {
		// No lexicon for the language: the length of the rests decides.
		return part.n >= clueMinPartUnknown && w.n >= clueMinRestUnknown
	}
	return c.lexWord(&w, head, 1)
}

// lexWord reports whether w is a lexicon entry, possibly with an ending or
// linking letters, possibly after a linking element (a tail) or made of
// two such words (depth allowing).
func (c *clueChecker) lexWord(w *clueWord, head bool, depth int) bool {
	if w.n < clueMinBase {
		return false
	}
	if c.lex.isEntry(w.key) || c.lex.isPlain(w.plain) {
		return true
	}
	for _, e := range c.rules.endings {
		if strings.HasSuffix(w.plain, e) && len(w.plain)-len(e) >= clueMinBase {
			p := w.plain[:len(w.plain)-len(e)]
			if c.lex.isPlain(p) {
				return true
			}
		}
	}
	for _, e := range c.rules.links {
		if !head && strings.HasPrefix(w.plain, e) && len(w.plain)-len(e) >= clueMinBase && c.lex.isPlain(w.plain[len(e):]) {
			return true
		}
	}
	if depth > 0 {
		r := []rune(w.base)
		for k := 3; k <= len(r)-3; k++ {
			a, b := clueNewWord(string(r[:k])), clueNewWord(string(r[k:]))
			if c.lexWord(&a, true, 0) && c.lexWord(&b, head, 0) {
				return true
			}
		}
	}
	return false
}

// clueKeyWidth is how many letters r has in the key form.
func clueKeyWidth(r rune) int {
	if r == 'ä' || r == 'ö' || r == 'ü' {
		return 2
	}
	return 1
}
