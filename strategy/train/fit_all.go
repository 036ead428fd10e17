// The pattern weights' fit over every phase, on the workers, and the
// report of their error on the held-out positions.

package train

import (
	"context"
	"fmt"
	"maps"
	"math"
	"slices"
	"sync"
	"time"

	"othello/model"
	"othello/strategy"
)

// fitAll fits every phase on the workers and returns the weights in discs.
func fitAll(ctx context.Context, cfg Config, samples []Sample) ([][]float64, error) {
	plies, phases := strategy.PhasePlies()
	// index the samples by ply, so that each phase picks its window fast
	byPly := make([][]int, 61)
	for i, s := range samples {
		byPly[plyOf(s.Board)] = append(byPly[plyOf(s.Board)], i)
	}
	out := make([][]float64, phases)
	var mu sync.Mutex
	fitPhase := func(ph int) {
		t := time.Now()
		lo := max(ph*plies-cfg.Window, 0)
		hi := min(ph*plies+plies-1+cfg.Window, 60)
		if ph == phases-1 {
			hi = 60
		}
		p := problem{slots: strategy.NumFeatureSlots(), nw: strategy.NumFeatures()}
		feat := make([]int32, p.slots)
		for ply := lo; ply <= hi; ply++ {
			for _, i := range byPly[ply] {
				b := samples[i].Board
				if b.GameOver() {
					continue
				}
				strategy.Features(b, feat)
				p.feats = append(p.feats, feat...)
				p.labels = append(p.labels, float64(samples[i].Label))
			}
		}
		r := p.fit(cfg.Lambda, cfg.Iters)
		mu.Lock()
		out[ph] = r.w
		cfg.logf("phase %2d (plies %2d-%2d): %8d positions, %3d steps, training error %.2f discs (RMS), %s",
			ph, lo, hi, len(p.labels), r.iters, r.rmse, since(t))
		mu.Unlock()
	}
	onWorkers(ctx, cfg.Workers, phases, func() func(int) { return fitPhase })
	return out, ctx.Err()
}

// plyOf is the number of discs played on b: the phases count plies.
func plyOf(b model.Board) int { return 60 - b.Empties() }

// report prints the mean absolute error of the weights before the run
// (the base), after it, and of the classic evaluation against the labels
// of the held-out positions, by discs on the board.
func report(cfg Config, before, after *strategy.PatternWeights, test []Sample) {
	errorTable(cfg, test, []string{"before", "trained", "classic"}, before.Evaluate, after.Evaluate, strategy.DefaultWeights().Evaluate)
}

// errorTable prints the mean absolute error in discs of each evaluation,
// headed by its name, against the labels of the held-out positions, by
// discs on the board.
func errorTable(cfg Config, test []Sample, names []string, evals ...func(model.Board) int) {
	type acc struct {
		n, nExact int
		sum       []float64 // by evaluation
	}
	by := map[int]*acc{}
	for _, s := range test {
		b := s.Board
		if b.GameOver() {
			continue
		}
		discs := 64 - b.Empties()
		a := by[discs]
		if a == nil {
			a = &acc{sum: make([]float64, len(evals))}
			by[discs] = a
		}
		y := float64(s.Label)
		a.n++
		if s.Exact {
			a.nExact++
		}
		for i, eval := range evals {
			a.sum[i] += math.Abs(float64(eval(b))/strategy.ScoreScale - y)
		}
	}
	keys := slices.Sorted(maps.Keys(by))
	cfg.logf("held-out positions: mean absolute error in discs (label: exact where marked, else the game's theoretical score)")
	head := fmt.Sprintf("%6s %8s %6s", "discs", "count", "exact")
	for _, name := range names {
		head += fmt.Sprintf(" %8s", name)
	}
	cfg.logf("%s", head)
	for _, k := range keys {
		a := by[k]
		n := float64(a.n)
		row := fmt.Sprintf("%6d %8d %5.0f%%", k, a.n, 100*float64(a.nExact)/n)
		for _, sum := range a.sum {
			row += fmt.Sprintf(" %8.2f", sum/n)
		}
		cfg.logf("%s", row)
	}
}
