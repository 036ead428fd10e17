// The tree search below the root: AlphaBeta and its reference Minimax
// over the same moves and the same evaluation, the positions valued
// without a search, and the best lines. The root is search_root.go's.

package gomoku

import (
	"context"
	"slices"
	"time"
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

// pvAt returns the best line found from ply.
func (e *engine) pvAt(ply int) []int {
	if ply < len(e.pv) {
		return e.pv[ply]
	}
	return nil
}
