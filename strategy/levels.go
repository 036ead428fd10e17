package strategy

import (
	"context"
	"math/bits"
	"time"

	"othello/model"
)

// Settings are the knobs of a search; each level is a named Settings.
type Settings struct {
	Depth        int           // midgame depth limit in plies; 0 leaves it to Time
	Time         time.Duration // time budget per move; 0 leaves it to Depth
	ExactEmpties int           // solve exactly when this many squares or fewer are empty
	Randomness   int           // choose among moves within this many score units of the best (EASY)
}

// LevelSettings returns the search settings of a level.
//
// PROVISIONAL until the search lands.
func LevelSettings(l Level) Settings {
	return Settings{Depth: 1 + 2*int(l)}
}

// NewPlayer returns the computer player for a level and algorithm; seed
// drives any randomness the level uses.
func NewPlayer(level Level, algo Algorithm, seed uint64) Player {
	return NewSearch(LevelSettings(level), algo, seed)
}

// NewSearch returns a searching player with explicit settings (the NBoard
// protocol's "set depth" uses it).
//
// PROVISIONAL: a one-ply greedy player until the search lands.
func NewSearch(s Settings, algo Algorithm, seed uint64) Player {
	return greedy{}
}

// Analyze scores every legal move of b with the given settings, best first,
// for hints and analysis; it returns at most n results (all if n <= 0).
//
// PROVISIONAL: scores by flip count until the search lands.
func Analyze(ctx context.Context, b model.Board, s Settings, n int) []Result {
	var out []Result
	for m := b.Moves(); m != 0; m &= m - 1 {
		sq := model.Square(bits.TrailingZeros64(m))
		out = append(out, Result{Move: sq, Score: bits.OnesCount64(b.Flips(sq)) * ScoreScale, Depth: 1, PV: []model.Square{sq}})
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Score > out[j-1].Score; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

type greedy struct{}

func (greedy) Name() string { return "greedy" }

func (greedy) Search(_ context.Context, b model.Board) Result {
	start := time.Now()
	moves := b.Moves()
	if moves == 0 {
		return Result{Move: model.Pass, PV: []model.Square{model.Pass}}
	}
	best, bestN := model.NoSquare, -1
	for m := moves; m != 0; m &= m - 1 {
		sq := model.Square(bits.TrailingZeros64(m))
		if n := bits.OnesCount64(b.Flips(sq)); n > bestN {
			best, bestN = sq, n
		}
	}
	return Result{Move: best, Score: bestN * ScoreScale, Depth: 1, PV: []model.Square{best}, Time: time.Since(start)}
}
