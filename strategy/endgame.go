// The exact endgame solver: final disc differences by alpha-beta with null
// windows, fastest-first and parity ordering, the transposition table, and
// special code for the last four empty squares.

package strategy

import (
	"math/bits"

	"othello/model"
)

const (
	// Below these many empties the solver stops sorting by mobility and
	// orders by parity only; sorting costs more than it saves there.
	endSortMin = 7
	// From this many empties the solver uses the transposition table.
	endTableMin = 9
	// Above this many empties the solver looks up every child in the
	// table before searching (enhanced transposition cut-off).
	etcMin = 14
	// From this many empties the solver's move order also weighs the
	// evaluation one reply deep (see TUNING.md).
	endEvalMin = 14
	// discInf is beyond any disc difference.
	discInf = 65
	// From this many empties a selective stage of the solver tries to
	// cut a node by a shallow midgame search.
	endProbCutMin = 12
)

// finalDiff is the final disc difference of a finished game for the side
// with discs p, the empty squares going to the winner.
func finalDiff(p, o uint64) int {
	pc, oc := bits.OnesCount64(p), bits.OnesCount64(o)
	d := pc - oc
	switch e := 64 - pc - oc; {
	case d > 0:
		return d + e
	case d < 0:
		return d - e
	}
	return 0
}

