// Writing GGF: a saved game, and the records the tests read back to check
// the reader.

package model

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// GGFHeader is what a GGF record says about a game beside its moves.
type GGFHeader struct {
	Black, White string      // the players' names, PB and PW; "" leaves one out
	Place        string      // where it was played, PC
	Date         time.Time   // when, DT; the zero time leaves it out
	Clock        TimeControl // the game clock, TI; none leaves it out
	// LostOnTime says that Loser's flag fell: the result is then
	// RE[-64.00:t] (Black lost) or RE[+64.00:t], a loss by the whole board,
	// as many tournaments score a loss on time.
	LostOnTime bool
	Loser      Color
}

// ggfDate is the date as the GGS servers write it, in UTC.
const ggfDate = "2006.01.02_15:04:05.UTC"

// NewGGFGame wraps a game for writing, with the properties GM[Othello] and
// TY[8] and, once the game is over, the result RE (black discs minus white).
func NewGGFGame(g *Game) *GGFGame { return NewGGFRecord(g, GGFHeader{}) }

// NewGGFRecord wraps a game for writing with the header's place, date and
// players, in the order GGS writes them, then the type TY[8] (TY[6] on
// 6x6, and so on) and, once the game is over, the result RE (black discs
// minus white).
func NewGGFRecord(g *Game, h GGFHeader) *GGFGame {
	r := &GGFGame{Props: []GGFProp{{"GM", "Othello"}}, Game: g}
	add := func(name, value string) {
		if value != "" {
			r.Props = append(r.Props, GGFProp{name, value})
		}
	}
	add("PC", h.Place)
	if !h.Date.IsZero() {
		add("DT", h.Date.UTC().Format(ggfDate))
	}
	add("PB", h.Black)
	add("PW", h.White)
	if h.Clock.On() {
		add("TI", h.Clock.GGF())
	}
	add("TY", strconv.Itoa(g.Size()))
	switch res := g.Result(); {
	case h.LostOnTime:
		n := g.Geometry().Cells()
		if h.Loser == Black {
			n = -n
		}
		add("RE", fmt.Sprintf("%+.2f:t", float64(n)))
	case res.Over:
		add("RE", fmt.Sprintf("%+.2f", float64(res.Black-res.White)))
	}
	return r
}

// String writes the record as one line of GGF: the properties, the start
// board BO[8 ...] (BO[6 ...] on 6x6, and so on) with '*' black, 'O' white
// and '-' empty, then each move with its colour, passes written PA.
func (r *GGFGame) String() string {
	var sb strings.Builder
	sb.WriteString("(;")
	hasGM := false
	for _, p := range r.Props {
		hasGM = hasGM || p.Name == "GM"
	}
	if !hasGM {
		sb.WriteString("GM[Othello]")
	}
	for _, p := range r.Props {
		if p.Name == "BO" || p.Name == "B" || p.Name == "W" {
			continue // written from the game below
		}
		sb.WriteString(p.Name)
		sb.WriteByte('[')
		sb.WriteString(ggfEscape(p.Value))
		sb.WriteByte(']')
	}
	start := r.Game.SizedAt(0)
	fmt.Fprintf(&sb, "BO[%d ", start.Size())
	for sq := Cell(0); int(sq) < start.Geometry().Cells(); sq++ {
		c, ok := start.At(sq)
		switch {
		case !ok:
			sb.WriteByte('-')
		case c == Black:
			sb.WriteByte('*')
		default:
			sb.WriteByte('O')
		}
	}
	sb.WriteByte(' ')
	sb.WriteString(ggfColor(start.Turn))
	sb.WriteByte(']')
	n := r.Game.Size()
	for i, c := range r.Game.Cells() {
		note := GGFMove{Square: c.Square()}
		if i < len(r.Notes) {
			note = r.Notes[i]
			note.Square = c.Square()
		}
		if n != 8 {
			note.Square, note.Cell, note.Size = NoSquare, c, n
		}
		if r.Game.SizedAt(i).Turn == Black {
			sb.WriteString("B[")
		} else {
			sb.WriteString("W[")
		}
		sb.WriteString(note.String())
		sb.WriteByte(']')
	}
	sb.WriteString(";)")
	return sb.String()
}

func ggfColor(c Color) string {
	if c == White {
		return "O"
	}
	return "*"
}

// ggfEscape protects the characters that would end or escape a value.
func ggfEscape(v string) string {
	if !strings.ContainsAny(v, `]\`) {
		return v
	}
	r := strings.NewReplacer(`\`, `\\`, `]`, `\]`)
	return r.Replace(v)
}
