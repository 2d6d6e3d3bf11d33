package game

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Size is a board size of the rule books.
type Size int8

// The board sizes: 5×5 (25 cards: 9/8/7/1) and 5×4 (20 cards: 8/7/4/1).
const (
	Size5x5 Size = iota + 1
	Size5x4
)

// Cols returns the number of columns (always 5).
func (s Size) Cols() int { return 5 }

// Rows returns the number of rows: 5 or 4 (0 for an invalid size).
func (s Size) Rows() int {
	switch s {
	case Size5x5:
		return 5
	case Size5x4:
		return 4
	}
	return 0
}

// Cards returns the number of cards on the board.
func (s Size) Cards() int { return s.Cols() * s.Rows() }

// Valid reports whether s is one of the rule books' sizes.
func (s Size) Valid() bool { return s == Size5x5 || s == Size5x4 }

// Counts returns how many agents the starting team and the other team have,
// and how many bystanders; there is always one assassin.
func (s Size) Counts() (starting, other, bystanders int) {
	if s == Size5x4 {
		return 8, 7, 4
	}
	return 9, 8, 7
}

// String returns "5x5" or "5x4".
func (s Size) String() string {
	switch s {
	case Size5x5:
		return "5x5"
	case Size5x4:
		return "5x4"
	}
	return fmt.Sprintf("size(%d)", int8(s))
}

