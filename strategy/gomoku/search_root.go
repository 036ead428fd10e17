// The search at the root: a search's limits, the answers settled before
// any search (a five, a win, a slip, a VCF), then iterative deepening over
// the root moves and the choice among the last iteration's.

package gomoku

import (
	"context"
	"math/rand/v2"
	"slices"
	"time"

	"othello/model/gomoku"
	"othello/strategy/level"
)

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

// rootScore is a root move's score and line after one iteration.
type rootScore struct {
	cell  int
	score int
	exact bool // the score is exact, not a bound (a move that failed low)
	pv    []int
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
	if c.Algorithm == level.Minimax && !limited {
		first = last // no pruning to gain from shallower iterations
	}
	out := e.result(roots[0].cell, 0, 0, nil)
	for d := first; d <= last; d++ {
		if !e.searchRoot(roots, d, c.Algorithm == level.Minimax, margin) {
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
