// The evaluation of boards of any size, from their geometry: corners, X and
// C squares, edges, mobility and discs, weighed by the stage of the game.

package strategy

import "othello/model"

// Weights of the geometric evaluation, in hundredths of a disc. The square
// values follow the 8x8 table of the Java report scaled down: a corner is
// worth much, the squares that give a corner away cost, edges gain a little.
const (
	sizedCorner   = 250
	sizedXSquare  = -120 // diagonal neighbour of an empty corner
	sizedCSquare  = -50  // edge neighbour of an empty corner
	sizedEdge     = 20
	sizedMobility = 40 // a move more than the opponent
	sizedDiscLate = 60 // a disc more, once the board is full; none at the start
)

// sizedEval holds a geometry's square classes as bit sets.
type sizedEval struct {
	geo     *model.Geometry
	corners [4]int        // bit of each corner
	xSquare [4]model.Bits // the X square of each corner
	cSquare [4]model.Bits // the two C squares of each corner
	edges   model.Bits    // edge squares that are neither corners nor C squares
	cells   int
	// quadrant[bit] is the quarter of the board holding a square, for
	// ordering by parity in the solver
	quadrant [128]model.Bits
}

func newSizedEval(g *model.Geometry) *sizedEval {
	n := g.Size()
	e := &sizedEval{geo: g, cells: g.Cells()}
	last := n - 1
	corners := [4][2]int{{0, 0}, {last, 0}, {0, last}, {last, last}}
	var special model.Bits
	for i, c := range corners {
		dc, dr := 1, 1
		if c[0] == last {
			dc = -1
		}
		if c[1] == last {
			dr = -1
		}
		e.corners[i] = g.Bit(g.Cell(c[0], c[1]))
		e.xSquare[i] = g.CellBits(g.Cell(c[0]+dc, c[1]+dr))
		e.cSquare[i] = g.CellBits(g.Cell(c[0]+dc, c[1])).Or(g.CellBits(g.Cell(c[0], c[1]+dr)))
		special = special.Or(g.CellBits(g.Cell(c[0], c[1]))).Or(e.cSquare[i])
	}
	for i := 0; i < n; i++ {
		for _, c := range [4]model.Cell{g.Cell(i, 0), g.Cell(i, last), g.Cell(0, i), g.Cell(last, i)} {
			e.edges = e.edges.Or(g.CellBits(c))
		}
	}
	e.edges = e.edges.AndNot(special)
	var quarters [4]model.Bits
	for c := model.Cell(0); int(c) < g.Cells(); c++ {
		col, row := g.ColRow(c)
		quarters[2*(2*row/n)+2*col/n] = quarters[2*(2*row/n)+2*col/n].Or(g.CellBits(c))
	}
	for c := model.Cell(0); int(c) < g.Cells(); c++ {
		col, row := g.ColRow(c)
		e.quadrant[g.Bit(c)] = quarters[2*(2*row/n)+2*col/n]
	}
	return e
}

// evaluate scores b for the side to move, in hundredths of a disc.
func (e *sizedEval) evaluate(b model.SizedBoard) int {
	p, o := b.Player, b.Opponent
	discs := p.Count() + o.Count()
	if discs == e.cells {
		return b.FinalScore() * ScoreScale // a full board is the end of the game
	}
	score := 0
	for i, c := range e.corners {
		switch {
		case p.Has(c):
			score += sizedCorner
		case o.Has(c):
			score -= sizedCorner
		default:
			score += sizedXSquare * (p.And(e.xSquare[i]).Count() - o.And(e.xSquare[i]).Count())
			score += sizedCSquare * (p.And(e.cSquare[i]).Count() - o.And(e.cSquare[i]).Count())
		}
	}
	score += sizedEdge * (p.And(e.edges).Count() - o.And(e.edges).Count())
	score += sizedMobility * (b.Moves().Count() - b.OpponentMoves().Count())
	score += sizedDiscLate * (p.Count() - o.Count()) * discs / e.cells
	return score
}
