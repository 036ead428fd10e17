package model

// GGF (Generic Game Format) is the record format of the GGS game servers and
// the NBoard protocol: "(;GM[Othello]PB[..]BO[8 <64 squares> *]B[F5]W[F6//1.2];)".

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"othello/model/bounded"
)

// GGFMove is one move of a GGF record with the optional evaluation and time
// that may follow it: "F5", "F5/1.5", "F5//2.03", "PA/-3/0.5".
type GGFMove struct {
	Square  Square  // the move on 8x8
	Cell    Cell    // the move on other sizes, where Size is the board's
	Size    int     // 0 on 8x8
	Eval    float64 // in discs, for the side that moved
	HasEval bool
	Time    float64 // seconds spent on the move
	HasTime bool
}

// String writes the move in GGF form: upper-case square or "PA", then
// "/eval/time" only as far as they are present.
func (m GGFMove) String() string {
	s := m.Square.Upper()
	if m.Size != 0 && m.Size != 8 {
		s = "--"
		if g, err := GeometryOf(m.Size); err == nil {
			s = strings.ToUpper(g.CellName(m.Cell))
			if m.Cell == CellPass {
				s = "PA"
			}
		}
	}
	switch {
	case m.HasTime:
		return s + "/" + ggfNumber(m.Eval, m.HasEval) + "/" + ggfNumber(m.Time, true)
	case m.HasEval:
		return s + "/" + ggfNumber(m.Eval, true)
	}
	return s
}

