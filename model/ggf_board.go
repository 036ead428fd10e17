// The board of a GGF record: BO[...]'s size, squares and side to move, on
// 8x8 and the other sizes, and the sizes a game type names.

package model

import (
	"fmt"
	"strconv"
	"strings"

	"othello/model/bounded"
)

// ggfSize reads the board size of a game type: "8", or "8" with variant
// letters ("8r", "8k"), and likewise 4, 6 and 10; not "12" or "88".
func ggfSize(ty string) (int, bool) {
	ty = strings.TrimSpace(ty)
	digits := 0
	for digits < len(ty) && ty[digits] >= '0' && ty[digits] <= '9' {
		digits++
	}
	n, err := strconv.Atoi(ty[:digits])
	if err != nil {
		return 0, false
	}
	if _, err := GeometryOf(n); err != nil {
		return 0, false
	}
	return n, true
}

// parseGGFBoard reads the value of BO on any size: the size N, the N*N
// squares row by row ('*' or 'X' black, 'O' white, '-' or '.' empty; spaces
// between rows allowed), then the side to move, '*' or 'O'. Size 8 is read
// by parseGGFBoard8, with its errors.
func parseGGFBoard(v string) (SizedPosition, error) {
	f := strings.Fields(v)
	if len(f) == 0 || f[0] == "8" {
		p, err := parseGGFBoard8(v)
		return SizedFromPosition(p), err
	}
	n, err := strconv.Atoi(f[0])
	if err != nil {
		return SizedPosition{}, fmt.Errorf("board size %s; want 4, 6, 8 or 10", bounded.Quote(f[0]))
	}
	g, err := GeometryOf(n)
	if err != nil {
		return SizedPosition{}, fmt.Errorf("board size %s; want 4, 6, 8 or 10", bounded.Quote(f[0]))
	}
	cells := strings.Join(f[1:], "")
	if len(cells) != g.Cells()+1 {
		return SizedPosition{}, fmt.Errorf("%d characters after the size; want %d: the %d squares then the side to move (* or O)", len(cells), g.Cells()+1, g.Cells())
	}
	var black, white Bits
	for i := 0; i < g.Cells(); i++ {
		switch cells[i] {
		case '*', 'X', 'x':
			black = black.Or(g.CellBits(Cell(i)))
		case 'O', 'o':
			white = white.Or(g.CellBits(Cell(i)))
		case '-', '.':
		default:
			return SizedPosition{}, fmt.Errorf("square %d (%s) is %q; want * (black), O (white) or - (empty)", i+1, g.CellName(Cell(i)), cells[i])
		}
	}
	switch cells[g.Cells()] {
	case '*', 'X', 'x', 'B', 'b':
		return NewSizedPosition(g, black, white, Black), nil
	case 'O', 'o', 'W', 'w':
		return NewSizedPosition(g, black, white, White), nil
	}
	return SizedPosition{}, fmt.Errorf("side to move %q; want * (black) or O (white)", cells[g.Cells()])
}

// parseGGFBoard8 reads the value of BO: the size 8, the 64 squares a1..h8
// ('*' or 'X' black, 'O' white, '-' or '.' empty; spaces between rows
// allowed), then the side to move, '*' or 'O'.
func parseGGFBoard8(v string) (Position, error) {
	f := strings.Fields(v)
	if len(f) == 0 {
		return Position{}, fmt.Errorf("empty board; want 8, the 64 squares and the side to move")
	}
	if f[0] != "8" {
		return Position{}, fmt.Errorf("board size %s; only 8 is supported", bounded.Quote(f[0]))
	}
	cells := strings.Join(f[1:], "")
	if len(cells) != 65 {
		return Position{}, fmt.Errorf("%d characters after the size; want 65: the 64 squares then the side to move (* or O)", len(cells))
	}
	var black, white uint64
	for i := 0; i < 64; i++ {
		switch cells[i] {
		case '*', 'X', 'x':
			black |= 1 << uint(i)
		case 'O', 'o':
			white |= 1 << uint(i)
		case '-', '.':
		default:
			return Position{}, fmt.Errorf("square %d (%s) is %q; want * (black), O (white) or - (empty)", i+1, Square(i), cells[i])
		}
	}
	switch cells[64] {
	case '*', 'X', 'x', 'B', 'b':
		return NewPosition(black, white, Black), nil
	case 'O', 'o', 'W', 'w':
		return NewPosition(black, white, White), nil
	}
	return Position{}, fmt.Errorf("side to move %q; want * (black) or O (white)", cells[64])
}
