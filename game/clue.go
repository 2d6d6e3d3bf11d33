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
// Compounds are found without a dictionary: a word is taken as part of
// another when it fills the start, the end or the middle of it and what is
// left on either side is long enough to be a word of its own (see the
// clueMin* constants). That keeps Sechs apart from SEX and Bankett apart
// from Bank, while Handarbeit still contains Hand and Arbeit.

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
	c := newClueChecker(lang)
	return c.check(clue, visible)
}

// Limits of the compound and form detection, counted in letters of the key
// form (ä counts as two, like ae).
const (
	// clueMinPart is the shortest word taken as part of a compound; shorter
	// words (Eis, Tor, SEX) match too many unrelated words by chance.
	clueMinPart = 4
	// clueMinHead is the shortest rest before a part at the end or in the
	// middle of a compound (Sch+enkel, Eis+berg).
	clueMinHead = 3
	// clueMinTail is the shortest rest after a part at the start or in the
	// middle of a compound (Hand+arbeit; Bank+ett is too short).
	clueMinTail = 4
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
		endings:   []string{"e", "n", "en", "s", "es", "er", "ens", "nen", "chen", "lein"},
		negations: []string{"un", "nicht", "kein"},
		variant:   clueGermanVariant,
	},
	Dutch: {
		stem:      dutch.Stem,
		endings:   []string{"e", "n", "en", "s", "es", "eren", "je", "tje", "etje", "pje", "kje", "jes", "tjes", "etjes", "pjes", "kjes"},
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
	rules clueLangRules
	env   *snowball.Env
}

func newClueChecker(lang Language) *clueChecker {
	return &clueChecker{rules: clueRules[lang], env: snowball.NewEnv("")}
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

// sameForm reports whether a and b are forms of one word: same key, same
// stem, one the stem of the other (fietsen → fiets), or one the other (or
// its stem) plus an ending of the language (kast → kastje, Haus →
// Häuschen).
func (c *clueChecker) sameForm(a, b *clueWord) bool {
	if a.key == "" || b.key == "" {
		return false
	}
	if a.key == b.key {
		return true
	}
	sa, sb := c.stemOf(a), c.stemOf(b)
	if sa == sb {
		return true
	}
	if (len(sa) >= clueMinBase && sa == b.key) || (len(sb) >= clueMinBase && sb == a.key) {
		return true
	}
	// Endings are compared without umlaut dots (Haus → Häuschen) and on
	// the other word's stem (kasten → kast → kastje).
	return c.hasEnding(a.plain, b.plain) || c.hasEnding(b.plain, a.plain) ||
		c.hasEnding(a.key, sb) || c.hasEnding(b.key, sa)
}

// hasEnding reports whether long is short plus one of the language's endings.
func (c *clueChecker) hasEnding(long, short string) bool {
	if utf8.RuneCountInString(short) < clueMinBase || !strings.HasPrefix(long, short) {
		return false
	}
	rest := long[len(short):]
	for _, e := range c.rules.endings {
		if rest == e {
			return true
		}
	}
	return false
}

// negated reports whether a is a negating prefix plus a form of b.
func (c *clueChecker) negated(a, b *clueWord) bool {
	for _, p := range c.rules.negations {
		if !strings.HasPrefix(a.base, p) {
			continue
		}
		rest := clueNewWord(a.base[len(p):])
		if rest.n >= clueMinPart && c.sameForm(&rest, b) {
			return true
		}
	}
	return false
}

// containsPart reports whether part (or a form of it) is a piece of the
// compound whole: at its start with at least clueMinTail letters after it,
// at its end with at least clueMinHead letters before it, or in its middle
// with both. The rests may hold linking letters (Arbeit-s-amt), since only
// their length is checked; the piece itself may carry an ending
// (Handschoenen-kast-je).
func (c *clueChecker) containsPart(whole, part *clueWord) bool {
	if part.n < clueMinPart || whole.n <= part.n-clueMaxAffix {
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
		if (i > 0 && fl[i] < clueMinHead) || clueDeUmlaut(wr[i]) != first {
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
// is a form of part.
func (c *clueChecker) pieceMatches(wr []rune, fl []int, i, j int, part *clueWord) bool {
	total := fl[len(wr)]
	if i == 0 && j == len(wr) {
		return false // the whole word is not a piece of itself
	}
	if j < len(wr) && total-fl[j] < clueMinTail {
		return false
	}
	n := fl[j] - fl[i]
	if n < clueMinPart || n > part.n+clueMaxAffix || n < part.n-clueMaxAffix {
		return false
	}
	piece := clueNewWord(string(wr[i:j]))
	return c.sameForm(&piece, part)
}

// clueKeyWidth is how many letters r has in the key form.
func clueKeyWidth(r rune) int {
	if r == 'ä' || r == 'ö' || r == 'ü' {
		return 2
	}
	return 1
}
