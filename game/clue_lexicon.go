package game

import (
	"strings"
	"unicode"
)

// clueLexicon is what the clue checker knows about the words of one
// language: known words (entries), families of irregular forms, and words
// that look like compounds but are not.
type clueLexicon struct {
	base    *clueLangLexicon
	extra   *ClueLexicon    // the caller's words, or nil
	visible map[string]bool // keys of the visible words
	plain   map[string]bool // plain forms of the visible words
}

// ClueLexicon is a set of known words prepared for CheckClueWith (see
// ClueOptions). Build it once per deck choice with NewClueLexicon; it is
// read-only afterwards and safe to share.
type ClueLexicon struct {
	keys  map[string]bool
	plain map[string]bool
}

// NewClueLexicon prepares words (for instance ParseLexicon of a deck file)
// for CheckClueWith. Entries of more than one word are skipped.
func NewClueLexicon(words []string) *ClueLexicon {
	l := &ClueLexicon{keys: make(map[string]bool, len(words)), plain: make(map[string]bool, len(words))}
	for _, w := range words {
		t := clueParse(w)
		if t.count == 1 && len(t.words[0].key) <= 4*clueMaxWordRunes {
			l.keys[t.words[0].key], l.plain[t.words[0].plain] = true, true
		}
	}
	return l
}

// Len returns the number of distinct words in the lexicon.
func (l *ClueLexicon) Len() int {
	if l == nil {
		return 0
	}
	return len(l.keys)
}

// clueLangLexicon is the checker's own read-only word knowledge of a language.
type clueLangLexicon struct {
	entries     map[string]bool // keys
	plain       map[string]bool // plain forms
	family      map[string]int  // key → family number
	notCompound map[string]bool // keys
}

// clueLexicons holds the built-in lexicons; built once, never changed.
var clueLexicons = map[Language]*clueLangLexicon{
	German:  buildClueLexicon(clueWordsDE, clueFamiliesDE, clueNotCompoundDE),
	Dutch:   buildClueLexicon(clueWordsNL, clueFamiliesNL, clueNotCompoundNL),
	English: buildClueLexicon(clueWordsEN, clueFamiliesEN, clueNotCompoundEN),
}

func buildClueLexicon(words, families, notCompound string) *clueLangLexicon {
	l := &clueLangLexicon{entries: map[string]bool{}, plain: map[string]bool{}, family: map[string]int{}, notCompound: map[string]bool{}}
	for _, w := range strings.Fields(words) {
		cw := clueNewWord(clueBase(w))
		l.entries[cw.key], l.plain[cw.plain] = true, true
	}
	for i, line := range strings.Split(families, "\n") {
		for _, w := range strings.Fields(line) {
			l.family[clueNewWord(clueBase(w)).key] = i + 1
		}
	}
	for _, w := range strings.Fields(notCompound) {
		l.notCompound[clueNewWord(clueBase(w)).key] = true
	}
	return l
}

func newClueLexicon(lang Language, extra *ClueLexicon, visible []string) *clueLexicon {
	l := &clueLexicon{base: clueLexicons[lang], extra: extra, visible: map[string]bool{}, plain: map[string]bool{}}
	if l.base == nil {
		l.base = &clueLangLexicon{}
	}
	if l.extra == nil {
		l.extra = &ClueLexicon{}
	}
	for _, w := range visible {
		t := clueParse(w)
		if t.count == 1 && len(t.words[0].key) <= 4*clueMaxWordRunes {
			l.visible[t.words[0].key], l.plain[t.words[0].plain] = true, true
		}
	}
	return l
}

// known reports whether the checker has a lexicon for the language at all.
func (l *clueLexicon) known() bool { return len(l.base.entries) > 0 }

// isEntry reports whether key is a known word (visible words included).
func (l *clueLexicon) isEntry(key string) bool {
	return l.base.entries[key] || l.extra.keys[key] || l.visible[key]
}

// isLemma reports whether key is a word of the lexicon proper (the built-in
// one or the caller's), not merely a visible word.
func (l *clueLexicon) isLemma(key string) bool { return l.base.entries[key] || l.extra.keys[key] }

// isPlain reports whether plain is the plain form of a known word.
func (l *clueLexicon) isPlain(plain string) bool {
	return l.base.plain[plain] || l.extra.plain[plain] || l.plain[plain]
}

// sameFamily reports whether a and b are irregular forms of one word.
func (l *clueLexicon) sameFamily(a, b string) bool {
	fa := l.base.family[a]
	return fa != 0 && fa == l.base.family[b]
}

// noCompound reports whether key looks like a compound but is none (carpet).
func (l *clueLexicon) noCompound(key string) bool { return l.base.notCompound[key] }

// ParseLexicon reads the known words for NewClueLexicon from a deck
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

// clueUmlautSpelling reads German ae, oe and ue as ä, ö and ü (Koeche →
// köche), except where the two letters are two sounds or a diphthong's
// end: after a, e or q (Feuer, Bauer, Quelle) and in a few known spellings
// (Poesie, Poet, Aero-). The result is only compared in addition to the
// word as written, so a wrong reading costs little.
func clueUmlautSpelling(base string) string {
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
