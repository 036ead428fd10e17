// Positions of any size with colours, and their text forms: one line, and
// the drawn board of the terminal game and its contest files.

package model

import (
	"fmt"
	"strings"

	"othello/model/bounded"
)

// SizedPosition is a sized board with the colour of the side to move.
type SizedPosition struct {
	Board SizedBoard
	Turn  Color
}

// SizedStartPosition returns the opening of size n, Black to move.
func SizedStartPosition(n int) (SizedPosition, error) {
	b, err := SizedStart(n)
	return SizedPosition{Board: b, Turn: Black}, err
}

// NewSizedPosition builds a position from the black and white discs.
func NewSizedPosition(g *Geometry, black, white Bits, turn Color) SizedPosition {
	if turn == White {
		return SizedPosition{Board: NewSizedBoard(g, white, black), Turn: White}
	}
	return SizedPosition{Board: NewSizedBoard(g, black, white), Turn: Black}
}

// SizedFromPosition returns an 8x8 position in the sized layout.
func SizedFromPosition(p Position) SizedPosition {
	return SizedPosition{Board: SizedFromBoard(p.Board), Turn: p.Turn}
}

// Position8 returns an 8x8 sized position as a Position, and the zero
// Position for other sizes.
func (p SizedPosition) Position8() Position {
	b, ok := p.Board.Board8()
	if !ok {
		return Position{}
	}
	return Position{Board: b, Turn: p.Turn}
}

// Size returns the number of rows (and columns).
func (p SizedPosition) Size() int { return p.Board.Size() }

// Geometry returns the board's layout.
func (p SizedPosition) Geometry() *Geometry { return p.Board.geo }

// At returns the colour on c and whether there is a disc there at all.
func (p SizedPosition) At(c Cell) (Color, bool) {
	if !p.Board.geo.OnBoard(c) {
		return Black, false
	}
	bit := p.Board.geo.Bit(c)
	switch {
	case p.Board.Player.Has(bit):
		return p.Turn, true
	case p.Board.Opponent.Has(bit):
		return p.Turn.Other(), true
	}
	return Black, false
}

// Count returns the number of discs of colour c.
func (p SizedPosition) Count(c Color) int {
	if c == p.Turn {
		return p.Board.PlayerDiscs()
	}
	return p.Board.OpponentDiscs()
}

// Play returns the position after the side to move plays c, which must be
// legal (CellPass passes).
func (p SizedPosition) Play(c Cell) SizedPosition {
	return SizedPosition{Board: p.Board.Play(c), Turn: p.Turn.Other()}
}

// String writes the squares row by row ('X' black, 'O' white, '-' empty), a
// space and the side to move; on 8x8 it is Position's form.
func (p SizedPosition) String() string {
	var sb strings.Builder
	for c := Cell(0); int(c) < p.Board.geo.Cells(); c++ {
		if col, ok := p.At(c); ok {
			sb.WriteByte(col.Letter())
		} else {
			sb.WriteByte('-')
		}
	}
	sb.WriteByte(' ')
	sb.WriteByte(p.Turn.Letter())
	return sb.String()
}

// ParseSizedPosition reads a position of size n in String's form: n*n
// squares ('X', 'x' or '*' black; 'O' or 'o' white; '-', '.' or '_' empty),
// optional whitespace and the side to move.
func ParseSizedPosition(text string, n int) (SizedPosition, error) {
	g, err := GeometryOf(n)
	if err != nil {
		return SizedPosition{}, err
	}
	text = strings.TrimSpace(text)
	var black, white Bits
	c := 0
	i := 0
	for ; i < len(text) && c < g.Cells() && text[i] != ' ' && text[i] != '\t'; i++ {
		switch text[i] {
		case 'X', 'x', '*':
			black = black.Or(g.CellBits(Cell(c)))
		case 'O', 'o':
			white = white.Or(g.CellBits(Cell(c)))
		case '-', '.', '_':
		default:
			return SizedPosition{}, &ReadError{Problem: BadSquareMark, At: i + 1, Found: fmt.Sprintf("%q", text[i]), Size: n,
				english: fmt.Sprintf("position: character %d is %q; want X, O or - for a square", i+1, text[i])}
		}
		c++
	}
	if c < g.Cells() {
		return SizedPosition{}, &ReadError{Problem: TooFewSquares, Count: c, Want: g.Cells(), Size: n,
			english: fmt.Sprintf("position: only %d squares; want %d for %dx%d, then the side to move", c, g.Cells(), n, n)}
	}
	turn, err := parseSide(strings.TrimSpace(text[i:]))
	if err != nil {
		return SizedPosition{}, fmt.Errorf("position: %w", err)
	}
	return NewSizedPosition(g, black, white, turn), nil
}

// parseSide reads the side to move, X or O (B or W also).
func parseSide(s string) (Color, error) {
	switch s {
	case "X", "x", "*", "B", "b":
		return Black, nil
	case "O", "o", "W", "w":
		return White, nil
	case "":
		return Black, &ReadError{Problem: NoSideToMove, english: "side to move missing; want X or O"}
	}
	return Black, &ReadError{Problem: BadSideToMove, Found: bounded.Quote(s), english: fmt.Sprintf("side to move %s; want X or O", bounded.Quote(s))}
}

