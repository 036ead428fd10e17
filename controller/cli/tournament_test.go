package cli

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math"
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
	"othello/model"
)

// The Elo fit on results made by hand: its ratings have mean 0, equal
// results give equal ratings, a 75% score is about 191 Elo, better scores
// rank higher, a player who won every game has a finite rating, and the
// intervals are those of the binomial.
func TestEloFit(t *testing.T) {
	tests := []struct {
		name  string
		score [][]float64 // score[i][j] out of games[i][j]
		games [][]int
		check func(elo, margin []float64) string // "" when right
	}{
		{"equal results, equal ratings", [][]float64{{0, 5, 7}, {5, 0, 7}, {7, 7, 0}}, [][]int{{0, 10, 14}, {10, 0, 14}, {14, 14, 0}},
			func(elo, margin []float64) string {
				if math.Abs(elo[0]) > 0.01 || math.Abs(elo[1]) > 0.01 || math.Abs(elo[2]) > 0.01 || math.Abs(margin[0]-margin[1]) > 0.01 {
					return "want every rating 0, and the first two intervals alike"
				}
				return ""
			}},
		{"75% is 191 Elo", [][]float64{{0, 300}, {100, 0}}, [][]int{{0, 400}, {400, 0}},
			func(elo, _ []float64) string {
				// 400·log10(0.75/0.25) = 190.8; one virtual draw takes
				// it to 400·log10(300.5/100.5) = 190.3
				if d := elo[0] - elo[1]; d < 189 || d > 192 {
					return fmt.Sprintf("a difference of %.1f; want about 191", d)
				}
				return ""
			}},
		{"the order of the scores", [][]float64{{0, 6, 7.5}, {4, 0, 6}, {2.5, 4, 0}}, [][]int{{0, 10, 10}, {10, 0, 10}, {10, 10, 0}},
			func(elo, _ []float64) string {
				if !(elo[0] > elo[1] && elo[1] > elo[2]) {
					return "want the first above the second above the third"
				}
				return ""
			}},
		{"a perfect score is finite", [][]float64{{0, 10}, {0, 0}}, [][]int{{0, 10}, {10, 0}},
			func(elo, margin []float64) string {
				if d := elo[0] - elo[1]; d < 400 || d > 1000 || math.IsNaN(margin[0]) || margin[0] <= 0 || margin[0] > 1000 {
					return "want a large finite difference and a finite interval"
				}
				return ""
			}},
		{"the binomial's interval", [][]float64{{0, 200}, {200, 0}}, [][]int{{0, 400}, {400, 0}},
			func(_, margin []float64) string {
				// 401 games at 50%, the virtual draw included: each rating,
				// half the difference, has a variance of 1/401 in natural
				// units, so ±1.96 · 400/ln 10 · sqrt(1/401) = ±17.0 Elo
				if math.Abs(margin[0]-17.0) > 0.1 || math.Abs(margin[1]-17.0) > 0.1 {
					return "want ±17.0 each"
				}
				return ""
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			elo, margin := fitElo(tt.score, tt.games)
			mean := 0.0
			for _, e := range elo {
				mean += e / float64(len(elo))
			}
			if math.Abs(mean) > 1e-6 {
				t.Errorf("ratings %.2f have a mean of %g; want 0", elo, mean)
			}
			if msg := tt.check(elo, margin); msg != "" {
				t.Errorf("ratings %.2f, intervals ±%.2f: %s", elo, margin, msg)
			}
		})
	}
}

