package view

import (
	"testing"

	"othello/controller/coach"
	"othello/model"
)

// The opponent's answer, said once whatever it is: a square, a pass, the
// game's end, or the very square the mover should have played.
func TestAnswerLine(t *testing.T) {
	black := model.StartPosition() // Black to move
	tests := []struct {
		name          string
		played, reply model.Square
		best          model.Square
		loss          float64
		exact         bool
		want          string
	}{
		{"a reply", model.G7, model.H8, model.H7, 12.2, false, "After g7, White's best answer is h8: about 12 discs worse for you than h7."},
		{"proven", model.G7, model.H8, model.H7, 4, true, "After g7, White's best answer is h8: 4 discs worse for you than h7."},
		{"the square needed", model.B7, model.C5, model.C5, 21, false, "After b7, White's best answer is c5, the square you needed: about 21 discs worse for you."},
		{"a pass", model.A1, model.Pass, model.H8, 1, true, "After a1, White cannot move: 1 disc worse for you than h8."},
		{"the end", model.A1, model.NoSquare, model.H8, 2, true, "a1 ends the game: 2 discs worse for you than h8."},
		{"no loss", model.G7, model.H8, model.H7, 0.4, false, "After g7, White's best answer is h8."},
	}
	for _, tt := range tests {
		e := coach.Explanation{Position: black, Loss: tt.loss, LossExact: tt.exact,
			Played: coach.Line{Move: tt.played, Reply: tt.reply}, Best: coach.Line{Move: tt.best}}
		if got := answerLine(e, "White"); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// The reasons name their edge as a player says it: "your edge on column a".
func TestEdgeReasonLine(t *testing.T) {
	e := coach.Explanation{Position: model.StartPosition(), Played: coach.Line{Move: model.C1}, Best: coach.Line{Move: model.A2}}
	tests := []struct {
		reason coach.Reason
		want   string
	}{
		{coach.Reason{Kind: coach.Edge, Edge: model.EdgeLeft, Played: coach.Count{Opponent: 2}, Best: coach.Count{Opponent: 0}},
			"Edge: White can now break into your edge on column a."},
		{coach.Reason{Kind: coach.Edge, Edge: model.EdgeTop, Played: coach.Count{Opponent: 0}, Best: coach.Count{Opponent: 0}},
			"Edge: a2 would have given you a way into the edge on row 1."},
	}
	for _, tt := range tests {
		if got := reasonLine(tt.reason, e, "White"); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
	}
}
