// The midgame AlphaBeta search: the engine's state and stop conditions,
// principal variation search with the transposition table and move
// ordering, and the principal variation read back from the table.

package strategy

import (
	"context"
	"math/bits"
	"time"

	"othello/model"
)

// scoreInf is beyond any score in hundredths of a disc.
const scoreInf = 30000

// pollMask sets how often a search looks at its context, its clock and
// its split points: every 1024 nodes, a tenth of a millisecond.
const pollMask = 1<<10 - 1

// engine holds the state of one search at a time: the tables, the node
// count and the stop conditions. It is never shared between goroutines:
// the other threads of a parallel search have engines of their own that
// share its tables.
type engine struct {
	ev       Evaluator
	pw       *stateEval // ev when it reads pattern indices (trained, network), which the search updates
	tt       *table     // midgame bounds in hundredths of a disc
	ett      *table     // endgame bounds in discs
	nodes    uint64
	done     <-chan struct{}
	deadline time.Time // zero: none
	ctxLimit time.Time // the context's deadline (zero: none)
	aborted  bool
	started  time.Time      // when the search began
	report   func(Progress) // told of each step of the search (nil: nobody)
	threads  int            // search threads (0 or 1: one, reproducible)
	par      *parallel      // what the threads share (nil: one thread)
	sp       *splitPoint    // the innermost split point this engine works under
	sel      *selectivity   // the midgame search's cuts (nil: full width)
	endCut   *selectivity   // the exact solver's cuts in a selective stage (nil: exact)
}

func newEngine(ev Evaluator, tableBits int) *engine {
	pw := newStateEval(ev)
	return &engine{ev: ev, pw: pw, tt: newTable(tableBits), ett: newTable(tableBits)}
}

// newSolver returns an engine for exact solving: a small midgame table, a
// large endgame one.
func newSolver(ev Evaluator, tableBits int) *engine {
	pw := newStateEval(ev)
	return &engine{ev: ev, pw: pw, tt: newTable(16), ett: newTable(tableBits)}
}

// begin prepares the engine for a new search.
func (e *engine) begin(ctx context.Context, deadline time.Time) {
	e.nodes = 0
	e.aborted = false
	e.started = time.Now()
	e.done = ctx.Done()
	e.ctxLimit, _ = ctx.Deadline()
	e.setDeadline(deadline)
	e.tt.nextSearch()
	e.ett.nextSearch()
	e.par, e.sp = nil, nil
	if e.threads > 1 {
		e.par = newParallel(e.threads)
	}
}

// setDeadline sets the time to abort at, never later than the context's.
func (e *engine) setDeadline(t time.Time) {
	e.deadline = t
	if !e.ctxLimit.IsZero() && (t.IsZero() || e.ctxLimit.Before(t)) {
		e.deadline = e.ctxLimit
	}
}

// poll stops the search once the context is done or the deadline passed.
func (e *engine) poll() {
	select {
	case <-e.done:
		e.aborted = true
		return
	default:
	}
	if !e.deadline.IsZero() && time.Now().After(e.deadline) {
		e.aborted = true
	}
	if e.sp.cutAbove() {
		e.aborted = true
	}
}

// stopped counts a node and reports whether the search must stop, looking
// at the context and the clock every pollMask+1 nodes.
func (e *engine) stopped() bool {
	e.nodes++
	if e.nodes&pollMask == 0 {
		e.poll()
	}
	return e.aborted
}

// pvs returns the score of b searched depth plies deep within (alpha,
// beta), fail-soft. A pass does not use up depth, so the depth left at a
// position depends only on its number of discs, as in Minimax.
func (e *engine) pvs(b model.Board, depth, alpha, beta int) int {
	return e.search(b, nil, depth, alpha, beta)
}