// The standings count every game once for each player, a draw as half a
// point to each and a forfeit as a loss with its reason; the crosstable's
// totals are the games played.
func TestTournamentStandings(t *testing.T) {
	names := []string{"a", "b", "c"}
	games := []struct {
		black, white, discs int
		forfeit             bool
	}{
		{0, 1, 10, false}, {1, 0, -4, false}, {0, 2, 0, false}, {2, 0, 64, true},
		{1, 2, -2, false}, {2, 1, 0, false}, {0, 1, -64, true},
	}
	st := newStandings(names)
	for g, gm := range games {
		o := engine.Outcome{Black: gm.discs}
		o.Game = model.NewGame()
		if gm.forfeit {
			loser := 0 // Black
			if gm.discs > 0 {
				loser = 1
			}
			o.Forfeit = &engine.Forfeit{Player: loser, Name: "x", Err: &engine.Error{Kind: engine.TimedOut, Detail: "no answer to go within 1s"}}
		}
		st.add(g, fixture{black: gm.black, white: gm.white}, o)
	}
	points, played := 0.0, 0
	for i := range names {
		s, n := st.total(i)
		points += s
		played += n
	}
	if points != float64(len(games)) || played != 2*len(games) {
		t.Errorf("points %v, games %d; want %d points over %d games counted twice", points, played, len(games), len(games))
	}
	var out strings.Builder
	st.print(&out)
	tables := readTables(t, out.String())
	want := map[string][]string{ // name: against a, b, c; score; percent
		"a": {"-", "2/3", "0.5/2", "2.5/5", "50.0%"},
		"b": {"1/3", "-", "0.5/2", "1.5/5", "30.0%"},
		"c": {"1.5/2", "1.5/2", "-", "3/4", "75.0%"},
	}
	if !slices.Equal(tables.order, []string{"c", "a", "b"}) {
		t.Fatalf("ranked %q; want c, a, b\n%s", tables.order, out.String())
	}
	for name, row := range tables.cross {
		// the columns in the order of the ranks
		w := want[name]
		if w = []string{w[2], w[0], w[1], w[3], w[4]}; !slices.Equal(row, w) {
			t.Errorf("crosstable row %s: %q; want %q\n%s", name, row, w, out.String())
		}
	}
	for _, f := range []string{
		"game 4: a (white, against c), timed out: no answer to go within 1s\n",
		"game 7: a (black, against b), timed out: no answer to go within 1s\n",
	} {
		if !strings.Contains(out.String(), "\nforfeits: 2\n") || !strings.Contains(out.String(), f) {
			t.Errorf("the forfeits lack %q:\n%s", f, out.String())
		}
	}
}

// tournamentTables are the crosstable and the ratings as printed.
type tournamentTables struct {
	games int                 // on the first line
	order []string            // the players, ranked
	cross map[string][]string // each row's cells, in the order of the columns
	elo   map[string][]string // elo, interval, games, score, draws
}

var (
	gamesLine   = regexp.MustCompile(`^games: (\d+) \(\d+ players?, \d+ rounds? of \d+ openings? each, played by every two players with colours swapped; .*, seed \d+\) time: \d+\.\d{3}s$`)
	eloRow      = regexp.MustCompile(`^\d+$|^[+-]\d+$|^0$`)
	intervalRow = regexp.MustCompile(`^±\d+$`)
)

// readTables reads tournament's output, failing the test unless it has
// the games line, the crosstable and the ratings in their formats.
func readTables(t *testing.T, out string) tournamentTables {
	t.Helper()
	tt := tournamentTables{cross: map[string][]string{}, elo: map[string][]string{}}
	text := strings.TrimSuffix(out, "\n")
	first, rest, _ := strings.Cut(text, "\n")
	if m := gamesLine.FindStringSubmatch(first); m != nil {
		tt.games, _ = strconv.Atoi(m[1])
		text = rest
	} else if first != "" { // the standings alone begin with a blank line
		t.Fatalf("no games line in %q", out)
	}
	sections := strings.Split(strings.TrimPrefix(text, "\n"), "\n\n")
	var cross, ratings []string
	for _, s := range sections {
		switch {
		case strings.HasPrefix(s, "crosstable: "):
			cross = strings.Split(s, "\n")[1:]
		case strings.HasPrefix(s, "Elo: "):
			ratings = strings.Split(s, "\n")[1:]
		}
	}
	if len(cross) < 3 || len(ratings) != len(cross) {
		t.Fatalf("no crosstable or ratings in %q", out)
	}
	head := strings.Fields(cross[0])
	tt.order = head[2 : len(head)-2]
	if head[0] != "rank" || head[1] != "name" || head[len(head)-2] != "score" || head[len(head)-1] != "%" || len(tt.order) != len(cross)-1 {
		t.Fatalf("crosstable header %q", cross[0])
	}
	for r, line := range cross[1:] {
		f := strings.Fields(line)
		if len(f) != len(head) || f[0] != strconv.Itoa(r+1) || f[1] != tt.order[r] {
			t.Fatalf("crosstable row %q under %q", line, cross[0])
		}
		tt.cross[f[1]] = f[2:]
	}
	if strings.Join(strings.Fields(ratings[0]), " ") != "rank name elo 95% games score draws" {
		t.Fatalf("ratings header %q", ratings[0])
	}
	for r, line := range ratings[1:] {
		f := strings.Fields(line)
		if len(f) != 7 || f[0] != strconv.Itoa(r+1) || f[1] != tt.order[r] || !eloRow.MatchString(f[2]) || !intervalRow.MatchString(f[3]) {
			t.Fatalf("ratings row %q", line)
		}
		tt.elo[f[1]] = f[2:]
	}
	return tt
}

