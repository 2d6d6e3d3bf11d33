package ui

import (
	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/game/computer"
	"github.com/decknamen/decknamen/ui/board"
	"github.com/decknamen/decknamen/ui/internal/dealform"
)

// computerSpymaster is the computer spymaster of the running game (board.Computer):
// the association data of its decks, its level, and the clue checker of
// its language, which it never gives a clue against.
type computerSpymaster struct {
	choice dealChoice
	data   *computer.Data
	level  computer.Level
	lang   game.Language
	lex    *clue.Lexicon
}

// Gives reports whether it gives the clues of the team at play in g.
func (s *computerSpymaster) Gives(g *game.Game) bool {
	return s.choice.Computer(g.PlayerTeam(), g.Team())
}

// Clue is its clue for the team at play in g: never one the clue checker
// warns about.
func (s *computerSpymaster) Clue(g *game.Game) (computer.Clue, error) {
	visible := g.VisibleWords()
	return s.data.Clue(computer.BoardOf(g), s.level, func(word string) bool {
		return len(clue.CheckWith(word, visible, s.lang, clue.Options{Lexicon: s.lex})) == 0
	})
}

// Cover is the imaginary team's agent it covers in co-op: the one most
// easily taken for one of the players' agents.
func (s *computerSpymaster) Cover(g *game.Game) int { return s.data.Cover(computer.BoardOf(g)) }

// newSpymaster is the computer spymaster for a game dealt by c, or nil
// when people give the clues (or the decks have no data for it).
func (a *App) newSpymaster(c dealChoice) board.Computer {
	if c.Spymasters == dealform.People {
		return nil
	}
	ids, _, ok := c.ComputerDecks(a.tr.Lang())
	if !ok {
		return nil
	}
	var ds []*computer.Data
	for _, id := range ids {
		d, found, err := assets.Associations(id)
		if err != nil || !found {
			return nil
		}
		ds = append(ds, d)
	}
	lang := game.Language(a.tr.Lang())
	if c.Words && len(c.Decks) > 0 {
		lang = a.deckLanguage()
	}
	s := &computerSpymaster{choice: c, data: computer.Merge(ds...), lang: lang, lex: a.clueLexicon(lang)}
	if c.Level == dealform.Bold {
		s.level = computer.Bold
	}
	return s
}
