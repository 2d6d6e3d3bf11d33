package game

import (
	"encoding/json"
	"fmt"
)

// Move is one player action. The concrete moves are GiveClue, Guess, Stop,
// Penalty, Cover and TimeOut; Game.Apply validates and applies them.
type Move interface {
	// Kind is the move's stable name, as written in save files.
	Kind() string
}

// Unlimited is the number of the expert clue "unlimited" (unbegrenzt, veel).
const Unlimited = -1

// GiveClue is the active spymaster's clue: one word and a number. Number
// N ≥ 1 allows N+1 guesses; 0 and Unlimited allow any number of guesses.
type GiveClue struct {
	Word   string `json:"word"`
	Number int    `json:"number"`
}

// Guess is a guesser touching the card at a board position (0-based, row by row).
type Guess struct {
	Card int `json:"card"`
}

// Stop ends the guessing team's turn (after at least one guess).
type Stop struct{}

// Penalty declares the current clue invalid (Undercover's penalty): the
// turn ends and the other spymaster covers one of their own agents.
type Penalty struct{}

// Cover is the active spymaster covering one of their own team's agents:
// after a penalty, and on the other team's turns in a co-op game.
type Cover struct {
	Card int `json:"card"`
}

// TimeOut is the turn timer running out: the turn ends at once.
type TimeOut struct{}

// Kind implements Move.
func (GiveClue) Kind() string { return "clue" }

// Kind implements Move.
func (Guess) Kind() string { return "guess" }

// Kind implements Move.
func (Stop) Kind() string { return "stop" }

// Kind implements Move.
func (Penalty) Kind() string { return "penalty" }

// Kind implements Move.
func (Cover) Kind() string { return "cover" }

// Kind implements Move.
func (TimeOut) Kind() string { return "timeout" }

// moveJSON is the save-file form of a move: its kind plus its fields.
type moveJSON struct {
	Type   string  `json:"type"`
	Word   *string `json:"word,omitempty"`
	Number *int    `json:"number,omitempty"`
	Card   *int    `json:"card,omitempty"`
}

func encodeMove(m Move) moveJSON {
	j := moveJSON{Type: m.Kind()}
	switch m := m.(type) {
	case GiveClue:
		j.Word, j.Number = &m.Word, &m.Number
	case Guess:
		j.Card = &m.Card
	case Cover:
		j.Card = &m.Card
	}
	return j
}

func decodeMove(j moveJSON) (Move, error) {
	need := func(ok bool, field string) error {
		if !ok {
			return fmt.Errorf("%q move without %s", j.Type, field)
		}
		return nil
	}
	switch j.Type {
	case "clue":
		if err := need(j.Word != nil && j.Number != nil, "word and number"); err != nil {
			return nil, err
		}
		return GiveClue{Word: *j.Word, Number: *j.Number}, nil
	case "guess":
		if err := need(j.Card != nil, "card"); err != nil {
			return nil, err
		}
		return Guess{Card: *j.Card}, nil
	case "cover":
		if err := need(j.Card != nil, "card"); err != nil {
			return nil, err
		}
		return Cover{Card: *j.Card}, nil
	case "stop":
		return Stop{}, nil
	case "penalty":
		return Penalty{}, nil
	case "timeout":
		return TimeOut{}, nil
	}
	return nil, fmt.Errorf("unknown move type %q", j.Type)
}

// MarshalMove encodes a move as JSON, e.g. {"type":"guess","card":3}.
func MarshalMove(m Move) ([]byte, error) { return json.Marshal(encodeMove(m)) }

// UnmarshalMove decodes a move written by MarshalMove.
func UnmarshalMove(b []byte) (Move, error) {
	var j moveJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return nil, fmt.Errorf("decode move: %w", err)
	}
	return decodeMove(j)
}
