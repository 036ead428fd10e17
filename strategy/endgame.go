// The exact endgame solver: final disc differences by alpha-beta with null
// windows, fastest-first and parity ordering and the transposition table;
// the last six empty squares are endgame_last.go's.

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
