// Every move of a position scored, on boards of any size: what the
// analysis of a game reads, with the 8x8 engine as its fast path.

package strategy

import (
	"context"
	"slices"
	"time"

	"othello/model"
)

// Discs returns Score in discs.
func (r SizedResult) Discs() float64 { return float64(r.Score) / ScoreScale }

// AnalyzeSized scores every legal move of b on a board of any size, best
// first, as Analyze does on 8x8 (where it is Analyze, the fast path): each
// move's reply searched with s (its depth one less, exact within its
// ExactEmpties), so each score is the move's own, not a bound. With no
// legal move it returns the single move CellPass; with the game over,
// nothing.
func AnalyzeSized(ctx context.Context, b model.SizedBoard, s Config) []SizedResult {
	if b8, ok := b.Board8(); ok {
		rs := Analyze(ctx, b8, s, 0)
		out := make([]SizedResult, len(rs))
		for i, r := range rs {
			out[i] = SizedResultOf(r)
		}
		return out
	}
	if b.GameOver() {
		return nil
	}
	s.Randomness, s.Algorithm = 0, AlphaBeta
	e := newSizedEngine(b.Geometry(), 18)
	if b.Moves().IsZero() {
		return []SizedResult{sizedSearch(ctx, e, b, s, nil)}
	}
	child := s
	if child.Depth > 1 {
		child.Depth--
	}
	start := time.Now()
	var out []SizedResult
	for _, c := range b.MoveCells() {
		a := b.Play(c)
		var r SizedResult
		if a.GameOver() {
			// the score for the side to move after it, as a search says it
			r = SizedResult{Score: a.FinalScore() * ScoreScale, Exact: true}
		} else {
			r = sizedSearch(ctx, e, a, child, nil)
		}
		if ctx.Err() != nil {
			break
		}
		out = append(out, SizedResult{Move: c, Score: -r.Score, Exact: r.Exact, Depth: r.Depth + 1,
			Nodes: e.nodes, Time: time.Since(start), PV: append([]model.Cell{c}, r.PV...)})
	}
	// best first; equal scores keep the cells' order, so the answer is stable
	slices.SortStableFunc(out, func(x, y SizedResult) int { return y.Score - x.Score })
	return out
}
