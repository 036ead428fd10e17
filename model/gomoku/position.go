// Positions: a board and the colour to move, and their text diagrams.

package gomoku

import (
	"fmt"
	"strings"
)

// Position is a board and the colour to move: what a player searches.
type Position struct {
	Board  Board
	ToMove Color
}

// NewPosition returns the empty board of size x size with Black to move.
func NewPosition(size int, rule Rule) (Position, error) {
	b, err := NewBoard(size, rule)
	return Position{Board: b, ToMove: Black}, err
}

// Play returns the position after the side to move puts a stone on sq,
// or why it may not (off the board, taken). It does not look for a win;
// Game does.
func (p Position) Play(sq Square) (Position, error) {
	if err := p.Board.Check(sq); err != nil {
		return p, err
	}
	p.Board = p.Board.Place(sq, p.ToMove)
	p.ToMove = p.ToMove.Opponent()
	return p, nil
}

// String draws the board as Board.String does, then the colour to move,
// "X" or "O", on a line of its own, as ParsePosition reads it.
func (p Position) String() string {
	return p.Board.String() + string("XO"[p.ToMove&1]) + "\n"
}

// ParsePosition reads a diagram: one line a row from the top, each of the
// size squares "X", "x" or "*" for Black, "O", "o" or "0" for White, "." ,
// "-" or "+" for empty, with spaces between them allowed; blank lines and
// lines starting with "#" are skipped. A last line of "X" or "O" alone
// names the colour to move; without it Black moves if the colours have
// as many stones, White if Black has one more.
func ParsePosition(text string, rule Rule) (Position, error) {
	var rows []string
	toMove := NoColor
	for i, line := range strings.Split(text, "\n") {
		line = strings.Join(strings.Fields(line), "")
		switch {
		case line == "" || line[0] == '#':
			continue
		case toMove != NoColor:
			return Position{}, &SyntaxError{What: ReadingPositionLine, Index: i + 1, Text: line, Msg: "after the colour to move"}
		case line == "X" || line == "x":
			toMove = Black
			continue
		case line == "O" || line == "o":
			toMove = White
			continue
		}
		rows = append(rows, line)
	}
	n := len(rows)
	if err := CheckSize(n); err != nil {
		return Position{}, &SyntaxError{What: ReadingPosition, Text: fmt.Sprintf("%d rows", n), Msg: err.Error()}
	}
	b, _ := NewBoard(n, rule)
	for y, row := range rows {
		if len(row) != n {
			return Position{}, &SyntaxError{What: ReadingPositionRow, Index: y + 1, Text: row,
				Msg: fmt.Sprintf("%d squares in a row of a %dx%d board", len(row), n, n)}
		}
		for x := range n {
			switch row[x] {
			case 'X', 'x', '*':
				b = b.Place(At(x, y), Black)
			case 'O', 'o', '0':
				b = b.Place(At(x, y), White)
			case '.', '-', '+':
			default:
				return Position{}, &SyntaxError{What: ReadingPositionRow, Index: y + 1, Text: row,
					Msg: fmt.Sprintf("%q is not X, O or .", row[x])}
			}
		}
	}
	if toMove == NoColor {
		nb, nw := b.stones[Black].Count(), b.stones[White].Count()
		switch nb - nw {
		case 0:
			toMove = Black
		case 1:
			toMove = White
		default:
			return Position{}, &SyntaxError{What: ReadingPosition, Text: fmt.Sprintf("%d black, %d white", nb, nw),
				Msg: "cannot tell whose move it is: add a line X or O"}
		}
	}
	return Position{Board: b, ToMove: toMove}, nil
}
