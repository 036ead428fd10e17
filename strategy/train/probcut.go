// The selective search's statistics: positions drawn from the training
// data searched to every depth with the new weights, then the fit of how
// a shallow search predicts a deep one. The scores are cached a position
// a line, so an interrupted run resumes.

package train

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"othello/model"
	"othello/model/bounded"
	"othello/strategy"
)

// probCutPositions draws the positions to search: count of them, with
// lo to hi empties and a legal move, in an order fixed by the seed.
func probCutPositions(samples []Sample, count, lo, hi int, seed uint64) []model.Board {
	rng := rand.New(rand.NewPCG(seed, 0x70cb+uint64(lo-14)))
	var out []model.Board
	seen := map[model.Board]bool{}
	for tries := 0; len(out) < count && tries < 50*count && len(samples) > 0; tries++ {
		b := samples[rng.IntN(len(samples))].Board
		if e := b.Empties(); e < lo || e > hi || b.Moves() == 0 || seen[b] {
			continue
		}
		seen[b] = true
		out = append(out, b)
	}
	return out
}

// probCutStage searches the positions not yet in the cache, fits the
// statistics, writes them to cfg.ProbCutOut and returns them.
func probCutStage(ctx context.Context, cfg Config, ev strategy.Evaluator, weightsFile []byte, samples []Sample) (*strategy.ProbCut, error) {
	crc := strategy.TrainedWeightsCRC(weightsFile)
	boards := probCutPositions(samples, cfg.ProbCutPositions, 14, 56, cfg.Seed)
	cache := filepath.Join(cfg.WorkDir, fmt.Sprintf("probcut-%08x-seed%d-depth%d.scores", crc, cfg.Seed, cfg.ProbCutDepth))
	done, err := scoreAll(ctx, cfg, cache, boards, "probcut: positions searched to depth "+strconv.Itoa(cfg.ProbCutDepth), func() func(model.Board) []int {
		scorer := strategy.NewDepthScorer(ev)
		return func(b model.Board) []int { return scorer.Scores(ctx, b, cfg.ProbCutDepth) }
	})
	if err != nil {
		return nil, err
	}
	var data []strategy.ProbCutSample
	for _, b := range boards {
		data = append(data, strategy.ProbCutSample{Empties: b.Empties(), Scores: done[b]})
	}
	pc := strategy.FitProbCut(data, crc)
	// the solver's selective stages: exact scores against shallow searches
	ends := probCutPositions(samples, cfg.ProbCutEndPositions, 12, 20, cfg.Seed)
	endCache := filepath.Join(cfg.WorkDir, fmt.Sprintf("probcut-end-%08x-seed%d.scores", crc, cfg.Seed))
	endDone, err := scoreAll(ctx, cfg, endCache, ends, "probcut: positions solved", func() func(model.Board) []int {
		scorer := strategy.NewDepthScorer(ev)
		solver := strategy.NewSolver(ev, 20)
		return func(b model.Board) []int {
			r := solver.Solve(ctx, b)
			shallow := scorer.Scores(ctx, b, strategy.EndShallow(b.Empties()))
			return []int{r.Score / strategy.ScoreScale, shallow[len(shallow)-1]}
		}
	})
	if err != nil {
		return nil, err
	}
	var endData []strategy.ProbCutEndSample
	for _, b := range ends {
		if s := endDone[b]; len(s) == 2 {
			endData = append(endData, strategy.ProbCutEndSample{Empties: b.Empties(), Exact: s[0], Shallow: s[1]})
		}
	}
	pc.FitProbCutEnd(endData)
	if err := writeAtomic(cfg.ProbCutOut, pc.WriteTo); err != nil {
		return nil, err
	}
	for _, d := range []int{4, 6, 8, 10} {
		var parts []string
		for _, e := range []int{20, 30, 40, 50} {
			parts = append(parts, fmt.Sprintf("%d empties %.2f", e, pc.At(e, d).Sigma/strategy.ScoreScale))
		}
		cfg.logf("probcut depth %2d from %d: error (sigma, discs) %s", d, strategy.ProbCutShallow(d), strings.Join(parts, ", "))
	}
	for _, n := range []int{12, 16, 20, 24} {
		cfg.logf("probcut exact score at %d empties from depth %d: error (sigma, discs) %.2f", n, strategy.EndShallow(n), pc.AtEnd(n).Sigma/strategy.ScoreScale)
	}
	cfg.logf("wrote %s (%d midgame positions, %d solved)", cfg.ProbCutOut, len(data), len(endData))
	return pc, nil
}

