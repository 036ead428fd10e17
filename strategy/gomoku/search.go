// The tree search: AlphaBeta and its reference Minimax over the same
// moves and the same evaluation, iterative deepening at the root with
// its limits, and the answers settled before any search.

package gomoku

import (
	"context"
	"math/rand/v2"
	"slices"
	"time"

	"othello/model/gomoku"
)

const inf = WinScore + 1

// evalCap bounds an evaluation well inside the forced results.
const evalCap = WinBound / 2

// engine searches positions; one goroutine at a time.
type engine struct {
	board
	threats bool // the Threats evaluation and its pruning; false: WinLossDraw
	width   int  // Config.Width
	leafVCF int  // Config.LeafVCF

	tt    table
	fails failTable

	nodes    uint64
	limit    uint64    // stop after this many nodes (0: no limit)
	deadline time.Time // stop at this time (zero: none)
	ctx      context.Context
	stop     bool

	bufs  [][]move // the moves of each ply of the tree search
	vbufs [][]move // and of the VCF search, which runs at its leaves
	pv    [][]int  // pv[ply]: the best line found from ply
	path  []int    // the VCF search's moves so far
	line  []int    // the VCF found
}

func newEngine(bits int) *engine {
	e := &engine{tt: newTable(bits), fails: newFailTable(min(bits, 16)), ctx: context.Background()}
	e.tt.clear()
	e.fails.clear()
	return e
}

// tick counts a node and reports whether the search must stop.
func (e *engine) tick() bool {
	e.nodes++
	if e.limit > 0 && e.nodes > e.limit {
		e.stop = true
	}
	if e.nodes&1023 == 0 && !e.stop {
		if e.ctx.Err() != nil || !e.deadline.IsZero() && time.Now().After(e.deadline) {
			e.stop = true
		}
	}
	return e.stop
}

// buf returns the empty move list of a ply from bufs.
func buf(bufs *[][]move, ply int) []move {
	for len(*bufs) <= ply {
		*bufs = append(*bufs, make([]move, 0, 64))
	}
	return (*bufs)[ply][:0]
}

// keep stores a ply's move list back, so that its capacity is reused.
func keep(bufs [][]move, ply int, ms []move) { bufs[ply] = ms[:0] }

// setPV makes c, then the line from ply+1, the best line from ply.
func (e *engine) setPV(ply, c int) {
	for len(e.pv) <= ply+1 {
		e.pv = append(e.pv, nil)
	}
	e.pv[ply] = append(append(e.pv[ply][:0], c), e.pv[ply+1]...)
}

// clearPV empties the line from ply.
func (e *engine) clearPV(ply int) {
	for len(e.pv) <= ply {
		e.pv = append(e.pv, nil)
	}
	e.pv[ply] = e.pv[ply][:0]
}

// decided returns the value of a position that needs no search: won,
// lost, drawn, or a leaf.
func (e *engine) decided(depth, ply int) (int, bool) {
	me, opp := e.turn, e.turn.Opponent()
	if !e.threats {
		// The report's player: only wins count. The last two plies are
		// worked out rather than played, with the values playing them
		// gives: one ply left wins by a five or is even; two plies left
		// also lose to two fives, which no move blocks (one five is
		// blocked on its square, near the stones).
		switch {
		case depth <= 0:
			return 0, true
		case e.has(me, lFive):
			return WinScore - (ply + 1), true
		case e.full() || depth == 1:
			return 0, true
		case depth == 2 && e.count[opp][lFive] >= 2:
			return -(WinScore - (ply + 2)), true
		case depth == 2:
			return 0, true
		}
		return 0, false
	}
	fives := e.count[opp][lFive]
	switch {
	case e.has(me, lFive):
		return WinScore - (ply + 1), true
	case fives >= 2:
		// two squares make five for the opponent: one can be blocked
		return -(WinScore - (ply + 2)), true
	case fives == 0 && e.has(me, lWin):
		// an open four or two fours: the opponent, with no four to
		// answer, blocks one five and the other is played
		return WinScore - (ply + 3), true
	case e.full():
		return 0, true
	case depth <= 0 && fives == 0:
		return e.leaf(ply), true
	}
	return 0, false
}

