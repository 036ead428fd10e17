// The board: each colour's stones, the size and the rule, and the win test.

package gomoku

import (
	"slices"
	"strings"
)

// Board is the stones on a board of one size under one rule. It is a
// value: Place returns a new board, so a board handed out is never
// changed behind its holder's back. The zero Board is not ready; use
// NewBoard.
type Board struct {
	stones [2]Bitboard // Black's and White's
	size   int8
	rule   Rule
	count  int16 // stones of both colours
}

// NewBoard returns an empty board of size x size squares.
func NewBoard(size int, rule Rule) (Board, error) {
	if err := CheckSize(size); err != nil {
		return Board{}, err
	}
	if rule != Freestyle && rule != Standard {
		return Board{}, errUnknownRule
	}
	return Board{size: int8(size), rule: rule}, nil
}

// Size returns the number of squares a side.
func (b Board) Size() int { return int(b.size) }

// Rule returns the winning rule.
func (b Board) Rule() Rule { return b.rule }

// Stones returns the set of c's stones.
func (b Board) Stones(c Color) Bitboard { return b.stones[c&1] }

// At returns the colour of the stone on sq, NoColor if there is none.
func (b Board) At(sq Square) Color {
	switch {
	case b.stones[Black].Has(sq):
		return Black
	case b.stones[White].Has(sq):
		return White
	}
	return NoColor
}

// Inside reports whether sq is on this board.
func (b Board) Inside(sq Square) bool { return sq.Inside(int(b.size)) }

// Empty reports whether sq is on the board and holds no stone.
func (b Board) Empty(sq Square) bool { return b.Inside(sq) && b.At(sq) == NoColor }

// Count returns the number of stones of both colours.
func (b Board) Count() int { return int(b.count) }

// Full reports whether every square holds a stone.
func (b Board) Full() bool { return int(b.count) == int(b.size)*int(b.size) }

// Check says why c may not put a stone on sq, or nil if it may: the
// square must be on the board and empty.
func (b Board) Check(sq Square) error {
	switch {
	case !b.Inside(sq):
		return &MoveError{Reason: OffBoard, Square: sq, Size: b.Size()}
	case b.At(sq) != NoColor:
		return &MoveError{Reason: Occupied, Square: sq, Size: b.Size()}
	}
	return nil
}

// Place returns the board with a stone of colour c on sq, which must be
// an empty square of the board (see Check).
func (b Board) Place(sq Square, c Color) Board {
	b.stones[c&1].Set(sq)
	b.count++
	return b
}

// Remove returns the board without the stone on sq (the same board if sq
// is empty).
func (b Board) Remove(sq Square) Board {
	if c := b.At(sq); c != NoColor {
		b.stones[c].Clear(sq)
		b.count--
	}
	return b
}

// Wins reports whether the stone on sq is part of a winning line: the
// test after each move, which looks only at the lines through that stone.
func (b Board) Wins(sq Square) bool {
	c := b.At(sq)
	return c != NoColor && b.stones[c].winsThrough(sq, b.rule == Standard) != 0
}

// WinningLine returns the squares of every winning line through the stone
// on sq, sorted (nil if there is none): what a window highlights. Under
// Freestyle a line of six or more is given whole.
func (b Board) WinningLine(sq Square) []Square {
	c := b.At(sq)
	if c == NoColor {
		return nil
	}
	mask := b.stones[c].winsThrough(sq, b.rule == Standard)
	var out []Square
	for i, d := range directions {
		if mask>>i&1 != 0 {
			out = append(out, b.stones[c].run(sq, d)...)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// HasFive reports whether c has a winning line anywhere on the board: the
// test of a position set up rather than played.
func (b Board) HasFive(c Color) bool { return b.stones[c&1].hasFive(b.rule == Standard) }

// String draws the board a row a line from the top, "X" for Black, "O"
// for White and "." for an empty square, as ParseBoard reads it.
func (b Board) String() string {
	var sb strings.Builder
	n := b.Size()
	for y := range n {
		for x := range n {
			sb.WriteByte("XO."[b.At(At(x, y))])
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
