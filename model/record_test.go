package model_test

import (
	"testing"

	"othello/model"
)

// A record is a copy: the game going on, undoing or redoing never changes
// it, and its positions are those of the game at the time.
func TestRecordIsACopy(t *testing.T) {
	g := mustParse(t, "f5d6c3d3c4")
	g.Undo()
	r := g.Record()
	want := []model.Square{model.F5, model.D6, model.C3, model.D3}
	positions := make([]model.Position, len(want)+1)
	for i := range positions {
		positions[i] = g.PositionAt(i)
	}
	if err := g.Play(model.SquaresOf(g.Position().Board.Moves())[0]); err != nil {
		t.Fatal(err)
	}
	g.Undo()
	g.Undo()
	if r.Len() != len(want) || r.LastMove() != model.D3 || r.Transcript() != "f5d6c3d3" {
		t.Fatalf("record %v changed with the game", r.Moves())
	}
	for i, sq := range want {
		if r.Move(i) != sq {
			t.Errorf("move %d is %v, want %v", i, r.Move(i), sq)
		}
	}
	for i, p := range positions {
		if r.PositionAt(i) != p {
			t.Errorf("position %d is %v, want %v", i, r.PositionAt(i), p)
		}
	}
	if r.Start() != model.StartPosition() || r.Position() != positions[len(want)] {
		t.Error("start or current position wrong")
	}
	if redo := r.Redo(); len(redo) != 1 || redo[0] != model.C4 {
		// the record was taken before the new move cleared the redo list
		t.Errorf("redo %v, want [c4]", redo)
	}
	moves := r.Moves()
	moves[0] = model.A1
	if r.Move(0) != model.F5 {
		t.Error("Moves hands out the record's own slice")
	}
	var zero model.Record
	if zero.Position() != model.StartPosition() || zero.Len() != 0 || zero.LastMove() != model.NoSquare {
		t.Error("the zero record is not an empty game")
	}
}
