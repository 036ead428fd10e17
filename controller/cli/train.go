package cli

import (
	"context"
	"flag"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"slices"

	"othello/strategy"
	"othello/strategy/shard"
	"othello/strategy/train"
)

// shardFlags are --shard and --merge.
type shardFlags struct {
	shard shard.Shard
	merge bool
}

// shardValue is --shard, read when given: a value that is not I/N with
// I from 1 to N is refused as a range is.
type shardValue struct{ s *shard.Shard }

func (v shardValue) Set(text string) error {
	s, err := shard.Parse(text)
	if err != nil {
		return &valueError{err.Error()}
	}
	*v.s = s
	return nil
}

func (v shardValue) String() string {
	if v.s == nil || !v.s.On() {
		return ""
	}
	return v.s.String()
}

func (v shardValue) Get() any { return *v.s }

// shardConflicts are the flags --shard and --merge exclude, in train and
// book.
var shardConflicts = []flagPair{{"shard", []string{"merge"}, "a shard does its slice, the merge gathers them all: give one"}}

// trainConflicts are the flags of train that exclude each other.
var trainConflicts = append(slices.Clone(shardConflicts),
	flagPair{"shard", []string{"probcut-only"}, "--probcut-only is not sharded: it refits the statistics alone, in minutes"},
	flagPair{"merge", []string{"probcut-only"}, "--probcut-only is not sharded: it refits the statistics alone, in minutes"},
	flagPair{"network", []string{"shard"}, "--network trains from the labels"},
	flagPair{"network", []string{"merge"}, "--network trains from the labels"},
	flagPair{"network", []string{"label-only"}, "--network trains from the labels"},
	flagPair{"network", []string{"probcut-only"}, "--network trains from the labels"},
)

// netFlags are the network's training flags.
type netFlags struct {
	on bool
	nc train.NetConfig
}

