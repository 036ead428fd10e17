package cli

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"othello/model"
)

var solveLine = regexp.MustCompile(`^best: ([a-h][1-8]|pass) score: ([+-]\d+)\nempties: \d+ nodes: \d+ time: \d+\.\d{3}s \(\d+\.\d M nodes/s\) pv: .+\n$`)

// solve must find a best move and the exact score of FFO positions.
func TestSolveFFO(t *testing.T) {
	for i, line := range readLines(t, "solve_ffo.obf") {
		posText, scores, _ := strings.Cut(line, ";")
		best := -65
		want := map[string]int{}
		for _, item := range strings.Split(scores, ";") {
			sq, sc, ok := strings.Cut(strings.TrimSpace(item), ":")
			if !ok {
				continue
			}
			v, _ := strconv.Atoi(sc)
			want[strings.ToLower(sq)] = v
			best = max(best, v)
		}
		code, out, errOut := runCmd("solve", strings.TrimSpace(posText))
		m := solveLine.FindStringSubmatch(out)
		if code != 0 || m == nil || errOut != "" {
			t.Fatalf("line %d: exit %d, stdout %q, stderr %q", i+1, code, out, errOut)
		}
		score, _ := strconv.Atoi(m[2])
		if v, ok := want[m[1]]; !ok || v != best || score != best {
			t.Errorf("line %d: best %s score %+d; the file gives %+d as best: %v", i+1, m[1], score, best, want)
		}
	}
}

func TestSolveArguments(t *testing.T) {
	const mustPass = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO--- O"
	tests := []struct {
		name string
		args []string
		code int
		out  string
	}{
		{"must pass", []string{mustPass}, 0, `^best: pass score: -64\n`},
		{"two arguments", []string{mustPass[:64], "X"}, 0, `^best: (f8|g8|h8) score: \+64\n`},
		{"no position", nil, 1, `^othello: usage: solve POSITION: no position\n$`},
		{"extra argument", []string{mustPass, "now"}, 1, `^othello: usage: .*unexpected "now"`},
		{"bad side", []string{mustPass[:64] + " Z"}, 1, `^othello: position: side to move "Z"`},
		{"game over", []string{strings.Repeat("O", 64) + " X"}, 1, `^othello: position: the game is over \(Black 0, White 64\)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd("solve", tt.args...)
			got := out
			if tt.code != 0 {
				got = errOut
			}
			if code != tt.code || !regexp.MustCompile(tt.out).MatchString(got) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and output matching %s", code, out, errOut, tt.code, tt.out)
			}
		})
	}
	// the reported best move must be legal in the position
	pos, _ := model.ParsePosition(mustPass)
	if pos.Board.IsLegal(model.F8) {
		t.Fatal("test position: white should have no move")
	}
}
