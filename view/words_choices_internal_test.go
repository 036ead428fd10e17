package view

import (
	"testing"

	"othello/strategy/level"
)

// Each level says in a few words how it plays.
func TestLevelLabel(t *testing.T) {
	want := map[level.Level]string{
		level.Easy:   "Easy: looks 2 moves ahead and sometimes errs",
		level.Medium: "Medium: looks 4 moves ahead, perfect in the last 10",
		level.Hard:   "Hard: thinks up to 1 second a move, perfect in the last 20",
		level.Expert: "Expert: thinks up to 4 seconds a move, perfect in the last 24",
	}
	for _, l := range level.All() {
		if got := levelLabel(l); got != want[l] {
			t.Errorf("levelLabel(%v) = %q, want %q", l, got, want[l])
		}
	}
}
