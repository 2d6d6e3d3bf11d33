package game

import (
	"errors"
	"fmt"
	"strings"
)

// Deck is a named collection of cards of one kind, e.g. a word list or a
// picture set.
type Deck struct {
	ID    string
	Kind  CardKind
	Cards []string
}

// DealOptions say what board to deal.
type DealOptions struct {
	// Seed is the game number: the same seed, size, decks and Avoid give
	// the same board and key.
	Seed uint64
	Size Size
	// Decks to draw from, without repeats. When word and picture decks are
	// mixed, half the board (rounded up) shows words and half pictures.
	Decks []Deck
	// Avoid lists cards of earlier games (a rematch): they are drawn only
	// when the decks hold too few other cards.
	Avoid    []Card
	Variants Variants
}

// ErrNotEnoughCards means the decks hold fewer distinct cards than the board
// needs. Deal returns it as a *NotEnoughCardsError with the figures.
var ErrNotEnoughCards = errors.New("not enough cards")

// NotEnoughCardsError says how many different cards the chosen decks hold
// (Have) and how many the board needs (Need), so the UI can say it in the
// player's language. errors.Is(err, ErrNotEnoughCards) holds for it.
type NotEnoughCardsError struct {
	Have, Need int
}

func (e *NotEnoughCardsError) Error() string {
	return fmt.Sprintf("%v: the decks hold %d different cards, the board needs %d", ErrNotEnoughCards, e.Have, e.Need)
}

// Is makes errors.Is(err, ErrNotEnoughCards) true.
func (e *NotEnoughCardsError) Is(target error) bool { return target == ErrNotEnoughCards }

// Deal draws a board and a random key (and so the starting team) from the seed.
func Deal(o DealOptions) (Setup, error) {
	if !o.Size.Valid() {
		return Setup{}, setupErr("unknown board size %d", int8(o.Size))
	}
	if err := o.Variants.validate(); err != nil {
		return Setup{}, err
	}
	n := o.Size.Cards()
	pools := poolsByKind(o.Decks)
	avoid := make(map[Card]bool, len(o.Avoid))
	for _, c := range o.Avoid {
		avoid[Card{c.Kind, foldCard(c.Text)}] = true
	}

	words, pictures := len(pools[WordCard]), len(pools[PictureCard])
	if words+pictures < n {
		return Setup{}, &NotEnoughCardsError{Have: words + pictures, Need: n}
	}
	wantWords := n
	if words > 0 && pictures > 0 {
		wantWords = (n + 1) / 2
	} else if words == 0 {
		wantWords = 0
	}
	wantWords = min(max(wantWords, n-pictures), words)

	r := newRNG(o.Seed)
	cards := make([]Card, 0, n)
	cards = append(cards, draw(r, pools[WordCard], avoid, wantWords)...)
	cards = append(cards, draw(r, pools[PictureCard], avoid, n-wantWords)...)
	r.shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })

	start := Red
	if r.intn(2) == 1 {
		start = Blue
	}
	s := Setup{Seed: o.Seed, Size: o.Size, Cards: cards, Key: randomKey(r, o.Size, start), Variants: o.Variants}
	return s, s.Validate()
}

// poolsByKind gathers the distinct cards of all decks, per kind, in deck order.
func poolsByKind(decks []Deck) map[CardKind][]Card {
	pools := map[CardKind][]Card{}
	seen := map[Card]bool{}
	for _, d := range decks {
		for _, text := range d.Cards {
			text = strings.TrimSpace(text)
			k := Card{d.Kind, foldCard(text)}
			if text == "" || seen[k] {
				continue
			}
			seen[k] = true
			pools[d.Kind] = append(pools[d.Kind], Card{d.Kind, text})
		}
	}
	return pools
}

// draw picks n cards from pool, preferring cards not in avoid.
func draw(r *rng, pool []Card, avoid map[Card]bool, n int) []Card {
	var fresh, used []Card
	for _, c := range pool {
		if avoid[Card{c.Kind, foldCard(c.Text)}] {
			used = append(used, c)
		} else {
			fresh = append(fresh, c)
		}
	}
	r.shuffle(len(fresh), func(i, j int) { fresh[i], fresh[j] = fresh[j], fresh[i] })
	r.shuffle(len(used), func(i, j int) { used[i], used[j] = used[j], used[i] })
	return append(fresh, used...)[:n]
}

// randomKey deals the identities of a board of size s at random.
func randomKey(r *rng, s Size, start Team) Key {
	a, b, bystanders := s.Counts()
	ids := make([]Identity, 0, s.Cards())
	for range a {
		ids = append(ids, AgentOf(start))
	}
	for range b {
		ids = append(ids, AgentOf(start.Other()))
	}
	for range bystanders {
		ids = append(ids, Bystander)
	}
	ids = append(ids, Assassin)
	r.shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	return Key{Start: start, Identities: ids}
}
