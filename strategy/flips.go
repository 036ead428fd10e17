// The endgame solver's cheap flip tests: no opponent neighbour means no
// flip, and the fast count of flips on the last empty square.

package strategy

import (
	"othello/model"
)

// neighbourMask[sq] holds the up to eight squares next to sq. A move on sq
// flips something only if one of them holds an opponent disc, a test much
// cheaper than computing the flips.
var neighbourMask = func() (m [64]uint64) {
	for sq := 0; sq < 64; sq++ {
		m[sq] = neighbours(1 << uint(sq))
	}
	return m
}()

// flipsNear is model.FlipsAt for a square that may have no opponent disc
// beside it, which is common near the end and cheap to rule out.
func flipsNear(p, o uint64, sq model.Square) uint64 {
	if neighbourMask[sq&63]&o == 0 {
		return 0
	}
	return model.FlipsAt(p, o, sq)
}

// lastFlipCount returns how many discs the player with discs p flips by
// playing the only empty square x; every other square holds a disc. Each of
// the four lines through x is read as an 8-bit pattern of the player's
// discs, and a table gives the flips on that line: four lookups instead of
// eight rays, at nearly every leaf of the solver.
func lastFlipCount(p uint64, x model.Square) int {
	l := &lastLines[x&63]
	row := p >> l.rowShift & 0xff
	col := (p >> l.col & 0x0101010101010101) * 0x0102040810204080 >> 56
	diag := (p & l.diag) * 0x0101010101010101 >> 56
	anti := (p & l.anti) * 0x0101010101010101 >> 56
	t := &lastFlips
	return int(t[l.col][row] + t[l.rank][col] + t[l.col][diag] + t[l.col][anti])
}

// lastLine locates a square's four lines for lastFlipCount: the shift that
// brings its row to the low byte, its file (its place in the row and in
// the diagonals, whose discs the multiplication gathers by file), its
// place in the column's pattern, and the masks of its two diagonals.
type lastLine struct {
	rowShift, col, rank uint8
	diag, anti          uint64
}

var lastLines = func() (ls [64]lastLine) {
	for sq := range 64 {
		r, c := sq>>3, sq&7
		l := &ls[sq]
		l.rowShift, l.col = uint8(8*r), uint8(c)
		// the column's multiplication puts rank r at bit r
		l.rank = uint8(r)
		for k := -7; k <= 7; k++ {
			if rr, cc := r+k, c+k; rr >= 0 && rr < 8 && cc >= 0 && cc < 8 {
				l.diag |= 1 << uint(rr*8+cc)
			}
			if rr, cc := r+k, c-k; rr >= 0 && rr < 8 && cc >= 0 && cc < 8 {
				l.anti |= 1 << uint(rr*8+cc)
			}
		}
	}
	return ls
}()

// lastFlips[i][pattern] is how many discs a move at place i of a full line
// flips, where pattern holds the mover's discs: on each side, the discs up
// to the mover's first one. Places beyond the line's end read as empty of
// the mover's discs, so a run reaching them flips nothing, as it should.
var lastFlips = func() (t [8][256]uint8) {
	for i := range 8 {
		for pat := range 256 {
			n := 0
			for _, dir := range []int{-1, 1} {
				run := 0
				for j := i + dir; j >= 0 && j < 8; j += dir {
					if pat>>uint(j)&1 == 1 {
						n += run
						break
					}
					run++
				}
			}
			t[i][pat] = uint8(n)
		}
	}
	return t
}()
