// A move of a GGF record: the square or cell with the evaluation and time
// that may follow it ("F5/1.5/2.03"), written and read.

package model

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
		return GGFMove{}, &ReadError{Problem: BadMoveText, Found: bounded.Quote(text),
			english: fmt.Sprintf("move %s: too many '/'; want square/eval/time", bounded.Quote(text))}
	}
	var m GGFMove
	if g == nil || g.Size() == 8 {
		sq, err := ParseSquare(parts[0])
		if err != nil {
			return GGFMove{}, fmt.Errorf("move %s: %w", bounded.Quote(text), err)
		}
		m.Square = sq
	} else {
		c, err := g.ParseCell(parts[0])
		if err != nil {
			return GGFMove{}, fmt.Errorf("move %s: %w", bounded.Quote(text), err)
		}
		m.Square, m.Cell, m.Size = NoSquare, c, g.Size()
	}
	var err error
	if len(parts) > 1 {
		if m.Eval, m.HasEval, err = ggfParseNumber(parts[1]); err != nil {
			return GGFMove{}, fmt.Errorf("move %s: evaluation %w", bounded.Quote(text), err)
		}
	}
	if len(parts) > 2 {
		if m.Time, m.HasTime, err = ggfParseNumber(parts[2]); err != nil {
			return GGFMove{}, fmt.Errorf("move %s: time %w", bounded.Quote(text), err)
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
		return 0, false, &ReadError{Problem: NotANumber, Found: bounded.Quote(s), english: fmt.Sprintf("%s is not a number", bounded.Quote(s))}
	}
	return v, true, nil
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
