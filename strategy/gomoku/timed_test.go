package gomoku_test

import (
	"context"
	"os"
	"slices"
	"testing"
	"time"

	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// The levels as they play, by the clock: figures for the record, run by
// hand with OTHELLO_CLOCK_TESTS=1. What a search finds within a second
// depends on the machine's load, so the test suite does not run them: the
// same checks by node counts (TestHardWins, the puzzles) repeat anywhere.

// TestHardOnTheClock plays HARD at its real second a move against the
// report's player and finds the VCF puzzles within that second.
func TestHardOnTheClock(t *testing.T) {
	if os.Getenv("OTHELLO_CLOCK_TESTS") != "1" {
		t.Skip("by the clock, whose outcome depends on the machine's load: set OTHELLO_CLOCK_TESTS=1 for the figures")
	}
	limit := sg.LevelConfig(level.Hard).Time
	hard := func(seed uint64) sg.Player { return sg.NewPlayer(level.Hard, seed) }
	res := playMatch(t, hard, sg.NewReportPlayer, 4, 0)
	t.Logf("HARD on the clock against the report's player: %d wins, %d draws, %d losses; %.0f ms a move over %d moves, the longest %v",
		res.wins, res.draws, res.losses, float64(res.time.Milliseconds())/float64(res.moves), res.moves, res.longest.Round(time.Millisecond))
	if res.wins < 4 {
		t.Errorf("HARD won %d of 4", res.wins)
	}
	if avg := res.time / time.Duration(res.moves); avg > limit || res.longest > 2*limit {
		t.Errorf("HARD takes %v a move on average and %v at most, for a limit of %v", avg, res.longest, limit)
	}

	for _, pz := range loadPuzzles(t) {
		if pz.vcf == 0 || pz.vcf > 9 {
			continue
		}
		start := time.Now()
		r := sg.NewPlayer(level.Hard, 1).Search(context.Background(), pz.pos)
		took := time.Since(start)
		t.Logf("%s (%d moves): %s in %v, %d nodes", pz.name, pz.vcf, gomoku.FormatMoves(r.PV[:1], 15), took.Round(time.Millisecond), r.Nodes)
		if !r.VCF || !slices.Contains(pz.first, r.Move) {
			t.Errorf("%s: HARD plays %s (VCF %v) within its time", pz.name, r.Move.Name(15), r.VCF)
		}
		if took > limit+limit/2 {
			t.Errorf("%s: HARD took %v", pz.name, took)
		}
	}
}
