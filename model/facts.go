// Facts a coach talks about, on boards of every size: frontier and stable
// discs, the regions of empty squares, corners with their X and C squares,
// and edges. They are read once per move explained or hinted, never in a
// search, so one any-size code serves 8x8 too.

package model

// factTables are each size's corners and lines, computed once.
type factTables struct {
	corners [4]Cell
	cornerB Bits
	edges   [4]Bits
	// lines[d] lists the lines of direction d (0 rows, 1 columns, 2
	// diagonals a1-h8 and parallel, 3 anti-diagonals) of two squares or
	// more
	lines [4][]Bits
	// open[d] holds the squares with no neighbour on one side or the
	// other of direction d: their line there is anchored by the border
	open [4]Bits
}

var facts = func() map[*Geometry]*factTables {
	m := map[*Geometry]*factTables{}
	for _, g := range geometries {
		t := &factTables{}
		n := g.n
		t.corners = [4]Cell{g.Cell(0, 0), g.Cell(n-1, 0), g.Cell(0, n-1), g.Cell(n-1, n-1)}
		for _, c := range t.corners {
			t.cornerB = t.cornerB.Or(g.CellBits(c))
		}
		for i := range n {
			t.edges[EdgeTop] = t.edges[EdgeTop].Or(g.CellBits(g.Cell(i, 0)))
			t.edges[EdgeBottom] = t.edges[EdgeBottom].Or(g.CellBits(g.Cell(i, n-1)))
			t.edges[EdgeLeft] = t.edges[EdgeLeft].Or(g.CellBits(g.Cell(0, i)))
			t.edges[EdgeRight] = t.edges[EdgeRight].Or(g.CellBits(g.Cell(n-1, i)))
		}
		steps := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}
		on := func(c, r int) bool { return c >= 0 && c < n && r >= 0 && r < n }
		for d, st := range steps {
			var seen Bits
			for cell := range Cell(n * n) {
				if !seen.And(g.CellBits(cell)).IsZero() {
					continue
				}
				// walk back to the start of the line, then along it
				c, r := g.ColRow(cell)
				for on(c-st[0], r-st[1]) {
					c, r = c-st[0], r-st[1]
				}
				var line Bits
				for ; on(c, r); c, r = c+st[0], r+st[1] {
					line = line.Or(g.CellBits(g.Cell(c, r)))
				}
				seen = seen.Or(line)
				if line.Count() >= 2 {
					t.lines[d] = append(t.lines[d], line)
				}
			}
			// a square has a neighbour towards +d when it is a shift of
			// a square of the board towards -d
			s := g.dirs[[4]int{0, 2, 4, 6}[d]]
			t.open[d] = g.all.AndNot(g.all.shift(-s).And(g.all.shift(s)))
		}
		m[g] = t
	}
	return m
}()

// Corners returns the four corners: a1, the last square of row 1, the
// first of the last row, the last (a1, h1, a8, h8 on 8x8).
func (g *Geometry) Corners() [4]Cell { return facts[g].corners }

// CornerBits holds the four corners.
func (g *Geometry) CornerBits() Bits { return facts[g].cornerB }

// XSquare returns the X square of a corner, the one diagonally next to it
// (b2 for a1); NoCell if c is not a corner.
func (g *Geometry) XSquare(corner Cell) Cell {
	x, _ := g.nearCorner(corner)
	return x
}

// CSquares returns the two C squares of a corner, the edge squares next to
// it (b1 and a2 for a1); NoCell twice if c is not a corner.
func (g *Geometry) CSquares(corner Cell) [2]Cell {
	_, cs := g.nearCorner(corner)
	return cs
}

// nearCorner returns a corner's X square and C squares, the C square along
// its row first.
func (g *Geometry) nearCorner(corner Cell) (x Cell, cs [2]Cell) {
	for _, c := range g.Corners() {
		if c != corner {
			continue
		}
		col, row := g.ColRow(c)
		dc, dr := 1, 1 // towards the board's inside
		if col > 0 {
			dc = -1
		}
		if row > 0 {
			dr = -1
		}
		return g.Cell(col+dc, row+dr), [2]Cell{g.Cell(col+dc, row), g.Cell(col, row+dr)}
	}
	return NoCell, [2]Cell{NoCell, NoCell}
}

// CornerOf returns the corner whose X or C square c is, and which of the
// two it is; ok is false for every other square.
func (g *Geometry) CornerOf(c Cell) (corner Cell, x bool, ok bool) {
	for _, k := range g.Corners() {
		xs, cs := g.nearCorner(k)
		if xs == c {
			return k, true, true
		}
		if cs[0] == c || cs[1] == c {
			return k, false, true
		}
	}
	return NoCell, false, false
}

// Edge is one side of the board: its squares, corners included.
type Edge int8

// The four edges.
const (
	EdgeTop    Edge = iota // row 1
	EdgeBottom             // the last row
	EdgeLeft               // column a
	EdgeRight              // the last column
)

// Edges lists the four edges.
var Edges = [4]Edge{EdgeTop, EdgeBottom, EdgeLeft, EdgeRight}

// EdgeBits returns the squares of an edge.
func (g *Geometry) EdgeBits(e Edge) Bits { return facts[g].edges[e&3] }

// EdgeName names an edge by its line: "row 1", "row 6", "column a",
// "column f" on 6x6.
func (g *Geometry) EdgeName(e Edge) string {
	switch e & 3 {
	case EdgeTop:
		return "row 1"
	case EdgeBottom:
		return "row " + g.CellName(g.Cell(0, g.n-1))[1:]
	case EdgeLeft:
		return "column a"
	}
	return "column " + string(rune('a'+g.n-1))
}

