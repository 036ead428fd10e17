// Positions from the WTHOR games, labelled by our exact solver near the end
// and by the game's theoretical score before.

package train

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"

	"othello/model"
	"othello/strategy"
)

// wthorYears lists the WTHOR game files of dir by year.
func wthorYears(dir string) (map[int]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "WTH_*.wtb"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no WTHOR files (WTH_YYYY.wtb) in %s", dir)
	}
	out := map[int]string{}
	for _, f := range files {
		y, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "WTH_"), ".wtb"))
		if err != nil {
			return nil, fmt.Errorf("%s: not a WTH_YYYY.wtb name", f)
		}
		out[y] = f
	}
	return out, nil
}

func sortedYears(m map[int]string) []int {
	var ys []int
	for y := range m {
		ys = append(ys, y)
	}
	sort.Ints(ys)
	return ys
}

// blackResult returns the final disc difference for Black of a finished
// position, the empties going to the winner.
func blackResult(p model.Position) int {
	d := p.Board.FinalScore()
	if p.Turn == model.White {
		d = -d
	}
	return d
}

// labelGame returns the labelled positions of one replayed game.
//
// Positions with exact or fewer empties get the solver's exact value.
// Positions with 24 or more empties get the game's theoretical score (the
// perfect-play result from its position with 24 empties, which the record
// carries). In between, the value along the game can only change where a
// player erred, which we cannot see without solving: the label moves
// linearly from the theoretical score to the first exact value.
func labelGame(ctx context.Context, solver *strategy.Solver, g model.WthorGame, pos []model.Position, depth, exact int) []Sample {
	final := pos[len(pos)-1]
	theo := 2*g.Theoretical - 64
	if final.Board.Empties() > depth || g.Theoretical > 64 {
		// the game ended before the depth of the theoretical score
		theo = blackResult(final)
	}
	// exact values, the most empties first: where the game's move is the
	// one the solver proved best, the next position has the same value for
	// Black and needs no solve; where it is not, the solver's table still
	// holds most of the next position's tree
	values := make([]int, len(pos))
	known := make([]bool, len(pos))
	anchorE, anchorV := final.Board.Empties(), blackResult(final)
	first := len(pos) - 1
	for first > 0 && pos[first-1].Board.Empties() <= exact {
		first--
	}
	for i := first; i < len(pos)-1; i++ {
		p := pos[i]
		if !known[i] {
			r := solver.Solve(ctx, p.Board)
			v := r.Score / strategy.ScoreScale
			if p.Turn == model.White {
				v = -v
			}
			values[i], known[i] = v, true
			if next := pos[i+1].Board; playedBest(p.Board, r.Move, next) {
				values[i+1], known[i+1] = v, i+1 < len(pos)-1
			}
		}
		if i == first {
			anchorE, anchorV = p.Board.Empties(), values[i]
		}
	}
	out := make([]Sample, 0, len(pos)-1)
	for i, p := range pos[:len(pos)-1] {
		e := p.Board.Empties()
		v := theo
		switch {
		case known[i]:
			v = values[i]
		case e < depth && depth > anchorE:
			// linear from theo at depth to anchorV at anchorE, rounded
			t := float64(e-anchorE) / float64(depth-anchorE)
			v = int(math.Round(t*float64(theo) + (1-t)*float64(anchorV)))
		}
		if p.Turn == model.White {
			v = -v
		}
		out = append(out, Sample{Board: p.Board, Label: int8(v), Exact: known[i]})
	}
	return out
}

// playedBest says whether the move that led from b to next is best, the
// one the solver proved best in b.
func playedBest(b model.Board, best model.Square, next model.Board) bool {
	if best == model.Pass {
		return b.Moves() == 0 && b.Pass() == next
	}
	return b.IsLegal(best) && b.Play(best) == next
}

// wthorChunk is how many games of a year are labelled and cached
// together: an interrupted run loses at most the chunk under way (minutes
// at 20 empties), not the year's labels (most of an hour).
var wthorChunk = 500 // a variable for the tests

// wthorYear labels the games of one WTHOR file in chunks, each cached in
// the work folder beside cache (the year's file) as it is done and read
// back by a later run; once every chunk is there it writes the year's
// file and its game count and removes the chunks. It returns the samples
// in game order, the number of games and of broken ones.
func wthorYear(ctx context.Context, cfg Config, cache, path string, order strategy.Evaluator, m *meter) ([]Sample, int, int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, 0, err
	}
	f, err := model.ParseWthor(data)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("%s: %v", path, err)
	}
	depth := f.Depth
	if depth == 0 {
		depth = 24
	}
	var out []Sample
	var parts []string
	broken := 0
	for from := 0; from < len(f.Games); from += wthorChunk {
		to := min(from+wthorChunk, len(f.Games))
		part := strings.TrimSuffix(cache, ".samples") + fmt.Sprintf(".games%d-%d.samples", from, to)
		parts = append(parts, part, part+".count")
		samples, n, err := readChunk(part)
		if err != nil {
			samples, n, err = wthorSamples(ctx, f.Games[from:to], depth, cfg.Exact, cfg.Workers, order, m)
			if err != nil {
				return nil, 0, 0, err
			}
			if err := writeSamples(part, samples); err != nil {
				return nil, 0, 0, err
			}
			if err := os.WriteFile(part+".count", fmt.Appendf(nil, "%d\n", n), 0o644); err != nil {
				return nil, 0, 0, err
			}
		} else {
			m.skip(to - from)
		}
		out = append(out, samples...)
		broken += n
	}
	if err := writeSamples(cache, out); err != nil {
		return nil, 0, 0, err
	}
	if err := os.WriteFile(cache+".count", fmt.Appendf(nil, "%d %d\n", len(f.Games), broken), 0o644); err != nil {
		return nil, 0, 0, err
	}
	for _, p := range parts {
		os.Remove(p)
	}
	return out, len(f.Games), broken, nil
}

// readChunk reads a chunk's samples and its count of broken games; an
// error means the chunk is to be labelled (again).
func readChunk(part string) ([]Sample, int, error) {
	samples, err := readSamples(part)
	if err != nil {
		return nil, 0, err
	}
	c, err := os.ReadFile(part + ".count")
	if err != nil {
		return nil, 0, err
	}
	var broken int
	if _, err := fmt.Sscan(string(c), &broken); err != nil {
		return nil, 0, fmt.Errorf("%s.count: %v", part, err)
	}
	return samples, broken, nil
}

// wthorSamples labels games on workers goroutines, the solver ordering its
// moves by order (depth: the empties of the records' theoretical scores),
// counting the games on m (nil: none). It returns the samples in game
// order and the number of broken games; a cancelled ctx stops it with its
// error.
func wthorSamples(ctx context.Context, games []model.WthorGame, depth, exact, workers int, order strategy.Evaluator, m *meter) ([]Sample, int, error) {
	per := make([][]Sample, len(games))
	broken := make([]bool, len(games))
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			solver := strategy.NewSolver(order, 18)
			for i := range next {
				pos, err := games[i].Replay()
				if err != nil {
					broken[i] = true
				} else {
					per[i] = labelGame(ctx, solver, games[i], pos, depth, exact)
				}
				m.add(1)
			}
		}()
	}
	for i := range games {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	var out []Sample
	nBroken := 0
	for i, s := range per {
		if broken[i] {
			nBroken++
		}
		out = append(out, s...)
	}
	return out, nBroken, nil
}
