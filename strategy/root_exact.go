// The exact solver at the root: the hand-over from the midgame search,
// the selective stages before the exact one, and the null-window searches
// that find the exact score.

package strategy

import "othello/model"

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
		p := Progress{Depth: empties, Exact: true, Lo: max(lo, -64), Hi: hi, Move: model.CellOfSquare(roots[0].sq), Score: lo * ScoreScale}
		if e.endCut != nil {
			p.Selectivity = int(e.ett.level)
		}
		if e.report != nil && lo > -64 {
			p.PV = model.CellsOfSquares(e.pvLine(b, roots[0].sq, empties, true))
		}
		e.progress(p)
	}
	return lo, 0
}
