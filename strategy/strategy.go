// Results, the Player interface, levels and algorithms: what every
// computer player shares.

package strategy

import (
	"context"
	"time"

	"othello/model"
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
