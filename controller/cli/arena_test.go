package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"othello/model"
)

var arenaOut = regexp.MustCompile(`^games: (\d+) \((\d+) openings of (\d+) plies, each played with colours swapped, seed (\d+)\)
(\S+) vs (\S+): wins (\d+) draws (\d+) losses (\d+)
score: (\d+\.\d)% \(95% CI (\d+\.\d)%-(\d+\.\d)%\) discs: [+-]\d+\.\d per game time: \d+\.\d{3}s
thinking: \S+ \d+\.\d{3}s a move \(\d+ moves\), \S+ \d+\.\d{3}s a move \(\d+ moves\)
$`)

// thinkingLine reads the arena's thinking line: each player's moves.
var thinkingLine = regexp.MustCompile(`(?m)^thinking: (\S+) (\d+\.\d{3})s a move \((\d+) moves\), (\S+) (\d+\.\d{3})s a move \((\d+) moves\)$`)

func TestArenaMatch(t *testing.T) {
	code, out, errOut := runCmd("arena", "--black", "easy", "--white", "random", "--games", "6", "--seed", "7", "--plies", "4")
	m := arenaOut.FindStringSubmatch(out)
	if code != 0 || m == nil {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	if m[1] != "6" || m[2] != "3" || m[3] != "4" || m[4] != "7" || m[5] != "easy" || m[6] != "random" {
		t.Errorf("header: %q", m[0])
	}
	w, _ := strconv.Atoi(m[7])
	d, _ := strconv.Atoi(m[8])
	l, _ := strconv.Atoi(m[9])
	if w+d+l != 6 {
		t.Errorf("wins %d + draws %d + losses %d != 6", w, d, l)
	}
	score, _ := strconv.ParseFloat(m[10], 64)
	lo, _ := strconv.ParseFloat(m[11], 64)
	hi, _ := strconv.ParseFloat(m[12], 64)
	if want := 100 * (float64(w) + float64(d)/2) / 6; score < want-0.05 || score > want+0.05 || lo > score || hi < score {
		t.Errorf("score %.1f%% CI %.1f-%.1f, want %.1f%% inside its interval", score, lo, hi, want)
	}
	if !strings.Contains(errOut, "6/6 games") || !strings.Contains(errOut, "[") || strings.Contains(out, "\r") {
		t.Errorf("the progress bar belongs on stderr: stderr %q", errOut)
	}
	// the same seed plays the same games
	_, out2, _ := runCmd("arena", "--black", "easy", "--white", "random", "--games", "6", "--seed", "7", "--plies", "4")
	if m2 := arenaOut.FindStringSubmatch(out2); m2 == nil || m2[7] != m[7] || m2[8] != m[8] {
		t.Errorf("same seed, different results:\n%s\n%s", out, out2)
	}
}

func TestArenaArguments(t *testing.T) {
	tests := []struct {
		name string
		args []string
		err  string
	}{
		{"no white", []string{"--black", "easy"}, `^othello: usage: .*--white is required`},
		{"unknown level", []string{"--black", "easy", "--white", "superhuman"}, `^othello: level: unknown level "superhuman"`},
		{"no games", []string{"--black", "easy", "--white", "easy", "--games", "0"}, `^othello: usage: .*--games 0`},
		{"bad algorithm", []string{"--black", "easy", "--white", "easy", "--white-algo", "x"}, `^othello: usage: unknown algorithm`},
		{"missing weights", []string{"--black", "easy", "--white", "easy", "--black-weights", "testdata/arena_nothing.txt"}, `^othello: weights: `},
		{"bad weights", []string{"--black", "easy", "--white", "easy", "--black-weights", "testdata/arena_bad_weights.txt"}, `^othello: weights: .*unknown feature "sorcery"`},
		{"stray argument", []string{"--black", "easy", "--white", "easy", "now"}, `^othello: usage: .*unexpected "now"`},
		{"unknown evaluation", []string{"--black", "easy", "--white", "easy", "--black-eval", "intuition"}, `^othello: usage: unknown evaluation "intuition"`},
		{"no jobs", []string{"--black", "easy", "--white", "easy", "--jobs", "0"}, `^othello: usage: .*--jobs 0`},
		{"missing openings", []string{"--black", "easy", "--white", "easy", "--xot", "testdata/arena_nothing.txt"}, `^othello: openings: `},
		{"too few openings", []string{"--black", "easy", "--white", "easy", "--games", "10", "--xot", "testdata/arena_openings.txt"}, `^othello: usage: .*holds 3 openings, fewer than the 5 needed`},
		{"unclosed quote", []string{"--black", "easy", "--white", "nboard:'edax -nboard"}, `^othello: usage: .*nboard:'edax -nboard: a ' is never closed`},
		{"no program", []string{"--black", "gtp:", "--white", "easy"}, `^othello: usage: .*gtp:: no program after "gtp:"`},
		{"missing program", []string{"--black", "easy", "--white", "nboard:testdata/no-such-engine -nboard"}, `^othello: engine: "nboard:testdata/no-such-engine -nboard": no-such-engine: cannot be started: `},
		{"bad depth", []string{"--black", "easy", "--white", "easy", "--black-depth", "-1"}, `^othello: usage: .*--black-depth -1 is not 0-60`},
		{"depth and time", []string{"--black", "easy", "--white", "hard", "--white-depth", "6", "--white-time", "1s"}, `^othello: usage: .*--white-depth and --white-time together`},
		{"bad time", []string{"--black", "easy", "--white", "easy", "--white-time", "-1s"}, `^othello: usage: .*--white-time -1s is not between 0s and 1h0m0s`},
		{"bad engine timeout", []string{"--black", "easy", "--white", "easy", "--engine-timeout", "0s"}, `^othello: usage: .*--engine-timeout 0s is not at least 1ms`},
		{"unwritable games", []string{"--black", "easy", "--white", "easy", "--games-out", "testdata/no-such-folder/games.ggf"}, `^othello: games-out: `},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd("arena", tt.args...)
			if code == 0 || out != "" || !regexp.MustCompile(tt.err).MatchString(errOut) || strings.Count(errOut, "\n") != 1 {
				t.Errorf("exit %d, stdout %q, stderr %q; want one error line matching %s", code, out, errOut, tt.err)
			}
		})
	}
}

