package game

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"pgregory.net/rapid"
)

// chooser returns a number in [0, n): from a seeded generator for volume,
// or from rapid, which shrinks a failing game to a short one.
type chooser func(n int) int

// failer is what both *testing.T and *rapid.T offer.
type failer interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// variantCombos lists every valid combination of variants and board sizes.
func variantCombos() []Setup {
	var out []Setup
	for bits := range 32 {
		v := Variants{
			ModifiedPlusOne: bits&1 != 0, AssassinEnd: bits&2 != 0, CoOp: bits&4 != 0, Penalty: bits&8 != 0,
		}
		if bits&16 != 0 {
			v.TurnTimer = 60
		}
		if v.CoOp && v.AssassinEnd {
			continue
		}
		for _, size := range []Size{Size5x5, Size5x4} {
			out = append(out, Setup{Size: size, Variants: v})
		}
	}
	return out
}

func randomSetup(pick chooser, combos []Setup) Setup {
	c := combos[pick(len(combos))]
	s, err := Deal(DealOptions{Seed: uint64(pick(1 << 30)), Size: c.Size, Variants: c.Variants,
		Decks: []Deck{wordDeck("w", 40), pictureDeck(30)}})
	if err != nil {
		panic(err)
	}
	return s
}

// randomMove picks a legal move, with the mix of moves real players make.
func randomMove(g *Game, pick chooser) Move {
	v := g.setup.Variants
	switch g.Phase() {
	case PhaseClue:
		if v.TurnTimer > 0 && pick(20) == 0 {
			return TimeOut{}
		}
		return GiveClue{Word: "Hinweis", Number: pick(6) - 1} // Unlimited, 0..4
	case PhaseCover:
		return Cover{Card: pickCard(g, pick, func(i int) bool { return g.Identity(i) == AgentOf(g.team) })}
	}
	switch r := pick(100); {
	case r < 15 && g.CanStop():
		return Stop{}
	case r >= 97 && v.Penalty && !g.SuddenDeath():
		return Penalty{}
	case r >= 94 && r < 97 && v.TurnTimer > 0:
		return TimeOut{}
	}
	return Guess{Card: pickCard(g, pick, func(int) bool { return true })}
}

func pickCard(g *Game, pick chooser, ok func(int) bool) int {
	var cards []int
	for i := range g.covered {
		if !g.covered[i] && ok(i) {
			cards = append(cards, i)
		}
	}
	return cards[pick(len(cards))]
}

// playRandomGame plays one game to its end (or maxMoves), checking the
// invariants after every move when check is set.
func playRandomGame(t failer, s Setup, pick chooser, check bool) *Game {
	g, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	const maxMoves = 400 // time-outs alone could go on forever
	for n := 0; !g.Over() && n < maxMoves; n++ {
		before := g.covered
		if check {
			before = append([]bool(nil), g.covered...)
		}
		m := randomMove(g, pick)
		if err := g.Apply(m); err != nil {
			t.Fatalf("legal move %#v refused: %v\nmoves: %v", m, err, g.moves)
		}
		if check {
			checkInvariants(t, g, before)
		}
	}
	return g
}

func checkInvariants(t failer, g *Game, coveredBefore []bool) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("after %v: %s", g.moves, fmt.Sprintf(format, args...))
	}
	k := g.setup.Key
	// Identity counts: every card is an agent of one team, a bystander or the assassin, and covering never changes it.
	start, other, bystanders := g.setup.Size.Counts()
	if k.Count(AgentOf(k.Start)) != start || k.Count(AgentOf(k.Start.Other())) != other || k.Count(Bystander) != bystanders || k.Count(Assassin) != 1 {
		fail("identity counts changed")
	}
	covered := 0
	for i, c := range g.covered {
		if coveredBefore[i] && !c {
			fail("card %d was uncovered", i)
		}
		if c {
			covered++
		}
	}
	reveals := 0
	for _, e := range g.log {
		switch e.Move.(type) {
		case Guess, Cover:
			reveals++
		}
	}
	if covered != reveals {
		fail("%d cards covered by %d guesses and covers", covered, reveals)
	}
	if l := g.GuessLimit(); l != Unlimited && g.GuessesMade() > l {
		fail("%d guesses for a limit of %d", g.GuessesMade(), l)
	}
	if g.Phase() == PhaseGuess && g.GuessesLeft() == 0 {
		fail("still guessing with no guesses left")
	}
	// Exactly one winner once over, none before; a co-op score only for a players' win.
	if g.Over() != g.Winner().Valid() || g.Over() != (g.EndReason() != NotOver) {
		fail("over=%v winner=%v reason=%v", g.Over(), g.Winner(), g.EndReason())
	}
	if (g.Score() > 0) != (g.setup.Variants.CoOp && g.Over() && g.Winner() == k.Start) {
		fail("co-op score %d with winner %v", g.Score(), g.Winner())
	}
	if g.Over() && g.EndReason() == AllAgentsFound && g.AgentsLeft(g.Winner()) != 0 {
		fail("winner by agents still has %d left", g.AgentsLeft(g.Winner()))
	}
	if g.Over() {
		for _, m := range []Move{GiveClue{"x", 1}, Guess{0}, Stop{}, Penalty{}, Cover{0}, TimeOut{}} {
			if err := g.Apply(m); !errors.Is(err, ErrGameOver) {
				fail("move %#v after the end: %v", m, err)
			}
		}
	}
	// Save → load gives the same state.
	data, err := g.Save()
	if err != nil {
		fail("save: %v", err)
	}
	loaded, err := Load(data)
	if err != nil {
		fail("load: %v", err)
	}
	if !reflect.DeepEqual(loaded, g) {
		fail("save and load changed the state")
	}
	// Undo, then the same move again, gives the same state.
	last := g.moves[len(g.moves)-1]
	if err := loaded.Undo(); err != nil {
		fail("undo: %v", err)
	}
	if err := loaded.Apply(last); err != nil || !reflect.DeepEqual(loaded, g) {
		fail("undo and redo changed the state (%v)", err)
	}
}

// TestProperty_RandomGamesKeepTheInvariants plays 100,000 random legal games
// over every variant combination and checks the invariants after every move.
func TestProperty_RandomGamesKeepTheInvariants(t *testing.T) {
	games := 100_000
	if testing.Short() {
		games = 5_000
	}
	combos := variantCombos()
	const shards = 4
	for shard := range shards {
		t.Run(fmt.Sprintf("shard%d", shard), func(t *testing.T) {
			t.Parallel()
			for i := shard; i < games; i += shards {
				r := newRNG(uint64(i))
				pick := chooser(r.intn)
				s := randomSetup(pick, combos)
				playRandomGame(t, s, pick, true)
			}
		})
	}
}

// TestProperty_RandomGamesKeepTheInvariants_Shrinking runs the same check
// under rapid, which shrinks a failure to a minimal game.
func TestProperty_RandomGamesKeepTheInvariants_Shrinking(t *testing.T) {
	combos := variantCombos()
	rapid.Check(t, func(rt *rapid.T) {
		pick := func(n int) int { return rapid.IntRange(0, n-1).Draw(rt, "choice") }
		playRandomGame(rt, randomSetup(pick, combos), pick, true)
	})
}

// BenchmarkRandomGame plays whole random games (no invariant checks) and
// reports games per second.
func BenchmarkRandomGame(b *testing.B) {
	combos := variantCombos()
	r := newRNG(1)
	setups := make([]Setup, 64)
	for i := range setups {
		setups[i] = randomSetup(r.intn, combos)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		playRandomGame(b, setups[i%len(setups)], r.intn, false)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
