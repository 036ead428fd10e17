// The layouts of the board sizes: cells, their names, and where each sits
// in the padded 128-bit set.

package model

import (
	"fmt"
	"strings"

	"othello/model/bounded"
)

// Sizes lists the board sizes the game supports, smallest first.
var Sizes = []int{4, 6, 8, 10}

// Cell is a square of a board of any size, numbered row by row from the top
// left, row*size + col; on 8x8 it is the Square of the same number. CellPass
// is the move of a side with no legal move.
type Cell int8

const (
	// CellPass is a pass.
	CellPass Cell = -2
	// NoCell marks the absence of a move.
	NoCell Cell = -1
)

// Geometry is the layout of one board size. A board of size n is stored with
// a stride of n+1 bits per row: the extra bit after each row is never a
// square, so a shift along a row or a diagonal that leaves the board lands on
// it (or past the last row) and is masked away, with no per-column masks.
//
//	6x6, bit numbers:   a  b  c  d  e  f  pad
//	                1   0  1  2  3  4  5  (6)
//	                2   7  8  9 10 11 12 (13)
//	                ...
//	                6  35 36 37 38 39 40 (41)
//
// 10x10 needs 10 rows of 11 bits, 110 bits: two 64-bit words.
type Geometry struct {
	n, stride int
	all       Bits    // every square of the board
	dirs      [8]int  // the eight directions as bit shifts
	up        [4]uint // the four of them towards higher bits
	small     bool    // the board fits in the low word, as 4x4 and 6x6 do
	rays      [128][8]Bits
	bitOf     []int8    // bitOf[cell] is the cell's bit
	cellOf    [128]int8 // cellOf[bit] is the bit's cell, or -1 off the board
}

var geometries = func() map[int]*Geometry {
	m := map[int]*Geometry{}
	for _, n := range Sizes {
		g := &Geometry{n: n, stride: n + 1, bitOf: make([]int8, n*n)}
		s := g.stride
		g.dirs = [8]int{1, -1, s, -s, s + 1, -(s + 1), s - 1, -(s - 1)}
		g.up = [4]uint{1, uint(s), uint(s + 1), uint(s - 1)}
		for i := range g.cellOf {
			g.cellOf[i] = -1
		}
		for row := 0; row < n; row++ {
			for col := 0; col < n; col++ {
				b := row*s + col
				g.all = g.all.Or(bitAt(b))
				g.bitOf[row*n+col] = int8(b)
				g.cellOf[b] = int8(row*n + col)
			}
		}
		g.small = n*s <= 64
		// rays[bit][d]: the squares seen from bit in direction d, the
		// four directions towards higher bits first (as for 8x8).
		steps := [8][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}, {-1, 0}, {0, -1}, {-1, -1}, {1, -1}}
		for row := 0; row < n; row++ {
			for col := 0; col < n; col++ {
				for d, st := range steps {
					for c, r := col+st[0], row+st[1]; c >= 0 && c < n && r >= 0 && r < n; c, r = c+st[0], r+st[1] {
						g.rays[row*s+col][d] = g.rays[row*s+col][d].Or(bitAt(r*s + c))
					}
				}
			}
		}
		m[n] = g
	}
	return m
}()

// GeometryOf returns the layout of boards of size n, or an error naming the
// sizes there are.
func GeometryOf(n int) (*Geometry, error) {
	if g, ok := geometries[n]; ok {
		return g, nil
	}
	return nil, &ReadError{Problem: BadSize, Found: fmt.Sprint(n), english: fmt.Sprintf("board size %d: want 4, 6, 8 or 10", n)}
}

// Size returns the number of rows (and columns).
func (g *Geometry) Size() int { return g.n }

// Cells returns the number of squares, size*size.
func (g *Geometry) Cells() int { return g.n * g.n }

// All returns every square of the board.
func (g *Geometry) All() Bits { return g.all }

// Cell returns the cell in column col and row row, both from 0.
func (g *Geometry) Cell(col, row int) Cell { return Cell(row*g.n + col) }

// ColRow returns a cell's column and row, both from 0.
func (g *Geometry) ColRow(c Cell) (col, row int) { return int(c) % g.n, int(c) / g.n }

// OnBoard reports whether c is a square of this size.
func (g *Geometry) OnBoard(c Cell) bool { return c >= 0 && int(c) < g.n*g.n }

