package cli

import (
	"regexp"
	"strings"
	"testing"

	"othello/controller/controllertest"
)

// A session of othello gtp: every answer in GTP's shape, moves checked
// against the rules on the board size asked, the engine's moves legal.
func TestGTPSession(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string // the answers' patterns, in order
	}{
		{"6x6 game", "protocol_version\nboardsize 6\nclear_board\n1 play black c2\n2 genmove white\nplay white a1\nfinal_score\nquit\n",
			[]string{`^= 2$`, `^=$`, `^=$`, `^=1$`, `^=2 [a-f][1-6]$`, `^\? .*(flips no disc|turn|taken)`, `^= B\+\d+$|^= W\+\d+$|^= 0$`, `^=$`}},
		{"bad input", "boardsize 7\nplay red d3\nplay black z9\ngenmove\nfoo\n# a comment\n\n5 name\n",
			[]string{`^\? unacceptable size "7"`, `^\? invalid color "red"`, `^\? invalid vertex "z9"`, `^\? genmove takes a colour$`, `^\? unknown command "foo"$`, `^=5 Othello$`}},
		{"10x10 and undo", "boardsize 10\ngenmove b\nundo\nundo\nknown_command genmove\n",
			[]string{`^=$`, `^= [a-j]\d+$`, `^=$`, `^\? cannot undo$`, `^= true$`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut strings.Builder
			code, _ := testProgram.Main([]string{"gtp", "--level", "easy"}, Env{Stdin: strings.NewReader(tt.in), Stdout: &out, Stderr: &errOut})
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut.String())
			}
			answers := strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n")
			if len(answers) != len(tt.want) {
				t.Fatalf("%d answers %q; want %d", len(answers), answers, len(tt.want))
			}
			for i, w := range tt.want {
				if !regexp.MustCompile(w).MatchString(answers[i]) {
					t.Errorf("answer %d: %q; want %s", i+1, answers[i], w)
				}
			}
		})
	}
}

// arena on 6x6 and 10x10 against our own othello gtp, a program started
// as a child: every game played out, nobody forfeits, nothing left
// running.
func TestArenaSizedAgainstOurGTP(t *testing.T) {
	for _, size := range []string{"6", "10"} {
		t.Run(size, func(t *testing.T) {
			line, word := ourselves(t, "gtp", "--level", "easy")
			code, out, errOut := runCmd("arena", "--size", size, "--black", "easy", "--white", "gtp:"+line, "--games", "4", "--jobs", "2")
			if code != 0 || strings.Contains(out, "forfeits") {
				t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
			}
			if !regexp.MustCompile(`(?m)^games: 4 on ` + size + `x` + size + ` .*\neasy vs Othello: wins \d+ draws \d+ losses \d+\n`).MatchString(out) {
				t.Errorf("stdout %q", out)
			}
			controllertest.CheckGone(t, controllertest.Running(word)...)
		})
	}
	// NBoard is 8x8 by its specification: refused before any game
	code, _, errOut := runCmd("arena", "--size", "6", "--black", "easy", "--white", "nboard:othello nboard")
	if code == 0 || !strings.Contains(errOut, "the nboard protocol plays 8x8 only") {
		t.Errorf("nboard on 6x6: exit %d, stderr %q", code, errOut)
	}
}
