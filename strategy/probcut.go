// Multi-ProbCut: selective search. A shallow search predicts a deep one
// well (deep ≈ a·shallow + b, with an error of standard deviation sigma),
// so at a null-window node the search first asks a cheap shallow question;
// when its answer lies far enough outside the window, the node is cut
// without the deep search. How far is the selectivity: t standard
// deviations, from the confidence asked (95% is about 2 sigma). The
// statistics are fitted to the trained evaluation by othello train and
// shipped beside its weights.

package strategy

import (
	"math"

	"othello/model"
)

const (
	// ProbCutMinDepth is the shallowest search that is cut selectively.
	ProbCutMinDepth = 3
	// ProbCutMaxDepth is the deepest search with statistics of its own;
	// deeper ones use a model of the error fitted to all of them.
	ProbCutMaxDepth = 10
	// probCutPhases groups positions by tens of empties.
	probCutPhases = 7
)

// ProbCutShallow is the depth of the shallow search that predicts a search
// of depth d: about half as deep, with the same parity, since odd and even
// depths see the board from different sides.
func ProbCutShallow(d int) int { return 2*(d/4) + d&1 }

func probCutPhase(empties int) int { return min(empties/10, probCutPhases-1) }

// ProbCutFit is the fitted relation for one phase and depth.
type ProbCutFit struct {
	A, B  float64 // deep ≈ A·shallow + B, in hundredths of a disc
	Sigma float64 // the standard deviation of the error
	N     int     // positions fitted (0: none, the model is used)
}

// ProbCut holds the statistics of one evaluation.
type ProbCut struct {
	WeightsCRC uint32 // CRC-32 of the weight file they were fitted with
	Fits       [probCutPhases][ProbCutMaxDepth + 1]ProbCutFit
	// Sigma ≈ Model[0] + Model[1]·empties + Model[2]·depth, for depths
	// and phases without a fit of their own
	Model [3]float64
	// End[n] predicts the exact final score (in hundredths) of a position
	// with n empties from the midgame search of depth EndShallow(n), for
	// the solver's selective stages
	End [61]ProbCutFit
}

// EndShallow is the depth of the midgame search that predicts the exact
// score of a position with n empties.
func EndShallow(n int) int {
	switch {
	case n < 16:
		return 2
	case n < 24:
		return 4
	}
	return 6
}

// AtEnd returns the relation for the exact score with n empties: its own
// fit, or the nearest one (solving to fit more empties costs hours), or
// with none at all a sigma of 8 discs.
func (pc *ProbCut) AtEnd(n int) ProbCutFit {
	n = max(0, min(n, 60))
	for d := 0; d <= 60; d++ {
		for _, m := range [2]int{n + d, n - d} {
			if m >= 0 && m <= 60 && pc.End[m].N >= probCutMinFit {
				return pc.End[m]
			}
		}
	}
	return ProbCutFit{A: 1, Sigma: 800}
}

// probCutMinFit is the fewest positions a fit needs to be used.
const probCutMinFit = 30

// At returns the relation for a search of depth d at a position with the
// given empties.
func (pc *ProbCut) At(empties, d int) ProbCutFit {
	ph := probCutPhase(empties)
	if d <= ProbCutMaxDepth {
		if f := pc.Fits[ph][d]; f.N >= probCutMinFit {
			return f
		}
	}
	s := pc.Model[0] + pc.Model[1]*float64(empties) + pc.Model[2]*float64(d)
	return ProbCutFit{A: 1, B: 0, Sigma: max(s, 50)}
}

// selectivity is how a search cuts: the statistics and the margin in
// standard deviations.
type selectivity struct {
	pc *ProbCut
	t  float64
}

// newSelectivity returns the cuts of a confidence in percent (0 or 100 and
// more: none), nil when ev has no statistics.
func newSelectivity(ev Evaluator, confidence int) *selectivity {
	if confidence <= 0 || confidence >= 100 {
		return nil
	}
	pc := probCutFor(ev)
	if pc == nil {
		return nil
	}
	// a two-sided interval: confidence% of errors lie within t sigmas
	return &selectivity{pc: pc, t: math.Sqrt2 * math.Erfinv(float64(confidence)/100)}
}

// endProbCut tries to settle a null-window node of the solver with n
// empties in a selective stage: it reports the bound when the midgame
// search's prediction of the exact score lies t sigmas beyond the window.
func (e *engine) endProbCut(b model.Board, n, alpha, beta int) (int, bool) {
	f := e.endCut.pc.AtEnd(n)
	margin := e.endCut.t * f.Sigma
	shallow := EndShallow(n)
	if up := int(math.Ceil((float64(beta*ScoreScale) + margin - f.B) / f.A)); up < scoreInf {
		if v := e.search(b, nil, shallow, up-1, up); v >= up && !e.aborted {
			return beta, true
		}
	}
	if lo := int(math.Floor((float64(alpha*ScoreScale) - margin - f.B) / f.A)); lo > -scoreInf {
		if v := e.search(b, nil, shallow, lo, lo+1); v <= lo && !e.aborted {
			return alpha, true
		}
	}
	return 0, false
}

// probCut tries to settle a null-window node of the midgame search by a
// shallow search: it reports the bound when the prediction lies t sigmas
// beyond beta or below alpha.
func (e *engine) probCut(b model.Board, st *patState, depth, alpha, beta int) (int, bool) {
	f := e.sel.pc.At(b.Empties(), depth)
	margin := e.sel.t * f.Sigma
	shallow := ProbCutShallow(depth)
	// deep >= beta is likely once a·s + b - margin >= beta
	if up := int(math.Ceil((float64(beta) + margin - f.B) / f.A)); up < scoreInf {
		if v := e.search(b, st, shallow, up-1, up); v >= up && !e.aborted {
			return beta, true
		}
	}
	if lo := int(math.Floor((float64(alpha) - margin - f.B) / f.A)); lo > -scoreInf {
		if v := e.search(b, st, shallow, lo, lo+1); v <= lo && !e.aborted {
			return alpha, true
		}
	}
	return 0, false
}
