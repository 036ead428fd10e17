package cli

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"othello/controller/controllertest"
	"othello/model/gomoku"
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
	if code != 0 || !strings.HasPrefix(out, "Gomoku 15x15, freestyle, free opening: Black (X) human, White (O) easy\n") ||
		!strings.Contains(out, "1. Black (human) plays h8") || !strings.Contains(out, "3. Black (human) plays h7") || !strings.HasSuffix(out, "Black quits\n") {
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

// When a person's input ends before the game does, the game ends as
// othello game's does: one line on standard error, exit status 1, and no
// result made up for a game nobody lost.
func TestGomokuGameInputEnds(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"asked for a stone", []string{"game", "--black", "human", "--white", "easy"}},
		{"after a stone", []string{"game", "--black", "easy", "--white", "human", "--size", "9"}},
		{"asked for the opening's stones", []string{"game", "--black", "human", "--white", "easy", "--opening", "swap2"}},
		{"asked to choose a colour", []string{"game", "--black", "easy", "--white", "human", "--opening", "swap"}},
	} {
		code, out, errOut := runGomoku("", tt.args...)
		if code != 1 || errOut != "othello: input: standard input ended before the game did\n" || regexp.MustCompile(`wins|forfeits|Draw`).MatchString(out) {
			t.Errorf("%s: exit %d, stderr %q, stdout:\n%s", tt.name, code, errOut, out)
		}
	}
}

// The squares a prompt gives as examples are empty squares of the board,
// nearest the centre.
func TestEmptyNearCentre(t *testing.T) {
	for _, tt := range []struct {
		size  int
		moves string
		k     int
		want  string
	}{
		{15, "", 1, "h8"},
		{5, "", 1, "c3"},
		{7, "d4", 1, "d5"},
		{7, "d4 d5 c4", 1, "e4"},
		{15, "", 3, "h8 h9 g8"},
		{5, "c3 c4 b3 d3 c2 b4 d4 b2 d2", 2, "c5 a3"},
	} {
		g, err := gomoku.NewGame(tt.size, gomoku.Freestyle)
		if err == nil {
			var moves []gomoku.Square
			if moves, err = gomoku.ParseMoves(tt.moves, tt.size); err == nil {
				err = g.PlayAll(moves)
			}
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := gomoku.FormatMoves(emptyNearCentre(g, tt.k), tt.size); got != tt.want {
			t.Errorf("%dx%d after %q: %q; want %q", tt.size, tt.size, tt.moves, got, tt.want)
		}
	}
	// the prompt gives the square in both notations
	code, out, _ := runGomoku("q\n", "game", "--size", "5", "--black", "human")
	if want := "Black to move (such as c3 or 2,2; q to quit): "; code != 0 || !strings.Contains(out, want) {
		t.Errorf("5x5: exit %d, no %q in\n%s", code, want, out)
	}
}

// Under swap the second player takes a colour: the line that says so
// names the colour it plays, as the result then does.
func TestGomokuColourTaken(t *testing.T) {
	for seed := 1; seed <= 4; seed++ {
		_, out, errOut := runGomoku("", "game", "--size", "9", "--black", "easy", "--white", "random", "--opening", "swap", "--seed", fmt.Sprint(seed))
		taken := regexp.MustCompile(`(?m)^random takes (Black|White)$`).FindStringSubmatch(out)
		result := regexp.MustCompile(`(?m)^(Black|White) \((easy|random)\) wins`).FindStringSubmatch(out)
		if taken == nil || result == nil {
			t.Fatalf("seed %d: stderr %q, no choice or winner in\n%s", seed, errOut, out)
		}
		if (result[2] == "random") != (result[1] == taken[1]) {
			t.Errorf("seed %d: random takes %s, but %s (%s) wins", seed, taken[1], result[1], result[2])
		}
	}
}
