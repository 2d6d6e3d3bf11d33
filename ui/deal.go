package ui

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/ui/internal/dealform"
)

// randomSeed returns a game number short enough to read out and type in.
func randomSeed() uint64 { return 1 + rand.Uint64N(999_999) }

// start sets up the first game: the --seed deal, else the saved game (the
// player is asked whether to go on with it), else a new deal.
func (a *App) start() {
	choice := a.startChoice()
	if a.opts.Seed != 0 || a.opts.Screenshot != "" {
		seed := a.opts.Seed
		if seed == 0 {
			seed = randomSeed()
		}
		a.mustDeal(choice, seed, false)
		return
	}
	g, kept, err := a.store.load()
	var bad *game.SavedMoveError
	switch {
	case errors.As(err, &bad) && g != nil && !g.Over():
		// One move could not be read: the game goes on from the move
		// before it, and the file is kept aside.
		a.choice = choice
		a.computer = a.newSpymaster(choice)
		a.board.Resume(g)
		a.later(func() {
			a.inform(a.tr.T("resume.partialTitle", nil), a.tr.T(a.store.keptID("resume.partialText"),
				map[string]any{"Move": bad.Move, "Of": bad.Of, "File": kept}))
		})
	case err != nil:
		a.mustDeal(choice, randomSeed(), false)
		a.later(func() {
			a.inform(a.tr.T("resume.damagedTitle", nil), a.tr.T(a.store.keptID("resume.damagedText"), map[string]any{"File": kept, "Error": a.errorText(err)}))
		})
	case g != nil && !g.Over():
		// The saved board shows at once, with the question in the action
		// bar (a dialog over the whole window would slow the first frame).
		a.choice = choice
		a.computer = a.newSpymaster(choice)
		a.board.Resume(g)
	default:
		a.mustDeal(choice, randomSeed(), false)
	}
}

// later runs f once the window content exists.
func (a *App) later(f func()) { a.pending = append(a.pending, f) }

// startChoice is the deal of the last game (or of --board), else words 5×5
// from the standard deck of the interface language.
func (a *App) startChoice() dealChoice {
	c, ok := a.settings.lastDeal()
	if !ok {
		c = dealChoice{Words: true, Size: game.Size5x5, Decks: []string{a.tr.Lang()}}
	}
	if kind, size, found := strings.Cut(a.opts.Board, "-"); a.opts.Board != "" {
		c.Words, c.Pictures = kind != "pictures", kind != "words"
		c.Size = game.Size5x5
		if kind == "pictures" {
			c.Size = game.Size5x4
		}
		if found {
			_ = c.Size.UnmarshalText([]byte(size))
		}
	}
	if a.opts.Lang != "" && c.Words {
		c.Decks = []string{a.tr.Lang()} // --lang also picks the words
	}
	switch a.opts.Spymasters {
	case "people":
		c.Spymasters = dealform.People
	case dealform.ComputerBoth:
		c.Spymasters, c.Variants.CoOp = dealform.ComputerBoth, false
	case dealform.ComputerCoOp:
		c.Spymasters, c.Variants.CoOp, c.Variants.AssassinEnd = dealform.ComputerCoOp, true, false
	}
	return c
}

// ParseSpymasters checks a --spymasters value.
func ParseSpymasters(s string) error {
	if s != "people" && s != dealform.ComputerBoth && s != dealform.ComputerCoOp {
		return errors.New("spymasters must be people, computer or computer-coop")
	}
	return nil
}

// ParseBoard checks a --board value: words, pictures or mixed, optionally
// followed by -5x5 or -5x4.
func ParseBoard(s string) error {
	kind, size, found := strings.Cut(s, "-")
	if kind != "words" && kind != "pictures" && kind != "mixed" {
		return errors.New("board must be words, pictures or mixed, optionally with -5x5 or -5x4")
	}
	var sz game.Size
	if found {
		return sz.UnmarshalText([]byte(size))
	}
	return nil
}

// mustDeal deals a new game; when the decks cannot make one (which only a
// broken build could cause) it falls back to the standard words.
func (a *App) mustDeal(c dealChoice, seed uint64, avoid bool) {
	if err := a.deal(c, seed, avoid); err != nil {
		a.board.SetMessage(a.errorText(err))
		_ = a.deal(dealChoice{Words: true, Size: game.Size5x5, Decks: []string{a.tr.Lang()}}, seed, false)
	}
}

// deal starts a new game from c with game number seed. With avoid, the
// cards of this session's earlier games are drawn last (a rematch).
func (a *App) deal(c dealChoice, seed uint64, avoid bool) error {
	used := a.used
	if g := a.board.Game(); g != nil {
		used = append(slices.Clip(used), g.Setup().Cards...)
	}
	var earlier []game.Card
	if avoid {
		earlier = used
	}
	setup, err := a.dealSetup(c, seed, earlier)
	if err != nil {
		return err
	}
	g, err := game.New(setup)
	if err != nil {
		return err
	}
	a.used, a.choice = used, c
	a.words.nextDecks = nil
	a.settings.setLastDeal(c)
	a.computer = a.newSpymaster(c)
	a.board.Start(g)
	return nil
}

// dealSetup deals the board and key of choice c with game number seed,
// drawing the avoid cards last. It is the one deal path of the app: New
// game, a rematch and the class set's boards all go through it, so a game
// number with the same choice always deals the same board.
func (a *App) dealSetup(c dealChoice, seed uint64, avoid []game.Card) (game.Setup, error) {
	decks, err := a.decksFor(c)
	if err != nil {
		return game.Setup{}, err
	}
	return game.Deal(game.DealOptions{Seed: seed, Size: c.Size, Decks: decks, Variants: c.Variants, Avoid: avoid})
}

// decksFor loads the decks a choice names, the players' own lists from
// the word-list store (a deleted list is simply left out).
func (a *App) decksFor(c dealChoice) ([]game.Deck, error) {
	return dealform.LoadDecks(c, func(id string) (game.Deck, bool) {
		listID, ok := strings.CutPrefix(id, customPrefix)
		if !ok {
			return game.Deck{}, false
		}
		l, found := a.lists().Get(listID)
		return l.Deck(), found
	})
}

// deckLanguage is the language of the board's words, for the clue checker.
func (a *App) deckLanguage() game.Language {
	if len(a.choice.Decks) > 0 {
		if id, ok := strings.CutPrefix(a.choice.Decks[0], customPrefix); ok {
			if l, found := a.lists().Get(id); found {
				return l.Language
			}
		}
	}
	infos, _ := assets.Decks()
	for _, info := range infos {
		if len(a.choice.Decks) > 0 && info.ID() == a.choice.Decks[0] {
			return info.Language
		}
	}
	return game.Language(a.tr.Lang())
}

// rematch deals fresh cards with the same settings.
func (a *App) rematch() { a.mustDeal(a.choice, randomSeed(), true) }
