// Command gentree computes the hard level's guessing strategy for
// Kodeknacker (5 pegs, 6 colours) and writes it in the compact format of
// package mm. It is deterministic: the same flags give the same bytes.
//
// Method: a rollout (one-step lookahead) over greedy base policies. At each
// node the guesses ranked best by the expected-size, entropy and most-parts
// heuristics are tried (-k per heuristic and depth); each is valued by
// completing every part it leaves with the best of the three greedy
// policies, counting the total number of guesses plus a large penalty per
// secret that would need more than -maxdepth guesses. The best guess is kept
// and the search recurses into its parts. At the root the seven colour
// patterns (aaaaa ... abcde) are compared the same way. Guesses are
// enumerated up to permutation of the colours no earlier guess used, which
// is exact. A rollout is never worse than its base policies.
//
// -deep adds a two-step lookahead (the best few guesses valued again with a
// nested rollout); it found nothing better at small settings and is off.
//
// The default flags give the embedded hard.tree: first guess 00112,
// 36790 guesses over all 7776 secrets (avg 4.7312), worst case 6,
// about 5 CPU minutes and 200 MB. Run from game/kodeknacker:
//
//	go generate   (= go run ./internal/gentree -o hard.tree)
//
// Ideas to continue: larger -k, exact search for small parts, non-greedy
// base policies, a second lookahead step with a wider nested rollout.
package main

import (
	"cmp"
	"flag"
	"fmt"
	"hash/maphash"
	"log"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/decknamen/decknamen/game/kodeknacker/internal/mm"
)

const (
	hExpSize = iota
	hEntropy
	hParts
	numHeuristics
)

const penalty = 1_000_000

type gen struct {
	sc       *mm.Scorer
	T        []uint8 // T[g*N+s] = feedback id
	clogc    []float64
	colMask  [mm.N]uint8
	canon    [1 << mm.Colours][]uint16
	maxDepth int
	workers  int

	seed maphash.Seed
	mu   sync.Mutex
	memo map[memoKey]int64
	out  []byte
}

type memoKey struct {
	h    uint64
	n, d int32
	heur int8
	used uint8 // guesses tie-break by index among canonical codes
}

func main() {
	outPath := flag.String("o", "hard.tree", "output file")
	kFlag := flag.String("k", "20,12,6,3,2", "guesses tried per heuristic at depth 1,2,... (last repeats)")
	deepFlag := flag.String("deep", "", "at depth 1,2,...: how many of the best guesses to value again with a nested rollout")
	nestedFlag := flag.String("nestedk", "3,2", "guesses tried per heuristic by the nested rollout")
	first := flag.String("first", "auto", "first guess as 5 digits 0-5, or auto")
	maxDepth := flag.Int("maxdepth", 6, "guesses allowed per secret before the penalty")
	flag.Parse()

	g := newGen(*maxDepth)
	pol := &policy{id: 0, ks: ints("k", *kFlag, 1), deep: ints("deep", *deepFlag, 0)}
	if len(pol.deep) > 0 {
		pol.nested = &policy{id: 1, ks: ints("nestedk", *nestedFlag, 1)}
	}
	start := time.Now()
	all := mm.AllCodes()
	var roots []uint16
	if *first == "auto" {
		// One representative per colour pattern: aaaaa aaaab aaabb aaabc aabbc aabcd abcde.
		for _, s := range []string{"00000", "00001", "00011", "00012", "00112", "00123", "01234"} {
			roots = append(roots, uint16(parseCode(s)))
		}
	} else {
		roots = []uint16{uint16(parseCode(*first))}
	}
	g.plan(pol, all, 0, 0, roots, &g.out)
	log.Printf("built in %v, %d bytes", time.Since(start).Round(time.Second), len(g.out))

	t, err := mm.DecodeTree(g.out, g.sc)
	if err != nil {
		log.Fatalf("self-check: %v", err)
	}
	total, worst, hist := evaluate(t, g.sc)
	fmt.Printf("first=%s avg=%.4f total=%d worst=%d hist=%v\n", codeString(int(t.Nodes[0].Guess)),
		float64(total)/mm.N, total, worst, hist)
	if err := os.WriteFile(*outPath, g.out, 0o644); err != nil {
		log.Fatal(err)
	}
}

