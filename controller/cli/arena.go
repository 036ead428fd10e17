package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"time"

	"othello/model"
	"othello/strategy"
)

// contestant is one side of an arena match, built afresh for each game.
type contestant struct {
	name string
	make func(seed uint64) strategy.Player
}

// parseContestant reads "random" or a level, with an algorithm, a time per
// move (0: the level's), an evaluation and a weight file (nil: the
// evaluation's own weights).
func parseContestant(level, algoName string, budget time.Duration, evalName string, w strategy.Evaluator, wName string, threads, selectivity int) (contestant, error) {
	if strings.EqualFold(level, "random") {
		return contestant{"random", func(seed uint64) strategy.Player { return strategy.NewRandom(seed) }}, nil
	}
	lv, err := parseLevel(level)
	if err != nil {
		return contestant{}, err
	}
	algo, err := parseAlgorithm(algoName)
	if err != nil {
		return contestant{}, err
	}
	name := strings.ToLower(lv.String())
	if algo != strategy.AlphaBeta {
		name += "/" + algo.String()
	}
	c := strategy.LevelConfig(lv, algo)
	if evalName != "" {
		if c.Eval, err = strategy.ParseEvalKind(evalName); err != nil {
			return contestant{}, Errorf("usage", "%v", err)
		}
		name += "/" + c.Eval.String()
	}
	if budget > 0 {
		name += "@" + budget.String()
	}
	if wName != "" {
		name += "[" + wName + "]"
	}
	if threads > 1 {
		name += fmt.Sprintf("x%d", threads)
	}
	if selectivity >= 0 {
		c.Selectivity = selectivity
		name += fmt.Sprintf("@%d%%", selectivity)
	}
	c = c.WithTime(budget).WithThreads(threads)
	return contestant{name, func(seed uint64) strategy.Player { return strategy.NewSearchWeights(c, seed, w) }}, nil
}

// arenaFlags are the flags of othello arena.
type arenaFlags struct {
	black, white *string
	games        *int
	seed         *uint64
	plies        *int
	// 8x8 only
	blackAlgo, whiteAlgo, blackEval, whiteEval, blackWeights, whiteWeights *string
	blackThreads, whiteThreads, blackSel, whiteSel, jobs                   *int
	xot                                                                    *string
	budget                                                                 *time.Duration
}

// declareArenaFlags declares arena's flags in form f.
func declareArenaFlags(fs *flag.FlagSet, f form) arenaFlags {
	sizeFlag(fs)
	a := arenaFlags{
		black: fs.String("black", "", "the first player `P`: a level or random; with --size 4, 6 or 10, random, minimax:D, alphabeta:D or a level"),
		white: fs.String("white", "", "the second player `P`, as --black"),
		games: fs.Int("games", 20, "`N` games, rounded up to an even number"),
		seed:  fs.Uint64("seed", 1, "seed `S` of the openings and of the players' randomness"),
		plies: fs.Int("plies", pick(f, 6, 4), "random openings of `N` plies"),
	}
	if f != on8x8 {
		return a
	}
	a.blackAlgo = fs.String("black-algo", "alphabeta", "the first player's search `A`: alphabeta or minimax")
	a.whiteAlgo = fs.String("white-algo", "alphabeta", "the second player's search `A`")
	a.blackEval = fs.String("black-eval", "", "the first player's evaluation `E`: trained or classic (default: the level's)")
	a.whiteEval = fs.String("white-eval", "", "the second player's evaluation `E` (default: the level's)")
	a.blackWeights = fs.String("black-weights", "", "the first player's weight table, from `FILE` (default: the evaluation's own)")
	a.whiteWeights = fs.String("white-weights", "", "the second player's weight table, from `FILE` (default: the evaluation's own)")
	a.blackThreads = fs.Int("black-threads", 1, "the first player's `N` search threads")
	a.whiteThreads = fs.Int("white-threads", 1, "the second player's `N` search threads")
	a.blackSel = fs.Int("black-selectivity", -1, "the first player's confidence `P` in percent in its selective cuts, 0 for none, -1 for the level's")
	a.whiteSel = fs.Int("white-selectivity", -1, "the second player's confidence `P` in percent in its selective cuts, 0 for none, -1 for the level's")
	a.xot = fs.String("xot", "", "draw the openings from `FILE`, one transcript a line, instead of random openings")
	a.jobs = fs.Int("jobs", 1, "`N` games played at once")
	a.budget = fs.Duration("time", 0, "`D` per move for both players instead of the levels' time; 0: the levels'")
	return a
}

