// Stable discs: discs that no sequence of moves can flip, for the endgame
// solver's stability cut-off.

package strategy

import "math/bits"

// diagonals lists the 13 diagonals of each direction with three or more
// squares (shorter ones lie on the border anyway).
var diagonals, antiDiagonals = func() (d, a []uint64) {
	for start := -5; start <= 5; start++ {
		var m uint64
		var n uint64
		for row := 0; row < 8; row++ {
			if col := row + start; col >= 0 && col < 8 {
				m |= 1 << uint(row*8+col)
			}
			if col := 7 - row + start; col >= 0 && col < 8 {
				n |= 1 << uint(row*8+col)
			}
		}
		d, a = append(d, m), append(a, n)
	}
	return d, a
}()

const border = rowFirst | rowLast | colA | colH

// fullLines returns, for each of the four directions, the squares whose
// line in that direction is completely filled (border squares count as
// full along the diagonals that have no more than their own square).
func fullLines(occ uint64) (h, v, d, a uint64) {
	for r := 0; r < 8; r++ {
		if row := uint64(0xff) << uint(8*r); occ&row == row {
			h |= row
		}
	}
	// & and >> bind equally tight in Go, left to right: the shifts need
	// their parentheses, or the column test is always empty
	col := occ & (occ >> 8) & (occ >> 16) & (occ >> 24) & (occ >> 32) & (occ >> 40) & (occ >> 48) & (occ >> 56) & rowFirst
	v = col * colA
	d, a = border, border
	for _, m := range diagonals {
		if occ&m == m {
			d |= m
		}
	}
	for _, m := range antiDiagonals {
		if occ&m == m {
			a |= m
		}
	}
	return
}

// stableDiscs returns discs of p that can never be flipped: in each of the
// four directions their line is full, or they touch the border or a stable
// disc of their own colour on that line. It finds a subset of the stable
// discs, never a disc that could be flipped.
func stableDiscs(p, o uint64) uint64 {
	fh, fv, fd, fa := fullLines(p | o)
	fh |= colA | colH
	fv |= rowFirst | rowLast
	s := p & fh & fv & fd & fa
	if s == 0 {
		return 0
	}
	for {
		h := fh | s<<1&notColA | s>>1&notColH
		v := fv | s<<8 | s>>8
		d := fd | s<<9&notColA | s>>9&notColH
		a := fa | s<<7&notColH | s>>7&notColA
		next := s | p&h&v&d&a
		if next == s {
			return s
		}
		s = next
	}
}

// stabilityBound returns the best final disc difference the side with
// discs p can hope for when the opponent's stable discs are fixed.
func stabilityBound(p, o uint64) int {
	return 64 - 2*bits.OnesCount64(stableDiscs(o, p))
}
