// The NBoard engine protocol (version 2), spoken by NBoard and other
// Othello GUIs: the GUI sends "set game <GGF>", "move F5", "go", "hint N",
// "ping N"... and the engine answers "=== F5/0.50/1.2", "search ...",
// "pong N". Searches run in their own goroutine so that "ping" is read and
// answered while the engine thinks.

package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// nboardDefaultDepth is the depth before the GUI sends "set depth".
const nboardDefaultDepth = 6

// nboardEngine is the engine's state: the game the GUI set up and the
// search settings, plus the search in progress, if any. handle is called
// from one goroutine only (the input loop); the search goroutine touches
// nothing but its own copies and the output.
type nboardEngine struct {
	out  *nboardWriter
	diag io.Writer // errors about bad input (standard error)

	// newPlayer and analyze are the strategy package's, replaced in tests
	// by fixed players so that golden sessions do not depend on the search.
	newPlayer func(strategy.Config) strategy.Player
	analyze   func(ctx context.Context, b model.Board, s strategy.Config, n int) []strategy.Result

	game   *model.Game
	depth  int
	player strategy.Player

	search *session.Job // the search in progress, nil when none
}

// nboardWriter writes whole lines from the input loop and the search
// goroutine without interleaving them.
type nboardWriter struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

func (w *nboardWriter) printf(format string, args ...any) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, err := fmt.Fprintf(w.w, format+"\n", args...); err != nil && w.err == nil {
		w.err = err
	}
}

// failed returns the first error writing the output.
func (w *nboardWriter) failed() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

func newNBoardEngine(out, diag io.Writer, seed uint64) *nboardEngine {
	e := &nboardEngine{
		out:  &nboardWriter{w: out},
		diag: diag,
		newPlayer: func(s strategy.Config) strategy.Player {
			return strategy.NewSearch(s, seed)
		},
		analyze: strategy.Analyze,
		game:    model.NewGame(),
		depth:   nboardDefaultDepth,
	}
	return e
}

// handle runs one command line. It returns quit for "quit", and an error
// for a command it understood but could not carry out (a bad move, a bad
// game); the state is then unchanged. Unknown commands are ignored, as the
// protocol asks. Commands other than ping and quit first wait for the
// search in progress to finish (the GUI sends ping before changing the
// position); ping and quit stop it.
func (e *nboardEngine) handle(line string) (quit bool, err error) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return false, nil
	}
	switch cmd := fields[0]; cmd {
	case "ping":
		e.stop()
		if len(fields) > 1 {
			e.out.printf("pong %s", fields[1])
		} else {
			e.out.printf("pong")
		}
	case "quit":
		e.stop()
		return true, nil
	case "nboard":
		e.wait()
		if len(fields) > 1 && fields[1] != "2" {
			fmt.Fprintf(e.diag, "nboard: protocol version %s; this engine speaks version 2\n", cut(fields[1]))
		}
	case "set":
		e.wait()
		return false, e.set(line, fields)
	case "move":
		e.wait()
		return false, e.move(fields)
	case "go":
		e.wait()
		return false, e.goSearch()
	case "hint":
		e.wait()
		return false, e.hint(fields)
	case "analyze":
		e.wait()
		e.analyzeGame()
	case "learn":
		e.wait()
		e.out.printf("learned") // there is no opening book to add the game to
	}
	return false, nil
}

// set handles "set depth N", "set game GGF" and "set contempt N".
func (e *nboardEngine) set(line string, fields []string) error {
	if len(fields) < 2 {
		return nil
	}
	switch fields[1] {
	case "depth":
		if len(fields) != 3 {
			return fmt.Errorf("set depth: want one whole number 1-60")
		}
		d, err := strconv.Atoi(fields[2])
		if err != nil || d < 1 || d > 60 {
			return fmt.Errorf("set depth %s: want a whole number 1-60", cut(fields[2]))
		}
		e.depth = d
		e.player = nil
		e.out.printf("set myname Othello%d", d)
	case "game":
		i := strings.Index(line, "game")
		rec, err := model.ParseGGF(strings.TrimSpace(line[i+len("game"):]))
		if err != nil {
			return fmt.Errorf("set game: %v", err)
		}
		if n := rec.Game.Size(); n != 8 {
			return fmt.Errorf("set game: a game on %dx%d; the engine plays 8x8 only", n, n)
		}
		e.game = rec.Game
	case "contempt":
		if len(fields) != 3 {
			return fmt.Errorf("set contempt: want one number")
		}
		// checked and accepted, but the search has no notion of contempt
		if _, err := strconv.Atoi(fields[2]); err != nil {
			return fmt.Errorf("set contempt %s: want a whole number", cut(fields[2]))
		}
	}
	return nil
}

// move plays the GUI's move "F5", "F5/eval/time" or "PA" on the game. If the
// side to move had to pass and the GUI left the pass out, the pass is
// played first.
func (e *nboardEngine) move(fields []string) error {
	if len(fields) != 2 {
		return fmt.Errorf("move: want one move such as F5 or F5/0.5/1.2")
	}
	m, err := model.ParseGGFMove(fields[1])
	if err != nil {
		return err
	}
	g := e.game.Clone()
	if m.Square != model.Pass {
		g.PassIfForced()
	}
	if err := g.Play(m.Square); err != nil {
		return fmt.Errorf("move %s: %v", cut(fields[1]), err)
	}
	e.game = g
	return nil
}

