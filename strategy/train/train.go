// The training run: data stages cached in a work folder (an interrupted
// run resumes where it stopped), then the fit and its report.

package train

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"othello/model/bounded"
	"othello/strategy"
	"othello/strategy/shard"
)

// Config is what a training run reads, writes and how it fits.
type Config struct {
	WthorDir string // the folder of the WTH_YYYY.wtb files: required
	XOTFile  string // opening transcripts for self-play; "" is the shipped XOT list
	WorkDir  string // the data stages' cache
	// LabelsDir ("": none) keeps the WTHOR games' exact labels compactly
	// (labels.go): what it holds is not solved again, and what is solved
	// is added to it
	LabelsDir     string
	LabelOnly     bool    // stop after labelling the WTHOR games: no self-play, no fit
	Out           string  // the weight file written
	Exact         int     // WTHOR positions with this many empties or fewer are solved exactly
	Holdout       int     // games of this many latest WTHOR years are kept out of training, for testing
	SelfPlayGames int     // self-play games (in chunks of selfPlayChunk)
	SelfPlayExact int     // self-play positions with this many empties or fewer are solved and kept
	Seed          uint64  // drives self-play
	Workers       int     // goroutines
	Lambda        float64 // regularisation: a weight seen n times shrinks by n/(n+Lambda)
	Iters         int     // conjugate gradient steps per phase at most
	Window        int     // each phase also trains on this many plies on either side
	// ProbCutOut is the selective search's statistics file written after
	// the weights, fitted on ProbCutPositions positions
	ProbCutOut          string
	ProbCutPositions    int
	ProbCutDepth        int  // the deepest search fitted, at most strategy.ProbCutMaxDepth
	ProbCutEndPositions int  // positions of 12 to 20 empties solved for the solver's selective stages
	ProbCutOnly         bool // refit only the statistics, for the weights already in Out
	// Base is the weight file the run starts from ("" is the shipped
	// weights): the solver orders its moves with it, self-play plays with
	// it, and the first round's search labels come from it.
	Base string
	// SearchDepth, when above 0, labels the positions of SearchMin to
	// SearchMax empties that the exact solver does not reach, one in
	// SearchEvery, by a selective search (SearchSelectivity percent) of
	// that many plies; their label moves to the search's score by
	// SearchWeight (1: the search alone).
	SearchDepth       int
	SearchSelectivity int
	SearchMin         int
	SearchMax         int
	SearchEvery       int
	SearchWeight      float64
	SearchSpread      bool // the positions between two searched ones of a game take the line between their scores
	// Rounds is how many times the search labels are made again with the
	// weights just fitted and the weights refitted (bootstrapping).
	Rounds        int
	SelfPlayDepth int // the self-play players' selective search depth
	// Shard, when on, makes the run one slice of the exact labelling and
	// of the self-play (shard.go): it does its share into its own folder
	// under WorkDir and stops. Merge gathers the shards' folders
	// (MergeDirs, or every shard-* folder of WorkDir) into the files one
	// run writes, and stops; the next plain run fits from them.
	Shard     shard.Shard
	Merge     bool
	MergeDirs []string
	Log       io.Writer
}

// DefaultConfig returns the settings the shipped weights were trained with,
// but for the WTHOR folder, which the caller names (Run refuses none), and
// with the shipped XOT list. Its paths are all inside the repository.
func DefaultConfig() Config {
	return Config{
		WorkDir: "train-data", Out: "resources/eval-trained.gz",
		Exact: 14, Holdout: 2, SelfPlayGames: 2000, SelfPlayExact: 16, SelfPlayDepth: 4, Seed: 1,
		Workers: 2, Lambda: 4, Iters: 120, Window: 2,
		SearchDepth: 0, SearchSelectivity: 95, SearchMin: 15, SearchMax: 50, SearchEvery: 8, SearchWeight: 1, Rounds: 1,
		ProbCutOut: "resources/probcut.txt", ProbCutPositions: 1200, ProbCutDepth: strategy.ProbCutMaxDepth, ProbCutEndPositions: 900,
	}
}

