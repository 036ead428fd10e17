// Search configurations and the level table, the searching players built
// from them, Analyze for hints and Solve.

package strategy

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"othello/model"
)

// Config describes one search: the algorithm, how deep or how long, when
// to solve the endgame exactly, and how much randomness to play with. Each
// level is a named Config.
type Config struct {
	Algorithm    Algorithm     // AlphaBeta (the zero value) or Minimax
	Depth        int           // midgame depth limit in plies; 0 leaves it to Time
	MinimaxDepth int           // caps Depth when Algorithm is Minimax, which has no pruning; 0: minimaxMaxDepth
	Time         time.Duration // limit per move, the exact solver's included; 0 leaves it to Depth
	ExactEmpties int           // solve exactly when this many squares or fewer are empty
	Randomness   int           // choose among moves within this many score units of the best (EASY)
	Eval         EvalKind      // the evaluation: trained (the zero value) or classic
	Threads      int           // search threads; 0 or 1 is one thread, whose search is reproducible
	// Selectivity is the confidence, in percent, with which the midgame
	// search cuts a node by a shallow search (Multi-ProbCut); 0 searches
	// full width. The exact solver is never selective.
	Selectivity int
	// BookPlies: play from the opening book while fewer than this many
	// moves have been played from the start (0: never), choosing among the
	// book moves within BookMargin hundredths of a disc of the best.
	BookPlies  int
	BookMargin int
	// PhaseTime spreads Time over the game by its phase (see phaseTime):
	// Time is then the average a move, not the limit of each
	PhaseTime bool
	// Book is the opening book (nil: the shipped one; a damaged one is
	// never used, see DefaultBook).
	Book *Book
}

// ScoreSelectivity is the selectivity of the fixed-depth searches whose
// scores a player reads or the book keeps (see ScoreConfig): they have no
// clock to beat, so they cut with more confidence than the levels playing
// by time.
const ScoreSelectivity = 95

// ScoreConfig is the search behind the scores a player reads or the book
// keeps (move values, the analysis, the book's scores): EXPERT's
// evaluation, book and exact endgame, to a fixed depth instead of a time,
// at ScoreSelectivity, on one thread, so that a score repeats.
func ScoreConfig(depth int) Config {
	c := LevelConfig(Expert, AlphaBeta)
	c.Time, c.Depth, c.Threads, c.Selectivity = 0, depth, 1, ScoreSelectivity
	return c
}

// levelTable defines every level in one place. A Time is a limit: no new
// depth after half of it, and the search, exact solver included, stops at
// it; a solve that cannot finish in time leaves the midgame move. With
// PhaseTime it is an average instead: each move's share of it by phase,
// spent by how settled the best move is (see deepening). HARD and EXPERT
// cut at 80%: riskier cuts than at 95%, but some five plies deeper in the
// same time, which wins more games (see TUNING.md).
// MinimaxDepth keeps plain Minimax at about the level's time. EASY keeps the classic evaluation of
// the Java report's scheme, which plays like a beginner who knows corners
// and mobility; the others use the trained one.
var levelTable = [...]Config{
	Easy:   {Depth: 2, MinimaxDepth: 2, ExactEmpties: 4, Randomness: 400, Eval: Classic},
	Medium: {Depth: 4, MinimaxDepth: 4, ExactEmpties: 10, BookPlies: 8, BookMargin: 200},
	Hard:   {Time: time.Second, MinimaxDepth: 6, ExactEmpties: 20, Selectivity: 80, BookPlies: 60, BookMargin: 150, PhaseTime: true},
	Expert: {Time: 4 * time.Second, MinimaxDepth: 7, ExactEmpties: 24, Selectivity: 80, BookPlies: 60, BookMargin: 100, PhaseTime: true},
}

const (
	// minimaxMaxDepth caps plain Minimax when the Config sets no cap.
	minimaxMaxDepth = 6
	// defaultDepth is the depth of a search given neither depth nor time.
	defaultDepth = 4
	// minimaxExact is the most empties plain Minimax solves to the end:
	// with no pruning, about 10! positions.
	minimaxExact = 10
	// exactPreDepth is the midgame depth searched before the exact solver,
	// to order the root moves, when the search has no time limit.
	exactPreDepth = 4
)

