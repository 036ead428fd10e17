package othellowords

import (
	"testing"

	"othello/controller/coach"
	"othello/model"
	"othello/view/i18n"
)

// In French the answer to the computer's move is the person's, "pour
// vous", as it is the computer's "pour l'ordinateur": the possessive
// after the noun read "la meilleure réponse votre est b2".
func TestAnswerLineInFrench(t *testing.T) {
	i18n.Set("fr")
	defer i18n.Set("en")
	white := model.SizedFromPosition(model.StartPosition())
	white.Turn = model.White
	e := coach.Explanation{Position: white, Loss: 0.4,
		Played: coach.Line{Move: model.CellOfSquare(model.G3), Reply: model.CellOfSquare(model.B2)}, Best: coach.Line{Move: model.CellOfSquare(model.H3)}}
	tests := []struct {
		name        string
		mover, them Speaker
		want        string
	}{
		{"the computer's move", vsComputer(model.Black, model.White), vsComputer(model.Black, model.Black), "Après g3, la meilleure réponse pour vous est b2."},
		{"the person's move", vsComputer(model.White, model.White), vsComputer(model.White, model.Black), "Après g3, la meilleure réponse pour l'ordinateur (Noir) est b2."},
	}
	for _, tt := range tests {
		if got := AnswerLine(e, tt.mover, tt.them); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
