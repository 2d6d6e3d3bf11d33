package computer

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/decknamen/decknamen/game"
)

// small is a hand-made deck's data: Meer links Wal and Hai strongly in
// both look-ups, and the assassin Bank only through the reverse look-up
// of Fisch.
const smallForward = `# card<TAB>clue:weight
Wal	Meer:3 Ozean:3 Fisch:2 groß:1
Hai	Meer:3 Zähne:3 Fisch:2 Ozean:2
Bank	Geld:3 sitzen:2 Park:2
Park	Baum:2 Wiese:2 sitzen:2
Zahn	Zähne:2 Arzt:3
`

const smallReverse = `Meer	Wal:3 Hai:2
Fisch	Wal:2 Hai:3 Bank:1
Geld	Bank:3 Wal:1
Arzt	Zahn:3
`

func load(t *testing.T) *Data {
	t.Helper()
	d, err := Load(strings.NewReader(smallForward), strings.NewReader(smallReverse))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func always(string) bool { return true }

func TestTheClueLinksTheMostOwnCardsAndNoOtherCard(t *testing.T) {
	d := load(t)
	b := Board{Cards: []string{"Wal", "Hai", "Bank", "Park", "Zahn"},
		Key:     []game.Identity{game.RedAgent, game.RedAgent, game.Assassin, game.BlueAgent, game.Bystander},
		Covered: make([]bool, 5), Team: game.Red}
	c, err := d.Clue(b, Careful, always)
	if err != nil {
		t.Fatal(err)
	}
	if c.Word != "Meer" || c.Number != 2 || !slices.Equal(c.Meant, []int{0, 1}) {
		t.Fatalf("clue %+v, want Meer 2 for Wal and Hai", c)
	}
}

// "Fisch" links the assassin Bank only in the reverse look-up: it must
// never be given, even when it is the best word for the team.
func TestNoClueTouchesTheAssassinThroughEitherLookUp(t *testing.T) {
	d := load(t)
	b := Board{Cards: []string{"Wal", "Hai", "Bank", "Zahn"},
		Key:     []game.Identity{game.RedAgent, game.RedAgent, game.Assassin, game.BlueAgent},
		Covered: make([]bool, 4), Team: game.Red}
	for _, lvl := range []Level{Careful, Bold} {
		c, err := d.Clue(b, lvl, func(w string) bool { return w != "Meer" && w != "Ozean" })
		if err != nil {
			t.Fatal(err)
		}
		if c.Word == "Fisch" || c.Word == "Geld" {
			t.Fatalf("%v: %q links the assassin", lvl, c.Word)
		}
	}
}

func TestAWordTheClueRulesRefuseIsNeverGiven(t *testing.T) {
	d := load(t)
	b := Board{Cards: []string{"Wal", "Hai", "Park"}, Key: []game.Identity{game.RedAgent, game.RedAgent, game.BlueAgent},
		Covered: make([]bool, 3), Team: game.Red}
	c, err := d.Clue(b, Careful, func(w string) bool { return w != "Meer" })
	if err != nil || c.Word == "Meer" {
		t.Fatalf("clue %+v, %v", c, err)
	}
}

func TestACoveredCardNeitherCountsNorThreatens(t *testing.T) {
	d := load(t)
	b := Board{Cards: []string{"Wal", "Hai", "Zahn"}, Key: []game.Identity{game.RedAgent, game.RedAgent, game.Assassin},
		Covered: []bool{true, false, false}, Team: game.Red}
	c, err := d.Clue(b, Careful, always)
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(c.Meant, 0) || c.Word == "Zähne" {
		t.Fatalf("clue %+v: a covered card or the assassin's word", c)
	}
}

func TestABoldSpymasterLinksMoreCardsThanACarefulOne(t *testing.T) {
	d, err := Load(strings.NewReader("A\tx:2 y:3\nB\tx:2\nC\tx:1\nD\tz:3\n"))
	if err != nil {
		t.Fatal(err)
	}
	b := Board{Cards: []string{"A", "B", "C", "D"}, Key: []game.Identity{game.RedAgent, game.RedAgent, game.RedAgent, game.Bystander},
		Covered: make([]bool, 4), Team: game.Red}
	careful, _ := d.Clue(b, Careful, always)
	bold, _ := d.Clue(b, Bold, always)
	if careful.Number != 2 || bold.Number != 3 {
		t.Fatalf("careful %+v, bold %+v", careful, bold)
	}
}

func TestBadListsAreRefusedWithTheirLine(t *testing.T) {
	for _, bad := range []string{"Wal Meer:3\n", "Wal\tMeer\n", "Wal\tMeer:4\n", "Wal\tMeer:x\n", "\tMeer:3\n", "Wal\t2:3\n"} {
		_, err := Load(strings.NewReader(bad))
		if !errors.Is(err, ErrBadData) || !strings.Contains(err.Error(), "line 1") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// The clue chooser never gives a clue the rules refuse, never one that
// links the assassin, and every card it means is the team's and unrevealed,
// over many random boards of a random deck.
func TestPropertyTheClueIsAlwaysAllowedAndMeansOnlyOwnCards(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 7))
		words := []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"}
		var fw strings.Builder
		var cards []string
		for i := range 25 {
			card := "card" + string(rune('A'+i))
			cards = append(cards, card)
			fw.WriteString(card + "\t")
			for range 1 + r.IntN(6) {
				fw.WriteString(words[r.IntN(len(words))] + ":" + string(rune('1'+r.IntN(3))) + " ")
			}
			fw.WriteString("\n")
		}
		d, err := Load(strings.NewReader(fw.String()))
		if err != nil {
			t.Fatal(err)
		}
		key := []game.Identity{game.Assassin}
		for range 9 {
			key = append(key, game.RedAgent)
		}
		for range 8 {
			key = append(key, game.BlueAgent)
		}
		for len(key) < 25 {
			key = append(key, game.Bystander)
		}
		r.Shuffle(len(key), func(i, j int) { key[i], key[j] = key[j], key[i] })
		covered := make([]bool, 25)
		for i := range covered {
			covered[i] = key[i] != game.Assassin && r.IntN(3) == 0
		}
		refused := map[string]bool{words[r.IntN(len(words))]: true}
		lvl := Level(r.IntN(2))
		c, err := d.Clue(Board{Cards: cards, Key: key, Covered: covered, Team: game.Red}, lvl, func(w string) bool { return !refused[w] })
		if errors.Is(err, ErrNoClue) {
			return
		}
		if err != nil || refused[c.Word] || c.Number != len(c.Meant) || c.Number < 1 {
			t.Fatalf("clue %+v, %v", c, err)
		}
		for _, i := range c.Meant {
			if key[i] != game.RedAgent || covered[i] {
				t.Fatalf("means card %d (%v, covered %v)", i, key[i], covered[i])
			}
		}
		for i, id := range key {
			if id == game.Assassin && d.link(fold(cards[i]), fold(c.Word)) > 0 {
				t.Fatalf("%q links the assassin", c.Word)
			}
		}
	})
}