// pick returns on8 in the form on 8x8 and other in the other.
func pick[T any](f form, on8, other T) T {
	if f == on8x8 {
		return on8
	}
	return other
}

// runArena plays computer against computer from distinct random openings,
// each opening twice with the colours swapped, and prints the first
// player's wins, draws and losses with a 95% confidence interval.
func runArena(env Env) error {
	size, args, err := takeSize(env.Args)
	if err != nil {
		return err
	}
	env.Args = args
	if size != 8 {
		return runArenaSized(env, size)
	}
	usage := usageOf("arena", on8x8, 8)
	fs := newFlagSet("arena")
	flags := declareArenaFlags(fs, on8x8)
	blackLevel, whiteLevel, games, seed, plies := flags.black, flags.white, flags.games, flags.seed, flags.plies
	blackAlgo, whiteAlgo, blackEval, whiteEval := flags.blackAlgo, flags.whiteAlgo, flags.blackEval, flags.whiteEval
	blackWeights, whiteWeights, blackThreads, whiteThreads := flags.blackWeights, flags.whiteWeights, flags.blackThreads, flags.whiteThreads
	blackSel, whiteSel, xot, jobs, budget := flags.blackSel, flags.whiteSel, flags.xot, flags.jobs, flags.budget
	rest, err := parseArgs(fs, env.Args)
	if err != nil {
		return Errorf("usage", "%s: %v", usage, err)
	}
	if len(rest) > 0 {
		return Errorf("usage", "%s: unexpected %s", usage, excerpt(rest[0]))
	}
	if *blackLevel == "" || *whiteLevel == "" {
		return Errorf("usage", "%s: both --black and --white are needed", usage)
	}
	if *games < 1 || *games > 100000 {
		return Errorf("usage", "%s: --games %d is not 1-100000", usage, *games)
	}
	if *budget < 0 || *budget > moveMaxTime {
		return Errorf("usage", "%s: --time %v is not between 0 (the levels') and %v", usage, *budget, moveMaxTime)
	}
	if *plies < 0 || *plies > 20 {
		return Errorf("usage", "%s: --plies %d is not 0-20", usage, *plies)
	}
	if *jobs < 1 || *jobs > 256 {
		return Errorf("usage", "%s: --jobs %d is not 1-256", usage, *jobs)
	}
	var sides [2]contestant
	for i, spec := range [2]struct {
		level, algo, eval, weights string
		threads, selectivity       int
	}{
		{*blackLevel, *blackAlgo, *blackEval, *blackWeights, *blackThreads, *blackSel}, {*whiteLevel, *whiteAlgo, *whiteEval, *whiteWeights, *whiteThreads, *whiteSel},
	} {
		if spec.selectivity < -1 || spec.selectivity > 99 {
			return Errorf("usage", "%s: a selectivity of %d%% is not 0 (none) to 99", usage, spec.selectivity)
		}
		if err := checkThreads(usage, spec.threads); err != nil {
			return err
		}
		var w strategy.Evaluator
		if spec.weights != "" {
			var err error
			if w, err = strategy.LoadEvaluator(spec.weights); err != nil {
				return Errorf("weights", "%v", err)
			}
		}
		c, err := parseContestant(spec.level, spec.algo, *budget, spec.eval, w, spec.weights, spec.threads, spec.selectivity)
		if err != nil {
			return err
		}
		sides[i] = c
	}

	pairs := (*games + 1) / 2
	var openings [][]model.Square
	openingsText := fmt.Sprintf("%d openings of %d plies", pairs, *plies)
	if *xot != "" {
		var err error
		if openings, err = pickOpenings(*xot, pairs, *seed); err != nil {
			return err
		}
		openingsText = fmt.Sprintf("%d openings from %s", pairs, *xot)
	} else {
		openings = strategy.Openings(pairs, *plies, *seed)
		if len(openings) < pairs {
			return Errorf("usage", "only %d distinct openings of %d plies; use longer openings or fewer games", len(openings), *plies)
		}
	}
	total := 2 * pairs
	// Games run on up to jobs goroutines; each result lands in its own
	// slot, so the totals do not depend on the order games finish in.
	results := make([]int, total)
	start := time.Now()
	var mu sync.Mutex
	done := 0
	progress(env.Stderr, 0, total, start)
	var wg sync.WaitGroup
	next := make(chan int)
	for range *jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				i, swap := g/2, g%2
				gameSeed := *seed + uint64(g)*1000003
				a, b := sides[0].make(gameSeed), sides[1].make(gameSeed+1)
				var d int // for the first player
				if swap == 0 {
					d = strategy.PlayGame(context.Background(), a, b, openings[i])
				} else {
					d = -strategy.PlayGame(context.Background(), b, a, openings[i])
				}
				mu.Lock()
				results[g] = d
				done++
				progress(env.Stderr, done, total, start)
				mu.Unlock()
			}
		}()
	}
	for g := range total {
		next <- g
	}
	close(next)
	wg.Wait()
	var t matchTally
	for _, d := range results {
		t.add(d)
	}
	fmt.Fprintln(env.Stderr)
	t.print(env.Stdout, fmt.Sprintf("(%s, each played with colours swapped, seed %d)", openingsText, *seed), sides[0].name, sides[1].name, time.Since(start))
	return nil
}

