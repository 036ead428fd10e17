package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"othello/model"
	"othello/strategy"
)

// solveMaxTime bounds solve --time: a day.
const solveMaxTime = 24 * time.Hour

// longSolveEmpties is where an exact solve stops being quick: each empty
// more takes about three times as long (solve's help gives figures), so
// that beyond it solve says so before it starts.
const longSolveEmpties = 26

// warnLongSolve says on w, before a solve of a position of empties
// squares with no time limit, that it may take long: with --quiet
// nothing else would.
func warnLongSolve(w io.Writer, empties int, limit time.Duration) {
	if empties > longSolveEmpties && limit == 0 {
		fmt.Fprintf(w, "solve: an exact solve of %d empties may take a long time (othello solve --help gives figures); --time D stops at D with the best move so far\n", empties)
	}
}

// solveOptions are the arguments of othello solve.
type solveOptions struct {
	pos     model.Position
	limit   time.Duration // 0: none
	quiet   bool          // no progress on standard error
	threads int
}

// solveFlags are the flags of othello solve.
type solveFlags struct {
	limit   *time.Duration
	quiet   *bool
	threads *int // 8x8 only
}

// declareSolveFlags declares solve's flags in form f.
func declareSolveFlags(fs *flag.FlagSet, f form) solveFlags {
	sizeFlag(fs)
	s := solveFlags{
		limit: durationFlag(fs, "time", 0, 0, solveMaxTime, "stop after `D` (such as 30s or 5m) with the best move so far, marked not exact; 0: no limit"),
		quiet: fs.Bool("quiet", false, "no progress on standard error"),
	}
	if f == on8x8 {
		s.threads = threadsFlag(fs, "`N` search threads")
	}
	return s
}

// parseSolveArgs reads solve's flags and POSITION.
func parseSolveArgs(args []string) (solveOptions, error) {
	fs := newFlagSet("solve")
	flags := declareSolveFlags(fs, on8x8)
	limit, quiet, threads := flags.limit, flags.quiet, flags.threads
	posText, _, err := readArgs("solve", on8x8, 8, fs, args)
	if err != nil {
		return solveOptions{}, err
	}
	pos, err := parsePosition(posText)
	if err != nil {
		return solveOptions{}, err
	}
	if pos.Board.GameOver() {
		return solveOptions{}, Errorf("position", "the game is over (%s); there is nothing to solve", gameOverText(pos))
	}
	return solveOptions{pos: pos, limit: *limit, quiet: *quiet, threads: *threads}, nil
}

// runSolve solves an 8x8 position exactly and prints "best: f5 score: +12",
// then the nodes and time. On standard error it reports each step, as
// Edax does: the depths of the first estimate, then each bound the solver
// proves on the score. With --time it stops at the limit and prints the
// best result so far, marked as not exact.
func runSolve(env Env) error {
	o, err := parseSolveArgs(env.Args)
	if err != nil {
		return err
	}
	ctx := context.Background()
	if o.limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, o.limit)
		defer cancel()
	}
	warnLongSolve(env.Stderr, o.pos.Board.Empties(), o.limit)
	lo, hi := -64, 64
	report := func(p strategy.Progress) {
		if p.Exact && p.Selectivity == 0 {
			lo, hi = p.Lo, p.Hi
		}
		if !o.quiet {
			fmt.Fprintln(env.Stderr, progressText(p))
		}
	}
	r := strategy.SolveWith(ctx, o.pos.Board, strategy.SolveOptions{Threads: o.threads, Report: report})
	if r.Exact {
		fmt.Fprintf(env.Stdout, "best: %v score: %+d\n", r.Move, r.Score/strategy.ScoreScale)
	} else {
		fmt.Fprintf(env.Stdout, "best: %v score: %+.2f not exact: stopped after %s; the exact score is %s\n",
			r.Move, r.Discs(), o.limit, boundText(lo, hi))
	}
	rate := 0.0
	if r.Time > 0 {
		rate = float64(r.Nodes) / r.Time.Seconds() / 1e6
	}
	fmt.Fprintf(env.Stdout, "empties: %d nodes: %d time: %s (%.1f M nodes/s) pv: %s\n",
		o.pos.Board.Empties(), r.Nodes, seconds(r.Time), rate, pvText(r.PV))
	return nil
}

// progressText is one line of progress: the depth, or the solver's bounds
// on the score, then the best move so far, nodes and time.
func progressText(p strategy.Progress) string {
	what := fmt.Sprintf("depth %d: %v %+.2f", p.Depth, p.Move.Square(), float64(p.Score)/strategy.ScoreScale)
	if p.Exact {
		what = fmt.Sprintf("exact %d empties: score %s", p.Depth, boundText(p.Lo, p.Hi))
		if p.Selectivity > 0 {
			// a selective stage: its bounds are what the search believes, not yet proven
			what = fmt.Sprintf("%d empties at %d%%: score %s", p.Depth, p.Selectivity, boundText(p.Lo, p.Hi))
		}
		if p.Lo > -64 {
			what += fmt.Sprintf(", %v reaches %+d", p.Move.Square(), p.Lo)
		}
	}
	return fmt.Sprintf("solve: %s, %d nodes, %s", what, p.Nodes, seconds(p.Time))
}

// boundText says what is known of a final score between lo and hi.
func boundText(lo, hi int) string {
	switch {
	case lo == hi:
		return fmt.Sprintf("%+d", lo)
	case lo <= -64 && hi >= 64:
		return "not bounded yet"
	case lo <= -64:
		return fmt.Sprintf("at most %+d", hi)
	case hi >= 64:
		return fmt.Sprintf("at least %+d", lo)
	}
	return fmt.Sprintf("between %+d and %+d", lo, hi)
}
