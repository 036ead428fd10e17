// Search labels: positions before the exact solver's reach valued by a
// selective search of our own with the current weights, instead of by the
// game's theoretical score alone. Refitting on them and labelling again
// with the new weights is the bootstrapping of Logistello and Egaroucid:
// each round's labels see as deep as the search plus what the previous
// weights learnt.

package train

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"

	"othello/model"
	"othello/model/bounded"
	"othello/resources"
	"othello/strategy"
)

// startRun checks that cfg names the WTHOR games, makes the work folder
// and returns the weights the run starts from, as baseWeights does: what
// Run and RunNetwork need before their stages.
func startRun(cfg Config) (*strategy.PatternWeights, []byte, error) {
	if cfg.WthorDir == "" {
		return nil, nil, errNoWthor
	}
	if err := os.MkdirAll(cfg.WorkDir, 0o755); err != nil {
		return nil, nil, err
	}
	return baseWeights(cfg)
}

// baseWeights returns the weights a run starts from, named by their file:
// cfg.Base, or the shipped weights when it is "".
func baseWeights(cfg Config) (*strategy.PatternWeights, []byte, error) {
	file := resources.TrainedWeights()
	if cfg.Base != "" {
		var err error
		if file, err = bounded.ReadFile(cfg.Base, bounded.WeightFile); err != nil {
			return nil, nil, err
		}
	}
	pw, err := strategy.ParsePatternWeights(file)
	if err != nil {
		name := cfg.Base
		if name == "" {
			name = "the shipped weights"
		}
		return nil, nil, fmt.Errorf("%s: %v", name, err)
	}
	return pw, file, nil
}

// chosenForSearch says whether b is one of the positions searched: one in
// every of them, by a hash of the board, so that a position met in many
// games is searched once and the choice is the same on every run.
func chosenForSearch(b model.Board, every int) bool {
	if every <= 1 {
		return true
	}
	h := (b.Player*0x9e3779b97f4a7c15 ^ b.Opponent) * 0xbf58476d1ce4e5b9
	return (h>>33)%uint64(every) == 0
}

// searchPositions lists, once each, the positions of samples that the
// search labels: not solved exactly, with searchMin to searchMax empties,
// chosen by chosenForSearch.
func searchPositions(cfg Config, samples []Sample) []model.Board {
	seen := map[model.Board]bool{}
	var out []model.Board
	for _, s := range samples {
		e := s.Board.Empties()
		if s.Exact || e < cfg.SearchMin || e > cfg.SearchMax || s.Board.Moves() == 0 || seen[s.Board] {
			continue
		}
		if chosenForSearch(s.Board, cfg.SearchEvery) {
			seen[s.Board] = true
			out = append(out, s.Board)
		}
	}
	return out
}

// searchStage values the chosen positions of samples by a selective search
// of cfg.SearchDepth plies with ev, whose weight file has checksum crc,
// and returns the scores in hundredths of a disc for the side to move. The
// scores are cached by position as they come, so a stopped run resumes.
func searchStage(ctx context.Context, cfg Config, ev strategy.Evaluator, crc uint32, samples []Sample) (map[model.Board]int, error) {
	boards := searchPositions(cfg, samples)
	cache := filepath.Join(cfg.WorkDir, fmt.Sprintf("search-%08x-depth%d.scores", crc, cfg.SearchDepth))
	cfg.logf("search labels: %d positions of %d-%d empties (one in %d), depth %d, weights %08x", len(boards), cfg.SearchMin, cfg.SearchMax, cfg.SearchEvery, cfg.SearchDepth, crc)
	done, err := scoreAll(ctx, cfg, cache, boards, fmt.Sprintf("search labels: positions searched to depth %d", cfg.SearchDepth), func() func(model.Board) []int {
		player := strategy.NewSearchWeights(strategy.Config{Depth: cfg.SearchDepth, Selectivity: cfg.SearchSelectivity}, 1, ev)
		return func(b model.Board) []int { return []int{player.Search(ctx, b).Score} }
	})
	if err != nil {
		return nil, err
	}
	out := make(map[model.Board]int, len(boards))
	for _, b := range boards {
		if s, ok := done[b]; ok && len(s) == 1 {
			out[b] = s[0]
		}
	}
	return out, nil
}

// withSearchLabels returns samples with the label of each searched position
// moved to the search's score by weight w (1: the search's score alone, 0:
// the label unchanged). With spread, the positions of a game between two
// searched ones take the line between their scores the same way, so that a
// search every few moves labels the whole game. The exact labels stay as
// they are. It returns how many labels the searches set.
func withSearchLabels(samples []Sample, scores map[model.Board]int, w float64, spread bool) ([]Sample, int) {
	out := make([]Sample, len(samples))
	copy(out, samples)
	value := make([]float64, len(samples)) // in discs, for the side to move
	known := make([]bool, len(samples))
	for i, s := range samples {
		if v, ok := scores[s.Board]; ok && !s.Exact {
			value[i], known[i] = float64(v)/strategy.ScoreScale, true
		}
	}
	if spread {
		spreadAlongGames(samples, value, known)
	}
	changed := 0
	for i, s := range samples {
		if !known[i] {
			continue
		}
		y := w*value[i] + (1-w)*float64(s.Label)
		out[i].Label = int8(max(min(math.Round(y), 64), -64))
		changed++
	}
	return out, changed
}

// maxSpread is the most plies a line between two searched positions spans.
const maxSpread = 30

// spreadAlongGames gives the positions between two known ones of the same
// game the value on the line between theirs. A game's positions follow
// one another in samples, each one move (or one pass) after the one
// before; the side to move changes at every step, so the values are taken
// from one side's point of view along the line.
func spreadAlongGames(samples []Sample, value []float64, known []bool) {
	last := -1  // the last known position of the game
	sign := 1.0 // the side to move of position i against the game's first
	signLast := 1.0
	for i := range samples {
		if i > 0 && !nextInGame(samples[i-1].Board, samples[i].Board) {
			last, sign = -1, 1
		} else if i > 0 {
			sign = -sign
		}
		if samples[i].Exact {
			last = -1 // the solver's labels stay; no line crosses them
			continue
		}
		if !known[i] {
			continue
		}
		if last >= 0 && i-last > 1 && i-last <= maxSpread {
			a, b := signLast*value[last], sign*value[i] // the first side's view
			s := signLast
			for j := last + 1; j < i; j++ {
				s = -s
				t := float64(j-last) / float64(i-last)
				value[j], known[j] = s*((1-t)*a+t*b), true
			}
		}
		last, signLast = i, sign
	}
}

// nextInGame says whether b follows a by one move or a pass.
func nextInGame(a, b model.Board) bool {
	discsA, discsB := 64-a.Empties(), 64-b.Empties()
	if discsB == discsA {
		return a.Moves() == 0 && a.Pass() == b
	}
	// after a move, the mover's discs are the next position's opponent's
	return discsB == discsA+1 && b.Opponent&a.Player == a.Player && b.Player&^a.Opponent == 0
}
