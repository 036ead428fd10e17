package coach_test

import (
	"context"
	"fmt"
	"testing"

	"othello/controller/coach"
	"othello/model"
)

// The coach reads boards of every size: on 6x6 and 10x10 positions found
// in random games, where the reason is plain on the board, it gives that
// reason first and names the reply, with the squares of the board's size.
func TestExplainOtherSizes(t *testing.T) {
	tests := []struct {
		name         string
		n            int
		pos          string
		played, best string
		first        coach.Kind
		reply        string   // the opponent's best reply to the move played
		squares      []string // the first reason's squares, when it has them to check
	}{
		// e5 is the X square of f6: White takes the corner at once
		{"6x6 X square", 6, "-O----XOO----OXO--XOOOOO-OO------O-- X", "e5", "a3", coach.CornerGiven, "f6", []string{"f6"}},
		// e4 lets Black take White's last discs with b4
		{"6x6 wipe-out", 6, "---------X----OXX---OX-X--OXX----X-- O", "e4", "f6", coach.WipeOut, "b4", []string{"e4", "b4"}},
		// b2 is the X square of a1, which Black takes
		{"10x10 X square", 10, "-XXX-O------XXXOO----XXXXXXXXX--XXOXOO-----XXOOOOO---XXXXOXO---OXXX-OO--O-OX---O---OO-------OOO----- O",
			"b2", "e1", coach.CornerGiven, "a1", []string{"a1"}},
		// i9 is the X square of j10, the far corner
		{"10x10 far X square", 10, "---------------O---------O-------OOOXX-----XOXXX-O----XXXO-O--XXXOOOOO---X-O-X-O--OXX-OX------------ O",
			"i9", "i5", coach.CornerGiven, "j10", []string{"j10"}},
		// g6 lets Black wipe White out with g3
		{"10x10 wipe-out", 10, "----------------------------------XOO-------OXX-----XXXX----------X--------------------------------- O",
			"g6", "e3", coach.WipeOut, "g3", []string{"g6", "g3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos, err := model.ParseSizedPosition(tt.pos, tt.n)
			if err != nil {
				t.Fatal(err)
			}
			g := pos.Geometry()
			cell := func(s string) model.Cell {
				c, err := g.ParseCell(s)
				if err != nil {
					t.Fatal(err)
				}
				return c
			}
			e, err := coach.Explain(context.Background(), pos, cell(tt.played), cell(tt.best), coach.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range e.Reasons {
				t.Logf("%v %v played %+v best %+v weight %.1f", r.Kind, names(e, r.Squares), r.Played, r.Best, r.Weight)
			}
			if e.Position.Size() != tt.n || e.Mover() != pos.Turn {
				t.Errorf("the explanation is of a %dx%d board, %v to move", e.Position.Size(), e.Position.Size(), e.Mover())
			}
			if got := e.Name(e.Played.Reply); got != tt.reply {
				t.Errorf("the reply to %s is %s, want %s", tt.played, got, tt.reply)
			}
			if want := pos.Board.Play(cell(tt.played)).Play(cell(tt.reply)); e.Played.After != want {
				t.Errorf("the board after %s %s is not the one played out", tt.played, tt.reply)
			}
			if e.Loss < 2 || len(e.Reasons) == 0 || e.Reasons[0].Kind != tt.first {
				t.Fatalf("loss %.1f, reasons %+v; want %v first", e.Loss, e.Reasons, tt.first)
			}
			if got := names(e, e.Reasons[0].Squares); fmt.Sprint(got) != fmt.Sprint(tt.squares) {
				t.Errorf("the first reason is about %v, want %v", got, tt.squares)
			}
			if tt.first == coach.CornerGiven && !e.Reasons[0].Held {
				t.Error("the corner is taken by the reply, yet not held")
			}
		})
	}
}

// names writes the squares of an explanation's board.
func names(e coach.Explanation, cells []model.Cell) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = e.Name(c)
	}
	return out
}

// A hint on 10x10 reads the board's own corners: after White's b2, Black's
// a1 takes a corner, and that is what makes it stand out.
func TestHintOnTenByTen(t *testing.T) {
	pos, err := model.ParseSizedPosition("-XO-O---XO--XO-OXXXO--OXOXOOX----OXXXOOOXO-OOOOXOOOXXXXXXOX---XOXXOXXX-OXXOOOXX-OOXOOOOX---XXXX---X- O", 10)
	if err != nil {
		t.Fatal(err)
	}
	g := pos.Geometry()
	b2, _ := g.ParseCell("b2")
	a1, _ := g.ParseCell("a1")
	after := pos.Play(b2)
	rs := coach.Hint(after, a1)
	if len(rs) == 0 || rs[0].Kind != coach.CornerTaken {
		t.Fatalf("the hint's reasons for a1: %+v, want a corner taken first", rs)
	}
}