func TestWilson(t *testing.T) {
	tests := []struct {
		p      float64
		n      int
		lo, hi float64
	}{
		{0.5, 100, 0.404, 0.596},
		{1, 20, 0.839, 1},
		{0, 10, 0, 0.278},
	}
	for _, tt := range tests {
		lo, hi := wilson(tt.p, tt.n)
		if lo < tt.lo-0.001 || lo > tt.lo+0.001 || hi < tt.hi-0.001 || hi > tt.hi+0.001 {
			t.Errorf("wilson(%v, %d) = %.3f-%.3f, want %.3f-%.3f", tt.p, tt.n, lo, hi, tt.lo, tt.hi)
		}
	}
}

// --black-depth plays a level by depth: its name says so, and two runs
// play the same games, which by time they would not.
func TestArenaLevelByDepth(t *testing.T) {
	args := []string{"--black", "hard", "--black-depth", "3", "--white", "medium", "--games", "4", "--xot", "testdata/arena_openings.txt", "--seed", "5"}
	code, out, errOut := runCmd("arena", args...)
	if code != 0 || !strings.Contains(out, "hard/depth3 vs medium:") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	_, out2, _ := runCmd("arena", args...)
	untimed := func(s string) string { return regexp.MustCompile(`time: .*|\d+\.\d{3}s`).ReplaceAllString(s, "") }
	if untimed(out) != untimed(out2) {
		t.Errorf("same depth and seed, different results:\n%s\n%s", out, out2)
	}
}

// Openings from a file, games side by side, an evaluation named per side:
// the same seed still plays the same games, and the names say who played.
func TestArenaFromOpeningsFileInParallel(t *testing.T) {
	args := []string{"--black", "medium", "--black-eval", "classic", "--white", "easy", "--games", "6", "--xot", "testdata/arena_openings.txt", "--jobs", "2", "--seed", "3"}
	code, out, errOut := runCmd("arena", args...)
	if code != 0 || !strings.Contains(out, "games: 6 (3 openings from testdata/arena_openings.txt") || !strings.Contains(out, "medium/classic vs easy:") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	_, out2, _ := runCmd("arena", args...)
	first := func(s string) string { return strings.Join(strings.Split(s, "\n")[:2], "\n") }
	if first(out) != first(out2) {
		t.Errorf("same seed, different results:\n%s\n%s", out, out2)
	}
}

// --games-out writes each game as a line of GGF, in the order of the
// games: the players' names, the result from the board, the opening's
// moves first; --black-time gives a level its time per move.
func TestArenaGamesOut(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.ggf")
	code, out, errOut := runCmd("arena", "--black", "easy", "--black-time", "50ms", "--white", "random", "--games", "4", "--plies", "2", "--jobs", "2", "--games-out", path)
	if code != 0 || !strings.Contains(out, "easy@50ms vs random:") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d games written:\n%s", len(lines), data)
	}
	var moves [2]int // the first and second players' moves in the records, passes and the openings' left out
	for i, l := range lines {
		r, err := model.ParseGGF(l)
		if err != nil {
			t.Fatalf("game %d: %v\n%s", i+1, err, l)
		}
		for n, sq := range r.Game.Moves() {
			if n >= 2 && sq != model.Pass {
				moves[(int(r.Game.PositionAt(n).Turn)+i)%2]++
			}
		}
		pb, _ := r.Prop("PB")
		pw, _ := r.Prop("PW")
		re, _ := r.Prop("RE")
		res := r.Game.Result()
		if want := [2]string{"easy@50ms", "random"}; i%2 == 1 && (pb != want[1] || pw != want[0]) || i%2 == 0 && (pb != want[0] || pw != want[1]) {
			t.Errorf("game %d: PB %q PW %q; the colours swap from game to game", i+1, pb, pw)
		}
		if !res.Over || re != strconv.FormatFloat(float64(res.Black-res.White), 'f', 2, 64) && re != "+"+strconv.FormatFloat(float64(res.Black-res.White), 'f', 2, 64) {
			t.Errorf("game %d: RE %q for %+v", i+1, re, res)
		}
		if i%2 == 1 && lines[i-1][strings.Index(lines[i-1], "BO["):][:80] != l[strings.Index(l, "BO["):][:80] {
			t.Errorf("games %d and %d do not share their opening", i, i+1)
		}
	}
	// the thinking line counts the moves each player made
	m := thinkingLine.FindStringSubmatch(out)
	if m == nil || m[1] != "easy@50ms" || m[4] != "random" || m[3] != strconv.Itoa(moves[0]) || m[6] != strconv.Itoa(moves[1]) {
		t.Errorf("thinking line %q; the records have %d and %d moves\n%s", m, moves[0], moves[1], out)
	}
}
