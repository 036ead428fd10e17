// The evaluation of boards of any size, from their geometry: corners, X and
// C squares, edges, mobility, frontier and discs, weighed by the phase of
// the game with weights fitted per board size (sized_weights.go).

package strategy

import "othello/model"

// The features of the geometric evaluation, each counted for the side to
// move less the opponent (SizedBias is 1, the side to move's share of the
// tempo and parity).
const (
	SizedCorners  = iota // corners held
	SizedXSquares        // diagonal neighbours of an empty corner
	SizedCSquares        // edge neighbours of an empty corner
	SizedEdges           // the other edge squares
	SizedMobility        // legal moves
	SizedFrontier        // discs next to an empty square
	SizedDiscs           // discs
	SizedBias            // 1
	// SizedFeatureCount is the number of features.
	SizedFeatureCount
)

// SizedPhases is the number of phases the weights change with, from the
// last empties (phase 0) to the start (the last phase).
const SizedPhases = 8

// SizedFeatures are one position's features, SizedCorners first.
type SizedFeatures [SizedFeatureCount]int

// SizedPhase is the phase of a position of a board of cells squares with
// empties empty ones: the weights' row.
func SizedPhase(empties, cells int) int {
	if empties <= 1 {
		return 0
	}
	return min(SizedPhases-1, (empties-1)*SizedPhases/max(cells-4, 1))
}

// sizedEval holds a geometry's square classes as bit sets and its
// weights.
type sizedEval struct {
	geo     *model.Geometry
	corners [4]int        // bit of each corner
	xSquare [4]model.Bits // the X square of each corner
	cSquare [4]model.Bits // the two C squares of each corner
	edges   model.Bits    // edge squares that are neither corners nor C squares
	cells   int
	weights *SizedWeights
	// quadrant[bit] is the quarter of the board holding a square, for
	// ordering by parity in the solver
	quadrant [128]model.Bits
}

func newSizedEval(g *model.Geometry) *sizedEval {
	n := g.Size()
	e := &sizedEval{geo: g, cells: g.Cells(), weights: ShippedSizedWeights(n)}
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

// features counts b's features for the side to move.
func (e *sizedEval) features(b model.SizedBoard) SizedFeatures {
	p, o := b.Player, b.Opponent
	var f SizedFeatures
	for i, c := range e.corners {
		switch {
		case p.Has(c):
			f[SizedCorners]++
		case o.Has(c):
			f[SizedCorners]--
		default:
			f[SizedXSquares] += p.And(e.xSquare[i]).Count() - o.And(e.xSquare[i]).Count()
			f[SizedCSquares] += p.And(e.cSquare[i]).Count() - o.And(e.cSquare[i]).Count()
		}
	}
	f[SizedEdges] = p.And(e.edges).Count() - o.And(e.edges).Count()
	f[SizedMobility] = b.Moves().Count() - b.OpponentMoves().Count()
	pf, of := b.Frontier()
	f[SizedFrontier] = pf.Count() - of.Count()
	f[SizedDiscs] = p.Count() - o.Count()
	f[SizedBias] = 1
	return f
}

// evaluate scores b for the side to move, in hundredths of a disc.
func (e *sizedEval) evaluate(b model.SizedBoard) int { return e.evaluateWith(b, e.weights) }

// evaluateWith is evaluate with weights w.
func (e *sizedEval) evaluateWith(b model.SizedBoard, w *SizedWeights) int {
	empties := e.cells - b.Player.Count() - b.Opponent.Count()
	if empties == 0 {
		return b.FinalScore() * ScoreScale // a full board is the end of the game
	}
	// an estimate never claims more than a proven result could, as on
	// 8x8 (maxEval): on 6x6 a retry said a move was worth -40.7
	limit := e.cells*ScoreScale - 1
	return max(-limit, min(limit, w.Score(e.features(b), SizedPhase(empties, e.cells))))
}

// SizedFeaturesOf counts the features of b for the side to move, as the
// geometric evaluation does: what othello train fits the weights on.
func SizedFeaturesOf(b model.SizedBoard) SizedFeatures {
	return sizedEvalOf(b.Geometry()).features(b)
}

// EvaluateSized is the geometric evaluation of b for the side to move, in
// hundredths of a disc, with weights w (nil: the shipped ones).
func EvaluateSized(b model.SizedBoard, w *SizedWeights) int {
	e := sizedEvalOf(b.Geometry())
	if w == nil {
		w = e.weights
	}
	return e.evaluateWith(b, w)
}