// EdgesOf returns the edges c lies on: none for an inner square, two for a
// corner.
func (g *Geometry) EdgesOf(c Cell) []Edge {
	var out []Edge
	for _, e := range Edges {
		if !g.EdgeBits(e).And(g.CellBits(c)).IsZero() {
			out = append(out, e)
		}
	}
	return out
}

// Neighbours returns the squares next to a square of set in any of the
// eight directions, set itself left out. The padding bit after each row
// catches the shifts that leave the board sideways.
func (g *Geometry) Neighbours(set Bits) Bits {
	var out Bits
	for _, d := range g.dirs {
		out = out.Or(set.shift(d))
	}
	return out.And(g.all).AndNot(set)
}

// Frontier returns the discs of each side next to an empty square: the
// discs a move can be played beside, which hand the other side moves.
func (b SizedBoard) Frontier() (player, opponent Bits) {
	near := b.geo.Neighbours(b.Empty())
	return b.Player.And(near), b.Opponent.And(near)
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
func (b SizedBoard) Stable() (player, opponent Bits) {
	t := facts[b.geo]
	occ := b.Player.Or(b.Opponent)
	var anchored [4]Bits // full lines, or the border, in each direction
	for d := range t.lines {
		anchored[d] = t.open[d]
		for _, l := range t.lines[d] {
			if occ.And(l) == l {
				anchored[d] = anchored[d].Or(l)
			}
		}
	}
	return b.stableOf(b.Player, anchored), b.stableOf(b.Opponent, anchored)
}

// stableOf returns the stable discs among p, given the squares anchored
// in each direction by a full line or the border.
func (b SizedBoard) stableOf(p Bits, anchored [4]Bits) Bits {
	dirs := [4]int{b.geo.dirs[0], b.geo.dirs[2], b.geo.dirs[4], b.geo.dirs[6]}
	var s Bits
	for {
		next := p
		for d, step := range dirs {
			next = next.And(anchored[d].Or(s.shift(step)).Or(s.shift(-step)))
		}
		next = next.Or(s)
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
type Region Bits

// Size returns the number of squares of the region.
func (r Region) Size() int { return Bits(r).Count() }

// Odd reports whether the region has an odd number of squares, so that
// the side that plays first in it also plays last there if both keep
// playing in it.
func (r Region) Odd() bool { return r.Size()&1 == 1 }

// Regions returns the regions of empty squares (8-connected), ordered by
// their first square.
func (b SizedBoard) Regions() []Region {
	empty := b.Empty()
	var out []Region
	for !empty.IsZero() {
		r := bitAt(empty.Lowest())
		for {
			next := r.Or(b.geo.Neighbours(r)).And(empty)
			if next == r {
				break
			}
			r = next
		}
		out = append(out, Region(r))
		empty = empty.AndNot(r)
	}
	return out
}

// RegionOf returns the region of empty squares holding c, empty if c is
// not an empty square.
func (b SizedBoard) RegionOf(c Cell) Region {
	cb := b.geo.CellBits(c)
	for _, r := range b.Regions() {
		if !Bits(r).And(cb).IsZero() {
			return r
		}
	}
	return Region{}
}

// EdgeCaptures returns the legal moves of the side to move that stand on
// an edge and turn discs of that same edge: how an edge is broken, by a
// wedge between two discs or a capture along it.
func (b SizedBoard) EdgeCaptures() Bits {
	var out Bits
	moves := b.Moves()
	for _, e := range Edges {
		edge := b.geo.EdgeBits(e)
		for m := moves.And(edge); !m.IsZero(); m = m.WithoutLowest() {
			i := m.Lowest()
			if !b.FlipsBit(i).And(edge).IsZero() {
				out = out.Or(bitAt(i))
			}
		}
	}
	return out
}

// SideFacts are the counts of one side of a board.
type SideFacts struct {
	Discs    int
	Moves    Bits // the legal moves, had the side the turn
	Frontier Bits // discs next to an empty square
	Stable   Bits // discs that can never be flipped
	Corners  Bits // corners held
	// EdgeCaptures are the moves on an edge that turn discs of that edge
	// (see SizedBoard.EdgeCaptures), had the side the turn
	EdgeCaptures Bits
}

// Mobility returns the number of legal moves.
func (s SideFacts) Mobility() int { return s.Moves.Count() }

// FrontierCount returns the number of frontier discs.
func (s SideFacts) FrontierCount() int { return s.Frontier.Count() }

// StableCount returns the number of stable discs.
func (s SideFacts) StableCount() int { return s.Stable.Count() }

// CornerCount returns the number of corners held.
func (s SideFacts) CornerCount() int { return s.Corners.Count() }

// Facts are what a coach reads on a board: each side's counts, and the
// regions of empty squares.
type Facts struct {
	Player, Opponent SideFacts // the side to move, the other side
	Regions          []Region
}

// FactsOf reads the facts of b.
func FactsOf(b SizedBoard) Facts {
	fp, fo := b.Frontier()
	sp, so := b.Stable()
	corners := b.geo.CornerBits()
	return Facts{
		Player: SideFacts{Discs: b.PlayerDiscs(), Moves: b.Moves(), Frontier: fp, Stable: sp,
			Corners: b.Player.And(corners), EdgeCaptures: b.EdgeCaptures()},
		Opponent: SideFacts{Discs: b.OpponentDiscs(), Moves: b.OpponentMoves(), Frontier: fo, Stable: so,
			Corners: b.Opponent.And(corners), EdgeCaptures: b.Pass().EdgeCaptures()},
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