// solveSorted searches positions with many empties: transposition table,
// moves sorted fastest-first (fewest replies for the opponent), then
// principal variation search.
func (e *engine) solveSorted(b model.Board, alpha, beta, n int) int {
	if e.stopped() {
		return 0
	}
	moves := b.Moves()
	if moves == 0 {
		if b.Pass().Moves() == 0 {
			return finalDiff(b.Player, b.Opponent)
		}
		return -e.solveSorted(b.Pass(), -beta, -alpha, n)
	}
	// the opponent's stable discs are at most all its discs: only when
	// those could bring the bound down to alpha is the count worth making
	if 64-2*bits.OnesCount64(b.Opponent) <= alpha {
		if up := stabilityBound(b.Player, b.Opponent); up <= alpha {
			return up
		}
	}
	ttMove := model.NoSquare
	useTable := n >= endTableMin
	if useTable {
		if ent, ok := e.ett.probe(b); ok {
			if v, ok := ent.cutoff(n, alpha, beta); ok {
				return v
			}
			ttMove = model.Square(ent.move)
		}
	}
	if e.endCut != nil && n >= endProbCutMin && beta == alpha+1 {
		if v, ok := e.endProbCut(b, n, alpha, beta); ok {
			return v
		}
	}
	var buf [maxMoves]move
	var list []move
	if n > etcMin {
		list = fillMoves(buf[:0], b, moves)
		// enhanced transposition cut-off: a child already known to refute
		// the opponent settles this position at once
		for _, m := range list {
			if ent, ok := e.ett.probe(b.PlayFlips(m.sq, m.flips)); ok && int(ent.depth) == n-1 && -int(ent.upper) >= beta {
				return -int(ent.upper)
			}
		}
	}
	alpha0 := alpha
	best, bestMove := -discInf, model.NoSquare
	// the table's move is searched before the others are listed and
	// ordered: when it cuts off, as it mostly does, that work is saved
	first := 0
	if ttMove.OnBoard() && moves&ttMove.Bit() != 0 {
		first = 1
		v := -e.solveChild(b.PlayFlips(ttMove, model.FlipsAt(b.Player, b.Opponent, ttMove)), -beta, -alpha, n-1)
		if e.aborted {
			return 0
		}
		best, bestMove = v, ttMove
		if v > alpha {
			alpha = v
			if v >= beta {
				if useTable {
					e.ett.store(b, n, alpha0, beta, best, bestMove)
				}
				return best
			}
		}
		moves &^= ttMove.Bit()
		for i := range list {
			if list[i].sq == ttMove {
				list[i] = list[len(list)-1]
				list = list[:len(list)-1]
				break
			}
		}
	}
	if list == nil {
		list = fillMoves(buf[:0], b, moves)
	}
	e.orderEnd(b, list, n)
	for i := range list {
		if i+first > 0 && n >= splitMinEmpties && e.canSplit(alpha, beta, len(list)-i, false) {
			best, bestMove = e.splitEnd(b, list[i:], n, alpha, beta, best, bestMove)
			if e.aborted {
				return 0
			}
			break
		}
		pickBest(list, i)
		m := list[i]
		child := b.PlayFlips(m.sq, m.flips)
		var v int
		if i+first == 0 {
			v = -e.solveChild(child, -beta, -alpha, n-1)
		} else {
			v = -e.solveChild(child, -alpha-1, -alpha, n-1)
			if v > alpha && v < beta {
				v = -e.solveChild(child, -beta, -v, n-1)
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
	if useTable {
		e.ett.store(b, n, alpha0, beta, best, bestMove)
	}
	return best
}

// orderEnd sets the solver's ordering keys: fastest first (few replies for
// the opponent, corners counting double), then the square and parity.
func (e *engine) orderEnd(b model.Board, list []move, n int) {
	empty := b.Empty()
	// the children's pattern indices follow from b's by update, cheaper
	// than reading each child's afresh
	var st, cs patState
	byPatterns := n >= endEvalMin && e.pw != nil
	if byPatterns {
		st.init(b)
	}
	for i := range list {
		m := &list[i]
		child := b.PlayFlips(m.sq, m.flips)
		replies := child.Moves()
		k := -int32(bits.OnesCount64(replies)+bits.OnesCount64(replies&cornerMask)) << 4
		if n >= endEvalMin {
			// far from the end, the opponent's best reply by the evaluation
			// as well: one reply less is worth four discs of evaluation
			var v int
			if byPatterns {
				cs.play(&st, m.sq, m.flips)
				v = e.replyEval(child, replies, &cs)
			} else {
				v = e.pvs(child, 1, -scoreInf, scoreInf)
			}
			k -= int32(v) * 4 / ScoreScale
		}
		k += squareOrder[m.sq]
		if bits.OnesCount64(empty&quadrant[m.sq])&1 == 1 {
			k += 3
		}
		m.key = k
	}
}

// solveChild returns the exact final disc difference of b, which has n
// empty squares, for the side to move if it lies inside (alpha, beta),
// else a bound on the side it fell (fail-soft).
func (e *engine) solveChild(b model.Board, alpha, beta, n int) int {
	if n >= endSortMin {
		return e.solveSorted(b, alpha, beta, n)
	}
	return e.solveSmall(b, alpha, beta, n, false)
}

// oddQuadrants returns the empty squares that lie in a quadrant with an odd
// number of empties.
func oddQuadrants(empty uint64) uint64 {
	var odd uint64
	for _, q := range [4]uint64{0x0f0f0f0f, 0xf0f0f0f0, 0x0f0f0f0f << 32, 0xf0f0f0f0 << 32} {
		if bits.OnesCount64(empty&q)&1 == 1 {
			odd |= empty & q
		}
	}
	return odd
}

// xcSquares are the X and C squares, next to the corners: moves there
// are tried last within their parity class, as they tend to give a corner
// away.
const xcSquares = 0x42c300000000c342

// parityOrder splits the empty squares into the order to try them: odd
// quadrants first, and within each parity the X and C squares last.
func parityOrder(empty, odd uint64) [4]uint64 {
	return [4]uint64{empty & odd &^ xcSquares, empty & odd & xcSquares, empty &^ odd &^ xcSquares, empty &^ odd & xcSquares}
}

// solveSmall searches positions with 5 or 6 empties by parity order
// (plain alpha-beta), and hands 4 or fewer to the special code.
func (e *engine) solveSmall(b model.Board, alpha, beta, n int, passed bool) int {
	if n <= 4 {
		return e.solveLast(b.Player, b.Opponent, alpha, beta, b.Empty(), n)
	}
	e.nodes++
	p, o := b.Player, b.Opponent
	empty := b.Empty()
	odd := oddQuadrants(empty)
	best := -discInf
	// the empty squares in parity order, without generating the move list
	for _, set := range parityOrder(empty, odd) {
		for ; set != 0; set &= set - 1 {
			sq := model.Square(bits.TrailingZeros64(set))
			f := flipsNear(p, o, sq)
			if f == 0 {
				continue
			}
			v := -e.solveSmall(b.PlayFlips(sq, f), -beta, -alpha, n-1, false)
			if v > best {
				best = v
				if v > alpha {
					alpha = v
					if v >= beta {
						return v
					}
				}
			}
		}
	}
	if best == -discInf {
		if passed {
			return finalDiff(p, o)
		}
		return -e.solveSmall(b.Pass(), -beta, -alpha, n, true)
	}
	return best
}

// solveLast sorts the last 1 to 4 empties, odd quadrants first, and solves.
func (e *engine) solveLast(p, o uint64, alpha, beta int, empty uint64, n int) int {
	var sq [4]model.Square
	i := 0
	odd := oddQuadrants(empty)
	for _, set := range parityOrder(empty, odd) {
		for ; set != 0; set &= set - 1 {
			sq[i] = model.Square(bits.TrailingZeros64(set))
			i++
		}
	}
	switch n {
	case 4:
		return e.solve4(p, o, alpha, beta, sq, false)
	case 3:
		return e.solve3(p, o, alpha, beta, sq[0], sq[1], sq[2], false)
	case 2:
		return e.solve2(p, o, alpha, beta, sq[0], sq[1], false)
	case 1:
		e.nodes++
		return solve1(p, o, sq[0])
	}
	e.nodes++
	return finalDiff(p, o)
}

// rest4[i] lists the indices of the other three of four squares.
var rest4 = [4][3]uint8{{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}}

func (e *engine) solve4(p, o uint64, alpha, beta int, sq [4]model.Square, passed bool) int {
	e.nodes++
	best := -discInf
	for i, x := range sq {
		f := flipsNear(p, o, x)
		if f == 0 {
			continue
		}
		// the other three squares, in their order
		r := &rest4[i]
		v := -e.solve3(o&^f, p|f|1<<uint(x), -beta, -alpha, sq[r[0]&3], sq[r[1]&3], sq[r[2]&3], false)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					return v
				}
			}
		}
	}
	if best == -discInf {
		if passed {
			return finalDiff(p, o)
		}
		return -e.solve4(o, p, -beta, -alpha, sq, true)
	}
	return best
}

