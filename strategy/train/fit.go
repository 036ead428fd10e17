// The fit: for each phase, the weights w that minimise
// sum (label - sum of the sample's weights)^2 + lambda * |w|^2, by the
// conjugate gradient method on the normal equations with a diagonal
// preconditioner. Each sample's features are a few dozen indices with
// value 1, so a product with the matrix is two passes over the samples.

package train

import (
	"math"
)

// problem is one phase's least-squares problem: n samples of slots feature
// indices each, their labels, and the weight count.
type problem struct {
	feats  []int32 // n*slots indices
	labels []float64
	slots  int
	nw     int
}

// fitResult is a phase's fitted weights and how the fit went.
type fitResult struct {
	w     []float64
	iters int
	rmse  float64 // on the training samples
}

// fit solves the problem with regularisation lambda, in at most maxIter
// conjugate gradient steps. The sums run in a fixed order, so the result
// is the same on every run.
func (p *problem) fit(lambda float64, maxIter int) fitResult {
	n := len(p.labels)
	count := make([]float64, p.nw)
	rhs := make([]float64, p.nw)
	for i := range n {
		for _, f := range p.feats[i*p.slots : (i+1)*p.slots] {
			count[f]++
			rhs[f] += p.labels[i]
		}
	}
	x := make([]float64, p.nw)
	r := append([]float64(nil), rhs...)
	z := make([]float64, p.nw)
	for j := range z {
		z[j] = r[j] / (count[j] + lambda)
	}
	d := append([]float64(nil), z...)
	q := make([]float64, p.nw)
	rz := dot(r, z)
	rhsNorm := math.Sqrt(dot(rhs, rhs))
	iters := 0
	for iters < maxIter && rhsNorm > 0 {
		iters++
		p.mulA(d, q, lambda)
		alpha := rz / dot(d, q)
		for j := range x {
			x[j] += alpha * d[j]
			r[j] -= alpha * q[j]
		}
		if math.Sqrt(dot(r, r)) < 1e-6*rhsNorm {
			break
		}
		for j := range z {
			z[j] = r[j] / (count[j] + lambda)
		}
		rzNew := dot(r, z)
		beta := rzNew / rz
		rz = rzNew
		for j := range d {
			d[j] = z[j] + beta*d[j]
		}
	}
	return fitResult{w: x, iters: iters, rmse: p.rmse(x)}
}

// mulA sets q = (X^T X + lambda I) v.
func (p *problem) mulA(v, q []float64, lambda float64) {
	for j := range q {
		q[j] = lambda * v[j]
	}
	for i := range p.labels {
		fs := p.feats[i*p.slots : (i+1)*p.slots]
		s := 0.0
		for _, f := range fs {
			s += v[f]
		}
		for _, f := range fs {
			q[f] += s
		}
	}
}

func (p *problem) predict(w []float64, i int) float64 {
	s := 0.0
	for _, f := range p.feats[i*p.slots : (i+1)*p.slots] {
		s += w[f]
	}
	return s
}

func (p *problem) rmse(w []float64) float64 {
	if len(p.labels) == 0 {
		return 0
	}
	se := 0.0
	for i, y := range p.labels {
		d := p.predict(w, i) - y
		se += d * d
	}
	return math.Sqrt(se / float64(len(p.labels)))
}

func dot(a, b []float64) float64 {
	s := 0.0
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}
