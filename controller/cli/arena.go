package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"othello/controller/engine"
	"othello/strategy"
)

// arenaFlags are the flags of othello arena.
type arenaFlags struct {
	black, white *string
	games        *int
	seed         *uint64
	plies        *int
	// 8x8 only
	blackAlgo, whiteAlgo, blackEval, whiteEval, blackWeights, whiteWeights *string
	blackThreads, whiteThreads, blackSel, whiteSel                         *int
	budget                                                                 *time.Duration
	blackDepth, whiteDepth                                                 *int
	blackTime, whiteTime                                                   *time.Duration
	blackNoBook, whiteNoBook                                               *bool
	matchFlags
}

// declareArenaFlags declares arena's flags in form f.
func declareArenaFlags(fs *flag.FlagSet, f form) arenaFlags {
	sizeFlag(fs)
	a := arenaFlags{
		black: fs.String("black", "", "the first player `P`: a level, random, strength:S (the coach's scale, 0 to 1), or another program, nboard:COMMAND, gtp:COMMAND or play:COMMAND (quoted whole); with --size 4, 6 or 10, random, minimax:D, alphabeta:D, a level, gtp:COMMAND or play:COMMAND. On 8x8 its settings may follow, comma-separated: hard,threads=1,depth=20 or nboard:'edax -nboard',time=2s (algo, depth, eval, weights, threads, selectivity, time, book=false), the --black-KEY flags' values"),
		white: fs.String("white", "", "the second player `P`, as --black"),
		games: intFlag(fs, "games", 20, 1, 100000, "`N` games, rounded up to an even number"),
		seed:  fs.Uint64("seed", 1, "seed `S` of the openings and of the players' randomness"),
		plies: intFlag(fs, "plies", pick(f, 6, 4), 0, pick(f, 20, 96), "random openings of `N` plies"),
	}
	a.matchFlags = declareMatchFlags(fs, f)
	if f != on8x8 {
		boundOnSize(fs, "plies", "0 to N*N-4", func(n int) int { return n*n - 4 })
		return a
	}
	a.blackAlgo = fs.String("black-algo", "alphabeta", "the first player's search `A`: alphabeta or minimax")
	a.whiteAlgo = fs.String("white-algo", "alphabeta", "the second player's search `A`")
	a.blackEval = fs.String("black-eval", "", "the first player's evaluation `E`: trained or classic (default: the level's)")
	a.whiteEval = fs.String("white-eval", "", "the second player's evaluation `E` (default: the level's)")
	a.blackWeights = fs.String("black-weights", "", "the first player's weight table, from `FILE` (default: the evaluation's own); trained weights search selectively with the probcut.txt beside FILE when it was fitted to them")
	a.whiteWeights = fs.String("white-weights", "", "the second player's weight table, from `FILE` (default: the evaluation's own; probcut.txt beside it as for --black-weights)")
	a.blackThreads = intFlag(fs, "black-threads", 1, 1, maxThreads, "the first player's `N` search threads")
	a.whiteThreads = intFlag(fs, "white-threads", 1, 1, maxThreads, "the second player's `N` search threads")
	a.blackSel = intFlag(fs, "black-selectivity", -1, -1, 99, "the first player's confidence `P` in percent in its selective cuts, 0 for none, -1 for the level's")
	a.whiteSel = intFlag(fs, "white-selectivity", -1, -1, 99, "the second player's confidence `P` in percent in its selective cuts, 0 for none, -1 for the level's")
	a.blackNoBook = fs.Bool("black-no-book", false, "the first player never plays from the opening book")
	a.whiteNoBook = fs.Bool("white-no-book", false, "the second player never plays from the opening book")
	a.budget = durationFlag(fs, "time", 0, 0, moveMaxTime, "`D` per move for both levels instead of their own time; 0: the levels'")
	a.blackDepth = intFlag(fs, "black-depth", 0, 0, engine.MaxDepth, "the first player's depth `N`: a level searches N plies a move instead of by time (its exact solver as the level's), an NBoard program is asked for it with set depth; 0: the level's time, 12 for an NBoard program")
	a.whiteDepth = intFlag(fs, "white-depth", 0, 0, engine.MaxDepth, "the second player's depth `N`, as --black-depth")
	a.blackTime = durationFlag(fs, "black-time", 0, 0, moveMaxTime, "the first player's time `D` per move, instead of --time for a level; another program then plays by time, and loses if it takes longer than D and a tenth, plus 0.5s; 0: by depth")
	a.whiteTime = durationFlag(fs, "white-time", 0, 0, moveMaxTime, "the second player's time `D` per move, as --black-time")
	return a
}

