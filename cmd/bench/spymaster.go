package main

// go run ./cmd/bench spymaster: the computer spymaster's first clue for a
// deal (-seed N, with -json for a script), or its figures over many deals.

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/clue"
	"github.com/decknamen/decknamen/game/computer"
)

func init() { subcommands["spymaster"] = runSpymaster }

// spymasterBench is one language's deck, data and clue checker.
type spymasterBench struct {
	lang game.Language
	deck game.Deck
	data *computer.Data
	lex  *clue.Lexicon
}

func newSpymasterBench(lang string) (*spymasterBench, error) {
	b := &spymasterBench{lang: game.Language(lang)}
	infos, err := assets.Decks()
	if err != nil {
		return nil, err
	}
	for _, info := range infos {
		if info.ID() == lang {
			if b.deck, err = assets.LoadDeck(info); err != nil {
				return nil, err
			}
		}
	}
	if len(b.deck.Cards) == 0 {
		return nil, fmt.Errorf("no deck %q", lang)
	}
	d, ok, err := assets.Associations(lang)
	if err != nil || !ok {
		return nil, fmt.Errorf("no associations for %q: %v", lang, err)
	}
	b.data = d
	words, err := assets.LanguageWords(b.lang)
	if err != nil {
		return nil, err
	}
	b.lex = clue.NewLexicon(words).WithKnown(assets.AssociationWords(b.lang))
	return b, nil
}

// deal deals game number seed as the app does from this deck alone.
func (b *spymasterBench) deal(seed uint64) (*game.Game, error) {
	s, err := game.Deal(game.DealOptions{Seed: seed, Size: game.Size5x5, Decks: []game.Deck{b.deck}})
	if err != nil {
		return nil, err
	}
	return game.New(s)
}

// clue is the computer's clue for the team at play.
func (b *spymasterBench) clue(g *game.Game, lvl computer.Level) (computer.Clue, error) {
	visible := g.VisibleWords()
	return b.data.Clue(computer.BoardOf(g), lvl, func(w string) bool {
		return len(clue.CheckWith(w, visible, b.lang, clue.Options{Lexicon: b.lex})) == 0
	})
}

func runSpymaster(args []string) error {
	fs := flag.NewFlagSet("spymaster", flag.ContinueOnError)
	lang := fs.String("lang", "de", "the deck's language: de, nl or en")
	seed := fs.Uint64("seed", 0, "the game number; without it, figures over -boards deals")
	asJSON := fs.Bool("json", false, "print the first clue as one JSON object")
	level := fs.String("level", "careful", "careful or bold")
	boards := fs.Int("boards", 1000, "deals for the figures")
	play := fs.Bool("play", false, "play a whole co-op game against guesses typed on standard input (never prints the key)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	lvl := computer.Careful
	if *level == "bold" {
		lvl = computer.Bold
	}
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b, err := newSpymasterBench(*lang)
	if err != nil {
		return err
	}
	switch {
	case *play:
		return b.play(*seed, lvl)
	case *seed != 0:
		return b.first(*seed, lvl, *asJSON)
	}
	var after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&after)
	return b.figures(*boards, lvl, after.HeapAlloc-before.HeapAlloc)
}

// first prints the first clue of deal seed.
func (b *spymasterBench) first(seed uint64, lvl computer.Level, asJSON bool) error {
	g, err := b.deal(seed)
	if err != nil {
		return err
	}
	c, err := b.clue(g, lvl)
	if err != nil {
		return err
	}
	s := g.Setup()
	out := struct {
		Board  []string `json:"board"`
		Key    []string `json:"key"`
		Team   string   `json:"team"`
		Clue   string   `json:"clue"`
		Number int      `json:"number"`
		Meant  []string `json:"meant"`
	}{Team: g.Team().String(), Clue: c.Word, Number: c.Number}
	for i, card := range s.Cards {
		out.Board = append(out.Board, card.Text)
		out.Key = append(out.Key, map[game.Identity]string{game.RedAgent: "red", game.BlueAgent: "blue", game.Bystander: "bystander", game.Assassin: "assassin"}[s.Key.Identities[i]])
	}
	for _, i := range c.Meant {
		out.Meant = append(out.Meant, s.Cards[i].Text)
	}
	if asJSON {
		return json.NewEncoder(os.Stdout).Encode(out)
	}
	fmt.Printf("%s: %q %d for %s\n", out.Team, out.Clue, out.Number, strings.Join(out.Meant, ", "))
	return nil
}