// checkCrosstable fails unless each cell is a score out of the games two
// players played, the pair's two cells adding up to their games, each of
// which is perPair, and the totals add up to the games played.
func checkCrosstable(t *testing.T, tt tournamentTables, perPair int) {
	t.Helper()
	read := func(cell string) (float64, int) {
		s, n, ok := strings.Cut(cell, "/")
		score, err1 := strconv.ParseFloat(s, 64)
		games, err2 := strconv.Atoi(n)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("cell %q is no score", cell)
		}
		return score, games
	}
	points := 0.0
	for i, a := range tt.order {
		row := tt.cross[a]
		for j, b := range tt.order {
			if i == j {
				if row[j] != "-" {
					t.Errorf("%s against itself: %q", a, row[j])
				}
				continue
			}
			s1, n1 := read(row[j])
			s2, n2 := read(tt.cross[b][i])
			if n1 != perPair || n2 != perPair || s1+s2 != float64(perPair) {
				t.Errorf("%s against %s: %s, and %s against %s: %s; want scores adding up to %d games", a, b, row[j], b, a, tt.cross[b][i], perPair)
			}
		}
		s, n := read(row[len(row)-2])
		if n != perPair*(len(tt.order)-1) || tt.elo[a][2] != strconv.Itoa(n) {
			t.Errorf("%s's total %q, %s games in the ratings; want %d games", a, row[len(row)-2], tt.elo[a][2], perPair*(len(tt.order)-1))
		}
		points += s
	}
	if points != float64(tt.games) {
		t.Errorf("the players scored %v points in %d games", points, tt.games)
	}
}