// leaf values a position where the search stops: a VCF of the side to
// move if the leaf search finds one, else the evaluation.
func (e *engine) leaf(ply int) int {
	if e.leafVCF > 0 {
		if n := e.vcfSearch(e.leafVCF); n > 0 {
			return WinScore - (ply + 2*n - 1)
		}
	}
	return e.evaluate()
}

// evaluate weighs the threats each side can make, the side to move's a
// little more, since it moves first.
func (e *engine) evaluate() int {
	me, opp := e.turn, e.turn.Opponent()
	v := (e.total[me]*6 - e.total[opp]*5) / 5
	return int(max(min(v, evalCap), -evalCap))
}

// children returns the moves of the position at ply and the depth to
// search them to: a forced block uses no ply.
func (e *engine) children(depth, ply int) ([]move, int) {
	ms, kind := e.gen(buf(&e.bufs, ply), e.threats)
	if kind == quiet && e.width > 0 && len(ms) > e.width {
		ms = ms[:e.width]
	}
	if kind == forced {
		return ms, depth
	}
	return ms, depth - 1
}

// alphaBeta is negamax with alpha-beta pruning and the transposition
// table. A stored result cuts only at the same depth, so that the scores
// are Minimax's exactly (a forced block uses no ply, so the same
// position can be met with more depth to go).
func (e *engine) alphaBeta(depth, ply, alpha, beta int) int {
	e.clearPV(ply)
	if e.tick() {
		return 0
	}
	if s, ok := e.decided(depth, ply); ok {
		return s
	}
	ttMove := -1
	if ent, ok := e.tt.probe(e.hash); ok {
		ttMove = int(ent.move)
		if int(ent.depth) == depth {
			s := fromTable(int(ent.score), ply)
			switch {
			case ent.flag == ttExact,
				ent.flag == ttLower && s >= beta,
				ent.flag == ttUpper && s <= alpha:
				return s
			}
		}
	}
	ms, childDepth := e.children(depth, ply)
	if len(ms) == 0 {
		return 0
	}
	if ttMove >= 0 {
		if i := slices.IndexFunc(ms, func(m move) bool { return int(m.cell) == ttMove }); i > 0 {
			m := ms[i]
			copy(ms[1:i+1], ms[:i])
			ms[0] = m
		}
	}
	alpha0, best, bestCell := alpha, -inf, -1
	for _, m := range ms {
		e.play(int(m.cell))
		s := -e.alphaBeta(childDepth, ply+1, -beta, -alpha)
		e.undo()
		if e.stop {
			keep(e.bufs, ply, ms)
			return 0
		}
		if s > best {
			best, bestCell = s, int(m.cell)
			if s > alpha {
				alpha = s
				e.setPV(ply, bestCell)
				if s >= beta {
					break
				}
			}
		}
	}
	keep(e.bufs, ply, ms)
	flag := ttExact
	switch {
	case best <= alpha0:
		flag = ttUpper
	case best >= beta:
		flag = ttLower
	}
	e.tt.store(e.hash, depth, ply, best, bestCell, flag)
	return best
}

// minimax is negamax with no pruning: every move of the same tree, the
// reference for alphaBeta.
func (e *engine) minimax(depth, ply int) int {
	e.clearPV(ply)
	if e.tick() {
		return 0
	}
	if s, ok := e.decided(depth, ply); ok {
		return s
	}
	ms, childDepth := e.children(depth, ply)
	if len(ms) == 0 {
		return 0
	}
	best := -inf
	for _, m := range ms {
		e.play(int(m.cell))
		s := -e.minimax(childDepth, ply+1)
		e.undo()
		if e.stop {
			keep(e.bufs, ply, ms)
			return 0
		}
		if s > best {
			best = s
			e.setPV(ply, int(m.cell))
		}
	}
	keep(e.bufs, ply, ms)
	return best
}

// rootScore is a root move's score and line after one iteration.
type rootScore struct {
	cell  int
	score int
	exact bool // the score is exact, not a bound (a move that failed low)
	pv    []int
}

