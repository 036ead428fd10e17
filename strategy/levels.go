// The level table, the searching players built from it, and Analyze for
// hints.
package strategy

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"othello/model"
)

// Settings are the knobs of a search; each level is a named Settings.
type Settings struct {
	Depth        int           // midgame depth limit in plies; 0 leaves it to Time
	Time         time.Duration // time budget per move; 0 leaves it to Depth
	ExactEmpties int           // solve exactly when this many squares or fewer are empty
	Randomness   int           // choose among moves within this many score units of the best (EASY)
}

// levelTable defines every level in one place. minimaxDepth caps the depth
// when the level runs plain Minimax, which has no pruning, so that it still
// answers in about the level's time.
var levelTable = [...]struct {
	settings     Settings
	minimaxDepth int
}{
	Easy:   {Settings{Depth: 2, ExactEmpties: 4, Randomness: 400}, 2},
	Medium: {Settings{Depth: 4, ExactEmpties: 10}, 4},
	Hard:   {Settings{Time: time.Second, ExactEmpties: 20}, 6},
	Expert: {Settings{Time: 4 * time.Second, ExactEmpties: 24}, 7},
}

const (
	// minimaxMaxDepth caps plain Minimax outside the level table.
	minimaxMaxDepth = 6
	// defaultDepth is the depth of a search given neither depth nor time.
	defaultDepth = 4
	// minimaxExact is the most empties plain Minimax solves to the end:
	// with no pruning, about 10! positions.
	minimaxExact = 10
	// exactPreDepth is the midgame depth searched before the exact solver,
	// to order the root moves.
	exactPreDepth = 4
)

// LevelSettings returns the search settings of a level.
func LevelSettings(l Level) Settings {
	if l < 0 || int(l) >= len(levelTable) {
		l = Medium
	}
	return levelTable[l].settings
}

// NewPlayer returns the computer player for a level and algorithm; seed
// drives any randomness the level uses.
func NewPlayer(level Level, algo Algorithm, seed uint64) Player {
	p := NewSearch(LevelSettings(level), algo, seed).(*searcher)
	if level >= 0 && int(level) < len(levelTable) {
		p.minimaxCap = levelTable[level].minimaxDepth
	}
	return p
}

// NewSearch returns a searching player with explicit settings (the NBoard
// protocol's "set depth" uses it).
func NewSearch(s Settings, algo Algorithm, seed uint64) Player {
	return NewSearchWeights(s, algo, seed, nil)
}

// NewSearchWeights is NewSearch with an evaluation weight table other than
// the default (nil means the default), for tuning.
func NewSearchWeights(s Settings, algo Algorithm, seed uint64, w *Weights) Player {
	if w == nil {
		w = DefaultWeights()
	}
	return &searcher{s: s, algo: algo, w: w, minimaxCap: minimaxMaxDepth, rng: rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))}
}

// searcher is the AlphaBeta or Minimax player. Calls to Search on one
// searcher run one at a time; separate searchers run in parallel freely.
type searcher struct {
	s          Settings
	algo       Algorithm
	w          *Weights
	minimaxCap int // depth limit when algo is Minimax

	mu  sync.Mutex // guards the fields below
	rng *rand.Rand
	eng *engine
}

func (p *searcher) Name() string { return p.algo.String() }

