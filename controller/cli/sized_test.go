package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"othello/model"
)

var sizedMoveLine = regexp.MustCompile(`^move: ([a-j]\d+|pass)\nscore: [+-]\d+(\.\d\d)? depth: \d+( \(exact\))? nodes: \d+ time: \d+\.\d{3}s pv: .*\n$`)

// Contest mode: every good board file of the model's tests gets a legal
// move; every bad one a single line naming the file and the fault.
func TestMoveFile(t *testing.T) {
	files, err := filepath.Glob("../../model/testdata/drawings/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no board files: %v", err)
	}
	for _, f := range files {
		code, out, errOut := runCmd("move", "--level", "easy", "--file", f)
		if strings.HasPrefix(filepath.Base(f), "bad_") {
			if code == 0 || !strings.HasPrefix(errOut, "othello: board: "+f+": ") || strings.Count(errOut, "\n") != 1 || out != "" {
				t.Errorf("%s: exit %d, stdout %q, stderr %q; want one error line", f, code, out, errOut)
			}
			continue
		}
		m := sizedMoveLine.FindStringSubmatch(out)
		if code != 0 || m == nil || errOut != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", f, code, out, errOut)
			continue
		}
		text, _ := os.ReadFile(f)
		pos, err := model.ParseDrawing(string(text))
		if err != nil {
			t.Fatal(err)
		}
		c, err := pos.Geometry().ParseCell(m[1])
		if err != nil || pos.Illegal(c) != 0 {
			t.Errorf("%s: %s is not a legal move", f, m[1])
		}
	}
}

func TestSizedCommands(t *testing.T) {
	start6 := "--------------OX----XO-------------- X"
	tests := []struct {
		name string
		args []string
		code int
		out  string // a regular expression the output must match
		err  string // a prefix of the error line
	}{
		{"perft 6x6", []string{"perft", "--size", "6", "6"}, 0, `^perft\(6\) = \d+\n`, ""},
		{"perft 6x6 from a position", []string{"perft", "--size=6", "--pos", start6, "1"}, 0, `^perft\(1\) = 4\n`, ""},
		{"perft 10x10 position first", []string{"perft", strings.Repeat("-", 44) + "OX--------XO" + strings.Repeat("-", 44), "X", "--size", "10", "2"}, 0, `^perft\(2\) = 12\n`, ""},
		{"perft 4x4 every game", []string{"perft", "--size", "4", "20"}, 0, `^perft\(20\) = 60060\n`, ""},
		{"perft 6x6 too deep", []string{"perft", "--size", "6", "16"}, 2, ``, `othello: usage: perft --size 6 [--pos POSITION] DEPTH: depth "16" is not a whole number 0-15`},
		{"perft bad size", []string{"perft", "--size", "7", "3"}, 2, ``, "othello: usage: --size 7: want 4, 6, 8 or 10"},
		{"perft size not a number", []string{"perft", "--size", "six", "3"}, 2, ``, `othello: usage: --size "six": want 4, 6, 8 or 10`},
		{"perft 8x8 by --size", []string{"perft", "--size", "8", "3"}, 0, `^perft\(3\) = 56\n`, ""},
		{"solve 4x4 from the start", []string{"solve", "--size", "4"}, 0, `^best: [a-d][1-4] score: -10\nempties: 12 `, ""},
		{"solve short position", []string{"solve", "--size", "6", "XO- X"}, 1, ``, "othello: position: only 3 squares; want 36 for 6x6"},
		{"move 6x6", []string{"move", "--size", "6", "--level", "medium", start6}, 0, `^move: (c2|b3|e4|d5)\n`, ""},
		{"move 6x6 minimax", []string{"move", "--size", "6", "--level", "easy", "--algo", "minimax", start6}, 0, `^move: (c2|b3|e4|d5)\n`, ""},
		{"move 6x6 from a transcript", []string{"move", "--size", "6", "--level", "medium", "c2b4"}, 0, `^move: [a-f][1-6]\n`, ""},
		{"move 10x10 from a transcript", []string{"move", "--size", "10", "--level", "easy", "e4 d4"}, 0, `^move: [a-j]\d+\n`, ""},
		{"solve 4x4 from a transcript", []string{"solve", "--size", "4", "--quiet", "b1"}, 0, `^best: [a-d][1-4] score: \+10\nempties: 11 `, ""},
		{"perft 6x6 from a transcript", []string{"perft", "--size", "6", "--pos", "c2b4", "1"}, 0, `^perft\(1\) = `, ""},
		{"solve 6x6 illegal transcript", []string{"solve", "--size", "6", "c2a1"}, 1, ``, `othello: transcript: move 2 "a1" at character 3: illegal move`},
		{"move file missing", []string{"move", "--file", "testdata/no_such_board.txt"}, 1, ``, "othello: file: open testdata/no_such_board.txt"},
		{"move file and position", []string{"move", "--size", "6", "--file", "x.txt", start6}, 2, ``, "othello: usage: move --size 6 [--algo A] [--level L] [--seed S] [--time D] (POSITION | --file BOARD.txt): POSITION or --file, not both\n"},
		{"arena 4x4", []string{"arena", "--size", "4", "--black", "alphabeta:4", "--white", "random", "--games", "4", "--plies", "2"}, 0, `(?m)^games: 4 on 4x4 .*\nalphabeta:4 vs random: wins \d+ draws \d+ losses \d+\n`, ""},
		{"arena bad player", []string{"arena", "--size", "6", "--black", "wizard", "--white", "random"}, 1, ``,
			`othello: player: --black: "wizard" is no player: want random, minimax:D, alphabeta:D, a level (easy, medium, hard, expert), gtp:COMMAND or play:COMMAND` + "\n"},
		{"arena person", []string{"arena", "--size", "6", "--black", "random", "--white", "human"}, 1, ``, "othello: player: --white: a person cannot play in an arena\n"},
		{"arena bad depth", []string{"arena", "--size", "6", "--black", "minimax:99", "--white", "random"}, 1, ``, `othello: player: --black: player "minimax:99": want minimax:D with a depth D of 1 to 20`},
	}
	// solve reports each bound it proves, the last one the score
	_, _, errOut := runCmd("solve", "--size", "4")
	lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
	progress := regexp.MustCompile(`^solve: score (at most |at least |between )?[+-]\d+( and [+-]\d+)?, \d+ nodes, \d+\.\d{3}s$`)
	for _, l := range lines {
		if !progress.MatchString(l) {
			t.Errorf("solve --size 4: progress line %q is not of the expected form", l)
		}
	}
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "solve: score -10, ") {
		t.Errorf("solve --size 4: the last progress line %q should give the exact score -10", last)
	}
	if _, out, errOut := runCmd("solve", "--size", "4", "--quiet"); errOut != "" || !strings.HasPrefix(out, "best: ") {
		t.Errorf("solve --size 4 --quiet: stdout %q, stderr %q", out, errOut)
	}
	for _, tt := range tests {
		code, out, errOut := runCmd(tt.args[0], tt.args[1:]...)
		if code != tt.code || !regexp.MustCompile(tt.out).MatchString(out) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", tt.name, code, out, errOut)
		}
		if tt.err != "" && (!strings.HasPrefix(errOut, tt.err) || strings.Count(errOut, "\n") != 1) {
			t.Errorf("%s: stderr %q, want one line starting %q", tt.name, errOut, tt.err)
		}
	}
}
