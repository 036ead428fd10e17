// The two notations: renju's "h8" for people and Gomocup's "7,7" for
// programs, for one square and for move lists.

package gomoku

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"othello/model/bounded"
)

// columnLetters name the columns in renju's notation. Unlike Go's
// notation no letter is skipped: "i" is the ninth column.
const columnLetters = "abcdefghijklmnopqrst"

// Name writes sq in renju's notation for a size x size board: the column
// letter a-t from the left, then the row number from 1 at the bottom, so
// that "h8" is the centre of 15x15. A square off the board is written in
// Gomocup's notation, which needs no size.
func (s Square) Name(size int) string {
	if !s.Inside(size) {
		return s.String()
	}
	return string(columnLetters[s.X()]) + strconv.Itoa(size-s.Y())
}

// ParseSquare reads one square in renju's notation ("h8", "H8", surrounding
// spaces ignored) for a size x size board.
func ParseSquare(text string, size int) (Square, error) {
	if err := CheckSize(size); err != nil {
		return NoSquare, err
	}
	t := strings.TrimSpace(text)
	sq, n, msg := scanRenju(t, size)
	if msg == "" && n < len(t) {
		msg = fmt.Sprintf("unexpected %s after %s", bounded.Quote(t[n:]), bounded.Cut(t[:n]))
	}
	if msg != "" {
		return NoSquare, &SyntaxError{What: ReadingMove, Text: text, Msg: msg}
	}
	return sq, nil
}

// ParseMoves reads a list of moves in renju's notation, separated by
// white space or written together: "h8 i9 j10" or "h8i9j10". An error
// names the first bad move and its number in the list.
func ParseMoves(text string, size int) ([]Square, error) {
	if err := CheckSize(size); err != nil {
		return nil, err
	}
	var out []Square
	for i := 0; ; {
		for i < len(text) && isSpace(text[i]) {
			i++
		}
		if i == len(text) {
			return out, nil
		}
		sq, n, msg := scanRenju(text[i:], size)
		if msg != "" {
			return nil, &SyntaxError{What: ReadingMove, Index: len(out) + 1, Text: renjuToken(text[i:]), Msg: msg}
		}
		out = append(out, sq)
		i += n
	}
}

// FormatMoves writes moves in renju's notation separated by spaces.
func FormatMoves(moves []Square, size int) string {
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = m.Name(size)
	}
	return strings.Join(names, " ")
}

// scanRenju reads a square at the start of t: a letter, then the row's
// digits. It returns the square and the bytes read, or why it cannot.
func scanRenju(t string, size int) (Square, int, string) {
	if t == "" {
		return NoSquare, 0, "empty: want a column letter and a row number, as h8"
	}
	letter := t[0] | 0x20 // lower case, for letters
	x := strings.IndexByte(columnLetters, letter)
	if x < 0 {
		r, _ := utf8.DecodeRuneInString(t)
		return NoSquare, 0, fmt.Sprintf("column %q is not a letter a-t", r)
	}
	if x >= size {
		return NoSquare, 0, fmt.Sprintf("column %c is off the %dx%d board (a-%c)", letter, size, size, columnLetters[size-1])
	}
	n := 1
	for n < len(t) && t[n] >= '0' && t[n] <= '9' {
		n++
	}
	if n == 1 {
		return NoSquare, 0, "no row number after the column"
	}
	row, err := strconv.Atoi(t[1:n])
	if err != nil || row < 1 || row > size || t[1] == '0' {
		return NoSquare, 0, fmt.Sprintf("row %s is off the %dx%d board (1-%d)", bounded.Cut(t[1:n]), size, size, size)
	}
	return At(x, size-row), n, ""
}

// renjuToken is the text of the move that starts t, for an error: up to
// the next space, or the next letter after a digit.
func renjuToken(t string) string {
	for i := 1; i < len(t); i++ {
		if isSpace(t[i]) || isLetter(t[i]) && t[i-1] >= '0' && t[i-1] <= '9' {
			return t[:i]
		}
	}
	return t
}

func isSpace(c byte) bool  { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// ParseGomocupSquare reads one square in Gomocup's notation, "x,y" from 0
// at the top left ("7,7"; spaces around the numbers ignored), for a
// size x size board.
func ParseGomocupSquare(text string, size int) (Square, error) {
	if err := CheckSize(size); err != nil {
		return NoSquare, err
	}
	sq, msg := scanGomocup(text, size)
	if msg != "" {
		return NoSquare, &SyntaxError{What: ReadingGomocupMove, Text: text, Msg: msg}
	}
	return sq, nil
}

// ParseGomocupMoves reads a list of moves in Gomocup's notation separated
// by white space: "7,7 8,8 9,9".
func ParseGomocupMoves(text string, size int) ([]Square, error) {
	if err := CheckSize(size); err != nil {
		return nil, err
	}
	var out []Square
	for i, f := range strings.Fields(text) {
		sq, msg := scanGomocup(f, size)
		if msg != "" {
			return nil, &SyntaxError{What: ReadingGomocupMove, Index: i + 1, Text: f, Msg: msg}
		}
		out = append(out, sq)
	}
	return out, nil
}

// FormatGomocupMoves writes moves in Gomocup's notation separated by
// spaces.
func FormatGomocupMoves(moves []Square) string {
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = m.String()
	}
	return strings.Join(names, " ")
}

// scanGomocup reads "x,y", or says why it cannot.
func scanGomocup(text string, size int) (Square, string) {
	parts := strings.Split(text, ",")
	if len(parts) != 2 {
		return NoSquare, "want two numbers x,y counted from 0, as 7,7"
	}
	var xy [2]int
	for i, p := range parts {
		p = strings.TrimSpace(p)
		v, err := strconv.Atoi(p)
		if err != nil || p[0] == '+' || p[0] == '-' {
			return NoSquare, fmt.Sprintf("%c %s is not a number", "xy"[i], bounded.Quote(p))
		}
		if v >= size {
			return NoSquare, fmt.Sprintf("%c %d is off the %dx%d board (0-%d)", "xy"[i], v, size, size, size-1)
		}
		xy[i] = v
	}
	return At(xy[0], xy[1]), ""
}

// Drawing draws the board as text with renju's coordinates: columns a-t,
// rows numbered from the bottom, X black, O white, the last stone in
// brackets; the terminal game shows it.
func (g *Game) Drawing() string {
	n := g.Size()
	var sb strings.Builder
	letters := "    "
	for x := range n {
		letters += string(rune('a'+x)) + " "
	}
	sb.WriteString(strings.TrimRight(letters, " ") + "\n")
	last := g.LastMove()
	for y := range n {
		fmt.Fprintf(&sb, "%3d", n-y)
		for x := range n {
			sq := At(x, y)
			c := "XO."[g.Board().At(sq)]
			switch {
			case sq == last:
				fmt.Fprintf(&sb, "(%c", c)
			case x > 0 && At(x-1, y) == last:
				fmt.Fprintf(&sb, ")%c", c)
			default:
				fmt.Fprintf(&sb, " %c", c)
			}
		}
		if last == At(n-1, y) {
			sb.WriteString(")")
		}
		fmt.Fprintf(&sb, " %d\n", n-y)
	}
	sb.WriteString(strings.TrimRight(letters, " ") + "\n")
	return sb.String()
}