// tableBits sizes the transposition tables by how much searching the
// settings allow.
func tableBits(s Settings) int {
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

// makePlan turns settings into the limits of one search that starts now.
func makePlan(ctx context.Context, s Settings, algo Algorithm, mmCap int, b model.Board, start time.Time) plan {
	pl := plan{maxDepth: s.Depth, margin: s.Randomness, minimax: algo == Minimax}
	if s.Time > 0 {
		pl.soft = start.Add(s.Time / 2)
		pl.hard = start.Add(s.Time)
		pl.endHard = start.Add(2 * s.Time)
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
		pl.maxDepth = min(pl.maxDepth, mmCap)
		if empties <= min(s.ExactEmpties, minimaxExact) {
			pl.maxDepth = empties // searching to the end is exact
		}
		return pl
	}
	if s.ExactEmpties > 0 && empties <= s.ExactEmpties {
		pl.exact = true
		pl.wld = empties >= wldMin
		pl.maxDepth = min(pl.maxDepth, exactPreDepth)
	}
	return pl
}

// wldMin is the fewest empties at which the exact solver first settles
// win, draw or loss (see TUNING.md).
const wldMin = 14

// Search chooses a move for b.
func (p *searcher) Search(ctx context.Context, b model.Board) Result {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.eng == nil {
		p.eng = newEngine(p.w, tableBits(p.s))
	}
	return searchWith(ctx, p.eng, b, p.s, p.algo, p.minimaxCap, p.rng)
}

// searchWith runs one search of b on engine e.
func searchWith(ctx context.Context, e *engine, b model.Board, s Settings, algo Algorithm, mmCap int, rng *rand.Rand) Result {
	start := time.Now()
	if b.Moves() == 0 {
		if b.GameOver() {
			return Result{Move: model.Pass, Score: b.FinalScore() * ScoreScale, Exact: true, PV: []model.Square{model.Pass}, Nodes: 1}
		}
		// the side must pass: search the position after the pass
		r := searchWith(ctx, e, b.Pass(), s, algo, mmCap, rng)
		return Result{Move: model.Pass, Score: -r.Score, Exact: r.Exact, Depth: r.Depth, Nodes: r.Nodes,
			Time: time.Since(start), PV: append([]model.Square{model.Pass}, r.PV...)}
	}
	pl := makePlan(ctx, s, algo, mmCap, b, start)
	e.begin(ctx, pl.hard)
	r := e.run(b, pl, rng)
	r.Nodes = e.nodes
	r.Time = time.Since(start)
	return r
}

// analyzers recycles engines for Analyze, so that hints do not allocate
// fresh tables each time; the pool hands each engine to one caller at a
// time.
var analyzers = sync.Pool{New: func() any { return newEngine(DefaultWeights(), 18) }}

// Analyze scores every legal move of b with the given settings, best first,
// for hints and analysis; it returns at most n results (all if n <= 0).
// Each move gets a full-window search, so its score is exact at the depth
// reported (or the proven final result when Exact). With no legal move it
// returns the single move Pass; with the game over, nothing.
func Analyze(ctx context.Context, b model.Board, s Settings, n int) []Result {
	if b.GameOver() {
		return nil
	}
	e := analyzers.Get().(*engine)
	defer analyzers.Put(e)
	start := time.Now()
	if b.Moves() == 0 {
		r := searchWith(ctx, e, b, s, AlphaBeta, 0, nil)
		return []Result{r}
	}
	s.Randomness = 0
	pl := makePlan(ctx, s, AlphaBeta, 0, b, start)
	e.begin(ctx, pl.hard)
	roots := newRootMoves(b)
	out := make([]Result, len(roots))
	for i, r := range roots {
		out[i] = Result{Move: r.sq, Score: -evaluate(e.w, b.PlayFlips(r.sq, r.flips)), PV: []model.Square{r.sq}}
	}
	empties := b.Empties()
	for d := 1; d <= pl.maxDepth && d <= empties; d++ {
		if pl.exact && d >= empties {
			break
		}
		scores := make([]int, len(roots))
		for i, r := range roots {
			scores[i] = -e.pvs(b.PlayFlips(r.sq, r.flips), d-1, -scoreInf, scoreInf)
			if e.aborted {
				break
			}
		}
		if e.aborted {
			break
		}
		for i, r := range roots {
			out[i] = Result{Move: r.sq, Score: scores[i], Depth: d, Exact: d >= empties, PV: e.pvLine(b, r.sq, d, false)}
		}
		if !pl.soft.IsZero() && time.Now().After(pl.soft) {
			break
		}
	}
	if pl.exact && !e.aborted {
		e.setDeadline(pl.endHard)
		exact := make([]Result, len(roots))
		for i, r := range roots {
			v := -e.solveChild(b.PlayFlips(r.sq, r.flips), -discInf, discInf, empties-1)
			if e.aborted {
				break
			}
			exact[i] = Result{Move: r.sq, Score: v * ScoreScale, Exact: true, Depth: empties, PV: e.pvLine(b, r.sq, empties, true)}
		}
		if !e.aborted {
			out = exact
		}
	}
	for i := range out {
		out[i].Nodes = e.nodes
		out[i].Time = time.Since(start)
	}
	// best first; equal scores keep square order, so the answer is stable
	slices.SortStableFunc(out, func(a, b Result) int { return b.Score - a.Score })
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

// Solve finds the exact result of b and a best move, however long it takes
// unless ctx ends first; then the result is the midgame estimate found so
// far, with Exact false.
func Solve(ctx context.Context, b model.Board) Result {
	e := solvers.Get().(*engine)
	defer solvers.Put(e)
	return searchWith(ctx, e, b, Settings{ExactEmpties: 64}, AlphaBeta, 0, nil)
}

// solvers recycles the large engines of Solve.
var solvers = sync.Pool{New: func() any { return newSolver(DefaultWeights(), solverTableBits) }}

// solverTableBits sizes Solve's endgame table: 2^22 entries, 96 MB. The
// FFO #20-#39 positions fit in 2^20; the harder #40-#49 need 7% fewer
// nodes with 2^22 (see TUNING.md).
const solverTableBits = 22
