// The training run: data stages cached in a work folder (an interrupted
// run resumes where it stopped), then the fit and its report.

package train

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"othello/model"
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

var selfPlayChunk = 100 // a variable for the tests

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
	if cfg.WthorDir == "" {
		return errNoWthor
	}
	if err := os.MkdirAll(cfg.WorkDir, 0o755); err != nil {
		return err
	}
	start := time.Now()
	base, baseFile, err := baseWeights(cfg)
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

// wthorStage labels every WTHOR year not yet in the work folder and
// returns the training and the held-out positions.
func wthorStage(ctx context.Context, cfg Config, order strategy.Evaluator) (train, test []Sample, err error) {
	years, err := wthorYears(cfg.WthorDir)
	if err != nil {
		return nil, nil, err
	}
	ys := sortedYears(years)
	firstHeld := ys[len(ys)-1] + 1
	if cfg.Holdout > 0 && cfg.Holdout < len(ys) {
		firstHeld = ys[len(ys)-cfg.Holdout]
	}
	totalGames, totalBroken := 0, 0
	total := 0
	for _, f := range years {
		total += wthorGameCount(f)
	}
	m := newMeter(cfg, "wthor: games labelled", total)
	for _, y := range ys {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		cache := yearCache(cfg, y)
		samples, err := readSamples(cache)
		if err != nil {
			t := time.Now()
			var games, broken int
			samples, games, broken, err = wthorYear(ctx, cfg, cache, years[y], order, m)
			if err != nil {
				return nil, nil, err
			}
			cfg.logf("wthor %d: %d games, %d broken (skipped), %d positions, %s", y, games, broken, len(samples), since(t))
		} else {
			m.skip(wthorGameCount(years[y]))
			if err := keepYearLabels(cfg, cache, years[y], samples); err != nil {
				return nil, nil, err
			}
		}
		var games, broken int
		if data, err := bounded.ReadFile(cache+".count", bounded.StatsFile); err == nil {
			fmt.Sscan(string(data), &games, &broken)
		}
		totalGames += games
		totalBroken += broken
		if y >= firstHeld {
			test = append(test, samples...)
		} else {
			train = append(train, samples...)
		}
	}
	cfg.logf("wthor: %d games in %d files, %d broken and skipped; years from %d held out", totalGames, len(ys), totalBroken, firstHeld)
	return train, test, nil
}

// selfPlayStage plays the self-play chunks not yet in the work folder,
// the players searching with the base weights (file is their weight file).
func selfPlayStage(ctx context.Context, cfg Config, base strategy.Evaluator, file []byte) ([]Sample, error) {
	w, err := newSelfPlayWork(cfg, base, file)
	if w == nil || err != nil {
		return nil, err
	}
	return w.play(ctx, cfg, cfg.WorkDir, func(int) bool { return true })
}

// selfPlayWork is the self-play of a run: how its games are played, and
// the chunks they are cached in.
type selfPlayWork struct {
	sp       selfPlayConfig
	ev       strategy.Evaluator
	openings [][]model.Square
	name     string // the chunk files' names, without the chunk's number
	chunks   int
}

// newSelfPlayWork returns the run's self-play; nil when it has none.
func newSelfPlayWork(cfg Config, base strategy.Evaluator, file []byte) (*selfPlayWork, error) {
	if cfg.SelfPlayGames <= 0 {
		return nil, nil
	}
	openings, err := readOpenings(cfg.XOTFile)
	if err != nil {
		return nil, err
	}
	sp := selfPlayConfig{exact: cfg.SelfPlayExact, depth: max(cfg.SelfPlayDepth, 1), deviation: 0.1}
	// the first self-play kept only its solved positions, with players
	// of depth 4; deeper players' own scores also label the midgame
	sp.searched = sp.depth > 4
	// the first self-play's players and solver used the classic
	// evaluation, full width: its chunks stay as they were
	ev := strategy.Evaluator(strategy.DefaultWeights())
	if sp.searched {
		ev, sp.selectivity = base, 95
	}
	name := fmt.Sprintf("selfplay-seed%d-exact%d", cfg.Seed, sp.exact)
	if sp.searched {
		name = fmt.Sprintf("selfplay-%08x-depth%d-seed%d-exact%d", strategy.TrainedWeightsCRC(file), sp.depth, cfg.Seed, sp.exact)
	}
	chunks := (cfg.SelfPlayGames + selfPlayChunk - 1) / selfPlayChunk
	return &selfPlayWork{sp: sp, ev: ev, openings: openings, name: name, chunks: chunks}, nil
}

// file is chunk c's file in dir.
func (w *selfPlayWork) file(dir string, c int) string {
	return filepath.Join(dir, fmt.Sprintf("%s-%04d.samples", w.name, c))
}

