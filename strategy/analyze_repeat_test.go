package strategy_test

import (
	"context"
	"testing"

	"othello/model"
	"othello/strategy"
)

// Analyze by depth alone scores a position the same whatever the pooled
// engine searched before: the analysis and the move values must repeat.
func TestAnalyzeByDepthRepeats(t *testing.T) {
	g, err := model.ParseGame("f5d6c4d3e2f4f3b3c5f6d7b6f7c6b4e6a2b5a4c7")
	if err != nil {
		t.Fatal(err)
	}
	s := strategy.ScoreConfig(8)
	analyze := func(n int) []strategy.Result {
		return strategy.Analyze(context.Background(), g.PositionAt(n).Board, s, 0)
	}
	first := make([][]strategy.Result, g.Len())
	for n := range first {
		first[n] = analyze(n)
	}
	// again, each after the others' searches
	for n := range first {
		got := analyze(n)
		for i, want := range first[n] {
			if got[i].Move != want.Move || got[i].Score != want.Score {
				t.Errorf("after %d moves: %v %d, the first time %v %d", n, got[i].Move, got[i].Score, want.Move, want.Score)
			}
		}
	}
}
