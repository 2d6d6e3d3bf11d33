// Package computer is the computer spymaster: from association lists
// written for each card of a deck (which clue words a card brings to mind,
// and how strongly) and an independent reverse look-up (which cards a clue
// word brings to mind), it picks a clue and a number for a team's
// unrevealed agents that keeps clear of the assassin, then of the other
// team's agents and the bystanders. It is pure Go and knows nothing of
// the screen.
package computer

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Data is the association data of one deck's language.
type Data struct {
	forward map[string]map[string]int8 // card → clue word → weight 1–3
	reverse map[string]map[string]int8 // clue word → card → weight 1–3
	byCard  map[string]map[string]int8 // card → clue word, from the reverse lists
	words   map[string]string          // a clue word's key → its spelling

	stem   func(string) string        // a word's stem, nil when unknown
	stems  map[string]map[string]int8 // card → stem of a word it links → weight
	ofWord map[string]string          // a clue word's key → its stem
}

// WithStems indexes every link of d by the stem of its word, so that a
// clue is judged against every form of the words a card brings to mind:
// the diamond card that lists "hearts" also answers the clue "heart". It
// returns d.
func (d *Data) WithStems(stem func(string) string) *Data {
	d.stem = stem
	d.stems, d.ofWord = map[string]map[string]int8{}, map[string]string{}
	if stem == nil {
		return d
	}
	for w := range d.words {
		d.ofWord[w] = stem(w)
	}
	for _, m := range []map[string]map[string]int8{d.forward, d.byCard} {
		for card, links := range m {
			for w, l := range links {
				add(d.stems, card, d.ofWord[w], l)
			}
		}
	}
	return d
}

// ErrBadData means an association list does not follow its format.
var ErrBadData = errors.New("malformed association list")

// fold is the key a card or clue word is looked up by.
func fold(s string) string { return norm.NFC.String(strings.ToLower(strings.TrimSpace(s))) }

// Load reads a forward list (one card a line: the card, a TAB, then
// clue:weight pairs) and any number of reverse lists (one clue word a
// line: the word, a TAB, then card:weight pairs). Lines starting with #
// are comments.
func Load(forward io.Reader, reverse ...io.Reader) (*Data, error) {
	d := &Data{forward: map[string]map[string]int8{}, reverse: map[string]map[string]int8{}, byCard: map[string]map[string]int8{}, words: map[string]string{}}
	if err := parse(forward, "forward", func(card, word string, w int8) {
		add(d.forward, fold(card), fold(word), w)
		if _, ok := d.words[fold(word)]; !ok {
			d.words[fold(word)] = word
		}
	}); err != nil {
		return nil, err
	}
	for i, r := range reverse {
		if err := parse(r, fmt.Sprintf("reverse %d", i+1), func(word, card string, w int8) {
			add(d.reverse, fold(word), fold(card), w)
			add(d.byCard, fold(card), fold(word), w)
			if _, ok := d.words[fold(word)]; !ok {
				d.words[fold(word)] = word
			}
		}); err != nil {
			return nil, err
		}
	}
	return d, nil
}

func add(m map[string]map[string]int8, a, b string, w int8) {
	if m[a] == nil {
		m[a] = map[string]int8{}
	}
	m[a][b] = max(m[a][b], w)
}

// parse reads one list, calling f for every pair of every line.
func parse(r io.Reader, name string, f func(head, item string, w int8)) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		head, rest, ok := strings.Cut(line, "\t")
		if !ok || strings.TrimSpace(head) == "" {
			return fmt.Errorf("%w: %s list, line %d: want a word, a TAB and word:weight pairs", ErrBadData, name, n)
		}
		for _, p := range strings.Fields(rest) {
			i := strings.LastIndexByte(p, ':')
			if i <= 0 {
				return fmt.Errorf("%w: %s list, line %d: %q is no word:weight pair", ErrBadData, name, n, p)
			}
			w, err := strconv.Atoi(p[i+1:])
			if err != nil || w < 1 || w > 3 || !wordish(p[:i]) {
				return fmt.Errorf("%w: %s list, line %d: %q is no word:weight pair (weight 1 to 3)", ErrBadData, name, n, p)
			}
			f(head, p[:i], int8(w))
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("read %s list: %w", name, err)
	}
	return nil
}