// declareTrainFlags declares train's flags into cfg, sh and the network's
// into nets[0] (if given), whose values are their defaults; nil declares
// them into a default configuration (for the help).
func declareTrainFlags(fs *flag.FlagSet, cfg *train.Config, sh *shardFlags, nets ...*netFlags) {
	var nf *netFlags
	if len(nets) > 0 {
		nf = nets[0]
	}
	if cfg == nil {
		c := train.DefaultConfig()
		cfg = &c
	}
	if sh == nil {
		sh = &shardFlags{}
	}
	if nf == nil {
		nf = &netFlags{nc: train.DefaultNetConfig()}
	}
	fs.BoolVar(&nf.on, "network", false, "train the network evaluation (the trained one corrected by a small network) on the labelled WTHOR positions instead of the pattern weights, and on the self-play positions when --selfplay N is given (with --selfplay-depth above 4, labelled by the players' search), resuming from its checkpoint in --work; then fit its selective search statistics (--probcut-out, default beside --network-out)")
	fs.StringVar(&nf.nc.Out, "network-out", nf.nc.Out, "the network `FILE` to write")
	intVar(fs, &nf.nc.Epochs, "network-epochs", nf.nc.Epochs, 1, 1000, "train the network `N` passes over the positions")
	intVar(fs, &nf.nc.Limit, "network-limit", nf.nc.Limit, 0, noMax, "train the network on at most `N` positions, drawn evenly (0: all)")
	openFloatVar(fs, &nf.nc.LR, "network-lr", nf.nc.LR, 0, 1, "the network's step size `R` (Adam), halved each epoch after the second")
	fs.Var(shardValue{&sh.shard}, "shard", "do slice `I/N` (I from 1 to N) of the exact labelling and the self-play, chunk k going to shard k mod N + 1, into the folder shard-IofN of --work, and stop: the shards run anywhere as plain commands, and --merge gathers them")
	fs.BoolVar(&sh.merge, "merge", false, "gather the shards' folders (the SHARD_DIR arguments, or every shard-* folder of --work) into the files one run writes in --work and --labels, and stop; with the shards' flags, --shard left out")
	fs.StringVar(&cfg.WthorDir, "wthor", cfg.WthorDir, "the `DIR` of the WTHOR WTH_YYYY.wtb files (from the French Othello Federation)")
	fs.StringVar(&cfg.XOTFile, "xot", cfg.XOTFile, "`FILE` of opening transcripts for self-play, one a line (default: the shipped XOT list)")
	fs.StringVar(&cfg.WorkDir, "work", cfg.WorkDir, "the `DIR` of the labelled positions, reused by the next run")
	fs.StringVar(&cfg.LabelsDir, "labels", cfg.LabelsDir, "a `DIR` keeping the WTHOR games' exact labels compactly, between machines (the repository's strategy/train/labels): what it holds is not solved again, what is solved is added")
	fs.BoolVar(&cfg.LabelOnly, "label-only", false, "label the WTHOR games (into --work and --labels) and stop: no self-play, no fit")
	fs.StringVar(&cfg.Out, "out", cfg.Out, "the weight `FILE` to write")
	intVar(fs, &cfg.Exact, "exact", cfg.Exact, 0, 20, "solve WTHOR positions of `N` empties or fewer")
	fs.IntVar(&cfg.Holdout, "holdout", cfg.Holdout, "keep the latest `N` WTHOR years out of training, for testing")
	intVar(fs, &cfg.SelfPlayGames, "selfplay", cfg.SelfPlayGames, 0, 10_000_000, "`N` self-play games")
	intVar(fs, &cfg.SelfPlayExact, "selfplay-exact", cfg.SelfPlayExact, 0, 20, "solve and keep self-play positions of `N` empties or fewer")
	fs.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "seed `S` of the self-play games")
	floatVar(fs, &cfg.Lambda, "lambda", cfg.Lambda, 0, math.Inf(1), "regularisation `L` of the fit")
	intVar(fs, &cfg.Iters, "iters", cfg.Iters, 1, noMax, "at most `N` conjugate gradient steps per phase")
	threadsVar(fs, &cfg.Workers, "`N` goroutines")
	fs.StringVar(&cfg.ProbCutOut, "probcut-out", cfg.ProbCutOut, "the selective search statistics `FILE` to write")
	intVar(fs, &cfg.ProbCutPositions, "probcut-positions", cfg.ProbCutPositions, 100, 1_000_000, "fit the selective search statistics on `N` positions")
	intVar(fs, &cfg.ProbCutEndPositions, "probcut-end-positions", cfg.ProbCutEndPositions, 0, 1_000_000, "solve `N` positions of 12 to 20 empties for the solver's selective stages")
	intVar(fs, &cfg.ProbCutDepth, "probcut-depth", cfg.ProbCutDepth, strategy.ProbCutMinDepth, strategy.ProbCutMaxDepth, "the deepest search, `N` plies, of the selective search statistics")
	fs.BoolVar(&cfg.ProbCutOnly, "probcut-only", false, "refit only the selective search statistics, for the weights in --out")
	fs.StringVar(&cfg.Base, "base", cfg.Base, "the weight `FILE` the run starts from: it orders the solver, plays self-play and makes the first search labels (default: the shipped weights)")
	intVar(fs, &cfg.SearchDepth, "search-depth", cfg.SearchDepth, 0, 30, "label the positions the solver does not reach by a selective search of `N` plies (0: by the games' theoretical scores)")
	intSpansVar(fs, &cfg.SearchSelectivity, "search-selectivity", cfg.SearchSelectivity, []span{{0, 0}, {50, 99}}, "the search labels' selectivity, `P` percent (0: full width)")
	intVar(fs, &cfg.SearchMin, "search-min", cfg.SearchMin, 0, 60, "search positions of at least `N` empties")
	intVar(fs, &cfg.SearchMax, "search-max", cfg.SearchMax, 0, 60, "search positions of at most `N` empties")
	intVar(fs, &cfg.SearchEvery, "search-every", cfg.SearchEvery, 1, noMax, "search one position in `N`")
	floatVar(fs, &cfg.SearchWeight, "search-weight", cfg.SearchWeight, 0, 1, "a searched position's label: `W` times the search's score plus 1-W times the game's")
	fs.BoolVar(&cfg.SearchSpread, "search-spread", cfg.SearchSpread, "the positions of a game between two searched ones take the line between their scores")
	intVar(fs, &cfg.Rounds, "rounds", cfg.Rounds, 1, 100, "`N` rounds of search labels made with the weights of the round before, each refitted")
	intVar(fs, &cfg.SelfPlayDepth, "selfplay-depth", cfg.SelfPlayDepth, 1, 30, "self-play players search `N` plies (above 4: selective, with the base weights, and their scores label the midgame)")
}

