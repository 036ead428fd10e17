package strategy_test

import (
	"context"
	"testing"
	"time"

	"othello/strategy"
	"othello/strategy/level"
)

// Within a time, every move is scored at one depth: the first moves of
// the start, mirror images of one another, score alike. With the time
// split between them each reached a depth of its own, and on 6x6 the
// four scored -4.0, -1.2, -2.6 and -2.6.
func TestAnalyzeSizedInTimeScoresMirrorsAlike(t *testing.T) {
	for _, n := range []int{6, 10} {
		cfg := strategy.LevelConfig(level.Expert, level.AlphaBeta)
		cfg.Time = 2 * time.Second
		rs := strategy.AnalyzeSized(context.Background(), sizedStart(t, n), cfg)
		if len(rs) != 4 {
			t.Fatalf("%dx%d: %d moves scored, want the 4 first moves", n, n, len(rs))
		}
		for _, r := range rs[1:] {
			// one depth for all; the scores alike but for what the order
			// of the search may move within a depth
			if d := r.Score - rs[0].Score; r.Depth != rs[0].Depth || d > strategy.ScoreScale/2 || d < -strategy.ScoreScale/2 {
				t.Errorf("%dx%d: mirror images scored apart: %v", n, n, rs)
				break
			}
		}
		t.Logf("%dx%d: depth %d, score %d", n, n, rs[0].Depth, rs[0].Score)
	}
}
