// The root of a search: iterative deepening with aspiration windows, the
// hand-over to the endgame solver, time control, and the randomness of the
// weaker levels.

package strategy

import (
	"math/rand/v2"
	"slices"
	"time"

	"othello/model"
)

// rootMove is a legal move at the root with its latest score.
type rootMove struct {
	sq    model.Square
	flips uint64
	score int
}

// aspiration is the half-width of the first window around the previous
// iteration's score, in hundredths of a disc.
const aspiration = 150

// plan is what one call of Search may do.
type plan struct {
	maxDepth int       // midgame depth limit
	exact    bool      // solve the endgame exactly
	wld      bool      // in the solver, find win/draw/loss first
	margin   int       // hundredths of a disc: moves this close to the best are all candidates
	soft     time.Time // no new iteration after this (zero: none)
	hard     time.Time // abort the midgame search (zero: none)
	endHard  time.Time // abort the exact solver (zero: none)
	// endStages are the selectivities, in percent, of the solver's
	// stages before the exact one (none: exact at once)
	endStages []int
	minimax   bool // plain minimax instead of alpha-beta
	// adapt: the time is an average (the level's time by phase), so the
	// midgame deepens by how settled its best move is (see deepening)
	adapt   bool
	start   time.Time // when the search started
	stretch time.Time // the limit of a search whose best move just changed
}

func newRootMoves(b model.Board) []rootMove {
	var roots []rootMove
	for _, sq := range model.SquaresOf(b.Moves()) {
		roots = append(roots, rootMove{sq: sq, flips: b.Flips(sq)})
	}
	return roots
}

// run searches b, which has at least one legal move, following pl.
func (e *engine) run(b model.Board, pl plan, rng *rand.Rand) Result {
	roots := newRootMoves(b)
	empties := b.Empties()
	// initial order: the evaluation of each resulting position
	for i := range roots {
		roots[i].score = -e.ev.Evaluate(b.PlayFlips(roots[i].sq, roots[i].flips))
	}
	sortRoots(roots)

	res := Result{Move: roots[0].sq, Score: roots[0].score, Depth: 0}
	var cands []rootMove // the moves within the margin at the last finished depth
	completed := 0
	var deep deepening
	for d := 1; d <= pl.maxDepth; d++ {
		if pl.exact && d >= empties {
			break // the solver takes over
		}
		if d > empties {
			break // the game ends within the previous depth: nothing more to learn
		}
		var best, bestIdx int
		var partial bool
		deep.depthStarts(time.Now())
		if pl.minimax {
			best, bestIdx, partial = e.searchRoots(b, roots, -scoreInf, scoreInf, allScores, e.minimaxBelow(d))
		} else {
			best, bestIdx, partial = e.rootAspiration(b, roots, d, res.Score, pl.margin, completed == 0)
		}
		if e.aborted {
			if partial {
				// a move beat the previous best at the new depth: trust it
				res.Move, res.Score = roots[bestIdx].sq, roots[bestIdx].score
			}
			break
		}
		completed = d
		res.Move, res.Score, res.Depth = roots[bestIdx].sq, best, d
		res.Exact = d >= empties && e.sel == nil // a selective search to the end can miss
		if e.report != nil {
			p := Progress{Depth: d, Move: cellOf(res.Move), Score: best, PV: cellsOf(e.pvLine(b, res.Move, d, false))}
			if res.Exact {
				p.Exact, p.Lo, p.Hi = true, best/ScoreScale, best/ScoreScale
			}
			e.progress(p)
		}
		cands = candidates(roots, best, pl.margin)
		sortRoots(roots)
		if pl.adapt {
			if !deep.next(e, pl, time.Now(), bestIdx != 0) {
				break
			}
		} else if !pl.soft.IsZero() && time.Now().After(pl.soft) {
			break
		}
	}
	if res.Exact && completed > 0 {
		res.PV = e.pvLine(b, res.Move, completed, false)
		return pickCandidate(res, cands, rng)
	}
	if !pl.exact && completed >= empties && !pl.hard.IsZero() && pl.margin == 0 && !e.aborted {
		// The selective search reached the end before the time did: the
		// rest goes to proving it exactly, whether it wins first. A
		// selective search to the end still misses the best move now and
		// then, in the moves that decide close games; if the proof cannot
		// finish, a proven win or else the selective result stands.
		if r, _, ok := e.runExact(b, roots, plan{hard: pl.hard, wld: true}, res.Score); ok {
			return r
		}
	}
	if pl.exact {
		// the midgame search may have stopped at its own limit: the solver
		// goes on unless the caller's context is done
		e.aborted = false
		e.setDeadline(pl.endHard)
		e.poll()
		if !e.aborted {
			if r, cands, ok := e.runExact(b, roots, pl, res.Score); ok {
				return pickCandidate(r, cands, rng)
			}
		}
	}
	if completed > 0 {
		res.PV = e.pvLine(b, res.Move, completed, false)
	} else {
		res.PV = []model.Square{res.Move}
	}
	return pickCandidate(res, cands, rng)
}