func ggfNumber(v float64, present bool) string {
	if !present {
		return ""
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// ParseGGFMove reads a move as it appears inside B[...] or after the NBoard
// "move" command: a square or pass (any case), then optionally "/eval" and
// "/time"; either number may be empty.
func ParseGGFMove(text string) (GGFMove, error) { return parseGGFMove(text, nil) }

// parseGGFMove is ParseGGFMove on a board of geometry g, 8x8 when g is nil
// or of size 8.
func parseGGFMove(text string, g *Geometry) (GGFMove, error) {
	parts := strings.Split(strings.TrimSpace(text), "/")
	if len(parts) > 3 {
		return GGFMove{}, fmt.Errorf("move %s: too many '/'; want square/eval/time", bounded.Quote(text))
	}
	var m GGFMove
	if g == nil || g.Size() == 8 {
		sq, err := ParseSquare(parts[0])
		if err != nil {
			return GGFMove{}, fmt.Errorf("move %s: %v", bounded.Quote(text), err)
		}
		m.Square = sq
	} else {
		c, err := g.ParseCell(parts[0])
		if err != nil {
			return GGFMove{}, fmt.Errorf("move %s: %v", bounded.Quote(text), err)
		}
		m.Square, m.Cell, m.Size = NoSquare, c, g.Size()
	}
	var err error
	if len(parts) > 1 {
		if m.Eval, m.HasEval, err = ggfParseNumber(parts[1]); err != nil {
			return GGFMove{}, fmt.Errorf("move %s: evaluation %v", bounded.Quote(text), err)
		}
	}
	if len(parts) > 2 {
		if m.Time, m.HasTime, err = ggfParseNumber(parts[2]); err != nil {
			return GGFMove{}, fmt.Errorf("move %s: time %v", bounded.Quote(text), err)
		}
	}
	return m, nil
}

// ggfParseNumber reads an optional finite decimal number.
func ggfParseNumber(s string) (float64, bool, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, false, nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, false, fmt.Errorf("%s is not a number", bounded.Quote(s))
	}
	return v, true, nil
}

// GGFProp is a property of a GGF record other than the board and the moves,
// such as GM[Othello], PB[name] or RE[+12.00], kept as the record has it.
type GGFProp struct {
	Name, Value string
}

// GGFGame is a game read from GGF: the game itself, the
// record's other properties in their order, and the evaluation and time
// noted on each move.
type GGFGame struct {
	Props []GGFProp
	Game  *Game
	Notes []GGFMove // one per move of Game, passes included; Notes[i].Square is Game.Moves()[i] (Cell, Cells()[i] on other sizes)
}

// Prop returns the value of the first property with this name.
func (r *GGFGame) Prop(name string) (string, bool) {
	for _, p := range r.Props {
		if p.Name == name {
			return p.Value, true
		}
	}
	return "", false
}

// ParseGGF reads one game in GGF. The board BO[8 ...] gives the start
// position (the standard one if it is missing), BO[6 ...] one of 6x6 and
// so on for 4x4 and 10x10, whose size the game type TY[6] gives too; the moves B[..] and W[..]
// are replayed and checked, with a pass inserted where a side had no move
// and the record left it out. Errors name the character where the trouble
// starts and, for moves, the move's number and text.
func ParseGGF(text string) (*GGFGame, error) {
	p := ggfParser{text: text}
	p.skipSpace()
	if !strings.HasPrefix(p.text[p.i:], "(;") {
		return nil, p.errorf("want \"(;\" to open the game, found %s", p.found())
	}
	p.i += 2
	r := &GGFGame{}
	var game *Game
	nMoves := 0
	size := 8 // TY's, until a board says otherwise
	sizeGiven := false
	for {
		p.skipSpace()
		if p.i >= len(p.text) {
			return nil, p.errorf("the game never ends; want \";)\"")
		}
		if strings.HasPrefix(p.text[p.i:], ";)") {
			p.i += 2
			break
		}
		at := p.i
		name, value, err := p.property()
		if err != nil {
			return nil, err
		}
		switch name {
		case "BO":
			if game != nil {
				return nil, ggfErrorAt(at, "BO[%s]: a second board or a board after the moves", ggfExcerpt(value))
			}
			start, err := parseGGFBoard(value)
			if err != nil {
				return nil, ggfErrorAt(at, "BO[%s]: %v", ggfExcerpt(value), err)
			}
			if sizeGiven && start.Size() != size {
				return nil, ggfErrorAt(at, "BO[%s]: a board of %d rows in a game of type %d", ggfExcerpt(value), start.Size(), size)
			}
			game = NewSizedGameFrom(start)
		case "B", "W":
			if game == nil {
				game, _ = NewSizedGame(size)
			}
			nMoves++
			color := Black
			if name == "W" {
				color = White
			}
			m, err := parseGGFMove(value, game.Geometry())
			if err != nil {
				return nil, ggfErrorAt(at, "move %d %s[%s]: %v", nMoves, ggfExcerpt(name), ggfExcerpt(value), err)
			}
			if color != game.Turn() {
				if !game.PassIfForced() { // the record may leave out a forced pass
					return nil, ggfErrorAt(at, "move %d %s[%s]: %s moved but %s is to move", nMoves, ggfExcerpt(name), ggfExcerpt(value), color, game.Turn())
				}
				r.Notes = append(r.Notes, passNote(game.Size()))
			}
			if err := game.PlayCell(m.cell()); err != nil {
				return nil, ggfErrorAt(at, "move %d %s[%s]: %w", nMoves, ggfExcerpt(name), ggfExcerpt(value), err)
			}
			r.Notes = append(r.Notes, m)
		case "TY":
			n, ok := ggfSize(value)
			if !ok {
				return nil, ggfErrorAt(at, "TY[%s]: only Othello on 4x4, 6x6, 8x8 and 10x10 is supported", ggfExcerpt(value))
			}
			if game != nil && game.Size() != n {
				return nil, ggfErrorAt(at, "TY[%s]: a game of type %d on a board of %d rows", ggfExcerpt(value), n, game.Size())
			}
			size, sizeGiven = n, true
			r.Props = append(r.Props, GGFProp{name, value})
		default:
			r.Props = append(r.Props, GGFProp{name, value})
		}
	}
	p.skipSpace()
	if p.i < len(p.text) {
		return nil, p.errorf("text after the end of the game: %s", p.found())
	}
	if game == nil {
		game, _ = NewSizedGame(size)
	}
	r.Game = game
	return r, nil
}

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

// cell returns the move as a cell of its board.
func (m GGFMove) cell() Cell {
	if m.Size != 0 && m.Size != 8 {
		return m.Cell
	}
	return CellOfSquare(m.Square)
}

// passNote is the note of a pass the record left out, on a board of size n.
func passNote(n int) GGFMove {
	if n == 8 {
		return GGFMove{Square: Pass}
	}
	return GGFMove{Square: NoSquare, Cell: CellPass, Size: n}
}

// ggfExcerpt cuts a long value to a readable length for an error.
func ggfExcerpt(v string) string { return bounded.Cut(v) }

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

// ggfParser walks the text of one record.
type ggfParser struct {
	text string
	i    int
}

func (p *ggfParser) skipSpace() {
	for p.i < len(p.text) && strings.IndexByte(" \t\r\n", p.text[p.i]) >= 0 {
		p.i++
	}
}

// found quotes a little of the text at the current place, for errors.
func (p *ggfParser) found() string {
	if p.i >= len(p.text) {
		return "the end of the text"
	}
	rest := p.text[p.i:]
	if len(rest) > 12 {
		rest = rest[:12] + "..."
	}
	return strconv.Quote(rest)
}

func (p *ggfParser) errorf(format string, args ...any) error {
	return ggfErrorAt(p.i, format, args...)
}

func ggfErrorAt(i int, format string, args ...any) error {
	return fmt.Errorf("ggf: character %d: %w", i+1, fmt.Errorf(format, args...))
}

// property reads NAME[value], with '\' escaping the next character.
func (p *ggfParser) property() (string, string, error) {
	start := p.i
	for p.i < len(p.text) && (p.text[p.i] >= 'A' && p.text[p.i] <= 'Z' || p.text[p.i] >= '0' && p.text[p.i] <= '9' && p.i > start) {
		p.i++
	}
	if p.i == start {
		return "", "", p.errorf("want a property such as B[F5] (capital letters then [value]), found %s", p.found())
	}
	name := p.text[start:p.i]
	if p.i >= len(p.text) || p.text[p.i] != '[' {
		return "", "", p.errorf("property %s: want '[' after the name, found %s", ggfExcerpt(name), p.found())
	}
	p.i++
	var sb strings.Builder
	for p.i < len(p.text) {
		ch := p.text[p.i]
		switch {
		case ch == ']':
			p.i++
			return name, sb.String(), nil
		case ch == '\\' && p.i+1 < len(p.text):
			sb.WriteByte(p.text[p.i+1])
			p.i += 2
		default:
			sb.WriteByte(ch)
			p.i++
		}
	}
	return "", "", ggfErrorAt(start, "property %s[ is never closed; want ']'", ggfExcerpt(name))
}
