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

	"othello/model"
	"othello/model/bounded"
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

// labelGame returns the labelled positions of one replayed game, solving
// its positions of exact or fewer empties.
func labelGame(ctx context.Context, solver *strategy.Solver, g model.WthorGame, pos []model.Position, depth, exact int) []Sample {
	return gameSamples(g, pos, depth, exactValues(ctx, solver, pos, exact))
}

// exactValues solves the positions of a replayed game from the first with
// exact or fewer empties to the one before the end, and returns their
// values for Black. The most empties first: where the game's move is the
// one the solver proved best, the next position has the same value for
// Black and needs no solve; where it is not, the solver's table still
// holds most of the next position's tree.
func exactValues(ctx context.Context, solver *strategy.Solver, pos []model.Position, exact int) []int8 {
	first := exactFrom(pos, exact)
	values := make([]int8, len(pos)-1-first)
	known := make([]bool, len(values))
	for i := range values {
		p := pos[first+i]
		if known[i] {
			continue
		}
		r := solver.Solve(ctx, p.Board)
		v := r.Score / strategy.ScoreScale
		if p.Turn == model.White {
			v = -v
		}
		values[i], known[i] = int8(v), true
		if i+1 < len(values) && playedBest(p.Board, r.Move, pos[first+i+1].Board) {
			values[i+1], known[i+1] = int8(v), true
		}
	}
	return values
}

