package train

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"othello/model"
	"othello/strategy"
)

func TestSampleFileRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.samples")
	in := []Sample{
		{Board: model.StartBoard(), Label: -4},
		{Board: model.StartBoard().Play(model.F5), Label: 64, Exact: true},
		{Board: model.Board{Player: 1 << 63, Opponent: 1}, Label: -64},
	}
	if err := writeSamples(path, in); err != nil {
		t.Fatal(err)
	}
	out, err := readSamples(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != len(in) {
		t.Fatalf("%d samples back, want %d", len(out), len(in))
	}
	for i := range in {
		if out[i] != in[i] {
			t.Errorf("sample %d: %+v, want %+v", i, out[i], in[i])
		}
	}
	data, _ := os.ReadFile(path)
	os.WriteFile(path, data[:len(data)-1], 0o644)
	if _, err := readSamples(path); err == nil || !strings.Contains(err.Error(), "whole number") {
		t.Errorf("truncated file: %v", err)
	}
	data[0], data[8] = 1, 1 // a disc of both sides on a1
	os.WriteFile(path, data, 0o644)
	if _, err := readSamples(path); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("overlapping discs: %v", err)
	}
}

// The whole command on a small database (testdata/wthor: the three first
// years, and 21 games of 1981, one of them damaged): it labels, skips and
// counts the damaged game, caches, fits, writes weights that load, and a
// second run reuses the cache.
func TestRunOnASmallDatabase(t *testing.T) {
	dir := t.TempDir()
	var log bytes.Buffer
	cfg := DefaultConfig()
	cfg.WthorDir, cfg.WorkDir, cfg.Out = filepath.Join("testdata", "wthor"), filepath.Join(dir, "work"), filepath.Join(dir, "w.gz")
	cfg.Holdout, cfg.SelfPlayGames, cfg.Exact, cfg.Iters, cfg.Log = 1, 0, 10, 10, &log
	cfg.ProbCutOut, cfg.ProbCutPositions, cfg.ProbCutDepth, cfg.ProbCutEndPositions = filepath.Join(dir, "probcut.txt"), 150, 4, 30
	cfg.SearchDepth, cfg.SearchEvery, cfg.Rounds = 3, 6, 2
	if err := Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"wthor 1977: 12 games, 0 broken", "wthor 1981: 21 games, 1 broken (skipped)",
		"wthor: 52 games in 4 files, 1 broken and skipped; years from 1981 held out", "phase 14", "held-out positions",
		"search labels: positions searched to depth 3", "round 1: ", "round 2: ", "labelled by the search (weight 1.00)", "before  trained  classic"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the log lacks %q:\n%s", want, log.String())
		}
	}
	// round 2 searched with statistics fitted to round 1's weights
	if n := strings.Count(log.String(), "wrote "+cfg.ProbCutOut); n != 2 {
		t.Errorf("the statistics were fitted %d times, want after each of the 2 rounds:\n%s", n, log.String())
	}
	if _, err := strategy.LoadPatternWeights(cfg.Out); err != nil {
		t.Fatal(err)
	}
	// the selective search's statistics, fitted to these very weights
	weights, _ := os.ReadFile(cfg.Out)
	stats, err := os.ReadFile(cfg.ProbCutOut)
	if err != nil {
		t.Fatal(err)
	}
	pc, err := strategy.ParseProbCut(bytes.NewReader(stats))
	if err != nil {
		t.Fatal(err)
	}
	fitted := 0
	for ph := range pc.Fits {
		fitted += pc.Fits[ph][4].N
	}
	if pc.WeightsCRC != strategy.TrainedWeightsCRC(weights) || fitted != cfg.ProbCutPositions {
		t.Errorf("statistics for weights %08x (want %08x), %d positions at depth 4 (want %d)", pc.WeightsCRC, strategy.TrainedWeightsCRC(weights), fitted, cfg.ProbCutPositions)
	}
	if !strings.Contains(log.String(), "probcut depth  4 from 2") {
		t.Errorf("the log lacks the statistics' summary:\n%s", log.String())
	}
	log.Reset()
	if err := Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(log.String(), "wthor 1977:") || strings.Contains(log.String(), "positions searched") {
		t.Errorf("the second run labelled the games or searched the positions again:\n%s", log.String())
	}
}

// The error table counts each disc count's positions, its exact labels,
// and each evaluation's mean absolute error, in its own column.
func TestErrorTable(t *testing.T) {
	start := model.StartBoard()
	next := start.Play(model.F5)
	test := []Sample{
		{Board: start, Label: 2, Exact: true},
		{Board: start, Label: -2},
		{Board: next, Label: 1},
	}
	var log strings.Builder
	cfg := Config{Log: &log}
	zero := func(model.Board) int { return 0 }
	one := func(model.Board) int { return strategy.ScoreScale }
	errorTable(cfg, test, []string{"zero", "one"}, zero, one)
	want := "held-out positions: mean absolute error in discs (label: exact where marked, else the game's theoretical score)\n" +
		" discs    count  exact     zero      one\n" +
		"     4        2    50%     2.00     2.00\n" +
		"     5        1     0%     1.00     0.00\n"
	if log.String() != want {
		t.Errorf("the table:\n%s\nwant:\n%s", log.String(), want)
	}
}
