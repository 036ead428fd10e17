// Writing GGF: a saved game, and the records the tests read back to check
// the reader.

package model

import (
	"fmt"
	"strings"
	"time"
)

// GGFHeader is what a GGF record says about a game beside its moves.
type GGFHeader struct {
	Black, White string    // the players' names, PB and PW; "" leaves one out
	Place        string    // where it was played, PC
	Date         time.Time // when, DT; the zero time leaves it out
}

// ggfDate is the date as the GGS servers write it, in UTC.
const ggfDate = "2006.01.02_15:04:05.UTC"

// NewGGFGame wraps a game for writing, with the properties GM[Othello] and
// TY[8] and, once the game is over, the result RE (black discs minus white).
func NewGGFGame(g *Game) *GGFGame { return NewGGFRecord(g, GGFHeader{}) }

// NewGGFRecord wraps a game for writing with the header's place, date and
// players, in the order GGS writes them, then TY[8] and, once the game is
// over, the result RE (black discs minus white).
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
	add("TY", "8")
	if res := g.Result(); res.Over {
		add("RE", fmt.Sprintf("%+.2f", float64(res.Black-res.White)))
	}
	return r
}

// String writes the record as one line of GGF: the properties, the start
// board BO[8 ...] with '*' black, 'O' white and '-' empty, then each move
// with its colour, passes written PA.
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
	start := r.Game.Start()
	sb.WriteString("BO[8 ")
	for sq := A1; sq <= H8; sq++ {
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
	for i, sq := range r.Game.Moves() {
		note := GGFMove{Square: sq}
		if i < len(r.Notes) {
			note = r.Notes[i]
			note.Square = sq
		}
		if r.Game.PositionAt(i).Turn == Black {
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
