package engine

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"othello/controller/controllertest"
)

// arena runs othello arena with args, as a user would.
func arena(t *testing.T, args ...string) (stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(othelloBin, append([]string{"arena"}, args...)...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("othello arena %q: %v\nstdout %s\nstderr %s", args, err, out.String(), errOut.String())
	}
	return out.String(), errOut.String()
}

// readGames reads the games --games-out wrote.
var readGames = controllertest.ReadGames

var interval = regexp.MustCompile(`(?m)^score: \d+\.\d% \(95% CI \d+\.\d%-\d+\.\d%\) discs: [+-]\d+\.\d per game`)

// Our HARD, on a short clock, against our own binary as an NBoard engine
// at depth 2, two games at once: the match ends with its interval, and
// the games' file reads back with the players' names and results.
func TestArenaAgainstOurNBoard(t *testing.T) {
	games := filepath.Join(t.TempDir(), "games.ggf")
	out, errOut := arena(t, "--black", "hard", "--black-time", "20ms", "--white", "nboard:"+othelloBin+" nboard", "--white-depth", "2",
		"--games", "4", "--jobs", "2", "--games-out", games)
	if !interval.MatchString(out) || !strings.Contains(out, "hard@20ms vs Othello2: wins ") || strings.Contains(out, "forfeits") {
		t.Errorf("stdout %q\nstderr %q", out, errOut)
	}
	for i, g := range readGames(t, games, 4) {
		pb, _ := g.Prop("PB")
		pw, _ := g.Prop("PW")
		re, _ := g.Prop("RE")
		res := g.Game.Result()
		names := []string{"hard@20ms", "Othello2"}
		if i%2 == 1 {
			names[0], names[1] = names[1], names[0]
		}
		if pb != names[0] || pw != names[1] || !res.Over || re != strconv.FormatFloat(float64(res.Black-res.White), 'f', 2, 64) && re != "+"+strconv.FormatFloat(float64(res.Black-res.White), 'f', 2, 64) {
			t.Errorf("game %d: PB %q PW %q RE %q, %+v", i+1, pb, pw, re, res)
		}
	}
}

// Programs that crash or hang lose their games, which the file records
// with the reason; the match goes on and counts them; no process is left.
func TestArenaForfeits(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		player, timeout, flag, count string
	}{
		{"nboard:" + fakeBin + " nboard crash 2", "1m", ":r", "2 (2 crashed)"},
		{"gtp:" + fakeBin + " gtp child", "300ms", ":t", "2 (2 timed out)"},
	} {
		games := filepath.Join(dir, "games.ggf")
		out, errOut := arena(t, "--black", "easy", "--white", tt.player, "--engine-timeout", tt.timeout, "--games", "2", "--games-out", games)
		if !interval.MatchString(out) || !strings.Contains(out, "wins 2 draws 0 losses 0") || !strings.Contains(out, "forfeits: easy 0, ") || !strings.Contains(out, " "+tt.count+"\n") {
			t.Errorf("%s: stdout %q\nstderr %q", tt.player, out, errOut)
		}
		for i, g := range readGames(t, games, 2) {
			re, _ := g.Prop("RE")
			c, _ := g.Prop("C")
			want := "+64.00" + tt.flag
			if i == 1 {
				want = "-64.00" + tt.flag
			}
			if re != want || !strings.Contains(c, "forfeits: ") || g.Game.Over() {
				t.Errorf("%s game %d: RE %q C %q", tt.player, i+1, re, c)
			}
		}
		// the engines and their children, by the pids they said on standard error
		pids := controllertest.SaidPIDs(errOut)
		if len(pids) < 2 {
			t.Errorf("%s: no pids in %q", tt.player, errOut)
		}
		checkGone(t, pids...)
	}
}
