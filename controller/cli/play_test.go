package cli

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"math/bits"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
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

// pipeSide is one program of a back-to-back match: its session, the pipe
// it reads, and the lines it printed.
type pipeSide struct {
	session *playSession
	inR     *io.PipeReader
	inW     *io.PipeWriter
	mu      sync.Mutex
	printed []string
}

// TestPlayNoirAgainstBlanc wires "play --noir" and "play --blanc" back to
// back in-process: every line one prints is the other's input. Both must
// finish the game with the same result line, and both must hold the same
// finished game.
func TestPlayNoirAgainstBlanc(t *testing.T) {
	for _, lvl := range []level.Level{level.Easy, level.Medium} {
		t.Run(lvl.String(), func(t *testing.T) {
			noir := &pipeSide{session: newPlaySession(8, eight(strategy.NewPlayer(lvl, level.AlphaBeta, 1)), model.Black, io.Discard)}
			blanc := &pipeSide{session: newPlaySession(8, eight(strategy.NewPlayer(lvl, level.AlphaBeta, 2)), model.White, io.Discard)}
			noir.inR, noir.inW = io.Pipe()
			blanc.inR, blanc.inW = io.Pipe()

			var wg sync.WaitGroup
			run := func(me, other *pipeSide) {
				defer wg.Done()
				outR, outW := io.Pipe()
				forwarded := make(chan struct{})
				go func() {
					// copy my lines to the other side's input, keeping a record;
					// once the other side has stopped reading, only keep the record
					defer close(forwarded)
					sc := bufio.NewScanner(outR)
					for sc.Scan() {
						me.mu.Lock()
						me.printed = append(me.printed, sc.Text())
						me.mu.Unlock()
						io.WriteString(other.inW, sc.Text()+"\n")
					}
					other.inW.Close()
				}()
				err := playLoop(context.Background(), me.session, me.inR, outW)
				me.inR.CloseWithError(io.ErrClosedPipe) // stop the other side's writes blocking
				outW.Close()
				<-forwarded
				if err != nil {
					t.Errorf("%s: %v", playColorName(me.session.aiColor), err)
				}
			}
			wg.Add(2)
			go run(noir, blanc)
			go run(blanc, noir)
			wg.Wait()

			last := func(s *pipeSide) string {
				if len(s.printed) == 0 {
					return ""
				}
				return s.printed[len(s.printed)-1]
			}
			gn, gb := noir.session.game, blanc.session.game
			if !gn.Over() || !gb.Over() || gn.Transcript() != gb.Transcript() {
				t.Fatalf("games differ or did not end:\nnoir  %s\nblanc %s", gn.Transcript(), gb.Transcript())
			}
			if last(noir) != last(blanc) || last(noir) != noir.session.result() {
				t.Fatalf("result lines %q and %q, want both %q", last(noir), last(blanc), noir.session.result())
			}
			for _, side := range []*pipeSide{noir, blanc} {
				for _, l := range side.printed {
					if strings.HasPrefix(l, "ERREUR") {
						t.Errorf("%s printed %q", playColorName(side.session.aiColor), l)
					}
				}
			}
			t.Logf("%s: %s, %s", lvl, gn.Transcript(), last(noir))
		})
	}
}

