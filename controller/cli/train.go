package cli

import (
	"context"
	"os"
	"os/signal"
	"runtime"

	"othello/strategy"
	"othello/strategy/train"
)

// runTrain fits the trained evaluation's weights from the WTHOR games and
// self-play, printing progress and the error by phase. Data stages are
// cached in the work folder, so a stopped run resumes.
func runTrain(env Env) error {
	const usage = "train [--wthor DIR] [--xot FILE] [--work DIR] [--out FILE] [--exact N] [--holdout YEARS] [--selfplay GAMES] [--seed S] [--lambda L] [--threads N] [--probcut-out FILE] [--probcut-positions N] [--probcut-end-positions N] [--probcut-depth D] [--probcut-only]"
	cfg := train.DefaultConfig()
	cfg.Workers = runtime.NumCPU()
	fs := newFlagSet("train")
	fs.StringVar(&cfg.WthorDir, "wthor", cfg.WthorDir, "folder of the WTHOR WTH_YYYY.wtb files")
	fs.StringVar(&cfg.XOTFile, "xot", cfg.XOTFile, "opening transcripts for self-play, one a line")
	fs.StringVar(&cfg.WorkDir, "work", cfg.WorkDir, "folder for the labelled positions (reused by the next run)")
	fs.StringVar(&cfg.Out, "out", cfg.Out, "weight file to write")
	fs.IntVar(&cfg.Exact, "exact", cfg.Exact, "solve WTHOR positions with this many empties or fewer")
	fs.IntVar(&cfg.Holdout, "holdout", cfg.Holdout, "latest WTHOR years kept out of training, for testing")
	fs.IntVar(&cfg.SelfPlayGames, "selfplay", cfg.SelfPlayGames, "self-play games")
	fs.IntVar(&cfg.SelfPlayExact, "selfplay-exact", cfg.SelfPlayExact, "solve and keep self-play positions with this many empties or fewer")
	fs.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "seed of the self-play games")
	fs.Float64Var(&cfg.Lambda, "lambda", cfg.Lambda, "regularisation of the fit")
	fs.IntVar(&cfg.Iters, "iters", cfg.Iters, "conjugate gradient steps per phase at most")
	fs.IntVar(&cfg.Workers, "threads", cfg.Workers, "goroutines")
	fs.StringVar(&cfg.ProbCutOut, "probcut-out", cfg.ProbCutOut, "selective search statistics file to write")
	fs.IntVar(&cfg.ProbCutPositions, "probcut-positions", cfg.ProbCutPositions, "positions the selective search statistics are fitted on")
	fs.IntVar(&cfg.ProbCutEndPositions, "probcut-end-positions", cfg.ProbCutEndPositions, "positions of 12 to 20 empties solved for the solver's selective stages")
	fs.IntVar(&cfg.ProbCutDepth, "probcut-depth", cfg.ProbCutDepth, "deepest search of the selective search statistics")
	fs.BoolVar(&cfg.ProbCutOnly, "probcut-only", false, "refit only the selective search statistics, for the weights in --out")
	if err := fs.Parse(env.Args); err != nil {
		return Errorf("usage", "%s: %v", usage, err)
	}
	switch {
	case fs.NArg() > 0:
		return Errorf("usage", "%s: unexpected %q", usage, fs.Arg(0))
	case cfg.Exact < 0 || cfg.Exact > 20:
		return Errorf("usage", "%s: --exact %d is not 0-20", usage, cfg.Exact)
	case cfg.SelfPlayExact < 0 || cfg.SelfPlayExact > 20:
		return Errorf("usage", "%s: --selfplay-exact %d is not 0-20", usage, cfg.SelfPlayExact)
	case cfg.SelfPlayGames < 0 || cfg.SelfPlayGames > 10_000_000:
		return Errorf("usage", "%s: --selfplay %d is not 0-10000000", usage, cfg.SelfPlayGames)
	case cfg.Workers < 1 || cfg.Workers > 256:
		return Errorf("usage", "%s: --threads %d is not 1-256", usage, cfg.Workers)
	case cfg.ProbCutPositions < 100 || cfg.ProbCutPositions > 1_000_000:
		return Errorf("usage", "%s: --probcut-positions %d is not 100-1000000", usage, cfg.ProbCutPositions)
	case cfg.ProbCutEndPositions < 0 || cfg.ProbCutEndPositions > 1_000_000:
		return Errorf("usage", "%s: --probcut-end-positions %d is not 0-1000000", usage, cfg.ProbCutEndPositions)
	case cfg.ProbCutDepth < strategy.ProbCutMinDepth || cfg.ProbCutDepth > strategy.ProbCutMaxDepth:
		return Errorf("usage", "%s: --probcut-depth %d is not %d-%d", usage, cfg.ProbCutDepth, strategy.ProbCutMinDepth, strategy.ProbCutMaxDepth)
	case cfg.Lambda < 0 || cfg.Iters < 1:
		return Errorf("usage", "%s: --lambda must be at least 0 and --iters at least 1", usage)
	}
	cfg.Log = env.Stdout
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := train.Run(ctx, cfg); err != nil {
		return Errorf("train", "%v", err)
	}
	return nil
}
