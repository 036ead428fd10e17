package controller_test

import (
	"context"
	"strings"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

func TestMistakesCostliestFirst(t *testing.T) {
	a := controller.GameAnalysis{Moves: []controller.MoveVerdict{
		{Number: 1, Color: model.Black, Move: model.CellOfSquare(model.F5), Loss: 0},
		{Number: 2, Color: model.White, Move: model.CellOfSquare(model.D6), Loss: 7},
		{Number: 3, Color: model.Black, Move: model.CellOfSquare(model.C3), Loss: 3},
		{Number: 4, Color: model.White, Move: model.CellPass},
		{Number: 5, Color: model.Black, Move: model.CellOfSquare(model.D3), Loss: 12},
		{Number: 6, Color: model.Black, Move: model.CellOfSquare(model.C4), Loss: 3},
		{Number: 7, Color: model.Black, Move: model.CellOfSquare(model.B3), Loss: 1.5},
	}}
	numbers := func(vs []controller.MoveVerdict) []int {
		var out []int
		for _, v := range vs {
			out = append(out, v.Number)
		}
		return out
	}
	tests := []struct {
		c    model.Color
		both bool
		n    int
		want []int
	}{
		{model.Black, false, 3, []int{5, 3, 6}},
		{model.Black, false, 1, []int{5}},
		{model.White, false, 3, []int{2}},
		{model.Black, true, 3, []int{5, 2, 3}},
	}
	for _, tt := range tests {
		if got := numbers(controller.Mistakes(a, tt.c, tt.both, tt.n)); !equalInts(got, tt.want) {
			t.Errorf("Mistakes(%v, both %v, %d) = %v, want %v", tt.c, tt.both, tt.n, got, tt.want)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestPracticeItemOf(t *testing.T) {
	g := model.NewGame()
	if err := g.PlayTranscript("f5d6c3d3c4"); err != nil {
		t.Fatal(err)
	}
	it := controller.PracticeItemOf(g.Record(), controller.MoveVerdict{Number: 4, Move: model.CellOfSquare(model.D3), Best: model.CellOfSquare(model.F4), Loss: 5})
	pos, err := it.Board()
	if err != nil {
		t.Fatal(err)
	}
	if pos != model.SizedFromPosition(g.PositionAt(3)) || it.Moves != "f5d6c3" || it.Played != "d3" || it.Best != "f4" || it.MoveIndex != 4 {
		t.Errorf("item %+v", it)
	}
}

func TestJudgeRetry(t *testing.T) {
	c := model.CellOfSquare
	scores := []strategy.SizedResult{
		{Move: c(model.D3), Score: 400}, {Move: c(model.C4), Score: 250}, {Move: c(model.F5), Score: 180}, {Move: c(model.E6), Score: -300},
	}
	tests := []struct {
		move  model.Square
		loss  float64
		found bool
	}{
		{model.D3, 0, true},
		{model.C4, 1.5, true},
		{model.F5, 2.2, false},
		{model.E6, 7, false},
	}
	for _, tt := range tests {
		v, err := controller.JudgeRetry(scores, c(tt.move))
		if err != nil || v.Loss != tt.loss || v.Found != tt.found || v.Best.Move != c(model.D3) {
			t.Errorf("%v: %+v, %v; want loss %v, found %v", tt.move, v, err, tt.loss, tt.found)
		}
	}
	if _, err := controller.JudgeRetry(scores, c(model.A1)); err == nil {
		t.Error("a move not scored was judged")
	}
}

func TestPracticeListUntilFoundTwice(t *testing.T) {
	a := controller.PracticeItem{Position: model.StartPosition().String(), Best: "d3"}
	var p controller.Practice
	p = p.Add(a).Add(a)
	if len(p) != 1 {
		t.Fatalf("the same position twice: %d items", len(p))
	}
	var left bool
	p, left = p.Record(a.Position, false)
	p, _ = p.Record(a.Position, true)
	if left || len(p) != 1 || p[0].Missed != 1 || p[0].Found != 1 {
		t.Fatalf("after a miss and a find: %+v", p)
	}
	if p, left = p.Record(a.Position, true); !left || len(p) != 0 {
		t.Errorf("found twice, still there: %+v", p)
	}
}

func TestPracticeEncodeDecode(t *testing.T) {
	g := model.NewGame()
	g.PlayTranscript("f5d6")
	p := controller.Practice{
		{Position: model.StartPosition().String(), Played: "f5", Best: "d3", Loss: 0, Missed: 1},
		{Position: g.Position().String(), Played: "c5", Best: "c3", Loss: 3.5, Found: 1, Moves: "f5d6", MoveIndex: 3},
	}
	got, err := controller.DecodePractice(controller.EncodePractice(p))
	if err != nil || len(got) != 2 || got[1] != p[1] {
		t.Fatalf("round trip: %+v, %v", got, err)
	}
	if _, err := controller.DecodePractice("[{"); err == nil || !strings.Contains(err.Error(), "cannot be read") {
		t.Errorf("garbage: %v", err)
	}
	damaged := `[{"position":"nonsense","best":"d3"},` + strings.TrimPrefix(controller.EncodePractice(p[:1]), "[")
	got, err = controller.DecodePractice(damaged)
	if err == nil || len(got) != 1 || got[0] != p[0] {
		t.Errorf("a damaged item: kept %+v, %v", got, err)
	}
}

// The best line has the same length whatever the line scored with the
// move: a book move's line (the move alone) is played on by the search,
// and a long line is cut; every move of it is legal where it is played.
func TestBestLineLength(t *testing.T) {
	pos := model.StartPosition()
	cfg := strategy.ScoreConfig(4)
	tests := []struct {
		name string
		best strategy.Result
	}{
		{"the move alone", strategy.Result{Move: model.F5}},
		{"a line without its move", strategy.Result{Move: model.F5, PV: nil}},
		{"a long line", strategy.Result{Move: model.F5, PV: []model.Square{model.F5, model.D6, model.C3, model.D3, model.C4, model.F4, model.F6, model.F3, model.E6, model.E7}}},
		{"a line that goes wrong", strategy.Result{Move: model.F5, PV: []model.Square{model.F5, model.A1, model.B2}}},
	}
	for _, tt := range tests {
		line := controller.BestLine(context.Background(), model.SizedFromPosition(pos), strategy.SizedResultOf(tt.best), controller.BestLineMoves, cfg)
		if len(line) != controller.BestLineMoves || line[0] != model.CellOfSquare(model.F5) {
			t.Errorf("%s: %v; want %d moves from f5", tt.name, line, controller.BestLineMoves)
			continue
		}
		g := model.NewGameFrom(pos)
		for _, m := range line {
			if err := g.PlayCell(m); err != nil {
				t.Errorf("%s: %v: %v", tt.name, line, err)
				break
			}
		}
	}
}

// A 6x6 mistake becomes a practice item of its own size: its position
// reads back as the 6x6 one, its moves are named on that board, it keeps
// through the preferences, and its best line is played out on 6x6.
func TestPracticeOnSixBySix(t *testing.T) {
	rec := randomSixBySix(t, 4).Record()
	g := rec.Geometry()
	v := controller.MoveVerdict{Number: 9, Move: rec.Cell(8), Best: rec.SizedAt(8).Board.MoveCells()[0], Loss: 5}
	it := controller.PracticeItemOf(rec, v)
	pos, err := it.Board()
	if err != nil {
		t.Fatal(err)
	}
	if pos != rec.SizedAt(8) || pos.Size() != 6 || it.Played != g.CellName(v.Move) || it.Best != g.CellName(v.Best) {
		t.Errorf("item %+v reads as %v", it, pos)
	}
	if got, err := controller.DecodePractice(controller.EncodePractice(controller.Practice{it})); err != nil || len(got) != 1 || got[0] != it {
		t.Errorf("round trip: %+v, %v", got, err)
	}
	best := strategy.SizedResult{Move: v.Best}
	line := controller.BestLine(context.Background(), pos, best, controller.BestLineMoves, strategy.Config{Depth: 3, ExactEmpties: 10})
	if len(line) == 0 || line[0] != v.Best {
		t.Fatalf("the best line %v does not start with %s", line, g.CellName(v.Best))
	}
	b := pos.Board
	for _, c := range line {
		if !b.IsLegal(c) {
			t.Fatalf("the best line %v plays %s, not legal", line, g.CellName(c))
		}
		b = b.Play(c)
	}
	if len(line) < controller.BestLineMoves && !b.GameOver() {
		t.Errorf("the best line stops after %d moves with the game on", len(line))
	}
	if _, err := (controller.PracticeItem{Position: strings.Repeat("-", 49) + " X"}).Board(); err == nil {
		t.Error("a position of 49 squares was read")
	}
}

// An item's game is the game's moves up to its position where they lead
// there, on every size, and the position alone where they do not.
func TestPracticeItemGameTo(t *testing.T) {
	sixStart, _ := model.SizedStartPosition(6)
	tests := []struct {
		name, moves string
		size        int
		wantMoves   int
	}{
		{"8x8 game", "f5d6c3d3c4", 8, 5},
		{"6x6 game", "c2b4c5", 6, 3},
		{"moves leading elsewhere", "f5d6", 8, 0},
		{"no moves kept", "", 8, 0},
	}
	for _, tt := range tests {
		g, err := model.NewSizedGame(tt.size)
		if err != nil {
			t.Fatal(err)
		}
		real := "f5d6c3d3c4"
		if tt.size == 6 {
			real = "c2b4c5"
		}
		if err := g.PlayTranscript(real); err != nil {
			t.Fatal(err)
		}
		item := controller.PracticeItem{Position: g.Sized().String(), Moves: tt.moves}
		got, err := item.GameTo()
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got.Len() != tt.wantMoves || got.Sized().String() != g.Sized().String() {
			t.Errorf("%s: %d moves to %s; want %d to %s", tt.name, got.Len(), got.Sized(), tt.wantMoves, g.Sized())
		}
	}
	if _, err := (controller.PracticeItem{Position: sixStart.String()[:10]}).GameTo(); err == nil {
		t.Error("an item of no board gave a game")
	}
}
