// The coach's continuous strength scale: one number from 0 (a beginner)
// to 1 (HARD's selective search to a fixed depth) sets how deep the computer looks, how
// far before the end it plays perfectly, and how often it errs, and how
// badly. Its errors are a person's: every move is scored, and a move is
// chosen with a probability that falls with the discs it gives away, so a
// weak setting mostly plays nearly-best moves and now and then a real
// mistake, never a random one.

package strategy

import (
	"context"
	"math"
	"math/rand/v2"
	"sync"

	"othello/model"
)

// StrengthConfig is the search and the inaccuracy of strength s in [0, 1]
// (clamped).
type StrengthConfig struct {
	Strength     float64
	Depth        int     // midgame depth of the scores
	ExactEmpties int     // perfect play from this many empties
	Temperature  float64 // in discs: a move worse by this much is e times less likely; 0 plays the best
	Selectivity  int     // the midgame search's, from depth 6
}

// The two ends of the scale.
const (
	strengthMaxDepth       = 14
	strengthMaxExact       = 20
	strengthMaxTemperature = 6.0
	strengthSelectiveFrom  = 6
)

// StrengthAt returns the settings of strength s: depth from 1 to 14,
// perfect play from 0 to 20 empties, and an inaccuracy of 6 discs falling
// to none as the cube of what is left to learn (none from about 0.8: the
// top of the scale errs only by not looking far enough).
func StrengthAt(s float64) StrengthConfig {
	if math.IsNaN(s) {
		s = 0
	}
	s = min(max(s, 0), 1)
	gap := 1 - s
	c := StrengthConfig{
		Strength:     s,
		Depth:        1 + int(math.Round(s*(strengthMaxDepth-1))),
		ExactEmpties: int(math.Round(s * strengthMaxExact)),
		Temperature:  strengthMaxTemperature * gap * gap * gap,
	}
	if c.Depth >= strengthSelectiveFrom {
		c.Selectivity = 95
	}
	if c.Temperature < 0.05 {
		c.Temperature = 0
	}
	return c
}

// Config is the search that scores the moves: the trained evaluation at the
// scale's depth, on one thread so that a seed repeats a game.
func (c StrengthConfig) Config() Config {
	return Config{Depth: c.Depth, ExactEmpties: c.ExactEmpties, Selectivity: c.Selectivity}
}

// NewStrengthPlayer returns the player of strength s; seed drives its
// choices.
func NewStrengthPlayer(s float64, seed uint64) Player {
	c := StrengthAt(s)
	return &strengthPlayer{c: c, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

type strengthPlayer struct {
	c    StrengthConfig
	mu   sync.Mutex
	rng  *rand.Rand
	best Player // the search without inaccuracy, made at its first move
}

func (p *strengthPlayer) Name() string { return "strength" }

// Search picks a move: without inaccuracy, the search's best; else it
// scores every move and draws one by the weights exp(-loss/temperature).
func (p *strengthPlayer) Search(ctx context.Context, b model.Board) Result {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.c.Temperature <= 0 {
		if p.best == nil {
			p.best = NewSearch(p.c.Config(), p.rng.Uint64())
		}
		return p.best.Search(ctx, b)
	}
	scores := Analyze(ctx, b, p.c.Config(), 0)
	if len(scores) == 0 {
		return Result{Move: model.Pass}
	}
	return scores[PickHumanLike(scores, p.c.Temperature, p.rng.Float64())]
}

// PickHumanLike chooses among scores (best first) by the weights
// exp(-loss/temperature), loss being the discs a move gives away against
// the best; u in [0, 1) draws the choice. A temperature of 0 or less, or a
// single move, gives the best.
func PickHumanLike(scores []Result, temperature, u float64) int {
	if temperature <= 0 || len(scores) < 2 {
		return 0
	}
	best := scores[0].Discs()
	weights := make([]float64, len(scores))
	total := 0.0
	for i, r := range scores {
		weights[i] = math.Exp(-(best - r.Discs()) / temperature)
		total += weights[i]
	}
	x := u * total
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	return len(scores) - 1
}
