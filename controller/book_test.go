package controller_test

import (
	"context"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// The analysis scores the book's moves by the book, and marks a move that
// leaves the book for a worse one, naming the line.
func TestAnalysisMarksLeavingTheBook(t *testing.T) {
	start := model.StartBoard()
	f5 := start.Play(model.F5)
	bk := strategy.NewBook()
	bk.Add(start, strategy.BookEntry{Score: 0, Move: model.F5, Depth: 12})
	// after f5 the book's search prefers d6, by far
	bk.Add(f5, strategy.BookEntry{Score: 2000, Move: model.D6, Depth: 12})
	bk.Minimax()
	cfg := strategy.Config{Depth: 2, ExactEmpties: 10, BookPlies: 60, BookMargin: 100}.WithBook(bk)
	tests := []struct {
		game     string
		move     int // the verdict looked at, 0 for the first
		book     bool
		leftBook string
	}{
		{"f5d6c3", 0, true, ""},    // f5 from the start: a book move
		{"f5d6c3", 1, true, ""},    // d6, the book's move
		{"f5f6e6", 1, false, "f5"}, // f6 leaves the book for a worse move
		{"f5d6c3", 2, false, ""},   // after d6 the book knows nothing: nothing to leave
		{"f5f6e6f4", 2, false, ""}, // out of the book already
	}
	for _, tc := range tests {
		g, err := model.ParseGame(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		a, err := controller.AnalyzeGame(context.Background(), g.Record(), cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		v := a.Moves[tc.move]
		want := tc.leftBook
		if want != "" {
			if name := controller.OpeningName(g.Record().Cells()[:tc.move]); name != "" {
				want = name
			}
		}
		if v.Book != tc.book || v.LeftBook != want {
			t.Errorf("%s move %d (%v): book %v, left the book %q; want %v, %q", tc.game, tc.move+1, v.Move, v.Book, v.LeftBook, tc.book, want)
		}
		if tc.leftBook != "" && (v.Best != model.CellOfSquare(model.D6) || v.BestScore != 20 || v.Loss <= 0) {
			t.Errorf("%s move %d: best %v %+v, loss %v; want the book's d6 +20 and a loss", tc.game, tc.move+1, v.Best, v.BestScore, v.Loss)
		}
	}
}
