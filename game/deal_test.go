package game

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
)

func wordDeck(id string, n int) Deck {
	d := Deck{ID: id, Kind: WordCard}
	for i := range n {
		d.Cards = append(d.Cards, fmt.Sprintf("%s%d", id, i))
	}
	return d
}

func pictureDeck(n int) Deck {
	d := Deck{ID: "pics", Kind: PictureCard}
	for i := range n {
		d.Cards = append(d.Cards, fmt.Sprintf("pic%d", i))
	}
	return d
}

func mustDeal(t *testing.T, o DealOptions) Setup {
	t.Helper()
	s, err := Deal(o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestDeal_TheSameSeedAndDecksGiveTheSameBoard(t *testing.T) {
	o := DealOptions{Seed: 4711, Size: Size5x5, Decks: []Deck{wordDeck("w", 400)}}
	a, b := mustDeal(t, o), mustDeal(t, o)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("same seed gave different boards")
	}
	o.Seed = 4712
	if c := mustDeal(t, o); reflect.DeepEqual(a.Cards, c.Cards) {
		t.Fatal("different seeds gave the same board")
	}
}

// The game number must deal the same board in every version of the app:
// this pins the first cards and the key of one seed.
func TestDeal_GameNumbersAreStableAcrossVersions(t *testing.T) {
	s := mustDeal(t, DealOptions{Seed: 1, Size: Size5x5, Decks: []Deck{wordDeck("w", 100)}})
	got := fmt.Sprintf("%v %s %s %v", s.Key.Start, s.Cards[0].Text, s.Cards[1].Text, s.Key.Identities[:5])
	const want = "red w19 w63 [bystander red red bystander assassin]"
	if got != want {
		t.Fatalf("seed 1 deals %q, want %q: dealing changed, old game numbers would give other boards", got, want)
	}
}

func TestDeal_KeyCountsFollowTheRuleBooks(t *testing.T) {
	for _, tc := range []struct {
		size                       Size
		start, other, bystand, all int
	}{{Size5x5, 9, 8, 7, 25}, {Size5x4, 8, 7, 4, 20}} {
		for seed := range uint64(50) {
			s := mustDeal(t, DealOptions{Seed: seed, Size: tc.size, Decks: []Deck{wordDeck("w", 30)}})
			k := s.Key
			if len(s.Cards) != tc.all || k.Count(AgentOf(k.Start)) != tc.start || k.Count(AgentOf(k.Start.Other())) != tc.other ||
				k.Count(Bystander) != tc.bystand || k.Count(Assassin) != 1 {
				t.Fatalf("%v seed %d: bad key %v", tc.size, seed, k)
			}
		}
	}
}

func TestDeal_StartingTeamIsRandom(t *testing.T) {
	seen := map[Team]int{}
	for seed := range uint64(200) {
		seen[mustDeal(t, DealOptions{Seed: seed, Size: Size5x4, Decks: []Deck{wordDeck("w", 20)}}).Key.Start]++
	}
	if seen[Red] < 60 || seen[Blue] < 60 {
		t.Fatalf("starting teams over 200 seeds: %v", seen)
	}
}

func TestDeal_CardsComeFromSeveralDecksWithoutRepeats(t *testing.T) {
	a := Deck{ID: "a", Kind: WordCard, Cards: []string{"Bank", "Schloss", "Tor", "Ball", "Leiter"}}
	b := Deck{ID: "b", Kind: WordCard, Cards: []string{"bank", " Schloss ", "", "Kiefer"}}
	big := wordDeck("x", 30)
	s := mustDeal(t, DealOptions{Seed: 3, Size: Size5x5, Decks: []Deck{a, b, big}})
	seen := map[string]bool{}
	for _, c := range s.Cards {
		if seen[foldCard(c.Text)] {
			t.Fatalf("%q dealt twice", c.Text)
		}
		seen[foldCard(c.Text)] = true
	}
	_, err := Deal(DealOptions{Seed: 3, Size: Size5x5, Decks: []Deck{a, b}})
	if !errors.Is(err, ErrNotEnoughCards) {
		t.Fatalf("6 distinct cards for 25: got %v, want ErrNotEnoughCards", err)
	}
}

// The UI says "not enough cards" in the player's language: the error
// carries its figures as fields, not only in its English text.
func TestDeal_NotEnoughCardsCarriesHaveAndNeed(t *testing.T) {
	for _, tc := range []struct {
		size       Size
		decks      []Deck
		have, need int
	}{
		{Size5x5, []Deck{wordDeck("w", 24)}, 24, 25},
		{Size5x4, []Deck{wordDeck("w", 12), pictureDeck(7)}, 19, 20},
		{Size5x4, nil, 0, 20},
	} {
		_, err := Deal(DealOptions{Seed: 1, Size: tc.size, Decks: tc.decks})
		var e *NotEnoughCardsError
		if !errors.As(err, &e) || e.Have != tc.have || e.Need != tc.need || !errors.Is(err, ErrNotEnoughCards) {
			t.Errorf("%s with %d cards: got %#v (%v), want Have %d Need %d", tc.size, tc.have, e, err, tc.have, tc.need)
		}
	}
}

func TestDeal_MixedBoardsAreHalfWordsHalfPictures(t *testing.T) {
	s := mustDeal(t, DealOptions{Seed: 9, Size: Size5x5, Decks: []Deck{wordDeck("w", 100), pictureDeck(100)}})
	words := 0
	for _, c := range s.Cards {
		if c.Kind == WordCard {
			words++
		}
	}
	if words != 13 {
		t.Fatalf("%d word cards on a mixed 5×5 board, want 13 of 25", words)
	}
	// Too few pictures: words fill the rest.
	s = mustDeal(t, DealOptions{Seed: 9, Size: Size5x4, Decks: []Deck{wordDeck("w", 100), pictureDeck(3)}})
	if s.Key.Count(Assassin) != 1 || len(s.Cards) != 20 {
		t.Fatal("bad mixed board")
	}
	pictures := 0
	for _, c := range s.Cards {
		if c.Kind == PictureCard {
			pictures++
		}
	}
	if pictures != 3 {
		t.Fatalf("%d pictures, want all 3", pictures)
	}
}

func TestRematch_AvoidsTheCardsOfEarlierGamesWhileTheDecksAllow(t *testing.T) {
	deck := wordDeck("w", 60)
	first := mustDeal(t, DealOptions{Seed: 1, Size: Size5x5, Decks: []Deck{deck}})
	second := mustDeal(t, DealOptions{Seed: 2, Size: Size5x5, Decks: []Deck{deck}, Avoid: first.Cards})
	for _, c := range second.Cards {
		for _, old := range first.Cards {
			if c == old {
				t.Fatalf("rematch dealt %q again", c.Text)
			}
		}
	}
	// A third game finds only 10 fresh cards: it takes them all, then repeats.
	third := mustDeal(t, DealOptions{Seed: 3, Size: Size5x5, Decks: []Deck{deck}, Avoid: append(first.Cards, second.Cards...)})
	fresh := 0
	for _, c := range third.Cards {
		if !containsCard(first.Cards, c) && !containsCard(second.Cards, c) {
			fresh++
		}
	}
	if fresh != 10 {
		t.Fatalf("third game has %d fresh cards, want all 10 left", fresh)
	}
}

func containsCard(cards []Card, c Card) bool {
	for _, x := range cards {
		if x == c {
			return true
		}
	}
	return false
}

func TestDeal_RefusesUnknownSizesAndBadVariants(t *testing.T) {
	if _, err := Deal(DealOptions{Size: 0, Decks: []Deck{wordDeck("w", 30)}}); !errors.Is(err, ErrInvalidSetup) {
		t.Fatalf("size 0: %v", err)
	}
	if _, err := Deal(DealOptions{Size: Size5x5, Decks: []Deck{wordDeck("w", 30)}, Variants: Variants{TurnTimer: 2}}); !errors.Is(err, ErrInvalidSetup) || !errors.Is(err, ErrTurnTimerRange) {
		t.Fatalf("2 s timer: %v", err)
	}
	if _, err := Deal(DealOptions{Size: Size5x5, Decks: []Deck{wordDeck("w", 30)}, Variants: Variants{CoOp: true, AssassinEnd: true}}); !errors.Is(err, ErrInvalidSetup) || !errors.Is(err, ErrCoOpWithAssassinEnd) {
		t.Fatalf("co-op with assassin end: %v", err)
	}
}

func TestSetupValidate_RefusesBrokenSetups(t *testing.T) {
	breakers := map[string]func(*Setup){
		"size":            func(s *Setup) { s.Size = 7 },
		"too few cards":   func(s *Setup) { s.Cards = s.Cards[:24] },
		"card kind":       func(s *Setup) { s.Cards[3].Kind = 5 },
		"empty card":      func(s *Setup) { s.Cards[3].Text = " " },
		"repeated card":   func(s *Setup) { s.Cards[3].Text = "WORD4" },
		"no start":        func(s *Setup) { s.Key.Start = NoTeam },
		"short key":       func(s *Setup) { s.Key.Identities = s.Key.Identities[:24] },
		"bad identity":    func(s *Setup) { s.Key.Identities[0] = 9 },
		"two assassins":   func(s *Setup) { s.Key.Identities[23] = Assassin },
		"wrong start":     func(s *Setup) { s.Key.Start = Blue },
		"timer too long":  func(s *Setup) { s.Variants.TurnTimer = MaxTurnTimer + 1 },
		"co-op, assassin": func(s *Setup) { s.Variants.CoOp, s.Variants.AssassinEnd = true, true },
	}
	for name, breakIt := range breakers {
		s := fixedSetup(Variants{})
		breakIt(&s)
		if _, err := New(s); !errors.Is(err, ErrInvalidSetup) {
			t.Errorf("%s: got %v, want ErrInvalidSetup", name, err)
		}
	}
}

func TestNamesOfTeamsIdentitiesAndSizes(t *testing.T) {
	if NoTeam.Other() != NoTeam || NoTeam.String() != "none" || Identity(7).String() != "identity(7)" || Size(9).String() != "size(9)" {
		t.Fatal("bad names for invalid values")
	}
	if Bystander.Team() != NoTeam || BlueAgent.Team() != Blue || Size(9).Rows() != 0 {
		t.Fatal("bad identity team")
	}
	if !German.Valid() || Language("fr").Valid() {
		t.Fatal("bad language validity")
	}
}

// drawingDeck is a picture deck whose card i shows the drawings i%drawings
// and (i+1)%drawings, so neighbouring cards share a drawing.
func drawingDeck(id string, cards, drawings int) Deck {
	d := Deck{ID: id, Kind: PictureCard}
	for i := range cards {
		d.Cards = append(d.Cards, fmt.Sprintf("%s%d", id, i))
		d.Parts = append(d.Parts, []string{fmt.Sprintf("d%d", i%drawings), fmt.Sprintf("d%d", (i+1)%drawings)})
	}
	return d
}

// sharedParts lists the parts that two cards of s show, by the decks' Parts.
func sharedParts(s Setup, decks []Deck) []string {
	parts := map[Card][]string{}
	for _, d := range decks {
		for i, text := range d.Cards {
			if i < len(d.Parts) {
				parts[Card{d.Kind, text}] = d.Parts[i]
			}
		}
	}
	seen := map[string]bool{}
	var twice []string
	for _, c := range s.Cards {
		for _, p := range parts[c] {
			if seen[p] {
				twice = append(twice, p)
			}
			seen[p] = true
		}
	}
	return twice
}

func TestDealNeverShowsOneDrawingTwice(t *testing.T) {
	pics := drawingDeck("p", 90, 90) // a ring: 90 cards, 90 drawings, each in two cards
	more := drawingDeck("q", 60, 40) // shares d0..d39 with pics
	for _, decks := range [][]Deck{
		{pics}, {pics, more}, {more, pics}, {wordDeck("w", 100), pics}, {wordDeck("w", 30), pics, more},
	} {
		for _, size := range []Size{Size5x5, Size5x4} {
			for seed := range uint64(2000) {
				s := mustDeal(t, DealOptions{Seed: seed, Size: size, Decks: decks})
				if twice := sharedParts(s, decks); len(twice) > 0 {
					t.Fatalf("%d decks, %s, seed %d: drawings %v on two cards", len(decks), size, seed, twice)
				}
			}
		}
	}
	// The rule outranks a rematch's Avoid: with every card avoided, the
	// board still shows each drawing once.
	s := mustDeal(t, DealOptions{Seed: 6, Size: Size5x4, Decks: []Deck{pics}, Avoid: pics.cardsOf()[:80]})
	if twice := sharedParts(s, []Deck{pics}); len(twice) > 0 {
		t.Fatalf("rematch with all cards avoided: drawings %v twice", twice)
	}
}

func (d Deck) cardsOf() []Card {
	var cards []Card
	for _, text := range d.Cards {
		cards = append(cards, Card{d.Kind, text})
	}
	return cards
}

// When the decks cannot fill a board without repeating a drawing, Deal
// falls back to the old rule rather than fail: it fills the board with the
// cards it skipped, and the same seed still gives the same board.
func TestDeal_FallsBackWhenTheDrawingsRunOut(t *testing.T) {
	tight := drawingDeck("t", 20, 20) // 20 cards, but at most 10 share nothing
	o := DealOptions{Seed: 11, Size: Size5x4, Decks: []Deck{tight}}
	a, b := mustDeal(t, o), mustDeal(t, o)
	if !reflect.DeepEqual(a, b) || len(a.Cards) != 20 {
		t.Fatal("the fallback deal is not the same for the same seed")
	}
	if _, err := Deal(DealOptions{Seed: 11, Size: Size5x5, Decks: []Deck{tight}}); !errors.Is(err, ErrNotEnoughCards) {
		t.Fatalf("20 cards for 25: %v", err)
	}
}

// Parts only take cards out of a draw: a deck without them, or with parts
// that never meet, deals the board it dealt before the rule.
func TestDeal_PartsThatNeverMeetChangeNothing(t *testing.T) {
	plain := pictureDeck(100)
	parted := pictureDeck(100)
	for i := range parted.Cards[:60] { // a shorter Parts list: the rest have none
		parted.Parts = append(parted.Parts, []string{fmt.Sprintf("own%d", i), ""})
	}
	for seed := range uint64(200) {
		a := mustDeal(t, DealOptions{Seed: seed, Size: Size5x5, Decks: []Deck{wordDeck("w", 50), plain}})
		b := mustDeal(t, DealOptions{Seed: seed, Size: Size5x5, Decks: []Deck{wordDeck("w", 50), parted}})
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("seed %d: parts that never meet changed the board", seed)
		}
	}
}
