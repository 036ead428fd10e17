// Results, the Player interface, levels and algorithms: what every
// computer player shares.

package strategy

import (
	"context"
	"time"

	"othello/model"
	"othello/strategy/level"
)

// ScoreScale is the number of score units per disc: scores are in hundredths
// of a disc, from the side to move's point of view, and an exact endgame
// score of +12 discs is 1200.
const ScoreScale = 100

// Result is a player's answer with the statistics of its search.
type Result struct {
	Move  model.Square // the chosen move, model.Pass when the side must pass
	Score int          // hundredths of a disc for the side to move (see ScoreScale)
	Exact bool         // Score is the proven final disc difference
	// Bound: Score is a proven lower bound of the final disc difference
	// (a solve stopped after proving the move wins, not by how much)
	Bound bool
	Depth int            // plies searched to (empties when Exact)
	Nodes uint64         // positions visited
	Time  time.Duration  // wall time spent
	PV    []model.Square // principal variation, starting with Move
	// Selectivity is the confidence in percent of the selective cuts
	// behind Score (0: a full-width search, or Exact)
	Selectivity int
	// Book says the move and its score come from the opening book (Depth
	// is then the depth of the book's search)
	Book bool
}

// Discs returns the score in discs.
func (r Result) Discs() float64 { return float64(r.Score) / ScoreScale }

// Player chooses moves. Search must return promptly once ctx is done, with
// the best move found so far; it is never called with a finished game.
type Player interface {
	Name() string
	Search(ctx context.Context, b model.Board) Result
}

// Level is a named strength (level.Level), mapped to search settings in
// one table.
type Level = level.Level

// The levels, weakest first.
const (
	Easy   = level.Easy
	Medium = level.Medium
	Hard   = level.Hard
	Expert = level.Expert
)

// Levels lists every level, weakest first.
func Levels() []Level { return level.All() }

// ParseLevel reads a level name, ignoring case.
func ParseLevel(s string) (Level, error) { return level.Parse(s) }

// Algorithm is the tree search a Config runs (level.Algorithm).
type Algorithm = level.Algorithm

// The algorithms: AlphaBeta, the default, and plain Minimax, the
// reference.
const (
	AlphaBeta = level.AlphaBeta
	Minimax   = level.Minimax
)

// ParseAlgorithm reads an algorithm name, ignoring case.
func ParseAlgorithm(s string) (Algorithm, error) { return level.ParseAlgorithm(s) }
