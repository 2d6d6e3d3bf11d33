package mm

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// A Tree is a complete guessing strategy: Nodes[0] is the first guess and
// each node names the next node for every feedback that can follow.
type Tree struct {
	Nodes []Node
}

// Node is one guess of a Tree. Children[f] is the index of the node to
// play after feedback id f, or -1 when that feedback cannot occur (or, for
// Perfect, because the game is won).
type Node struct {
	Guess    uint16
	Size     int32 // number of secrets still possible at this node
	Children [NumFeedback]int32
}

// ErrBadTree reports that encoded tree data is malformed.
var ErrBadTree = errors.New("malformed strategy tree")

// Partition splits the candidate set cands by the feedback they give to
// guess, keeping the order of cands inside each part.
func (s *Scorer) Partition(guess int, cands []uint16) [NumFeedback][]uint16 {
	var parts [NumFeedback][]uint16
	for _, c := range cands {
		f := s.Score(guess, int(c))
		parts[f] = append(parts[f], c)
	}
	return parts
}

// AllCodes returns the indices 0..N-1.
func AllCodes() []uint16 {
	all := make([]uint16, N)
	for i := range all {
		all[i] = uint16(i)
	}
	return all
}

// Encoding: the guesses of the nodes whose candidate set has at least two
// codes, in preorder, each a little-endian uint16. A node's children are the
// non-empty parts of its candidate set split by its guess, visited in
// increasing feedback id, Perfect skipped. A node with one candidate guesses
// it and is not stored. The structure is thus implied by the guesses.

// DecodeTree rebuilds a Tree from its encoding. It fails with ErrBadTree on
// truncated or trailing data, an out-of-range guess, or a guess that makes
// no progress.
func DecodeTree(data []byte, s *Scorer) (*Tree, error) {
	t := &Tree{}
	pos := 0
	var decode func(cands []uint16, depth int) (int32, error)
	decode = func(cands []uint16, depth int) (int32, error) {
		idx := int32(len(t.Nodes))
		n := Node{Size: int32(len(cands))}
		for i := range n.Children {
			n.Children[i] = -1
		}
		if len(cands) == 1 {
			n.Guess = cands[0]
			t.Nodes = append(t.Nodes, n)
			return idx, nil
		}
		if pos+2 > len(data) {
			return 0, fmt.Errorf("%w: truncated at node %d", ErrBadTree, idx)
		}
		g := binary.LittleEndian.Uint16(data[pos:])
		pos += 2
		if int(g) >= N {
			return 0, fmt.Errorf("%w: guess %d out of range", ErrBadTree, g)
		}
		n.Guess = g
		t.Nodes = append(t.Nodes, n)
		parts := s.Partition(int(g), cands)
		for f, p := range parts {
			if f == Perfect || len(p) == 0 {
				continue
			}
			if len(p) == len(cands) {
				return 0, fmt.Errorf("%w: guess %d makes no progress", ErrBadTree, g)
			}
			c, err := decode(p, depth+1)
			if err != nil {
				return 0, err
			}
			t.Nodes[idx].Children[f] = c
		}
		return idx, nil
	}
	if _, err := decode(AllCodes(), 1); err != nil {
		return nil, err
	}
	if pos != len(data) {
		return nil, fmt.Errorf("%w: %d trailing bytes", ErrBadTree, len(data)-pos)
	}
	return t, nil
}

// AppendGuess appends one encoded guess to buf, for tree generators.
func AppendGuess(buf []byte, g int) []byte {
	return binary.LittleEndian.AppendUint16(buf, uint16(g))
}
