package cli

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"math/bits"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"othello/model"
	"othello/strategy"
)

// fixedAnalyze scores each move by the discs it flips, most first, ties in
// square order: a fixed stand-in for strategy.Analyze in golden sessions.
func fixedAnalyze(_ context.Context, b model.Board, _ strategy.Config, n int) []strategy.Result {
	var out []strategy.Result
	for _, sq := range model.SquaresOf(b.Moves()) {
		out = append(out, strategy.Result{Move: sq, Score: bits.OnesCount64(b.Flips(sq)) * strategy.ScoreScale, Depth: 1, PV: []model.Square{sq}})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

// newTestEngine returns an engine whose searches are firstLegal and
// fixedAnalyze.
func newTestEngine(out, diag io.Writer) *nboardEngine {
	e := newNBoardEngine(out, diag, 1)
	e.newPlayer = func(strategy.Config) strategy.Player { return firstLegal{} }
	e.analyze = fixedAnalyze
	return e
}

// The golden sessions: testdata/nboard_NAME.in is the GUI's side; .out the
// engine's answers and .err its complaints about bad input. No ping follows
// a go or hint directly, since what a stopped search prints depends on when
// the ping arrives.
var nboardGoldens = []string{
	"session", // set depth, set game, go twice (the move is not played), hint, move, learn, analyze, quit
	"errors",  // every complaint; the state is unchanged after each; go and hint once the game is over
	"passes",  // go and hint when the side must pass, move PA, a pass left out by the GUI
}

func TestNBoardGolden(t *testing.T) {
	for _, name := range nboardGoldens {
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", "nboard_"+name+".in"))
			if err != nil {
				t.Fatal(err)
			}
			var out, diag bytes.Buffer
			if err := nboardLoop(newTestEngine(&out, &diag), bytes.NewReader(in)); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, "nboard_"+name+".out", out.Bytes())
			checkGolden(t, "nboard_"+name+".err", diag.Bytes())
		})
	}
}

func TestNBoardTakesNoArguments(t *testing.T) {
	var out, diag bytes.Buffer
	code := Run("nboard", Env{Args: []string{"--depth", "4"}, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &diag})
	if code != 2 || diag.String() != "othello: usage: nboard: unknown flag \"--depth\"\n" {
		t.Errorf("status %d, stderr %q", code, diag.String())
	}
}

// nboardGUI is the GUI's end of an engine running nboardLoop on pipes.
type nboardGUI struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string // the engine's output lines
	done  chan error  // the loop's result
}

func startNBoard(t *testing.T, e *nboardEngine, outR *io.PipeReader, outW *io.PipeWriter) *nboardGUI {
	inR, inW := io.Pipe()
	g := &nboardGUI{t: t, in: inW, lines: make(chan string, 1000), done: make(chan error, 1)}
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			g.lines <- sc.Text()
		}
		close(g.lines)
	}()
	go func() {
		err := nboardLoop(e, inR)
		outW.Close()
		g.done <- err
	}()
	return g
}

func (g *nboardGUI) send(line string) {
	g.t.Helper()
	if _, err := io.WriteString(g.in, line+"\n"); err != nil {
		g.t.Fatalf("send %q: %v", line, err)
	}
}

// until reads the engine's lines up to the first that starts with prefix.
func (g *nboardGUI) until(prefix string) (string, []string) {
	g.t.Helper()
	var seen []string
	for l := range g.lines {
		seen = append(seen, l)
		if strings.HasPrefix(l, prefix) {
			return l, seen
		}
	}
	g.t.Fatalf("output ended before a line %q; saw %q", prefix, seen)
	return "", nil
}

func (g *nboardGUI) quit() {
	g.t.Helper()
	g.send("quit")
	if err := <-g.done; err != nil {
		g.t.Fatal(err)
	}
}

// A GUI drives a whole game with the real search: "go" for the engine's
// move, checked legal on the GUI's own board, then "move" to play it, until
// the game ends. The engine never plays its own move, so each "go" is asked
// about the position the GUI holds.
func TestNBoardPlaysAWholeGame(t *testing.T) {
	outR, outW := io.Pipe()
	g := startNBoard(t, newNBoardEngine(outW, io.Discard, 7), outR, outW)
	g.send("nboard 2")
	g.send("set depth 3")
	if l, _ := g.until("set myname"); l != "set myname Othello3" {
		t.Fatalf("set depth 3 answered %q", l)
	}
	g.send("set game (;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *];)")
	game := model.NewGame()
	for n := 0; !game.Over(); n++ {
		if n > 70 {
			t.Fatalf("no end after %d moves: %s", n, game.Transcript())
		}
		g.send("go")
		line, seen := g.until("=== ")
		m, err := model.ParseGGFMove(strings.TrimPrefix(line, "=== "))
		if err != nil {
			t.Fatalf("%q after %s: %v", line, game.Transcript(), err)
		}
		// the thinking as it goes: a search line at each depth, the last
		// one on the move chosen
		var searches []string
		for _, l := range seen {
			if strings.HasPrefix(l, "search ") {
				searches = append(searches, l)
			}
		}
		if !game.MustPass() && game.Len() < 40 {
			if len(searches) == 0 {
				t.Fatalf("go after %s: no search line before %q: %q", game.Transcript(), line, seen)
			}
			last := strings.Fields(searches[len(searches)-1])
			if len(last) != 5 || !strings.HasPrefix(last[1], m.Square.Upper()) {
				t.Fatalf("go after %s: the last search line %q is not on the move %q", game.Transcript(), searches[len(searches)-1], line)
			}
		}
		if !game.Position().Board.IsLegal(m.Square) {
			t.Fatalf("%q after %s: not a legal move", line, game.Transcript())
		}
		if err := game.Play(m.Square); err != nil {
			t.Fatal(err)
		}
		g.send("move " + strings.TrimPrefix(line, "=== "))
	}
	g.send("ping 1")
	g.until("pong 1")
	g.quit()
	t.Logf("%s: %s", game.Transcript(), game.Result())
}

