// Boards of 4x4, 6x6, 8x8 and 10x10 on one padded 128-bit layout, for the
// sizes of the Reversi report; the 8x8 game keeps its own faster Board.

package model

import (
	"fmt"
	"strings"
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
	all       Bits   // every square of the board
	dirs      [8]int // the eight directions as bit shifts
	small     bool   // the board fits in the low word, as 4x4 and 6x6 do
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
	return nil, fmt.Errorf("board size %d: want 4, 6, 8 or 10", n)
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
		return NoCell, fmt.Errorf("square %q: want a column a-%c and a row 1-%d, such as c2", text, last, g.n)
	}
	if t[0] < 'a' || t[0] > last {
		return NoCell, fmt.Errorf("square %q: column %q is not a-%c", text, t[0], last)
	}
	row := 0
	for _, ch := range t[1:] {
		if ch < '0' || ch > '9' {
			return NoCell, fmt.Errorf("square %q: row %q is not 1-%d", text, t[1:], g.n)
		}
		row = row*10 + int(ch-'0')
	}
	if row < 1 || row > g.n {
		return NoCell, fmt.Errorf("square %q: row %q is not 1-%d", text, t[1:], g.n)
	}
	return g.Cell(int(t[0]-'a'), row-1), nil
}

// SizedBoard is a board of any supported size seen from the side to move,
// as Board is for 8x8: Player holds the discs of the side to move, Opponent
// the other side's, and Play returns a new board.
type SizedBoard struct {
	Player, Opponent Bits
	geo              *Geometry
}

// SizedStart returns the opening of size n with Black to move: the four
// centre squares, the side to move on the lower-left and upper-right ones
// (d5 and e4 on 8x8).
func SizedStart(n int) (SizedBoard, error) {
	g, err := GeometryOf(n)
	if err != nil {
		return SizedBoard{}, err
	}
	h := n / 2
	return SizedBoard{
		Player:   g.CellBits(g.Cell(h-1, h)).Or(g.CellBits(g.Cell(h, h-1))),
		Opponent: g.CellBits(g.Cell(h-1, h-1)).Or(g.CellBits(g.Cell(h, h))),
		geo:      g,
	}, nil
}

// NewSizedBoard builds a board of geometry g from the two sides' cells.
func NewSizedBoard(g *Geometry, player, opponent Bits) SizedBoard {
	return SizedBoard{Player: player.And(g.all), Opponent: opponent.And(g.all), geo: g}
}

// SizedFromBoard returns the 8x8 board in the sized layout.
func SizedFromBoard(b Board) SizedBoard {
	g := geometries[8]
	var p, o Bits
	for sq := A1; sq <= H8; sq++ {
		if b.Player&sq.Bit() != 0 {
			p = p.Or(bitAt(g.Bit(Cell(sq))))
		}
		if b.Opponent&sq.Bit() != 0 {
			o = o.Or(bitAt(g.Bit(Cell(sq))))
		}
	}
	return SizedBoard{Player: p, Opponent: o, geo: g}
}

// Board8 returns an 8x8 sized board as a Board, and false for other sizes.
func (b SizedBoard) Board8() (Board, bool) {
	if b.geo == nil || b.geo.n != 8 {
		return Board{}, false
	}
	var out Board
	for sq := A1; sq <= H8; sq++ {
		bit := b.geo.Bit(Cell(sq))
		if b.Player.Has(bit) {
			out.Player |= sq.Bit()
		}
		if b.Opponent.Has(bit) {
			out.Opponent |= sq.Bit()
		}
	}
	return out, true
}

// Geometry returns the board's layout.
func (b SizedBoard) Geometry() *Geometry { return b.geo }

// Size returns the number of rows (and columns).
func (b SizedBoard) Size() int { return b.geo.n }

// Empty returns the empty squares.
func (b SizedBoard) Empty() Bits { return b.geo.all.AndNot(b.Player.Or(b.Opponent)) }

// Moves returns the legal moves of the side to move as bits of the layout.
func (b SizedBoard) Moves() Bits {
	if b.geo.small {
		return Bits{Lo: smallMoves(b.Player.Lo, b.Opponent.Lo, uint(b.geo.stride), b.geo.all.Lo)}
	}
	return sizedMoves(b.Player, b.Opponent, b.geo)
}

