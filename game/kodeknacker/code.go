// Package kodeknacker implements Kodeknacker, a two-player Mastermind race:
// each player hides a code of five pegs in six colours and both take turns
// cracking the other's code. It holds the rules engine (moves, state, save
// files) and the computer player (Solver). It never imports any UI code.
package kodeknacker

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/decknamen/decknamen/game/kodeknacker/internal/mm"
)

// Size of the game.
const (
	// Positions is the number of pegs in a code.
	Positions = mm.Pegs
	// Colours is the number of peg colours.
	Colours = mm.Colours
	// NumCodes is the number of different codes (Colours^Positions).
	NumCodes = mm.N
)

// Colour is a peg colour, 0 to Colours-1. The UI decides how each looks.
type Colour uint8

// Code is a row of pegs: a secret code or a guess. Colours may repeat.
type Code [Positions]Colour

// ErrInvalidCode reports a code with a colour out of range or malformed text.
var ErrInvalidCode = errors.New("invalid code")

// Valid reports whether every peg has a colour in range.
func (c Code) Valid() bool {
	for _, x := range c {
		if x >= Colours {
			return false
		}
	}
	return true
}

// String writes the code as its colour digits, e.g. "01123".
func (c Code) String() string {
	var b [Positions]byte
	for i, x := range c {
		b[i] = '0' + byte(x)
	}
	return string(b[:])
}

// ParseCode reads a code written as Positions digits 0..Colours-1.
func ParseCode(s string) (Code, error) {
	var c Code
	if len(s) != Positions {
		return c, fmt.Errorf("parse code %q: %w: want %d digits", s, ErrInvalidCode, Positions)
	}
	for i := range Positions {
		d := s[i]
		if d < '0' || d >= '0'+Colours {
			return Code{}, fmt.Errorf("parse code %q: %w: digit %d not in 0-%d", s, ErrInvalidCode, i+1, Colours-1)
		}
		c[i] = Colour(d - '0')
	}
	return c, nil
}

// MarshalText encodes the code as in String.
func (c Code) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("marshal code %v: %w", [Positions]Colour(c), ErrInvalidCode)
	}
	return []byte(c.String()), nil
}

// UnmarshalText decodes a code written as in String.
func (c *Code) UnmarshalText(b []byte) error {
	v, err := ParseCode(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Index numbers the codes 0..NumCodes-1 in the order of their strings.
// The code must be valid.
func (c Code) Index() int {
	i := 0
	for _, x := range c {
		i = i*Colours + int(x)
	}
	return i
}

// CodeAt is the inverse of Index; i must be in 0..NumCodes-1.
func CodeAt(i int) Code {
	var c Code
	for p, d := range mm.Digits(i) {
		c[p] = Colour(d)
	}
	return c
}

// RandomCode draws a code uniformly from rng, e.g. for the computer's secret.
func RandomCode(rng *rand.Rand) Code {
	return CodeAt(rng.IntN(NumCodes))
}

// Feedback is the answer to a guess: Black pegs for right colours in the
// right position, White pegs for right colours in a wrong position.
type Feedback struct {
	Black int `json:"black"`
	White int `json:"white"`
}

// Cracked reports whether the feedback means the code was guessed.
func (f Feedback) Cracked() bool { return f.Black == Positions }

// Score returns the feedback for guess against secret, counting colours with
// their multiplicities as in standard Mastermind. It is symmetric.
func Score(guess, secret Code) Feedback {
	var cg, cs [Colours]int
	var f Feedback
	for i := range Positions {
		if guess[i] == secret[i] {
			f.Black++
		}
		cg[guess[i]%Colours]++
		cs[secret[i]%Colours]++
	}
	common := 0
	for k := range Colours {
		common += min(cg[k], cs[k])
	}
	f.White = common - f.Black
	return f
}

// Row is one guess on the board with its pegs.
type Row struct {
	Guess    Code     `json:"guess"`
	Feedback Feedback `json:"feedback"`
}
