package strategy

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"othello/model"
	"othello/resources"
)

// The statistics file reads back what was written, and a damaged one is
// refused with the line at fault.
func TestProbCutFile(t *testing.T) {
	var samples []ProbCutSample
	rng := rand.New(rand.NewPCG(1, 2))
	for range 400 {
		s := ProbCutSample{Empties: 20 + rng.IntN(30)}
		base := rng.IntN(2000) - 1000
		for d := 0; d <= ProbCutMaxDepth; d++ {
			s.Scores = append(s.Scores, base+rng.IntN(200)-100)
		}
		samples = append(samples, s)
	}
	pc := FitProbCut(samples, 0xdeadbeef)
	var buf bytes.Buffer
	if _, err := pc.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := ParseProbCut(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if back.WeightsCRC != pc.WeightsCRC {
		t.Errorf("CRC %08x, want %08x", back.WeightsCRC, pc.WeightsCRC)
	}
	for _, e := range []int{25, 35, 45} {
		for d := ProbCutMinDepth; d <= ProbCutMaxDepth+3; d++ {
			a, b := pc.At(e, d), back.At(e, d)
			if math.Abs(a.A-b.A) > 1e-3 || math.Abs(a.B-b.B) > 0.01 || math.Abs(a.Sigma-b.Sigma) > 0.01 {
				t.Errorf("empties %d depth %d: read %+v, wrote %+v", e, d, b, a)
			}
		}
	}
	// two independent noises of 58 each (uniform over 200): about 82 around a slope of 1
	if f := pc.At(35, 6); f.N < probCutMinFit || f.Sigma < 70 || f.Sigma > 95 || f.A < 0.9 || f.A > 1.1 {
		t.Errorf("fit at 35 empties, depth 6: %+v, want a about 1 and sigma about 82", f)
	}
	for _, bad := range []struct{ name, text, want string }{
		{"empty", "", "no weights or model line"},
		{"bad crc", "weights zz\nmodel 1 2 3\n", "line 1"},
		{"short fit", "weights 1\nmodel 1 2 3\nfit 20-29 3 1 1.0\n", "line 3"},
		{"depth out of range", "weights 1\nmodel 1 2 3\nfit 20-29 40 1 1.0 0 100 50\n", "out of range"},
		{"negative sigma", "weights 1\nmodel 1 2 3\nfit 20-29 4 2 1.0 0 -100 50\n", "positive"},
		{"unknown record", "weights 1\nmodel 1 2 3\nfoo\n", "unknown record"},
	} {
		if _, err := ParseProbCut(strings.NewReader(bad.text)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want one with %q", bad.name, err, bad.want)
		}
	}
}

// heldOutBoards draws positions from the WTHOR games of 2025, which the
// weights and the statistics never saw.
func heldOutBoards(t *testing.T, n, lo, hi int) []model.Board {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "shared", "data", "wthor", "WTH_2025.wtb"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := model.ParseWthor(data)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(2025, 7))
	var out []model.Board
	for len(out) < n {
		g := f.Games[rng.IntN(len(f.Games))]
		pos, err := g.Replay()
		if err != nil || len(pos) < 50 {
			continue
		}
		b := pos[rng.IntN(len(pos))].Board
		if e := b.Empties(); e >= lo && e <= hi && b.Moves() != 0 {
			out = append(out, b)
		}
	}
	return out
}

// The shipped statistics belong to the shipped weights, and on positions
// they were not fitted on a shallow search still predicts a deep one with
// the error they state: a test that fails once the weights are retrained
// without refitting them (othello train does both).
func TestShippedProbCutFitsHeldOutGames(t *testing.T) {
	pc := shippedProbCut()
	if pc == nil {
		raw, err := ParseProbCut(bytes.NewReader(resources.ProbCut()))
		t.Fatalf("the shipped statistics are unusable (%v) or belong to other weights (%+v, want CRC %08x): run othello train --probcut-only",
			err, raw, TrainedWeightsCRC(resources.TrainedWeights()))
	}
	n, depth := 120, 6
	if testing.Short() {
		n = 40
	}
	ev := defaultEvaluator()
	scorer := NewDepthScorer(ev)
	var sum float64
	var count int
	for _, b := range heldOutBoards(t, n, 14, 56) {
		scores := scorer.Scores(context.Background(), b, depth)
		for d := ProbCutMinDepth; d < len(scores); d++ {
			f := pc.At(b.Empties(), d)
			z := (float64(scores[d]) - (f.A*float64(scores[ProbCutShallow(d)]) + f.B)) / f.Sigma
			sum += z * z
			count++
		}
	}
	checkSigma(t, "predictions", sum, count)
}

// checkSigma fails unless the root mean square of count errors, each in
// units of its stated sigma (sum of their squares), is near 1: the
// statistics state the error the search really makes.
func checkSigma(t *testing.T, what string, sum float64, count int) {
	t.Helper()
	rms := math.Sqrt(sum / float64(count))
	t.Logf("%d %s: the error is %.2f of the stated sigma", count, what, rms)
	if rms > 1.3 || rms < 0.6 {
		t.Errorf("on held-out positions the error is %.2f times the stated sigma: the statistics do not fit these weights", rms)
	}
}

// The same for the solver's selective stages: the midgame search predicts
// the exact score with the error the statistics state.
func TestShippedProbCutEndFitsHeldOutGames(t *testing.T) {
	pc := shippedProbCut()
	if pc == nil {
		t.Fatal("the shipped statistics are unusable or belong to other weights: run othello train --probcut-only")
	}
	n, most := 120, 18
	if testing.Short() {
		n, most = 40, 15
	}
	ev := defaultEvaluator()
	scorer, solver := NewDepthScorer(ev), NewSolver(ev, 18)
	var sum float64
	count := 0
	for _, b := range heldOutBoards(t, n, endProbCutMin, most) {
		e := b.Empties()
		if pc.End[e].N < probCutMinFit {
			t.Fatalf("no fit of its own at %d empties: %+v", e, pc.End[e])
		}
		exact := solver.Solve(context.Background(), b).Score
		shallow := scorer.Scores(context.Background(), b, EndShallow(e))
		f := pc.AtEnd(e)
		z := (float64(exact) - (f.A*float64(shallow[len(shallow)-1]) + f.B)) / f.Sigma
		sum += z * z
		count++
	}
	checkSigma(t, "exact scores", sum, count)
}