// blockingPlayer searches until it is stopped, and tells the test when it
// has started and how it was stopped.
type blockingPlayer struct {
	started chan struct{}
	stopped chan error
}

func (blockingPlayer) Name() string { return "blocking" }

func (p blockingPlayer) Search(ctx context.Context, b model.Board) strategy.Result {
	p.started <- struct{}{}
	<-ctx.Done()
	p.stopped <- ctx.Err()
	return firstLegal{}.Search(ctx, b)
}

// "ping" during a "go" that would never end on its own: the loop reads it
// while the search runs, cancels the search, and answers "pong" with no
// move printed for the abandoned search. Correctness, not speed, is tested
// here; the latency is logged, and measured by BenchmarkNBoardPingDuringGo.
func TestNBoardPingStopsSearch(t *testing.T) {
	outR, outW := io.Pipe()
	e := newNBoardEngine(outW, io.Discard, 1)
	p := blockingPlayer{started: make(chan struct{}, 1), stopped: make(chan error, 1)}
	e.newPlayer = func(strategy.Config) strategy.Player { return p }
	g := startNBoard(t, e, outR, outW)
	g.send("nboard 2")
	g.send("set depth 20")
	g.until("set myname")
	g.send("go")
	g.until("status")
	<-p.started
	sent := time.Now()
	g.send("ping 42")
	line, seen := g.until("pong")
	latency := time.Since(sent)
	if line != "pong 42" {
		t.Fatalf("ping 42 answered %q", line)
	}
	select {
	case err := <-p.stopped:
		if err != context.Canceled {
			t.Fatalf("search stopped with %v, want context.Canceled", err)
		}
	default:
		t.Fatal("pong came before the search was stopped")
	}
	for _, l := range seen {
		if strings.HasPrefix(l, "===") {
			t.Fatalf("the stopped search printed %q", l)
		}
	}
	t.Logf("pong %v after ping", latency)
	// the engine goes on working after the stopped search
	e.newPlayer = func(strategy.Config) strategy.Player { return firstLegal{} }
	g.send("set depth 2")
	g.send("go")
	if l, _ := g.until("==="); l != "=== D3/1.00/0.00" {
		t.Fatalf("go after the ping answered %q", l)
	}
	g.quit()
}

// "quit" during a search stops it too, and the loop returns.
func TestNBoardQuitStopsSearch(t *testing.T) {
	stopsSearch(t, func(in *io.PipeWriter) { io.WriteString(in, "quit\n") })
}

// The end of the input stops the search in progress, as "quit" does, and
// the loop returns: nobody is left to read the answer.
func TestNBoardEndOfInputStopsSearch(t *testing.T) {
	stopsSearch(t, func(in *io.PipeWriter) { in.Close() })
}

// stopsSearch starts a search that never ends on its own, calls end with
// the loop's input once the search runs, and checks that the loop
// returns, the search is cancelled, and no move is printed for it.
func stopsSearch(t *testing.T, end func(in *io.PipeWriter)) {
	t.Helper()
	var out bytes.Buffer
	e := newNBoardEngine(&out, io.Discard, 1)
	p := blockingPlayer{started: make(chan struct{}, 1), stopped: make(chan error, 1)}
	e.newPlayer = func(strategy.Config) strategy.Player { return p }
	inR, inW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- nboardLoop(e, inR) }()
	io.WriteString(inW, "go\n")
	<-p.started
	end(inW)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if err := <-p.stopped; err != context.Canceled {
		t.Fatalf("search stopped with %v", err)
	}
	if strings.Contains(out.String(), "===") {
		t.Fatalf("the stopped search printed a move: %q", out.String())
	}
}

// BenchmarkNBoardPingDuringGo measures how long "ping" takes to stop a deep
// search of the real engine and answer.
func BenchmarkNBoardPingDuringGo(b *testing.B) {
	e := newNBoardEngine(io.Discard, io.Discard, 1)
	for _, line := range []string{"nboard 2", "set depth 30",
		"set game " + "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[E6]W[F4]B[E3]W[C5]B[C4]W[D3];)"} {
		if _, err := e.handle(line); err != nil {
			b.Fatal(err)
		}
	}
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if _, err := e.handle("go"); err != nil {
			b.Fatal(err)
		}
		time.Sleep(time.Millisecond) // let the search get going
		b.StartTimer()
		if _, err := e.handle("ping " + strconv.Itoa(i)); err != nil {
			b.Fatal(err)
		}
	}
}