// gameSamples labels the positions of one replayed game, values being the
// exact values for Black of its last len(values) positions before the end
// (see exactValues).
//
// Those positions get their exact value. Positions with 24 or more empties
// get the game's theoretical score (the perfect-play result from its
// position with 24 empties, which the record carries). In between, the
// value along the game can only change where a player erred, which we
// cannot see without solving: the label moves linearly from the
// theoretical score to the first exact value.
func gameSamples(g model.WthorGame, pos []model.Position, depth int, values []int8) []Sample {
	final := pos[len(pos)-1]
	theo := 2*g.Theoretical - 64
	if final.Board.Empties() > depth || g.Theoretical > 64 {
		// the game ended before the depth of the theoretical score
		theo = blackResult(final)
	}
	first := len(pos) - 1 - len(values)
	anchorE, anchorV := final.Board.Empties(), blackResult(final)
	if len(values) > 0 {
		anchorE, anchorV = pos[first].Board.Empties(), int(values[0])
	}
	out := make([]Sample, 0, len(pos)-1)
	for i, p := range pos[:len(pos)-1] {
		e := p.Board.Empties()
		v := theo
		switch {
		case i >= first:
			v = int(values[i-first])
		case e < depth && depth > anchorE:
			// linear from theo at depth to anchorV at anchorE, rounded
			t := float64(e-anchorE) / float64(depth-anchorE)
			v = int(math.Round(t*float64(theo) + (1-t)*float64(anchorV)))
		}
		if p.Turn == model.White {
			v = -v
		}
		out = append(out, Sample{Board: p.Board, Label: int8(v), Exact: i >= first})
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
// file and its game count and removes the chunks. With a label store
// (cfg.LabelsDir), the chunks it holds are rebuilt from it instead of
// solved, and each chunk's labels go into it as the chunk is done, merged
// into one file for the year at its end. It returns the samples in game
// order, the number of games and of broken ones.
func wthorYear(ctx context.Context, cfg Config, cache, path string, order strategy.Evaluator, m *meter) ([]Sample, int, int, error) {
	f, err := readWthor(path)
	if err != nil {
		return nil, 0, 0, err
	}
	depth := f.Depth
	if depth == 0 {
		depth = 24
	}
	store := newLabelStore(cfg, cache)
	stored, err := store.read("", len(f.Games))
	if err != nil {
		return nil, 0, 0, err
	}
	var out []Sample
	var parts, labelParts []string
	var all []gameExact
	broken := 0
	for from := 0; from < len(f.Games); from += wthorChunk {
		to := min(from+wthorChunk, len(f.Games))
		games := f.Games[from:to]
		chunk := fmt.Sprintf(".games%d-%d", from, to)
		part := strings.TrimSuffix(cache, ".samples") + chunk + ".samples"
		parts = append(parts, part, part+".count")
		labelParts = append(labelParts, store.path(chunk))
		var labels []gameExact
		samples, n, err := readChunk(part)
		if err == nil {
			m.skip(to - from)
			if store.on() && stored == nil {
				if labels, err = labelsFromSamples(games, samples, cfg.Exact, from); err != nil {
					return nil, 0, 0, fmt.Errorf("%s: %v", part, err)
				}
			}
		} else {
			source := store.path(chunk)
			if stored != nil {
				labels, source = stored[from:to], store.path("")
			} else if labels, err = store.read(chunk, to-from); err != nil {
				return nil, 0, 0, err
			}
			if labels != nil {
				if samples, n, err = samplesFromLabels(games, labels, depth, cfg.Exact, from); err != nil {
					return nil, 0, 0, fmt.Errorf("%s: %v", source, err)
				}
				m.skip(to - from)
			} else if samples, labels, n, err = wthorSamples(ctx, games, depth, cfg.Exact, cfg.Workers, order, m); err != nil {
				return nil, 0, 0, err
			}
			if err := writeSamples(part, samples); err != nil {
				return nil, 0, 0, err
			}
			if err := os.WriteFile(part+".count", fmt.Appendf(nil, "%d\n", n), 0o644); err != nil {
				return nil, 0, 0, err
			}
		}
		if stored == nil {
			if err := store.write(chunk, labels); err != nil {
				return nil, 0, 0, err
			}
		}
		all = append(all, labels...)
		out = append(out, samples...)
		broken += n
	}
	if err := writeSamples(cache, out); err != nil {
		return nil, 0, 0, err
	}
	if err := os.WriteFile(cache+".count", fmt.Appendf(nil, "%d %d\n", len(f.Games), broken), 0o644); err != nil {
		return nil, 0, 0, err
	}
	if stored == nil && store.on() {
		if err := store.write("", all); err != nil {
			return nil, 0, 0, err
		}
		parts = append(parts, labelParts...)
	}
	for _, p := range parts {
		os.Remove(p)
	}
	return out, len(f.Games), broken, nil
}

// keepYearLabels adds to the label store, if it lacks them, the labels of
// a year already labelled in the work folder (samples, from the games file
// path).
func keepYearLabels(cfg Config, cache, path string, samples []Sample) error {
	store := newLabelStore(cfg, cache)
	if !store.on() {
		return nil
	}
	if _, err := os.Stat(store.path("")); err == nil {
		return nil
	}
	f, err := readWthor(path)
	if err != nil {
		return err
	}
	labels, err := labelsFromSamples(f.Games, samples, cfg.Exact, 0)
	if err != nil {
		return fmt.Errorf("%s: %v", cache, err)
	}
	return store.write("", labels)
}

func readWthor(path string) (*model.WthorFile, error) {
	data, err := bounded.ReadFile(path, bounded.TrainingData)
	if err != nil {
		return nil, err
	}
	f, err := model.ParseWthor(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return f, nil
}

// readChunk reads a chunk's samples and its count of broken games; an
// error means the chunk is to be labelled (again).
func readChunk(part string) ([]Sample, int, error) {
	samples, err := readSamples(part)
	if err != nil {
		return nil, 0, err
	}
	c, err := bounded.ReadFile(part+".count", bounded.StatsFile)
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
// order, each game's exact values (for a label store) and the number of
// broken games; a cancelled ctx stops it with its error.
func wthorSamples(ctx context.Context, games []model.WthorGame, depth, exact, workers int, order strategy.Evaluator, m *meter) ([]Sample, []gameExact, int, error) {
	per := make([][]Sample, len(games))
	labels := make([]gameExact, len(games))
	broken := make([]bool, len(games))
	onWorkers(ctx, workers, len(games), func() func(int) {
		solver := strategy.NewSolver(order, 18)
		return func(i int) {
			pos, err := games[i].Replay()
			if err != nil {
				broken[i], labels[i].broken = true, true
			} else {
				labels[i].values = exactValues(ctx, solver, pos, exact)
				per[i] = gameSamples(games[i], pos, depth, labels[i].values)
			}
			m.add(1)
		}
	})
	if err := ctx.Err(); err != nil {
		return nil, nil, 0, err
	}
	var out []Sample
	nBroken := 0
	for i, s := range per {
		if broken[i] {
			nBroken++
		}
		out = append(out, s...)
	}
	return out, labels, nBroken, nil
}
