// The training run's data stages, cached in the work folder: the WTHOR
// years labelled and split into training and held-out positions, and the
// self-play games played in chunks.

package train

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"time"

	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
)

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

var selfPlayChunk = 100 // a variable for the tests

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
	// a chunk stopped by ctx is not kept (the caller drops it), so the
	// games not yet handed out need not start
	onWorkers(ctx, cfg.Workers, selfPlayChunk, func() func(int) {
		return func(g int) {
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
	})
	var out []Sample
	for _, s := range per {
		out = append(out, s...)
	}
	return out
}
