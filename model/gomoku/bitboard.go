// Bitboards: sets of squares a row at a time, and the shifts that find
// lines of five in the four directions.

package gomoku

import "math/bits"

// Bitboard is a set of squares, one uint32 a row: bit x of row y is square
// (x, y). Rows beyond the board's size, and bits beyond its width, stay
// zero, so the shifts below need no mask: a stone pushed off the board
// lands on a bit no stone can match.
//
//	        bit 0  1  2 ... 19
//	row  0   0,0 1,0 2,0 ... 19,0
//	row  1   0,1 1,1 2,1 ... 19,1
//	...
//	row 19   0,19 ...       19,19
type Bitboard [MaxSize]uint32

// Has reports whether sq is in the set.
func (b Bitboard) Has(sq Square) bool {
	if sq < 0 || sq >= NumSquares {
		return false
	}
	return b[sq.Y()]>>uint(sq.X())&1 != 0
}

// Set adds sq to the set.
func (b *Bitboard) Set(sq Square) { b[sq.Y()] |= 1 << uint(sq.X()) }

// Clear removes sq from the set.
func (b *Bitboard) Clear(sq Square) { b[sq.Y()] &^= 1 << uint(sq.X()) }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int {
	n := 0
	for _, r := range b {
		n += bits.OnesCount32(r)
	}
	return n
}

// Squares lists the set's squares, row by row from the top.
func (b Bitboard) Squares() []Square {
	var out []Square
	for y, r := range b {
		for ; r != 0; r &= r - 1 {
			out = append(out, At(bits.TrailingZeros32(r), y))
		}
	}
	return out
}

// direction is a step along a line. Every line is walked downwards or
// to the right, so dy is 0 or 1.
type direction struct{ dx, dy int }

// directions are the four lines through a point: horizontal, vertical
// and the two diagonals.
var directions = [4]direction{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}

// along returns row y+k*dy of b shifted so that its bit x holds square
// (x+k*dx, y+k*dy): ANDing along(y, 0..4) leaves the squares of row y
// that start five stones in a row in direction d.
func (b *Bitboard) along(y, k int, d direction) uint32 {
	yy := y + k*d.dy
	if yy < 0 || yy >= MaxSize {
		return 0
	}
	r := b[yy]
	if s := k * d.dx; s < 0 {
		return r << uint(-s)
	}
	return r >> uint(k*d.dx)
}

// fiveStarts returns the squares of row y that start a winning run in
// direction d: five or more stones in a row, or with exact set exactly
// five, neither the square before the start nor the one after the fifth
// holding a stone.
func (b *Bitboard) fiveStarts(y int, d direction, exact bool) uint32 {
	m := b.along(y, 0, d) & b.along(y, 1, d) & b.along(y, 2, d) & b.along(y, 3, d) & b.along(y, 4, d)
	if exact && m != 0 {
		m &^= b.along(y, -1, d) | b.along(y, 5, d)
	}
	return m
}

// hasFive reports whether the set holds a winning run anywhere.
func (b *Bitboard) hasFive(exact bool) bool {
	for _, d := range directions {
		for y := range MaxSize - 4*d.dy {
			if b.fiveStarts(y, d, exact) != 0 {
				return true
			}
		}
	}
	return false
}

// winsThrough reports in which directions a winning run passes through
// sq, as a mask of bit i for directions[i]. Each line through sq is read
// into an 11-bit word, bit 5 being sq and bit 5+k the k-th square along
// the direction, so that the five test is the same shifts as fiveStarts
// on one word, kept to the five starts whose run holds sq.
func (b *Bitboard) winsThrough(sq Square, exact bool) (mask int) {
	var words [4]uint32
	x, y := sq.X(), sq.Y()
	if s := x - 5; s >= 0 {
		words[0] = b[y] >> uint(s)
	} else {
		words[0] = b[y] << uint(-s)
	}
	for k := -5; k <= 5; k++ {
		yy := y + k
		if yy < 0 || yy >= MaxSize {
			continue
		}
		r, bit := b[yy], uint(k+5)
		words[1] |= (r >> uint(x) & 1) << bit
		if xx := x + k; xx >= 0 {
			words[2] |= (r >> uint(xx) & 1) << bit
		}
		if xx := x - k; xx >= 0 {
			words[3] |= (r >> uint(xx) & 1) << bit
		}
	}
	for i, w := range words {
		w &= 1<<11 - 1
		m := w & (w >> 1) & (w >> 2) & (w >> 3) & (w >> 4)
		if exact {
			m &^= w<<1 | w>>5
		}
		if m&throughCenter != 0 {
			mask |= 1 << i
		}
	}
	return mask
}

// throughCenter are the five starts, bits 1 to 5 of a line's word, whose
// run of five holds its centre, bit 5.
const throughCenter = 0b111110

// run returns the squares of the unbroken line of stones through sq in
// direction d, from one end to the other.
func (b *Bitboard) run(sq Square, d direction) []Square {
	x, y := sq.X(), sq.Y()
	for b.Has(at(x-d.dx, y-d.dy)) {
		x, y = x-d.dx, y-d.dy
	}
	var out []Square
	for ; b.Has(at(x, y)); x, y = x+d.dx, y+d.dy {
		out = append(out, At(x, y))
	}
	return out
}

// at is At for coordinates that may be off the largest board: those give
// NoSquare, which no set holds.
func at(x, y int) Square {
	if x < 0 || y < 0 || x >= MaxSize || y >= MaxSize {
		return NoSquare
	}
	return At(x, y)
}
