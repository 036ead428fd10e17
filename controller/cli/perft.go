package cli

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"time"

	"othello/model"
)

// runPerft counts the leaves of the move tree and reports the speed.
func runPerft(env Env) error {
	posText, args := splitPosition(env.Args)
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	posFlag := fs.String("pos", "", "start position")
	threads := fs.Int("threads", runtime.NumCPU(), "goroutines counting at once")
	if err := fs.Parse(args); err != nil {
		return Errorf("usage", "perft [--pos POSITION] [--threads N] DEPTH: %v", err)
	}
	if *posFlag != "" {
		posText = *posFlag
	}
	if fs.NArg() != 1 {
		return Errorf("usage", "perft [--pos POSITION] [--threads N] DEPTH: want one depth")
	}
	depth, err := strconv.Atoi(fs.Arg(0))
	if err != nil || depth < 0 || depth > 30 {
		return Errorf("usage", "perft [--pos POSITION] [--threads N] DEPTH: depth %q is not a whole number 0-30", fs.Arg(0))
	}
	if *threads < 1 || *threads > 256 {
		return Errorf("usage", "perft [--pos POSITION] [--threads N] DEPTH: threads %d is not 1-256", *threads)
	}
	pos := model.StartPosition()
	if posText != "" {
		if pos, err = parsePosition(posText); err != nil {
			return err
		}
	}
	start := time.Now()
	n := model.PerftParallel(pos.Board, depth, *threads)
	elapsed := time.Since(start)
	fmt.Fprintf(env.Stdout, "perft(%d) = %d\n", depth, n)
	fmt.Fprintf(env.Stdout, "time %.3f s, %.1f M leaves/s, %d %s\n", elapsed.Seconds(), float64(n)/elapsed.Seconds()/1e6,
		*threads, plural(*threads, "thread", "threads"))
	return nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
