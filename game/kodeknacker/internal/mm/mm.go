// Package mm holds the arithmetic of 5-peg, 6-colour Mastermind on code
// indices: fast scoring and the compact strategy-tree format shared by the
// kodeknacker solver and its offline generator.
package mm

import "math/bits"

// Dimensions of the game.
const (
	Pegs    = 5
	Colours = 6
	// N is the number of codes, Colours^Pegs.
	N = 7776
	// NumFeedback bounds feedback ids: a feedback is Black*Colours+White.
	NumFeedback = 36
	// Perfect is the feedback id of five black pegs.
	Perfect = Pegs * Colours
)

// Digits returns the colours of code index i, most significant first, so
// that index order equals the lexicographic order of the colour strings.
func Digits(i int) [Pegs]uint8 {
	var d [Pegs]uint8
	for p := Pegs - 1; p >= 0; p-- {
		d[p] = uint8(i % Colours)
		i /= Colours
	}
	return d
}

// Index is the inverse of Digits. It does not check its input.
func Index(d [Pegs]uint8) int {
	i := 0
	for _, c := range d {
		i = i*Colours + int(c)
	}
	return i
}

// FeedbackID packs black and white peg counts into a feedback id.
func FeedbackID(black, white int) uint8 { return uint8(black*Colours + white) }

// FeedbackPegs returns the black and white counts of a feedback id.
func FeedbackPegs(id uint8) (black, white int) {
	return int(id) / Colours, int(id) % Colours
}

// numMultisets is the number of colour multisets of size Pegs: C(10,5).
const numMultisets = 252

// Scorer scores guesses against secrets in a few nanoseconds using tables
// that are built once by NewScorer and never changed afterwards.
type Scorer struct {
	packed  [N]uint32 // colours in 4-bit nibbles
	ms      [N]uint8  // multiset id of the colour counts
	overlap [numMultisets * numMultisets]uint8
}

// NewScorer builds the scoring tables.
func NewScorer() *Scorer {
	s := &Scorer{}
	ids := map[[Colours]uint8]uint8{}
	var counts [][Colours]uint8
	for i := range N {
		d := Digits(i)
		var p uint32
		var c [Colours]uint8
		for _, x := range d {
			p = p<<4 | uint32(x)
			c[x]++
		}
		s.packed[i] = p
		id, ok := ids[c]
		if !ok {
			id = uint8(len(counts))
			ids[c] = id
			counts = append(counts, c)
		}
		s.ms[i] = id
	}
	for a, ca := range counts {
		for b, cb := range counts {
			o := 0
			for k := range Colours {
				o += int(min(ca[k], cb[k]))
			}
			s.overlap[a*numMultisets+b] = uint8(o)
		}
	}
	return s
}

// Score returns the feedback id of guess a against secret b (symmetric).
func (s *Scorer) Score(a, b int) uint8 {
	x := s.packed[a] ^ s.packed[b]
	y := (x | x>>1 | x>>2) & 0x11111
	black := Pegs - bits.OnesCount32(y)
	o := int(s.overlap[int(s.ms[a])*numMultisets+int(s.ms[b])])
	return uint8(black*Colours + o - black)
}
