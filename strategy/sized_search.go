// The search of boards of any size: plain Minimax, AlphaBeta (principal
// variation search with a transposition table) and the exact solver.

package strategy

import (
	"context"
	"time"

	"othello/model"
	"othello/strategy/tt"
)

const (
	sizedInf     = 1 << 20 // beyond any score
	sizedDiscInf = 101     // beyond any disc difference of a 10x10 board
)

// sizedEntry is one slot of the transposition table: the position, bounds
// on its value searched depth plies deep (or to the end), and its best move.
type sizedEntry struct {
	p, o         model.Bits
	lower, upper int32
	depth        int8
	move         int8 // bit index of the best move, -1 if none
}

// sizedBucket is the two entries a position may be kept in: the first
// depth-preferred, the second always replaced.
type sizedBucket [2]sizedEntry

// sizedTable is a table of the other sizes' search.
type sizedTable = tt.Table[sizedBucket]

// sizedEngine searches boards of one geometry. It is not safe for
// concurrent use.
type sizedEngine struct {
	geo   *model.Geometry
	eval  *sizedEval
	table sizedTable // the solver's, exact bounds
	mid   sizedTable // the midgame search's, by depth

	nodes  uint64
	report func(lo, hi int) // told each bound the solver proves at the root; may be nil
	// steps is told each midgame depth finished and each bound the solver
	// proves at the root, as the 8x8 engine tells its Progress; may be nil
	steps    func(Progress)
	started  time.Time
	ctx      context.Context
	deadline time.Time
	aborted  bool
}

func newSizedEngine(g *model.Geometry, tableBits int) *sizedEngine {
	// buckets of two entries: 2^tableBits entries in the solver's table
	return &sizedEngine{geo: g, eval: sizedEvalOf(g), table: tt.New[sizedBucket](tableBits - 1), mid: tt.New[sizedBucket](min(tableBits, 18) - 1)}
}

// begin readies the engine for a search that must stop when ctx ends or
// at the deadline (none if zero).
func (e *sizedEngine) begin(ctx context.Context, deadline time.Time) {
	e.nodes, e.ctx, e.deadline, e.aborted, e.started = 0, ctx, deadline, false, time.Now()
}

// step tells the listener, if any, of a step of the search at the root.
func (e *sizedEngine) step(p Progress) {
	if e.steps == nil {
		return
	}
	p.Nodes, p.Time = e.nodes, time.Since(e.started)
	e.steps(p)
}

// poll checks, every few thousand nodes, whether the search must stop.
func (e *sizedEngine) poll() bool {
	e.nodes++
	if e.nodes&4095 == 0 && !e.aborted {
		if e.ctx.Err() != nil || (!e.deadline.IsZero() && time.Now().After(e.deadline)) {
			e.aborted = true
		}
	}
	return e.aborted
}

// slot returns the entry of b in table t: of the two entries of b's bucket,
// the one holding b, else the one to replace, which is the second unless
// the first is shallower (depth-preferred and always-replace halves).
func slot(t *sizedTable, b model.SizedBoard, depth int8) (*sizedEntry, bool) {
	h := b.Player.Lo*0x9e3779b97f4a7c15 ^ b.Player.Hi*0xc2b2ae3d27d4eb4f ^
		b.Opponent.Lo*0x165667b19e3779f9 ^ b.Opponent.Hi*0xd6e8feb86659fd93
	h ^= h >> 29
	// the lowest bit left out, as the table kept it when its buckets were
	// pairs of entries in one list: a position lands where it did
	bk := t.Bucket(h >> 1)
	for j := range bk {
		if bk[j].p == b.Player && bk[j].o == b.Opponent {
			return &bk[j], true
		}
	}
	if bk[0].depth < depth {
		return &bk[0], false
	}
	return &bk[1], false
}

func (e *sizedEngine) probe(b model.SizedBoard) (*sizedEntry, bool) {
	s, ok := slot(&e.mid, b, 0)
	return s, ok
}

// store records a midgame result searched depth plies with the window
// (alpha, beta).
func (e *sizedEngine) store(b model.SizedBoard, depth, alpha, beta, v, move int) {
	s, ok := slot(&e.mid, b, int8(depth))
	lower, upper := int32(-sizedInf), int32(sizedInf)
	if ok && int(s.depth) == depth {
		lower, upper = s.lower, s.upper // tighten what the same search knew
	}
	switch {
	case v <= alpha:
		upper = int32(v)
	case v >= beta:
		lower = int32(v)
	default:
		lower, upper = int32(v), int32(v)
	}
	*s = sizedEntry{p: b.Player, o: b.Opponent, lower: lower, upper: upper, depth: int8(depth), move: int8(move)}
}

// sizedMove is a move with its ordering key, higher first.
type sizedMove struct {
	bit    int
	child  model.SizedBoard // once played
	key    int
	played bool
}

// play returns the position after m on b.
func (m *sizedMove) play(b model.SizedBoard) model.SizedBoard {
	if !m.played {
		m.child, m.played = b.PlayBit(m.bit), true
	}
	return m.child
}

// sizedParityBonus orders first, among moves of equal mobility, those in a
// quarter of the board with an odd number of empties.
const sizedParityBonus = 32

