package model

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"othello/model/bounded"
)

// Position is a board together with the colour of the side to move.
type Position struct {
	Board Board
	Turn  Color
}

// StartPosition returns the opening position, Black to move.
func StartPosition() Position { return Position{Board: StartBoard(), Turn: Black} }

// NewPosition builds a position from the black and white discs.
func NewPosition(black, white uint64, turn Color) Position {
	if turn == White {
		return Position{Board: Board{Player: white, Opponent: black}, Turn: White}
	}
	return Position{Board: Board{Player: black, Opponent: white}, Turn: Black}
}

// Discs returns the bitboard of colour c.
func (p Position) Discs(c Color) uint64 {
	if c == p.Turn {
		return p.Board.Player
	}
	return p.Board.Opponent
}

// Count returns the number of discs of colour c.
func (p Position) Count(c Color) int {
	if c == p.Turn {
		return p.Board.PlayerDiscs()
	}
	return p.Board.OpponentDiscs()
}

// At returns the colour on sq and whether there is a disc there at all.
func (p Position) At(sq Square) (Color, bool) {
	switch {
	case p.Board.Player&sq.Bit() != 0:
		return p.Turn, true
	case p.Board.Opponent&sq.Bit() != 0:
		return p.Turn.Other(), true
	}
	return Black, false
}

// Play returns the position after the side to move plays sq (which must be
// legal, as for Board.Play).
func (p Position) Play(sq Square) Position {
	return Position{Board: p.Board.Play(sq), Turn: p.Turn.Other()}
}

// String prints the position as 64 characters a1..h8 ('X' black, 'O' white,
// '-' empty), a space and the side to move.
func (p Position) String() string {
	var sb strings.Builder
	sb.Grow(66)
	for sq := A1; sq <= H8; sq++ {
		c, ok := p.At(sq)
		switch {
		case !ok:
			sb.WriteByte('-')
		default:
			sb.WriteByte(c.Letter())
		}
	}
	sb.WriteByte(' ')
	sb.WriteByte(p.Turn.Letter())
	return sb.String()
}

// Diagram draws the board with coordinates, one row per line, for terminals.
func (p Position) Diagram() string {
	var sb strings.Builder
	sb.WriteString("  a b c d e f g h\n")
	for row := 0; row < 8; row++ {
		sb.WriteByte('1' + byte(row))
		for col := 0; col < 8; col++ {
			sb.WriteByte(' ')
			c, ok := p.At(SquareAt(col, row))
			if ok {
				sb.WriteByte(c.Letter())
			} else {
				sb.WriteByte('-')
			}
		}
		sb.WriteByte('\n')
	}
	fmt.Fprintf(&sb, "%s to move; Black %d, White %d\n", p.Turn, p.Count(Black), p.Count(White))
	return sb.String()
}

// ParsePosition reads 64 board characters, a1..h1, a2..h2, ..., h8 ('X', 'x'
// or '*' black; 'O' or 'o' white; '-' or '.' empty), optional whitespace and
// the side to move, 'X' or 'O'. Anything after a ';' is ignored, so lines of
// FFO/OBF files parse as they are.
func ParsePosition(text string) (Position, error) {
	if i := strings.IndexByte(text, ';'); i >= 0 {
		text = text[:i]
	}
	var black, white uint64
	sq := 0
	i := 0
	for ; i < len(text) && sq < 64; i++ {
		ch := text[i]
		switch ch {
		case 'X', 'x', '*':
			black |= 1 << uint(sq)
		case 'O', 'o':
			white |= 1 << uint(sq)
		case '-', '.':
		case ' ', '\t', '\n', '\r':
			if sq == 0 {
				continue // leading space
			}
			return Position{}, &ReadError{Problem: SpaceAmongSquares, At: i + 1, Count: sq, Want: 64, Size: 8,
				english: fmt.Sprintf("position: space at character %d after %d squares; want 64 squares then the side to move", i+1, sq)}
		default:
			// name the character, not its first byte, and count characters
			r, _ := utf8.DecodeRuneInString(text[i:])
			at := utf8.RuneCountInString(text[:i]) + 1
			return Position{}, &ReadError{Problem: BadSquareMark, At: at, Found: fmt.Sprintf("%q", r), Size: 8,
				english: fmt.Sprintf("position: character %d is %q; want X, O or - for a square", at, r)}
		}
		sq++
	}
	if sq < 64 {
		return Position{}, &ReadError{Problem: TooFewSquares, Count: sq, Want: 64, Size: 8,
			english: fmt.Sprintf("position: only %d squares; want 64 then the side to move (X or O)", sq)}
	}
	rest := strings.TrimSpace(text[i:])
	var turn Color
	switch rest {
	case "X", "x", "*", "B", "b":
		turn = Black
	case "O", "o", "W", "w":
		turn = White
	case "":
		return Position{}, &ReadError{Problem: NoSideToMove, Size: 8, english: "position: side to move missing after the 64 squares; want X or O"}
	default:
		at := utf8.RuneCountInString(text[:i+strings.Index(text[i:], rest)]) + 1
		return Position{}, &ReadError{Problem: BadSideToMove, Found: bounded.Quote(rest), At: at, Size: 8,
			english: fmt.Sprintf("position: side to move %s at character %d; want X or O", bounded.Quote(rest), at)}
	}
	return NewPosition(black, white, turn), nil
}
