// Ratings from results: the interval of a match's score, and the Elo
// ratings of a tournament's players with their intervals.

package cli

import "math"

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959964

// wilson returns the 95% Wilson score interval of a proportion p observed
// over n games (draws counting half); unlike the normal approximation it
// stays inside 0-1 for lopsided results.
func wilson(p float64, n int) (float64, float64) {
	nf := float64(n)
	den := 1 + z95*z95/nf
	centre := (p + z95*z95/(2*nf)) / den
	half := z95 * math.Sqrt(p*(1-p)/nf+z95*z95/(4*nf*nf)) / den
	return math.Max(0, centre-half), math.Min(1, centre+half)
}

// eloPerUnit is the Elo of one natural unit of the logistic model: a
// player x units above another scores 1/(1+e^-x), which is Elo's
// 1/(1+10^(-d/400)) for d = x·400/ln 10.
const eloPerUnit = 400 / math.Ln10

// priorDraws is the fit's weak prior: this many virtual draws between
// every two players (BayesElo's default is two), so that a player who won
// every game still has a finite rating, a little below the infinite one
// of plain maximum likelihood.
const priorDraws = 1

// fitElo returns the players' Elo ratings, whose mean is 0, and the half
// width of each one's 95% interval, from score[i][j], i's wins and half
// its draws against j, out of games[i][j] (which is games[j][i]).
//
// The model is Bradley-Terry on Elo's scale, as BayesElo and
// cutechess-cli use: a draw counts as half a win and half a loss, and i
// scores against j with probability 1/(1+10^((r_j-r_i)/400)). The
// ratings maximize the likelihood of all the games, the prior's virtual
// draws included, by Newton's method; the likelihood is concave, and each
// step is halved until it gains.
//
// The intervals come from the Hessian, not a bootstrap: at the maximum,
// the observed information matrix is inverted with the ratings' mean held
// at 0 (its Moore-Penrose inverse), whose diagonal is the variance of
// each rating; the interval is 1.96 standard errors either side. It is
// the interval of a rating against the field's mean; two players'
// intervals overlapping does not make them equal.
func fitElo(score [][]float64, games [][]int) (elo, margin []float64) {
	k := len(score)
	s, n := make([][]float64, k), make([][]float64, k)
	for i := range k {
		s[i], n[i] = make([]float64, k), make([]float64, k)
		for j := range k {
			if i != j {
				s[i][j] = score[i][j] + priorDraws/2.0
				n[i][j] = float64(games[i][j]) + priorDraws
			}
		}
	}
	x := make([]float64, k) // the ratings in natural units
	for range 200 {
		grad, info := eloDerivatives(x, s, n)
		step := solveLinear(plusOnes(info), grad)
		before := eloLikelihood(x, s)
		t := 1.0
		for ; t > 1e-9; t /= 2 {
			if eloLikelihood(addScaled(x, step, t), s) >= before-1e-12 {
				break
			}
		}
		x = addScaled(x, step, t)
		longest := 0.0
		for _, d := range step {
			longest = math.Max(longest, math.Abs(t*d))
		}
		if longest < 1e-10 {
			break
		}
	}
	_, info := eloDerivatives(x, s, n)
	cov := invert(plusOnes(info))
	elo, margin = make([]float64, k), make([]float64, k)
	for i := range k {
		// the inverse of info + 11ᵀ is info's Moore-Penrose inverse plus
		// 11ᵀ/k²
		v := cov[i][i] - 1/float64(k*k)
		elo[i] = eloPerUnit * x[i]
		margin[i] = z95 * eloPerUnit * math.Sqrt(math.Max(v, 0))
	}
	return elo, margin
}

// eloDerivatives returns the gradient of the log-likelihood at x and the
// observed information (minus its Hessian): each player's score less its
// expected score, and the variances of the games' results.
func eloDerivatives(x []float64, s, n [][]float64) (grad []float64, info [][]float64) {
	k := len(x)
	grad, info = make([]float64, k), make([][]float64, k)
	for i := range k {
		info[i] = make([]float64, k)
	}
	for i := range k {
		for j := range k {
			if i == j {
				continue
			}
			p := 1 / (1 + math.Exp(x[j]-x[i]))
			grad[i] += s[i][j] - n[i][j]*p
			w := n[i][j] * p * (1 - p)
			info[i][i] += w
			info[i][j] -= w
		}
	}
	return grad, info
}

// eloLikelihood is the log-likelihood of the scores s at ratings x: the
// sum over every i and j of s[i][j] log 1/(1+e^(x[j]-x[i])).
func eloLikelihood(x []float64, s [][]float64) float64 {
	l := 0.0
	for i := range x {
		for j := range x {
			if i != j {
				// log(1+e^z) computed without overflow
				z := x[j] - x[i]
				l -= s[i][j] * (math.Max(z, 0) + math.Log1p(math.Exp(-math.Abs(z))))
			}
		}
	}
	return l
}

// plusOnes returns m plus 1 in every cell: the information matrix made
// invertible with the ratings' mean held where it is (m's rows sum to 0,
// so a solution of (m+11ᵀ)y = g with g summing to 0 sums to 0 itself).
func plusOnes(m [][]float64) [][]float64 {
	out := make([][]float64, len(m))
	for i, row := range m {
		out[i] = make([]float64, len(row))
		for j, v := range row {
			out[i][j] = v + 1
		}
	}
	return out
}

// addScaled returns x + t·d.
func addScaled(x, d []float64, t float64) []float64 {
	out := make([]float64, len(x))
	for i := range x {
		out[i] = x[i] + t*d[i]
	}
	return out
}

// solveLinear returns y with m·y = b, m being invertible.
func solveLinear(m [][]float64, b []float64) []float64 {
	inv := invert(m)
	y := make([]float64, len(b))
	for i, row := range inv {
		for j, v := range row {
			y[i] += v * b[j]
		}
	}
	return y
}

// invert returns the inverse of the invertible square matrix m, by
// Gauss-Jordan elimination with partial pivoting.
func invert(m [][]float64) [][]float64 {
	k := len(m)
	a, inv := make([][]float64, k), make([][]float64, k)
	for i := range k {
		a[i] = append([]float64(nil), m[i]...)
		inv[i] = make([]float64, k)
		inv[i][i] = 1
	}
	for c := range k {
		p := c
		for r := c + 1; r < k; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		inv[c], inv[p] = inv[p], inv[c]
		d := a[c][c]
		for j := range k {
			a[c][j] /= d
			inv[c][j] /= d
		}
		for r := range k {
			if r == c || a[r][c] == 0 {
				continue
			}
			f := a[r][c]
			for j := range k {
				a[r][j] -= f * a[c][j]
				inv[r][j] -= f * inv[c][j]
			}
		}
	}
	return inv
}
