// Writing GGF, which only the tests need: they write records and read them
// back to check the reader.

package model

import (
	"fmt"
	"strings"
)

// NewGGFGame wraps a game for writing, with the properties GM[Othello] and
// TY[8] and, once the game is over, the result RE (black discs minus white).
func NewGGFGame(g *Game) *GGFGame {
	r := &GGFGame{Props: []GGFProp{{"GM", "Othello"}, {"TY", "8"}}, Game: g}
	if res := g.Result(); res.Over {
		r.Props = append(r.Props, GGFProp{"RE", fmt.Sprintf("%+.2f", float64(res.Black-res.White))})
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
