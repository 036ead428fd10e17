// Reports of a search under way, for long solves on the command line and
// the window's thinking line, in cells on every board size.

package strategy

import (
	"context"
	"time"

	"othello/model"
)

// Progress is one step of a search under way: a midgame depth finished,
// or in the exact solver a bound proven on the final score.
type Progress struct {
	Depth  int        // midgame depth finished; the empties when Exact
	Exact  bool       // from the exact solver: the final score lies in [Lo, Hi]
	Lo, Hi int        // discs, when Exact
	Move   model.Cell // the best move so far (when Exact, the move proving Lo once Lo > -64)
	Score  int        // its score in hundredths of a disc (Lo when Exact)
	// Selectivity is the confidence in percent of a selective stage of
	// the solver: Lo and Hi then bound its answer, not yet the exact score
	Selectivity int
	Nodes       uint64 // positions visited so far
	Time        time.Duration
	// PV is the principal variation so far, starting with Move (as far as
	// the search's tables tell it; when Exact, only once Lo > -64)
	PV []model.Cell
	// Book says the step is a move from the opening book
	Book bool
}

// progress tells the engine's listener, if any, of a step.
func (e *engine) progress(p Progress) {
	if e.report == nil {
		return
	}
	p.Nodes, p.Time = e.nodes, time.Since(e.started)
	e.report(p)
}

// SolveReporting is Solve telling report of each step on the way (see
// SolveWith).
func SolveReporting(ctx context.Context, b model.Board, report func(Progress)) Result {
	return SolveWith(ctx, b, SolveOptions{Report: report})
}

// progressKey is the context key of the report WithProgress sets.
type progressKey struct{}

// WithProgress returns ctx carrying report, which a player asked for a
// move under it tells of its search's steps: the arbiter's players answer
// a move and nothing else, so the window's thinking line hears them this
// way, as net/http/httptrace hands its hooks down through a context.
func WithProgress(ctx context.Context, report func(Progress)) context.Context {
	if report == nil {
		return ctx
	}
	return context.WithValue(ctx, progressKey{}, report)
}

// ProgressFrom returns the report ctx carries (WithProgress), nil when
// none.
func ProgressFrom(ctx context.Context) func(Progress) {
	report, _ := ctx.Value(progressKey{}).(func(Progress))
	return report
}
