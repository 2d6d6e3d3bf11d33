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

	"golang.org/x/text/unicode/norm"
)

// Data is the association data of one deck's language.
type Data struct {
	forward map[string]map[string]int8 // card → clue word → weight 1–3
	reverse map[string]map[string]int8 // clue word → card → weight 1–3
	byCard  map[string]map[string]int8 // card → clue word, from the reverse lists
	words   map[string]string          // a clue word's key → its spelling
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
	}
	return m
}