// searchRoot searches each root move to depth d with the algorithm
// given, in order, and returns their scores. With margin >= 0 each move
// is searched with alpha at the best so far less margin+1, so that every
// move within margin of the best has its exact score; with margin < 0 a
// move only has to beat the best. It reports false if the search was
// stopped before the end.
func (e *engine) searchRoot(roots []rootScore, d int, minimax bool, margin int) bool {
	best := -inf
	for i := range roots {
		r := &roots[i]
		if e.lvl[e.turn][r.cell] == lFive {
			// a five ends the game: nothing to search below it
			r.score, r.exact, r.pv = WinScore-1, true, append(r.pv[:0], r.cell)
			best = max(best, r.score)
			continue
		}
		e.play(r.cell)
		if minimax {
			r.score, r.exact = -e.minimax(d-1, 1), true
		} else {
			alpha := best
			if margin >= 0 && best > -inf {
				alpha = best - margin - 1
			}
			r.score = -e.alphaBeta(d-1, 1, -inf, -alpha)
			r.exact = r.score > alpha
		}
		e.undo()
		if e.stop {
			return false
		}
		if r.score > best {
			best = r.score
		}
		r.pv = append(append(r.pv[:0], r.cell), e.pvAt(1)...)
	}
	return true
}

// pvAt returns the best line found from ply.
func (e *engine) pvAt(ply int) []int {
	if ply < len(e.pv) {
		return e.pv[ply]
	}
	return nil
}

// search chooses a move for p under c.
func (e *engine) search(ctx context.Context, p gomoku.Position, c Config, rng *rand.Rand) Result {
	start := time.Now()
	timeLimit := e.prepare(ctx, p, c, start)
	r := e.choose(c, rng, start, timeLimit)
	r.Nodes, r.Time = e.nodes, time.Since(start)
	return r
}

// prepare loads p and sets the limits of a search of it under c that
// starts now. It returns the time the search may take (0: no limit):
// the Config's, or the context's deadline if that comes sooner, or
// that deadline alone when the Config sets no limit at all.
func (e *engine) prepare(ctx context.Context, p gomoku.Position, c Config, start time.Time) time.Duration {
	e.load(p)
	e.threats, e.width, e.leafVCF = c.Eval == Threats, c.Width, c.LeafVCF
	if !e.threats {
		e.leafVCF = 0
	}
	e.nodes, e.stop, e.ctx = 0, false, ctx
	e.limit, e.deadline = c.Nodes, time.Time{}
	e.tt.clear()
	e.fails.clear()
	timeLimit := c.Time
	if dl, ok := ctx.Deadline(); ok {
		left := max(dl.Sub(start), time.Millisecond)
		unlimited := c.Time <= 0 && c.Nodes == 0 && c.Depth == 0
		if c.Time > 0 && left < c.Time || unlimited {
			timeLimit = left
		}
	}
	if timeLimit > 0 {
		e.deadline = start.Add(timeLimit)
	}
	return timeLimit
}

// result makes a Result of a square and its line.
func (e *engine) result(cell, score, depth int, line []int) Result {
	r := Result{Move: squareOf(cell), Score: score, Depth: depth}
	for _, c := range line {
		r.PV = append(r.PV, squareOf(c))
	}
	if len(r.PV) == 0 {
		r.PV = []gomoku.Square{r.Move}
	}
	return r
}

