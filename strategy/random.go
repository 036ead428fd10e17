package strategy

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"time"

	"othello/model"
)

// Random plays a uniformly random legal move; the floor of the level ladder.
type Random struct {
	rng *rand.Rand
}

// NewRandom returns a Random player whose choices follow from seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Name returns "random".
func (r *Random) Name() string { return "random" }

// Search picks one legal move at random.
func (r *Random) Search(_ context.Context, b model.Board) Result {
	start := time.Now()
	moves := b.Moves()
	if moves == 0 {
		return Result{Move: model.Pass, PV: []model.Square{model.Pass}, Nodes: 1, Time: time.Since(start)}
	}
	k := r.rng.IntN(bits.OnesCount64(moves))
	for ; k > 0; k-- {
		moves &= moves - 1
	}
	sq := model.Square(bits.TrailingZeros64(moves))
	return Result{Move: sq, PV: []model.Square{sq}, Nodes: 1, Time: time.Since(start)}
}
