// Tests of the play command's protocol: the golden sessions, its arguments and
// its messages; with the golden-file helpers the other protocols' tests share.

package cli

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

var updateProtocols = flag.Bool("update-protocols", false, "rewrite the golden files of the play and nboard protocols")

// firstLegal plays the first legal move in square order, with made-up but
// fixed statistics: a player that never changes, so golden files do not
// depend on the strength of the real search.
type firstLegal struct{}

func (firstLegal) Name() string { return "first-legal" }

func (firstLegal) Search(_ context.Context, b model.Board) strategy.Result {
	moves := b.Moves()
	if moves == 0 {
		return strategy.Result{Move: model.Pass, PV: []model.Square{model.Pass}}
	}
	sq := model.Square(bits.TrailingZeros64(moves))
	return strategy.Result{
		Move:  sq,
		Score: bits.OnesCount64(b.Flips(sq)) * strategy.ScoreScale,
		Depth: 1,
		Nodes: uint64(bits.OnesCount64(moves)),
		PV:    []model.Square{sq},
	}
}

// checkGolden compares got with testdata/name, or rewrites the file under
// -update-protocols.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *updateProtocols {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update-protocols to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs:\n%s", name, lineDiff(string(want), string(got)))
	}
}

// lineDiff shows the first line where two texts part.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl || i >= len(w) || i >= len(g) {
			return fmt.Sprintf("line %d:\n  want %q\n  got  %q", i+1, wl, gl)
		}
	}
	return "(same lines)"
}

// The golden sessions: testdata/play_NAME.in is read as standard input;
// play_NAME.out is the expected standard output and play_NAME.err the
// expected standard error. In AI mode the computer is firstLegal.
var playGoldens = []struct {
	name    string
	ai      bool
	aiColor model.Color
}{
	{"errors", false, model.Black},     // every error message, ignored lines, commands, a forced pass
	{"black_wins", false, model.Black}, // passes by White, COUPS PA, NOIR gagne and the end of input reading
	{"white_wins", false, model.Black}, // passes by Black, BLANC gagne
	{"draw", false, model.Black},       // MATCH NUL
	{"newgame", false, model.Black},    // newgame, then a nine-move wipe-out
	{"ai_blanc", true, model.White},    // computer as White: OK then its move, its passes, newgame
	{"ai_noir", true, model.Black},     // computer as Black: opens with OK and its move, passes, newgame
}

func TestPlayGolden(t *testing.T) {
	for _, g := range playGoldens {
		t.Run(g.name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", "play_"+g.name+".in"))
			if err != nil {
				t.Fatal(err)
			}
			var ai strategy.Player
			if g.ai {
				ai = firstLegal{}
			}
			var out, diag bytes.Buffer
			s := newPlaySession(8, eight(ai), g.aiColor, &diag)
			if err := playLoop(context.Background(), s, bytes.NewReader(in), &out); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, "play_"+g.name+".out", out.Bytes())
			checkGolden(t, "play_"+g.name+".err", diag.Bytes())
		})
	}
}

// The command itself, through Run, gives the golden answers of the sessions
// that need no computer player, and exits 0 at the end of the game.
func TestPlayCommandMatchesGolden(t *testing.T) {
	for _, g := range playGoldens {
		if g.ai {
			continue
		}
		t.Run(g.name, func(t *testing.T) {
			in, err := os.Open(filepath.Join("testdata", "play_"+g.name+".in"))
			if err != nil {
				t.Fatal(err)
			}
			defer in.Close()
			var out, diag bytes.Buffer
			if code := Run("play", Env{Stdin: in, Stdout: &out, Stderr: &diag}); code != 0 {
				t.Fatalf("exit status %d; stderr %s", code, diag.String())
			}
			want, err := os.ReadFile(filepath.Join("testdata", "play_"+g.name+".out"))
			if err != nil {
				t.Fatal(err)
			}
			if out.String() != string(want) {
				t.Errorf("output differs from play_%s.out:\n%s", g.name, lineDiff(string(want), out.String()))
			}
		})
	}
}

