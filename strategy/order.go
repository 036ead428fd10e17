// Move lists and their ordering for the midgame search and the endgame
// solver.

package strategy

import (
	"math/bits"
	"slices"

	"othello/model"
)

// move is a candidate move with its flips and an ordering key (higher
// first).
type move struct {
	sq      model.Square
	flips   uint64
	replies uint64 // the opponent's moves after it, where the ordering found them
	key     int32
}

// maxMoves bounds the legal moves of a position (33 is the most known);
// move lists of this size live on the stack.
const maxMoves = 36

// fillMoves appends the legal moves of b, given their mask, with their
// flips.
func fillMoves(list []move, b model.Board, moves uint64) []move {
	for m := moves; m != 0; m &= m - 1 {
		sq := model.Square(bits.TrailingZeros64(m))
		list = append(list, move{sq: sq, flips: model.FlipsAt(b.Player, b.Opponent, sq)})
	}
	return list
}

// pickBest moves the best-keyed move from i onwards to position i: a lazy
// selection sort, cheap when a cut-off comes early.
func pickBest(list []move, i int) {
	best := i
	for j := i + 1; j < len(list); j++ {
		if list[j].key > list[best].key {
			best = j
		}
	}
	list[i], list[best] = list[best], list[i]
}

// sortRest orders list best first, as pickBest would one by one, for the
// threads that share it out.
func sortRest(list []move) []move {
	slices.SortStableFunc(list, func(a, b move) int { return int(b.key) - int(a.key) })
	return list
}

// squareOrder gives a static preference for each square, used to break
// ties and to order moves cheaply near the leaves: corners first, X and C
// squares beside an empty corner last.
var squareOrder = [64]int32{
	9, 2, 7, 6, 6, 7, 2, 9,
	2, 0, 4, 4, 4, 4, 0, 2,
	7, 4, 5, 5, 5, 5, 4, 7,
	6, 4, 5, 3, 3, 5, 4, 6,
	6, 4, 5, 3, 3, 5, 4, 6,
	7, 4, 5, 5, 5, 5, 4, 7,
	2, 0, 4, 4, 4, 4, 0, 2,
	9, 2, 7, 6, 6, 7, 2, 9,
}

// quadrant[sq] is the mask of the 4x4 quarter of the board holding sq, for
// parity ordering: in the endgame the side that moves last in a region
// gains, so moves into regions with an odd number of empties come first.
var quadrant = func() (q [64]uint64) {
	for sq := 0; sq < 64; sq++ {
		col, row := sq&7, sq>>3
		var m uint64 = 0x0f0f0f0f
		if col >= 4 {
			m <<= 4
		}
		if row >= 4 {
			m <<= 32
		}
		q[sq] = m
	}
	return q
}()
