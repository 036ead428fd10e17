// Facts a coach talks about: frontier and stable discs, the regions of
// empty squares, corners with their X and C squares, and edges.

package model

import "math/bits"

// Corners lists the four corners: a1, h1, a8, h8.
var Corners = [4]Square{A1, H1, A8, H8}

// CornerMask holds the four corners.
const CornerMask uint64 = 1<<A1 | 1<<H1 | 1<<A8 | 1<<H8

// XSquare returns the X square of a corner, the one diagonally next to it
// (b2 for a1); NoSquare if sq is not a corner.
func XSquare(corner Square) Square {
	switch corner {
	case A1:
		return B2
	case H1:
		return G2
	case A8:
		return B7
	case H8:
		return G7
	}
	return NoSquare
}

// CSquares returns the two C squares of a corner, the edge squares next to
// it (b1 and a2 for a1); NoSquare twice if sq is not a corner.
func CSquares(corner Square) [2]Square {
	switch corner {
	case A1:
		return [2]Square{B1, A2}
	case H1:
		return [2]Square{G1, H2}
	case A8:
		return [2]Square{A7, B8}
	case H8:
		return [2]Square{H7, G8}
	}
	return [2]Square{NoSquare, NoSquare}
}

// CornerOf returns the corner whose X or C square sq is, and which of the
// two it is; ok is false for every other square.
func CornerOf(sq Square) (corner Square, x bool, ok bool) {
	for _, c := range Corners {
		if XSquare(c) == sq {
			return c, true, true
		}
		if cs := CSquares(c); cs[0] == sq || cs[1] == sq {
			return c, false, true
		}
	}
	return NoSquare, false, false
}

// Edge is one side of the board: its eight squares, corners included.
type Edge int8

// The four edges.
const (
	EdgeTop    Edge = iota // row 1, a1-h1
	EdgeBottom             // row 8, a8-h8
	EdgeLeft               // column a, a1-a8
	EdgeRight              // column h, h1-h8
)

// Edges lists the four edges.
var Edges = [4]Edge{EdgeTop, EdgeBottom, EdgeLeft, EdgeRight}

var edgeMasks = [4]uint64{0xff, 0xff << 56, 0x0101010101010101, 0x8080808080808080}

// Mask returns the squares of the edge.
func (e Edge) Mask() uint64 { return edgeMasks[e&3] }

// String names the edge by its line: "row 1", "row 8", "column a", "column h".
func (e Edge) String() string {
	return [4]string{"row 1", "row 8", "column a", "column h"}[e&3]
}

// EdgesOf returns the edges sq lies on: none for an inner square, two for
// a corner.
func EdgesOf(sq Square) []Edge {
	var out []Edge
	for _, e := range Edges {
		if e.Mask()&sq.Bit() != 0 {
			out = append(out, e)
		}
	}
	return out
}

const (
	notColA uint64 = 0xfefefefefefefefe
	notColH uint64 = 0x7f7f7f7f7f7f7f7f
	border         = 0xff | 0xff<<56 | 0x0101010101010101 | 0x8080808080808080
)

// Neighbours returns the squares next to a square of set in any of the
// eight directions, set itself left out.
func Neighbours(set uint64) uint64 {
	w := set >> 1 & notColH // one column to the west
	e := set << 1 & notColA // one column to the east
	row := set | w | e
	return (row | row<<8 | row>>8) &^ set
}

// Frontier returns the discs of each side next to an empty square: the
// discs a move can be played beside, which hand the other side moves.
func (b Board) Frontier() (player, opponent uint64) {
	near := Neighbours(b.Empty())
	return b.Player & near, b.Opponent & near
}

// OpponentMoves returns the legal moves the side not to move would have if
// it were its turn.
func (b Board) OpponentMoves() uint64 { return b.Pass().Moves() }

// lines[d] lists the lines of direction d (0 rows, 1 columns, 2 diagonals
// a1-h8 and parallel, 3 anti-diagonals h1-a8 and parallel) of two squares
// or more.
var lines = func() (l [4][]uint64) {
	steps := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}
	for d, st := range steps {
		seen := uint64(0)
		for sq := range 64 {
			if seen&(1<<sq) != 0 {
				continue
			}
			// walk back to the start of the line, then along it
			c, r := sq&7, sq>>3
			for c-st[0] >= 0 && c-st[0] < 8 && r-st[1] >= 0 {
				c, r = c-st[0], r-st[1]
			}
			var m uint64
			for ; c >= 0 && c < 8 && r < 8; c, r = c+st[0], r+st[1] {
				m |= 1 << uint(r*8+c)
			}
			seen |= m
			if bits.OnesCount64(m) >= 2 {
				l[d] = append(l[d], m)
			}
		}
	}
	return l
}()

// fullLines returns, for each direction, the squares whose line in that
// direction is full, so that no move can be played on it.
func fullLines(occ uint64) (f [4]uint64) {
	for d := range lines {
		for _, m := range lines[d] {
			if occ&m == m {
				f[d] |= m
			}
		}
	}
	return f
}