// TestPlayProcessesBackToBack runs the command as two separate processes
// (this test binary, run again as "othello play --noir" and "--blanc")
// joined by OS pipes the way a shell would wire two programs, and wants the
// same result line from both and exit status 0.
func TestPlayProcessesBackToBack(t *testing.T) {
	if colour := os.Getenv("OTHELLO_PLAY_PROCESS"); colour != "" {
		// this process is one of the two programs
		code := Run("play", Env{Args: []string{colour, "--level", "easy", "--seed", "5"}, Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr})
		os.Exit(code)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	type program struct {
		cmd   *exec.Cmd
		in    io.WriteCloser
		out   io.Reader
		diag  bytes.Buffer
		lines []string
	}
	start := func(colour string) *program {
		p := &program{cmd: exec.Command(exe, "-test.run=^TestPlayProcessesBackToBack$")}
		p.cmd.Env = append(os.Environ(), "OTHELLO_PLAY_PROCESS="+colour)
		p.cmd.Stderr = &p.diag
		var err error
		if p.in, err = p.cmd.StdinPipe(); err != nil {
			t.Fatal(err)
		}
		if p.out, err = p.cmd.StdoutPipe(); err != nil {
			t.Fatal(err)
		}
		if err := p.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return p
	}
	noir, blanc := start("--noir"), start("--blanc")
	// each program's output goes to the other's input, through a relay
	// that keeps every line for the test
	relay := func(from, to *program, done chan<- struct{}) {
		sc := bufio.NewScanner(from.out)
		for sc.Scan() {
			from.lines = append(from.lines, sc.Text())
			io.WriteString(to.in, sc.Text()+"\n") // fails harmlessly once the other has exited
		}
		to.in.Close()
		close(done)
	}
	d1, d2 := make(chan struct{}), make(chan struct{})
	go relay(noir, blanc, d1)
	go relay(blanc, noir, d2)
	<-d1
	<-d2
	for _, p := range []*program{noir, blanc} {
		if err := p.cmd.Wait(); err != nil {
			t.Errorf("%s: %v; stderr %s", p.cmd.Env[len(p.cmd.Env)-1], err, p.diag.String())
		}
	}
	if len(noir.lines) == 0 || len(blanc.lines) == 0 {
		t.Fatalf("no output: noir %q, blanc %q", noir.lines, blanc.lines)
	}
	rn, rb := noir.lines[len(noir.lines)-1], blanc.lines[len(blanc.lines)-1]
	if rn != rb || (rn != playBlackWins && rn != playWhiteWins && rn != playDraw) {
		t.Fatalf("result lines %q and %q", rn, rb)
	}
	t.Logf("%d and %d lines, %s", len(noir.lines), len(blanc.lines), rn)
}

// The computer's moves are legal and well formed whatever the strength of
// the player behind it: the real player answers every move of a random
// opponent, as each colour, until the game ends.
func TestPlayComputerAnswersEveryMove(t *testing.T) {
	for _, colour := range []model.Color{model.Black, model.White} {
		s := newPlaySession(8, eight(strategy.NewPlayer(level.Medium, level.AlphaBeta, 9)), colour, io.Discard)
		opponent := strategy.NewRandom(4)
		ctx := context.Background()
		// as Black the computer opens at once ("OK" and its move), as White it waits
		if first := s.start(ctx); (colour == model.Black) != (len(first) == 2 && first[1] == "N"+s.game.LastMove().Upper()) {
			t.Fatalf("computer as %s opened with %q", colour, first)
		}
		for step := 0; step < 100 && !s.game.Over(); step++ {
			b := s.game.Position().Board
			sq := opponent.Search(ctx, b).Move
			line := playColorLetter(colour.Other()) + sq.Upper()
			before := s.game.Len()
			out, over := s.handle(ctx, line)
			if len(out) == 0 || out[0] != "OK" {
				t.Fatalf("%s as %s: %s after %s answered %q", "computer", colour, line, s.game.Transcript(), out)
			}
			if over {
				break
			}
			if len(out) != 2 || s.game.Len() != before+2 {
				t.Fatalf("computer as %s: %s answered %q with %d moves played, want OK and one move", colour, line, out, s.game.Len()-before)
			}
			want := playColorLetter(colour) + s.game.LastMove().Upper()
			if out[1] != want {
				t.Fatalf("computer as %s printed %q, played %s", colour, out[1], want)
			}
		}
		if !s.game.Over() {
			t.Fatalf("computer as %s: game not over after 100 steps: %s", colour, s.game.Transcript())
		}
	}
}

// occupiedPlayer always answers d4, a square taken from the start.
type occupiedPlayer struct{}

func (occupiedPlayer) Name() string { return "occupied" }

func (occupiedPlayer) Search(context.Context, model.Board) strategy.Result {
	return strategy.Result{Move: model.D4}
}

// A computer player that answers an illegal move is reported, and its move
// is not played.
func TestPlayComputerIllegalMoveIsReported(t *testing.T) {
	s := newPlaySession(8, eight(occupiedPlayer{}), model.White, io.Discard)
	out, over := s.handle(context.Background(), "NF5")
	want := []string{"OK", "ERREUR le programme a choisi un coup illegal (D4): illegal move: d4 is already occupied"}
	if over || len(out) != 2 || out[0] != want[0] || out[1] != want[1] {
		t.Fatalf("answered %q, want %q", out, want)
	}
	if s.game.Len() != 1 || s.game.Turn() != model.White {
		t.Fatalf("game %s with %s to move, want f5 only", s.game.Transcript(), s.game.Turn())
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

// On every board size the computer answers each move of a random opponent
// with a legal move written as the protocol writes squares ("J10"), as
// each colour, until the game ends with its result line.
func TestPlayEverySize(t *testing.T) {
	for _, n := range []int{4, 6, 10} {
		for _, colour := range []model.Color{model.Black, model.White} {
			t.Run(fmt.Sprintf("%dx%d %s", n, n, colour), func(t *testing.T) {
				s := newPlaySession(n, strategy.NewSizedPlayer(n, level.Easy, level.AlphaBeta, 3), colour, io.Discard)
				opponent := strategy.NewSizedRandom(5)
				ctx := context.Background()
				out := s.start(ctx)
				over := false
				for step := 0; step < 200 && !over; step++ {
					if s.game.Turn() == colour {
						t.Fatalf("the computer's turn after %q: %s", out, s.game.Record().Transcript())
					}
					c := opponent.SearchSized(ctx, s.game.Sized().Board).Move
					before := s.game.Len()
					line := playColorLetter(colour.Other()) + s.upper(c)
					if out, over = s.handle(ctx, line); len(out) == 0 || out[0] != "OK" {
						t.Fatalf("%s after %s answered %q", line, s.game.Record().Transcript(), out)
					}
					if over {
						break
					}
					moves := s.game.Record().Cells()
					if got, want := out[1], playColorLetter(colour)+s.upper(moves[before+1]); len(out) != 2 || got != want {
						t.Fatalf("answered %q, played %s", out, want)
					}
				}
				if !over || !s.game.Over() {
					t.Fatalf("no end after 200 moves: %s", s.game.Record().Transcript())
				}
			})
		}
	}
	// squares and the board on 10x10
	s := newPlaySession(10, nil, model.Black, io.Discard)
	tests := []struct{ line, want string }{
		{"coups", "COUPS E4 D5 G6 F7"},
		{"NK5", "ERREUR case inconnue: K5 (colonnes A a J, lignes 1 a 10)"},
		{"NJ10", "ERREUR Noir ne peut pas jouer en J10 (aucun pion a retourner)"},
		{"NE4", "OK"},
	}
	for _, tt := range tests {
		if out, _ := s.handle(context.Background(), tt.line); len(out) != 1 || out[0] != tt.want {
			t.Errorf("10x10 %s: %q, want %q", tt.line, out, tt.want)
		}
	}
	if d := playDiagram(s.game.Sized()); !strings.HasPrefix(d, "   A B C D E F G H I J\n 1 - -") || !strings.Contains(d, "\n10 - -") {
		t.Errorf("10x10 board:\n%s", d)
	}
}