// matchTally counts a match's results from the first player's side.
type matchTally struct{ wins, draws, losses, discs, games int }

// add counts a game the first player won by d discs (lost when d < 0).
func (t *matchTally) add(d int) {
	switch {
	case d > 0:
		t.wins++
	case d < 0:
		t.losses++
	default:
		t.draws++
	}
	t.discs += d
	t.games++
}

// print writes the match's three lines: the games (how they were played
// follows their number), the results, and the score with its 95% interval.
func (t matchTally) print(w io.Writer, how, first, second string, elapsed time.Duration) {
	score := (float64(t.wins) + float64(t.draws)/2) / float64(t.games)
	lo, hi := wilson(score, t.games)
	fmt.Fprintf(w, "games: %d %s\n", t.games, how)
	fmt.Fprintf(w, "%s vs %s: wins %d draws %d losses %d\n", first, second, t.wins, t.draws, t.losses)
	fmt.Fprintf(w, "score: %.1f%% (95%% CI %.1f%%-%.1f%%) discs: %+.1f per game time: %s\n",
		100*score, 100*lo, 100*hi, float64(t.discs)/float64(t.games), seconds(elapsed))
}

// pickOpenings draws n distinct openings at random (from seed) from a file
// of transcripts, one a line.
func pickOpenings(path string, n int, seed uint64) ([][]model.Square, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, Errorf("openings", "%v", err)
	}
	all, err := model.ParseTranscriptList(string(data))
	if err != nil {
		return nil, Errorf("openings", "%s %v", path, err)
	}
	if len(all) < n {
		return nil, Errorf("usage", "%s holds %d openings, fewer than the %d needed", path, len(all), n)
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x6a09e667f3bcc909))
	rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return all[:n], nil
}

// wilson returns the 95% Wilson score interval of a proportion p observed
// over n games (draws counting half); unlike the normal approximation it
// stays inside 0-1 for lopsided results.
func wilson(p float64, n int) (float64, float64) {
	const z = 1.959964
	nf := float64(n)
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return math.Max(0, centre-half), math.Min(1, centre+half)
}

// progress draws a bar of the games played on w, overwriting itself.
func progress(w io.Writer, done, total int, start time.Time) {
	const width = 30
	filled := width * done / total
	fmt.Fprintf(w, "\r[%s%s] %d/%d games %s", strings.Repeat("#", filled), strings.Repeat(".", width-filled),
		done, total, time.Since(start).Round(time.Second))
}
