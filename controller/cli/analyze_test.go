package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy"
)

// The golden analyses: testdata/analyze_NAME.args holds the arguments
// (a fixed depth, so that they repeat), .in standard input, .out the
// expected output (rewritten under -update-protocols). Standard error
// carries only the progress bar.
func TestAnalyzeGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/analyze_*.args")
	if err != nil || len(files) < 3 {
		t.Fatalf("analyses: %v %v", files, err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".args")
		t.Run(name, func(t *testing.T) {
			args, _ := os.ReadFile(f)
			in, _ := os.ReadFile(strings.TrimSuffix(f, ".args") + ".in")
			var out, errOut bytes.Buffer
			code := Run("analyze", Env{Args: strings.Fields(string(args)), Stdin: bytes.NewReader(in), Stdout: &out, Stderr: &errOut})
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut.String())
			}
			checkGolden(t, name+".out", out.Bytes())
			if !regexp.MustCompile(`\] (\d+)/(\d+) moves \d+s\n$`).MatchString(errOut.String()) {
				t.Errorf("stderr is not a finished progress bar: %q", errOut.String())
			}
		})
	}
}

var analyzeLine = regexp.MustCompile(`^(\d+) ([BW]) ([a-h][1-8]) ([+-]\d+(?:\.\d)?) best ([a-h][1-8]) ([+-]\d+(?:\.\d)?) loss (\d+(?:\.\d)?)( exact)?( book)?( \(left the book: [^)]+\))?$`)

// The exact scores of the last 14 empties are what solve finds, every
// line reads as the issue's format says, and a pass has no scores.
func TestAnalyzeExactScoresMatchSolve(t *testing.T) {
	transcript, err := os.ReadFile("testdata/analyze_pass.in")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd("analyze", "--depth", "2", "--exact", "14", strings.TrimSpace(string(transcript)))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	g, err := model.ParseGame(strings.TrimSpace(string(transcript)))
	if err != nil {
		t.Fatal(err)
	}
	exact, passes := 0, 0
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.HasPrefix(line, "opening:") || strings.HasPrefix(line, "Black:") || strings.HasPrefix(line, "White:") {
			continue
		}
		if strings.HasSuffix(line, " pass") {
			passes++
			continue
		}
		m := analyzeLine.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("line %q is not in the analysis format", line)
		}
		n, _ := strconv.Atoi(m[1])
		pos := g.PositionAt(n - 1)
		if pos.Board.Empties() > 14 {
			if m[8] != "" {
				t.Errorf("%q: exact with %d empties", line, pos.Board.Empties())
			}
			continue
		}
		if m[8] == "" {
			t.Errorf("%q: not exact with %d empties", line, pos.Board.Empties())
		}
		best, _ := strconv.Atoi(m[6])
		if r := strategy.Solve(context.Background(), pos.Board); r.Score/strategy.ScoreScale != best {
			t.Errorf("%q: solve says %+d", line, r.Score/strategy.ScoreScale)
		}
		exact++
	}
	if exact < 14 || passes != 2 {
		t.Errorf("%d exact lines and %d passes, want at least 14 and 2", exact, passes)
	}
}

func TestAnalyzeErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		err  string
	}{
		{"no game", nil, `^othello: usage: .*missing GAME`},
		{"illegal move", []string{"f5d6c3a1"}, `^othello: game: .*move 4.*a1`},
		{"no file", []string{"testdata/no-such-game.ggf"}, `^othello: game: no file "testdata/no-such-game.ggf"`},
		{"broken ggf", []string{"(;GM[Othello]BO[8 nonsense];)"}, `^othello: game: `},
		{"bad depth", []string{"--depth", "99", "f5d6"}, `^othello: usage: .*--depth 99`},
		{"bad level", []string{"--level", "godlike", "f5d6"}, `^othello: level: `},
		{"two games", []string{"f5d6", "f5f6"}, `^othello: usage: .*unexpected "f5f6"`},
		{"a folder", []string{"testdata"}, `^othello: game: "testdata" is a folder; want a game file\n$`},
		{"a game past the file's", []string{"--game", "3", "testdata/analyze_games.ggf"}, `^othello: game: --game 3: "testdata/analyze_games.ggf" holds 2 games\n$`},
		{"a game past the transcript", []string{"--game", "2", "f5d6"}, `^othello: game: --game 2: the argument holds 1 game\n$`},
		{"text after the games", []string{"--game", "2", "(;GM[Othello]B[F5];)(;GM[Othello]B[F5];)x"}, `^othello: game: game 2: ggf: character 21: text after the end of the game: "x"\n$`},
		{"a game of Gomoku", []string{gomokuFile(t)}, `^othello: game: ".*gomoku.txt" is a game of Gomoku; analyze reads Othello games\n$`},
	}
	for _, tt := range tests {
		code, out, errOut := runCmd("analyze", tt.args...)
		if code == 0 || out != "" || !regexp.MustCompile(tt.err).MatchString(errOut) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want one line matching %s", tt.name, code, out, errOut, tt.err)
		}
	}
}

