package computer_test

import (
	"testing"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/game/computer"
)

// With the shipped decks and their data the computer's clue is never one
// the clue checker warns about, and it means only the team's agents.
func TestShippedDecksGiveOnlyCluesTheCheckerAllows(t *testing.T) {
	infos, err := assets.Decks()
	if err != nil {
		t.Fatal(err)
	}
	for _, info := range infos {
		data, ok, err := assets.Associations(info.ID())
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			continue
		}
		deck, err := assets.LoadDeck(info)
		if err != nil {
			t.Fatal(err)
		}
		words, _ := assets.LanguageWords(info.Language)
		lex := clue.NewLexicon(words).WithKnown(assets.AssociationWords(info.Language)) // as the app builds it
		for seed := uint64(1); seed <= 200; seed++ {
			s, err := game.Deal(game.DealOptions{Seed: seed, Size: game.Size5x5, Decks: []game.Deck{deck}})
			if err != nil {
				t.Fatal(err)
			}
			b := computer.Board{Key: s.Key.Identities, Team: s.Key.Start, Covered: make([]bool, 25)}
			var visible []string
			for _, c := range s.Cards {
				b.Cards, visible = append(b.Cards, c.Text), append(visible, c.Text)
			}
			for _, lvl := range []computer.Level{computer.Careful, computer.Bold} {
				c, err := data.Clue(b, lvl, func(w string) bool {
					return len(clue.CheckWith(w, visible, info.Language, clue.Options{Lexicon: lex})) == 0
				})
				if err != nil {
					t.Fatalf("%s %d %v: %v", info.ID(), seed, lvl, err)
				}
				if ws := clue.CheckWith(c.Word, visible, info.Language, clue.Options{Lexicon: lex}); len(ws) > 0 {
					t.Fatalf("%s %d: %q draws warnings %v", info.ID(), seed, c.Word, ws)
				}
				for _, i := range c.Meant {
					if s.Key.Identities[i] != game.AgentOf(s.Key.Start) {
						t.Fatalf("%s %d: meant card %d is no agent of the team", info.ID(), seed, i)
					}
				}
			}
		}
	}
}