// Drawing draws the board as the terminal game prints it: a line of column
// letters, then one line a row, its number and a square each ('X' black,
// 'O' white, '_' empty).
//
//	  a b c d
//	1 _ _ _ _
//	2 _ O X _
//	3 _ X O _
//	4 _ _ _ _
func (p SizedPosition) Drawing() string {
	g := p.Board.geo
	var sb strings.Builder
	sb.WriteString("  ")
	for col := 0; col < g.n; col++ {
		fmt.Fprintf(&sb, " %c", 'a'+col)
	}
	sb.WriteByte('\n')
	for row := 0; row < g.n; row++ {
		fmt.Fprintf(&sb, "%2d", row+1)
		for col := 0; col < g.n; col++ {
			sb.WriteByte(' ')
			if c, ok := p.At(g.Cell(col, row)); ok {
				sb.WriteByte(c.Letter())
			} else {
				sb.WriteByte('_')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// ParseDrawing reads a board drawn as Drawing draws it, with the side to
// move, X or O, alone on the last line: the contest files of the Reversi
// report. The line of column letters and the row numbers may be left out,
// and so may the spaces between squares; '_', '-' and '.' are empty. The
// size is the number of rows. An error names the line and column at fault.
func ParseDrawing(text string) (SizedPosition, error) {
	type line struct {
		no   int
		text string
	}
	var lines []line
	for i, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		if t := strings.TrimSpace(l); t != "" {
			lines = append(lines, line{i + 1, t})
		}
	}
	if len(lines) == 0 {
		return SizedPosition{}, fmt.Errorf("board: the file is empty")
	}
	last := lines[len(lines)-1]
	turn, err := parseSide(last.text)
	if err != nil {
		return SizedPosition{}, fmt.Errorf("board: line %d: %v (the last line says who moves)", last.no, err)
	}
	lines = lines[:len(lines)-1]
	if len(lines) > 0 && isColumnHeader(lines[0].text) {
		lines = lines[1:]
	}
	g, err := GeometryOf(len(lines))
	if err != nil {
		return SizedPosition{}, fmt.Errorf("board: %d rows; want 4, 6, 8 or 10 rows of squares", len(lines))
	}
	var black, white Bits
	for row, l := range lines {
		rest := l.text
		// An optional row number, which must be the right one.
		digits := 0
		for digits < len(rest) && rest[digits] >= '0' && rest[digits] <= '9' {
			digits++
		}
		if digits > 0 {
			if num := rest[:digits]; num != fmt.Sprint(row+1) {
				return SizedPosition{}, fmt.Errorf("board: line %d: row number %s, want %d", l.no, bounded.Cut(num), row+1)
			}
		}
		col := 0
		for i := digits; i < len(rest); i++ {
			ch := rest[i]
			if ch == ' ' || ch == '\t' {
				continue
			}
			if col == g.n {
				return SizedPosition{}, fmt.Errorf("board: row %d: more than %d squares (character %d of line %d)", row+1, g.n, i+1, l.no)
			}
			bit := g.CellBits(g.Cell(col, row))
			switch ch {
			case 'X', 'x', '*':
				black = black.Or(bit)
			case 'O', 'o':
				white = white.Or(bit)
			case '_', '-', '.':
			default:
				return SizedPosition{}, fmt.Errorf("board: row %d, column %c: %q is not X, O, _ or -", row+1, 'a'+col, ch)
			}
			col++
		}
		if col < g.n {
			return SizedPosition{}, fmt.Errorf("board: row %d has %d squares; want %d like the number of rows", row+1, col, g.n)
		}
	}
	return NewSizedPosition(g, black, white, turn), nil
}

// isColumnHeader reports whether a line is the letters a, b, c... in order.
func isColumnHeader(s string) bool {
	want := byte('a')
	for i := 0; i < len(s); i++ {
		switch ch := s[i] | 0x20; {
		case s[i] == ' ' || s[i] == '\t':
		case ch == want:
			want++
		default:
			return false
		}
	}
	return want > 'a'
}

// Illegal returns why the side to move may not play c, or 0 if it may:
// the reasons of the 8x8 game, for front ends to phrase.
func (p SizedPosition) Illegal(c Cell) Reason {
	b := p.Board
	switch {
	case b.GameOver():
		return GameIsOver
	case c == CellPass:
		if b.MustPass() {
			return 0
		}
		return MayNotPass
	case !b.geo.OnBoard(c):
		return NotASquare
	case !b.Empty().Has(b.geo.Bit(c)):
		return Occupied
	case !b.Moves().Has(b.geo.Bit(c)):
		if b.MustPass() {
			return MustPass
		}
		return FlipsNothing
	}
	return 0
}

// Refusal returns the error refusing mover's move c in p for reason r, a
// rule the caller adds to the game's own (the computer's turn, a fallen
// flag), with the move where IllegalMoveError keeps it on p's size.
func (p SizedPosition) Refusal(mover Color, c Cell, r Reason) *IllegalMoveError {
	e := &IllegalMoveError{Reason: r, Move: NoSquare, Mover: mover, Turn: p.Turn, Legal: NoSquare, LegalCell: NoCell}
	if n := p.Size(); n == 8 {
		e.Move = c.Square()
	} else {
		e.Size, e.Cell = n, c
	}
	return e
}

// IllegalMove returns why colour mover may not play c, or nil if it may:
// on 8x8 Position.Illegal's error, elsewhere the same reasons with the move
// as a cell (IllegalMoveError.Size, Cell and LegalCell).
func (p SizedPosition) IllegalMove(mover Color, c Cell) *IllegalMoveError {
	g := p.Board.geo
	if g.n == 8 {
		return p.Position8().Illegal(mover, c.Square())
	}
	e := &IllegalMoveError{Move: NoSquare, Mover: mover, Turn: p.Turn, Legal: NoSquare,
		TurnMustPass: p.Board.MustPass(), Size: g.n, Cell: c, LegalCell: NoCell}
	e.Reason = p.Illegal(c)
	switch {
	case e.Reason == GameIsOver:
	case mover != p.Turn:
		e.Reason = NotYourTurn
	case e.Reason == MayNotPass:
		e.LegalCell = p.Board.MoveCells()[0]
	case e.Reason == 0:
		return nil
	}
	return e
}
