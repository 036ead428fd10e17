package cli

import (
	"strings"
	"testing"
)

// A position or transcript copied from the window carries its board's
// size ("6x6 c2b4"): move and solve read it on that board, and say which
// --size it needs on another. It was refused as a square ("character 1 is
// '6'").
func TestPositionsTaggedWithTheirSize(t *testing.T) {
	tests := []struct {
		args     []string
		code     int
		out, err string
	}{
		{[]string{"--size", "6", "--level", "easy", "6x6 c2b4"}, 0, "move: ", ""},
		{[]string{"--level", "easy", "8x8 f5d6"}, 0, "move: ", ""},
		{[]string{"--level", "easy", "6x6 c2b4"}, 2, "", "give --size 6"},
		{[]string{"--size", "6", "--level", "easy", "8x8 f5d6"}, 2, "", "leave --size out"},
	}
	for _, tt := range tests {
		code, out, errOut := runCmd("move", tt.args...)
		if code != tt.code || !strings.HasPrefix(out, tt.out) || !strings.Contains(errOut, tt.err) {
			t.Errorf("move %q: exit %d, %q, %q; want %d, %q…, %q", tt.args, code, out, errOut, tt.code, tt.out, tt.err)
		}
	}
}

// The arena on another size counts its openings as English does: "1
// opening", not "1 openings".
func TestSizedArenaCountsOneOpening(t *testing.T) {
	code, out, errOut := runCmd("arena", "--size", "4", "--games", "2", "--black", "easy", "--white", "easy")
	if code != 0 || !strings.Contains(out, "(1 opening of 4 plies,") {
		t.Errorf("exit %d, %q, %q", code, out, errOut)
	}
}