// Stable returns the discs of each side that no sequence of moves can
// flip. A disc is stable when, in each of the four directions (row,
// column, two diagonals), its line is full, or the square next to it on
// one side of that line is off the board or holds a stable disc of its
// colour: a run of discs to flip must be closed at both ends by the other
// colour, and neither end can be reached through those. The sets grow from
// the corners to a fixpoint. They are sound, never holding a disc that can
// be flipped, but not complete: a disc safe only by how the other discs
// of its edge lie is left out.
func (b Board) Stable() (player, opponent uint64) {
	full := fullLines(b.Player | b.Opponent)
	return stableOf(b.Player, full), stableOf(b.Opponent, full)
}

// stableOf returns the stable discs among p, given the full lines.
func stableOf(p uint64, full [4]uint64) uint64 {
	h := full[0] | 0x8181818181818181
	v := full[1] | 0xff000000000000ff
	d, a := full[2]|border, full[3]|border
	var s uint64
	for {
		next := s | p&
			(h|s<<1&notColA|s>>1&notColH)&
			(v|s<<8|s>>8)&
			(d|s<<9&notColA|s>>9&notColH)&
			(a|s<<7&notColH|s>>7&notColA)
		if next == s {
			return s
		}
		s = next
	}
}

// Region is a set of empty squares connected to one another through
// squares next to each other in any of the eight directions, diagonals
// included: two empty squares that touch at a corner are one hole to a
// player, and a move on one can turn discs towards the other.
type Region uint64

// Size returns the number of squares of the region.
func (r Region) Size() int { return bits.OnesCount64(uint64(r)) }

// Odd reports whether the region has an odd number of squares, so that
// the side that plays first in it also plays last there if both keep
// playing in it.
func (r Region) Odd() bool { return r.Size()&1 == 1 }

// Has reports whether sq is one of the region's squares.
func (r Region) Has(sq Square) bool { return uint64(r)&sq.Bit() != 0 }

// Regions returns the regions of empty squares (8-connected), ordered by
// their first square.
func (b Board) Regions() []Region {
	empty := b.Empty()
	var out []Region
	for empty != 0 {
		r := empty & -empty
		for {
			next := (r | Neighbours(r)) & empty
			if next == r {
				break
			}
			r = next
		}
		out = append(out, Region(r))
		empty &^= r
	}
	return out
}

// RegionOf returns the region of empty squares holding sq, 0 if sq is not
// empty.
func (b Board) RegionOf(sq Square) Region {
	for _, r := range b.Regions() {
		if r.Has(sq) {
			return r
		}
	}
	return 0
}

// EdgeCaptures returns the legal moves of the side to move that stand on
// an edge and turn discs of that same edge: how an edge is broken, by a
// wedge between two discs or a capture along it.
func (b Board) EdgeCaptures() uint64 {
	var out uint64
	for _, e := range Edges {
		for m := b.Moves() & e.Mask(); m != 0; m &= m - 1 {
			sq := Square(bits.TrailingZeros64(m))
			if b.Flips(sq)&e.Mask() != 0 {
				out |= sq.Bit()
			}
		}
	}
	return out
}

// SideFacts are the counts of one side of a board.
type SideFacts struct {
	Discs    int
	Moves    uint64 // the legal moves, had the side the turn
	Frontier uint64 // discs next to an empty square
	Stable   uint64 // discs that can never be flipped
	Corners  uint64 // corners held
	// EdgeCaptures are the moves on an edge that turn discs of that edge
	// (see Board.EdgeCaptures), had the side the turn
	EdgeCaptures uint64
}

// Mobility returns the number of legal moves.
func (s SideFacts) Mobility() int { return bits.OnesCount64(s.Moves) }

// FrontierCount returns the number of frontier discs.
func (s SideFacts) FrontierCount() int { return bits.OnesCount64(s.Frontier) }

// StableCount returns the number of stable discs.
func (s SideFacts) StableCount() int { return bits.OnesCount64(s.Stable) }

// CornerCount returns the number of corners held.
func (s SideFacts) CornerCount() int { return bits.OnesCount64(s.Corners) }

// Facts are what a coach reads on a board: each side's counts, and the
// regions of empty squares.
type Facts struct {
	Player, Opponent SideFacts // the side to move, the other side
	Regions          []Region
}

// FactsOf reads the facts of b.
func FactsOf(b Board) Facts {
	fp, fo := b.Frontier()
	sp, so := b.Stable()
	return Facts{
		Player: SideFacts{Discs: b.PlayerDiscs(), Moves: b.Moves(), Frontier: fp, Stable: sp,
			Corners: b.Player & CornerMask, EdgeCaptures: b.EdgeCaptures()},
		Opponent: SideFacts{Discs: b.OpponentDiscs(), Moves: b.OpponentMoves(), Frontier: fo, Stable: so,
			Corners: b.Opponent & CornerMask, EdgeCaptures: b.Pass().EdgeCaptures()},
		Regions: b.Regions(),
	}
}

// OddRegions returns the number of regions with an odd number of squares.
func (f Facts) OddRegions() int {
	n := 0
	for _, r := range f.Regions {
		if r.Odd() {
			n++
		}
	}
	return n
}
