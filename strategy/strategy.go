// Results, the Player interface, levels and algorithms: what every
// computer player shares.

package strategy

import (
	"context"
	"fmt"
	"strings"
	"time"

	"othello/model"
)

// ScoreScale is the number of score units per disc: scores are in hundredths
// of a disc, from the side to move's point of view, and an exact endgame
// score of +12 discs is 1200.
const ScoreScale = 100

// Result is a player's answer with the statistics of its search.
type Result struct {
	Move  model.Square   // the chosen move, model.Pass when the side must pass
	Score int            // hundredths of a disc for the side to move (see ScoreScale)
	Exact bool           // Score is the proven final disc difference
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

// Level is a named strength, mapped to search settings in one table.
type Level int

// The levels, weakest first.
const (
	Easy Level = iota
	Medium
	Hard
	Expert
)

var levelNames = [...]string{"easy", "medium", "hard", "expert"}

// Levels lists every level, weakest first.
func Levels() []Level { return []Level{Easy, Medium, Hard, Expert} }

// String returns the level's name in capitals, as the game shows it.
func (l Level) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return strings.ToUpper(levelNames[l])
}

// ParseLevel reads a level name, ignoring case.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if strings.EqualFold(s, n) {
			return Level(i), nil
		}
	}
	return Easy, fmt.Errorf("unknown level %q: want easy, medium, hard or expert", s)
}

// Algorithm is the search algorithm a level runs.
type Algorithm int

// The algorithms. AlphaBeta is the default and the strong one; Minimax is the
// plain reference search.
const (
	AlphaBeta Algorithm = iota
	Minimax
)

// String returns "alphabeta" or "minimax".
func (a Algorithm) String() string {
	if a == Minimax {
		return "minimax"
	}
	return "alphabeta"
}

// ParseAlgorithm reads an algorithm name, ignoring case.
func ParseAlgorithm(s string) (Algorithm, error) {
	switch strings.ToLower(s) {
	case "alphabeta", "alpha-beta", "ab":
		return AlphaBeta, nil
	case "minimax", "mm":
		return Minimax, nil
	}
	return AlphaBeta, fmt.Errorf("unknown algorithm %q: want alphabeta or minimax", s)
}
