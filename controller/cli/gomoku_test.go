package cli

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
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
		{[]string{"game", "--size", "30"}, `^othello: usage: gomoku game .*: --size 30: want 5 to 20\n$`},
		{[]string{"game", "--black", "wizard"}, `^othello: player: --black: "wizard" is no player: want human, random, report, minimax:D, alphabeta:D, easy, medium, hard, expert or brain:COMMAND\n$`},
		{[]string{"game", "--white", "brain:/no/such/brain"}, `^othello: brain: brain: cannot be started: .*no such file.*\n$`},
		{[]string{"arena", "--black", "human", "--white", "easy"}, `^othello: player: --black: a person cannot play in an arena\n$`},
		{[]string{"arena", "--black", "easy"}, `^othello: usage: gomoku arena .*both --black and --white are needed\n$`},
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
