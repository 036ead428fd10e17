package i18n_test

import (
	"testing"
	"time"

	"othello/view/i18n"
)

// A line of play shows its first moves, an ellipsis when it goes on; a
// search's speed is said once it ran long enough for it to mean anything.
func TestLineOfPlayAndNodeSpeed(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  string
	}{
		{nil, ""},
		{[]string{"d3"}, "d3"},
		{[]string{"d3", "c5", "f6"}, "d3 c5 f6"},
		{[]string{"d3", "c5", "f6", "e6"}, "d3 c5 f6…"},
	} {
		if got := i18n.LineOfPlay(c.names, 3); got != c.want {
			t.Errorf("%v: %q, want %q", c.names, got, c.want)
		}
	}
	for _, c := range []struct {
		nodes uint64
		d     time.Duration
		want  string
	}{
		{2_100_000, time.Second, "2.1 M nodes/s"},
		{1500, 10 * time.Millisecond, "150 k nodes/s"},
		{1000, 2 * time.Second, "500 nodes/s"},
		{20, time.Second, ""}, // a search of a few nodes is mostly its setting up
		{8, 11 * time.Millisecond, ""},
		{5, 51 * time.Microsecond, ""},
		{0, time.Second, ""},
	} {
		if got := i18n.NodeSpeed(c.nodes, c.d); got != c.want {
			t.Errorf("%d nodes in %v: %q, want %q", c.nodes, c.d, got, c.want)
		}
	}
}