// MarshalText encodes the size as "5x5" or "5x4".
func (s Size) MarshalText() ([]byte, error) {
	if !s.Valid() {
		return nil, fmt.Errorf("invalid board size %d", int8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText decodes "5x5" or "5x4".
func (s *Size) UnmarshalText(b []byte) error {
	switch string(b) {
	case "5x5":
		*s = Size5x5
	case "5x4":
		*s = Size5x4
	default:
		return fmt.Errorf("unknown board size %q", b)
	}
	return nil
}

// CardKind tells whether a card shows a word or a picture.
type CardKind int8

// The kinds of card.
const (
	WordCard CardKind = iota
	PictureCard
)

// MarshalText encodes the kind as "word" or "picture".
func (k CardKind) MarshalText() ([]byte, error) {
	switch k {
	case WordCard:
		return []byte("word"), nil
	case PictureCard:
		return []byte("picture"), nil
	}
	return nil, fmt.Errorf("invalid card kind %d", int8(k))
}

// UnmarshalText decodes "word" or "picture".
func (k *CardKind) UnmarshalText(b []byte) error {
	switch string(b) {
	case "word":
		*k = WordCard
	case "picture":
		*k = PictureCard
	default:
		return fmt.Errorf("unknown card kind %q", b)
	}
	return nil
}

// Card is one card on the board: a word, or the name of a picture.
type Card struct {
	Kind CardKind `json:"kind"`
	Text string   `json:"text"`
}

// MaxCardText is the longest card text, in runes, that a setup accepts.
const MaxCardText = 64

// Variants are the optional rules in force. The rules read them; there are
// no forks of the code per variant.
type Variants struct {
	// ModifiedPlusOne: the extra guess is only allowed while the team has
	// unguessed cards from earlier clues that it stopped short of (seed 003).
	ModifiedPlusOne bool `json:"modifiedPlusOne,omitempty"`
	// AssassinEnd: the game ends only with the assassin; revealing it early
	// means sudden death (the Pictures rule book's "eight ball" rule).
	AssassinEnd bool `json:"assassinEnd,omitempty"`
	// CoOp: two-player co-operative game. Only the starting team plays; on
	// each of the other team's turns the spymaster covers one of its agents.
	CoOp bool `json:"coOp,omitempty"`
	// Penalty: an invalid clue can be penalised; the turn ends and the
	// other spymaster covers one of their own agents (Undercover).
	Penalty bool `json:"penalty,omitempty"`
	// TurnTimer is the length of a turn in seconds; 0 means no timer. When
	// it runs out the UI applies TimeOut.
	TurnTimer int `json:"turnTimer,omitempty"`
}

// Limits of the turn timer, in seconds.
const (
	MinTurnTimer = 5
	MaxTurnTimer = 3600
)

// Setup is everything a game starts from: the board, the key and the rules.
type Setup struct {
	// Seed is the game number the board was dealt from (for display and
	// replay); the board itself is stored in Cards and Key.
	Seed     uint64   `json:"seed"`
	Size     Size     `json:"size"`
	Cards    []Card   `json:"cards"`
	Key      Key      `json:"key"`
	Variants Variants `json:"variants"`
}

// ErrInvalidSetup is the error class of every setup that breaks the rules.
var ErrInvalidSetup = errors.New("invalid setup")

// Setup errors a player can cause with the new-game choices; they come
// wrapped together with ErrInvalidSetup.
var (
	// ErrCoOpWithAssassinEnd: the co-op game and the assassin end were both chosen.
	ErrCoOpWithAssassinEnd = errors.New("the co-op game cannot be combined with the assassin end")
	// ErrTurnTimerRange: the turn timer is outside MinTurnTimer..MaxTurnTimer seconds.
	ErrTurnTimerRange = errors.New("turn timer out of range")
)

func setupErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrInvalidSetup, fmt.Sprintf(format, args...))
}

// Validate checks that the setup is one the rule books allow: a known size,
// one card per position with no repeats, and a key with the right counts.
func (s Setup) Validate() error {
	if !s.Size.Valid() {
		return setupErr("unknown board size %d", int8(s.Size))
	}
	n := s.Size.Cards()
	if len(s.Cards) != n {
		return setupErr("%d cards for a %s board of %d", len(s.Cards), s.Size, n)
	}
	seen := make(map[Card]bool, n)
	for i, c := range s.Cards {
		if c.Kind != WordCard && c.Kind != PictureCard {
			return setupErr("card %d has an unknown kind", i+1)
		}
		if strings.TrimSpace(c.Text) == "" || !utf8.ValidString(c.Text) || utf8.RuneCountInString(c.Text) > MaxCardText {
			return setupErr("card %d has no usable text", i+1)
		}
		k := Card{c.Kind, foldCard(c.Text)}
		if seen[k] {
			return setupErr("card %q appears twice", c.Text)
		}
		seen[k] = true
	}
	if !s.Key.Start.Valid() {
		return setupErr("the key names no starting team")
	}
	if len(s.Key.Identities) != n {
		return setupErr("the key has %d positions for %d cards", len(s.Key.Identities), n)
	}
	for i, id := range s.Key.Identities {
		if id < Bystander || id > Assassin {
			return setupErr("key position %d has an unknown identity", i+1)
		}
	}
	start, other, bystanders := s.Size.Counts()
	if s.Key.Count(AgentOf(s.Key.Start)) != start || s.Key.Count(AgentOf(s.Key.Start.Other())) != other ||
		s.Key.Count(Bystander) != bystanders || s.Key.Count(Assassin) != 1 {
		return setupErr("the key must have %d/%d agents, %d bystanders and 1 assassin", start, other, bystanders)
	}
	return s.Variants.validate()
}

func (v Variants) validate() error {
	if v.TurnTimer != 0 && (v.TurnTimer < MinTurnTimer || v.TurnTimer > MaxTurnTimer) {
		return fmt.Errorf("%w: %w: %d s is outside %d–%d s", ErrInvalidSetup, ErrTurnTimerRange, v.TurnTimer, MinTurnTimer, MaxTurnTimer)
	}
	if v.CoOp && v.AssassinEnd {
		// In co-op the other team never guesses, so it can never end an
		// "assassin end" game; the rule books do not combine the two.
		return fmt.Errorf("%w: %w", ErrInvalidSetup, ErrCoOpWithAssassinEnd)
	}
	return nil
}

// foldCard is the comparison form of a card text: trimmed and lower case.
func foldCard(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
