// Analyze, every move's score for hints and analysis; Solve and the
// Solver, a position's exact result; and the DepthScorer, which scores a
// position at each depth for fitting the selective search.

package strategy

import (
	"context"
	"slices"
	"sync"
	"time"

	"othello/model"
	"othello/strategy/level"
)

// analyzers recycles engines for Analyze, so that hints do not allocate
// fresh tables each time; the pool hands each engine to one caller at a
// time.
// There is one pool per evaluation, so that an engine's tables never mix
// the scores of two evaluations.
var analyzers = [2]sync.Pool{
	Trained: {New: func() any { return newEngine(defaultEvaluator(), 18) }},
	Classic: {New: func() any { return newEngine(DefaultWeights(), 18) }},
}

// Analyze scores every legal move of b with the given settings, best first,
// for hints and analysis; it returns at most n results (all if n <= 0).
// Each move gets a full-window search, so its score is exact at the depth
// reported (or the proven final result when Exact). With no legal move it
// returns the single move Pass; with the game over, nothing.
func Analyze(ctx context.Context, b model.Board, s Config, n int) []Result {
	return AnalyzeWith(ctx, b, s, n, AnalyzeOptions{})
}

// AnalyzeOptions are the settings of AnalyzeWith.
type AnalyzeOptions struct {
	// Report is told every move's score so far, best first, after each
	// midgame depth and after each move the exact solver settles (the
	// others keep their midgame scores until theirs is), on the caller's
	// goroutine; the slice is the listener's to keep. nil: nobody.
	Report func([]Result)
	// ExactAfter is the midgame depth searched before the exact solver
	// when the settings set no time: deeper than the shallow search that
	// only orders the moves, so that the midgame scores are worth
	// reporting while the solver works (0: that shallow search).
	ExactAfter int
}

