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
