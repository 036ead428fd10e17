package model

// GGF (Generic Game Format) is the record format of the GGS game servers and
// the NBoard protocol: "(;GM[Othello]PB[..]BO[8 <64 squares> *]B[F5]W[F6//1.2];)".

import (
	"fmt"
	"strconv"
	"strings"

	"othello/model/bounded"
)

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
		return nil, p.fail(GGFNoStart, "want \"(;\" to open the game, found %s", p.found())
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
			return nil, p.fail(GGFNoEnd, "the game never ends; want \";)\"")
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
				return nil, ggfFail(at, &ReadError{Problem: GGFSecondBoard, Found: ggfExcerpt(value)}, "BO[%s]: a second board or a board after the moves", ggfExcerpt(value))
			}
			start, err := parseGGFBoard(value)
			if err != nil {
				return nil, ggfFail(at, &ReadError{Problem: GGFBadBoard, Found: ggfExcerpt(value)}, "BO[%s]: %v", ggfExcerpt(value), err)
			}
			if sizeGiven && start.Size() != size {
				return nil, ggfFail(at, &ReadError{Problem: GGFSizesDiffer, Found: ggfExcerpt(value), Count: start.Size(), Size: size},
					"BO[%s]: a board of %d rows in a game of type %d", ggfExcerpt(value), start.Size(), size)
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
				return nil, ggfMoveError(at, nMoves, name, value, err)
			}
			if color != game.Turn() {
				if !game.PassIfForced() { // the record may leave out a forced pass
					return nil, ggfMoveError(at, nMoves, name, value, &ReadError{Problem: WrongSideMoved, Side: color,
						english: fmt.Sprintf("%s moved but %s is to move", color, game.Turn())})
				}
				r.Notes = append(r.Notes, passNote(game.Size()))
			}
			if err := game.PlayCell(m.cell()); err != nil {
				return nil, ggfMoveError(at, nMoves, name, value, err)
			}
			r.Notes = append(r.Notes, m)
		case "TY":
			n, ok := ggfSize(value)
			if !ok {
				return nil, ggfFail(at, &ReadError{Problem: GGFNotOthello, Found: ggfExcerpt(value)}, "TY[%s]: only Othello on 4x4, 6x6, 8x8 and 10x10 is supported", ggfExcerpt(value))
			}
			if game != nil && game.Size() != n {
				return nil, ggfFail(at, &ReadError{Problem: GGFSizesDiffer, Found: ggfExcerpt(value), Count: game.Size(), Size: n},
					"TY[%s]: a game of type %d on a board of %d rows", ggfExcerpt(value), n, game.Size())
			}
			size, sizeGiven = n, true
			r.Props = append(r.Props, GGFProp{name, value})
		default:
			r.Props = append(r.Props, GGFProp{name, value})
		}
	}
	p.skipSpace()
	if p.i < len(p.text) {
		return nil, p.fail(GGFTextAfter, "text after the end of the game: %s", p.found())
	}
	if game == nil {
		game, _ = NewSizedGame(size)
	}
	r.Game = game
	return r, nil
}

// ggfExcerpt cuts a long value to a readable length for an error.
func ggfExcerpt(v string) string { return bounded.Cut(v) }

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

// fail is the error of a problem at the current place, in the English of
// format and args.
func (p *ggfParser) fail(problem ReadProblem, format string, args ...any) error {
	return ggfFail(p.i, &ReadError{Problem: problem}, format, args...)
}

// ggfFail is the error e at byte i, its English written from format and
// args.
func ggfFail(i int, e *ReadError, format string, args ...any) error {
	e.english = fmt.Sprintf(format, args...)
	return &GGFError{At: i + 1, Err: e}
}

// ggfMoveError is the error err about move number n, name[value], at
// byte i.
func ggfMoveError(i, n int, name, value string, err error) error {
	return &GGFError{At: i + 1, Err: &MoveError{Number: n, Move: value, Err: err,
		english: fmt.Sprintf("move %d %s[%s]: %v", n, ggfExcerpt(name), ggfExcerpt(value), err)}}
}

// property reads NAME[value], with '\' escaping the next character.
func (p *ggfParser) property() (string, string, error) {
	start := p.i
	for p.i < len(p.text) && (p.text[p.i] >= 'A' && p.text[p.i] <= 'Z' || p.text[p.i] >= '0' && p.text[p.i] <= '9' && p.i > start) {
		p.i++
	}
	if p.i == start {
		return "", "", p.fail(GGFBadProperty, "want a property such as B[F5] (capital letters then [value]), found %s", p.found())
	}
	name := p.text[start:p.i]
	if p.i >= len(p.text) || p.text[p.i] != '[' {
		return "", "", p.fail(GGFBadProperty, "property %s: want '[' after the name, found %s", ggfExcerpt(name), p.found())
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
	return "", "", ggfFail(start, &ReadError{Problem: GGFBadProperty}, "property %s[ is never closed; want ']'", ggfExcerpt(name))
}
