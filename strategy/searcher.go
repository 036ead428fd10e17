// The searching player built from a Config: the limits of one search
// (its plan), the moves from the opening book, and the search itself.

package strategy

import (
	"context"
	"math/rand/v2"
	"sync"
	"time"

	"othello/model"
	"othello/strategy/level"
)

// NewPlayer returns the computer player for a level and algorithm; seed
// drives any randomness the level uses.
func NewPlayer(level level.Level, algo level.Algorithm, seed uint64) Player {
	return NewSearch(LevelConfig(level, algo), seed)
}

// NewSearch returns a searching player with an explicit Config.
func NewSearch(c Config, seed uint64) Player {
	return NewSearchWeights(c, seed, nil)
}

// NewSearchWeights is NewSearch with an evaluation other than the one the
// Config names (nil means its own), for tuning.
func NewSearchWeights(c Config, seed uint64, ev Evaluator) Player {
	if ev == nil {
		ev, _ = Evaluation(c.Eval)
	}
	return &searcher{c: c, ev: ev, rng: rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))}
}

// searcher is the AlphaBeta or Minimax player. Calls to Search on one
// searcher run one at a time; separate searchers run in parallel freely.
type searcher struct {
	c  Config
	ev Evaluator

	mu  sync.Mutex // guards the fields below
	rng *rand.Rand
	eng *engine
}

func (p *searcher) Name() string { return p.c.Algorithm.String() }

// tableBits sizes the transposition tables by how much searching the
// Config allows.
func tableBits(s Config) int {
	switch {
	case s.Time >= 2*time.Second || s.ExactEmpties >= 22:
		return 20
	case s.Time > 0 || s.ExactEmpties >= 14 || s.Depth >= 8:
		return 19
	case s.Depth >= 5 || s.ExactEmpties >= 10:
		return 17
	}
	return 15
}

// makePlan turns a Config into the limits of one search that starts now.
func makePlan(ctx context.Context, s Config, b model.Board, start time.Time) plan {
	pl := plan{maxDepth: s.Depth, margin: s.Randomness, minimax: s.Algorithm == level.Minimax}
	average := s.Time
	s.Time = phaseTime(s, b.Empties())
	clocked := false // the caller's deadline, not the level, sets the time
	if limit, ok := ctx.Deadline(); ok && s.Time > 0 && limit.Sub(start) < s.Time {
		clocked = true
		// a caller's deadline sooner than the time (a game clock's budget)
		// is the time: the search plans its depths and its solve by it
		s.Time = max(limit.Sub(start), time.Millisecond)
	}
	if s.Time > 0 {
		// The time is a limit, for the exact solver too: a solve that
		// cannot finish in time gives way to the midgame result.
		pl.soft = start.Add(s.Time / 2)
		pl.hard = start.Add(s.Time)
		pl.endHard = pl.hard
		pl.start = start
		pl.adapt = s.PhaseTime && !clocked
		pl.stretch = start.Add(min(s.Time*stretchPct/100, average*stretchMax))
		if pl.maxDepth <= 0 {
			pl.maxDepth = 60
		}
	}
	if pl.maxDepth <= 0 {
		if _, ok := ctx.Deadline(); ok {
			pl.maxDepth = 60
		} else {
			pl.maxDepth = defaultDepth
		}
	}
	empties := b.Empties()
	if pl.minimax {
		mmCap := s.MinimaxDepth
		if mmCap <= 0 {
			mmCap = minimaxMaxDepth
		}
		pl.maxDepth = min(pl.maxDepth, mmCap)
		if empties <= min(s.ExactEmpties, minimaxExact) {
			pl.maxDepth = empties // searching to the end is exact
		}
		return pl
	}
	if s.ExactEmpties > 0 && empties <= s.ExactEmpties {
		pl.exact = true
		pl.adapt = false // the midgame search only guesses for the solver
		pl.wld = empties >= wldMin
		if empties >= endStagesMin {
			pl.endStages = endStages
		}
		if s.Time > 0 {
			// a tenth of the time deepens the midgame search, a quarter at
			// most: the solver's first guess, and the move played if it
			// cannot finish
			pl.soft = start.Add(s.Time / 10)
			pl.hard = start.Add(s.Time / 4)
		} else {
			pl.maxDepth = min(pl.maxDepth, exactPreDepth)
		}
	}
	return pl
}

