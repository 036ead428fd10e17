package shown_test

import (
	"testing"
	"time"

	"othello/controller/session"
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

// An end comes in play after a move, or when a flag falls as its clock
// runs, before the first move too; not as a game opened, brought back or
// redone to its end starts, even one with no time left.
func TestEndedInPlay(t *testing.T) {
	flagged := session.Reading{Flagged: true, Thinking: 6 * time.Second}
	atOnce := session.Reading{Flagged: true} // no time ran: left at zero when brought back
	tests := []struct {
		name   string
		last   session.EventKind
		clocks session.Reading
		want   bool
	}{
		{"the last move", session.Placed, session.Reading{}, true},
		{"a forced pass to the end", session.Passed, session.Reading{}, true},
		{"a flag during the computer's move", session.ThinkingStarted, flagged, true},
		{"a flag before the first move", session.GameStarted, flagged, true},
		{"opened at its end", session.GameStarted, session.Reading{}, false},
		{"brought back with no time left", session.GameStarted, atOnce, false},
		{"redone to its end", session.Redone, session.Reading{}, false},
		{"undone to the end of a game played on", session.Undone, session.Reading{}, false},
	}
	for _, tt := range tests {
		if got := shown.EndedInPlay(tt.last, tt.clocks); got != tt.want {
			t.Errorf("%s: EndedInPlay = %v, want %v", tt.name, got, tt.want)
		}
	}
}
