package train

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"othello/resources"
	"othello/strategy"
)

// netSamples labels random positions by the shipped pattern evaluation
// plus what no sum of the features' weights can make: a bonus of 8
// discs when the side to move has more moves than its opponent and can
// take a corner, and a loss of 8 when it has fewer and the opponent can.
func netSamples(t *testing.T, seed uint64, n int) ([]Sample, *strategy.PatternWeights, []byte) {
	t.Helper()
	file := resources.TrainedWeights()
	base, err := strategy.ParsePatternWeights(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []Sample
	for _, s := range randomSamples(seed, n) {
		b := s.Board
		if b.GameOver() {
			continue
		}
		my, opp := b.Moves(), b.Pass().Moves()
		y := float64(base.Evaluate(b)) / strategy.ScoreScale
		nm, no := bits.OnesCount64(my), bits.OnesCount64(opp)
		switch {
		case nm > no && my&0x8100000000000081 != 0:
			y += 8
		case nm < no && opp&0x8100000000000081 != 0:
			y -= 8
		}
		s.Label = int8(math.Round(max(-64, min(y, 64))))
		out = append(out, s)
	}
	return out, base, file
}

// newTestTrainer is a trainer over train and test samples in a fresh
// work folder.
func newTestTrainer(t *testing.T, dir string, base *strategy.PatternWeights, file []byte, train, test []Sample) *netTrainer {
	t.Helper()
	nc := NetConfig{Epochs: 2, LR: 0.003, Batch: 64, Seed: 3, CheckpointEvery: 640}
	tr := &netTrainer{cfg: Config{WorkDir: dir}, nc: nc, stopAt: -1}
	tr.data = newNetData(base, train, 1)
	tr.test = newNetData(base, test, 1)
	if err := tr.resume(strategy.TrainedWeightsCRC(file)); err != nil {
		t.Fatal(err)
	}
	return tr
}

// A short training run learns much of what the pattern evaluation cannot
// express, on positions it never saw, and the quantised network keeps it.
func TestNetworkTrainingLowersTheError(t *testing.T) {
	train, base, file := netSamples(t, 1, 20000)
	test, _, _ := netSamples(t, 2, 3000)
	tr := newTestTrainer(t, t.TempDir(), base, file, train, test)
	before := tr.heldOutLoss()
	if err := tr.train(context.Background()); err != nil {
		t.Fatal(err)
	}
	after := tr.heldOutLoss()
	t.Logf("held-out RMS error: %.2f discs before, %.2f after", before, after)
	if after > 0.85*before {
		t.Errorf("held-out RMS error %.2f discs after training, %.2f before: want at least 15%% less", after, before)
	}
	nw := tr.np.Quantise(base, strategy.TrainedWeightsCRC(file))
	se := 0.0
	for _, s := range test {
		e := float64(nw.Evaluate(s.Board))/strategy.ScoreScale - float64(s.Label)
		se += e * e
	}
	if q := math.Sqrt(se / float64(len(test))); q > after+0.1 {
		t.Errorf("the quantised network's held-out error %.2f discs, the float one's %.2f", q, after)
	}
}

// A run stopped and resumed from its checkpoint makes the same weights as
// a run never stopped.
func TestNetworkTrainingResumes(t *testing.T) {
	train, base, file := netSamples(t, 3, 2000)
	test, _, _ := netSamples(t, 4, 200)
	whole := newTestTrainer(t, t.TempDir(), base, file, train, test)
	if err := whole.train(context.Background()); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	first := newTestTrainer(t, dir, base, file, train, test)
	first.stopAt = 1000 // in the first epoch, after the checkpoint at 640
	if err := first.train(context.Background()); !errors.Is(err, errStopped) {
		t.Fatalf("stopped run: %v", err)
	}
	second := newTestTrainer(t, dir, base, file, train, test)
	if second.ck.Epoch != 0 || second.ck.Next != 640 {
		t.Fatalf("resumed at epoch %d, position %d; want 0 and 640", second.ck.Epoch, second.ck.Next)
	}
	if err := second.train(context.Background()); err != nil {
		t.Fatal(err)
	}
	for name, pair := range map[string][2][]float32{
		"rows": {whole.np.Emb, second.np.Emb}, "W2": {whole.np.W2, second.np.W2}, "W3": {whole.np.W3, second.np.W3},
	} {
		if !slices.Equal(pair[0], pair[1]) {
			t.Errorf("%s: the resumed run's weights differ from the whole run's", name)
		}
	}
}

// A network run with self-play trains on the WTHOR positions and on the
// self-play's, labelled by the players' search (depth above 4) and exactly
// near the end; run again, it plays no game again, resumes from its
// checkpoint (finished here) and writes the same network.
func TestNetworkTrainsOnSelfPlay(t *testing.T) {
	defer func(s int) { selfPlayChunk = s }(selfPlayChunk)
	selfPlayChunk = 3
	cfg := shardConfig(t)
	cfg.SelfPlayGames, cfg.SelfPlayDepth, cfg.SelfPlayExact = 6, 5, 10
	cfg.ProbCutOut = "" // the statistics take minutes: not here
	nc := NetConfig{Out: filepath.Join(t.TempDir(), "network.gz"), Epochs: 1, LR: 0.003, Batch: 64, Seed: 3, CheckpointEvery: 640}
	run := func() (string, []byte) {
		var log bytes.Buffer
		cfg.Log = &log
		if err := RunNetwork(context.Background(), cfg, nc); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(nc.Out)
		if err != nil {
			t.Fatal(err)
		}
		return log.String(), data
	}
	log, first := run()
	var n, self, all int
	if _, err := fmt.Sscanf(log[strings.Index(log, "network: "):], "network: %d training positions (%d self-play positions among the %d", &n, &self, &all); err != nil {
		t.Fatalf("%v in the log:\n%s", err, log)
	}
	chunks, _ := filepath.Glob(filepath.Join(cfg.WorkDir, "selfplay-*-depth5-seed1-exact10-*.samples"))
	if self == 0 || n != all || len(chunks) != 2 || !strings.Contains(log, "self-play chunk 2/2:") {
		t.Fatalf("%d training positions, %d of them self-play's, %d self-play chunks in the work folder; the log:\n%s", n, self, len(chunks), log)
	}
	var searched, exact int
	for _, c := range chunks {
		samples, err := readSamples(c)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range samples {
			if s.Exact != (s.Board.Empties() <= cfg.SelfPlayExact) {
				t.Fatalf("%d empties labelled exact %v", s.Board.Empties(), s.Exact)
			}
			if s.Exact {
				exact++
			} else {
				searched++
			}
		}
	}
	if searched+exact != self || searched == 0 || exact == 0 {
		t.Errorf("%d self-play positions trained on; the chunks hold %d searched and %d solved", self, searched, exact)
	}
	log, again := run()
	if strings.Contains(log, "self-play chunk") || !strings.Contains(log, "resuming at epoch 2") {
		t.Errorf("run again, it played or trained again:\n%s", log)
	}
	if !bytes.Equal(again, first) {
		t.Error("run again, it wrote another network")
	}
	// without self-play, the WTHOR positions alone
	cfg.SelfPlayGames = 0
	log, _ = run()
	if !strings.Contains(log, fmt.Sprintf("network: %d training positions (0 self-play", n-self)) {
		t.Errorf("without self-play, want %d training positions; the log:\n%s", n-self, log)
	}
}
