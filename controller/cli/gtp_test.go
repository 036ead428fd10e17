package cli

import (
	"io"
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

// Every match command takes a clock, --tc, and arena and tournament a
// side's own, tc=: the games are played out on it, a program told its
// time left, nobody flagged; a bad clock is one line.
func TestMatchesOnAClock(t *testing.T) {
	line, word := ourselves(t, "gtp", "--level", "medium")
	brain, _ := ourselves(t, "gomoku", "brain", "--level", "easy")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"arena 8x8", []string{"arena", "--black", "easy", "--white", "gtp:" + line, "--games", "2", "--tc", "0:03+0.1"}, `(?m)^easy vs Othello: wins \d+ draws \d+ losses \d+$`},
		{"arena 6x6", []string{"arena", "--size", "6", "--black", "hard", "--white", "gtp:" + line, "--games", "2", "--tc", "0:02+0"}, `(?m)^hard vs Othello: wins`},
		{"arena side's own", []string{"arena", "--black", "hard,tc=0:01+0", "--white", "medium", "--games", "2"}, `(?m)^hard vs medium: wins`},
		{"tournament", []string{"tournament", "--player", "a=easy,tc=0:02+0", "--player", "b=medium,depth=2", "--tc", "0:05+0"}, `(?m)^   [12]  a `},
		{"gomoku arena", []string{"gomoku", "arena", "--black", "easy", "--white", "brain:" + brain, "--size", "9", "--games", "2", "--tc", "0:03+0"}, `(?m)^easy vs othello-gomoku: wins`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut strings.Builder
			code, _ := testProgram.Main(tt.args, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut})
			if code != 0 || strings.Contains(out.String(), "forfeits") || !regexp.MustCompile(tt.want).MatchString(out.String()) {
				t.Fatalf("exit %d, stdout %q, stderr %q", code, out.String(), errOut.String())
			}
		})
	}
	controllertest.CheckGone(t, controllertest.Running(word)...)
	for _, args := range [][]string{
		{"arena", "--black", "easy", "--white", "medium", "--tc", "3"},
		{"arena", "--black", "easy,tc=x+1", "--white", "medium"},
		{"tournament", "--player", "a=easy,tc=1", "--player", "b=medium"},
		{"gomoku", "arena", "--black", "easy", "--white", "medium", "--tc", "0+1"},
	} {
		var out, errOut strings.Builder
		code, _ := testProgram.Main(args, Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut})
		if code == 0 || strings.Count(errOut.String(), "\n") != 1 || !strings.Contains(errOut.String(), "tc") {
			t.Errorf("%q: exit %d, stderr %q; want one line about the clock", args, code, errOut.String())
		}
	}
}

// The terminal games take a side's settings as arena does: a level's
// depth or time, and a clock for anyone, a person included, whose flag
// falls while they think.
func TestGameSideSettings(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		in       string
		code     int
		out, err string
	}{
		{"levels with settings", []string{"game", "--size", "6", "--black", "hard,depth=3", "--white", "medium,time=50ms"}, "", 0, `(?m)^(Black wins|White wins|Draw)`, ``},
		{"a person's flag falls", []string{"game", "--size", "6", "--black", "human,tc=0:00.2+0", "--white", "easy"}, "", 0, `(?m)^Black \(human\) ran out of time\. White wins on time`, ``},
		{"no depth for random", []string{"game", "--black", "random,depth=3"}, "", 1, ``, `othello: player: --black: "random" takes tc here, not depth`},
		{"gomoku sides' own clocks", []string{"gomoku", "game", "--black", "easy,tc=0:02+0", "--white", "medium", "--size", "9"}, "", 0, `(?m)wins|Draw`, ``},
		{"gomoku: no depth", []string{"gomoku", "game", "--black", "easy,depth=3"}, "", 1, ``, `takes tc here, not depth`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut strings.Builder
			// the person's input never comes: a pipe nobody writes to
			in, w := io.Pipe()
			defer w.Close()
			code, _ := testProgram.Main(tt.args, Env{Stdin: in, Stdout: &out, Stderr: &errOut})
			if code != tt.code || !regexp.MustCompile(tt.out).MatchString(out.String()) || !strings.Contains(errOut.String(), tt.err) {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, %s, %s", code, out.String(), errOut.String(), tt.code, tt.out, tt.err)
			}
		})
	}
}
