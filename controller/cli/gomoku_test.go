package cli

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"othello/controller/controllertest"
)

// runGomoku runs othello gomoku with args and stdin.
func runGomoku(stdin string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := Run("gomoku", Env{Args: args, Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut})
	return code, out.String(), errOut.String()
}

// A game between our players prints the moves, the board and the winner;
// a person types squares in either notation, or q; an arena prints the
// score with its interval; mistakes are one line.
func TestGomokuCommands(t *testing.T) {
	code, out, errOut := runGomoku("", "game", "--size", "9", "--black", "medium", "--white", "random", "--opening", "swap2")
	if code != 0 || !regexp.MustCompile(`(?m)^moves: [a-i]\d`).MatchString(out) || !regexp.MustCompile(`(?m)^(Black|White) \((medium|random)\) wins: five in a row `).MatchString(out) {
		t.Errorf("game: exit %d, stderr %q:\n%s", code, errOut, out)
	}
	code, out, _ = runGomoku("h8\n7,8\nq\n", "game", "--black", "human", "--white", "easy", "--verbose")
	if code != 0 || !strings.Contains(out, "1. black (human) plays h8") || !strings.Contains(out, "3. black (human) plays h7") || !strings.HasSuffix(out, "Black quits\n") {
		t.Errorf("human game: exit %d:\n%s", code, out)
	}
	code, out, errOut = runGomoku("", "arena", "--black", "easy", "--white", "random", "--games", "4", "--size", "9", "--jobs", "2")
	if code != 0 || !strings.Contains(out, "games: 4 (9x9 freestyle, free opening") || !strings.Contains(out, "easy vs random: wins ") ||
		!regexp.MustCompile(`score: \d+\.\d% \(95% CI \d+\.\d%-\d+\.\d%\) stones: \d+\.\d per game`).MatchString(out) || !strings.Contains(errOut, "4/4 games") {
		t.Errorf("arena: exit %d, stderr %q:\n%s", code, errOut, out)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"game", "--size", "30"}, `^othello: usage: gomoku game .*: --size 30 is not 5-20\n$`},
		{[]string{"game", "--black", "wizard"}, `^othello: player: --black: "wizard" is no player: want human, random, report, minimax:D, alphabeta:D, easy, medium, hard, expert or brain:COMMAND\n$`},
		{[]string{"game", "--white", "brain:/no/such/brain"}, `^othello: brain: brain: cannot be started: .*no such file.*\n$`},
		{[]string{"arena", "--black", "human", "--white", "easy"}, `^othello: player: --black: a person cannot play in an arena\n$`},
		{[]string{"arena", "--black", "easy"}, `^othello: usage: gomoku arena .*: --white is required\n$`},
		{[]string{"chess"}, `^othello: usage: gomoku \(game \| arena \| brain\) \[FLAGS\]: unknown command "chess"\n$`},
		{nil, `^othello: usage: gomoku .*: name a command\n$`},
		{[]string{"brain", "--level", "godlike"}, `^othello: level: unknown level "godlike"`},
	} {
		code, out, errOut := runGomoku("", tt.args...)
		if code == 0 || out != "" || !regexp.MustCompile(tt.want).MatchString(errOut) {
			t.Errorf("othello gomoku %q: exit %d, stdout %q, stderr %q; want %s", tt.args, code, out, errOut, tt.want)
		}
	}
}

// A brain that crashes loses every game of an arena, whichever side it
// is and whichever colour it plays: each forfeit is a line on standard
// error naming it, the tally counts them on its side, and no process of
// it is left.
func TestGomokuArenaForfeits(t *testing.T) {
	fake := filepath.Join(t.TempDir(), "fakebrain")
	if err := controllertest.GoBuild(fake, "../gomoku", "./testdata/fakebrain"); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		black, white, forfeits string
	}{
		{"easy", "brain:" + fake + " crash", "forfeits: easy 0, fakebrain-crash 4 (4 crashed)\n"},
		{"brain:" + fake + " crash", "random", "forfeits: fakebrain-crash 4 (4 crashed), random 0\n"},
	} {
		code, out, errOut := runGomoku("", "arena", "--black", tt.black, "--white", tt.white, "--games", "4", "--size", "9", "--jobs", "2")
		lines := regexp.MustCompile(`(?m)^game (\d): (.*) forfeits: (.*)$`).FindAllStringSubmatch(errOut, -1)
		if code != 0 || !strings.HasSuffix(out, tt.forfeits) || len(lines) != 4 {
			t.Fatalf("%s against %s: exit %d, stdout %q, stderr %q; want 4 forfeits, %q", tt.black, tt.white, code, out, errOut, tt.forfeits)
		}
		for _, l := range lines {
			if l[2] != "fakebrain-crash" || !strings.Contains(l[3], "exited with status 3") {
				t.Errorf("%s against %s: %q; want fakebrain-crash to forfeit by crashing", tt.black, tt.white, l[0])
			}
		}
		controllertest.CheckGone(t, controllertest.SaidPIDs(errOut)...)
	}
}

// Ctrl-C stops a Gomoku arena in its first games: one line says how many
// were played, the exit status is 1, and the brains are closed.
func TestGomokuArenaInterrupted(t *testing.T) {
	brain, word := ourselves(t, "gomoku", "brain", "--level", "easy")
	line, _ := ourselves(t, "gomoku", "arena", "--black", "easy", "--white", "brain:"+brain, "--size", "9", "--games", "2000", "--jobs", "2")
	_, rest, code := interruptAfter(t, line, "] 1/2000 games")
	last := strings.TrimSuffix(rest, "\n")
	last = last[strings.LastIndexByte(last, '\n')+1:]
	if code != 1 || !regexp.MustCompile(`^othello: gomoku arena: stopped after \d+ of 2000 games; the brains were closed$`).MatchString(last) {
		t.Errorf("exit %d, last line %q", code, last)
	}
	controllertest.CheckGone(t, controllertest.Running(word)...)
}
