// Game files: the plain list of moves under a header line ("# Gomoku
// 15x15 freestyle", then "h8 i9 ..."), and Gomocup's position lines
// (START, INFO rule, BOARD, "x,y,field" a stone, DONE), read back from
// either, and from pasted text.

package gomoku

import (
	"fmt"
	"regexp"
	"strings"

	"othello/model/bounded"
)

// FileText writes g as a game file: the plain list of moves when plain
// (.txt), else Gomocup's position lines.
func (g *Game) FileText(plain bool) string {
	n := g.Size()
	if plain {
		return fmt.Sprintf("# Gomoku %dx%d %s\n%s\n", n, n, g.Rule(), FormatMoves(g.Moves(), n))
	}
	return fmt.Sprintf("START %d\nINFO rule %d\n%s", n, g.Rule().Gomocup(), FormatBoardCommand(g.BoardStones()))
}

// fileStone is a stone of Gomocup's position lines, "x,y" or "x,y,field":
// not a comma alone, as in "f5, d6", which an Othello transcript may hold.
var fileStone = regexp.MustCompile(`^\s*\d+\s*,\s*\d+\s*(,\s*\d+\s*)?$`)

// LooksLikeFile reports whether text has a line only Gomoku's files have:
// the header "# Gomoku 15x15 ...", Gomocup's START, INFO or BOARD, or a
// stone "x,y,field". A bare list of moves has none: it may be either
// game's, and only a reader can tell.
func LooksLikeFile(text string) bool {
	for _, line := range strings.Split(strings.TrimPrefix(text, "\uFEFF"), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
		case strings.EqualFold(f[0], "START"), strings.EqualFold(f[0], "INFO"), strings.EqualFold(f[0], "BOARD"),
			len(f) > 1 && f[0] == "#" && strings.EqualFold(f[1], "Gomoku"),
			fileStone.MatchString(line):
			return true
		}
	}
	return false
}

// TurnError says a file's stones do not alternate from Black: stone
// Number (from 1), on Square, is not the move of Want.
type TurnError struct {
	Number int
	Square Square
	Want   Color
}

func (e *TurnError) Error() string {
	return fmt.Sprintf("stone %d, %s, is not %s's move: the stones must alternate from Black", e.Number, e.Square, e.Want)
}

// FileProblem is what is wrong with a game file as a whole: the kind of
// a FileError.
type FileProblem int8

// The problems of a game file.
const (
	FileBadSize FileProblem = iota + 1 // Found is not a board size of 5 to 20 (Square: written NxN)
	FileNoMoves                        // the text holds no moves
)

// FileError says what is wrong with a game file as a whole; Error is the
// English the command line prints.
type FileError struct {
	Problem FileProblem
	Found   string // the text at fault, as read
	Square  bool   // the size was written as NxN
}

func (e *FileError) Error() string {
	switch {
	case e.Problem == FileNoMoves:
		return "it holds no moves"
	case e.Square:
		return fmt.Sprintf("the board size %s is not one of 5x5 to 20x20", bounded.Quote(e.Found))
	}
	return fmt.Sprintf("the board size %s is not one of 5 to 20", bounded.Quote(e.Found))
}

// MoveColour is the colour of move i (from 0) of a game from the empty
// board: Black first.
func MoveColour(i int) Color {
	if i%2 == 0 {
		return Black
	}
	return White
}

// ReadFile reads a game file or pasted text: Gomocup's position lines
// (with START and INFO rule, if any) or a list "h8 i9 ..." (after a line
// "# Gomoku 15x15 freestyle", if any); size and rule are those of a text
// that does not say. It returns the moves, checked as a game, with the
// board size and rule the text gives.
func ReadFile(text string, size int, rule Rule) ([]Square, int, Rule, error) {
	var body []string
	for _, line := range strings.Split(strings.TrimPrefix(text, "\uFEFF"), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
		case strings.EqualFold(f[0], "START") && len(f) == 2:
			if _, err := fmt.Sscan(f[1], &size); err != nil || CheckSize(size) != nil {
				return nil, 0, rule, &FileError{Problem: FileBadSize, Found: f[1]}
			}
		case strings.EqualFold(f[0], "INFO") && len(f) == 3 && strings.EqualFold(f[1], "rule"):
			var mask int
			fmt.Sscan(f[2], &mask)
			r, err := RuleFromGomocup(mask)
			if err != nil {
				return nil, 0, rule, err
			}
			rule = r
		case f[0] == "#" && len(f) >= 3 && strings.EqualFold(f[1], "Gomoku"):
			var w, h int
			if _, err := fmt.Sscanf(f[2], "%dx%d", &w, &h); err != nil || w != h || CheckSize(w) != nil {
				return nil, 0, rule, &FileError{Problem: FileBadSize, Found: f[2], Square: true}
			}
			size = w
			if len(f) >= 4 {
				r, err := ParseRule(f[3])
				if err != nil {
					return nil, 0, rule, err
				}
				rule = r
			}
		case strings.HasPrefix(f[0], "#"):
		default:
			body = append(body, strings.TrimSpace(line))
		}
	}
	all := strings.Join(body, "\n")
	if strings.TrimSpace(all) == "" {
		return nil, 0, rule, &FileError{Problem: FileNoMoves}
	}
	var moves []Square
	if strings.Contains(all, ",") || strings.EqualFold(body[0], "BOARD") {
		stones, err := ParseBoardCommand(all, size)
		if err != nil {
			return nil, 0, rule, err
		}
		// the fields are those of the side to move: Black's own after an
		// even number of stones
		own := Black
		if len(stones)%2 == 1 {
			own = White
		}
		for i, st := range stones {
			c := own
			if st.Field != Own {
				c = own.Opponent()
			}
			if c != MoveColour(i) {
				return nil, 0, rule, &TurnError{Number: i + 1, Square: st.Square, Want: MoveColour(i)}
			}
			moves = append(moves, st.Square)
		}
	} else {
		var err error
		if moves, err = ParseMoves(all, size); err != nil {
			return nil, 0, rule, err
		}
	}
	g, _ := NewGame(size, rule)
	if err := g.PlayAll(moves); err != nil {
		return nil, 0, rule, err
	}
	return moves, size, rule, nil
}