// sortRoots orders the root moves best first, keeping the previous order
// among equals so that the result does not depend on sort internals.
func sortRoots(roots []rootMove) {
	slices.SortStableFunc(roots, func(a, b rootMove) int { return b.score - a.score })
}

// candidates returns the moves whose score is within margin of best.
func candidates(roots []rootMove, best, margin int) []rootMove {
	if margin <= 0 {
		return nil
	}
	var out []rootMove
	for _, r := range roots {
		if r.score >= best-margin {
			out = append(out, r)
		}
	}
	return out
}

// pickCandidate replaces the best move by one drawn among the near-best
// candidates, for the levels that play with a little randomness.
func pickCandidate(res Result, cands []rootMove, rng *rand.Rand) Result {
	if len(cands) <= 1 || rng == nil {
		return res
	}
	c := cands[rng.IntN(len(cands))]
	if c.sq != res.Move {
		res.Move, res.Score = c.sq, c.score
		res.PV = []model.Square{c.sq}
	}
	return res
}

// rootAspiration searches the root to depth d in a narrow window around
// the previous score, opening the side that fails. It returns the best
// score, the index of the best move, and on abort whether a move was proven
// better than the previous best. The other side stays as it was: closing it
// on the failed score let an unstable search (selective cuts, the table)
// fail low and high by turns until the time ran out.
func (e *engine) rootAspiration(b model.Board, roots []rootMove, d, prev, margin int, first bool) (int, int, bool) {
	if first || margin > 0 || d < 3 {
		return e.searchRoots(b, roots, -scoreInf, scoreInf, margin, e.midgame(d))
	}
	alpha, beta := prev-aspiration, prev+aspiration
	for {
		v, idx, partial := e.searchRoots(b, roots, alpha, beta, 0, e.midgame(d))
		switch {
		case e.aborted:
			return v, idx, partial
		case v <= alpha:
			alpha = -scoreInf
		case v >= beta:
			beta = scoreInf
		default:
			return v, idx, false
		}
		if alpha == -scoreInf && beta == scoreInf {
			return e.searchRoots(b, roots, alpha, beta, 0, e.midgame(d))
		}
	}
}

// below is the search under a root move: score returns the value of the
// position after the move for the side that replies, within (alpha,
// beta), fail-soft; inf is beyond any of its scores.
type below struct {
	score func(b model.Board, alpha, beta int) int
	inf   int
	// fromScore re-searches a null window that failed high from the score
	// it returned rather than from alpha (the solver's way)
	fromScore bool
}

// midgame is the search below a root move searched to depth d.
func (e *engine) midgame(d int) below {
	return below{score: func(b model.Board, alpha, beta int) int { return e.pvs(b, d-1, alpha, beta) }, inf: scoreInf}
}

// minimaxBelow is plain Minimax below a root move searched to depth d; it
// takes no window, so it goes with the margin allScores.
func (e *engine) minimaxBelow(d int) below {
	return below{score: func(b model.Board, _, _ int) int { return e.minimax(b, d-1) }, inf: scoreInf}
}

// exact is the exact solver below a root move, in discs.
func (e *engine) exact() below {
	return below{score: func(b model.Board, alpha, beta int) int { return e.solveChild(b, alpha, beta, b.Empties()) }, inf: discInf, fromScore: true}
}

// allScores, as a margin, asks searchRoots for every move's own score.
const allScores = 2 * scoreInf

