package cli

import (
	"context"
	"strings"
	"testing"

	"othello/controller/coach"
	"othello/model"
)

// The sentences of the coach's theme positions (controller/coach/testdata).
func TestExplainSentences(t *testing.T) {
	tests := []struct {
		pos          string
		played, best model.Square
		loss         float64
		exact        bool
		want         string // the sentence's start
	}{
		{"--XXX-----XX--O--XOOOOOOXXXXO---OOOOOO---OOO-O----O--O---------- X", model.B2, model.A6, 21, true,
			"b2 gave White the a1 corner (White's best reply, a1, wins 21 discs)"},
		{"---------------------O-----OOOO----OXO-X--OOXOX---XXXX----XXX--- O", model.F8, model.G8, 8, false,
			"f8 let Black break into your edge on row 8 at g8 (Black's best reply, g8, wins about 8 discs); g8 "},
		{"XX-OXXXXXXXOOOXXXXXXOXOXXXXOXOOOXOOXOXOXXOOOOOX-XXXOOXOXXOOOO--O X", model.F8, model.C1, 6, true,
			"f8 went into an even region of 2 empties, handing White its last move (White's best reply, c1, wins 6 discs); c1 broke into row 1."},
		{"----X------X-----XXX-------XX------XO------X-------X------------ O", model.E3, model.C7, 103.7, false,
			"e3 let Black wipe you out (Black's best reply, f4, wins about 104 discs)"},
		{"------------------X--------XOO-----XXO--------O----------------- X", model.G3, model.E3, 21.6, false,
			"g3 left you 3 moves to White's 7, where e3 leaves 6 to 6 (White's best reply, c5, wins about 22 discs)"},
	}
	for _, tt := range tests {
		pos, err := model.ParsePosition(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		e, err := coach.Explain(context.Background(), model.SizedFromPosition(pos), model.CellOfSquare(tt.played), model.CellOfSquare(tt.best),
			coach.Options{Loss: tt.loss, LossExact: tt.exact})
		if err != nil {
			t.Fatal(err)
		}
		if got := explainSentence(e); !strings.HasPrefix(got, tt.want) || !strings.HasSuffix(got, ".") {
			t.Errorf("%v against %v:\n got %s\nwant %s...", tt.played, tt.best, got, tt.want)
		}
	}
}

// Every kind of reason has words both ways, as the first reason (about
// the move played) and as the second (about the best move).
func TestExplainSentenceEveryKind(t *testing.T) {
	kinds := []coach.Kind{coach.WipeOut, coach.CornerGiven, coach.CornerTaken, coach.Stability, coach.Edge, coach.Mobility, coach.Parity, coach.Frontier}
	for _, k1 := range kinds {
		for _, k2 := range kinds {
			if k1 == k2 {
				continue
			}
			reason := func(k coach.Kind) coach.Reason {
				return coach.Reason{Kind: k, Squares: []model.Cell{model.Cell(model.H8)}, Edge: model.EdgeBottom,
					Played: coach.Count{Mover: 3, Opponent: 7}, Best: coach.Count{Mover: 6, Opponent: 2}}
			}
			e := coach.Explanation{Position: model.SizedFromPosition(model.StartPosition()), Loss: 4,
				Played:  coach.Line{Move: model.Cell(model.G7), Reply: model.Cell(model.H8)},
				Best:    coach.Line{Move: model.Cell(model.H7), Reply: model.Cell(model.A1)},
				Reasons: []coach.Reason{reason(k1), reason(k2)}}
			s := explainSentence(e)
			if !strings.HasPrefix(s, "g7 ") || !strings.Contains(s, "(White's best reply, h8, wins about 4 discs); h7 ") ||
				!strings.HasSuffix(s, ".") || strings.Contains(s, "%!") || strings.Contains(s, "g7 "+k1.String()) || strings.Contains(s, "h7 "+k2.String()) {
				t.Errorf("%v then %v: %s", k1, k2, s)
			}
		}
	}
	e := coach.Explanation{Position: model.SizedFromPosition(model.StartPosition()), Loss: 1, LossExact: true,
		Played: coach.Line{Move: model.Cell(model.F5), Reply: model.CellPass}}
	if got, want := explainSentence(e), "f5: White must pass, and you lose 1 disc."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// A best move that takes a corner and opens another is said as such, not
// as a corner it would open.
func TestExplainCornerTakenAndOpened(t *testing.T) {
	a1, a8 := model.CellOfSquare(model.A1), model.CellOfSquare(model.A8)
	taken := coach.Reason{Kind: coach.CornerTaken, Squares: []model.Cell{a1, a8}, Played: coach.Count{Mover: 0}, Best: coach.Count{Mover: 1}}
	other := coach.Reason{Kind: coach.Mobility, Played: coach.Count{Mover: 3, Opponent: 7}, Best: coach.Count{Mover: 6, Opponent: 2}}
	for _, tt := range []struct {
		reasons []coach.Reason
		want    string
	}{
		{[]coach.Reason{taken}, "c3 missed the a1 and a8 corners (White's best reply"},
		{[]coach.Reason{other, taken}, "; a1 took the corner and opened the a8 corner to you."},
	} {
		e := coach.Explanation{Position: model.SizedFromPosition(model.StartPosition()), Loss: 4,
			Played:  coach.Line{Move: model.CellOfSquare(model.C3), Reply: model.CellOfSquare(model.H8)},
			Best:    coach.Line{Move: a1, Reply: model.CellOfSquare(model.H1)},
			Reasons: tt.reasons}
		if got := explainSentence(e); !strings.Contains(got, tt.want) {
			t.Errorf("got %q, want it to hold %q", got, tt.want)
		}
	}
}