// Bit returns the bit index of a cell on the board.
func (g *Geometry) Bit(c Cell) int { return int(g.bitOf[c]) }

// CellOfBit returns the cell of a bit index of the board.
func (g *Geometry) CellOfBit(b int) Cell { return Cell(g.cellOf[b&127]) }

// CellBits returns the set holding cell c alone (empty for CellPass).
func (g *Geometry) CellBits(c Cell) Bits {
	if !g.OnBoard(c) {
		return Bits{}
	}
	return bitAt(g.Bit(c))
}

// CellsOf lists the cells of a set in increasing order.
func (g *Geometry) CellsOf(set Bits) []Cell {
	out := make([]Cell, 0, set.Count())
	for ; !set.IsZero(); set = set.WithoutLowest() {
		out = append(out, g.CellOfBit(set.Lowest()))
	}
	return out
}

// CellName writes a cell as on the printed board: column a-j, row 1-10
// ("d3", "j10"), "pass" for CellPass, "--" for anything else.
func (g *Geometry) CellName(c Cell) string {
	switch {
	case c == CellPass:
		return "pass"
	case !g.OnBoard(c):
		return "--"
	}
	col, row := g.ColRow(c)
	return fmt.Sprintf("%c%d", 'a'+col, row+1)
}

// UpperName writes a cell as the GGF records and the text protocols
// write it, on any size: "F5", "J10", or "PA" for a pass (Square.Upper's
// way on 8x8).
func (g *Geometry) UpperName(c Cell) string {
	if c == CellPass {
		return "PA"
	}
	return strings.ToUpper(g.CellName(c))
}

// ParseCell reads a square of this size such as "d3" or "J10" (any case),
// or a pass written "pass", "PS", "PA" or "--".
func (g *Geometry) ParseCell(text string) (Cell, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	switch t {
	case "pass", "ps", "pa", "--":
		return CellPass, nil
	}
	last := byte('a' + g.n - 1)
	if len(t) < 2 || len(t) > 3 {
		return NoCell, &ReadError{Problem: BadSquare, Found: bounded.Quote(text), Size: g.n,
			english: fmt.Sprintf("square %s: want a column a-%c and a row 1-%d, such as c2", bounded.Quote(text), last, g.n)}
	}
	if t[0] < 'a' || t[0] > last {
		return NoCell, &ReadError{Problem: BadColumn, Found: fmt.Sprintf("%q", t[0]), Size: g.n,
			english: fmt.Sprintf("square %s: column %q is not a-%c", bounded.Quote(text), t[0], last)}
	}
	badRow := &ReadError{Problem: BadRow, Found: bounded.Quote(t[1:]), Size: g.n,
		english: fmt.Sprintf("square %s: row %s is not 1-%d", bounded.Quote(text), bounded.Quote(t[1:]), g.n)}
	row := 0
	for _, ch := range t[1:] {
		if ch < '0' || ch > '9' {
			return NoCell, badRow
		}
		row = row*10 + int(ch-'0')
	}
	if row < 1 || row > g.n {
		return NoCell, badRow
	}
	return g.Cell(int(t[0]-'a'), row-1), nil
}

// CellOfSquare returns the 8x8 cell of a square: the same number, CellPass
// for Pass and NoCell for anything else.
func CellOfSquare(sq Square) Cell {
	switch {
	case sq == Pass:
		return CellPass
	case sq.OnBoard():
		return Cell(sq)
	}
	return NoCell
}

// CellsOfSquares returns a line of 8x8 squares as cells; nil stays nil,
// as a result with no line has none.
func CellsOfSquares(line []Square) []Cell {
	if line == nil {
		return nil
	}
	out := make([]Cell, len(line))
	for i, sq := range line {
		out[i] = CellOfSquare(sq)
	}
	return out
}

// SquaresOfCells returns a line of 8x8 cells as squares.
func SquaresOfCells(line []Cell) []Square {
	out := make([]Square, len(line))
	for i, c := range line {
		out[i] = c.Square()
	}
	return out
}

// Square returns an 8x8 cell as the square of the same number, Pass for
// CellPass and NoSquare for anything else.
func (c Cell) Square() Square {
	switch {
	case c == CellPass:
		return Pass
	case c >= 0 && c < 64:
		return Square(c)
	}
	return NoSquare
}