// OpponentMoves returns the moves the other side would have.
func (b SizedBoard) OpponentMoves() Bits {
	if b.geo.small {
		return Bits{Lo: smallMoves(b.Opponent.Lo, b.Player.Lo, uint(b.geo.stride), b.geo.all.Lo)}
	}
	return sizedMoves(b.Opponent, b.Player, b.geo)
}

// smallMoves is sizedMoves in one word, for boards of at most 6x6, whose
// runs of opponent discs are at most four long.
func smallMoves(p, o uint64, s uint, all uint64) uint64 {
	return (smallUp(p, o, 1) | smallDown(p, o, 1) | smallUp(p, o, s) | smallDown(p, o, s) |
		smallUp(p, o, s+1) | smallDown(p, o, s+1) | smallUp(p, o, s-1) | smallDown(p, o, s-1)) & all &^ (p | o)
}

func smallUp(p, o uint64, d uint) uint64 {
	t := o & (p << d)
	t |= o & (t << d)
	t |= o & (t << d)
	t |= o & (t << d)
	return t << d
}

func smallDown(p, o uint64, d uint) uint64 {
	t := o & (p >> d)
	t |= o & (t >> d)
	t |= o & (t >> d)
	t |= o & (t >> d)
	return t >> d
}

// sizedMoves fills from p through runs of o in each direction, at most n-2
// discs long, and keeps the empty squares just after a run.
func sizedMoves(p, o Bits, g *Geometry) Bits {
	var m Bits
	for _, d := range g.dirs {
		t := p.shift(d).And(o)
		for i := 3; i < g.n; i++ {
			t = t.Or(t.shift(d).And(o))
		}
		m = m.Or(t.shift(d))
	}
	return m.And(g.all.AndNot(p.Or(o)))
}

// FlipsBit returns the discs turned over by the side to move playing the
// empty square at bit index i; zero if the move is not legal. As on 8x8,
// each ray's first square that is not an opponent disc closes the run.
func (b SizedBoard) FlipsBit(i int) Bits {
	r := &b.geo.rays[i&127]
	if b.geo.small {
		p, e := b.Player.Lo, ^b.Opponent.Lo
		return Bits{Lo: upRun(p, e, r[0].Lo) | upRun(p, e, r[1].Lo) | upRun(p, e, r[2].Lo) | upRun(p, e, r[3].Lo) |
			downRun(p, e, r[4].Lo) | downRun(p, e, r[5].Lo) | downRun(p, e, r[6].Lo) | downRun(p, e, r[7].Lo)}
	}
	p, e := b.Player, Bits{^b.Opponent.Lo, ^b.Opponent.Hi}
	return wideUpRun(p, e, r[0]).Or(wideUpRun(p, e, r[1])).Or(wideUpRun(p, e, r[2])).Or(wideUpRun(p, e, r[3])).
		Or(wideDownRun(p, e, r[4])).Or(wideDownRun(p, e, r[5])).Or(wideDownRun(p, e, r[6])).Or(wideDownRun(p, e, r[7]))
}

// wideUpRun is upRun on 128 bits: the ray's squares below its first square
// that is not an opponent disc, if that square is the player's.
func wideUpRun(p, e, ray Bits) Bits {
	x := e.And(ray)
	switch {
	case x.Lo != 0:
		t := x.Lo & -x.Lo
		if t&p.Lo == 0 {
			return Bits{}
		}
		return Bits{Lo: (t - 1) & ray.Lo}
	case x.Hi != 0:
		t := x.Hi & -x.Hi
		if t&p.Hi == 0 {
			return Bits{}
		}
		return Bits{Lo: ray.Lo, Hi: (t - 1) & ray.Hi}
	}
	return Bits{}
}

// wideDownRun is downRun on 128 bits: the ray's squares above its highest
// square that is not an opponent disc, if that square is the player's.
func wideDownRun(p, e, ray Bits) Bits {
	x := e.And(ray)
	switch {
	case x.Hi != 0:
		t := highest(x.Hi)
		if t&p.Hi == 0 {
			return Bits{}
		}
		return Bits{Hi: -(t << 1) & ray.Hi}
	case x.Lo != 0:
		t := highest(x.Lo)
		if t&p.Lo == 0 {
			return Bits{}
		}
		return Bits{Lo: -(t << 1) & ray.Lo, Hi: ray.Hi}
	}
	return Bits{}
}