// figures gives the first clue of many deals and prints how many cards a
// clue links and how long it takes.
func (b *spymasterBench) figures(n int, lvl computer.Level, heap uint64) error {
	var times []time.Duration
	numbers, none := 0, 0
	hist := map[int]int{}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		g, err := b.deal(seed)
		if err != nil {
			return err
		}
		start := time.Now()
		c, err := b.clue(g, lvl)
		times = append(times, time.Since(start))
		if errors.Is(err, computer.ErrNoClue) {
			none++
			continue
		} else if err != nil {
			return err
		}
		numbers += c.Number
		hist[c.Number]++
	}
	slices.Sort(times)
	fmt.Printf("spymaster %s %s: %d deals, %.2f cards a first clue, %v, %d without a clue; a clue in %v median, %v worst; data %.1f MB\n",
		b.lang, lvl, n, float64(numbers)/float64(n-none), hist, none, times[len(times)/2].Round(time.Microsecond), times[len(times)-1].Round(time.Microsecond), float64(heap)/1e6)
	return nil
}

// play plays a co-op game (the rule books' two-player game) with the
// computer as the team's spymaster and the guesses read from standard
// input, one turn a line: the guesses in order, separated by commas (a
// turn ends after the last, or at the first card that is not the team's
// own). It prints the unrevealed words, each clue and what each guess
// reveals, as the board would show it, never the key. At the end of its
// input it stops and says so, so a script may play a game by running it
// again with one more line.
func (b *spymasterBench) play(seed uint64, lvl computer.Level) error {
	s, err := game.Deal(game.DealOptions{Seed: seed, Size: game.Size5x5, Decks: []game.Deck{b.deck}, Variants: game.Variants{CoOp: true}})
	if err != nil {
		return err
	}
	g, err := game.New(s)
	if err != nil {
		return err
	}
	names := map[game.Identity]string{game.AgentOf(g.PlayerTeam()): "your agent", game.AgentOf(g.PlayerTeam().Other()): "the other team's agent", game.Bystander: "bystander", game.Assassin: "the assassin"}
	in := bufio.NewScanner(os.Stdin)
	turn := 0
	for !g.Over() {
		switch g.Phase() {
		case game.PhaseCover: // the imaginary team covers one of its agents
			i := b.data.Cover(computer.BoardOf(g))
			if i < 0 {
				return errors.New("the other team has no agent to cover")
			}
			fmt.Printf("The other team covers %s.\n", s.Cards[i].Text)
			if err := g.Apply(game.Cover{Card: i}); err != nil {
				return err
			}
			continue
		case game.PhaseClue:
			c, err := b.clue(g, lvl)
			if err != nil {
				return err
			}
			if err := g.Apply(game.GiveClue{Word: c.Word, Number: c.Number}); err != nil {
				return err
			}
			turn++
			fmt.Printf("\nTurn %d. Unrevealed: %s\nClue: %s %d\n", turn, strings.Join(g.VisibleWords(), ", "), c.Word, c.Number)
		}
		if !in.Scan() {
			fmt.Println("Your guesses for this clue, in order, on one line separated by commas.")
			return nil
		}
		before := g.Team()
		var guessed int
		for _, word := range strings.Split(in.Text(), ",") {
			word = strings.TrimSpace(word)
			if word == "" {
				continue
			}
			if g.Over() || g.Phase() != game.PhaseGuess || g.Team() != before {
				fmt.Printf("Not played: %s (the turn is over).\n", word)
				continue
			}
			i := slices.IndexFunc(s.Cards, func(c game.Card) bool { return strings.EqualFold(c.Text, word) })
			if i < 0 || g.Covered(i) {
				fmt.Printf("Not played: %s (no such unrevealed card).\n", word)
				continue
			}
			if err := g.Apply(game.Guess{Card: i}); err != nil {
				fmt.Printf("Not played: %s (%v).\n", word, err)
				continue
			}
			guessed++
			fmt.Printf("%s: %s\n", s.Cards[i].Text, names[s.Key.Identities[i]])
		}
		if !g.Over() && g.Phase() == game.PhaseGuess && g.Team() == before {
			if guessed == 0 {
				fmt.Println("No guess was played: give this clue's guesses on the next line.")
				continue
			}
			if err := g.Apply(game.Stop{}); err != nil {
				return err
			}
		}
	}
	won := g.Winner() == g.PlayerTeam()
	fmt.Printf("\nGame over after %d turns: %s (score %d, rating %d).\n", turn, map[bool]string{true: "you win", false: "you lose"}[won], g.Score(), g.Rating())
	return nil
}
