package controller_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// randomSixBySix plays a whole 6x6 game of random moves from seed.
func randomSixBySix(t *testing.T, seed uint64) *model.Game {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	start, err := model.SizedStartPosition(6)
	if err != nil {
		t.Fatal(err)
	}
	g := model.NewSizedGameFrom(start)
	for b := start.Board; !b.GameOver(); b = g.Record().Sized().Board {
		c := model.CellPass
		if moves := b.MoveCells(); len(moves) > 0 {
			c = moves[rng.IntN(len(moves))]
		}
		if err := g.PlayCell(c); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// The coach explains the mistakes of an analysed 6x6 game in the
// analysis's own terms: the position before the move, the move and the
// best one, the loss, and as the reply to the move played the best move
// the analysis gives the next position.
func TestExplainMoveOnSixBySix(t *testing.T) {
	rec := randomSixBySix(t, 4).Record()
	a, err := controller.AnalyzeGame(context.Background(), rec, strategy.Config{Depth: 4, ExactEmpties: 12}, nil)
	if err != nil {
		t.Fatal(err)
	}
	name := rec.Geometry().CellName
	explained, reasons := 0, 0
	for i, v := range a.Moves {
		if v.Mark() == "" || v.IsPass() {
			continue
		}
		e, err := controller.ExplainMove(context.Background(), rec, a, i)
		if err != nil {
			t.Fatalf("move %d: %v", v.Number, err)
		}
		explained++
		if e.Position != rec.SizedAt(i) || e.Played.Move != v.Move || e.Best.Move != v.Best || e.Loss != v.Loss || e.LossExact != v.Exact() {
			t.Errorf("move %d: the coach explains %s against %s in %v (loss %v), the analysis %s against %s in %v (loss %v)", v.Number,
				name(e.Played.Move), name(e.Best.Move), e.Position, e.Loss, name(v.Move), name(v.Best), rec.SizedAt(i), v.Loss)
		}
		want := model.NoCell // the move ends the game
		if r, ok := a.ReplyTo(i); ok {
			want = r
		}
		if e.Played.Reply != want {
			t.Errorf("move %d: the coach names %s as the reply, the analysis %s", v.Number, name(e.Played.Reply), name(want))
		}
		if len(v.Line) > 1 && e.Best.Reply != v.Line[1] {
			t.Errorf("move %d: the reply to the best move is %s, the analysis's line has %s", v.Number, name(e.Best.Reply), name(v.Line[1]))
		}
		reasons += len(e.Reasons)
	}
	if explained < 3 || reasons == 0 {
		t.Fatalf("%d mistakes explained, with %d reasons: the game proves little", explained, reasons)
	}
	if _, err := controller.ExplainMove(context.Background(), rec, a, len(a.Moves)); err == nil {
		t.Error("a move past the analysis was explained")
	}
}