// wordish reports whether s is one word of letters (a card may hold a
// slash: fantasy/snail-house).
func wordish(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) && r != '/' && r != '-' && r != '\'' {
			return false
		}
	}
	return s != ""
}

// Knows reports whether the data has associations for every card.
func (d *Data) Knows(cards []string) bool {
	for _, c := range cards {
		if len(d.forward[fold(c)]) == 0 {
			return false
		}
	}
	return true
}

// link is how strongly word brings card to mind: the stronger of the
// card's own list and the reverse look-up.
func (d *Data) link(card, word string) int8 {
	return max(d.forward[card][word], d.reverse[word][card])
}

// danger is how strongly word may bring card to mind to a guesser: its
// link, or any form of the word in the card's lists (heart, hearts).
func (d *Data) danger(card, word string) int8 {
	l := d.link(card, word)
	if s, ok := d.ofWord[word]; ok {
		l = max(l, d.stems[card][s])
	}
	return l
}

// nearCard reports whether word, though no list links it to card, brings
// to mind much the same cards as a word that card's lists hold: Suppe
// and Eintopf share Kelle, Bohne, Linse and Kessel, so Suppe is near the
// card Gericht (which lists Eintopf) even where no list says so. The
// computer keeps such words away from the assassin, where the lists'
// gaps cost most.
func (d *Data) nearCard(card, word string) bool {
	nw := d.reverse[word]
	if len(nw) < nearShared {
		return false
	}
	for _, list := range []map[string]int8{d.forward[card], d.byCard[card]} {
		for x := range list {
			nx := d.reverse[x]
			if len(nx) < nearShared || x == word {
				continue
			}
			shared := 0
			for c := range nw {
				if c != card && nx[c] > 0 {
					shared++
				}
			}
			if shared >= nearShared && 2*shared >= min(len(nw), len(nx)) {
				return true
			}
		}
	}
	return false
}

// nearShared is how many cards two words must share to be near.
const nearShared = 3

// lookalike reports whether one of a and b begins with the other and the
// shorter has four letters or more.
func lookalike(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return utf8.RuneCountInString(a) >= 4 && strings.HasPrefix(b, a)
}

// sureness is how sure a guesser is to take card for word, judged by both
// look-ups: the reverse lists (written clue word first) count double,
// since a link that comes to mind from the clue is the one a guesser
// follows. A card with no reverse list at all (a picture) counts its own
// list twice.
func (d *Data) sureness(card, word string) int8 {
	f, r := d.forward[card][word], d.reverse[word][card]
	if len(d.byCard[card]) == 0 {
		r = f
	}
	return 2*r + f
}

// Merge joins the data of several decks dealt together: every list of
// every deck counts.
func Merge(ds ...*Data) *Data {
	m := &Data{forward: map[string]map[string]int8{}, reverse: map[string]map[string]int8{}, byCard: map[string]map[string]int8{}, words: map[string]string{}}
	for _, d := range ds {
		for _, pair := range []struct{ to, from map[string]map[string]int8 }{{m.forward, d.forward}, {m.reverse, d.reverse}, {m.byCard, d.byCard}} {
			for a, inner := range pair.from {
				for b, w := range inner {
					add(pair.to, a, b, w)
				}
			}
		}
		for k, w := range d.words {
			if _, ok := m.words[k]; !ok {
				m.words[k] = w
			}
		}
		if m.stem == nil {
			m.stem = d.stem
		}
	}
	return m.WithStems(m.stem)
}
