package engine_test

import (
	"context"
	"testing"

	"othello/controller/engine"
	"othello/strategy"
	"othello/strategy/level"
)

// ladderPlayer builds one rung of the ladder for a game.
type ladderPlayer struct {
	name string
	make func(seed uint64) strategy.Player
}

func levelPlayer(lv level.Level) ladderPlayer {
	return ladderPlayer{lv.String(), func(seed uint64) strategy.Player {
		return strategy.NewPlayer(lv, level.AlphaBeta, seed)
	}}
}

// hardByDepth is HARD with its one-second budget replaced by a fixed depth
// of 7 (by time it reaches 10 to 12 on a 2-core machine), so that the test
// is deterministic and quick; the rest of its settings are HARD's.
func hardByDepth() ladderPlayer {
	s := strategy.LevelConfig(level.Hard, level.AlphaBeta)
	s.Time, s.Depth, s.ExactEmpties = 0, 7, 16
	return ladderPlayer{"HARD@depth7", func(seed uint64) strategy.Player {
		return strategy.NewSearch(s, seed)
	}}
}

// match plays games games (half the openings with each colour) and returns
// the first player's score: wins plus half the draws.
func match(a, b ladderPlayer, games int, seed uint64) float64 {
	var score float64
	for i, op := range strategy.Openings(games/2, 6, seed) {
		for swap := 0; swap < 2; swap++ {
			s := seed + uint64(10*i+swap)
			pa := engine.Builtin(a.name, a.make(s))
			pb := engine.Builtin(b.name, b.make(s+1))
			var d int
			if swap == 0 {
				d = engine.PlayGame(context.Background(), pa, pb, op).Black
			} else {
				d = -engine.PlayGame(context.Background(), pb, pa, op).Black
			}
			switch {
			case d > 0:
				score++
			case d == 0:
				score += 0.5
			}
		}
	}
	return score / float64(games/2*2)
}

// The level ladder, with a fixed seed: each level beats the one below it.
func TestLevelLadder(t *testing.T) {
	if testing.Short() {
		t.Skip("the ladder plays about a hundred games; run without -short")
	}
	random := ladderPlayer{"random", func(seed uint64) strategy.Player { return strategy.NewRandom(seed) }}
	tests := []struct {
		a, b  ladderPlayer
		games int
		min   float64
	}{
		{hardByDepth(), levelPlayer(level.Medium), 20, 0.75},
		{levelPlayer(level.Medium), levelPlayer(level.Easy), 40, 0.75},
		{levelPlayer(level.Easy), random, 40, 0.85},
	}
	for _, tt := range tests {
		score := match(tt.a, tt.b, tt.games, 2024)
		t.Logf("%s vs %s: %.1f%% of %d games", tt.a.name, tt.b.name, 100*score, tt.games)
		if score < tt.min {
			t.Errorf("%s scored %.1f%% against %s, want at least %.0f%%", tt.a.name, 100*score, tt.b.name, 100*tt.min)
		}
	}
}
