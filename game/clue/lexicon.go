package clue

import (
	"strings"
	"unicode"

	"github.com/decknamen/decknamen/game"
)

// lexicon is what the clue checker knows about the words of one
// language: known words (entries), families of irregular forms, and words
// that look like compounds but are not.
type lexicon struct {
	base    *langLexicon
	extra   *Lexicon        // the caller's words, or nil
	visible map[string]bool // keys of the visible words
	plain   map[string]bool // plain forms of the visible words
}

// Lexicon is a set of known words prepared for CheckWith (see
// Options). Build it once per deck choice with NewLexicon; it is
// read-only afterwards and safe to share.
type Lexicon struct {
	keys  map[string]bool
	plain map[string]bool
	// known are further words (WithKnown) that only tell a compound's
	// rest for a word: not lemmas, since such a list holds plurals and
	// other forms beside their words.
	known, knownPlain map[string]bool
}

// WithKnown returns a copy of l that also knows words as words, for
// telling a compound (Teebeutel: Tee and Beutel) from a word that only
// looks like one; unlike l's own words they may be forms of each other.
func (l *Lexicon) WithKnown(words []string) *Lexicon {
	out := &Lexicon{keys: map[string]bool{}, plain: map[string]bool{}, known: map[string]bool{}, knownPlain: map[string]bool{}}
	if l != nil {
		out.keys, out.plain = l.keys, l.plain
	}
	for _, w := range words {
		t := parse(w)
		if t.count == 1 && len(t.words[0].key) <= 4*maxWordRunes {
			out.known[t.words[0].key], out.knownPlain[t.words[0].plain] = true, true
		}
	}
	return out
}

// NewLexicon prepares words (for instance ParseLexicon of a deck file)
// for CheckWith. Entries of more than one word are skipped.
func NewLexicon(words []string) *Lexicon {
	l := &Lexicon{keys: make(map[string]bool, len(words)), plain: make(map[string]bool, len(words))}
	for _, w := range words {
		t := parse(w)
		if t.count == 1 && len(t.words[0].key) <= 4*maxWordRunes {
			l.keys[t.words[0].key], l.plain[t.words[0].plain] = true, true
		}
	}
	return l
}

// Len returns the number of distinct words in the lexicon.
func (l *Lexicon) Len() int {
	if l == nil {
		return 0
	}
	return len(l.keys)
}

// langLexicon is the checker's own read-only word knowledge of a language.
type langLexicon struct {
	entries     map[string]bool // keys
	plain       map[string]bool // plain forms
	family      map[string]int  // key → family number
	notCompound map[string]bool // keys
}

// lexicons holds the built-in lexicons; built once, never changed.
var lexicons = map[game.Language]*langLexicon{
	game.German:  buildLexicon(wordsDE, familiesDE, notCompoundDE),
	game.Dutch:   buildLexicon(wordsNL, familiesNL, notCompoundNL),
	game.English: buildLexicon(wordsEN, familiesEN, notCompoundEN),
}

func buildLexicon(words, families, notCompound string) *langLexicon {
	l := &langLexicon{entries: map[string]bool{}, plain: map[string]bool{}, family: map[string]int{}, notCompound: map[string]bool{}}
	for _, w := range strings.Fields(words) {
		cw := newWord(baseForm(w))
		l.entries[cw.key], l.plain[cw.plain] = true, true
	}
	for i, line := range strings.Split(families, "\n") {
		for _, w := range strings.Fields(line) {
			l.family[newWord(baseForm(w)).key] = i + 1
		}
	}
	for _, w := range strings.Fields(notCompound) {
		l.notCompound[newWord(baseForm(w)).key] = true
	}
	return l
}

func newLexicon(lang game.Language, extra *Lexicon, visible []string) *lexicon {
	l := &lexicon{base: lexicons[lang], extra: extra, visible: map[string]bool{}, plain: map[string]bool{}}
	if l.base == nil {
		l.base = &langLexicon{}
	}
	if l.extra == nil {
		l.extra = &Lexicon{}
	}
	for _, w := range visible {
		t := parse(w)
		if t.count == 1 && len(t.words[0].key) <= 4*maxWordRunes {
			l.visible[t.words[0].key], l.plain[t.words[0].plain] = true, true
		}
	}
	return l
}

// known reports whether the checker has a lexicon for the language at all.
func (l *lexicon) known() bool { return len(l.base.entries) > 0 }

// isEntry reports whether key is a known word (visible words included).
func (l *lexicon) isEntry(key string) bool {
	return l.base.entries[key] || l.extra.keys[key] || l.extra.known[key] || l.visible[key]
}

// isLemma reports whether key is a word of the lexicon proper (the built-in
// one or the caller's), not merely a visible word.
func (l *lexicon) isLemma(key string) bool { return l.base.entries[key] || l.extra.keys[key] }

// isPlain reports whether plain is the plain form of a known word.
func (l *lexicon) isPlain(plain string) bool {
	return l.base.plain[plain] || l.extra.plain[plain] || l.extra.knownPlain[plain] || l.plain[plain]
}

// sameFamily reports whether a and b are irregular forms of one word.
func (l *lexicon) sameFamily(a, b string) bool {
	fa := l.base.family[a]
	return fa != 0 && fa == l.base.family[b]
}

// noCompound reports whether key looks like a compound but is none (carpet).
func (l *lexicon) noCompound(key string) bool { return l.base.notCompound[key] }

// ParseLexicon reads the known words for NewLexicon from a deck
// file: one entry a line, the word in the first column; a TAB and whatever
// follows it (glosses) is ignored, as are blank lines and lines starting
// with #.
func ParseLexicon(text string) []string {
	var words []string
	for _, line := range strings.Split(text, "\n") {
		if i := strings.IndexByte(line, '\t'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		words = append(words, line)
	}
	return words
}

// umlautSpelling reads German ae, oe and ue as ä, ö and ü (Koeche →
// köche), except where the two letters are two sounds or a diphthong's
// end: after a, e or q (Feuer, Bauer, Quelle) and in a few known spellings
// (Poesie, Poet, Aero-). The result is only compared in addition to the
// word as written, so a wrong reading costs little.
func umlautSpelling(base string) string {
	if !strings.Contains(base, "ae") && !strings.Contains(base, "oe") && !strings.Contains(base, "ue") {
		return base
	}
	for _, p := range []string{"poe", "aero", "israel", "michael", "raphael", "kafae"} {
		if strings.Contains(base, p) {
			return base
		}
	}
	r := []rune(base)
	var b strings.Builder
	for i := 0; i < len(r); i++ {
		if i+1 < len(r) && r[i+1] == 'e' && (i == 0 || !strings.ContainsRune("aeqi", unicode.ToLower(r[i-1]))) {
			switch r[i] {
			case 'a':
				b.WriteRune('ä')
				i++
				continue
			case 'o':
				b.WriteRune('ö')
				i++
				continue
			case 'u':
				b.WriteRune('ü')
				i++
				continue
			}
		}
		b.WriteRune(r[i])
	}
	return b.String()
}