func TestPlayArgs(t *testing.T) {
	tests := []struct {
		args    []string
		ai      bool
		color   model.Color
		level   level.Level
		wantErr string
		size    int // 8 when 0
	}{
		{nil, false, model.Black, level.Medium, "", 0},
		{[]string{"--noir"}, true, model.Black, level.Medium, "", 0},
		{[]string{"--blanc", "--level", "hard"}, true, model.White, level.Hard, "", 0},
		{[]string{"-blanc", "-level=EASY", "--seed", "7"}, true, model.White, level.Easy, "", 0},
		{[]string{"--noir", "--size", "6"}, true, model.Black, level.Medium, "", 6},
		{[]string{"--size=10"}, false, model.Black, level.Medium, "", 10},
		{[]string{"--size", "7"}, false, 0, 0, "--size 7: want 4, 6, 8 or 10", 0},
		{[]string{"--noir", "--blanc"}, false, 0, 0, "usage: play [--blanc] [--level L] [--noir] [--seed S] [--size N]: --noir and --blanc together", 0},
		{[]string{"--level", "hard"}, false, 0, 0, "--level needs --noir or --blanc", 0},
		{[]string{"--noir", "--level", "grandmaster"}, false, 0, 0, `level: unknown level "grandmaster"`, 0},
		{[]string{"--rouge"}, false, 0, 0, `unknown flag "--rouge"`, 0},
		{[]string{"--noir", "extra"}, false, 0, 0, `unexpected "extra"`, 0},
		{[]string{"--seed", "x"}, false, 0, 0, "usage: play", 0},
	}
	for _, tt := range tests {
		o, err := parsePlayArgs(tt.args)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%q: %+v, %v; want error %q", tt.args, o, err, tt.wantErr)
			}
			continue
		}
		if tt.size == 0 {
			tt.size = 8
		}
		if err != nil || o.ai != tt.ai || o.ai && o.aiColor != tt.color || o.level != tt.level || o.seed == 0 || o.size != tt.size {
			t.Errorf("%q: %+v, %v; want ai %v colour %v level %v and a seed", tt.args, o, err, tt.ai, tt.color, tt.level)
		}
	}
	// a bad argument is a command-line error, "othello: KIND: detail", status 1
	var out, diag bytes.Buffer
	code := Run("play", Env{Args: []string{"--noir", "--blanc"}, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &diag})
	if code == 0 || !strings.HasPrefix(diag.String(), "othello: usage: ") || out.Len() != 0 {
		t.Errorf("status %d, stdout %q, stderr %q", code, out.String(), diag.String())
	}
}

// The rule checks of the protocol, one message each, including the one the
// golden sessions cannot reach because the program stops at the end.
func TestPlayMessages(t *testing.T) {
	over, err := model.ParseGame("d3c3b3d2e1d6d7e3f4")
	if err != nil {
		t.Fatal(err)
	}
	mustPass, err := model.ParseGame("d3c3f5d2d1e1b2c1")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		game *model.Game
		line string
		want string
	}{
		{model.NewGame(), "ND4", "ERREUR il y a deja un pion en D4"},
		{model.NewGame(), "NPA", "ERREUR Noir n a pas le droit de passer (il peut jouer en D3)"},
		{model.NewGame(), "BD3", "ERREUR ce n est pas a Blanc de jouer (c est a Noir)"},
		{model.NewGame(), "NA1", "ERREUR Noir ne peut pas jouer en A1 (aucun pion a retourner)"},
		{model.NewGame(), "NJ5", "ERREUR case inconnue: J5 (colonnes A a H, lignes 1 a 8)"},
		{model.NewGame(), "NE", "ERREUR coup incomplet: NE (il faut N ou B puis une case, par exemple NE6, ou PA pour passer)"},
		{model.NewGame(), "jouer", "ERREUR commande inconnue: jouer (aide donne la liste)"},
		{mustPass, "NA1", "ERREUR Noir ne peut pas jouer en A1, il doit passer (NPA)"},
		{mustPass, "BA3", "ERREUR ce n est pas a Blanc de jouer (Noir doit d abord passer: NPA)"},
		{mustPass, "coups", "COUPS PA"},
		{over, "BA1", "ERREUR la partie est terminee"},
		{over, "coups", "COUPS"},
		{over, "score", "SCORE -13"},
		{model.NewGame(), "coups", "COUPS D3 C4 F5 E6"},
		{model.NewGame(), "nf5", "OK"},
	}
	for _, tt := range tests {
		s := newPlaySession(8, eight(nil), model.Black, io.Discard)
		s.game = tt.game.Clone()
		out, _ := s.handle(context.Background(), tt.line)
		if len(out) != 1 || out[0] != tt.want {
			t.Errorf("%s after %q: %q, want %q", tt.line, tt.game.Transcript(), out, tt.want)
		}
	}
}

// eight is p as a player of every size, for the 8x8 sessions of these
// tests; nil stays nil (both colours read from the input).
func eight(p strategy.Player) strategy.SizedPlayer {
	if p == nil {
		return nil
	}
	return strategy.ForEightByEight(p)
}
