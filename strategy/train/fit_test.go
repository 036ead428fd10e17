package train

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// synthetic builds a least-squares problem from known weights: each sample
// switches on slots distinct features, its label their sum plus noise.
func synthetic(seed uint64, nw, slots, n int, noise float64) (problem, []float64) {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	truth := make([]float64, nw)
	for i := range truth {
		truth[i] = math.Round(rng.NormFloat64()*8*100) / 100
	}
	p := problem{slots: slots, nw: nw}
	for range n {
		y := 0.0
		picked := map[int32]bool{}
		for len(picked) < slots {
			f := int32(rng.IntN(nw))
			if picked[f] {
				continue
			}
			picked[f] = true
			p.feats = append(p.feats, f)
			y += truth[f]
		}
		p.labels = append(p.labels, y+rng.NormFloat64()*noise)
	}
	return p, truth
}

func TestFitRecoversKnownWeights(t *testing.T) {
	p, truth := synthetic(1, 60, 6, 4000, 0.05)
	r := p.fit(0.001, 200)
	worst := 0.0
	for i := range truth {
		worst = max(worst, math.Abs(r.w[i]-truth[i]))
	}
	if worst > 0.05 {
		t.Errorf("largest weight error %.3f after %d steps (training error %.3f)", worst, r.iters, r.rmse)
	}
}

// Regularisation pulls the weights of rarely seen features toward zero:
// a feature seen once with label 10 gets 10/(1+lambda).
func TestFitShrinksRareFeatures(t *testing.T) {
	p := problem{slots: 1, nw: 2, feats: []int32{0, 1, 1, 1, 1, 1, 1, 1, 1, 1}, labels: []float64{10, 10, 10, 10, 10, 10, 10, 10, 10, 10}}
	r := p.fit(4, 50)
	if got, want := r.w[0], 10.0/5; math.Abs(got-want) > 1e-6 {
		t.Errorf("rare weight %.4f, want %.4f", got, want)
	}
	if got, want := r.w[1], 10*9.0/13; math.Abs(got-want) > 1e-6 {
		t.Errorf("common weight %.4f, want %.4f", got, want)
	}
}

func TestFitIsDeterministic(t *testing.T) {
	p, _ := synthetic(2, 200, 8, 3000, 1)
	a := p.fit(2, 100)
	b := p.fit(2, 100)
	if !slices.Equal(a.w, b.w) {
		t.Error("two fits of the same problem differ")
	}
}
