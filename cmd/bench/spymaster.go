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
	b.lex = clue.NewLexicon(words)
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

// board is what the spymaster of the team at play sees.
func board(g *game.Game) computer.Board {
	s := g.Setup()
	cb := computer.Board{Key: s.Key.Identities, Team: g.Team()}
	for i, c := range s.Cards {
		cb.Cards = append(cb.Cards, c.Text)
		cb.Covered = append(cb.Covered, g.Covered(i))
	}
	return cb
}

// clue is the computer's clue for the team at play.
func (b *spymasterBench) clue(g *game.Game, lvl computer.Level) (computer.Clue, error) {
	visible := g.VisibleWords()
	return b.data.Clue(board(g), lvl, func(w string) bool {
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
// input: it prints the unrevealed words, the clue and its number, then
// takes guesses, one word a line ("stop" ends the turn). What a guess
// reveals is printed as the board would show it. It never prints the key.
func (b *spymasterBench) play(seed uint64, lvl computer.Level) error {
	s, err := game.Deal(game.DealOptions{Seed: seed, Size: game.Size5x5, Decks: []game.Deck{b.deck}, Variants: game.Variants{CoOp: true}})
	if err != nil {
		return err
	}
	g, err := game.New(s)
	if err != nil {
		return err
	}
	in := bufio.NewScanner(os.Stdin)
	for !g.Over() {
		switch g.Phase() {
		case game.PhaseCover: // the simulated team covers one of its agents
			for i, id := range s.Key.Identities {
				if id == game.AgentOf(g.Team()) && !g.Covered(i) {
					fmt.Printf("The other team covers %s.\n", s.Cards[i].Text)
					if err := g.Apply(game.Cover{Card: i}); err != nil {
						return err
					}
					break
				}
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
			fmt.Printf("\nUnrevealed: %s\nClue: %s %d\nYour guesses, one a line (stop to end the turn):\n", strings.Join(g.VisibleWords(), ", "), c.Word, c.Number)
			defer func(meant []int) {}(c.Meant)
		}
		if !in.Scan() {
			return errors.New("no more input")
		}
		word := strings.TrimSpace(in.Text())
		if strings.EqualFold(word, "stop") {
			if err := g.Apply(game.Stop{}); err != nil {
				fmt.Println("You must guess at least once.")
			}
			continue
		}
		i := slices.IndexFunc(s.Cards, func(c game.Card) bool { return strings.EqualFold(c.Text, word) && true })
		if i < 0 || g.Covered(i) {
			fmt.Println("No such unrevealed card.")
			continue
		}
		if err := g.Apply(game.Guess{Card: i}); err != nil {
			return err
		}
		fmt.Printf("%s: %s\n", s.Cards[i].Text, map[game.Identity]string{game.RedAgent: "red agent", game.BlueAgent: "blue agent", game.Bystander: "bystander", game.Assassin: "the assassin"}[s.Key.Identities[i]])
	}
	fmt.Printf("\nGame over: %s\n", map[bool]string{true: "you win", false: "you lose"}[g.Winner() == g.PlayerTeam()])
	return nil
}