// How the moves are ordered, cheapest first.
const (
	orderNone    = iota // the table's move first, then square order
	orderFastest        // fewest replies for the opponent first, corners early
	orderSearch         // by a shallow search of each child
)

// orderedMoves lists every move into buf and orders them: the table's
// move first, then by the given method, which plays each move into its
// child (orderNone plays none: a move cut off is never played; see
// sizedMove.play). It returns how many there are. (An array, not a slice
// that append could move to the heap.)
func (e *sizedEngine) orderedMoves(buf *[64]sizedMove, b model.SizedBoard, moves model.Bits, ttMove, how int) int {
	n := 0
	empty := b.Empty()
	for ; !moves.IsZero(); moves = moves.WithoutLowest() {
		bit := moves.Lowest()
		m := &buf[n]
		n++
		m.bit, m.key, m.played = bit, 0, how != orderNone
		if m.played {
			m.child = b.PlayBit(bit)
		}
		switch {
		case bit == ttMove:
			m.key = 1 << 24
		case how == orderFastest:
			m.key = -64 * m.child.Moves().Count()
			for _, c := range e.eval.corners {
				if c == bit {
					m.key += 96
				}
			}
			if e.eval.quadrant[bit].And(empty).Count()&1 == 1 {
				m.key += sizedParityBonus // the last move of an odd region
			}
		case how == orderSearch:
			// deeper where the subtree is larger, so the order is better
			m.key = -e.alphaBeta(m.child, max(1, (m.child.Empties()-sizedSearchEmpties)/2+1), -sizedInf, sizedInf)
		}
	}
	if how != orderNone || ttMove >= 0 {
		// insertion sort: the lists are short
		for i := 1; i < n; i++ {
			for j := i; j > 0 && buf[j].key > buf[j-1].key; j-- {
				buf[j], buf[j-1] = buf[j-1], buf[j]
			}
		}
	}
	return n
}

// alphaBeta is the negamax principal variation search depth plies deep, in
// hundredths of a disc; a finished game scores its disc difference. A table
// entry answers only for the same depth, so the value is exactly Minimax's.
func (e *sizedEngine) alphaBeta(b model.SizedBoard, depth, alpha, beta int) int {
	if e.poll() {
		return 0
	}
	if depth <= 0 {
		return e.eval.evaluate(b)
	}
	moves := b.Moves()
	if moves.IsZero() {
		if b.OpponentMoves().IsZero() {
			return b.FinalScore() * ScoreScale
		}
		return -e.alphaBeta(b.Pass(), depth, -beta, -alpha)
	}
	ttMove := -1
	if s, ok := e.probe(b); ok {
		if int(s.depth) == depth {
			switch {
			case int(s.lower) >= beta:
				return int(s.lower)
			case int(s.upper) <= alpha:
				return int(s.upper)
			case s.lower == s.upper:
				return int(s.lower)
			}
		}
		ttMove = int(s.move)
	}
	var buf [64]sizedMove
	how := orderNone
	if depth >= 3 {
		how = orderFastest
	}
	list := buf[:e.orderedMoves(&buf, b, moves, ttMove, how)]
	best, bestMove := -sizedInf, -1
	a := alpha
	for i := range list {
		m := &list[i]
		child := m.play(b)
		var v int
		if i == 0 {
			v = -e.alphaBeta(child, depth-1, -beta, -a)
		} else {
			v = -e.alphaBeta(child, depth-1, -a-1, -a)
			if v > a && v < beta {
				v = -e.alphaBeta(child, depth-1, -beta, -v)
			}
		}
		if e.aborted {
			return 0
		}
		if v > best {
			best, bestMove = v, m.bit
			if v > a {
				a = v
			}
			if a >= beta {
				break
			}
		}
	}
	e.store(b, depth, alpha, beta, best, bestMove)
	return best
}

// minimax is the plain negamax search with no pruning, the reference that
// alphaBeta must agree with.
func (e *sizedEngine) minimax(b model.SizedBoard, depth int) int {
	if e.poll() {
		return 0
	}
	if depth <= 0 {
		return e.eval.evaluate(b)
	}
	moves := b.Moves()
	if moves.IsZero() {
		if b.OpponentMoves().IsZero() {
			return b.FinalScore() * ScoreScale
		}
		return -e.minimax(b.Pass(), depth)
	}
	best := -sizedInf
	for ; !moves.IsZero(); moves = moves.WithoutLowest() {
		best = max(best, -e.minimax(b.PlayBit(moves.Lowest()), depth-1))
	}
	return best
}

// pv follows the table's best moves from b, at most n of them.
func (e *sizedEngine) pv(b model.SizedBoard, n int) []model.Cell {
	var out []model.Cell
	for len(out) < n && !b.GameOver() {
		if b.Moves().IsZero() {
			out = append(out, model.CellPass)
			b = b.Pass()
			continue
		}
		s, ok := slot(&e.table, b, 0)
		if !ok {
			s, ok = e.probe(b)
		}
		if !ok || s.move < 0 || !b.Moves().Has(int(s.move)) {
			break
		}
		out = append(out, e.geo.CellOfBit(int(s.move)))
		b = b.PlayBit(int(s.move))
	}
	return out
}