func newGen(maxDepth int) *gen {
	g := &gen{
		sc:       mm.NewScorer(),
		T:        make([]uint8, mm.N*mm.N),
		clogc:    make([]float64, mm.N+1),
		maxDepth: maxDepth,
		workers:  runtime.GOMAXPROCS(0),
		seed:     maphash.MakeSeed(),
		memo:     map[memoKey]int64{},
	}
	var wg sync.WaitGroup
	for w := range g.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for a := w; a < mm.N; a += g.workers {
				row := g.T[a*mm.N : (a+1)*mm.N]
				for b := range row {
					row[b] = g.sc.Score(a, b)
				}
			}
		}()
	}
	wg.Wait()
	for c := 1; c <= mm.N; c++ {
		g.clogc[c] = float64(c) * math.Log2(float64(c))
	}
	for i := range mm.N {
		for _, d := range mm.Digits(i) {
			g.colMask[i] |= 1 << d
		}
	}
	for used := range g.canon {
		for i := range mm.N {
			if canonical(i, uint8(used)) {
				g.canon[used] = append(g.canon[used], uint16(i))
			}
		}
	}
	return g
}

// canonical reports whether code i uses the colours absent from used in
// increasing order of first appearance, starting from the smallest such
// colour. Every code is equivalent to exactly one canonical code under
// permutations of the unused colours.
func canonical(i int, used uint8) bool {
	next := 0
	advance := func() {
		for next < mm.Colours && used&(1<<next) != 0 {
			next++
		}
	}
	advance()
	seen := used
	for _, d := range mm.Digits(i) {
		if seen&(1<<d) != 0 {
			continue
		}
		if int(d) != next {
			return false
		}
		seen |= 1 << d
		used |= 1 << d
		advance()
	}
	return true
}

func (g *gen) leafCost(depth int) int64 {
	if depth > g.maxDepth {
		return int64(depth) + penalty
	}
	return int64(depth)
}

type scored struct {
	guess      uint16
	metric     float64
	consistent bool
	perfect    bool // consistent and splits into singletons
}

// rate scores guess for cands under every heuristic.
func (g *gen) rate(cands []uint16, guess int) [numHeuristics]scored {
	var counts [mm.NumFeedback]int32
	row := g.T[guess*mm.N : (guess+1)*mm.N]
	for _, s := range cands {
		counts[row[s]]++
	}
	base := scored{guess: uint16(guess), consistent: counts[mm.Perfect] > 0}
	var sq, ent float64
	maxc, parts := int32(0), 0
	for _, c := range counts {
		sq += float64(c * c)
		ent += g.clogc[c]
		maxc = max(maxc, c)
		if c > 0 {
			parts++
		}
	}
	base.perfect = base.consistent && maxc == 1
	var out [numHeuristics]scored
	for h := range out {
		out[h] = base
	}
	out[hExpSize].metric = sq
	out[hEntropy].metric = ent
	out[hParts].metric = sq - float64(parts)*1e12 // most parts, then expected size
	return out
}

func better(a, b scored) bool {
	if a.metric != b.metric {
		return a.metric < b.metric
	}
	if a.consistent != b.consistent {
		return a.consistent
	}
	return a.guess < b.guess
}

// greedy picks heuristic h's guess for cands.
func (g *gen) greedy(cands []uint16, used uint8, h int) uint16 {
	var best scored
	first := true
	for _, gs := range g.canon[used] {
		s := g.rate(cands, int(gs))[h]
		if s.perfect {
			return gs
		}
		if first || better(s, best) {
			best, first = s, false
		}
	}
	return best.guess
}

func (g *gen) key(cands []uint16, d, h int, used uint8) memoKey {
	var mh maphash.Hash
	mh.SetSeed(g.seed)
	for _, c := range cands {
		mh.WriteByte(byte(c))
		mh.WriteByte(byte(c >> 8))
	}
	return memoKey{h: mh.Sum64(), n: int32(len(cands)), d: int32(d), heur: int8(h), used: used}
}

