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
	"othello/model/modeltest"
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

// heldOutFixture is every 10th game of 2025 (see testdata/README.md):
// games the weights and the statistics never saw, as the whole year is.
const heldOutFixture = "testdata/WTH_2025.wtb"

// heldOutYear is the whole year of held-out games, in the reference data
// that OTHELLO_DATA names: for the long tests.
func heldOutYear(t *testing.T) string {
	return filepath.Join(modeltest.ReferenceData(t, testing.Short()), "wthor", "WTH_2025.wtb")
}

// heldOutBoards draws n positions of lo to hi empties, with a legal move,
// from the WTHOR games of path.
func heldOutBoards(t *testing.T, path string, n, lo, hi int) []model.Board {
	t.Helper()
	data, err := os.ReadFile(path)
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

// shippedStatistics returns the shipped statistics, failing unless they
// belong to the shipped weights: a test that fails once the weights are
// retrained without refitting them (othello train does both).
func shippedStatistics(t *testing.T) *ProbCut {
	t.Helper()
	pc := shippedProbCut()
	if pc == nil {
		raw, err := ParseProbCut(bytes.NewReader(resources.ProbCut()))
		t.Fatalf("the shipped statistics are unusable (%v) or belong to other weights (%+v, want CRC %08x): run othello train --probcut-only",
			err, raw, TrainedWeightsCRC(resources.TrainedWeights()))
	}
	return pc
}

// prediction is a shallow search's score and the deep one it predicts (a
// deeper search or the exact score), at a position with empties empties.
type prediction struct {
	empties, depth int
	shallow, deep  float64
}

// midgamePredictions searches each board to depth and returns every
// prediction of a depth from ProbCutMinDepth by its shallow search.
func midgamePredictions(boards []model.Board, depth int) []prediction {
	scorer := NewDepthScorer(defaultEvaluator())
	var out []prediction
	for _, b := range boards {
		scores := scorer.Scores(context.Background(), b, depth)
		for d := ProbCutMinDepth; d < len(scores); d++ {
			out = append(out, prediction{b.Empties(), d, float64(scores[ProbCutShallow(d)]), float64(scores[d])})
		}
	}
	return out
}

// endPredictions solves each board and returns its exact score and the
// midgame search the solver's selective stages predict it from.
func endPredictions(t *testing.T, pc *ProbCut, boards []model.Board) []prediction {
	t.Helper()
	ev := defaultEvaluator()
	scorer, solver := NewDepthScorer(ev), NewSolver(ev, 18)
	var out []prediction
	for _, b := range boards {
		e := b.Empties()
		if pc.End[e].N < probCutMinFit {
			t.Fatalf("no fit of its own at %d empties: %+v", e, pc.End[e])
		}
		exact := solver.Solve(context.Background(), b).Score
		shallow := scorer.Scores(context.Background(), b, EndShallow(e))
		out = append(out, prediction{e, 0, float64(shallow[len(shallow)-1]), float64(exact)})
	}
	return out
}

// sigmaRMS returns the root mean square of the predictions' errors, each
// in units of the sigma its statistics state: near 1 when they state the
// error the search really makes.
func sigmaRMS(ps []prediction, at func(empties, depth int) ProbCutFit) float64 {
	var sum float64
	for _, p := range ps {
		f := at(p.empties, p.depth)
		z := (p.deep - (f.A*p.shallow + f.B)) / f.Sigma
		sum += z * z
	}
	return math.Sqrt(sum / float64(len(ps)))
}

// sigmaFits says whether an error of rms stated sigmas is near enough 1.
func sigmaFits(rms float64) bool { return rms >= 0.6 && rms <= 1.3 }

// wrongStatistics are the statistics spoiled in ways the check must see:
// a sigma half or twice the truth, a prediction off by 1.5 sigma.
var wrongStatistics = []struct {
	name  string
	spoil func(ProbCutFit) ProbCutFit
}{
	{"sigma halved", func(f ProbCutFit) ProbCutFit { f.Sigma /= 2; return f }},
	{"sigma doubled", func(f ProbCutFit) ProbCutFit { f.Sigma *= 2; return f }},
	{"b off by 1.5 sigma", func(f ProbCutFit) ProbCutFit { f.B += 1.5 * f.Sigma; return f }},
}

// checkSigma fails unless the statistics at state the error of the
// predictions. With spoiled set, it also fails unless the check refuses
// each of wrongStatistics: proof that it has the power to see them wrong
// on this many predictions.
func checkSigma(t *testing.T, what string, ps []prediction, at func(empties, depth int) ProbCutFit, spoiled bool) {
	t.Helper()
	rms := sigmaRMS(ps, at)
	t.Logf("%d %s: the error is %.2f of the stated sigma", len(ps), what, rms)
	if !sigmaFits(rms) {
		t.Errorf("on held-out positions the error is %.2f times the stated sigma: the statistics do not fit these weights", rms)
	}
	if !spoiled {
		return
	}
	for _, w := range wrongStatistics {
		wrong := func(e, d int) ProbCutFit { return w.spoil(at(e, d)) }
		rms := sigmaRMS(ps, wrong)
		t.Logf("statistics with %s: the error is %.2f of their sigma", w.name, rms)
		if sigmaFits(rms) {
			t.Errorf("statistics with %s pass the check: it is too lax", w.name)
		}
	}
}

// On positions the statistics were not fitted on, a shallow search
// predicts a deep one with the error they state, and statistics spoiled
// would be seen: on the held-out fixture games.
func TestShippedProbCutFitsHeldOutGames(t *testing.T) {
	pc := shippedStatistics(t)
	ps := midgamePredictions(heldOutBoards(t, heldOutFixture, 120, 14, 56), 6)
	checkSigma(t, "predictions", ps, pc.At, true)
}

// The same on the whole held-out year: a long test, with OTHELLO_DATA.
func TestShippedProbCutFitsHeldOutYear(t *testing.T) {
	pc := shippedStatistics(t)
	ps := midgamePredictions(heldOutBoards(t, heldOutYear(t), 400, 14, 56), 6)
	checkSigma(t, "predictions", ps, pc.At, true)
}

// The same for the solver's selective stages: the midgame search predicts
// the exact score with the error the statistics state.
func TestShippedProbCutEndFitsHeldOutGames(t *testing.T) {
	pc := shippedStatistics(t)
	n, most := 60, 16
	if testing.Short() {
		n, most = 40, 15
	}
	ps := endPredictions(t, pc, heldOutBoards(t, heldOutFixture, n, endProbCutMin, most))
	checkSigma(t, "exact scores", ps, func(e, _ int) ProbCutFit { return pc.AtEnd(e) }, true)
}

// The same on the whole held-out year, up to 18 empties: a long test,
// with OTHELLO_DATA.
func TestShippedProbCutEndFitsHeldOutYear(t *testing.T) {
	pc := shippedStatistics(t)
	ps := endPredictions(t, pc, heldOutBoards(t, heldOutYear(t), 120, endProbCutMin, 18))
	checkSigma(t, "exact scores", ps, func(e, _ int) ProbCutFit { return pc.AtEnd(e) }, true)
}
