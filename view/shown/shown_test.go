package shown_test

import (
	"testing"

	"othello/view/shown"
)

// Each game is named by its own name, in the order of its Kind: the
// preferences keep the Kind as a number.
func TestKindNames(t *testing.T) {
	for _, c := range []struct {
		kind shown.Kind
		name string
		kept int
	}{
		{shown.Othello, "Othello", 0},
		{shown.Gomoku, "Gomoku", 1},
	} {
		if c.kind.String() != c.name || int(c.kind) != c.kept {
			t.Errorf("%d: %q, kept as %d; want %q kept as %d", c.kind, c.kind, int(c.kind), c.name, c.kept)
		}
	}
}
