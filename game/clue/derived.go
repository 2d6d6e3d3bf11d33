package clue

// Derived words: feminine forms, diminutives and comparisons of a word
// (Ärztin, Bäumchen, groter, piglet), which the rule books count as forms
// of it just as plurals.

import (
	"strings"
	"unicode/utf8"

	"github.com/decknamen/decknamen/game"
)

// derivation is one way a language derives a word: an ending added to a
// stem of the word (see stems).
type derivation struct {
	ending string
	// spelled limits the ending to stems the spelling rules made
	// (a doubled consonant, y → i: bigger, happier, doggy), so that
	// corner stays no form of corn.
	spelled bool
	// afterL limits it to stems ending in l (owlet, eaglet, anklet), so
	// that planet stays no form of plan.
	afterL bool
	// common marks an ending that also ends many plain words (Dutch and
	// English -er, -st: kater, hamer, koper, hammer, oogst, tablet): a
	// word the lexicon knows is taken as that word, not as a derived one.
	common bool
}

// derivations of each language. German stems include a verb's stem
// (schwimmen → schwimm-t), Dutch ones an agent noun's (schrijver →
// schrijf-ster).
var derivations = map[game.Language][]derivation{
	game.German: {
		{ending: "in"}, {ending: "innen"}, {ending: "essin"}, {ending: "chen"}, {ending: "lein"},
		{ending: "ste", common: true}, {ending: "sten", common: true}, {ending: "ster", common: true}, {ending: "ere", common: true}, {ending: "eren", common: true},
		{ending: "t"}, {ending: "st"}, {ending: "te"}, {ending: "ten"}, {ending: "test"}, {ending: "tet"}, {ending: "end"},
	},
	game.Dutch: {
		{ending: "in"}, {ending: "es"}, {ending: "ster"}, {ending: "e"},
		{ending: "je"}, {ending: "tje"}, {ending: "etje"}, {ending: "pje"}, {ending: "kje"},
		{ending: "er", common: true}, {ending: "ere", common: true}, {ending: "st", common: true}, {ending: "ste", common: true},
	},
	game.English: {
		{ending: "ess"}, {ending: "esses"}, {ending: "ine"}, {ending: "ette"}, {ending: "let"}, {ending: "ling"},
		{ending: "ie"}, {ending: "est", common: true}, {ending: "enne"}, {ending: "et", afterL: true, common: true},
		{ending: "er", common: true}, {ending: "y", spelled: true, common: true},
	},
}

// verbStemOnly are the German endings that follow only a verb's stem
// (schwimm-t), never a noun (Gas-t is another word).
var verbStemOnly = map[string]bool{"t": true, "st": true, "te": true, "ten": true, "test": true, "tet": true, "end": true}

// derivedFrom reports whether long (in plain form) is derived from base
// (in plain form) by one of the language's derivations.
func (c *checker) derivedFrom(long, base string) bool {
	if utf8.RuneCountInString(base) < 2 {
		return false
	}
	known := c.lex.isPlain(long)
	for _, st := range c.stems(base) {
		if !strings.HasPrefix(long, st.text) || len(st.text) < 2 {
			continue
		}
		rest := long[len(st.text):]
		for _, d := range derivations[c.lang] {
			switch {
			case rest != d.ending:
			case d.spelled && !st.spelled:
			case d.afterL && !strings.HasSuffix(st.text, "l"):
			case d.common && known:
			case c.lang == game.German && verbStemOnly[d.ending] && !st.verb:
			case utf8.RuneCountInString(st.text) < 3 && len(d.ending) < 3:
				// a two-letter word (Ei, ei) takes only a long ending: eitje
			default:
				return true
			}
		}
	}
	if c.lang == game.Dutch && strings.HasSuffix(base, "eur") && long == base[:len(base)-3]+"rice" {
		return true // acteur → actrice, directeur → directrice
	}
	return false
}

// stem is a spelling of a word before a derivational ending.
type stem struct {
	text    string
	spelled bool // a spelling rule changed it (doubled consonant, y → i)
	verb    bool // a German verb's stem (the infinitive without -en)
}

// stems are the spellings of base that take a derivational ending.
func (c *checker) stems(base string) []stem {
	out := []stem{{text: base}}
	n := len(base)
	isVowel := func(b byte) bool { return strings.IndexByte("aeiouy", b) >= 0 }
	last := base[n-1]
	switch c.lang {
	case game.German:
		if last == 'e' {
			out = append(out, stem{text: base[:n-1]}) // Löwe → Löw-in, Franzose → Französ-in
		}
		for _, inf := range []string{"en", "n"} {
			if strings.HasSuffix(base, inf) && n-len(inf) >= 3 {
				out = append(out, stem{text: base[:n-len(inf)], verb: true}) // schwimmen → schwimm-t, Tropfen → Tröpf-chen
			}
		}
	case game.Dutch:
		for _, sp := range c.baseSpellings(base) {
			if sp != base {
				out = append(out, stem{text: sp, spelled: true})
			}
		}
		if n >= 3 && !isVowel(last) && isVowel(base[n-2]) && !isVowel(base[n-3]) {
			// a short vowel lengthened before -je: glas → glaasje, blad → blaadje
			out = append(out, stem{text: base[:n-1] + string(base[n-2]) + string(last), spelled: true})
		}
		if strings.HasSuffix(base, "ing") {
			out = append(out, stem{text: base[:n-1] + "k", spelled: true}) // koning → koninkje
		}
		if strings.HasSuffix(base, "er") && n >= 5 {
			// an agent noun's verb stem: kapper → kap-ster, schrijver →
			// schrijf-ster, verkoper → verkoop-ster
			v := base[:n-2]
			cands := []string{v}
			m := len(v)
			if m >= 2 && v[m-1] == v[m-2] && !isVowel(v[m-1]) {
				cands = append(cands, v[:m-1])
			}
			if strings.HasSuffix(v, "v") {
				cands = append(cands, v[:m-1]+"f")
			}
			if m >= 3 && !isVowel(v[m-1]) && isVowel(v[m-2]) && !isVowel(v[m-3]) {
				cands = append(cands, v[:m-1]+string(v[m-2])+string(v[m-1]))
			}
			for _, x := range cands {
				out = append(out, stem{text: x, spelled: true})
			}
		}
	case game.English:
		for _, sp := range c.baseSpellings(base) {
			if sp != base {
				out = append(out, stem{text: sp, spelled: sp != base[:n-1]})
			}
		}
		if n >= 5 && (strings.HasSuffix(base, "er") || strings.HasSuffix(base, "or")) {
			// tiger → tigr-ess, actor → actr-ess, sorcerer → sorcer-ess
			out = append(out, stem{text: base[:n-2] + "r"}, stem{text: base[:n-2]})
		}
		if n >= 5 && strings.HasSuffix(base, "ian") {
			out = append(out, stem{text: base[:n-2]}) // comedian → comedi-enne
		}
	}
	return out
}
