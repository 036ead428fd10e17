package shown_test

import (
	"testing"

	"othello/view/shown"
)

// A game counts once, at its first end in play; one of given moves never;
// the next game counts anew, and a load of given moves that started no
// game leaves the next one counting.
func TestTally(t *testing.T) {
	type step struct {
		do   string // start, given, ended, replay (an end not in play), failed (given, no game)
		want int    // the counts so far
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"a game, ended twice", []step{{"start", 0}, {"ended", 1}, {"ended", 1}}},
		{"an end not in play", []step{{"start", 0}, {"replay", 0}, {"ended", 1}}},
		{"given moves", []step{{"given", 0}, {"ended", 0}, {"start", 0}, {"ended", 1}}},
		{"a given load that started nothing", []step{{"failed", 0}, {"start", 0}, {"ended", 1}}},
	}
	for _, tt := range tests {
		var tally shown.Tally
		counted := 0
		count := func() { counted++ }
		for i, st := range tt.steps {
			switch st.do {
			case "start":
				tally.Started()
			case "given":
				tally.Given(tally.Started)
			case "failed":
				tally.Given(func() {})
			case "ended":
				tally.Ended(true, count)
			case "replay":
				tally.Ended(false, count)
			}
			if counted != st.want {
				t.Fatalf("%s, step %d (%s): %d counted, want %d", tt.name, i+1, st.do, counted, st.want)
			}
		}
	}
}
