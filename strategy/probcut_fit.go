// Fitting the Multi-ProbCut statistics: the midgame relations by phase and
// depth, sigma's model for the rest, and the endgame relations, all by
// least squares over sampled positions.

package strategy

import (
	"math"
)

// ProbCutSample is a position's score at each depth, 0 (the evaluation)
// to len-1, in hundredths of a disc.
type ProbCutSample struct {
	Empties int
	Scores  []int
}

// FitProbCut fits the statistics from samples, by least squares.
func FitProbCut(samples []ProbCutSample, weightsCRC uint32) *ProbCut {
	pc := &ProbCut{WeightsCRC: weightsCRC}
	var pairs [probCutPhases][ProbCutMaxDepth + 1][][2]float64
	for _, s := range samples {
		ph := probCutPhase(s.Empties)
		for d := ProbCutMinDepth; d <= ProbCutMaxDepth && d < len(s.Scores); d++ {
			pairs[ph][d] = append(pairs[ph][d], [2]float64{float64(s.Scores[ProbCutShallow(d)]), float64(s.Scores[d])})
		}
	}
	// sigma's model: weighted least squares on the fits' sigmas
	var xtx [3][3]float64
	var xty [3]float64
	for ph := range pairs {
		for d, ps := range pairs[ph] {
			n := float64(len(ps))
			if len(ps) < 3 {
				continue
			}
			f := fitLine(ps)
			pc.Fits[ph][d] = f
			if len(ps) < probCutMinFit {
				continue // kept for the record, too few to use
			}
			emp := float64(ph*10 + 5)
			x := [3]float64{1, emp, float64(d)}
			for i := range 3 {
				for j := range 3 {
					xtx[i][j] += n * x[i] * x[j]
				}
				xty[i] += n * x[i] * f.Sigma
			}
		}
	}
	pc.Model = solve3x3(xtx, xty)
	return pc
}

// solve3x3 solves the normal equations of sigma's model (zero when they
// are singular: too few fits).
func solve3x3(a [3][3]float64, y [3]float64) [3]float64 {
	det := func(m [3][3]float64) float64 {
		return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) - m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) + m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
	}
	d := det(a)
	var out [3]float64
	if math.Abs(d) < 1e-9 {
		return out
	}
	for k := range 3 {
		m := a
		for i := range 3 {
			m[i][k] = y[i]
		}
		out[k] = det(m) / d
	}
	return out
}

// ProbCutEndSample is a position's exact score (discs) and its midgame
// search to EndShallow(Empties) (hundredths).
type ProbCutEndSample struct {
	Empties, Exact, Shallow int
}

// FitProbCutEnd fits the endgame relations into pc.
func (pc *ProbCut) FitProbCutEnd(samples []ProbCutEndSample) {
	var by [61][][2]float64
	for _, s := range samples {
		if s.Empties >= 0 && s.Empties <= 60 {
			by[s.Empties] = append(by[s.Empties], [2]float64{float64(s.Shallow), float64(s.Exact * ScoreScale)})
		}
	}
	for n, ps := range by {
		if len(ps) >= 3 {
			pc.End[n] = fitLine(ps)
		}
	}
}

// fitLine fits y ≈ a·x + b by least squares, with the residual's standard
// deviation.
func fitLine(ps [][2]float64) ProbCutFit {
	n := float64(len(ps))
	var sx, sy, sxx, sxy float64
	for _, p := range ps {
		sx, sy, sxx, sxy = sx+p[0], sy+p[1], sxx+p[0]*p[0], sxy+p[0]*p[1]
	}
	a := 1.0
	if d := n*sxx - sx*sx; d > 1e-9 {
		a = (n*sxy - sx*sy) / d
	}
	b := (sy - a*sx) / n
	var ss float64
	for _, p := range ps {
		r := p[1] - (a*p[0] + b)
		ss += r * r
	}
	return ProbCutFit{A: a, B: b, Sigma: math.Sqrt(ss / n), N: len(ps)}
}
