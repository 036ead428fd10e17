package cli

import (
	"bufio"
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"othello/model"
)

// runCmd runs a command in-process and returns its exit status and output.
func runCmd(name string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := Run(name, Env{Args: args, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut})
	return code, out.String(), errOut.String()
}

// readLines returns the non-comment lines of a testdata file.
func readLines(t *testing.T, name string) []string {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && l[0] != '#' {
			out = append(out, l)
		}
	}
	return out
}

var moveLine = regexp.MustCompile(`^move: ([a-h][1-8]|pass)\nscore: [+-]\d+(\.\d\d)? depth: \d+( \((exact|book)\))? nodes: \d+ time: \d+\.\d{3}s pv: .+\n$`)

// Every level and algorithm answers a legal move in the output contract.
func TestMoveLegal(t *testing.T) {
	levels := []string{"easy", "medium"}
	if !testing.Short() {
		levels = append(levels, "hard")
	}
	for _, line := range readLines(t, "move_positions.txt") {
		pos, err := model.ParsePosition(line)
		if err != nil {
			t.Fatal(err)
		}
		for _, lv := range levels {
			for _, algo := range []string{"alphabeta", "minimax"} {
				args := []string{"--level", lv, "--algo", algo, line}
				if lv == "hard" {
					args = append(args, "--time", "200ms")
				}
				code, out, errOut := runCmd("move", args...)
				m := moveLine.FindStringSubmatch(out)
				if code != 0 || m == nil || errOut != "" {
					t.Fatalf("move %v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
				}
				sq, err := model.ParseSquare(m[1])
				if err != nil || !pos.Board.IsLegal(sq) {
					t.Errorf("move %v: %q is not a legal move", args, m[1])
				}
			}
		}
	}
}

// A whole game's transcript but for its last moves, Black losing 16-48: a
// pass is due after a1 a2, and g7 f7 end it after h2 h7.
const (
	mustPassTranscript = "c4e3f4c5e6d6b5b6d3f5d7c3b3a6e2f2f3c2d2g4b4c1a5a3d1a4g6g5f6g3f1c6h6c7h5h4h3d8b7a8a7e1b1b2c8b8e7f8e8g1h1g2g8h8a1a2"
	lastMoves          = mustPassTranscript + "h2h7"
)

func TestMoveArguments(t *testing.T) {
	const start = "---------------------------OX------XO--------------------------- X"
	const mustPass = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO--- O"
	const over = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O"
	tests := []struct {
		name string
		args []string
		code int
		out  string // a regular expression the output must match
	}{
		{"two arguments, flags after", []string{start[:64], "X", "--level", "easy"}, 0, `^move: (d3|c4|f5|e6)\n`},
		{"default level", []string{start}, 0, `^move: (d3|c4|f5|e6)\n`},
		{"must pass", []string{"--level", "hard", mustPass}, 0, `^move: pass\n`},
		{"exact endgame", []string{"--level", "medium", "--algo", "minimax", "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO-- X"}, 0, `^move: g8\nscore: \+64 depth: 2 \(exact\)`},
		{"time", []string{"--time", "50ms", start}, 0, `^move: `},
		{"bad square", []string{"--level", "easy", strings.Replace(start, "O", "Q", 1)}, 1, `^othello: position: character 28 is 'Q'`},
		{"bad side", []string{start[:64] + " Z"}, 1, `^othello: position: side to move "Z"`},
		{"short position", []string{"--level", "easy", "XO"}, 1, `^othello: position: only 2 squares`},
		{"no position", []string{"--level", "easy"}, 2, `^othello: usage: .*missing POSITION`},
		{"a transcript", []string{"--level", "medium", "f5d6c3"}, 0, `^move: (b3|c4|c5|d3|e3|e6|f3|f4|f6)\n`},
		{"a transcript ending in a pass", []string{"--level", "easy", mustPassTranscript}, 0, `^move: pass\n`},
		{"an illegal transcript", []string{"f5f5"}, 1, `^othello: transcript: move 2 "f5" at character 3: illegal move`},
		{"game over", []string{over}, 1, `^othello: position: the game is over`},
		{"unknown level", []string{"--level", "godlike", start}, 1, `^othello: level: unknown level "godlike"`},
		{"unknown algorithm", []string{"--algo", "mcts", start}, 2, `^othello: usage: unknown algorithm "mcts"`},
		{"negative time", []string{"--time", "-1s", start}, 2, `^othello: usage: .*--time -1s is not between 0`},
		{"no threads", []string{"--threads", "0", start}, 2, `^othello: usage: .*--threads 0 is not 1-256`},
		{"unknown flag", []string{"--depth", "3", start}, 2, `^othello: usage: .*depth`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd("move", tt.args...)
			got := out
			if tt.code != 0 {
				got = errOut
				if out != "" || strings.Count(errOut, "\n") != 1 {
					t.Errorf("error should be one line on stderr only; stdout %q stderr %q", out, errOut)
				}
			}
			if code != tt.code || !regexp.MustCompile(tt.out).MatchString(got) {
				t.Errorf("exit %d, output %q; want exit %d and output matching %s", code, got, tt.code, tt.out)
			}
		})
	}
}