func (e *engine) solve3(p, o uint64, alpha, beta int, x1, x2, x3 model.Square, passed bool) int {
	e.nodes++
	best := -discInf
	if f := flipsNear(p, o, x1); f != 0 {
		best = -e.solve2(o&^f, p|f|1<<uint(x1), -beta, -alpha, x2, x3, false)
		if best >= beta {
			return best
		}
		if best > alpha {
			alpha = best
		}
	}
	if f := flipsNear(p, o, x2); f != 0 {
		v := -e.solve2(o&^f, p|f|1<<uint(x2), -beta, -alpha, x1, x3, false)
		if v >= beta {
			return v
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
			}
		}
	}
	if f := flipsNear(p, o, x3); f != 0 {
		v := -e.solve2(o&^f, p|f|1<<uint(x3), -beta, -alpha, x1, x2, false)
		if v > best {
			best = v
		}
	}
	if best == -discInf {
		if passed {
			return finalDiff(p, o)
		}
		return -e.solve3(o, p, -beta, -alpha, x1, x2, x3, true)
	}
	return best
}

// solve2 counts the positions with one empty it reaches as nodes, as
// other engines do, so that nodes per second compare.
func (e *engine) solve2(p, o uint64, alpha, beta int, x1, x2 model.Square, passed bool) int {
	e.nodes++
	best := -discInf
	if f := flipsNear(p, o, x1); f != 0 {
		e.nodes++
		best = -solve1(o&^f, p|f|1<<uint(x1), x2)
		if best >= beta {
			return best
		}
	}
	if f := flipsNear(p, o, x2); f != 0 {
		e.nodes++
		if v := -solve1(o&^f, p|f|1<<uint(x2), x1); v > best {
			best = v
		}
	}
	if best == -discInf {
		if passed {
			return finalDiff(p, o)
		}
		return -e.solve2(o, p, -beta, -alpha, x1, x2, true)
	}
	return best
}

// solve1 returns the final disc difference with one empty square x left,
// counting flips without building the boards. With 63 discs down, a move
// flipping f discs ends the game at 2*(p+f) - 62 for the mover.
func solve1(p, o uint64, x model.Square) int {
	pc := bits.OnesCount64(p)
	if n := lastFlipCount(p, x); n != 0 {
		return 2*(pc+n) - 62
	}
	if n := lastFlipCount(o, x); n != 0 {
		return 2*(pc-n) - 64
	}
	if 2*pc > 63 {
		return 2*pc - 62
	}
	return 2*pc - 64
}