// choose runs the steps of a search: the answers settled outright, the
// slips, the VCF searches, then iterative deepening.
func (e *engine) choose(c Config, rng *rand.Rand, start time.Time, timeLimit time.Duration) Result {
	me, opp := e.turn, e.turn.Opponent()
	if e.full() {
		return Result{Move: gomoku.NoSquare}
	}
	if e.stones == 0 {
		return e.result(e.center(), 0, 0, nil)
	}
	if e.threats {
		switch {
		case e.has(me, lFive):
			cell := e.find(me, lFive)
			return e.result(cell, WinScore-1, 1, nil)
		case e.count[opp][lFive] == 0 && e.has(me, lWin):
			cell := e.find(me, lWin)
			return e.result(cell, WinScore-3, 3, []int{cell})
		}
	}
	ms, kind := e.gen(nil, e.threats)
	if c.Slip > 0 && rng.IntN(100) < c.Slip && kind != forced && !e.has(me, lFive) {
		all, _ := e.gen(nil, false)
		cell := int(all[rng.IntN(min(max(c.SlipAmong, 1), len(all)))].cell)
		return e.result(cell, 0, 0, nil)
	}
	if e.threats && c.VCF > 0 && kind != forced {
		if n := e.phase(c, start, timeLimit, 4, func() int { return e.vcfShortest(c.VCF) }); n > 0 {
			r := e.result(e.line[0], WinScore-(2*n-1), 2*n-1, e.line)
			r.VCF = true
			return r
		}
		if kind == quiet || kind == defend {
			ms = e.vcfDefences(ms, c, start, timeLimit)
		}
	}
	if kind == quiet && c.Width > 0 && len(ms) > c.Width {
		ms = ms[:c.Width]
	}
	roots := make([]rootScore, len(ms))
	for i, m := range ms {
		roots[i].cell = int(m.cell)
	}
	return e.deepen(roots, c, rng, start, timeLimit)
}

// deepen searches the root moves one depth after another until the
// depth, the time or the nodes run out, and chooses among the last
// complete iteration's moves.
func (e *engine) deepen(roots []rootScore, c Config, rng *rand.Rand, start time.Time, timeLimit time.Duration) Result {
	margin := -1
	switch {
	case !e.threats:
		margin = 0 // the report's player draws among equal moves
	case c.Margin > 0:
		margin = c.Margin
	}
	limited := timeLimit > 0 || c.Nodes > 0
	last := c.Depth
	if last <= 0 {
		last = defaultDepth
		if limited {
			last = maxDepth
		}
	}
	first := 1
	if c.Algorithm == Minimax && !limited {
		first = last // no pruning to gain from shallower iterations
	}
	out := e.result(roots[0].cell, 0, 0, nil)
	for d := first; d <= last; d++ {
		if !e.searchRoot(roots, d, c.Algorithm == Minimax, margin) {
			break
		}
		out = e.pick(roots, d, margin, rng)
		slices.SortStableFunc(roots, func(a, b rootScore) int { return b.score - a.score })
		if out.Score > WinBound || len(roots) == 1 && limited ||
			timeLimit > 0 && time.Since(start) > timeLimit/2 {
			break
		}
	}
	return out
}

// pick chooses among the scored root moves: the best, or with a margin
// any of those within it (only the best if that is a forced result).
func (e *engine) pick(roots []rootScore, d, margin int, rng *rand.Rand) Result {
	best := 0
	for i, r := range roots {
		if r.score > roots[best].score {
			best = i
		}
	}
	if margin >= 0 {
		floor := roots[best].score - margin
		if roots[best].score > WinBound || roots[best].score < -WinBound {
			floor = roots[best].score
		}
		var near []int
		for i, r := range roots {
			if r.exact && r.score >= floor {
				near = append(near, i)
			}
		}
		if len(near) > 1 && rng != nil {
			best = near[rng.IntN(len(near))]
		}
	}
	r := roots[best]
	return e.result(r.cell, r.score, d, r.pv)
}

// phase runs one step before the tree search with a share of the limits:
// a 1/share of the nodes or the time left. A step cut short by its share
// leaves the rest of the search its own limits.
func (e *engine) phase(c Config, start time.Time, timeLimit time.Duration, share int, f func() int) int {
	limit, deadline := e.limit, e.deadline
	if limit > 0 {
		e.limit = e.nodes + (limit-e.nodes)/uint64(share)
	}
	if timeLimit > 0 {
		e.deadline = time.Now().Add(time.Until(deadline) / time.Duration(share))
	}
	n := f()
	e.limit, e.deadline = limit, deadline
	if e.stop && e.ctx.Err() == nil && (limit == 0 || e.nodes <= limit) && (deadline.IsZero() || time.Now().Before(deadline)) {
		e.stop = false
		return 0
	}
	return n
}