// scoreAll scores the boards not yet in the cache on the workers, each
// with the scorer newScorer makes for it, appending each result to the
// cache as it comes, and returns them all. what names the work in the
// progress lines.
func scoreAll(ctx context.Context, cfg Config, cache string, boards []model.Board, what string, newScorer func() func(model.Board) []int) (map[model.Board][]int, error) {
	done, err := readDepthScores(cache)
	if err != nil {
		return nil, err
	}
	// the boards left, listed before the workers start writing done
	var todo []model.Board
	for _, b := range boards {
		if _, ok := done[b]; !ok {
			todo = append(todo, b)
		}
	}
	if len(todo) == 0 {
		return done, nil
	}
	m := newMeter(cfg, what, len(boards))
	m.skip(len(boards) - len(todo))
	f, err := os.OpenFile(cache, os.O_CREATE|os.O_APPEND|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := endLine(f); err != nil {
		f.Close()
		return nil, err
	}
	var mu sync.Mutex
	onWorkers(ctx, cfg.Workers, len(todo), func() func(int) {
		score := newScorer()
		return func(i int) {
			b := todo[i]
			scores := score(b)
			if ctx.Err() != nil {
				return
			}
			mu.Lock()
			done[b] = scores
			fmt.Fprintln(f, depthScoresLine(b, scores))
			mu.Unlock()
			m.add(1)
		}
	})
	if err := f.Close(); err != nil {
		return nil, err
	}
	if ctx.Err() == nil {
		cfg.logf("%s: %s", what, m.status())
	}
	return done, ctx.Err()
}

// endLine ends the last line of f if an interruption cut it short, so that
// the next line appended starts on a line of its own.
func endLine(f *os.File) error {
	st, err := f.Stat()
	if err != nil || st.Size() == 0 {
		return err
	}
	last := make([]byte, 1)
	if _, err := f.ReadAt(last, st.Size()-1); err != nil {
		return err
	}
	if last[0] != '\n' {
		_, err = f.Write([]byte{'\n'})
	}
	return err
}

// depthScoresLine writes a position and its scores: "player opponent s0 s1 ...".
func depthScoresLine(b model.Board, scores []int) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%016x %016x", b.Player, b.Opponent)
	for _, s := range scores {
		fmt.Fprintf(&sb, " %d", s)
	}
	return sb.String()
}

// readDepthScores reads a cache written line by line; a line cut short by
// an interruption is ignored.
func readDepthScores(path string) (map[model.Board][]int, error) {
	out := map[model.Board][]int{}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(bounded.NewReader(f, path, bounded.TrainingData))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 3 {
			continue
		}
		p, err1 := strconv.ParseUint(fields[0], 16, 64)
		o, err2 := strconv.ParseUint(fields[1], 16, 64)
		if err1 != nil || err2 != nil {
			continue
		}
		var scores []int
		for _, f := range fields[2:] {
			v, err := strconv.Atoi(f)
			if err != nil {
				scores = nil
				break
			}
			scores = append(scores, v)
		}
		if scores != nil {
			out[model.Board{Player: p, Opponent: o}] = scores
		}
	}
	return out, sc.Err()
}

// writeAtomic writes a file through write, whole or not at all.
func writeAtomic(path string, write func(w io.Writer) (int64, error)) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
