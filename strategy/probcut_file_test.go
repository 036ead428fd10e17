package strategy_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"othello/model"
	"othello/resources"
	"othello/strategy"
)

// Weights read from a file search selectively with the statistics fitted
// to them: the shipped statistics for the shipped weights however read,
// a probcut.txt beside another file when it names that file's CRC, and
// none (full width) when the statistics name other weights.
func TestWeightsFromAFileFindTheirStatistics(t *testing.T) {
	b := model.StartBoard()
	for _, sq := range []string{"f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"} {
		m, err := model.ParseSquare(sq)
		if err != nil {
			t.Fatal(err)
		}
		b = b.Play(m)
	}
	nodes := func(ev strategy.Evaluator, selectivity int) int64 {
		p := strategy.NewSearchWeights(strategy.Config{Depth: 9, Selectivity: selectivity}, 1, ev)
		return int64(p.Search(context.Background(), b).Nodes)
	}
	shipped, err := strategy.ParsePatternWeights(resources.TrainedWeights())
	if err != nil {
		t.Fatal(err)
	}
	full := nodes(shipped, 0)
	if sel := nodes(shipped, 95); sel >= full*9/10 {
		t.Errorf("the shipped weights read again: %d nodes selective, %d full width; want far fewer", sel, full)
	}
	// the same weights under another name: another file, the same CRC,
	// so they use the shipped statistics too; a copy with a byte of the
	// gzip header changed has another CRC, and statistics beside it
	dir := t.TempDir()
	other := resources.TrainedWeights()
	other[4] ^= 1 // the gzip header's time stamp: the same weights, another file
	weights := filepath.Join(dir, "w.gz")
	if err := os.WriteFile(weights, other, 0o644); err != nil {
		t.Fatal(err)
	}
	ev, err := strategy.LoadEvaluator(weights)
	if err != nil {
		t.Fatal(err)
	}
	if got := nodes(ev, 95); got != full {
		t.Errorf("no statistics beside the file: %d nodes selective, want the full width's %d", got, full)
	}
	pc, err := strategy.ParseProbCut(bytes.NewReader(resources.ProbCut()))
	if err != nil {
		t.Fatal(err)
	}
	var stats bytes.Buffer
	pc.WeightsCRC = strategy.TrainedWeightsCRC(other)
	if _, err := pc.WriteTo(&stats); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, strategy.ProbCutFileName), stats.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if ev, err = strategy.LoadEvaluator(weights); err != nil {
		t.Fatal(err)
	}
	if got, want := nodes(ev, 95), nodes(shipped, 95); got != want {
		t.Errorf("statistics beside the file, fitted to it: %d nodes, want %d as with the shipped ones", got, want)
	}
	// statistics fitted to other weights are left aside
	dir2 := t.TempDir()
	other[4] ^= 2
	weights2 := filepath.Join(dir2, "w.gz")
	os.WriteFile(weights2, other, 0o644)
	os.WriteFile(filepath.Join(dir2, strategy.ProbCutFileName), stats.Bytes(), 0o644)
	if ev, err = strategy.LoadEvaluator(weights2); err != nil {
		t.Fatal(err)
	}
	if got := nodes(ev, 95); got != full {
		t.Errorf("statistics of other weights beside the file: %d nodes, want the full width's %d", got, full)
	}
}
