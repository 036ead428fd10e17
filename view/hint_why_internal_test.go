package view

import (
	"testing"

	"othello/model"
)

// The second step of a hint always says why, even where the board's
// simple measures find nothing: the player was promised a reason.
func TestHintWhyNeverSilent(t *testing.T) {
	start := model.SizedFromPosition(model.StartPosition())
	tests := []struct {
		name, pos string
		size      int
		move      string
		want      string
	}{
		{"the only move", "XO-------------- X", 4, "c1", "It is the only move."},
		{"moves alike", start.String(), 8, "d3", "Nothing on the board sets it apart yet: its worth lies further ahead."},
		{"a corner", "-OX------O---X-- X", 4, "a1", "It takes or opens a corner for you."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos, err := model.ParseSizedPosition(tt.pos, tt.size)
			if err != nil {
				t.Fatal(err)
			}
			move, err := pos.Board.Geometry().ParseCell(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			if got := (&panel{}).hintWhy(pos, move); got != tt.want {
				t.Errorf("hintWhy(%s) = %q, want %q", tt.move, got, tt.want)
			}
		})
	}
}