func FuzzLoad(f *testing.F) {
	f.Add(smallForward, smallReverse)
	f.Add("Wal\tMeer:3\n", "Meer\tWal:3 Hai:2\n")
	f.Add("\n#x\nA\t\n", "")
	f.Fuzz(func(t *testing.T, forward, reverse string) {
		d, err := Load(strings.NewReader(forward), strings.NewReader(reverse))
		if err != nil {
			if !errors.Is(err, ErrBadData) && !strings.Contains(err.Error(), "read") {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		_, _ = d.Clue(Board{Cards: []string{"Wal", "Hai"}, Key: []game.Identity{game.RedAgent, game.Assassin}, Covered: make([]bool, 2), Team: game.Red}, Bold, always)
	})
}

// 100,000 random boards of random decks: the clue is allowed, means only
// the team's unrevealed agents and never links the assassin.
func TestHundredThousandRandomBoardsGiveOnlyAllowedClues(t *testing.T) {
	n := 100_000
	if testing.Short() {
		n = 5_000
	}
	r := rand.New(rand.NewPCG(1, 2))
	words := []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"}
	var decks []*Data
	for range 20 {
		var fw, rv strings.Builder
		for i := range 40 {
			fw.WriteString("card" + string(rune('A'+i%26)) + string(rune('a'+i/26)) + "\t")
			for range 1 + r.IntN(8) {
				fw.WriteString(words[r.IntN(len(words))] + ":" + string(rune('1'+r.IntN(3))) + " ")
			}
			fw.WriteString("\n")
		}
		for _, w := range words {
			rv.WriteString(w + "\t")
			for range r.IntN(4) {
				i := r.IntN(40)
				rv.WriteString("card" + string(rune('A'+i%26)) + string(rune('a'+i/26)) + ":" + string(rune('1'+r.IntN(3))) + " ")
			}
			rv.WriteString("\n")
		}
		d, err := Load(strings.NewReader(fw.String()), strings.NewReader(rv.String()))
		if err != nil {
			t.Fatal(err)
		}
		decks = append(decks, d)
	}
	key := []game.Identity{game.Assassin}
	for len(key) < 10 {
		key = append(key, game.RedAgent)
	}
	for len(key) < 18 {
		key = append(key, game.BlueAgent)
	}
	for len(key) < 25 {
		key = append(key, game.Bystander)
	}
	for range n {
		d := decks[r.IntN(len(decks))]
		perm := r.Perm(40)[:25]
		b := Board{Key: slices.Clone(key), Covered: make([]bool, 25), Team: game.Team(1 + r.IntN(2))}
		for _, i := range perm {
			b.Cards = append(b.Cards, "card"+string(rune('A'+i%26))+string(rune('a'+i/26)))
		}
		r.Shuffle(25, func(i, j int) { b.Key[i], b.Key[j] = b.Key[j], b.Key[i] })
		for i := range b.Covered {
			b.Covered[i] = b.Key[i] != game.Assassin && r.IntN(3) == 0
		}
		refused := words[r.IntN(len(words))]
		c, err := d.Clue(b, Level(r.IntN(2)), func(w string) bool { return w != refused })
		if errors.Is(err, ErrNoClue) {
			continue
		}
		if err != nil || c.Word == refused || c.Number != len(c.Meant) || c.Number < 1 {
			t.Fatalf("clue %+v, %v", c, err)
		}
		for _, i := range c.Meant {
			if b.Key[i] != game.AgentOf(b.Team) || b.Covered[i] {
				t.Fatalf("means card %d (%v, covered %v)", i, b.Key[i], b.Covered[i])
			}
		}
		for i, id := range b.Key {
			if id == game.Assassin && d.link(fold(b.Cards[i]), fold(c.Word)) > 0 {
				t.Fatalf("%q links the assassin", c.Word)
			}
		}
	}
}

func TestCoverTakesTheOtherTeamsAgentMostLikeOurs(t *testing.T) {
	d, err := Load(strings.NewReader("Bank\tgeld:3 park:2\nApfel\tobst:3\nMünze\tgeld:3\nBaum\tpark:1 wald:3\n"))
	if err != nil {
		t.Fatal(err)
	}
	// Red plays; blue is imaginary and covers one of its agents.
	b := Board{
		Cards:   []string{"Bank", "Apfel", "Münze", "Baum"},
		Key:     []game.Identity{game.RedAgent, game.BlueAgent, game.BlueAgent, game.BlueAgent},
		Covered: make([]bool, 4),
		Team:    game.Blue,
	}
	if got := d.Cover(b); got != 2 {
		t.Fatalf("covers card %d, want 2 (Münze shares geld with Bank)", got)
	}
	b.Covered[2] = true
	if got := d.Cover(b); got != 3 {
		t.Fatalf("then covers card %d, want 3 (Baum shares park)", got)
	}
	b.Covered[1], b.Covered[3] = true, true
	if got := d.Cover(b); got != -1 {
		t.Fatalf("with no blue agent left covers %d, want -1", got)
	}
}

// The assassin's list says "hearts"; the clue "heart" must count as
// touching it once the data knows the language's stems.
func TestAClueIsJudgedAgainstEveryFormOfTheWordsOtherCardsList(t *testing.T) {
	fwd := "Monitor\theart:3 screen:3\nSleeve\theart:3 shirt:2\nDiamond\thearts:2 ring:3\n"
	rev := "heart\tMonitor:3 Sleeve:3\n"
	b := Board{Cards: []string{"Monitor", "Sleeve", "Diamond"},
		Key:     []game.Identity{game.RedAgent, game.RedAgent, game.Assassin},
		Covered: make([]bool, 3), Team: game.Red}
	plural := func(s string) string { return strings.TrimSuffix(s, "s") }
	for _, stem := range []func(string) string{nil, plural} {
		d, err := Load(strings.NewReader(fwd), strings.NewReader(rev))
		if err != nil {
			t.Fatal(err)
		}
		c, err := d.WithStems(stem).Clue(b, Careful, always)
		if stem == nil && (err != nil || c.Word != "heart") {
			t.Fatalf("without stems: %+v %v, want heart 2 (the control)", c, err)
		}
		if stem != nil && c.Word == "heart" {
			t.Fatalf("with stems: %+v touches the assassin's hearts", c)
		}
	}
}

// A guesser's eye goes to a card spelled like the clue: "term" draws
// "terminal" whatever either means, so it is never given while Terminal
// is unrevealed.
func TestACardSpelledLikeTheClueKeepsTheClueOff(t *testing.T) {
	d, err := Load(strings.NewReader("School\tterm:3\nSeason\tterm:3\nTerminal\tairport:3\n"), strings.NewReader("term\tSchool:3 Season:3\n"))
	if err != nil {
		t.Fatal(err)
	}
	b := Board{Cards: []string{"School", "Season", "Terminal"},
		Key: []game.Identity{game.RedAgent, game.RedAgent, game.Bystander}, Covered: make([]bool, 3), Team: game.Red}
	for _, lvl := range []Level{Careful, Bold} {
		if c, err := d.Clue(b, lvl, always); err == nil && c.Word == "term" {
			t.Fatalf("%v: clue %+v looks like Terminal", lvl, c)
		}
	}
	b.Covered[2] = true
	if c, _ := d.Clue(b, Careful, always); c.Word != "term" || c.Number != 2 {
		t.Fatalf("with Terminal covered: %+v, want term 2", c)
	}
}

// "sweep" for the team's own Sweeper reads as a spelling hint, not a
// meaning: never given.
func TestTheComputerNeverGivesAClueSpelledLikeACardOnTheBoard(t *testing.T) {
	d, err := Load(strings.NewReader("Sweeper\tsweep:3 broom:2\nBroom\tsweep:3 broom:3\nStake\tsweep:2\n"), strings.NewReader("sweep\tSweeper:3 Broom:3 Stake:2\n"))
	if err != nil {
		t.Fatal(err)
	}
	b := Board{Cards: []string{"Sweeper", "Broom", "Stake"}, Key: []game.Identity{game.RedAgent, game.RedAgent, game.RedAgent},
		Covered: make([]bool, 3), Team: game.Red}
	for _, lvl := range []Level{Careful, Bold} {
		if c, err := d.Clue(b, lvl, always); err == nil && c.Word == "sweep" {
			t.Fatalf("%v: %+v", lvl, c)
		}
	}
}

// No list links Suppe to Gericht, but Suppe brings to mind the same cards
// as Eintopf, which Gericht lists: with Gericht the assassin, Suppe is
// never given; with Gericht a bystander it is.
func TestAWordNearTheAssassinsWordsIsNotGiven(t *testing.T) {
	fwd := "Kelle\tSuppe:3 Eintopf:2\nBohne\tSuppe:3 Eintopf:2\nLinse\tSuppe:2 Eintopf:2\nKessel\tSuppe:1\nGericht\tEintopf:1 Richter:3\n"
	rev := "Suppe\tKelle:3 Bohne:3 Linse:2 Kessel:1\nEintopf\tKelle:2 Bohne:2 Linse:2 Kessel:2\n"
	d, err := Load(strings.NewReader(fwd), strings.NewReader(rev))
	if err != nil {
		t.Fatal(err)
	}
	b := Board{Cards: []string{"Kelle", "Bohne", "Gericht"}, Key: []game.Identity{game.RedAgent, game.RedAgent, game.Bystander},
		Covered: make([]bool, 3), Team: game.Red}
	if c, err := d.Clue(b, Careful, func(w string) bool { return w != "Eintopf" }); err != nil || c.Word != "Suppe" {
		t.Fatalf("with Gericht a bystander: %+v %v, want Suppe (the control)", c, err)
	}
	b.Key[2] = game.Assassin
	for _, lvl := range []Level{Careful, Bold} {
		if c, err := d.Clue(b, lvl, func(w string) bool { return w != "Eintopf" }); err == nil && c.Word == "Suppe" {
			t.Fatalf("%v: %+v is near the assassin Gericht", lvl, c)
		}
	}
}
