// The opening book: positions scored by deep searches of our own, keyed by
// their canonical form under the board's eight symmetries, with the scores
// minimaxed up the tree; the moves a level plays from it.

package strategy

import (
	"cmp"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"

	"othello/model"
)

// BookEntry is what the book knows of one position, in the canonical
// orientation, from the side to move's point of view.
type BookEntry struct {
	Score int          // the deep search's score, hundredths of a disc
	Move  model.Square // the deep search's best move (canonical orientation)
	Depth int          // the depth of that search in plies
	Games int          // how many games of the sources reached the position
	// Value is the minimaxed score: the best of the moves to book
	// positions and the search's move (see Book.Minimax)
	Value int
}

// Book is an opening book. The zero value is empty; Add, then Minimax,
// build one.
type Book struct {
	nodes map[model.Board]BookEntry
	// EvalCRC is the CRC-32 of the weight file the positions were scored
	// with (see EvalCRC); 0 when unknown
	EvalCRC uint32
}

// NewBook returns an empty book.
func NewBook() *Book { return &Book{nodes: map[model.Board]BookEntry{}} }

// Len is the number of positions in the book.
func (bk *Book) Len() int {
	if bk == nil {
		return 0
	}
	return len(bk.nodes)
}

// symmetric returns b under symmetry k (0 to 7, 0 the identity): bit 1
// mirrors the columns, bit 2 the rows, bit 4 transposes first.
func symmetric(x uint64, k int) uint64 {
	if k&4 != 0 {
		x = transpose(x)
	}
	if k&1 != 0 {
		x = flipCols(x)
	}
	if k&2 != 0 {
		x = bits.ReverseBytes64(x)
	}
	return x
}

// SymmetricBoard returns b under symmetry k (0 to 7, 0 the identity).
func SymmetricBoard(b model.Board, k int) model.Board {
	return model.Board{Player: symmetric(b.Player, k), Opponent: symmetric(b.Opponent, k)}
}

// symmetricSquare returns the image of sq under symmetry k; passes and
// NoSquare are their own images.
func symmetricSquare(sq model.Square, k int) model.Square {
	if !sq.OnBoard() {
		return sq
	}
	return model.Square(bits.TrailingZeros64(symmetric(sq.Bit(), k)))
}

// inverse returns the symmetry that undoes k: a transpose followed by
// mirrors is undone by the mirrors then the transpose, which swaps the
// roles of the column and row mirrors.
func inverse(k int) int {
	if k&4 == 0 {
		return k
	}
	return 4 | (k&1)<<1 | (k&2)>>1
}

// Canonical returns the canonical form of b, the least of its eight
// images (by Player, then Opponent), and the symmetry that maps b to it.
func Canonical(b model.Board) (model.Board, int) {
	best, bestK := b, 0
	for k := 1; k < 8; k++ {
		c := SymmetricBoard(b, k)
		if c.Player < best.Player || c.Player == best.Player && c.Opponent < best.Opponent {
			best, bestK = c, k
		}
	}
	return best, bestK
}

// Add puts the position b into the book with the search's score and move
// in b's own orientation; Value is set by Minimax.
func (bk *Book) Add(b model.Board, e BookEntry) {
	c, k := Canonical(b)
	e.Move = symmetricSquare(e.Move, k)
	if bk.nodes == nil {
		bk.nodes = map[model.Board]BookEntry{}
	}
	bk.nodes[c] = e
}

// Entry returns what the book knows of b, with its move in b's
// orientation.
func (bk *Book) Entry(b model.Board) (BookEntry, bool) {
	if bk == nil {
		return BookEntry{}, false
	}
	c, k := Canonical(b)
	e, ok := bk.nodes[c]
	if ok {
		e.Move = symmetricSquare(e.Move, inverse(k))
	}
	return e, ok
}

// Positions returns the canonical positions of the book in a fixed
// order: fewest discs first, then by the boards' bits.
func (bk *Book) Positions() []model.Board {
	out := make([]model.Board, 0, bk.Len())
	for b := range bk.nodes {
		out = append(out, b)
	}
	slices.SortFunc(out, comparePositions)
	return out
}

func comparePositions(a, b model.Board) int {
	na, nb := bits.OnesCount64(a.Player|a.Opponent), bits.OnesCount64(b.Player|b.Opponent)
	return cmp.Or(cmp.Compare(na, nb), cmp.Compare(a.Player, b.Player), cmp.Compare(a.Opponent, b.Opponent))
}