// PlayBit plays the legal move at bit index i and returns the board seen
// from the other side.
func (b SizedBoard) PlayBit(i int) SizedBoard {
	f := b.FlipsBit(i)
	return SizedBoard{Player: b.Opponent.AndNot(f), Opponent: b.Player.Or(f).Or(bitAt(i)), geo: b.geo}
}

// PlayBitFlips is PlayBit with the flips f already known (FlipsBit's, not
// zero), for solvers that try squares before knowing they are moves.
func (b SizedBoard) PlayBitFlips(i int, f Bits) SizedBoard {
	return SizedBoard{Player: b.Opponent.AndNot(f), Opponent: b.Player.Or(f).Or(bitAt(i)), geo: b.geo}
}

// Flips returns the discs that the side to move turns over by playing c;
// zero if c is not a legal move (or is CellPass).
func (b SizedBoard) Flips(c Cell) Bits {
	if !b.geo.OnBoard(c) || !b.Empty().Has(b.geo.Bit(c)) {
		return Bits{}
	}
	return b.FlipsBit(b.geo.Bit(c))
}

// IsLegal reports whether the side to move may play c; CellPass is legal
// only when there is no other move and the game is not over.
func (b SizedBoard) IsLegal(c Cell) bool {
	if c == CellPass {
		return b.MustPass()
	}
	return b.geo.OnBoard(c) && b.Moves().Has(b.geo.Bit(c))
}

// Play returns the board after the side to move plays c (which must be
// legal; CellPass swaps the sides).
func (b SizedBoard) Play(c Cell) SizedBoard {
	if c == CellPass {
		return b.Pass()
	}
	return b.PlayBit(b.geo.Bit(c))
}

// Pass returns the board with the sides swapped.
func (b SizedBoard) Pass() SizedBoard {
	return SizedBoard{Player: b.Opponent, Opponent: b.Player, geo: b.geo}
}

// MoveCells lists the legal moves of the side to move.
func (b SizedBoard) MoveCells() []Cell { return b.geo.CellsOf(b.Moves()) }

// MustPass reports whether the side to move has no move but the opponent has.
func (b SizedBoard) MustPass() bool {
	return b.Moves().IsZero() && !b.OpponentMoves().IsZero()
}

// GameOver reports whether neither side can move.
func (b SizedBoard) GameOver() bool {
	return b.Moves().IsZero() && b.OpponentMoves().IsZero()
}

// PlayerDiscs counts the discs of the side to move.
func (b SizedBoard) PlayerDiscs() int { return b.Player.Count() }

// OpponentDiscs counts the discs of the other side.
func (b SizedBoard) OpponentDiscs() int { return b.Opponent.Count() }

// Empties returns the number of empty squares.
func (b SizedBoard) Empties() int { return b.geo.n*b.geo.n - b.Player.Count() - b.Opponent.Count() }

// FinalScore returns the disc difference at the end from the side to move's
// view, with the empty squares given to the winner, as on 8x8.
func (b SizedBoard) FinalScore() int {
	p, o := b.PlayerDiscs(), b.OpponentDiscs()
	e := b.Empties()
	switch {
	case p > o:
		return p - o + e
	case o > p:
		return p - o - e
	}
	return 0
}

// PerftSized counts the leaves of the move tree as Perft does: a pass is a
// move and a finished game is one leaf at any depth.
func PerftSized(b SizedBoard, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perftSized(b, depth, false)
}

func perftSized(b SizedBoard, depth int, passed bool) uint64 {
	moves := b.Moves()
	if moves.IsZero() {
		if passed || depth == 1 {
			return 1
		}
		return perftSized(b.Pass(), depth-1, true)
	}
	if depth == 1 {
		return uint64(moves.Count())
	}
	var n uint64
	for ; !moves.IsZero(); moves = moves.WithoutLowest() {
		n += perftSized(b.PlayBit(moves.Lowest()), depth-1, false)
	}
	return n
}
