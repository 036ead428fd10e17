package gomoku_test

import (
	"context"
	"testing"

	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// benchPosition is an opening position of 6 stones, Black to move.
func benchPosition(b *testing.B) gomoku.Position {
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	ms, err := gomoku.ParseMoves("h8 f6 j8 k8 i7 k9", 15)
	if err != nil {
		b.Fatal(err)
	}
	if err := g.PlayAll(ms); err != nil {
		b.Fatal(err)
	}
	return g.Position()
}

// BenchmarkSearchHard is HARD's search of 100,000 nodes.
func BenchmarkSearchHard(b *testing.B) {
	p := benchPosition(b)
	pl := sg.NewSearch(sg.LevelConfig(level.Hard).WithNodes(100_000), 1)
	var nodes uint64
	for b.Loop() {
		nodes += pl.Search(context.Background(), p).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkSearchReport is the report's depth-4 player.
func BenchmarkSearchReport(b *testing.B) {
	p := benchPosition(b)
	pl := sg.NewReportPlayer(1)
	for b.Loop() {
		pl.Search(context.Background(), p)
	}
}