// searchRoots searches every root move with s, principal variation
// search within (alpha, beta). With a margin, each move is searched with
// a window low enough to learn its exact score whenever it is within the
// margin of the best. It returns the best score, the index of the best
// move, and on abort whether a move was proven better than the previous
// best.
func (e *engine) searchRoots(b model.Board, roots []rootMove, alpha, beta, margin int, s below) (int, int, bool) {
	best, bestIdx := -s.inf, 0
	for i := range roots {
		r := &roots[i]
		child := b.PlayFlips(r.sq, r.flips)
		var v int
		switch {
		case margin > 0:
			a := max(alpha, best-margin-1)
			v = -s.score(child, -beta, -a)
		case i == 0:
			v = -s.score(child, -beta, -alpha)
		default:
			v = -s.score(child, -alpha-1, -alpha)
			if v > alpha && v < beta && !e.aborted {
				from := alpha
				if s.fromScore {
					from = v
				}
				v = -s.score(child, -beta, -from)
			}
		}
		if e.aborted {
			return best, bestIdx, bestIdx > 0
		}
		r.score = v
		if v > best {
			best, bestIdx = v, i
			if v > alpha && margin == 0 {
				alpha = v
			}
			if v >= beta {
				// the rest keep their old scores, below this one
				for j := i + 1; j < len(roots); j++ {
					roots[j].score = min(roots[j].score, v-1)
				}
				break
			}
		}
	}
	return best, bestIdx, false
}

// runExact solves the endgame at the root, starting from guess, the
// midgame estimate in hundredths of a disc. It reports false if the solver
// was stopped before it finished.
func (e *engine) runExact(b model.Board, roots []rootMove, pl plan, guess int) (Result, []rootMove, bool) {
	empties := b.Empties()
	margin := pl.margin / ScoreScale
	var best, idx int
	if margin == 0 {
		var staged Result
		if best, idx, staged = e.rootStages(b, roots, guess, pl); e.aborted {
			if best > 0 {
				// a win proven before the time ran out: a move sure to
				// win beats any unproven score, which may hide a loss
				return Result{Move: roots[0].sq, Score: best * ScoreScale, Depth: empties, Bound: true,
					PV: e.pvLine(b, roots[0].sq, empties, true)}, nil, true
			}
			// the last selective stage that finished, if any
			return staged, nil, staged.Depth > 0
		}
	} else {
		best, idx, _ = e.searchRoots(b, roots, -discInf, discInf, margin, e.exact())
	}
	if e.aborted {
		return Result{}, nil, false
	}
	res := Result{Move: roots[idx].sq, Score: best * ScoreScale, Exact: true, Depth: empties}
	res.PV = e.pvLine(b, res.Move, empties, true)
	var cands []rootMove
	if margin > 0 {
		for _, r := range roots {
			if r.score >= best-margin {
				cands = append(cands, rootMove{sq: r.sq, score: r.score * ScoreScale})
			}
		}
	}
	return res, cands, true
}

// rootStages solves b through the plan's selective stages, each cutting
// with more confidence than the last and starting from its answer, then
// exactly. It returns the exact score and the index of its move; when
// stopped (e.aborted), the lower bound the exact stage proved for
// roots[0] (-64: none) and the result of the last selective stage
// finished, with Depth 0 if none was.
func (e *engine) rootStages(b model.Board, roots []rootMove, guess int, pl plan) (int, int, Result) {
	defer func() { e.endCut = nil }()
	var staged Result
	wld := pl.wld
	for _, level := range pl.endStages {
		e.endCut = newSelectivity(e.ev, level)
		if e.endCut == nil {
			continue // no statistics for this evaluation
		}
		e.ett.level = uint8(level)
		best, idx := e.rootNullWindows(b, roots, guess, wld)
		if e.aborted {
			return -64, 0, staged
		}
		staged = Result{Move: roots[idx].sq, Score: best * ScoreScale, Depth: b.Empties(), Selectivity: level,
			PV: e.pvLine(b, roots[idx].sq, b.Empties(), true)}
		guess, wld = best*ScoreScale, false
	}
	e.endCut = nil
	e.ett.level = 100
	best, idx := e.rootNullWindows(b, roots, guess, wld)
	return best, idx, staged
}