// goSearch answers "go" with the engine's move, "=== F5/eval/time", from a
// search goroutine. It does not play the move: the GUI sends "move" if it
// wants it played.
func (e *nboardEngine) goSearch() error {
	b := e.game.Position().Board
	switch {
	case b.GameOver():
		return fmt.Errorf("go: the game is over")
	case b.MustPass():
		e.out.printf("=== PA")
		return nil
	}
	if e.player == nil {
		e.player = e.newPlayer(strategy.DepthConfig(e.depth))
	}
	player, depth := e.player, e.depth
	e.out.printf("status thinking at depth %d", depth)
	e.start(func(ctx context.Context) {
		var r strategy.Result
		if rp, ok := player.(strategy.Reporter); ok {
			// each depth reached, as a search line, so that a GUI can show
			// the thinking as it goes
			r = rp.SearchReporting(ctx, b, func(p strategy.Progress) {
				if p.Move == model.NoCell || p.Exact && p.Lo == -64 {
					return // nothing proven about a move yet
				}
				pv := strategy.Result{Move: p.Move.Square(), PV: model.SquaresOfCells(p.PV)}
				e.out.printf("search %s %.2f 0 %s", nboardPV(pv), float64(p.Score)/strategy.ScoreScale, progressDepth(p))
			})
		} else {
			r = player.Search(ctx, b)
		}
		if ctx.Err() != nil {
			return // stopped by ping or quit: the GUI has moved on
		}
		e.out.printf("nodestats %d %.2f", r.Nodes, r.Time.Seconds())
		e.out.printf("=== %s/%.2f/%.2f", r.Move.Upper(), r.Discs(), r.Time.Seconds())
		e.out.printf("status")
	})
	return nil
}

// hint answers "hint N" with one "search <pv> <eval> 0 <depth>" line for
// each of the N best moves, best first.
func (e *nboardEngine) hint(fields []string) error {
	n := 1
	if len(fields) > 1 {
		var err error
		if n, err = strconv.Atoi(fields[1]); err != nil || n < 1 {
			return fmt.Errorf("hint %s: want a number of moves, 1 or more", cut(fields[1]))
		}
	}
	b := e.game.Position().Board
	if b.GameOver() {
		return fmt.Errorf("hint: the game is over")
	}
	settings, analyze := strategy.DepthConfig(e.depth), e.analyze
	e.out.printf("status analyzing at depth %d", e.depth)
	e.start(func(ctx context.Context) {
		var results []strategy.Result
		if b.MustPass() {
			results = nboardAfterPass(ctx, analyze, b, settings)
		} else {
			results = analyze(ctx, b, settings, n)
		}
		if ctx.Err() != nil {
			return
		}
		for _, r := range results {
			e.out.printf("search %s %.2f 0 %d", nboardPV(r), r.Discs(), r.Depth)
		}
		e.out.printf("status")
	})
	return nil
}

// analyzeGame answers "analyze" with the value of each position of the game
// for the side to move there, "analysis <moves played> <eval>", from the
// last position back to the first.
func (e *nboardEngine) analyzeGame() {
	positions := make([]model.Position, e.game.Len()+1)
	for i := range positions {
		positions[i] = e.game.PositionAt(i)
	}
	settings, analyze := strategy.DepthConfig(e.depth), e.analyze
	e.out.printf("status analyzing the game at depth %d", e.depth)
	e.start(func(ctx context.Context) {
		for i := len(positions) - 1; i >= 0; i-- {
			b := positions[i].Board
			var best []strategy.Result
			switch {
			case b.GameOver():
				best = []strategy.Result{{Score: b.FinalScore() * strategy.ScoreScale}}
			case b.MustPass():
				best = nboardAfterPass(ctx, analyze, b, settings)
			default:
				best = analyze(ctx, b, settings, 1)
			}
			if ctx.Err() != nil {
				return
			}
			if len(best) > 0 {
				e.out.printf("analysis %d %.2f", i, best[0].Discs())
			}
		}
		e.out.printf("status")
	})
}

// nboardAfterPass scores a forced pass: the opponent's best reply, seen
// from the side that passes.
func nboardAfterPass(ctx context.Context, analyze func(context.Context, model.Board, strategy.Config, int) []strategy.Result, b model.Board, s strategy.Config) []strategy.Result {
	r := strategy.Result{Move: model.Pass, PV: []model.Square{model.Pass}}
	if reply := analyze(ctx, b.Pass(), s, 1); len(reply) > 0 {
		best := reply[0]
		r.Score, r.Exact, r.Depth, r.Nodes, r.Time = -best.Score, best.Exact, best.Depth+1, best.Nodes, best.Time
		r.PV = append(r.PV, best.PV...)
	}
	return []strategy.Result{r}
}

// start runs a search in a goroutine that stop can cancel.
func (e *nboardEngine) start(search func(ctx context.Context)) {
	e.search = session.StartJob(e.search, search)
}

// wait lets the search in progress finish.
func (e *nboardEngine) wait() {
	e.search.Wait()
	e.search = nil
}

// stop cancels the search in progress and waits until it has returned, so
// nothing it prints can follow what the caller prints next.
func (e *nboardEngine) stop() {
	e.search.Cancel()
	e.wait()
}

// nboardPV writes a principal variation without spaces, "F5D6C3", as the
// protocol asks; it starts with the move even if the search gave no PV.
func nboardPV(r strategy.Result) string {
	pv := r.PV
	if len(pv) == 0 || pv[0] != r.Move {
		pv = append([]model.Square{r.Move}, pv...)
	}
	var sb strings.Builder
	for _, sq := range pv {
		sb.WriteString(sq.Upper())
	}
	return sb.String()
}

// progressDepth writes a step's depth as NBoard engines do: "12", "18@95%"
// for a selective stage of the solver, the empties for an exact one.
func progressDepth(p strategy.Progress) string {
	if p.Exact && p.Selectivity > 0 {
		return fmt.Sprintf("%d@%d%%", p.Depth, p.Selectivity)
	}
	return strconv.Itoa(p.Depth)
}