// pick returns on8 in the form on 8x8 and other in the other.
func pick[T any](f form, on8, other T) T {
	if f == on8x8 {
		return on8
	}
	return other
}

// runArena plays computer against computer on 8x8 from distinct random
// openings, each opening twice with the colours swapped, and prints the
// first player's wins, draws and losses with a 95% confidence interval.
func runArena(env Env) error {
	usage := shortUsage(usageOf("arena", on8x8, 8))
	fs := newFlagSet("arena")
	flags := declareArenaFlags(fs, on8x8)
	blackLevel, whiteLevel, games, seed, plies := flags.black, flags.white, flags.games, flags.seed, flags.plies
	blackAlgo, whiteAlgo, blackEval, whiteEval := flags.blackAlgo, flags.whiteAlgo, flags.blackEval, flags.whiteEval
	blackWeights, whiteWeights, blackThreads, whiteThreads := flags.blackWeights, flags.whiteWeights, flags.blackThreads, flags.whiteThreads
	blackSel, whiteSel, xot, jobs, budget := flags.blackSel, flags.whiteSel, flags.xot, flags.jobs, flags.budget
	if _, _, err := readArgs("arena", on8x8, 8, fs, env.Args); err != nil {
		return err
	}
	// the settings after a player (hard,depth=6) set its flags, within
	// their ranges
	note, clocks, err := applySideSpecs(fs, "black", "white")
	if err != nil {
		return Errorf("usage", "%s: %v", usage, err)
	}
	tc := *flags.tc
	// Ctrl-C or SIGTERM stops the match; the programs are closed on the
	// way out, never left running.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var sides [2]contestant
	for i, spec := range [2]struct {
		side, level, algo, eval, weights string
		threads, selectivity, depth      int
		moveTime                         time.Duration
		noBook                           bool
	}{
		{"black", *blackLevel, *blackAlgo, *blackEval, *blackWeights, *blackThreads, *blackSel, *flags.blackDepth, *flags.blackTime, *flags.blackNoBook},
		{"white", *whiteLevel, *whiteAlgo, *whiteEval, *whiteWeights, *whiteThreads, *whiteSel, *flags.whiteDepth, *flags.whiteTime, *flags.whiteNoBook},
	} {
		c, external, err := parseEngine(ctx, usage, spec.level, spec.depth, spec.moveTime, *flags.engineTimeout)
		if err != nil {
			return err
		}
		clock := tc
		if own, ok := clocks[spec.side]; ok {
			clock = own
		}
		c.clock = clock
		if external {
			sides[i] = c
			continue
		}
		var w strategy.Evaluator
		if spec.weights != "" {
			var err error
			if w, err = strategy.LoadEvaluator(spec.weights); err != nil {
				return Errorf("weights", "%v", err)
			}
		}
		levelTime := *budget
		if spec.moveTime > 0 {
			levelTime = spec.moveTime
		}
		if spec.depth > 0 && spec.moveTime > 0 {
			return Errorf("usage", "%s: --%s-depth and --%s-time together; a level plays by one of them", usage, spec.side, spec.side)
		}
		c, err = parseContestant(spec.level, spec.algo, levelTime, spec.depth, spec.eval, w, spec.weights, spec.threads, spec.selectivity, spec.noBook)
		if err != nil {
			return err
		}
		c.clock = clock
		sides[i] = c
	}

	pairs := (*games + 1) / 2
	openings, openingsText, err := matchOpenings(pairs, *plies, *xot, *seed, isLine(sides[0]) || isLine(sides[1]))
	if err != nil {
		return err
	}
	total := 2 * pairs
	out, err := newGamesOut(*flags.gamesOut, total)
	if err != nil {
		return err
	}
	defer out.close()
	fixtures := bothWays(pairs, *seed, func(f *fixture, pair int) { f.opening = openings[pair] })
	fmt.Fprint(env.Stderr, note) // the arguments are all accepted: the old spellings' note
	start := time.Now()
	results, played, err := match{command: "arena", players: sides[:], games: fixtures, jobs: *jobs, out: out}.play(ctx, env.Stderr)
	how := fmt.Sprintf("(%s, each played with colours swapped, seed %d)", openingsText, *seed)
	if err != nil {
		if played == nil {
			return err
		}
		// stopped: the openings played both ways so far still say
		// something, and their thinking times are what a long match
		// stopped early would lose
		pairs := 0
		for p := 0; p+1 < len(played); p += 2 {
			if played[p] && played[p+1] {
				pairs++
			} else {
				played[p], played[p+1] = false, false
			}
		}
		if pairs > 0 {
			printArena(env.Stdout, results, played, fmt.Sprintf("(the %d openings played both ways before the stop, seed %d)", pairs, *seed), sides, time.Since(start))
		}
		return err
	}
	printArena(env.Stdout, results, played, how, sides, time.Since(start))
	return nil
}

