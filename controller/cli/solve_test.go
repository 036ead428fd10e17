package cli

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"othello/model"
	"othello/strategy"
)

// solveProgress is a line of progress on standard error.
var solveProgress = regexp.MustCompile(`^solve: (depth \d+: ([a-h][1-8]|pass) [+-]\d+\.\d\d|exact \d+ empties: score (.+?)(, [a-h][1-8] reaches [+-]\d+)?), \d+ nodes, \d+\.\d{3}s$`)

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
		if code != 0 || m == nil {
			t.Fatalf("line %d: exit %d, stdout %q, stderr %q", i+1, code, out, errOut)
		}
		score, _ := strconv.Atoi(m[2])
		if v, ok := want[m[1]]; !ok || v != best || score != best {
			t.Errorf("line %d: best %s score %+d; the file gives %+d as best: %v", i+1, m[1], score, best, want)
		}
		// progress: each line well formed, the last one the exact score
		progress := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
		for _, l := range progress {
			if !solveProgress.MatchString(l) {
				t.Errorf("line %d: progress line %q is not of the expected form", i+1, l)
			}
		}
		if last := solveProgress.FindStringSubmatch(progress[len(progress)-1]); last == nil || last[3] != fmt.Sprintf("%+d", best) {
			t.Errorf("line %d: the last progress line %q should give the exact score %+d", i+1, progress[len(progress)-1], best)
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
		{"quiet", []string{"--quiet", mustPass[:64], "X"}, 0, `^best: (f8|g8|h8) score: \+64\n`},
		{"no position", nil, 2, `^othello: usage: solve \[--quiet\] \[--threads N\] \[--time D\] POSITION: missing POSITION\n$`},
		{"two threads", []string{"--threads", "2", mustPass[:64], "X"}, 0, `^best: (f8|g8|h8) score: \+64\n`},
		{"no threads", []string{"--threads", "0", mustPass}, 2, `^othello: usage: .*--threads 0 is not 1-256\n$`},
		{"too many threads", []string{"--threads", "1000", mustPass}, 2, `^othello: usage: .*--threads 1000 is not 1-256\n$`},
		{"extra argument", []string{mustPass, "now"}, 2, `^othello: usage: .*unexpected "now"`},
		{"bad side", []string{mustPass[:64] + " Z"}, 1, `^othello: position: side to move "Z"`},
		{"game over", []string{strings.Repeat("O", 64) + " X"}, 1, `^othello: position: the game is over \(Black 0, White 64\)`},
		{"a transcript", []string{lastMoves}, 0, `^best: g7 score: -32\n`},
		{"a finished transcript", []string{lastMoves + "g7f7"}, 1, `^othello: position: the game is over \(Black 16, White 48\)`},
		{"negative time", []string{"--time", "-1s", mustPass}, 2, `^othello: usage: .*--time -1s is not between 0s and 24h`},
		{"absurd time", []string{"--time", "1000h", mustPass}, 2, `^othello: usage: .*--time 1000h0m0s is not between`},
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
			if tt.code == 0 {
				checkBestIsLegal(t, tt.args, out)
			}
			if strings.Contains(strings.Join(tt.args, " "), "--quiet") && errOut != "" {
				t.Errorf("--quiet: stderr %q, want nothing", errOut)
			}
		})
	}
}

// checkBestIsLegal checks that the move solve printed is legal in the
// position it was given: a pass only when the side to move has no move.
func checkBestIsLegal(t *testing.T, args []string, out string) {
	t.Helper()
	posText, rest := takePosition(args)
	if posText == "" { // a transcript
		posText = rest[len(rest)-1]
	}
	pos, err := parsePosition(posText)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`^best: (\S+) `).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no best move in %q", out)
	}
	if m[1] == "pass" {
		if !pos.Board.MustPass() {
			t.Errorf("best: pass, but the side to move has moves: %s", pos)
		}
		return
	}
	sq, err := model.ParseSquare(m[1])
	if err != nil || !pos.Board.IsLegal(sq) {
		t.Errorf("best: %s is not a legal move in %s (%v)", m[1], pos, err)
	}
}

// With --time, solve stops at the limit and prints the best move found so
// far, marked as not exact, with what the solver proved of the score.
func TestSolveTimeLimit(t *testing.T) {
	// FFO #40: 20 empties, far more than a few milliseconds of work
	const pos = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"
	code, out, errOut := runCmd("solve", "--time", "20ms", pos)
	if code != 0 || !regexp.MustCompile(`^best: [a-h][1-8] score: [+-]\d+\.\d\d not exact: stopped after 20ms; the exact score is .+\nempties: 20 `).MatchString(out) {
		t.Fatalf("exit %d, stdout %q, stderr %q; want a move marked not exact", code, out, errOut)
	}
	checkBestIsLegal(t, []string{pos}, out)
	if !strings.HasPrefix(errOut, "solve: depth 1: ") {
		t.Errorf("stderr %q; want progress from depth 1", errOut)
	}
}

// Each kind of progress line: a midgame depth, a proven bound, and a bound
// of a selective stage, which says its confidence.
func TestProgressText(t *testing.T) {
	tests := []struct {
		p    strategy.Progress
		want string
	}{
		{strategy.Progress{Depth: 6, Move: model.CellOfSquare(model.F5), Score: 250, Nodes: 100}, "solve: depth 6: f5 +2.50, 100 nodes"},
		{strategy.Progress{Depth: 22, Exact: true, Lo: 4, Hi: 64, Move: model.CellOfSquare(model.C3), Nodes: 5}, "solve: exact 22 empties: score at least +4, c3 reaches +4, 5 nodes"},
		{strategy.Progress{Depth: 22, Exact: true, Lo: 4, Hi: 64, Move: model.CellOfSquare(model.C3), Selectivity: 95, Nodes: 5}, "solve: 22 empties at 95%: score at least +4, c3 reaches +4, 5 nodes"},
	}
	for _, tt := range tests {
		if got := progressText(tt.p); !strings.HasPrefix(got, tt.want) {
			t.Errorf("progressText(%+v) = %q, want it to begin %q", tt.p, got, tt.want)
		}
	}
}

// Before a solve of many empties with no time limit, one line on standard
// error says it may take long, --quiet or not; the positions here have
// many empties but one move to the end, so that they solve at once.
func TestSolveWarnsOfLongSolves(t *testing.T) {
	long8 := "-XO-----" + "--------" + "--------" + "---OO---" + "---OO---" + "--------" + "--------" + "-------- O"
	long6 := "-XO---" + "------" + "--OO--" + "--OO--" + "------" + "------ O"
	warning := func(empties int) string {
		return fmt.Sprintf("solve: an exact solve of %d empties may take a long time (othello solve --help gives figures); --time D stops at D with the best move so far\n", empties)
	}
	for _, tt := range []struct {
		name string
		args []string
		warn string
	}{
		{"8x8, 58 empties", []string{"--quiet", long8}, warning(58)},
		{"6x6, 30 empties", []string{"--size", "6", "--quiet", long6}, warning(30)},
		{"a time limit", []string{"--size", "6", "--quiet", "--time", "1m", long6}, ""},
		{"12 empties", []string{"--size", "4", "--quiet"}, ""},
	} {
		code, out, errOut := runCmd("solve", tt.args...)
		if code != 0 || errOut != tt.warn || !strings.HasPrefix(out, "best: ") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %q", tt.name, code, out, errOut, tt.warn)
		}
	}
}
