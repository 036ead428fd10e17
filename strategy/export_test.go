package strategy

import (
	"context"
	"math/rand/v2"
	"time"

	"othello/model"
)

// RandomBoard plays random moves from the start until the number of empty
// squares falls between lo and hi, and returns a board that is not over
// (starting again from the start whenever a game ends too early).
func RandomBoard(rng *rand.Rand, lo, hi int) model.Board {
	target := lo + rng.IntN(hi-lo+1)
	for {
		b := model.StartBoard()
		for !b.GameOver() && b.Empties() > target {
			moves := model.SquaresOf(b.Moves())
			if len(moves) == 0 {
				b = b.Pass()
				continue
			}
			b = b.Play(moves[rng.IntN(len(moves))])
		}
		if !b.GameOver() && b.Empties() >= lo {
			return b
		}
	}
}

// SolveWindow runs the exact solver on b in the window (alpha, beta).
func SolveWindow(b model.Board, alpha, beta int) int {
	e := newEngine(DefaultWeights(), 12)
	e.begin(context.Background(), time.Time{})
	return e.solveChild(b, alpha, beta, b.Empties())
}

// SetEndStages replaces the solver's selective stages for a benchmark and
// returns a function that puts them back.
func SetEndStages(stages []int) func() {
	old := endStages
	endStages = stages
	return func() { endStages = old }
}
