package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"othello/controller/controllertest"
	"othello/model"
)

// The golden sessions of othello game: testdata/game_NAME.args holds the
// arguments, game_NAME.in standard input, game_NAME.out and .err the
// expected outputs (rewritten under -update-protocols).
func TestGameSessions(t *testing.T) {
	files, err := filepath.Glob("testdata/game_*.args")
	if err != nil || len(files) == 0 {
		t.Fatalf("no game sessions: %v", err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".args")
		t.Run(name, func(t *testing.T) {
			args, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			in, err := os.ReadFile(strings.TrimSuffix(f, ".args") + ".in")
			if err != nil {
				t.Fatal(err)
			}
			var out, errOut bytes.Buffer
			code := Run("game", Env{Args: strings.Fields(string(args)), Stdin: bytes.NewReader(in), Stdout: &out, Stderr: &errOut})
			checkGolden(t, name+".out", out.Bytes())
			checkGolden(t, name+".err", errOut.Bytes())
			if wantFail := errOut.Len() > 0; (code != 0) != wantFail {
				t.Errorf("exit %d with stderr %q", code, errOut.String())
			}
		})
	}
}

// A verbose game is a chain of legal moves: replaying each "X plays c4" on
// the model gives the board printed after it, and the final score agrees.
func TestGameVerboseReplays(t *testing.T) {
	for _, n := range []int{4, 6, 10} {
		code, out, errOut := runCmd("game", "--size", strconv.Itoa(n), "--black", "alphabeta:2", "--white", "random", "--verbose", "--seed", "5")
		if code != 0 || errOut != "" {
			t.Fatalf("%dx%d: exit %d, stderr %q", n, n, code, errOut)
		}
		pos, _ := model.SizedStartPosition(n)
		g := pos.Geometry()
		plays := regexp.MustCompile(`(?m)^(Black|White) (plays ([a-j]\d+)|has no legal move and passes)\n`)
		rest := out
		moves := 0
		for {
			loc := plays.FindStringSubmatchIndex(rest)
			if loc == nil {
				break
			}
			m := plays.FindStringSubmatch(rest[loc[0]:])
			if m[1] != pos.Turn.String() {
				t.Fatalf("%dx%d move %d: %s moves, but it is %s's turn", n, n, moves+1, m[1], pos.Turn)
			}
			if m[3] == "" {
				pos = pos.Play(model.CellPass)
				rest = rest[loc[1]:]
				continue
			}
			c, err := g.ParseCell(m[3])
			if err != nil || pos.Illegal(c) != 0 {
				t.Fatalf("%dx%d move %d: %s is not legal", n, n, moves+1, m[3])
			}
			pos = pos.Play(c)
			moves++
			rest = rest[loc[1]:]
			if !strings.HasPrefix(rest, pos.Drawing()) {
				t.Fatalf("%dx%d after %s: the board printed is not the model's:\n%s", n, n, m[3], rest)
			}
		}
		if !pos.Board.GameOver() {
			t.Errorf("%dx%d: the game printed stops before its end", n, n)
		}
		if !strings.Contains(out, winnerText(pos)+"\n") {
			t.Errorf("%dx%d: no %q at the end of\n%s", n, n, winnerText(pos), out)
		}
	}
}

// The terminal game takes other programs as players, as arena does (GTP
// and the line protocol on every size, NBoard on 8x8), and --tc puts
// both sides on a clock: each game is played out, with no process left.
func TestGameAgainstPrograms(t *testing.T) {
	gtpLine, word := ourselves(t, "gtp", "--level", "easy")
	playLine, _ := ourselves(t, "play", "--level", "easy")
	nboardLine, _ := ourselves(t, "nboard")
	tests := []struct {
		name string
		args []string
	}{
		{"gtp on 6x6", []string{"--size", "6", "--black", "gtp:" + gtpLine, "--white", "easy"}},
		{"line against gtp on 10x10, on a clock", []string{"--size", "10", "--black", "play:" + playLine, "--white", "gtp:" + gtpLine, "--tc", "1+1"}},
		{"nboard on 8x8, its own clock", []string{"--black", "random", "--white", "nboard:" + nboardLine + ",depth=2,tc=1+0"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd("game", tt.args...)
			if code != 0 || !strings.Contains(out, "Final score: Black ") {
				t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
			}
		})
	}
	code, _, errOut := runCmd("game", "--size", "6", "--black", "nboard:"+nboardLine)
	if code != 2 || !strings.Contains(errOut, "the nboard protocol plays 8x8 only") {
		t.Errorf("NBoard on 6x6: exit %d, %q", code, errOut)
	}
	controllertest.CheckGone(t, controllertest.Running(word)...)
}

// --tc puts both sides on the clock, but a side given its own.
func TestGameClockFlag(t *testing.T) {
	o, err := parseGameArgs([]string{"--black", "random", "--white", "easy,tc=1+0", "--tc", "3+2"})
	if err != nil {
		t.Fatal(err)
	}
	if got := [2]string{o.sides[0].clock.String(), o.sides[1].clock.String()}; got != [2]string{"3+2", "1+0"} {
		t.Errorf("clocks %v, want 3+2 and 1+0", got)
	}
}

// The end of a game names the winner and the margin, the empty squares
// counted for the winner said in the singular when there is one.
func TestWinnerText(t *testing.T) {
	for _, tt := range []struct {
		board, want string
	}{
		{"XXXXXXXXXXXXXXX-", "Black wins by 16 discs (the empty square counts for the winner)"},
		{"XXXXXXXXXXXXXX--", "Black wins by 16 discs (the 2 empty squares count for the winner)"},
		{"OOOOOOOOOOOOOXX-", "White wins by 12 discs (the empty square counts for the winner)"},
		{"XXXXXXXXXOOOOOOO", "Black wins by 2 discs"},
		{"XXXXXXXXOOOOOOOO", "Draw"},
	} {
		pos, err := model.ParseSizedPosition(tt.board+" X", 4)
		if err != nil {
			t.Fatal(err)
		}
		if got := winnerText(pos); got != tt.want {
			t.Errorf("winnerText(%s) = %q; want %q", tt.board, got, tt.want)
		}
	}
}