// base is the composite cost of heuristic h's greedy tree for cands when d
// guesses have already been made.
func (g *gen) base(cands []uint16, d int, used uint8, h int) int64 {
	switch len(cands) {
	case 1:
		return g.leafCost(d + 1)
	case 2:
		return g.leafCost(d+1) + g.leafCost(d+2)
	}
	k := g.key(cands, d, h, used)
	g.mu.Lock()
	v, ok := g.memo[k]
	g.mu.Unlock()
	if ok {
		return v
	}
	guess := g.greedy(cands, used, h)
	v = g.split(cands, d, used, int(guess), func(p []uint16, u uint8) int64 { return g.base(p, d+1, u, h) })
	g.mu.Lock()
	g.memo[k] = v
	g.mu.Unlock()
	return v
}

func (g *gen) baseMin(cands []uint16, d int, used uint8) int64 {
	best := int64(math.MaxInt64)
	for h := range numHeuristics {
		best = min(best, g.base(cands, d, used, h))
	}
	return best
}

// split values guess for cands: the perfect part costs one more guess, the
// others are valued by sub.
func (g *gen) split(cands []uint16, d int, used uint8, guess int, sub func([]uint16, uint8) int64) int64 {
	parts := g.sc.Partition(guess, cands)
	u := used | g.colMask[guess]
	var total int64
	for f, p := range parts {
		if len(p) == 0 {
			continue
		}
		if f == mm.Perfect {
			total += g.leafCost(d + 1)
			continue
		}
		total += sub(p, u)
	}
	return total
}

// policy is a rollout policy. At depth d it tries the top ks[d-1] guesses
// of each heuristic (the last entry repeats) and values each by completing
// its parts with the best greedy policy. When deep[d-1] > 0 (and nested is
// set), the best deep[d-1] of those are valued again by completing their
// parts with the nested policy instead: a two-step lookahead.
type policy struct {
	id     int8 // memo key of the policy's values
	ks     []int
	deep   []int
	nested *policy
}

func (p *policy) k(d int) int { return p.ks[min(d-1, len(p.ks)-1)] }

func (p *policy) deepAt(d int) int {
	if p.nested == nil || d-1 >= len(p.deep) {
		return 0
	}
	return p.deep[d-1]
}

// plan returns the composite cost of policy p on cands, after d guesses.
// With out non-nil it appends the policy's tree in the mm encoding. fixed,
// when non-nil, restricts the guesses tried.
func (g *gen) plan(p *policy, cands []uint16, d int, used uint8, fixed []uint16, out *[]byte) int64 {
	switch len(cands) {
	case 1:
		return g.leafCost(d + 1)
	case 2:
		if out != nil {
			*out = mm.AppendGuess(*out, int(cands[0]))
		}
		return g.leafCost(d+1) + g.leafCost(d+2)
	}
	var key memoKey
	if out == nil {
		key = g.key(cands, d, -1-int(p.id), used)
		g.mu.Lock()
		v, ok := g.memo[key]
		g.mu.Unlock()
		if ok {
			return v
		}
	}
	options := fixed
	if options == nil {
		options = g.options(cands, used, p.k(d))
	}
	best, bestNested := options[0], int64(-1)
	if len(options) > 1 {
		costs := make([]int64, len(options))
		g.parallel(len(options), len(cands) >= 40, func(i int) {
			costs[i] = g.split(cands, d, used, int(options[i]), func(q []uint16, u uint8) int64 {
				return g.baseMin(q, d+1, u)
			})
		})
		order := make([]int, len(options))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(costs[a], costs[b]) })
		best = options[order[0]]
		if d == 0 {
			for i, o := range options {
				log.Printf("first guess %s: rollout estimate %.4f", codeString(int(o)), float64(costs[i])/mm.N)
			}
		}
		if m := min(p.deepAt(d), len(order)); m > 1 {
			deep := make([]int64, m)
			g.parallel(m, true, func(j int) {
				deep[j] = g.split(cands, d, used, int(options[order[j]]), func(q []uint16, u uint8) int64 {
					return g.plan(p.nested, q, d+1, u, nil, nil)
				})
			})
			bj := 0
			for j := range deep {
				if deep[j] < deep[bj] {
					bj = j
				}
			}
			best, bestNested = options[order[bj]], deep[bj]
			if d <= 1 {
				log.Printf("depth %d size %d: %d-step pick %s, estimate %d -> %d", d, len(cands), 2,
					codeString(int(best)), costs[order[0]], deep[bj])
			}
		}
	}
	// Play best, then the policy in each part. If the nested policy did
	// better on the parts than p does, keep the nested policy's play.
	var buf []byte
	var bp *[]byte
	if out != nil {
		buf = mm.AppendGuess(buf, int(best))
		bp = &buf
	}
	mark := len(buf)
	total := g.split(cands, d, used, int(best), func(q []uint16, u uint8) int64 {
		if d == 0 {
			log.Printf("part size %d", len(q))
		}
		return g.plan(p, q, d+1, u, nil, bp)
	})
	if bestNested >= 0 && total > bestNested {
		if out != nil {
			buf = buf[:mark]
		}
		total = g.split(cands, d, used, int(best), func(q []uint16, u uint8) int64 {
			return g.plan(p.nested, q, d+1, u, nil, bp)
		})
	}
	if out != nil {
		*out = append(*out, buf...)
	} else {
		g.mu.Lock()
		g.memo[key] = total
		g.mu.Unlock()
	}
	return total
}

