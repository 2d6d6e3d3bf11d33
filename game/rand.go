package game

// rng is a small deterministic random number generator (SplitMix64). The game
// deals with its own generator rather than math/rand so that a game number
// gives the same board in every version of the app and of Go.
type rng struct{ state uint64 }

func newRNG(seed uint64) *rng { return &rng{state: seed} }

func (r *rng) next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a uniform number in [0, n) for n > 0, without modulo bias.
func (r *rng) intn(n int) int {
	bound := uint64(n)
	limit := -bound % bound // (2^64 - bound) mod bound: values below it are rejected
	for {
		if v := r.next(); v >= limit {
			return int(v % bound)
		}
	}
}

// shuffle permutes n elements with swap (Fisher–Yates).
func (r *rng) shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.intn(i+1))
	}
}
