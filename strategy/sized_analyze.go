// Every move of a position scored, on boards of any size: what the
// analysis of a game reads, with the 8x8 engine as its fast path.

package strategy

import (
	"context"
	"slices"
	"time"

	"othello/model"
	"othello/strategy/level"
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
	return AnalyzeSizedReporting(ctx, b, s, 0, nil)
}

// AnalyzeSizedReporting is AnalyzeSized telling report, on the caller's
// goroutine, every move's score so far, best first, as the scores deepen:
// on 8x8 as AnalyzeWith does (exactAfter is its ExactAfter), elsewhere
// after each midgame depth below s's and then with s's own answer. The
// slices are the listener's to keep. nil: nobody, and no deepening.
func AnalyzeSizedReporting(ctx context.Context, b model.SizedBoard, s Config, exactAfter int, report func([]SizedResult)) []SizedResult {
	if b8, ok := b.Board8(); ok {
		o := AnalyzeOptions{ExactAfter: exactAfter}
		if report != nil {
			o.Report = func(rs []Result) { report(sizedResultsOf(rs)) }
		}
		return sizedResultsOf(AnalyzeWith(ctx, b8, s, 0, o))
	}
	if b.GameOver() {
		return nil
	}
	s.Randomness, s.Algorithm = 0, level.AlphaBeta
	e := newSizedEngine(b.Geometry(), 18)
	if report != nil && !b.Moves().IsZero() {
		full := s.Depth
		if full <= 0 {
			full = defaultDepth
		}
		// the shallow depths first, midgame only: each a complete set of
		// scores a window can show while the deeper ones run
		for d := 1; d < min(full, b.Empties()); d++ {
			t := s
			t.Depth, t.ExactEmpties, t.Time = d, 0, 0
			rs := analyzeSized(ctx, e, b, t)
			if ctx.Err() != nil {
				return nil
			}
			report(rs)
		}
	}
	out := analyzeSized(ctx, e, b, s)
	if report != nil && ctx.Err() == nil {
		report(slices.Clone(out))
	}
	return out
}

// sizedResultsOf returns 8x8 results in cells.
func sizedResultsOf(rs []Result) []SizedResult {
	if rs == nil {
		return nil
	}
	out := make([]SizedResult, len(rs))
	for i, r := range rs {
		out[i] = SizedResultOf(r)
	}
	return out
}

// analyzeSized scores every legal move of b with s on engine e, best
// first; a board with no legal move gives its search's answer (a pass).
func analyzeSized(ctx context.Context, e *sizedEngine, b model.SizedBoard, s Config) []SizedResult {
	if b.Moves().IsZero() {
		return []SizedResult{sizedSearch(ctx, e, b, s, nil)}
	}
	if s.Time > 0 && (s.ExactEmpties <= 0 || b.Empties()-1 > s.ExactEmpties) {
		return analyzeSizedInTime(ctx, e, b, s)
	}
	child := s
	if child.Depth > 1 {
		child.Depth--
	}
	moves := b.MoveCells()
	if s.Time > 0 {
		// the moves solved to the end share s's time, the whole
		// position's, as on 8x8
		child.Time = max(s.Time/time.Duration(len(moves)), time.Millisecond)
	}
	start := time.Now()
	var out []SizedResult
	for _, c := range moves {
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

// analyzeSizedInTime scores every move of b, in the midgame, within
// s.Time: all the moves deepened together, a depth at a time, and the
// last depth they all reached kept. With the time split between them
// each move reached a depth of its own, and mirror images of one move
// (the four first moves) were scored discs apart.
func analyzeSizedInTime(ctx context.Context, e *sizedEngine, b model.SizedBoard, s Config) []SizedResult {
	start := time.Now()
	within, cancel := context.WithDeadline(ctx, start.Add(s.Time))
	defer cancel()
	full := s.Depth
	if full <= 0 {
		full = 100
	}
	full = max(min(full, b.Empties()), 2)
	var last []SizedResult
	for d := 2; d <= full; d++ {
		t := s
		t.Depth, t.Time = d, 0 // each move's reply searched d-1 deep
		rs := analyzeSized(within, e, b, t)
		if within.Err() != nil {
			if last == nil {
				return rs // not one depth whole: what there is
			}
			break
		}
		last = rs
		if !slices.ContainsFunc(rs, func(r SizedResult) bool { return !r.Exact }) || time.Since(start) > s.Time/2 {
			break // all proven, or the next depth would not end in time
		}
	}
	return last
}
