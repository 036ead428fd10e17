// Squares, colours and board sizes.

package gomoku

import "fmt"

// The board sizes: any from MinSize to MaxSize squares a side.
const (
	MinSize     = 5  // the smallest board on which five fit
	MaxSize     = 20 // the largest board, the width of the bitboards
	DefaultSize = 15 // the usual Gomoku board
	GoSize      = 19 // the Go board, offered beside the default
)

// Square is a point of the board: column X from 0 at the left, row Y from
// 0 at the top (Gomocup's coordinates), numbered Y*MaxSize + X so that a
// square means the same point on every size of board:
//
//	     x=0  1   2  ...  19
//	y=0    0   1   2 ...  19
//	y=1   20  21  22 ...  39
//	...
//	y=19 380 381 382 ... 399
//
// Renju's notation names the same point from the bottom left: on a 15x15
// board, square (7, 7) is "h8".
type Square int16

// NoSquare marks the absence of a square (no last move, no move found).
const NoSquare Square = -1

// NumSquares is the number of squares of the largest board; every Square
// of every board is below it.
const NumSquares = MaxSize * MaxSize

// At returns the square in column x and row y, both from 0 at the top left.
func At(x, y int) Square { return Square(y*MaxSize + x) }

// X returns the column, 0 at the left.
func (s Square) X() int { return int(s) % MaxSize }

// Y returns the row, 0 at the top.
func (s Square) Y() int { return int(s) / MaxSize }

// Inside reports whether s is a square of a size x size board.
func (s Square) Inside(size int) bool {
	return s >= 0 && s < NumSquares && s.X() < size && s.Y() < size
}

// String writes the square in Gomocup's notation, "x,y", which needs no
// board size; NoSquare is "--".
func (s Square) String() string {
	if s < 0 || s >= NumSquares {
		return "--"
	}
	return fmt.Sprintf("%d,%d", s.X(), s.Y())
}

// Center returns the middle square of a size x size board (h8 on 15x15),
// where the first stone usually goes.
func Center(size int) Square { return At(size/2, size/2) }

// Color is the colour of a stone, or NoColor for an empty point, a drawn
// game or a game still going on.
type Color int8

// The colours. Black plays first.
const (
	Black Color = iota
	White
	NoColor
)

// Opponent returns the other colour (NoColor stays NoColor).
func (c Color) Opponent() Color {
	if c > White {
		return NoColor
	}
	return 1 - c
}

// String returns "black", "white" or "none".
func (c Color) String() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "none"
}

// CheckSize returns an error unless size is a board size the game offers.
func CheckSize(size int) error {
	if size < MinSize || size > MaxSize {
		return fmt.Errorf("board size %d: want %d to %d", size, MinSize, MaxSize)
	}
	return nil
}