// rootNullWindows finds the exact score by null-window searches only, each
// asking whether the score reaches some value: they are the cheapest
// searches, and each one reuses the bounds the earlier ones left in the
// table. The first asks about the estimate (about a win when wld), the
// next about the bound the last one returned, as in MTD(f); final scores
// are even, so each answer moves a bound by at least two discs. When the
// answers keep falling on the same side the estimate was poor, and the
// next question reaches further (2, 4, 8 discs past the bound). When
// stopped it returns the lower bound proven so far (-64: none), which
// roots[0] reaches.
func (e *engine) rootNullWindows(b model.Board, roots []rootMove, guess int, wld bool) (int, int) {
	lo, hi := -64, 64
	// the estimate in discs, rounded to an even number
	g := guess / ScoreScale
	g += g & 1
	g = max(-62, min(62, g))
	if wld {
		g = 1 // a win: score >= 1
	}
	dir, reach := 0, 0 // the side of the last answers, and how far to reach
	empties := b.Empties()
	for lo < hi {
		s := max(lo+1, min(hi, g)) // test score >= s, with lo < s <= hi
		v, idx, _ := e.searchRoots(b, roots, s-1, s, 0, e.exact())
		if e.aborted {
			return lo, 0 // what the finished questions proved, for roots[0]
		}
		if v >= s {
			lo = v
			// the proven move goes first, for the next question and the answer
			r := roots[idx]
			copy(roots[1:idx+1], roots[:idx])
			roots[0] = r
			if dir > 0 {
				reach = max(2, 2*reach)
			} else {
				reach = 0
			}
			dir = 1
			g = v + 1 + reach
		} else {
			hi = v
			if dir < 0 {
				reach = max(2, 2*reach)
			} else {
				reach = 0
			}
			dir = -1
			g = v - reach
		}
		p := Progress{Depth: empties, Exact: true, Lo: max(lo, -64), Hi: hi, Move: cellOf(roots[0].sq), Score: lo * ScoreScale}
		if e.endCut != nil {
			p.Selectivity = int(e.ett.level)
		}
		if e.report != nil && lo > -64 {
			p.PV = cellsOf(e.pvLine(b, roots[0].sq, empties, true))
		}
		e.progress(p)
	}
	return lo, 0
}

// The midgame's time by how settled its best move is, for the levels whose
// time is an average (see TUNING.md): a move whose best choice keeps
// changing between depths gets more than the usual half of its time to
// start a depth, and may run past its limit to the stretch; one settled
// for several depths stops sooner, and so does any depth that could not
// finish in time, where a settled move has nothing to learn from it.
const (
	unsettledStart = 160 // percent of the usual half: the best move changed at the last depth
	settledStart   = 60  // the best move has held for settledDepths depths
	settledDepths  = 4
	stretchPct     = 150 // percent of the time: the limit of an unsettled search
	stretchMax     = 2   // times the level's average: the longest a move may take
)

// deepening follows the depths of one search to decide whether the next
// one starts.
type deepening struct {
	held       int           // depths in a row that kept the best move
	depthStart time.Time     // when the current depth started
	last, prev time.Duration // the times of the last two depths
}

func (k *deepening) depthStarts(now time.Time) { k.depthStart = now }

// next records a finished depth (changed: its best move is not the last
// depth's) and tells whether another depth starts. The next depth of an
// unsettled search gets the stretched limit, a settled one the usual.
func (k *deepening) next(e *engine, pl plan, now time.Time, changed bool) bool {
	k.prev, k.last = k.last, now.Sub(k.depthStart)
	if changed {
		k.held = 0
	} else {
		k.held++
	}
	pct := 100
	switch {
	case k.held == 0:
		pct = unsettledStart
	case k.held >= settledDepths:
		pct = settledStart
	}
	if now.Sub(pl.start) > pl.soft.Sub(pl.start)*time.Duration(pct)/100 {
		return false
	}
	if k.held == 0 {
		e.setDeadline(pl.stretch)
		return true
	}
	e.setDeadline(pl.hard)
	// the next depth costs about what the last did times the growth
	// between the last two
	growth := 3.0
	if k.prev > time.Millisecond {
		growth = min(max(float64(k.last)/float64(k.prev), 1.5), 5)
	}
	return !now.Add(time.Duration(float64(k.last) * growth)).After(pl.hard)
}
