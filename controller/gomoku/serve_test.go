package gomoku

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// serve runs Serve on the input and returns its answers, a line each.
func serve(t *testing.T, input string) []string {
	t.Helper()
	var out bytes.Buffer
	c := ServeConfig{Player: sg.NewPlayer(level.Hard, 1), About: About{Name: "othello-gomoku", Version: "9.9", Author: "us", Country: "here"}, Seed: 1}
	if err := Serve(context.Background(), strings.NewReader(input), &out, c); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
}

// The brain answers each command as the protocol says, and searches
// within timeout_turn.
func TestServe(t *testing.T) {
	start := time.Now()
	got := serve(t, "TURN 7,7\nSTART 30\nSTART 15\nINFO timeout_turn 200\nINFO rule 1\nABOUT\nBEGIN\nTURN 8,8\nTAKEBACK 1,1\nPLAY 0,0\nTAKEBACK 0,0\n"+
		"BOARD\n7,7,2\n8,8,1\n7,8,2\nDONE\nSWAP2BOARD\nDONE\nINFO opening swap\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\nRESTART\nTURN 7,7\nFOO bar\nEND\nABOUT\n")
	want := []string{
		`^ERROR no START yet$`, `^ERROR unsupported size 30`, `^OK$`,
		`^name="othello-gomoku", version="9.9", author="us", country="here"$`,
		`^7,7$`, `^\d+,\d+$`, `^ERROR TAKEBACK 1,1`, `^0,0$`, `^OK$`,
		`^\d+,\d+$`, `^\d+,\d+ \d+,\d+ \d+,\d+$`, `^(SWAP|\d+,\d+)$`, `^OK$`, `^\d+,\d+$`, `^UNKNOWN FOO$`,
	}
	if len(got) != len(want) {
		t.Fatalf("answers %q; want %d", got, len(want))
	}
	for i, w := range want {
		if !matches(w, got[i]) {
			t.Errorf("answer %d: %q; want %s", i+1, got[i], w)
		}
	}
	// six searches of at most 200ms (less its margin), and the opening choices
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
	// time_left limits a move too: 1s left is about 70ms a move
	start = time.Now()
	got = serve(t, "START 15\nINFO timeout_turn 30000\nINFO timeout_match 100000\nINFO time_left 1000\nBEGIN\nTURN 6,6\nTURN 5,5\nEND\n")
	if d := time.Since(start); len(got) != 4 || d > 2*time.Second {
		t.Errorf("with 1s left: %q in %v", got, d)
	}
}
