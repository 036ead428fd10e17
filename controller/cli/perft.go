package cli

import (
	"flag"
	"fmt"
	"strconv"
	"time"

	"othello/model"
)

// perftMaxDepth bounds perft: each ply multiplies the time by about ten,
// and perft 15 from the start already takes about an hour on two cores.
const perftMaxDepth = 15

// perftDepths are perft's depths on n×n boards: every 4x4 game ends by
// 20, so perft 20 counts them all.
func perftDepths(n int) span {
	if n == 4 {
		return span{0, 20}
	}
	return span{0, perftMaxDepth}
}

// perftOptions are the arguments of othello perft.
type perftOptions struct {
	pos     model.Position
	depth   int
	threads int
}

// perftFlags are the flags of othello perft.
type perftFlags struct {
	pos     *string
	threads *int // 8x8 only
}

// declarePerftFlags declares perft's flags in form f.
func declarePerftFlags(fs *flag.FlagSet, f form) perftFlags {
	sizeFlag(fs)
	p := perftFlags{pos: fs.String("pos", "", "count from `POSITION` instead of the start")}
	if f == on8x8 {
		p.threads = threadsFlag(fs, "`N` goroutines counting at once")
	}
	return p
}

// parsePerftArgs reads perft's flags, the position and DEPTH.
func parsePerftArgs(args []string) (perftOptions, error) {
	fs := newFlagSet("perft")
	flags := declarePerftFlags(fs, on8x8)
	posFlag, threads := flags.pos, flags.threads
	posText, rest, err := readArgs("perft", on8x8, 8, fs, args)
	if err != nil {
		return perftOptions{}, err
	}
	if *posFlag != "" {
		posText = *posFlag
	}
	o := perftOptions{pos: model.StartPosition(), threads: *threads}
	if posText != "" {
		if o.pos, err = parsePosition(posText); err != nil {
			return perftOptions{}, err
		}
	}
	o.depth, _ = strconv.Atoi(rest[0]) // the rules checked it
	return o, nil
}

// runPerft counts the leaves of the 8x8 move tree and reports the speed.
// As a sign of life on long counts, each root move's subtree is reported
// on standard error once counted, with the leaves so far: the depth asked
// for is counted once, not every smaller depth before it as Edax does.
func runPerft(env Env) error {
	o, err := parsePerftArgs(env.Args)
	if err != nil {
		return err
	}
	start := time.Now()
	n := model.PerftReporting(o.pos.Board, o.depth, o.threads, func(p model.PerftProgress) {
		fmt.Fprintln(env.Stderr, perftProgressText(o.depth, p, time.Since(start)))
	})
	elapsed := time.Since(start)
	fmt.Fprintf(env.Stdout, "perft(%d) = %d\n", o.depth, n)
	fmt.Fprintf(env.Stdout, "time %.3f s, %.1f M leaves/s, %d %s\n", elapsed.Seconds(), float64(n)/elapsed.Seconds()/1e6,
		o.threads, plural(o.threads, "thread", "threads"))
	return nil
}

// perftProgressText is a progress line of perft on standard error, such
// as "perft(12): 3/4 root moves, 1454914977 leaves, 2.104s, 691.4 M leaves/s".
func perftProgressText(depth int, p model.PerftProgress, elapsed time.Duration) string {
	return fmt.Sprintf("perft(%d): %d/%d root %s, %d leaves, %s, %.1f M leaves/s", depth, p.RootDone, p.RootMoves,
		plural(p.RootMoves, "move", "moves"), p.Leaves, seconds(elapsed), float64(p.Leaves)/max(elapsed.Seconds(), 1e-9)/1e6)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
