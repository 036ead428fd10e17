package strategy_test

import (
	"context"
	"testing"

	"othello/model"
	"othello/strategy"
)

// tenByTenGame is a whole 10x10 game of two EASY levels (othello game
// --size 10 --black easy --white easy --seed 3).
const tenByTenGame = "f7g5f4e3h4h5e4d3e2f1f3e7d8g6h6g4e1d4h3e8d5d2d7c8g3i5j4h7e9h2i3f10c9f8h1c5f2c7b5g7f9j3h8h9b8b6d10a5h10g1c1c10j2a7b7a6c4j6d6c6a4b4i4i7a3c2a8i2d1d9c3g9e10b2i8b3b1a2b10a10g10a1j8a9j1i10g8g2b9i6i1j9j10i9j5j7"

// BenchmarkAnalyzeTenByTen scores every move of a 10x10 game's midgame
// positions as the window's analysis does (depth 8), one position an
// iteration: what a 10x10 game's analysis spends its time on.
func BenchmarkAnalyzeTenByTen(b *testing.B) {
	g, err := model.ParseSetup("10x10 " + tenByTenGame)
	if err != nil {
		b.Fatal(err)
	}
	var boards []model.SizedBoard
	for n := 10; n < 70; n += 6 {
		boards = append(boards, g.SizedAt(n).Board)
	}
	cfg := strategy.ScoreConfig(8)
	cfg.ExactEmpties = 16
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		strategy.AnalyzeSized(context.Background(), boards[i%len(boards)], cfg)
	}
}

// BenchmarkSolveTenByTen solves 10x10 endgames of 17 and 16 empties from the
// same game, one an iteration: what the 10x10 analysis's exact part and
// the levels' endgames spend their time on.
func BenchmarkSolveTenByTen(b *testing.B) {
	g, err := model.ParseSetup("10x10 " + tenByTenGame)
	if err != nil {
		b.Fatal(err)
	}
	var boards []model.SizedBoard
	for n := 79; n < 81; n++ {
		boards = append(boards, g.SizedAt(n).Board)
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		strategy.SolveSized(context.Background(), boards[i%len(boards)])
	}
}