// runTrain fits the trained evaluation's weights from the WTHOR games and
// self-play, printing progress and the error by phase. Data stages are
// cached in the work folder, so a stopped run resumes.
func runTrain(env Env) error {
	cfg := train.DefaultConfig()
	var sh shardFlags
	nf := netFlags{nc: train.DefaultNetConfig()}
	fs := newFlagSet("train")
	declareTrainFlags(fs, &cfg, &sh, &nf)
	_, rest, err := readArgs("train", on8x8, 8, fs, env.Args)
	if err != nil {
		return err
	}
	cfg.Shard, cfg.Merge = sh.shard, sh.merge
	cfg.MergeDirs = rest
	cfg.Log = env.Stdout
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if nf.on {
		probcutSet, selfplaySet := flagGiven(fs, "probcut-out"), flagGiven(fs, "selfplay")
		if !selfplaySet {
			// the network trains on self-play only when asked: the
			// default games (classic players, solved positions only)
			// are the linear fit's
			cfg.SelfPlayGames = 0
		}
		if !probcutSet {
			// never the shipped statistics, which name the shipped weights
			cfg.ProbCutOut = filepath.Join(filepath.Dir(nf.nc.Out), strategy.ProbCutFileName)
		}
		if err := train.RunNetwork(ctx, cfg, nf.nc); err != nil {
			return Errorf("train", "%v", err)
		}
		return nil
	}
	if err := train.Run(ctx, cfg); err != nil {
		return Errorf("train", "%v", err)
	}
	return nil
}

// declareTrainFormFlags declares train's flags of form f, for the help.
func declareTrainFormFlags(fs *flag.FlagSet, f form) {
	if f == onOtherSizes {
		declareTrainSizedFlags(fs, nil)
		return
	}
	declareTrainFlags(fs, nil, nil)
}

// defaultSizedConfig is train --size N's settings when no flag is given.
func defaultSizedConfig() train.SizedConfig {
	return train.SizedConfig{Games: 2000, Depth: 4, Exact: 16, Seed: 1, Lambda: 4, WorkDir: "train-data", Out: filepath.Join("resources", strategy.SizedWeightsFileName)}
}

// declareTrainSizedFlags declares train --size N's flags into cfg (nil: a
// default configuration, for the help).
func declareTrainSizedFlags(fs *flag.FlagSet, cfg *train.SizedConfig) {
	if cfg == nil {
		c := defaultSizedConfig()
		cfg = &c
	}
	intVar(fs, &cfg.Games, "selfplay", cfg.Games, 8, 10_000_000, "`N` self-play games, one in 8 kept out of the fit to measure it")
	intVar(fs, &cfg.Depth, "selfplay-depth", cfg.Depth, 1, 8, "the players search 1 to `N` plies, by game")
	intVar(fs, &cfg.Exact, "selfplay-exact", cfg.Exact, 1, 20, "solve the positions of `N` empties or fewer; each earlier one takes the value of its game where the solver first reaches it")
	fs.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "seed `S` of the self-play games")
	floatVar(fs, &cfg.Lambda, "lambda", cfg.Lambda, 0, math.Inf(1), "regularisation `L` of the fit")
	threadsVar(fs, &cfg.Workers, "`N` goroutines")
	fs.StringVar(&cfg.WorkDir, "work", cfg.WorkDir, "the `DIR` keeping the labelled positions, which a run with the same settings reads again")
	fs.StringVar(&cfg.Out, "out", cfg.Out, "the weight `FILE` to write: the other sizes' rows in it are kept")
}

// runTrainSized fits the geometric evaluation of n×n boards.
func runTrainSized(env Env, n int) error {
	cfg := defaultSizedConfig()
	cfg.Size = n
	fs := newFlagSet("train")
	declareTrainSizedFlags(fs, &cfg)
	if _, _, err := readArgs("train", onOtherSizes, n, fs, env.Args); err != nil {
		return err
	}
	cfg.Log = env.Stdout
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := train.RunSized(ctx, cfg); err != nil {
		return Errorf("train", "%v", err)
	}
	return nil
}