// play plays the chunks that mine says are this run's and that dir does
// not hold yet, caching each in dir, and returns theirs and the cached
// ones' samples in chunk order.
func (w *selfPlayWork) play(ctx context.Context, cfg Config, dir string, mine func(c int) bool) ([]Sample, error) {
	n := 0
	for c := range w.chunks {
		if mine(c) {
			n++
		}
	}
	m := newMeter(cfg, "self-play: games", n*selfPlayChunk)
	var out []Sample
	for c := range w.chunks {
		if !mine(c) {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		cache := w.file(dir, c)
		samples, err := readSamples(cache)
		if err != nil {
			t := time.Now()
			samples = selfPlayChunkRun(ctx, cfg, w.sp, w.ev, w.openings, c, m)
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if err := writeSamples(cache, samples); err != nil {
				return nil, err
			}
			cfg.logf("self-play chunk %d/%d: %d games, %d positions, %s", c+1, w.chunks, selfPlayChunk, len(samples), since(t))
		} else {
			m.skip(selfPlayChunk)
		}
		out = append(out, samples...)
	}
	return out, nil
}

// selfPlayChunkRun plays the games of chunk c on the workers. Each game's
// randomness comes from the seed, the chunk and its number alone, so a
// chunk is the same however many workers play it.
func selfPlayChunkRun(ctx context.Context, cfg Config, sp selfPlayConfig, ev strategy.Evaluator, openings [][]model.Square, c int, m *meter) []Sample {
	per := make([][]Sample, selfPlayChunk)
	var wg sync.WaitGroup
	next := make(chan int)
	for range cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				// A fresh solver for each game: moves its table keeps from
				// another game could break ties between equal moves
				// differently, and the data would depend on the schedule.
				solver := strategy.NewSolver(ev, 18)
				id := uint64(c*selfPlayChunk + g)
				rng := rand.New(rand.NewPCG(cfg.Seed, id))
				player := strategy.NewSearchWeights(strategy.Config{Depth: sp.depth, Selectivity: sp.selectivity}, id, ev)
				per[g] = selfPlayGame(ctx, solver, player, openings[rng.IntN(len(openings))], sp, rng)
				m.add(1)
			}
		}()
	}
	for g := range selfPlayChunk {
		next <- g
	}
	close(next)
	wg.Wait()
	var out []Sample
	for _, s := range per {
		out = append(out, s...)
	}
	return out
}

// plyOf is the number of discs played on b: the phases count plies.
func plyOf(b model.Board) int { return 60 - b.Empties() }

// fitAll fits every phase on the workers and returns the weights in discs.
func fitAll(ctx context.Context, cfg Config, samples []Sample) ([][]float64, error) {
	plies, phases := strategy.PhasePlies()
	// index the samples by ply, so that each phase picks its window fast
	byPly := make([][]int, 61)
	for i, s := range samples {
		byPly[plyOf(s.Board)] = append(byPly[plyOf(s.Board)], i)
	}
	out := make([][]float64, phases)
	var wg sync.WaitGroup
	next := make(chan int)
	var mu sync.Mutex
	for range max(cfg.Workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ph := range next {
				t := time.Now()
				lo := max(ph*plies-cfg.Window, 0)
				hi := min(ph*plies+plies-1+cfg.Window, 60)
				if ph == phases-1 {
					hi = 60
				}
				p := problem{slots: strategy.NumFeatureSlots(), nw: strategy.NumFeatures()}
				feat := make([]int32, p.slots)
				for ply := lo; ply <= hi; ply++ {
					for _, i := range byPly[ply] {
						b := samples[i].Board
						if b.GameOver() {
							continue
						}
						strategy.Features(b, feat)
						p.feats = append(p.feats, feat...)
						p.labels = append(p.labels, float64(samples[i].Label))
					}
				}
				r := p.fit(cfg.Lambda, cfg.Iters)
				mu.Lock()
				out[ph] = r.w
				cfg.logf("phase %2d (plies %2d-%2d): %8d positions, %3d steps, training error %.2f discs (RMS), %s",
					ph, lo, hi, len(p.labels), r.iters, r.rmse, since(t))
				mu.Unlock()
			}
		}()
	}
	for ph := range phases {
		if ctx.Err() != nil {
			break
		}
		next <- ph
	}
	close(next)
	wg.Wait()
	return out, ctx.Err()
}

// report prints the mean absolute error of the weights before the run
// (the base), after it, and of the classic evaluation against the labels
// of the held-out positions, by discs on the board.
func report(cfg Config, before, after *strategy.PatternWeights, test []Sample) {
	classic := strategy.DefaultWeights()
	type acc struct {
		n, nExact              int
		before, after, classic float64
	}
	by := map[int]*acc{}
	for _, s := range test {
		b := s.Board
		if b.GameOver() {
			continue
		}
		discs := 64 - b.Empties()
		a := by[discs]
		if a == nil {
			a = &acc{}
			by[discs] = a
		}
		y := float64(s.Label)
		a.n++
		if s.Exact {
			a.nExact++
		}
		a.before += math.Abs(float64(before.Evaluate(b))/strategy.ScoreScale - y)
		a.after += math.Abs(float64(after.Evaluate(b))/strategy.ScoreScale - y)
		a.classic += math.Abs(float64(classic.Evaluate(b))/strategy.ScoreScale - y)
	}
	var keys []int
	for k := range by {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	cfg.logf("held-out positions: mean absolute error in discs (label: exact where marked, else the game's theoretical score)")
	cfg.logf("%6s %8s %6s %8s %8s %8s", "discs", "count", "exact", "before", "trained", "classic")
	for _, k := range keys {
		a := by[k]
		n := float64(a.n)
		cfg.logf("%6d %8d %5.0f%% %8.2f %8.2f %8.2f", k, a.n, 100*float64(a.nExact)/n, a.before/n, a.after/n, a.classic/n)
	}
}
