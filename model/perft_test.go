package model_test

import (
	"testing"

	"othello/model"
)

func TestPerftFromStart(t *testing.T) {
	for depth := 1; depth < len(model.PerftCounts) && depth <= 11; depth++ {
		if depth >= 10 && testing.Short() {
			t.Logf("perft(%d) runs only without -short", depth)
			continue
		}
		b := model.StartBoard()
		before := b
		if got, want := model.Perft(b, depth), model.PerftCounts[depth]; got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
		if b != before {
			t.Fatalf("perft(%d) changed the board", depth)
		}
	}
}

func TestPerftSpecialCases(t *testing.T) {
	// A full board: the game is over, so every depth has one leaf.
	full, err := model.ParsePosition("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X")
	if err != nil {
		t.Fatal(err)
	}
	// Black to move with no move while White can play: the pass is one node.
	pass, err := model.ParsePosition("OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOXX-- X")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		b     model.Board
		depth int
		want  uint64
	}{
		{"depth 0", model.StartBoard(), 0, 1},
		{"finished game at depth 1", full.Board, 1, 1},
		{"finished game at depth 5", full.Board, 5, 1},
		{"forced pass at depth 1", pass.Board, 1, 1},
		// after the pass White has exactly one move (e8), then the board is
		// full or blocked: one line of play
		{"forced pass at depth 2", pass.Board, 2, uint64(pass.Board.Pass().Mobility())},
	}
	for _, tt := range tests {
		if got := model.Perft(tt.b, tt.depth); got != tt.want {
			t.Errorf("%s: perft = %d, want %d", tt.name, got, tt.want)
		}
	}
}

func BenchmarkPerft(b *testing.B) {
	for b.Loop() {
		model.Perft(model.StartBoard(), 9)
	}
	b.ReportMetric(float64(model.PerftCounts[9])*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkLegalMoves(b *testing.B) {
	boards := sampleBoards(1024)
	var sink uint64
	i := 0
	for b.Loop() {
		sink += boards[i&1023].Moves()
		i++
	}
	_ = sink
}

func BenchmarkPlay(b *testing.B) {
	boards := sampleBoards(1024)
	moves := make([]model.Square, len(boards))
	for i, bd := range boards {
		moves[i] = model.SquaresOf(bd.Moves())[0]
	}
	var sink model.Board
	i := 0
	for b.Loop() {
		k := i & 1023
		sink = boards[k].Play(moves[k])
		i++
	}
	_ = sink
}