// printArena writes the match's tally of the played games: the score,
// each player's thinking time a move and the forfeits.
func printArena(w io.Writer, results []engine.Outcome, played []bool, how string, sides [2]contestant, elapsed time.Duration) {
	var t matchTally
	var forfeits forfeitCount
	var thinking [2]time.Duration // the first and second players'
	var moves [2]int
	for g, o := range results {
		if !played[g] {
			continue
		}
		d := o.Black
		first, second := 0, 1 // the first player's colour (Black 0), the second's
		if g%2 == 1 {
			d = -d
			first, second = 1, 0
		}
		t.add(d)
		thinking[0], thinking[1] = thinking[0]+o.Thinking[first], thinking[1]+o.Thinking[second]
		moves[0], moves[1] = moves[0]+o.Moves[first], moves[1]+o.Moves[second]
		forfeits.add(o.Forfeit, first)
	}
	t.print(w, how, sides[0].name, sides[1].name, elapsed)
	fmt.Fprintf(w, "thinking: %s %s a move (%d moves), %s %s a move (%d moves)\n",
		sides[0].name, perMove(thinking[0], moves[0]), moves[0], sides[1].name, perMove(thinking[1], moves[1]), moves[1])
	forfeits.print(w, sides[0].name, sides[1].name)
}

// perMove is a side's average thinking time a move, in seconds to the
// millisecond: what a level that spreads its time over a game spends.
func perMove(d time.Duration, moves int) string {
	if moves == 0 {
		return seconds(0)
	}
	return seconds(d / time.Duration(moves))
}

// shortUsage keeps a usage line short enough to read in an error: one
// that lists too many flags keeps its required ones and leaves the rest
// to --help.
func shortUsage(usage string) string {
	const max = 160
	if len(usage) <= max {
		return usage
	}
	// the command's name: its words before the first flag or argument
	// ("gomoku arena", whose --help lists its flags, not gomoku's)
	var name []string
	for _, w := range strings.Fields(usage) {
		if strings.ToLower(w) != w || strings.ContainsAny(w, "-[(|") {
			break
		}
		name = append(name, w)
	}
	i := strings.Index(usage, "[")
	if i < 0 {
		return usage
	}
	return strings.TrimSpace(usage[:i]) + " [FLAGS] (othello " + strings.Join(name, " ") + " --help lists them)"
}

// isLine reports whether c is a program of the line protocol.
func isLine(c contestant) bool { return c.engine != nil && c.engine.Protocol == engine.Line }
