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
	// Parts optionally names what each card is made of: Parts[i] belongs to
	// Cards[i] (for the picture decks, the OpenMoji drawings a picture
	// shows). Deal puts no two cards that share a part on one board while
	// the decks allow it; see Deal. A card past the end of Parts, or with
	// an empty list, has no parts; parts are compared as exact strings,
	// across all decks of a deal.
	Parts [][]string
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
//
// One part, one card: Deal never puts two cards that share a part (see
// Deck.Parts: one drawing in two pictures) on a board while the decks hold
// enough cards to avoid it. It draws the cards in the seed's order and skips
// any card sharing a part with a card already dealt; this outranks Avoid (a
// card of an earlier game comes before a card that would repeat a part).
// When the decks cannot fill the board that way, Deal does not fail: it fills
// the rest with the skipped cards in the order they were drawn, so the board
// then shows a part twice, as deals did before the rule. Deal returns a
// *NotEnoughCardsError only when the decks hold too few distinct cards.
// Decks without parts deal exactly the boards they dealt before the rule.
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
	shown := map[string]bool{} // the parts of the cards dealt so far
	cards = append(cards, draw(r, pools[WordCard], avoid, shown, wantWords)...)
	cards = append(cards, draw(r, pools[PictureCard], avoid, shown, n-wantWords)...)
	r.shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })

	start := Red
	if r.intn(2) == 1 {
		start = Blue
	}
	s := Setup{Seed: o.Seed, Size: o.Size, Cards: cards, Key: randomKey(r, o.Size, start), Variants: o.Variants}
	return s, s.Validate()
}

// poolCard is a card of a pool with its parts (see Deck.Parts).
type poolCard struct {
	Card
	parts []string
}

// sharesAPart reports whether c has a part in shown.
func (c poolCard) sharesAPart(shown map[string]bool) bool {
	for _, p := range c.parts {
		if shown[p] {
			return true
		}
	}
	return false
}

// poolsByKind gathers the distinct cards of all decks, per kind, in deck
// order, each with its parts (from the first deck that holds the card).
func poolsByKind(decks []Deck) map[CardKind][]poolCard {
	pools := map[CardKind][]poolCard{}
	seen := map[Card]bool{}
	for _, d := range decks {
		for i, text := range d.Cards {
			text = strings.TrimSpace(text)
			k := Card{d.Kind, foldCard(text)}
			if text == "" || seen[k] {
				continue
			}
			seen[k] = true
			c := poolCard{Card: Card{d.Kind, text}}
			if i < len(d.Parts) {
				for _, p := range d.Parts[i] {
					if p != "" {
						c.parts = append(c.parts, p)
					}
				}
			}
			pools[d.Kind] = append(pools[d.Kind], c)
		}
	}
	return pools
}

// draw picks n cards from pool (n <= len(pool)), preferring cards not in
// avoid, and before that cards that share no part with the cards already
// dealt (shown, which it updates); see Deal.
func draw(r *rng, pool []poolCard, avoid map[Card]bool, shown map[string]bool, n int) []Card {
	var fresh, used []poolCard
	for _, c := range pool {
		if avoid[Card{c.Kind, foldCard(c.Text)}] {
			used = append(used, c)
		} else {
			fresh = append(fresh, c)
		}
	}
	r.shuffle(len(fresh), func(i, j int) { fresh[i], fresh[j] = fresh[j], fresh[i] })
	r.shuffle(len(used), func(i, j int) { used[i], used[j] = used[j], used[i] })
	cards := make([]Card, 0, n)
	deal := func(c poolCard) {
		cards = append(cards, c.Card)
		for _, p := range c.parts {
			shown[p] = true
		}
	}
	var skipped []poolCard
	for _, c := range append(fresh, used...) {
		if len(cards) == n {
			return cards
		}
		if c.sharesAPart(shown) {
			skipped = append(skipped, c)
			continue
		}
		deal(c)
	}
	for _, c := range skipped[:n-len(cards)] { // the decks cannot avoid a shared part
		deal(c)
	}
	return cards
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