func (c *Config) logf(format string, args ...any) {
	if c.Log != nil {
		fmt.Fprintf(c.Log, format+"\n", args...)
	}
}

// errNoWthor says what a run needs that only its caller can give.
var errNoWthor = errors.New("no WTHOR games: --wthor DIR, a folder of WTH_YYYY.wtb files (the French Othello Federation's database, https://www.ffothello.org/informatique/la-base-wthor/)")

// Run trains from scratch, reusing the data stages already in the work
// folder, and writes the weights.
func Run(ctx context.Context, cfg Config) error {
	start := time.Now()
	base, baseFile, err := startRun(cfg)
	if err != nil {
		return err
	}
	switch {
	case cfg.Shard.On():
		return runShard(ctx, cfg, base, baseFile)
	case cfg.Merge:
		return runMerge(cfg, base, baseFile)
	}
	train, test, err := wthorStage(ctx, cfg, base)
	if err != nil {
		return err
	}
	if cfg.LabelOnly {
		cfg.logf("labelled: %d training positions, %d held out, %s", len(train), len(test), since(start))
		return nil
	}
	if cfg.ProbCutOnly {
		file, err := bounded.ReadFile(cfg.Out, bounded.WeightFile)
		if err != nil {
			return err
		}
		pw, err := strategy.ParsePatternWeights(file)
		if err != nil {
			return err
		}
		_, err = probCutStage(ctx, cfg, pw, file, train)
		return err
	}
	self, err := selfPlayStage(ctx, cfg, base, baseFile)
	if err != nil {
		return err
	}
	wthorTrain := train // the statistics' positions, the same with or without self-play
	train = append(train, self...)
	cfg.logf("data: %d training positions (%d from self-play), %d held out, %s", len(train), len(self), len(test), since(start))
	pw, file := base, baseFile
	for round := 1; round <= max(cfg.Rounds, 1); round++ {
		labelled := train
		if cfg.SearchDepth > 0 {
			scores, err := searchStage(ctx, cfg, pw, strategy.TrainedWeightsCRC(file), wthorTrain)
			if err != nil {
				return err
			}
			var changed int
			labelled, changed = withSearchLabels(train, scores, cfg.SearchWeight, cfg.SearchSpread)
			cfg.logf("round %d: %d training positions labelled by the search (weight %.2f)", round, changed, cfg.SearchWeight)
		}
		weights, err := fitAll(ctx, cfg, labelled)
		if err != nil {
			return err
		}
		if err := writeWeights(cfg.Out, strategy.NewPatternWeights(weights)); err != nil {
			return err
		}
		if file, err = bounded.ReadFile(cfg.Out, bounded.WeightFile); err != nil {
			return err
		}
		// read back, so that the weights are named by their file
		if pw, err = strategy.ParsePatternWeights(file); err != nil {
			return err
		}
		cfg.logf("round %d: wrote %s (%d bytes, CRC %08x), %s", round, cfg.Out, len(file), strategy.TrainedWeightsCRC(file), since(start))
		report(cfg, base, pw, test)
		if round < cfg.Rounds && cfg.SearchDepth > 0 && cfg.SearchSelectivity > 0 {
			// the next round's searches cut as selectively as the first's:
			// they need statistics fitted to these weights
			pc, err := probCutStage(ctx, cfg, pw, file, wthorTrain)
			if err != nil {
				return err
			}
			strategy.UseProbCut(pc)
		}
	}
	_, err = probCutStage(ctx, cfg, pw, file, wthorTrain)
	return err
}

func since(t time.Time) string { return time.Since(t).Round(time.Second).String() }

func writeWeights(path string, pw *strategy.PatternWeights) error {
	return writeAtomic(path, pw.WriteTo)
}
