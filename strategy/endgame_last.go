// The endgame solver's last empty squares: parity order (odd quadrants
// first, X and C squares last), plain alpha-beta for five or six empties,
// and special code for the last four.

package strategy

import (
	"math/bits"

	"othello/model"
)

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
