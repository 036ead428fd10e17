// The eight symmetries of a square board, for searches that treat mirror
// images of a position as one.

package model

// symmetries[k] maps (col, row) of an n-square board to its image under the
// k-th symmetry: the identity, the three rotations, and four reflections.
var symmetries = [8]func(c, r, n int) (int, int){
	func(c, r, n int) (int, int) { return c, r },
	func(c, r, n int) (int, int) { return n - 1 - r, c },
	func(c, r, n int) (int, int) { return n - 1 - c, n - 1 - r },
	func(c, r, n int) (int, int) { return r, n - 1 - c },
	func(c, r, n int) (int, int) { return n - 1 - c, r },
	func(c, r, n int) (int, int) { return c, n - 1 - r },
	func(c, r, n int) (int, int) { return r, c },
	func(c, r, n int) (int, int) { return n - 1 - r, n - 1 - c },
}

// Symmetries is the number of symmetries of a square board.
const Symmetries = 8

// symmetricBits returns the image of set under symmetry k.
func (g *Geometry) symmetricBits(set Bits, k int) Bits {
	var out Bits
	for ; !set.IsZero(); set = set.WithoutLowest() {
		col, row := g.ColRow(g.CellOfBit(set.Lowest()))
		c, r := symmetries[k&7](col, row, g.n)
		out = out.Or(bitAt(r*g.stride + c))
	}
	return out
}

// Symmetric returns the image of the board under symmetry k (0 to 7, 0
// the identity). The rules do not change under any of them.
func (b SizedBoard) Symmetric(k int) SizedBoard {
	return SizedBoard{Player: b.geo.symmetricBits(b.Player, k), Opponent: b.geo.symmetricBits(b.Opponent, k), geo: b.geo}
}

// SymmetricCell returns the image of cell c under symmetry k.
func (g *Geometry) SymmetricCell(c Cell, k int) Cell {
	if !g.OnBoard(c) {
		return c
	}
	col, row := g.ColRow(c)
	nc, nr := symmetries[k&7](col, row, g.n)
	return g.Cell(nc, nr)
}

// IsImageOf reports whether b is the image of a under some symmetry.
func (b SizedBoard) IsImageOf(a SizedBoard) bool {
	if b.Player.Count() != a.Player.Count() || b.Opponent.Count() != a.Opponent.Count() {
		return false
	}
	for k := 0; k < Symmetries; k++ {
		if a.Symmetric(k) == b {
			return true
		}
	}
	return false
}