// A round robin of our players: rounds × pairs × openings × 2 games, the
// crosstable adding up, the games' file holding them all in order, the
// same seed giving the same tables whatever the number of jobs.
func TestTournamentRoundRobin(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.ggf")
	args := []string{"--player", "r=random", "--player", "e=easy", "--player", "m=medium", "--rounds", "2", "--openings", "1", "--plies", "4", "--seed", "5"}
	code, out, errOut := runCmd("tournament", append(args, "--games-out", path)...)
	if code != 0 {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	const rounds, pairs, openings = 2, 3, 1
	tt := readTables(t, out)
	if want := rounds * pairs * openings * 2; tt.games != want || !strings.Contains(out, "; 2 openings of 4 plies, seed 5)") {
		t.Errorf("%d games; want %d, from 2 openings of 4 plies:\n%s", tt.games, want, out)
	}
	checkCrosstable(t, tt, rounds*openings*2)
	if !strings.Contains(errOut, "12/12 games") || strings.Contains(out, "\r") || strings.Contains(out, "forfeits") {
		t.Errorf("the progress belongs on stderr, and nobody forfeits: stdout %q, stderr %q", out, errOut)
	}
	games := controllertest.ReadGames(t, path, tt.games)
	for g, r := range games {
		pb, _ := r.Prop("PB")
		pw, _ := r.Prop("PW")
		pc, _ := r.Prop("PC")
		// the first pair is r and e, in the first round's opening, r Black first
		if g < 2 && (pb != [2]string{"r", "e"}[g] || pw != [2]string{"e", "r"}[g]) || pb == pw || pc != "othello tournament" {
			t.Errorf("game %d: PB %q PW %q PC %q", g+1, pb, pw, pc)
		}
		if g%2 == 1 && !slices.Equal(games[g-1].Game.Cells()[:4], r.Game.Cells()[:4]) {
			t.Errorf("games %d and %d do not share their opening", g, g+1)
		}
	}
	code, out2, _ := runCmd("tournament", append(args, "--jobs", "2")...)
	if tables := func(s string) string { _, rest, _ := strings.Cut(s, "\n"); return rest }; code != 0 || tables(out) != tables(out2) {
		t.Errorf("two jobs played other games:\n%s\n%s", out, out2)
	}
}

func TestTournamentArguments(t *testing.T) {
	two := []string{"--player", "a=easy", "--player", "b=random"}
	tests := []struct {
		name string
		args []string
		err  string
	}{
		{"no player", nil, `--player is required\n`},
		{"one player", []string{"--player", "a=easy"}, `: 2 or more --player, not 1\n`},
		{"no name", []string{"--player", "a=easy", "--player", "medium"}, `--player "medium": want NAME=P`},
		{"empty name", []string{"--player", "a=easy", "--player", "=medium"}, `--player "=medium": want NAME=P`},
		{"no player after the name", []string{"--player", "a=easy", "--player", "b="}, `--player "b=": want NAME=P`},
		{"name with a space", []string{"--player", "a=easy", "--player", "b c=easy"}, `the name "b c" holds a space`},
		{"same name", []string{"--player", "a=easy", "--player", "A=medium"}, `--player "A=medium": two players are named "A"`},
		{"unknown level", []string{"--player", "a=easy", "--player", "b=superhuman"}, `"superhuman" is no player: want easy, medium, hard, expert, random, strength:S, nboard:COMMAND`},
		{"unclosed quote", []string{"--player", "a=easy", "--player", "b=nboard:'edax -nboard"}, `nboard:'edax -nboard: a ' is never closed`},
		{"bad strength", []string{"--player", "a=easy", "--player", "b=strength:1.5"}, `"strength:1.5": the strength is a number from 0 to 1`},
		{"no rounds", append(two, "--rounds", "0"), `--rounds 0 is not 1-1000`},
		{"no openings", append(two, "--openings", "0"), `--openings 0 is not 1-1000`},
		{"no jobs", append(two, "--jobs", "0"), `--jobs 0 is not 1-256`},
		{"bad depth", append(two, "--depth", "61"), `--depth 61 is not 1-60`},
		{"bad time", append(two, "--time", "-1s"), `--time -1s is not between 0`},
		{"bad engine timeout", append(two, "--engine-timeout", "0s"), `--engine-timeout 0s is not at least 1ms`},
		{"stray argument", append(two, "now"), `unexpected "now"`},
		{"too many games", append(two, "--rounds", "1000", "--openings", "1000"), `2000000 games, over 100000`},
		{"too few openings", append(two, "--openings", "4", "--xot", "testdata/arena_openings.txt"), `holds 3 openings, fewer than the 4 needed`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd("tournament", tt.args...)
			if code != 2 || out != "" || !strings.HasPrefix(errOut, "othello: usage: ") || !regexp.MustCompile(tt.err).MatchString(errOut) || strings.Count(errOut, "\n") != 1 {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and one usage line matching %s", code, out, errOut, tt.err)
			}
			if !strings.Contains(errOut, "tournament --player NAME=P") && !strings.Contains(errOut, "arena_openings.txt") {
				t.Errorf("stderr %q does not show the usage", errOut)
			}
		})
	}
	// a program that cannot be started is the engine's error
	code, out, errOut := runCmd("tournament", "--player", "a=easy", "--player", "b=nboard:testdata/no-such-engine")
	if code != 1 || out != "" || !strings.HasPrefix(errOut, `othello: engine: "nboard:testdata/no-such-engine": no-such-engine: cannot be started: `) {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

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
