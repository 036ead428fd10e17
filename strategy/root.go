// The root of a search: iterative deepening with aspiration windows, the
// search of the root moves, and the randomness of the weaker levels.

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
			p := Progress{Depth: d, Move: model.CellOfSquare(res.Move), Score: best, PV: model.CellsOfSquares(e.pvLine(b, res.Move, d, false))}
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
