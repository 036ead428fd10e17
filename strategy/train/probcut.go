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
	"time"

	"othello/model"
	"othello/strategy"
)

// probCutPositions draws the positions to search: count of them, with
// 14 to 56 empties and a legal move, in an order fixed by the seed.
func probCutPositions(samples []Sample, count int, seed uint64) []model.Board {
	rng := rand.New(rand.NewPCG(seed, 0x70cb))
	var out []model.Board
	seen := map[model.Board]bool{}
	for tries := 0; len(out) < count && tries < 50*count && len(samples) > 0; tries++ {
		b := samples[rng.IntN(len(samples))].Board
		if e := b.Empties(); e < 14 || e > 56 || b.Moves() == 0 || seen[b] {
			continue
		}
		seen[b] = true
		out = append(out, b)
	}
	return out
}

// probCutStage searches the positions not yet in the cache, fits the
// statistics and writes them to cfg.ProbCutOut.
func probCutStage(ctx context.Context, cfg Config, ev strategy.Evaluator, weightsFile []byte, samples []Sample) error {
	crc := strategy.TrainedWeightsCRC(weightsFile)
	boards := probCutPositions(samples, cfg.ProbCutPositions, cfg.Seed)
	cache := filepath.Join(cfg.WorkDir, fmt.Sprintf("probcut-%08x-seed%d-depth%d.scores", crc, cfg.Seed, cfg.ProbCutDepth))
	done, err := readDepthScores(cache)
	if err != nil {
		return err
	}
	if len(done) < len(boards) {
		t := time.Now()
		f, err := os.OpenFile(cache, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		var mu sync.Mutex
		var wg sync.WaitGroup
		next := make(chan model.Board)
		for range max(cfg.Workers, 1) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				scorer := strategy.NewDepthScorer(ev)
				for b := range next {
					scores := scorer.Scores(ctx, b, cfg.ProbCutDepth)
					if ctx.Err() != nil {
						continue
					}
					mu.Lock()
					done[b] = scores
					fmt.Fprintln(f, depthScoresLine(b, scores))
					if n := len(done); n%100 == 0 {
						cfg.logf("probcut: %d/%d positions searched to depth %d, %s", n, len(boards), cfg.ProbCutDepth, since(t))
					}
					mu.Unlock()
				}
			}()
		}
		for _, b := range boards {
			mu.Lock() // the workers write done as they finish
			_, ok := done[b]
			mu.Unlock()
			if ok {
				continue
			}
			if ctx.Err() != nil {
				break
			}
			next <- b
		}
		close(next)
		wg.Wait()
		if err := f.Close(); err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	var data []strategy.ProbCutSample
	for _, b := range boards {
		data = append(data, strategy.ProbCutSample{Empties: b.Empties(), Scores: done[b]})
	}
	pc := strategy.FitProbCut(data, crc)
	if err := writeAtomic(cfg.ProbCutOut, pc.WriteTo); err != nil {
		return err
	}
	for _, d := range []int{4, 6, 8, 10} {
		var parts []string
		for _, e := range []int{20, 30, 40, 50} {
			parts = append(parts, fmt.Sprintf("%d empties %.2f", e, pc.At(e, d).Sigma/strategy.ScoreScale))
		}
		cfg.logf("probcut depth %2d from %d: error (sigma, discs) %s", d, strategy.ProbCutShallow(d), strings.Join(parts, ", "))
	}
	cfg.logf("wrote %s (%d positions)", cfg.ProbCutOut, len(data))
	return nil
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
	sc := bufio.NewScanner(f)
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