// gomokuFile writes a game of Gomoku as the window saves one, and returns
// its name.
func gomokuFile(t *testing.T) string {
	g, err := gomoku.NewGame(15, gomoku.Freestyle)
	if err == nil {
		err = g.PlayAll([]gomoku.Square{gomoku.At(7, 7), gomoku.At(7, 6)})
	}
	path := filepath.Join(t.TempDir(), "gomoku.txt")
	if err == nil {
		err = os.WriteFile(path, []byte(g.FileText(true)), 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// A game the window saved from a set-up position (the position on a line,
// then the moves) is analysed from that position: White moves first.
func TestAnalyzeSetUpGameFile(t *testing.T) {
	g, err := model.ParseGame("f5d6c3d3c4f4f6f3e6e7")
	if err != nil {
		t.Fatal(err)
	}
	set := model.NewGameFrom(g.PositionAt(3))
	for _, m := range g.Moves()[3:] {
		if err := set.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "set-up.txt")
	if err := os.WriteFile(path, []byte(model.TranscriptFile(set.Record())), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd("analyze", "--depth", "2", "--exact", "8", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if analyzeLine.MatchString(l) {
			lines = append(lines, l)
		}
	}
	if len(lines) != 7 || !strings.HasPrefix(lines[0], "1 W d3 ") || !strings.HasPrefix(lines[6], "7 W e7 ") {
		t.Errorf("analysed as:\n%s", out)
	}
	if strings.Contains(out, "opening:") {
		t.Errorf("a set-up game named an opening:\n%s", out)
	}
}

// A game a play-tester analysed twice in the window for different totals,
// and once more with othello analyze for other numbers again.
const retestedGame = "f5d6c4d3e2f4f3b3c5f6d7b6f7c6b4e6a2b5a4c7a6a3d8c3c2a5e3a1e7e8f8g8a7b7b8c8a8b2d1b1c1d2e1h8g7h7h6g5g6g4h3h5f2g3h2g2f1g1h1h4"

// The window's analysis of a game gives the same verdicts every time,
// whatever was searched before it (an earlier analysis, a hint), and
// othello analyze at the window's depth and exact empties gives the same
// numbers: both share controller's analysis so that they agree.
func TestAnalyzeRepeatsTheWindowsVerdicts(t *testing.T) {
	// its midgame, where the selective search's scores vary, before its
	// first pass
	const analyzedMoves = 28
	moves := retestedGame[:2*analyzedMoves]
	g, err := model.ParseGame(moves)
	if err != nil {
		t.Fatal(err)
	}
	rec := g.Record()
	cfg := controller.AnalysisConfig(8)
	window := func(t *testing.T) []string {
		a, err := controller.AnalyzeGame(context.Background(), rec, cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, v := range a.Moves {
			if v.IsPass() {
				continue // othello analyze's line of a pass has no scores
			}
			out = append(out, fmt.Sprintf("%d %v %v %v best %v %v loss %v", v.Number, v.Color, rec.MoveName(v.Number-1),
				v.Score, g.Geometry().CellName(v.Best), v.BestScore, v.Loss))
		}
		return out
	}
	want := window(t)
	for _, tt := range []struct {
		name    string
		verdict func(t *testing.T) []string
	}{
		{"the window's again", window},
		{"the window's after a hint", func(t *testing.T) []string {
			// the hint searches another position with the same pooled engines
			strategy.Analyze(context.Background(), g.PositionAt(analyzedMoves/2).Board, strategy.ScoreConfig(6), 0)
			return window(t)
		}},
		{"othello analyze", func(t *testing.T) []string {
			code, out, errOut := runCmd("analyze", "--depth", strconv.Itoa(cfg.Depth), "--exact", strconv.Itoa(cfg.ExactEmpties), moves)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			var verdicts []string
			for _, line := range strings.Split(out, "\n") {
				m := analyzeLine.FindStringSubmatch(line)
				if m == nil {
					continue
				}
				number := func(s string) float64 { f, _ := strconv.ParseFloat(s, 64); return f }
				color := model.Black
				if m[2] == "W" {
					color = model.White
				}
				verdicts = append(verdicts, fmt.Sprintf("%s %v %s %v best %s %v loss %v", m[1], color, m[3], number(m[4]), m[5], number(m[6]), number(m[7])))
			}
			return verdicts
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.verdict(t)
			if len(got) != len(want) {
				t.Fatalf("%d verdicts, want %d", len(got), len(want))
			}
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("move %d: %q, want %q", i+1, got[i], want[i])
				}
			}
		})
	}
}
