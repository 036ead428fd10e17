// Tests of tournaments and matches against other programs run as child
// processes: our own nboard, programs that crash or hang, and Ctrl-C.

package cli

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"othello/controller/controllertest"
	"othello/controller/engine"
)

// TestTournamentChild is not a test: this test binary, run with
// "-test.run=^TestTournamentChild$ -- WORD COMMAND ARGS...", is othello
// COMMAND ARGS, WORD marking its process (see ourselves).
func TestTournamentChild(t *testing.T) {
	args := flag.Args()
	if len(args) < 2 || !strings.HasPrefix(args[0], "othello-child-") {
		return
	}
	os.Exit(Run(args[1], Env{Args: args[2:], Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}))
}

// ourselves returns the command line that runs this test binary as
// othello COMMAND ARGS (the repository's own othello, as a child
// process), each quoted for an engine's description, and the word that
// marks the processes it starts, for controllertest.Running to find them
// by.
func ourselves(t *testing.T, command ...string) (line, word string) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	word = fmt.Sprintf("othello-child-%d-%s", os.Getpid(), strings.ReplaceAll(t.Name(), "/", "-"))
	var quoted []string
	for _, a := range append([]string{exe, "-test.run=^TestTournamentChild$", "--", word}, command...) {
		quoted = append(quoted, "'"+strings.ReplaceAll(a, "'", `'\''`)+"'")
	}
	return strings.Join(quoted, " "), word
}

// Our own othello nboard, as another program, plays a tiny tournament
// two games at a time: every game is played out, nobody forfeits, and no
// process of it is left.
func TestTournamentAgainstOurNBoard(t *testing.T) {
	engineLine, word := ourselves(t, "nboard")
	code, out, errOut := runCmd("tournament", "--player", "e=easy", "--player", "o=nboard:"+engineLine, "--player", "r=random",
		"--depth", "1", "--jobs", "2", "--seed", "3")
	if code != 0 || strings.Contains(out, "forfeits") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	tt := readTables(t, out)
	if tt.games != 6 || !slices.Contains(tt.order, "o") {
		t.Errorf("%d games, players %q; want 6 games with o among them", tt.games, tt.order)
	}
	checkCrosstable(t, tt, 2)
	controllertest.CheckGone(t, controllertest.Running(word)...)
}

// Programs that crash or hang lose their games, listed with the reasons;
// the tournament goes on to its end, and no process is left.
func TestTournamentForfeits(t *testing.T) {
	dir := t.TempDir()
	fake := filepath.Join(dir, "fakeengine")
	if err := controllertest.GoBuild(fake, "../engine", "./testdata/fakeengine"); err != nil {
		t.Fatal(err)
	}
	// c crashes at its second move; h hangs at its first, and starts a
	// child that sleeps
	code, out, errOut := runCmd("tournament", "--player", "e=easy", "--player", "c=nboard:"+fake+" nboard crash 2", "--player", "h=gtp:"+fake+" gtp child",
		"--engine-timeout", "300ms", "--games-out", filepath.Join(dir, "games.ggf"))
	if code != 0 {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	tt := readTables(t, out)
	checkCrosstable(t, tt, 2)
	// c loses to e by crashing, h loses to both by hanging
	if !slices.Equal(tt.order, []string{"e", "c", "h"}) || tt.cross["e"][3] != "4/4" || tt.cross["c"][3] != "2/4" || tt.cross["h"][3] != "0/4" {
		t.Errorf("standings:\n%s", out)
	}
	forfeits := regexp.MustCompile(`(?m)^game (\d): ([ch]) \((black|white), against ([ech])\), (crashed|timed out): (.*)$`).FindAllStringSubmatch(out, -1)
	if !strings.Contains(out, "\nforfeits: 6\n") || len(forfeits) != 6 {
		t.Fatalf("want 6 forfeits listed:\n%s", out)
	}
	for _, f := range forfeits {
		if f[2] == "c" && (f[5] != "crashed" || !strings.Contains(f[6], "exited with status 3")) || f[2] == "h" && (f[5] != "timed out" || !strings.Contains(f[6], "within 300ms")) {
			t.Errorf("forfeit %q", f[0])
		}
	}
	for i, g := range controllertest.ReadGames(t, filepath.Join(dir, "games.ggf"), 6) {
		if c, _ := g.Prop("C"); !strings.Contains(c, "forfeits: ") {
			t.Errorf("game %d: C %q; want the forfeit's reason", i+1, c)
		}
	}
	// the programs and their children, by the pids they said on standard error
	pids := controllertest.SaidPIDs(out)
	if len(pids) < 8 {
		t.Errorf("pids %v in %q", pids, out)
	}
	controllertest.CheckGone(t, pids...)
}

// interruptAfter runs line, sends it Ctrl-C once its progress on
// standard error shows mark, and returns its standard output, the rest of
// its standard error, and its exit status.
func interruptAfter(t *testing.T, line, mark string) (stdout, stderr string, code int) {
	t.Helper()
	argv, err := engine.SplitWords(line)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	var out strings.Builder
	cmd.Stdout = &out
	errPipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(errPipe)
	var seen strings.Builder
	for !strings.Contains(seen.String(), mark) {
		b, err := r.ReadByte()
		if err != nil {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("ended before %q: %v: %q", mark, err, seen.String())
		}
		seen.WriteByte(b)
	}
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(r)
	cmd.Wait()
	return out.String(), string(rest), cmd.ProcessState.ExitCode()
}

// Ctrl-C stops a tournament in its first games: one line says how many
// were played, the exit status is 1, and the programs are closed.
func TestTournamentInterrupted(t *testing.T) {
	engineLine, word := ourselves(t, "nboard")
	line, _ := ourselves(t, "tournament", "--player", "e=easy", "--player", "o=nboard:"+engineLine, "--depth", "2", "--rounds", "1000", "--jobs", "2")
	// a game played first, so that the programs run
	_, rest, code := interruptAfter(t, line, "] 1/2000 games")
	last := strings.TrimSuffix(rest, "\n")
	last = last[strings.LastIndexByte(last, '\n')+1:]
	if code != 1 || !regexp.MustCompile(`^othello: tournament: stopped after \d+ of 2000 games; the other programs were closed$`).MatchString(last) {
		t.Errorf("exit %d, last line %q", code, last)
	}
	controllertest.CheckGone(t, controllertest.Running(word)...)
}

// Ctrl-C stops an arena match too, and it still prints the tally of the
// openings played both ways before the stop, with the thinking times.
func TestArenaInterruptedKeepsItsTally(t *testing.T) {
	line, _ := ourselves(t, "arena", "--black", "easy", "--white", "easy", "--games", "2000", "--jobs", "1")
	// one game at a time: after the second, the first opening is played both ways
	stdout, rest, code := interruptAfter(t, line, "] 2/2000 games")
	if code != 1 || !strings.Contains(rest, "othello: arena: stopped after ") {
		t.Errorf("exit %d, stderr %q", code, rest)
	}
	m := regexp.MustCompile(`^games: (\d+) \(the (\d+) openings played both ways before the stop, seed \d+\)\n`).FindStringSubmatch(stdout)
	if m == nil || !thinkingLine.MatchString(stdout) {
		t.Fatalf("the tally of the stopped match: %q", stdout)
	}
	games, _ := strconv.Atoi(m[1])
	pairs, _ := strconv.Atoi(m[2])
	if pairs < 1 || games != 2*pairs {
		t.Errorf("%d games of %d openings played both ways", games, pairs)
	}
}