// options returns the guesses the rollout tries at a node: the top k of
// each heuristic, or a perfect consistent split alone when one exists.
func (g *gen) options(cands []uint16, used uint8, k int) []uint16 {
	var lists [numHeuristics][]scored
	for _, gs := range g.canon[used] {
		r := g.rate(cands, int(gs))
		if r[0].perfect {
			return []uint16{gs}
		}
		for h := range numHeuristics {
			lists[h] = append(lists[h], r[h])
		}
	}
	var opts []uint16
	for h := range numHeuristics {
		l := lists[h]
		slices.SortFunc(l, func(a, b scored) int {
			if better(a, b) {
				return -1
			}
			if better(b, a) {
				return 1
			}
			return 0
		})
		for _, s := range l[:min(k, len(l))] {
			if !slices.Contains(opts, s.guess) {
				opts = append(opts, s.guess)
			}
		}
	}
	slices.SortFunc(opts, cmp.Compare)
	return opts
}

func (g *gen) parallel(n int, par bool, f func(int)) {
	if !par || g.workers < 2 {
		for i := range n {
			f(i)
		}
		return
	}
	var wg sync.WaitGroup
	next := make(chan int)
	for range g.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

func evaluate(t *mm.Tree, sc *mm.Scorer) (total, worst int, hist []int) {
	hist = make([]int, 16)
	for s := range mm.N {
		n := int32(0)
		for depth := 1; ; depth++ {
			node := t.Nodes[n]
			f := sc.Score(int(node.Guess), s)
			if f == mm.Perfect {
				total += depth
				worst = max(worst, depth)
				hist[min(depth, 15)]++
				break
			}
			n = node.Children[f]
		}
	}
	return total, worst, hist[:worst+1]
}

// ints parses a comma-separated list of integers of at least lo.
func ints(name, s string, lo int) []int {
	var out []int
	if strings.TrimSpace(s) == "" {
		return nil
	}
	for _, f := range strings.Split(s, ",") {
		k, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || k < lo {
			log.Fatalf("bad -%s %q", name, s)
		}
		out = append(out, k)
	}
	return out
}

func parseCode(s string) int {
	if len(s) != mm.Pegs {
		log.Fatalf("bad code %q", s)
	}
	var d [mm.Pegs]uint8
	for i, r := range s {
		if r < '0' || r >= '0'+mm.Colours {
			log.Fatalf("bad code %q", s)
		}
		d[i] = uint8(r - '0')
	}
	return mm.Index(d)
}

func codeString(i int) string {
	var b strings.Builder
	for _, d := range mm.Digits(i) {
		b.WriteByte('0' + d)
	}
	return b.String()
}
