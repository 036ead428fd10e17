package gomoku_test

import (
	"math/rand/v2"
	"testing"

	"othello/model/gomoku"
)

// benchBoards returns seeded random 15x15 positions and a stone of each.
func benchBoards(b *testing.B) ([]gomoku.Board, []gomoku.Square) {
	rng := rand.New(rand.NewPCG(3, 3))
	var boards []gomoku.Board
	var stones []gomoku.Square
	for len(boards) < 256 {
		g := randomGrid(rng)
		g.size, g.rule = 15, gomoku.Freestyle
		board := g.board(b)
		for y := range 15 {
			for x := range 15 {
				if board.At(gomoku.At(x, y)) != gomoku.NoColor {
					boards, stones = append(boards, board), append(stones, gomoku.At(x, y))
					x, y = 15, 15
				}
			}
		}
	}
	return boards, stones
}

// BenchmarkWins is the test after each move: the lines through one stone.
func BenchmarkWins(b *testing.B) {
	boards, stones := benchBoards(b)
	n := 0
	for i := 0; b.Loop(); i++ {
		if boards[i&255].Wins(stones[i&255]) {
			n++
		}
	}
}

// BenchmarkHasFive is the test of a whole position set up.
func BenchmarkHasFive(b *testing.B) {
	boards, _ := benchBoards(b)
	n := 0
	for i := 0; b.Loop(); i++ {
		if boards[i&255].HasFive(gomoku.Black) {
			n++
		}
	}
}
