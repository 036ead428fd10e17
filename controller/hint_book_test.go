package controller_test

import (
	"testing"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// The hint in the opening book is the book's best move, every time it is
// asked: EXPERT varies its own play among moves near the best, which a
// hint that named c5 (-1.9) one time and c3 (-1.0) the next must not.
func TestHintNamesTheBooksBestMove(t *testing.T) {
	bk, err := strategy.DefaultBook()
	if err != nil {
		t.Fatal(err)
	}
	g := mustGame(t, "f5d6")
	moves := bk.Moves(g.Position().Board)
	if len(moves) < 2 || moves[len(moves)-1].Score >= moves[0].Score {
		t.Fatalf("the book's moves after f5d6 are %+v: the test wants a best one and worse ones", moves)
	}
	h := newHarness(t, same(failPlayer{t}), func(cfg *controller.Config) { cfg.Hinter = nil })
	h.c.Load(g, controller.Settings{Mode: controller.HumanVsHuman})
	for i := range 12 {
		h.take()
		if !h.c.Hint() {
			t.Fatalf("hint %d was not searched", i+1)
		}
		hint := h.waitFor(session.HintReady).Snapshot.Hint
		if hint == nil || !hint.Book || hint.Move != model.CellOfSquare(moves[0].Move) {
			t.Fatalf("hint %d is %+v, want the book's best, the first of equals, %v (%+d); the book has %+v", i+1, hint, moves[0].Move, moves[0].Score, moves)
		}
	}
}