// search is pvs with the pattern indices of b in st when the evaluation is
// the trained one (nil: read them from b). Children get theirs by update.
func (e *engine) search(b model.Board, st *patState, depth, alpha, beta int) int {
	if e.stopped() {
		return 0
	}
	if depth <= 0 {
		if st != nil {
			return e.pw.evaluateState(b, st)
		}
		return e.ev.Evaluate(b)
	}
	var fresh patState
	if st == nil && e.pw != nil {
		fresh.init(b)
		st = &fresh
	}
	moves := b.Moves()
	if moves == 0 {
		if b.Pass().Moves() == 0 {
			return b.FinalScore() * ScoreScale
		}
		if st == nil {
			return -e.search(b.Pass(), nil, depth, -beta, -alpha)
		}
		var ps patState
		ps.pass(st)
		return -e.search(b.Pass(), &ps, depth, -beta, -alpha)
	}
	ttMove := model.NoSquare
	if ent, ok := e.tt.probe(b); ok {
		if v, ok := ent.cutoff(depth, alpha, beta); ok {
			return v
		}
		ttMove = model.Square(ent.move)
	}
	if e.sel != nil && depth >= ProbCutMinDepth && beta == alpha+1 {
		if v, ok := e.probCut(b, st, depth, alpha, beta); ok {
			return v
		}
	}
	var buf [maxMoves]move
	list := fillMoves(buf[:0], b, moves)
	e.orderMoves(b, st, list, depth, ttMove)
	alpha0 := alpha
	best, bestMove := -scoreInf, model.NoSquare
	var childState patState
	for i := range list {
		if i > 0 && depth >= splitMinDepth && e.canSplit(alpha, beta, len(list)-i, true) {
			best, bestMove = e.splitMidgame(b, st, list[i:], depth, alpha, beta, best, bestMove)
			if e.aborted {
				return 0
			}
			break
		}
		pickBest(list, i)
		m := list[i]
		child := b.PlayFlips(m.sq, m.flips)
		var cs *patState
		if st != nil {
			childState.play(st, m.sq, m.flips)
			cs = &childState
		}
		var v int
		switch {
		case depth == 1 && cs != nil:
			// the child is a leaf, whose moves the ordering found: its
			// evaluation, counted as the one or two searches it stands for
			if e.stopped() {
				return 0
			}
			lo, hi := -beta, -alpha
			if e.endCut != nil {
				// the solver's selective stages: its shallow searches share
				// their table between windows, where the network's bounds
				// cost more re-searches than the network (TUNING.md)
				lo, hi = -scoreInf, scoreInf
			}
			v = -e.pw.evaluateWithin(child, cs, m.replies, lo, hi)
			if i > 0 && v > alpha && v < beta && e.stopped() {
				return 0
			}
		case i == 0:
			v = -e.search(child, cs, depth-1, -beta, -alpha)
		default:
			v = -e.search(child, cs, depth-1, -alpha-1, -alpha)
			if v > alpha && v < beta {
				v = -e.search(child, cs, depth-1, -beta, -alpha)
			}
		}
		if e.aborted {
			return 0
		}
		if v > best {
			best, bestMove = v, m.sq
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	e.tt.store(b, depth, alpha0, beta, best, bestMove)
	return best
}

// replyEval is the score of b, whose moves and pattern indices are given,
// by the pattern evaluation one move deep, for the solver's ordering:
// pvs(b, 1) with an open window (with the trained evaluation; under the
// network, its pattern evaluation alone, see orderStateMoves), but
// without the table and the move ordering, which do not pay at the last
// ply. A pass goes to the full search.
func (e *engine) replyEval(b model.Board, moves uint64, st *patState) int {
	if moves == 0 {
		return e.search(b, st, 1, -scoreInf, scoreInf)
	}
	if e.stopped() {
		return 0
	}
	best := -scoreInf
	var cs patState
	for ; moves != 0; moves &= moves - 1 {
		sq := model.Square(bits.TrailingZeros64(moves))
		f := model.FlipsAt(b.Player, b.Opponent, sq)
		cs.play(st, sq, f)
		e.nodes++
		child := b.PlayFlips(sq, f)
		best = max(best, -e.pw.orderStateMoves(child, &cs, child.Moves()))
	}
	return best
}

// orderMoves sets the ordering keys: the table's move first; deep in the
// tree the others by the evaluation of the position they lead to (from the
// updated pattern indices when st holds b's, by the pattern evaluation
// alone under the network: orderStateMoves), near the leaves by the
// opponent's mobility and the square.
func (e *engine) orderMoves(b model.Board, st *patState, list []move, depth int, ttMove model.Square) {
	var cs patState
	for i := range list {
		m := &list[i]
		child := b.PlayFlips(m.sq, m.flips)
		if m.sq == ttMove {
			m.key = 1 << 30
			if depth == 1 {
				m.replies = child.Moves() // the leaf's evaluation needs them
			}
			continue
		}
		replies := child.Moves()
		m.replies = replies
		mobility := bits.OnesCount64(replies) + bits.OnesCount64(replies&cornerMask)
		if depth >= evalOrderDepth {
			var v int
			if st != nil {
				cs.play(st, m.sq, m.flips)
				v = -e.pw.orderStateMoves(child, &cs, replies)
			} else {
				v = -e.ev.Evaluate(child)
			}
			m.key = int32(v - replyWeight*mobility)
			continue
		}
		m.key = -int32(mobility)<<4 + squareOrder[m.sq]
	}
}

// evalOrderDepth is the least depth left at which moves are ordered by the
// evaluation: with the trained evaluation, 4 instead of 3 costs a third
// fewer evaluations for about as many nodes (see TUNING.md).
const evalOrderDepth = 4

// replyWeight is what each of the opponent's replies (a corner counting
// twice) takes off a move's evaluation, in hundredths of a disc, when
// moves are ordered by the evaluation: the best move is more often one
// that leaves the opponent few replies (7% fewer nodes, see TUNING.md).
const replyWeight = 200

// pvLine follows the tables' best moves from b (after first) to build the
// principal variation, at most n moves long.
func (e *engine) pvLine(b model.Board, first model.Square, n int, exact bool) []model.Square {
	pv := []model.Square{first}
	b = b.Play(first)
	for len(pv) < n {
		if b.Moves() == 0 {
			if b.Pass().Moves() == 0 {
				break
			}
			pv = append(pv, model.Pass)
			b = b.Pass()
			continue
		}
		t := e.tt
		if exact {
			t = e.ett
		}
		ent, ok := t.probe(b)
		if !ok || ent.depth < 0 || !model.Square(ent.move).OnBoard() || !b.IsLegal(model.Square(ent.move)) {
			break
		}
		sq := model.Square(ent.move)
		pv = append(pv, sq)
		b = b.Play(sq)
	}
	return pv
}
