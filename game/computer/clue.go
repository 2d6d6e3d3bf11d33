package computer

import (
	"errors"
	"sort"

	"github.com/decknamen/decknamen/game"
)

// Level is how daring the computer spymaster is.
type Level int

// The levels.
const (
	// Careful gives fewer cards a clue and keeps far from every card
	// that is not the team's.
	Careful Level = iota
	// Bold links more cards a clue and accepts a closer neighbour.
	Bold
)

// String names the level for a save file: "careful" or "bold".
func (l Level) String() string {
	if l == Bold {
		return "bold"
	}
	return "careful"
}

// Board is what the spymaster sees: every card with its identity, which
// are covered, and whose turn it is.
type Board struct {
	Cards   []string // the cards' texts (a picture card: its name)
	Key     []game.Identity
	Covered []bool
	Team    game.Team
}

// Clue is a clue with the cards it was meant for, strongest link first.
type Clue struct {
	Word   string
	Number int
	Meant  []int
}

// ErrNoClue means no word of the data links a card of the team that the
// clue rules allow.
var ErrNoClue = errors.New("no clue for this board")

// rules are a level's limits.
type rules struct {
	margin   int8 // an intended card links at least this much more than any other card
	least    int8 // and at least this much
	sure     int8 // and both look-ups together are at least this sure of it (sureness)
	stretch  bool // one card a little less sure may join a sure clue (see judge)
	maxCards int
}

// levels: blind guessers took 92–100% of the intended cards whose
// sureness was 4 or more, 83–88% at 3 and 62–73% below.
var levels = map[Level]rules{Careful: {margin: 2, least: 2, sure: 4, maxCards: 3}, Bold: {margin: 1, least: 1, sure: 3, stretch: true, maxCards: 4}}

// candidate is one clue word judged against the board.
type candidate struct {
	word  string
	meant []int
	score int
}

// Clue picks the clue for the team at play: the word that links the most
// of its unrevealed agents strongly, each more strongly than any other
// unrevealed card, with no link at all to the assassin. allowed says
// whether the clue rules allow a word (the clue checker against the
// visible words); a word it refuses is never given.
func (d *Data) Clue(b Board, lvl Level, allowed func(word string) bool) (Clue, error) {
	r, ok := levels[lvl]
	if !ok {
		r = levels[Careful]
	}
	own := game.AgentOf(b.Team)
	var mine, others []int
	words := map[string]bool{}
	onBoard := map[string]bool{}
	for i, c := range b.Cards {
		onBoard[fold(c)] = true
		if b.Covered[i] {
			continue
		}
		if b.Key[i] == own {
			mine = append(mine, i)
			for w := range d.forward[fold(c)] {
				words[w] = true
			}
			for w := range d.byCard[fold(c)] {
				words[w] = true
			}
		} else {
			others = append(others, i)
		}
	}
	var cands []candidate
	for w := range words {
		if onBoard[w] || d.looksLikeACard(b, w) {
			continue
		}
		if c, ok := d.judge(b, w, mine, others, r); ok {
			cands = append(cands, c)
		}
	}
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		return cands[i].word < cands[j].word // the same board always gets the same clue
	})
	for _, c := range cands {
		if word := d.words[c.word]; allowed(word) && !d.nearAssassin(b, c.word) {
			return Clue{Word: word, Number: len(c.meant), Meant: c.meant}, nil
		}
	}
	return d.lastResort(b, mine, others, allowed)
}

// nearAssassin reports whether w is near the unrevealed assassin (see
// nearCard). It is asked of the best candidates only, as it costs more.
func (d *Data) nearAssassin(b Board, w string) bool {
	for i, c := range b.Cards {
		if b.Key[i] == game.Assassin && !b.Covered[i] && d.nearCard(fold(c), w) {
			return true
		}
	}
	return false
}

// looksLikeACard reports whether w begins an unrevealed card or a card
// begins w (sweep, sweeper): the clue rules may allow it, but guessers
// take it for a hint at the spelling, so the computer never gives it.
func (d *Data) looksLikeACard(b Board, w string) bool {
	for i, c := range b.Cards {
		if !b.Covered[i] && lookalike(fold(c), w) {
			return true
		}
	}
	return false
}

