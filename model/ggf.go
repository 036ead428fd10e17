package model

// GGF (Generic Game Format) is the record format of the GGS game servers and
// the NBoard protocol: "(;GM[Othello]PB[..]BO[8 <64 squares> *]B[F5]W[F6//1.2];)".

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// GGFMove is one move of a GGF record with the optional evaluation and time
// that may follow it: "F5", "F5/1.5", "F5//2.03", "PA/-3/0.5".
type GGFMove struct {
	Square  Square
	Eval    float64 // in discs, for the side that moved
	HasEval bool
	Time    float64 // seconds spent on the move
	HasTime bool
}

// String writes the move in GGF form: upper-case square or "PA", then
// "/eval/time" only as far as they are present.
func (m GGFMove) String() string {
	s := m.Square.Upper()
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
func ParseGGFMove(text string) (GGFMove, error) {
	parts := strings.Split(strings.TrimSpace(text), "/")
	if len(parts) > 3 {
		return GGFMove{}, fmt.Errorf("move %q: too many '/'; want square/eval/time", text)
	}
	sq, err := ParseSquare(parts[0])
	if err != nil {
		return GGFMove{}, fmt.Errorf("move %q: %v", text, err)
	}
	m := GGFMove{Square: sq}
	if len(parts) > 1 {
		if m.Eval, m.HasEval, err = ggfParseNumber(parts[1]); err != nil {
			return GGFMove{}, fmt.Errorf("move %q: evaluation %v", text, err)
		}
	}
	if len(parts) > 2 {
		if m.Time, m.HasTime, err = ggfParseNumber(parts[2]); err != nil {
			return GGFMove{}, fmt.Errorf("move %q: time %v", text, err)
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
		return 0, false, fmt.Errorf("%q is not a number", s)
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
	Notes []GGFMove // one per move of Game, passes included; Notes[i].Square is Game.Moves()[i]
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
// position (the standard one if it is missing); the moves B[..] and W[..]
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
				return nil, ggfErrorAt(at, "BO[%s]: a second board or a board after the moves", value)
			}
			start, err := parseGGFBoard(value)
			if err != nil {
				return nil, ggfErrorAt(at, "BO[%s]: %v", value, err)
			}
			game = NewGameFrom(start)
		case "B", "W":
			if game == nil {
				game = NewGame()
			}
			nMoves++
			color := Black
			if name == "W" {
				color = White
			}
			m, err := ParseGGFMove(value)
			if err != nil {
				return nil, ggfErrorAt(at, "move %d %s[%s]: %v", nMoves, name, value, err)
			}
			if color != game.Turn() {
				if !game.PassIfForced() { // the record may leave out a forced pass
					return nil, ggfErrorAt(at, "move %d %s[%s]: %s moved but %s is to move", nMoves, name, value, color, game.Turn())
				}
				r.Notes = append(r.Notes, GGFMove{Square: Pass})
			}
			if err := game.Play(m.Square); err != nil {
				return nil, ggfErrorAt(at, "move %d %s[%s]: %w", nMoves, name, value, err)
			}
			r.Notes = append(r.Notes, m)
		case "TY":
			if !ggfIsEightByEight(value) {
				return nil, ggfErrorAt(at, "TY[%s]: only 8x8 Othello is supported", value)
			}
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
		game = NewGame()
	}
	r.Game = game
	return r, nil
}

// ggfIsEightByEight accepts game types "8" and "8" with variant letters
// ("8r", "8k"), not "10" or "88".
func ggfIsEightByEight(ty string) bool {
	ty = strings.TrimSpace(ty)
	if !strings.HasPrefix(ty, "8") {
		return false
	}
	return len(ty) == 1 || ty[1] < '0' || ty[1] > '9'
}

// parseGGFBoard reads the value of BO: the size 8, the 64 squares a1..h8
// ('*' or 'X' black, 'O' white, '-' or '.' empty; spaces between rows
// allowed), then the side to move, '*' or 'O'.
func parseGGFBoard(v string) (Position, error) {
	f := strings.Fields(v)
	if len(f) == 0 {
		return Position{}, fmt.Errorf("empty board; want 8, the 64 squares and the side to move")
	}
	if f[0] != "8" {
		return Position{}, fmt.Errorf("board size %q; only 8 is supported", f[0])
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
		return "", "", p.errorf("property %s: want '[' after the name, found %s", name, p.found())
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
	return "", "", ggfErrorAt(start, "property %s[ is never closed; want ']'", name)
}
