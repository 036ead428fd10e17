package model

import (
	"fmt"
	"strings"

	"othello/model/bounded"
)

// Square is a square of the board or Pass.
//
// Bit i of a bitboard is square i, counted row by row from the top left:
//
//	    a  b  c  d  e  f  g  h
//	1   0  1  2  3  4  5  6  7
//	2   8  9 10 11 12 13 14 15
//	3  16 17 18 19 20 21 22 23
//	4  24 25 26 27 28 29 30 31
//	5  32 33 34 35 36 37 38 39
//	6  40 41 42 43 44 45 46 47
//	7  48 49 50 51 52 53 54 55
//	8  56 57 58 59 60 61 62 63
type Square int8

// The squares, named as on the printed board, then Pass and NoSquare.
const (
	A1, B1, C1, D1, E1, F1, G1, H1 Square = 8*iota + 0, 8*iota + 1, 8*iota + 2, 8*iota + 3, 8*iota + 4, 8*iota + 5, 8*iota + 6, 8*iota + 7
	A2, B2, C2, D2, E2, F2, G2, H2
	A3, B3, C3, D3, E3, F3, G3, H3
	A4, B4, C4, D4, E4, F4, G4, H4
	A5, B5, C5, D5, E5, F5, G5, H5
	A6, B6, C6, D6, E6, F6, G6, H6
	A7, B7, C7, D7, E7, F7, G7, H7
	A8, B8, C8, D8, E8, F8, G8, H8
)

const (
	// Pass is the move of a side that has no legal move.
	Pass Square = 64
	// NoSquare marks the absence of a move (for example no last move yet).
	NoSquare Square = -1
)

// SquareAt returns the square in column col (0 = a) and row row (0 = 1).
func SquareAt(col, row int) Square { return Square(row*8 + col) }

// Col returns the column, 0 for a to 7 for h.
func (s Square) Col() int { return int(s) & 7 }

// Row returns the row, 0 for row 1 to 7 for row 8.
func (s Square) Row() int { return int(s) >> 3 }

// Bit returns the bitboard with only this square set (0 for Pass).
func (s Square) Bit() uint64 {
	if s < 0 || s > H8 {
		return 0
	}
	return 1 << uint(s)
}

// OnBoard reports whether s is one of the 64 squares.
func (s Square) OnBoard() bool { return s >= A1 && s <= H8 }

// String returns the square in lower case ("f5"), "pass" or "--".
func (s Square) String() string {
	switch {
	case s == Pass:
		return "pass"
	case s.OnBoard():
		return string([]byte{'a' + byte(s.Col()), '1' + byte(s.Row())})
	default:
		return "--"
	}
}

// Upper returns the square as the GGF records and the text protocols write
// it: "F5", or "PA" for a pass.
func (s Square) Upper() string {
	if s == Pass {
		return "PA"
	}
	return strings.ToUpper(s.String())
}

// ParseSquare reads a square such as "f5" or "F5", or a pass written "pass",
// "PS", "PA" or "--", ignoring case and surrounding space.
func ParseSquare(text string) (Square, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	switch t {
	case "pass", "ps", "pa", "--":
		return Pass, nil
	}
	if len(t) != 2 {
		return NoSquare, &ReadError{Problem: BadSquare, Found: bounded.Quote(text), Size: 8,
			english: fmt.Sprintf("square %s: want a column a-h and a row 1-8, such as f5", bounded.Quote(text))}
	}
	if t[0] < 'a' || t[0] > 'h' {
		return NoSquare, &ReadError{Problem: BadColumn, Found: fmt.Sprintf("%q", t[0]), Size: 8,
			english: fmt.Sprintf("square %s: column %q is not a-h", bounded.Quote(text), t[0])}
	}
	if t[1] < '1' || t[1] > '8' {
		return NoSquare, &ReadError{Problem: BadRow, Found: fmt.Sprintf("%q", t[1]), Size: 8,
			english: fmt.Sprintf("square %s: row %q is not 1-8", bounded.Quote(text), t[1])}
	}
	return SquareAt(int(t[0]-'a'), int(t[1]-'1')), nil
}

// Color is the colour of a disc or of a side.
type Color int8

// Black moves first.
const (
	Black Color = iota
	White
)

// Other returns the opposing colour.
func (c Color) Other() Color { return 1 - c }

// String returns "Black" or "White".
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Letter returns "X" for Black and "O" for White, as in position strings.
func (c Color) Letter() byte {
	if c == White {
		return 'O'
	}
	return 'X'
}
