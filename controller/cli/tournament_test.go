// Tests of the tournament command's round robin and arguments, with the
// readers of its printed crosstable and ratings.

package cli

import (
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"othello/controller/controllertest"
)

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

// With --size every game of the round robin is on that board, between
// the players arena takes there; what only 8x8 takes is refused.
func TestTournamentSized(t *testing.T) {
	code, out, errOut := runCmd("tournament", "--size", "6", "--player", "ab=alphabeta:2", "--player", "r=random", "--player", "e=easy", "--openings", "2", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if first, _, _ := strings.Cut(out, "\n"); !strings.Contains(first, "random openings of 4 plies on 6x6, seed 3)") {
		t.Errorf("games line %q; want 6x6 openings", first)
	}
	if tables := readTables(t, out); tables.games != 12 || len(tables.order) != 3 {
		t.Errorf("%d games between %q; want 12 between 3 players:\n%s", tables.games, tables.order, out)
	}
	for _, tt := range []struct {
		name string
		args []string
		code int
		err  string
	}{
		{"a person", []string{"--size", "6", "--player", "a=human"}, 1, `^othello: player: --player "a=human": a person cannot play in a tournament\n$`},
		{"no player", []string{"--size", "6", "--player", "a=wizard"}, 1, `^othello: player: --player "a=wizard": "wizard" is no player: want random, minimax:D`},
		{"nboard", []string{"--size", "6", "--player", "a=nboard:edax"}, 2, `^othello: usage: tournament --size 6 .*the nboard protocol plays 8x8 only`},
		{"8x8's flag", []string{"--size", "6", "--player", "a=easy", "--xot", "testdata/arena_openings.txt"}, 2, `^othello: usage: tournament --size 6 .*--xot: 8x8 only\n$`},
		{"too few openings", []string{"--size", "4", "--player", "a=easy", "--openings", "200"}, 2, `only \d+ distinct openings of 4 plies on 4x4`},
	} {
		code, out, errOut := runCmd("tournament", append(tt.args, "--player", "r=random")...)
		if code != tt.code || out != "" || !regexp.MustCompile(tt.err).MatchString(errOut) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit %d and %s", tt.name, code, out, errOut, tt.code, tt.err)
		}
	}
}
