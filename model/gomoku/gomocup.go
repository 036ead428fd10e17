// Gomocup's position format: the lines "x,y,field" of its BOARD command.

package gomoku

import (
	"fmt"
	"strconv"
	"strings"

	"othello/model/bounded"
)

// Field says whose a stone of a BOARD command is, from the point of view
// of the brain that receives it: the brain moves next.
type Field int8

// The fields of Gomocup's BOARD lines.
const (
	Own      Field = 1 // the brain's stone
	Opponent Field = 2 // its opponent's
	// Winning marks a stone of an earlier winning line in a continuous
	// game, which Gomocup sends only when that mode is on.
	Winning Field = 3
)

// BoardStone is one line of a BOARD command.
type BoardStone struct {
	Square Square
	Field  Field
}

// ParseBoardCommand reads the stones of Gomocup's BOARD command, one
// "x,y,field" a line, in the order given (the order they were played, as
// managers send them). The lines "BOARD" before them and "DONE" after
// them may be included (then both must be); blank lines are skipped. An
// error names the line's number.
func ParseBoardCommand(text string, size int) ([]BoardStone, error) {
	if err := CheckSize(size); err != nil {
		return nil, err
	}
	lines := strings.Split(strings.ReplaceAll(text, "\r", ""), "\n")
	var out []BoardStone
	seen := map[Square]bool{}
	begun, done := false, false
	bad := func(i int, line, msg string) error {
		return &SyntaxError{What: ReadingBoardLine, Index: i + 1, Text: line, Msg: msg}
	}
	for i, line := range lines {
		t := strings.TrimSpace(line)
		switch {
		case t == "":
			continue
		case done:
			return nil, bad(i, line, "after DONE")
		case strings.EqualFold(t, "BOARD"):
			if begun || len(out) > 0 {
				return nil, bad(i, line, "BOARD must come first, once")
			}
			begun = true
			continue
		case strings.EqualFold(t, "DONE"):
			if !begun {
				return nil, bad(i, line, "DONE without BOARD")
			}
			done = true
			continue
		}
		k := strings.LastIndexByte(t, ',')
		if k < 0 {
			return nil, bad(i, line, "want x,y,field")
		}
		sq, msg := scanGomocup(t[:k], size)
		if msg != "" {
			return nil, bad(i, line, msg)
		}
		f, err := strconv.Atoi(strings.TrimSpace(t[k+1:]))
		if err != nil || f < int(Own) || f > int(Winning) {
			return nil, bad(i, line, fmt.Sprintf("field %s: want 1 (own stone), 2 (opponent's) or 3 (winning line)", bounded.Quote(t[k+1:])))
		}
		if seen[sq] {
			return nil, bad(i, line, fmt.Sprintf("square %v given twice", sq))
		}
		seen[sq] = true
		out = append(out, BoardStone{Square: sq, Field: Field(f)})
	}
	if begun && !done {
		return nil, &SyntaxError{What: ReadingBoardCommand, Text: strings.TrimSpace(lines[len(lines)-1]), Msg: "no DONE at the end"}
	}
	return out, nil
}

// FormatBoardCommand writes a BOARD command: "BOARD", a line a stone,
// "DONE", each line ended by a newline.
func FormatBoardCommand(stones []BoardStone) string {
	var sb strings.Builder
	sb.WriteString("BOARD\n")
	for _, s := range stones {
		fmt.Fprintf(&sb, "%d,%d,%d\n", s.Square.X(), s.Square.Y(), s.Field)
	}
	sb.WriteString("DONE\n")
	return sb.String()
}

// BoardStones returns the game's stones as a BOARD command gives them to
// the brain that moves next: the stones of the start position, row by
// row, then the moves in the order played.
func (g *Game) BoardStones() []BoardStone {
	var out []BoardStone
	field := func(c Color) Field {
		if c == g.pos.ToMove {
			return Own
		}
		return Opponent
	}
	for _, c := range [2]Color{Black, White} {
		st := g.start.Board.Stones(c)
		for _, sq := range st.Squares() {
			out = append(out, BoardStone{Square: sq, Field: field(c)})
		}
	}
	c := g.start.ToMove
	for _, m := range g.moves {
		out = append(out, BoardStone{Square: m, Field: field(c)})
		c = c.Opponent()
	}
	return out
}

// GameFromBoard returns the game a BOARD command describes, with the
// brain's side to move: Black if both sides have as many stones, White if
// the opponent has one more. Stones that alternate colours from Black in
// the order given become the game's moves, so that they can be undone;
// otherwise they are its start position. A winning line already on the
// board, a Winning field or counts no alternate play could reach are
// errors.
func GameFromBoard(size int, rule Rule, stones []BoardStone) (*Game, error) {
	var own, opp int
	for _, s := range stones {
		switch s.Field {
		case Own:
			own++
		case Opponent:
			opp++
		default:
			return nil, fmt.Errorf("BOARD: stone %v of a continuous game's winning line: continuous games are not supported", s.Square)
		}
	}
	me := Black
	switch opp - own {
	case 0:
	case 1:
		me = White
	default:
		return nil, fmt.Errorf("BOARD: %d own stones and %d of the opponent's: not a position of alternate moves with the brain to play", own, opp)
	}
	colour := func(f Field) Color {
		if f == Own {
			return me
		}
		return me.Opponent()
	}
	p, err := NewPosition(size, rule)
	if err != nil {
		return nil, err
	}
	alternate := true
	for i, s := range stones {
		c := colour(s.Field)
		if err := p.Board.Check(s.Square); err != nil {
			return nil, fmt.Errorf("BOARD: %w", err)
		}
		p.Board = p.Board.Place(s.Square, c)
		alternate = alternate && c == Color(i&1)
	}
	if p.Board.HasFive(Black) || p.Board.HasFive(White) {
		return nil, fmt.Errorf("BOARD: the position is already won")
	}
	if !alternate {
		p.ToMove = me
		return NewGameFrom(p), nil
	}
	g, _ := NewGame(size, rule)
	for _, s := range stones {
		g.play(s.Square)
	}
	return g, nil
}
