package strategy

import (
	"context"
	"math/bits"
	"time"

	"othello/model"
)

// NewPlayer returns the computer player for a level and algorithm; seed
// drives any randomness the level uses.
//
// PROVISIONAL: a one-ply greedy player until the search lands.
func NewPlayer(level Level, algo Algorithm, seed uint64) Player {
	return greedy{}
}

type greedy struct{}

func (greedy) Name() string { return "greedy" }

func (greedy) Search(_ context.Context, b model.Board) Result {
	start := time.Now()
	moves := b.Moves()
	if moves == 0 {
		return Result{Move: model.Pass, PV: []model.Square{model.Pass}}
	}
	best, bestN := model.NoSquare, -1
	for m := moves; m != 0; m &= m - 1 {
		sq := model.Square(bits.TrailingZeros64(m))
		if n := bits.OnesCount64(b.Flips(sq)); n > bestN {
			best, bestN = sq, n
		}
	}
	return Result{Move: best, Score: bestN * ScoreScale, Depth: 1, PV: []model.Square{best}, Time: time.Since(start)}
}