// lastResort is a clue for one card when no word keeps the margin: the
// team's card whose strongest word touches no other card more than it,
// and never the assassin.
func (d *Data) lastResort(b Board, mine, others []int, allowed func(string) bool) (Clue, error) {
	type pick struct {
		word string
		card int
		gap  int8
	}
	var best *pick
	for _, i := range mine {
		for w, l := range d.forward[fold(b.Cards[i])] {
			if d.looksLikeACard(b, w) {
				continue
			}
			var threat int8
			safe := true
			for _, o := range others {
				ol := d.danger(fold(b.Cards[o]), w)
				if b.Key[o] == game.Assassin && ol > 0 {
					safe = false
				}
				threat = max(threat, ol)
			}
			if !safe || l <= threat {
				continue
			}
			if p := (pick{w, i, l - threat}); best == nil || p.gap > best.gap || p.gap == best.gap && p.word < best.word {
				if allowed(d.words[w]) && !d.nearAssassin(b, w) {
					best = &p
				}
			}
		}
	}
	if best == nil {
		return Clue{}, ErrNoClue
	}
	return Clue{Word: d.words[best.word], Number: 1, Meant: []int{best.card}}, nil
}

// judge weighs clue word w: the team's cards it links more strongly than
// any other card by the level's margin, and never the assassin.
func (d *Data) judge(b Board, w string, mine, others []int, r rules) (candidate, bool) {
	var threat, risk int8
	for _, i := range others {
		l := d.danger(fold(b.Cards[i]), w)
		if b.Key[i] == game.Assassin && l > 0 {
			return candidate{}, false
		}
		threat = max(threat, l)
		risk += l
	}
	type linked struct {
		card int
		l    int8
	}
	var hits, stretch []linked
	sure := 0 // hits a careful spymaster would mean too
	for _, i := range mine {
		card := fold(b.Cards[i])
		l, s := d.link(card, w), d.sureness(card, w)
		switch {
		case l < r.least || l < threat+r.margin:
		case s >= r.sure:
			hits = append(hits, linked{i, s})
			if s >= levels[Careful].sure {
				sure++
			}
		case r.stretch && s == r.sure-1:
			stretch = append(stretch, linked{i, s})
		}
	}
	if len(hits) == 0 {
		return candidate{}, false
	}
	sort.Slice(hits, func(i, j int) bool {
		return hits[i].l > hits[j].l || hits[i].l == hits[j].l && hits[i].card < hits[j].card
	})
	hits = hits[:min(len(hits), r.maxCards)]
	// A bold spymaster adds less sure cards to a clue that has a card
	// sure enough for a careful one, when no other card comes close: the
	// guessers find the sure card first and may try the others after it.
	if sure >= 1 && threat <= 1 {
		hits = append(hits, stretch[:min(len(stretch), r.maxCards-len(hits))]...)
	}
	c := candidate{word: w}
	sum := 0
	for _, h := range hits {
		c.meant = append(c.meant, h.card)
		sum += int(h.l)
	}
	// More cards first; then surer links; then fewer loose links to
	// other cards.
	c.score = len(hits)*100 + sum*5 - int(threat)*5 - int(risk)
	return c, true
}

// Cover is the agent of b.Team that the computer covers in the co-op
// game (the rule book's two-player game, where the other team is
// imaginary): of that team's unrevealed agents, the one most easily taken
// for an unrevealed agent of the players' team, so that covering it takes
// a trap off the board, as a human spymaster would. It returns -1 when
// b.Team has no agent left.
func (d *Data) Cover(b Board) int {
	mine, players := game.AgentOf(b.Team), game.AgentOf(b.Team.Other())
	var theirs []string
	for i, c := range b.Cards {
		if b.Key[i] == players && !b.Covered[i] {
			theirs = append(theirs, fold(c))
		}
	}
	best, bestScore := -1, -1
	for i, c := range b.Cards {
		if b.Key[i] != mine || b.Covered[i] {
			continue
		}
		card := fold(c)
		score, seen := 0, map[string]bool{}
		for _, list := range []map[string]int8{d.forward[card], d.byCard[card]} {
			for w := range list {
				if seen[w] {
					continue
				}
				seen[w] = true
				var most int8
				for _, t := range theirs {
					most = max(most, d.link(t, w))
				}
				score += int(min(d.link(card, w), most))
			}
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return best
}

// BoardOf is the board of g as the spymaster of the team at play sees it.
func BoardOf(g *game.Game) Board {
	s := g.Setup()
	b := Board{Key: s.Key.Identities, Team: g.Team()}
	for i, c := range s.Cards {
		b.Cards = append(b.Cards, c.Text)
		b.Covered = append(b.Covered, g.Covered(i))
	}
	return b
}
