package train

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

func smallSizedConfig(t *testing.T) SizedConfig {
	return SizedConfig{Size: 6, Games: 48, Depth: 2, Exact: 12, Seed: 3, Workers: 2, Lambda: 4, Log: &bytes.Buffer{}}
}

// Every position of 12 empties or fewer carries its exact value; an
// earlier one the value of its game at the first solved position, for its
// side to move; each carries its own features and phase.
func TestSizedSamplesAreLabelledExactly(t *testing.T) {
	cfg := smallSizedConfig(t)
	cfg.Games = 8
	samples, err := sizedSamples(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	geo, _ := model.GeometryOf(6)
	solved, earlier := 0, 0
	for _, s := range samples {
		b := model.NewSizedBoard(geo, s.P, s.O)
		if f := strategy.SizedFeaturesOf(b); f != s.F {
			t.Fatalf("features %v, want %v", s.F, f)
		}
		if p := strategy.SizedPhase(b.Empties(), 36); int(s.Phase) != p {
			t.Fatalf("phase %d, want %d", s.Phase, p)
		}
		if int(s.Label)%(2*strategy.ScoreScale) != 0 {
			t.Fatalf("label %d: not a final score (even discs) of 6x6", s.Label)
		}
		if b.Empties() > cfg.Exact {
			earlier++
			continue
		}
		solved++
		if exact := strategy.SolveSized(context.Background(), b).Score; int(s.Label) != exact {
			t.Fatalf("%d empties: label %d, the exact value %d", b.Empties(), s.Label, exact)
		}
	}
	if solved == 0 || earlier == 0 {
		t.Fatalf("%d solved positions and %d earlier ones, want both", solved, earlier)
	}
}

// The games and their labels depend on the seed alone, not on how many
// goroutines play them.
func TestSizedSamplesSameOnAnyWorkers(t *testing.T) {
	cfg := smallSizedConfig(t)
	cfg.Games = 12
	cfg.Workers = 1
	one, err := sizedSamples(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 3
	three, err := sizedSamples(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(one, three) {
		t.Fatal("the samples differ between one worker and three")
	}
}

// The fit predicts the held-out games' exact values better than the
// hand-set weights.
func TestFitSizedBeatsTheHandSetWeights(t *testing.T) {
	cfg := smallSizedConfig(t)
	cfg.Games = 160
	samples, err := sizedSamples(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	fitted := fitSized(6, samples, cfg.Lambda)
	rms := func(w *strategy.SizedWeights) float64 {
		sum, n := 0.0, 0
		for _, s := range samples {
			if s.Held {
				d := float64(w.Score(s.F, int(s.Phase)) - int(s.Label))
				sum += d * d
				n++
			}
		}
		return math.Sqrt(sum/float64(n)) / strategy.ScoreScale
	}
	hand, fit := rms(strategy.HandSizedWeights(6)), rms(fitted)
	t.Logf("held-out RMS: hand-set %.2f discs, fitted %.2f", hand, fit)
	if fit >= hand {
		t.Errorf("the fitted weights miss by %.2f discs, the hand-set ones by %.2f", fit, hand)
	}
}

// A run writes its size's rows into the file, keeping the other sizes',
// keeps its positions in the work folder and reads them back in the next
// run with the same settings, which fits the same weights.
func TestRunSizedKeepsTheOtherSizesAndItsPositions(t *testing.T) {
	dir := t.TempDir()
	cfg := smallSizedConfig(t)
	cfg.WorkDir = filepath.Join(dir, "work")
	cfg.Out = filepath.Join(dir, "sized-eval.txt")
	four := strategy.HandSizedWeights(4)
	four.W[2][strategy.SizedCorners] = 12345
	var before bytes.Buffer
	if err := strategy.FormatSizedWeights(&before, "before", map[int]*strategy.SizedWeights{4: four}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfg.Out, before.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	read := func() map[int]*strategy.SizedWeights {
		t.Helper()
		text, err := os.ReadFile(cfg.Out)
		if err != nil {
			t.Fatal(err)
		}
		ws, err := strategy.ParseSizedWeights(bytes.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		return ws
	}
	if err := RunSized(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	first := read()
	if first[4] == nil || *first[4] != *four {
		t.Errorf("the 4x4 rows were not kept: %v", first[4])
	}
	if first[6] == nil || *first[6] == *strategy.HandSizedWeights(6) {
		t.Fatalf("no fitted 6x6 rows: %v", first[6])
	}
	log := &bytes.Buffer{}
	cfg.Log = log
	if err := RunSized(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(log.String(), "read from") {
		t.Errorf("the second run played its games again:\n%s", log)
	}
	if again := read(); *again[6] != *first[6] {
		t.Errorf("the second run fitted %v, the first %v", again[6].W, first[6].W)
	}
	for _, want := range []string{"RMS error in discs", "hand", "shipped", "new", "all "} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, log)
		}
	}
}

func TestRunSizedRefuses(t *testing.T) {
	for _, tt := range []struct {
		size, games int
		want        string
	}{
		{8, 100, "8x8 has the trained one"},
		{7, 100, "--size 7"},
		{6, 7, "want 8 at least"},
	} {
		cfg := smallSizedConfig(t)
		cfg.Size, cfg.Games = tt.size, tt.games
		if err := RunSized(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("size %d, %d games: error %v, want one saying %q", tt.size, tt.games, err, tt.want)
		}
	}
}

// With no position solved, every position takes the game's final score,
// for its side to move: no label is left at zero by a game the solver
// never reached.
func TestSizedGameUnsolvedTakesTheFinalScore(t *testing.T) {
	cfg := smallSizedConfig(t)
	cfg.Exact = 0
	solver := strategy.NewSizedSearch(strategy.Config{Algorithm: level.AlphaBeta, ExactEmpties: 64}, 1)
	decisive := 0
	for i := range 12 {
		samples := sizedGame(context.Background(), cfg, i, solver)
		if len(samples) == 0 {
			t.Fatalf("game %d: no positions", i)
		}
		final := samples[0].Label // the last position first
		for _, s := range samples {
			if s.Label != final && s.Label != -final {
				t.Fatalf("game %d: label %d, want ±%d, the final score", i, s.Label, final)
			}
		}
		if final != 0 {
			decisive++
		}
	}
	if decisive == 0 {
		t.Error("every game labelled 0: the final score was not taken")
	}
}
