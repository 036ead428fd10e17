// The exact solver of boards of any size: null-window tests of the final
// disc difference, the table from a few empties, the enhanced cut-off, the
// last empties written out, and mirror-image moves solved once.

package strategy

import (
	"othello/model"
)

// The solver orders moves by the opponent's replies from sizedSortEmpties
// empties, and by shallow searches from sizedSearchEmpties; with fewer
// empties the cost of ordering exceeds its gain.
const (
	sizedTableEmpties  = 6  // the table is used from this many empties
	sizedETCEmpties    = 12 // the enhanced cut-off is tried from this many
	sizedSortEmpties   = 7
	sizedSearchEmpties = 14
)

// solve returns the exact final disc difference of b for the side to move,
// or a bound of it outside the window (alpha, beta), by principal variation
// search to the end with a table of bounds.
func (e *sizedEngine) solve(b model.SizedBoard, alpha, beta int) int {
	if b.Empties() <= sizedLastEmpties {
		return e.solveLast(b, alpha, beta, false)
	}
	if e.poll() {
		return 0
	}
	moves := b.Moves()
	if moves.IsZero() {
		if b.OpponentMoves().IsZero() {
			return b.FinalScore()
		}
		return -e.solve(b.Pass(), -beta, -alpha)
	}
	empties := b.Empties()
	if empties == 1 {
		return -b.PlayBit(moves.Lowest()).FinalScore()
	}
	ttMove := -1
	if empties >= sizedTableEmpties {
		if s, ok := slot(&e.table, b, 0); ok {
			switch {
			case int(s.lower) >= beta:
				return int(s.lower)
			case int(s.upper) <= alpha:
				return int(s.upper)
			case s.lower == s.upper:
				return int(s.lower)
			}
			alpha, beta = max(alpha, int(s.lower)), min(beta, int(s.upper))
			ttMove = int(s.move)
		}
	}
	if empties >= sizedETCEmpties {
		// enhanced transposition cut-off: a child already known to be
		// bad enough for the opponent settles the node without a search
		for m := moves; !m.IsZero(); m = m.WithoutLowest() {
			if s, ok := slot(&e.table, b.PlayBit(m.Lowest()), 0); ok && -int(s.upper) >= beta {
				return -int(s.upper)
			}
		}
	}
	alpha0 := alpha
	best, bestMove := -sizedDiscInf, -1
	searched := 0
	if ttMove >= 0 && moves.Has(ttMove) {
		// the table's move first, before the others are ordered: it
		// often cuts off alone, and ordering costs shallow searches
		best, bestMove = -e.solve(b.PlayBit(ttMove), -beta, -alpha), ttMove
		if e.aborted {
			return 0
		}
		alpha = max(alpha, best)
		moves = moves.AndNot(e.geo.CellBits(e.geo.CellOfBit(ttMove)))
		searched++
	}
	if alpha < beta && !moves.IsZero() {
		var buf [64]sizedMove
		how := orderNone
		switch {
		case empties >= sizedSearchEmpties:
			how = orderSearch
		case empties >= sizedSortEmpties:
			how = orderFastest
		}
		list := buf[:e.orderedMoves(&buf, b, moves, -1, how)]
		if empties >= e.geo.Cells()-4-sizedSymmetryPlies {
			list = withoutImages(b, list)
		}
		for i := range list {
			m := &list[i]
			child := m.play(b)
			var v int
			if searched == 0 {
				v = -e.solve(child, -beta, -alpha)
			} else {
				v = -e.solve(child, -alpha-1, -alpha)
				if v > alpha && v < beta {
					v = -e.solve(child, -beta, -v)
				}
			}
			searched++
			if e.aborted {
				return 0
			}
			if v > best {
				best, bestMove = v, m.bit
				if v > alpha {
					alpha = v
				}
				if alpha >= beta {
					break
				}
			}
		}
	}
	if empties >= sizedTableEmpties {
		e.storeExact(b, alpha0, beta, best, bestMove)
	}
	return best
}

// sizedLastEmpties is the most empties solveLast takes.
const sizedLastEmpties = 4

// solveLast solves the last few empties: it tries each empty square and
// keeps those that flip, instead of generating moves, and keeps no table.
// passed says the previous move was a pass.
func (e *sizedEngine) solveLast(b model.SizedBoard, alpha, beta int, passed bool) int {
	e.poll()
	best := -sizedDiscInf
	for sq := b.Empty(); !sq.IsZero(); sq = sq.WithoutLowest() {
		bit := sq.Lowest()
		f := b.FlipsBit(bit)
		if f.IsZero() {
			continue
		}
		child := b.PlayBitFlips(bit, f)
		var v int
		if child.Player.IsZero() {
			v = -child.FinalScore() // a wipe-out ends the game
		} else {
			v = -e.solveLast(child, -beta, -max(alpha, best), false)
		}
		if v > best {
			best = v
			if best >= beta {
				return best
			}
		}
	}
	if best > -sizedDiscInf {
		return best
	}
	if passed {
		return b.FinalScore() // neither side can move
	}
	return -e.solveLast(b.Pass(), -beta, -alpha, true)
}

// sizedSymmetryPlies is how many plies from the start the solver treats
// mirror images as one: near the start many moves are images of one
// another (the four first moves all are), so each needs solving once.
const sizedSymmetryPlies = 8

// withoutImages drops the moves whose child is the image of an earlier
// one's under a symmetry of the board: the values are equal.
func withoutImages(b model.SizedBoard, list []sizedMove) []sizedMove {
	out := list[:0]
	for i := range list {
		m := list[i]
		child := m.play(b)
		dup := false
		for _, k := range out {
			if child.IsImageOf(k.child) {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, m)
		}
	}
	return out
}

// storeExact records a solver result, keeping what the table knew of the
// same position.
func (e *sizedEngine) storeExact(b model.SizedBoard, alpha, beta, v, move int) {
	s, ok := slot(&e.table, b, int8(b.Empties()))
	lower, upper := int32(-sizedDiscInf), int32(sizedDiscInf)
	if ok {
		lower, upper = s.lower, s.upper
	}
	switch {
	case v <= alpha:
		upper = min(upper, int32(v))
	case v >= beta:
		lower = max(lower, int32(v))
	default:
		lower, upper = int32(v), int32(v)
	}
	*s = sizedEntry{p: b.Player, o: b.Opponent, lower: lower, upper: upper, depth: int8(b.Empties()), move: int8(move)}
}