// AnalyzeWith is Analyze with options: a listener told of the scores as
// they deepen, and the depth reached before the exact solver. Its answer
// is Analyze's: an exact solve stopped half-way leaves every move at its
// midgame score.
func AnalyzeWith(ctx context.Context, b model.Board, s Config, n int, o AnalyzeOptions) []Result {
	if b.GameOver() {
		return nil
	}
	pool := &analyzers[s.Eval&1]
	e := pool.Get().(*engine)
	defer pool.Put(e)
	if s.Time <= 0 {
		// scores by depth alone (the analysis, move values) must repeat:
		// they may not depend on what this pooled engine searched before
		e.tt.reset()
		e.ett.reset()
	}
	start := time.Now()
	if b.Moves() == 0 {
		s.Algorithm = level.AlphaBeta
		out := []Result{searchWith(ctx, e, b, s, nil)}
		if o.Report != nil {
			o.Report(slices.Clone(out))
		}
		return out
	}
	s.Randomness, s.Algorithm = 0, level.AlphaBeta
	pl := makePlan(ctx, s, b, start)
	if pl.exact && s.Time <= 0 && o.ExactAfter > 0 {
		pl.maxDepth = o.ExactAfter
	}
	e.threads = s.Threads
	e.sel = newSelectivity(e.ev, s.Selectivity)
	e.begin(ctx, pl.hard)
	roots := newRootMoves(b)
	out := make([]Result, len(roots))
	for i, r := range roots {
		out[i] = Result{Move: r.sq, Score: -e.ev.Evaluate(b.PlayFlips(r.sq, r.flips)), PV: []model.Square{r.sq}}
	}
	// finish fills in the statistics and puts the best first, in a copy
	finish := func(rs []Result) []Result {
		rs = slices.Clone(rs)
		for i := range rs {
			rs[i].Nodes = e.nodes
			rs[i].Time = time.Since(start)
		}
		// best first; equal scores keep square order, so the answer is stable
		slices.SortStableFunc(rs, func(a, b Result) int { return b.Score - a.Score })
		return rs
	}
	report := func(rs []Result) {
		if o.Report != nil {
			o.Report(finish(withBook(s, b, slices.Clone(rs))))
		}
	}
	empties := b.Empties()
	for d := 1; d <= pl.maxDepth && d <= empties; d++ {
		if pl.exact && d >= empties {
			break
		}
		e.searchRoots(b, roots, -scoreInf, scoreInf, allScores, e.midgame(d))
		if e.aborted {
			break
		}
		for i, r := range roots {
			out[i] = Result{Move: r.sq, Score: r.score, Depth: d, Exact: d >= empties && e.sel == nil, PV: e.pvLine(b, r.sq, d, false)}
			if e.sel != nil && !out[i].Exact {
				out[i].Selectivity = s.Selectivity
			}
		}
		report(out)
		if !pl.soft.IsZero() && time.Now().After(pl.soft) {
			break
		}
	}
	if pl.exact && !e.aborted {
		e.setDeadline(pl.endHard)
		// one move at a time, each in its own full window, as one call
		// with allScores would search them, so that each can be told
		solved := slices.Clone(out)
		for i := range roots {
			e.searchRoots(b, roots[i:i+1], -discInf, discInf, allScores, e.exact())
			if e.aborted {
				break
			}
			r := roots[i]
			solved[i] = Result{Move: r.sq, Score: r.score * ScoreScale, Exact: true, Depth: empties, PV: e.pvLine(b, r.sq, empties, true)}
			report(solved)
		}
		if !e.aborted {
			out = solved
		}
	}
	out = finish(withBook(s, b, out))
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

// withBook gives the moves the opening book of s scores in b the book's
// scores, deeper than the search's.
func withBook(s Config, b model.Board, out []Result) []Result {
	bk := s.book(b)
	if bk == nil {
		return out
	}
	ms := bk.Moves(b)
	if len(ms) == 0 {
		return out
	}
	e, _ := bk.Entry(b)
	for _, m := range ms {
		if i := slices.IndexFunc(out, func(r Result) bool { return r.Move == m.Move }); i >= 0 {
			out[i] = Result{Move: m.Move, Score: m.Score, Depth: e.Depth, Book: true, Nodes: out[i].Nodes, Time: out[i].Time, PV: []model.Square{m.Move}}
		}
	}
	return out
}

// Solve finds the exact result of b and a best move, however long it takes
// unless ctx ends first; then the result is the midgame estimate found so
// far, with Exact false.
func Solve(ctx context.Context, b model.Board) Result {
	return SolveWith(ctx, b, SolveOptions{})
}

// SolveOptions are the settings of SolveWith.
type SolveOptions struct {
	Threads int            // search threads (0 or 1: one)
	Report  func(Progress) // told of each step on the way, on the caller's goroutine, between steps (nil: nobody)
}

// SolveWith is Solve with options: the threads, and a listener told of
// every midgame depth of the first estimate, then every bound the exact
// solver proves.
func SolveWith(ctx context.Context, b model.Board, o SolveOptions) Result {
	e := solvers.Get().(*engine)
	defer solvers.Put(e)
	e.report = o.Report
	defer func() { e.report = nil }()
	return searchWith(ctx, e, b, Config{ExactEmpties: 64, Threads: o.Threads}, nil)
}

// solvers recycles the large engines of Solve.
var solvers = sync.Pool{New: func() any { return newSolver(defaultEvaluator(), solverTableBits) }}

// solverTableBits sizes Solve's endgame table: 2^22 entries, 96 MB. The
// FFO #20-#39 positions fit in 2^20; the harder #40-#49 need 7% fewer
// nodes with 2^22 (see TUNING.md).
const solverTableBits = 22

// DepthScorer searches positions to each depth in turn, full width on one
// thread, for fitting the selective search's statistics.
type DepthScorer struct{ e *engine }

// NewDepthScorer returns a scorer with the evaluation ev.
func NewDepthScorer(ev Evaluator) *DepthScorer { return &DepthScorer{e: newEngine(ev, 19)} }

// Scores returns b's score at depths 0 (the evaluation) to maxDepth,
// fewer if ctx ends or the game ends sooner; b must have a legal move.
func (s *DepthScorer) Scores(ctx context.Context, b model.Board, maxDepth int) []int {
	scores := []int{s.e.ev.Evaluate(b)}
	s.e.report = func(p Progress) {
		if !p.Exact && p.Depth == len(scores) {
			scores = append(scores, p.Score)
		}
	}
	defer func() { s.e.report = nil }()
	searchWith(ctx, s.e, b, Config{Depth: maxDepth}, nil)
	return scores
}

// Solver solves positions exactly one after another, keeping its tables
// between calls (Solve draws from a pool that the garbage collector may
// empty). It is not safe for concurrent use: give each goroutine its own.
type Solver struct {
	e       *engine
	threads int
}

// NewSolver returns a solver with an endgame table of 2^tableBits entries,
// ordering moves with ev (nil: the default evaluation). The scores do not
// depend on ev; which of several equally good moves it returns may.
func NewSolver(ev Evaluator, tableBits int) *Solver {
	if ev == nil {
		ev = defaultEvaluator()
	}
	return &Solver{e: newSolver(ev, tableBits)}
}

// Solve is the package's Solve on this solver's tables.
func (s *Solver) Solve(ctx context.Context, b model.Board) Result {
	return searchWith(ctx, s.e, b, Config{ExactEmpties: 64, Threads: s.threads}, nil)
}

// SetThreads makes the solver search on n threads (n < 2: one).
func (s *Solver) SetThreads(n int) { s.threads = n }
