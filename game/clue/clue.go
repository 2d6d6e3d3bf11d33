package clue

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
// words and the caller's lexicon (Options); beside a long part a long
// rest passes without the lexicon (see the clueMin* constants). That keeps
// Hornissen apart from Horn and Bankett apart from Bank, while Handarbeit
// still contains Hand and Arbeit and voetbal contains bal. Two words of the
// lexicon that only a short ending tells apart (Dachs, Dach) are different
// words.

import (
	snowball "github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/dutch"
	"github.com/blevesearch/snowballstem/english"
	"github.com/blevesearch/snowballstem/german"

	"github.com/decknamen/decknamen/game"
)

// Kind says which clue rule a clue may break.
type Kind int

// The kinds of clue warnings. Their String values are stable keys for
// translations and must not change.
const (
	// WarnEmpty: the clue has no letter or digit at all.
	WarnEmpty Kind = iota + 1
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
func (k Kind) String() string {
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

// Warning is one possible rule break of a clue.
type Warning struct {
	Kind Kind
	// Word is the visible board word involved, exactly as given to
	// Check, or empty when the warning is about the clue alone.
	Word string
}

// Check checks a clue against the words on the uncovered cards
// (visible) in the game's language and returns what may be wrong with it,
// or nil when it finds nothing. Covered cards and picture cards must not be
// passed. It never refuses a clue and never panics, whatever the input.
// An unknown language still gets the checks that need no language rules.
func Check(clue string, visible []string, lang game.Language) []Warning {
	return CheckWith(clue, visible, lang, Options{})
}

// Options are the optional inputs of CheckWith.
type Options struct {
	// Lexicon holds more known words of the game's language, such as the
	// words of its decks (NewLexicon(ParseLexicon(file))). The checker
	// knows a small list of its own and the visible words; the more words
	// it knows, the better it tells compounds (Berg + steiger) and
	// different words (Dachs, Dach) from chance likeness. May be nil.
	Lexicon *Lexicon
}

// CheckWith is Check with options.
func CheckWith(clue string, visible []string, lang game.Language, o Options) []Warning {
	c := newChecker(lang, o.Lexicon, visible)
	return c.check(clue, visible)
}

// Limits of the compound and form detection, counted in letters of the key
// form (ä counts as two, like ae).
const (
	// A part of a compound (Eis, bal, man) must leave words of the
	// lexicon on its sides.
	// minShortPart is the shortest part at all: a part shorter than
	// shortPart (Ei, Tor, zee) counts only beside rests of shortRest
	// letters or more (Ei+gelb, Tor+wart; not Ei+mer, Man+tel).
	minShortPart, shortPart, shortRest = 2, 4, 4

	// minNegated is the shortest word a negating prefix is taken to
	// negate (Union is no negated ion).
	minNegated = 4
	// longPart is the shortest part whose rests may pass on length
	// alone, without the lexicon.
	longPart = 5
	// minHead is the shortest rest before a long part that passes on
	// length alone (Sch+enkel: the rule book forbids Enkel beside SCHENKEL).
	minHead = 3
	// minTail is the shortest rest after a long part that passes on
	// length alone (Nacht+igall is too short).
	minTail = 6
	// veryLongPart is the shortest part after which a rest of
	// minTailVeryLong letters passes on length alone (Schlüssel+bund):
	// such long parts rarely begin another word by chance.
	veryLongPart    = 7
	minTailVeryLong = 4
	// minPartUnknown and minRestUnknown replace the lexicon in a
	// language the checker has none for: parts of four letters, rests of
	// three (before) or four (after) letters.
	minPartUnknown = 4
	minRestUnknown = 3
	// maxAffix is the largest length difference between a part and the
	// piece of a compound compared with it (endings and linking letters).
	maxAffix = 5
	// minBase is the shortest word that an ending may be added to.
	minBase = 3
	// maxWordRunes bounds the stemming and compound search, so huge
	// input stays fast; real words are far shorter.
	maxWordRunes = 64
	// maxTokens is how many words of a multi-word clue are compared
	// one by one with the board.
	maxTokens = 8
)

// langRules holds what the checker knows about one language.
type langRules struct {
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

// rules is a read-only table of language rules.
var rules = map[game.Language]langRules{
	game.German: {
		stem:      german.Stem,
		endings:   []string{"e", "n", "en", "s", "es", "er", "ern", "ens", "nen", "chen", "lein"},
		links:     []string{"s", "es", "n", "en", "e", "er", "ens"},
		negations: []string{"un", "nicht", "kein"},
		variant:   germanVariant,
	},
	game.Dutch: {
		stem:      dutch.Stem,
		endings:   []string{"e", "n", "en", "s", "es", "eren", "je", "tje", "etje", "pje", "kje", "jes", "tjes", "etjes", "pjes", "kjes"},
		links:     []string{"s", "en", "e"},
		negations: []string{"on", "niet", "geen"},
		variant:   dutchVariant,
		stemEnd:   dutchStemEnd,
	},
	game.English: {
		stem: english.Stem,
		// No "er" or "d": corner is no form of corn, beard none of bear.
		endings:   []string{"s", "es", "ed", "ing"},
		negations: []string{"un", "non", "not"},
	},
}

// checker holds the state of one Check call.
type checker struct {
	lang  game.Language
	rules langRules
	env   *snowball.Env
	lex   *lexicon
}

func newChecker(lang game.Language, extra *Lexicon, visible []string) *checker {
	return &checker{lang: lang, rules: rules[lang], env: snowball.NewEnv(""), lex: newLexicon(lang, extra, visible)}
}

func (c *checker) check(clue string, visible []string) []Warning {
	ct := parse(clue)
	if ct.count == 0 {
		return []Warning{{Kind: WarnEmpty}}
	}
	var out []Warning
	for _, k := range ct.shapeWarnings() {
		out = append(out, Warning{Kind: k})
	}
	for _, v := range visible {
		vt := parse(v)
		if vt.count == 0 {
			continue // a blank card restricts nothing
		}
		if k := c.relate(&ct, &vt); k != 0 {
			out = appendOnce(out, Warning{Kind: k, Word: v})
		}
	}
	return out
}

// appendOnce appends w unless it is already there (a word can lie twice).
func appendOnce(ws []Warning, w Warning) []Warning {
	for _, x := range ws {
		if x == w {
			return ws
		}
	}
	return append(ws, w)
}

// relate returns the strongest relation between a clue and one visible
// word, or 0 when they are unrelated.
func (c *checker) relate(ct, vt *phrase) Kind {
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
func (c *checker) related(a, b *word) bool {
	if a.key == b.key {
		return a.n >= 2 // single letters (E-Zigarette) are no words of their own
	}
	return c.sameForm(a, b) || c.containsPart(a, b) || c.containsPart(b, a)
}

// --- parsing -------------------------------------------------------------
