package train

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"othello/model"
	"othello/model/modeltest"
	"othello/strategy"
)

// randomSamples returns positions of random games, none finished.
func randomSamples(seed uint64, n int) []Sample {
	var out []Sample
	for _, b := range modeltest.RandomBoards(rand.New(rand.NewPCG(seed, seed^3)), n) {
		out = append(out, Sample{Board: b})
	}
	return out
}

// The whole fit, on positions labelled by a known evaluation (the smallest
// diagonals, mobility and parity, with weights drawn from the feature
// index): the trained weights must predict fresh positions of the same
// kind, and two runs must give the same weights.
func TestFitLearnsAKnownEvaluation(t *testing.T) {
	if testing.Short() {
		t.Skip("fits 15 phases on 40,000 positions: a long test")
	}
	slots := strategy.NumFeatureSlots()
	known := func(f int32) float64 {
		r := rand.New(rand.NewPCG(uint64(f), 99))
		return math.Round(r.NormFloat64() * 3)
	}
	label := func(b model.Board) float64 {
		feats := make([]int32, slots)
		strategy.Features(b, feats)
		y := 0.0
		// the 4 diag4 instances, the mobility and the parity terms
		for _, f := range append(feats[slots-10:slots-5], feats[slots-2]) {
			y += known(f)
		}
		return y
	}
	samples := randomSamples(1, 40000)
	for i := range samples {
		samples[i].Label = int8(max(min(label(samples[i].Board), 64), -64))
	}
	cfg := Config{Workers: 2, Lambda: 0.01, Iters: 300, Window: 2}
	w1, err := fitAll(context.Background(), cfg, samples)
	if err != nil {
		t.Fatal(err)
	}
	pw := strategy.NewPatternWeights(w1)
	errSum, n := 0.0, 0
	for _, s := range randomSamples(2, 5000) {
		if s.Board.GameOver() || s.Board.Moves() == 0 {
			continue
		}
		y := max(min(label(s.Board), 64), -64)
		errSum += math.Abs(float64(pw.Evaluate(s.Board))/strategy.ScoreScale - y)
		n++
	}
	if mae := errSum / float64(n); mae > 0.5 {
		t.Errorf("mean absolute error %.2f discs on fresh positions; the fit did not learn the evaluation", mae)
	} else {
		t.Logf("mean absolute error %.2f discs on fresh positions", mae)
	}
	w2, _ := fitAll(context.Background(), cfg, samples)
	for ph := range w1 {
		if !slices.Equal(w1[ph], w2[ph]) {
			t.Fatalf("phase %d: two runs gave different weights", ph)
		}
	}
}