// afterMove is the position after sq in b with the side to move able to
// move (its pass played), and the sign of its scores from b's side: -1
// when the opponent moves next, +1 when it had to pass.
func afterMove(b model.Board, sq model.Square) (model.Board, int) {
	c := b.Play(sq)
	if c.Moves() == 0 && !c.GameOver() {
		return c.Pass(), 1
	}
	return c, -1
}

// BookMove is one move the book scores in a position.
type BookMove struct {
	Move   model.Square
	Score  int  // hundredths of a disc for the side to move
	InBook bool // the move leads to a position of the book; false: the search's move out of it
}

// Moves returns the moves the book scores in b, best first (equal scores
// in square order): those leading to book positions, with their minimaxed
// scores, and the deep search's move if it leaves the book. It is empty
// when b is not in the book.
func (bk *Book) Moves(b model.Board) []BookMove {
	e, ok := bk.Entry(b)
	if !ok {
		return nil
	}
	var out []BookMove
	for _, sq := range model.SquaresOf(b.Moves()) {
		c, sign := afterMove(b, sq)
		if ce, ok := bk.Entry(c); ok && !c.GameOver() {
			out = append(out, BookMove{Move: sq, Score: sign * ce.Value, InBook: true})
		} else if sq == e.Move {
			out = append(out, BookMove{Move: sq, Score: e.Score})
		}
	}
	slices.SortStableFunc(out, func(a, b BookMove) int { return b.Score - a.Score })
	return out
}

// Minimax sets every position's Value from the leaves up: the best of its
// moves that lead to book positions and the deep search's own move when it
// leaves the book. It returns the number of values that changed.
func (bk *Book) Minimax() int {
	pos := bk.Positions()
	changed := 0
	// the most discs first: every child has more discs than its parent
	for i := len(pos) - 1; i >= 0; i-- {
		v := bk.value(pos[i])
		if e := bk.nodes[pos[i]]; e.Value != v {
			e.Value = v
			bk.nodes[pos[i]] = e
			changed++
		}
	}
	return changed
}

// value is the minimax of b's moves with the children's current values.
func (bk *Book) value(b model.Board) int {
	ms := bk.Moves(b)
	if len(ms) == 0 {
		return bk.nodes[b].Score // no move scored: cannot happen in a built book
	}
	return ms[0].Score
}

// Check verifies the book: every value is the minimax of its children's,
// every search move is legal, every position has a move and is reachable
// in play (no game over). It names the first fault.
func (bk *Book) Check() error {
	for _, b := range bk.Positions() {
		e := bk.nodes[b]
		switch {
		case b.Player&b.Opponent != 0:
			return fmt.Errorf("book: position %s has a square of both colours", model.Position{Board: b, Turn: model.Black})
		case b.Moves() == 0:
			return fmt.Errorf("book: position %s has no legal move", bookPosText(b))
		case !b.IsLegal(e.Move):
			return fmt.Errorf("book: position %s: its search move %v is illegal", bookPosText(b), e.Move)
		}
		if v := bk.value(b); v != e.Value {
			return fmt.Errorf("book: position %s: value %+.2f, the minimax of its moves is %+.2f", bookPosText(b), float64(e.Value)/ScoreScale, float64(v)/ScoreScale)
		}
	}
	return nil
}

func bookPosText(b model.Board) string {
	return model.Position{Board: b, Turn: model.Black}.String()
}

// BookPlies is the number of moves played from the start to reach b,
// passes aside: its discs less the four of the start.
func BookPlies(b model.Board) int { return 60 - b.Empties() }

// bookChoice picks the move to play from the book in b: one of the book
// moves within margin of the best, drawn with rng (nil, or a margin of 0:
// the best, the first of equals, as a hint names it). It reports false
// when the book does not know b.
func bookChoice(bk *Book, b model.Board, margin int, rng *rand.Rand) (BookMove, int, bool) {
	ms := bk.Moves(b)
	if len(ms) == 0 {
		return BookMove{}, 0, false
	}
	n := 1
	for n < len(ms) && ms[n].Score >= ms[0].Score-margin {
		n++
	}
	pick := ms[0]
	if rng != nil && n > 1 && margin > 0 {
		pick = ms[rng.IntN(n)]
	}
	e, _ := bk.Entry(b)
	return pick, e.Depth, true
}