// endStages are the selectivities the exact solver rises through before
// its exact search, from endStagesMin empties: each stage is far cheaper
// than the exact search and leaves it a close first guess and well
// ordered moves (see TUNING.md).
var endStages = []int{73, 95}

const endStagesMin = 18

// wldMin is the fewest empties at which the exact solver first settles
// win, draw or loss (see TUNING.md).
const wldMin = 14

// Search chooses a move for b.
func (p *searcher) Search(ctx context.Context, b model.Board) Result {
	return p.SearchReporting(ctx, b, nil)
}

// Reporter is a Player that can tell of its search as it goes.
type Reporter interface {
	// SearchReporting is Search telling report of each step: each
	// midgame depth finished, each bound the exact solver proves. report
	// is called on the caller's goroutine, between steps; nil: nobody.
	SearchReporting(ctx context.Context, b model.Board, report func(Progress)) Result
}

// SearchReporting is Search telling report of each step (see Reporter).
func (p *searcher) SearchReporting(ctx context.Context, b model.Board, report func(Progress)) Result {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.eng == nil {
		p.eng = newEngine(p.ev, tableBits(p.c))
	}
	if r, ok := bookMove(p.c, b, p.rng, report); ok {
		return r
	}
	p.eng.report = report
	defer func() { p.eng.report = nil }()
	return searchWith(ctx, p.eng, b, p.c, p.rng)
}

// bookMove is the move s plays from its opening book in b, told to report
// as the search's one step; false when the book does not know b.
func bookMove(s Config, b model.Board, rng *rand.Rand, report func(Progress)) (Result, bool) {
	start := time.Now()
	bk := s.book(b)
	if bk == nil || b.Moves() == 0 {
		return Result{}, false
	}
	m, depth, ok := bookChoice(bk, b, s.BookMargin, rng)
	if !ok {
		return Result{}, false
	}
	// one position looked up
	r := Result{Move: m.Move, Score: m.Score, Depth: depth, Book: true, PV: []model.Square{m.Move}, Nodes: 1, Time: time.Since(start)}
	if report != nil {
		report(Progress{Depth: depth, Move: model.CellOfSquare(r.Move), Score: r.Score, PV: model.CellsOfSquares(r.PV), Book: true, Nodes: 1, Time: r.Time})
	}
	return r, true
}

// searchWith runs one search of b on engine e.
func searchWith(ctx context.Context, e *engine, b model.Board, s Config, rng *rand.Rand) Result {
	start := time.Now()
	if b.Moves() == 0 {
		if b.GameOver() {
			return Result{Move: model.Pass, Score: b.FinalScore() * ScoreScale, Exact: true, PV: []model.Square{model.Pass}, Nodes: 1}
		}
		// the side must pass: search the position after the pass
		r := searchWith(ctx, e, b.Pass(), s, rng)
		return Result{Move: model.Pass, Score: -r.Score, Exact: r.Exact, Depth: r.Depth, Nodes: r.Nodes,
			Time: time.Since(start), PV: append([]model.Square{model.Pass}, r.PV...)}
	}
	pl := makePlan(ctx, s, b, start)
	e.threads = s.Threads
	e.sel = newSelectivity(e.ev, s.Selectivity)
	e.begin(ctx, pl.hard)
	r := e.run(b, pl, rng)
	if e.sel != nil && !r.Exact && !r.Bound {
		r.Selectivity = s.Selectivity
	}
	r.Nodes = e.nodes
	r.Time = time.Since(start)
	return r
}
