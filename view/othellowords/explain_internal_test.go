package othellowords

import (
	"strings"
	"testing"

	"othello/controller"
	"othello/controller/coach"
	"othello/model"
)

// The opponent's answer, said once whatever it is: a square, a pass, the
// game's end, or the very square the mover should have played.
func TestAnswerLine(t *testing.T) {
	black := model.SizedFromPosition(model.StartPosition()) // Black to move
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
			Played: coach.Line{Move: model.CellOfSquare(tt.played), Reply: model.CellOfSquare(tt.reply)}, Best: coach.Line{Move: model.CellOfSquare(tt.best)}}
		if got := AnswerLine(e, vsComputer(model.Black, model.Black), vsTwo(model.White)); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// The reasons name their edge as a player says it: "your edge on column a".
func TestEdgeReasonLine(t *testing.T) {
	e := coach.Explanation{Position: model.SizedFromPosition(model.StartPosition()), Played: coach.Line{Move: model.Cell(model.C1)}, Best: coach.Line{Move: model.Cell(model.A2)}}
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
		if got := ReasonLine(tt.reason, e, vsComputer(model.Black, model.Black), vsTwo(model.White)); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
	}
}

// The stable discs' line says the other side's count where that is the
// difference: "0 for you after b1, 0 after c3" gave no reason at all.
func TestStabilityReasonLine(t *testing.T) {
	e := coach.Explanation{Position: model.SizedFromPosition(model.StartPosition()), Played: coach.Line{Move: model.Cell(model.C1)}, Best: coach.Line{Move: model.Cell(model.A2)}}
	tests := []struct {
		reason coach.Reason
		want   string
	}{
		{coach.Reason{Kind: coach.Stability, Played: coach.Count{Mover: 0, Opponent: 4}, Best: coach.Count{Mover: 0, Opponent: 0}},
			"Stable discs: 0 for you and 4 for White after c1; 0 and 0 after a2."},
		{coach.Reason{Kind: coach.Stability, Played: coach.Count{Mover: 1, Opponent: 2}, Best: coach.Count{Mover: 3, Opponent: 2}},
			"Stable discs: 1 for you after c1, 3 after a2."},
	}
	for _, tt := range tests {
		if got := ReasonLine(tt.reason, e, vsComputer(model.Black, model.Black), vsTwo(model.White)); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
	}
}

// vsComputer names colour c in a game where the person plays human.
func vsComputer(human, c model.Color) Speaker {
	return SpeakerFor(controller.Settings{Mode: controller.HumanVsComputer, Human: human, Size: 8}, c)
}

// vsTwo names colour c in a game of two people.
func vsTwo(c model.Color) Speaker {
	return SpeakerFor(controller.Settings{Mode: controller.HumanVsHuman, Size: 8}, c)
}

// The coach speaks to the person reading: "you" for the player's own
// moves only; the computer's moves are the computer's, an engine's its
// name's, and in a game of two people each side is its colour.
func TestExplanationSpeaksToTheReader(t *testing.T) {
	e := coach.Explanation{Position: model.SizedFromPosition(model.StartPosition()), Loss: 4, LossExact: true,
		Played: coach.Line{Move: model.Cell(model.G7), Reply: model.Cell(model.H8)}, Best: coach.Line{Move: model.Cell(model.H7)},
		Reasons: []coach.Reason{
			{Kind: coach.Mobility, Played: coach.Count{Mover: 3, Opponent: 8}, Best: coach.Count{Mover: 5, Opponent: 4}},
			{Kind: coach.CornerGiven, Held: true, Squares: []model.Cell{model.Cell(model.H8)}},
		}}
	engine := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Engine: "Edax", Size: 8}
	tests := []struct {
		name        string
		mover, them Speaker
		want        string
	}{
		{"the player's move", vsComputer(model.Black, model.Black), vsComputer(model.Black, model.White),
			"After g7, the computer's best answer is h8: 4 discs worse for you than h7. Mobility: you keep 3 moves against the computer's 8; h7 leaves 5 against 4. Corner: the computer (White) gets the h8 corner."},
		{"the computer's move", vsComputer(model.White, model.Black), vsComputer(model.White, model.White),
			"After g7, your best answer is h8: 4 discs worse for the computer (Black) than h7. Mobility: the computer (Black) keeps 3 moves against your 8; h7 leaves 5 against 4. Corner: you get the h8 corner."},
		{"an engine's move", SpeakerFor(engine, model.Black), SpeakerFor(engine, model.White),
			"After g7, your best answer is h8: 4 discs worse for Edax (Black) than h7. Mobility: Edax (Black) keeps 3 moves against your 8; h7 leaves 5 against 4. Corner: you get the h8 corner."},
		{"two people", vsTwo(model.Black), vsTwo(model.White),
			"After g7, White's best answer is h8: 4 discs worse for Black than h7. Mobility: Black keeps 3 moves against White's 8; h7 leaves 5 against 4. Corner: White gets the h8 corner."},
	}
	for _, tt := range tests {
		if got := strings.Join(ExplainLines(e, tt.mover, tt.them), " "); got != tt.want {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, tt.want)
		}
		if tt.mover.You == false && strings.Contains(strings.Join(ExplainLines(e, tt.mover, tt.them), " "), "for you") {
			t.Errorf("%s: the loss of a move the player did not play is said to be theirs", tt.name)
		}
	}
}

// A best move that takes a corner and opens another says both: the corner
// it takes is the mover's to take, not a corner it would open.
func TestCornerTakenTellsTheCornerTakenFromTheOnesOpened(t *testing.T) {
	a1, a8, h8 := model.CellOfSquare(model.A1), model.CellOfSquare(model.A8), model.CellOfSquare(model.H8)
	e := coach.Explanation{Position: model.SizedFromPosition(model.StartPosition()), Played: coach.Line{Move: model.CellOfSquare(model.C3)}, Best: coach.Line{Move: a1}}
	tests := []struct {
		squares []model.Cell
		mover   Speaker
		want    string
	}{
		{[]model.Cell{a1}, vsComputer(model.Black, model.Black), "Corner: a1 was yours to take."},
		{[]model.Cell{a8}, vsComputer(model.Black, model.Black), "Corner: a1 would have opened the a8 corner to you."},
		{[]model.Cell{a1, a8}, vsComputer(model.Black, model.Black), "Corner: a1 was yours to take, and would have opened the a8 corner to you."},
		{[]model.Cell{a1, a8, h8}, vsTwo(model.White), "Corner: a1 was White's to take, and would have opened the a8 and h8 corners to White."},
	}
	for _, tt := range tests {
		r := coach.Reason{Kind: coach.CornerTaken, Squares: tt.squares}
		if got := ReasonLine(r, e, tt.mover, vsTwo(model.White)); got != tt.want {
			t.Errorf("%v: %q, want %q", tt.squares, got, tt.want)
		}
	}
}
