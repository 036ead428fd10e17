package controller

import (
	"testing"
	"time"

	"othello/strategy"
	"othello/strategy/level"
)

// The computer's time for a move under a clock: little on the first
// moves, most in the midgame, a third of what is left for the exact
// solve, the increment on top, never half of what is left or more, never
// more than the level allows.
func TestMoveBudgetByPhase(t *testing.T) {
	medium := strategy.LevelConfig(level.Medium, level.AlphaBeta) // solves from 10 empties, no time of its own
	hard := strategy.LevelConfig(level.Hard, level.AlphaBeta)     // 1 s a move, solves from 20 empties
	ms := time.Millisecond
	tests := []struct {
		name      string
		cfg       strategy.Config
		empties   int
		left, inc time.Duration
		want      time.Duration
	}{
		// 56.8 s usable (1 min less 0.2 s and a twentieth), shared over the
		// 30 moves to play, weighing 30 in all: a first move weighs 0.25
		{"first move, 1+0", medium, 60, time.Minute, 0, 473 * ms},
		// 20 moves to play weighing 22.5, a midgame move 1.5
		{"midgame, a minute left", medium, 40, time.Minute, 0, 3787 * ms},
		{"midgame, the increment on top", medium, 40, time.Minute, 5 * time.Second, 8787 * ms},
		// within the solver's reach: a third of the 56.8 s
		{"the exact solve", medium, 10, time.Minute, 0, 18933 * ms},
		// the last move may take the 9.3 s usable, but never more than half
		{"never half the clock", medium, 2, 10 * time.Second, 0, 4650 * ms},
		// the increment cannot be spent before it is earned
		{"a large increment, little left", medium, 40, time.Second, 2 * time.Second, 375 * ms},
		{"HARD keeps to its second", hard, 60, 15 * time.Minute, 0, time.Second},
		{"HARD in the midgame of 3+2", hard, 36, 2 * time.Minute, 2 * time.Second, time.Second},
		{"HARD short of time", hard, 36, 10 * time.Second, 0, 821 * ms},
		{"under the reserve", hard, 30, 100 * ms, 0, 25 * ms},
		{"no time left", hard, 30, 0, 0, minBudget},
	}
	for _, tt := range tests {
		got := moveBudget(tt.cfg, tt.empties, tt.left, tt.inc)
		if d := got - tt.want; d < -ms || d > ms {
			t.Errorf("%s: %v for a move at %d empties with %v left +%v, want %v", tt.name, got, tt.empties, tt.left, tt.inc, tt.want)
		}
	}
	// Whatever the position and the clock, the move leaves time on it.
	for _, cfg := range []strategy.Config{medium, hard, strategy.LevelConfig(level.Expert, level.AlphaBeta)} {
		for e := 1; e <= 60; e++ {
			for _, left := range []time.Duration{30 * ms, 300 * ms, time.Second, 7 * time.Second, time.Minute, time.Hour} {
				if got := moveBudget(cfg, e, left, 10*time.Second); got > max(left/2, minBudget) {
					t.Errorf("%d empties, %v left: a budget of %v", e, left, got)
				}
			}
		}
	}
}