// LevelConfig returns the search a level runs with the given algorithm.
func LevelConfig(l Level, algo Algorithm) Config {
	if l < 0 || int(l) >= len(levelTable) {
		l = Medium
	}
	c := levelTable[l]
	c.Algorithm = algo
	return c
}

// DepthConfig returns an AlphaBeta search to a fixed midgame depth, with an
// exact endgame that grows with the depth (2*depth+2 empties, at most 20):
// what an engine protocol's "set depth" asks for.
func DepthConfig(depth int) Config {
	return Config{Depth: depth, ExactEmpties: min(2*depth+2, 20)}
}

// WithTime returns c searching for d per move instead of to its depth; a d
// of zero or less leaves c as it is (the command line's --time).
func (c Config) WithTime(d time.Duration) Config {
	if d > 0 {
		c.Time, c.Depth, c.PhaseTime = d, 0, false
	}
	return c
}

// WithDepth returns c searching d plies a move instead of by time (its
// exact solver as before, unhurried), unless d is 0.
func (c Config) WithDepth(d int) Config {
	if d > 0 {
		c.Depth, c.Time, c.PhaseTime = d, 0, false
	}
	return c
}

// Phase time: the share of a level's time a move gets, in percent, by how
// many squares are empty beyond the exact solver's reach. The book's moves
// take none, and the solver is quick where it is exact, so the midgame
// before it gets more; the shares keep a whole game's time that of the
// level's Time a move (see TUNING.md).
const (
	phaseOpening  = 115 // more than phaseLateSpan beyond the solver
	phaseLate     = 170 // the late midgame, the moves before the solver
	phaseExact    = 75  // the exact solver's moves
	phaseLateSpan = 10  // the late midgame's empties
)

// phaseTime returns the time limit of a move with the given empties for
// a level that spreads its time by phase.
func phaseTime(s Config, empties int) time.Duration {
	pct := phaseOpening
	switch {
	case !s.PhaseTime:
		return s.Time
	case empties <= s.ExactEmpties:
		pct = phaseExact
	case empties <= s.ExactEmpties+phaseLateSpan:
		pct = phaseLate
	}
	return s.Time * time.Duration(pct) / 100
}

// WithoutBook returns c never playing from the opening book.
func (c Config) WithoutBook() Config {
	c.BookPlies, c.Book = 0, nil
	return c
}

// WithBook returns c playing from bk (nil: the shipped book).
func (c Config) WithBook(bk *Book) Config {
	c.Book = bk
	return c
}

// book returns the opening book c plays b from, if any: c's own or the
// shipped one, while b is within c.BookPlies moves of the start.
func (c Config) book(b model.Board) *Book {
	if c.BookPlies <= 0 || BookPlies(b) >= c.BookPlies || c.Algorithm != AlphaBeta {
		return nil
	}
	if c.Book != nil {
		return c.Book
	}
	bk, err := DefaultBook()
	if err != nil {
		return nil
	}
	return bk
}

// WithThreads returns c searching on n threads (n < 1: one).
func (c Config) WithThreads(n int) Config {
	c.Threads = max(n, 1)
	return c
}

// NewPlayer returns the computer player for a level and algorithm; seed
// drives any randomness the level uses.
func NewPlayer(level Level, algo Algorithm, seed uint64) Player {
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
	pl := plan{maxDepth: s.Depth, margin: s.Randomness, minimax: s.Algorithm == Minimax}
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
		report(Progress{Depth: depth, Move: cellOf(r.Move), Score: r.Score, PV: cellsOf(r.PV), Book: true, Nodes: 1, Time: r.Time})
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
	start := time.Now()
	if b.Moves() == 0 {
		s.Algorithm = AlphaBeta
		out := []Result{searchWith(ctx, e, b, s, nil)}
		if o.Report != nil {
			o.Report(slices.Clone(out))
		}
		return out
	}
	s.Randomness, s.Algorithm = 0, AlphaBeta
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
