// Results, the Player interface, levels, algorithms and evaluations, and
// the Random player: what every computer player shares.

package gomoku

import (
	"context"
	"math/rand/v2"
	"time"

	"othello/model/gomoku"
)

// WinScore marks forced results: a win whose last stone is the k-th ply
// from the position (1: the move about to be played) scores WinScore-k,
// a loss the negative. Scores beyond ±WinBound are such forced results,
// every other score an evaluation.
const (
	WinScore = 1 << 24
	WinBound = WinScore - 1000
)

// Result is a player's answer with the statistics of its search.
type Result struct {
	Move  gomoku.Square   // the chosen move; NoSquare only on a full board
	Score int             // for the side to move: an evaluation, or a forced result (see WinScore)
	Depth int             // plies searched to
	Nodes uint64          // positions visited
	Time  time.Duration   // wall time spent
	PV    []gomoku.Square // the expected line, starting with Move
	// VCF says Move starts a victory by continuous fours, whose moves,
	// the defender's forced answers between them, PV holds.
	VCF bool
}

// WinIn returns in how many moves of the side to move it wins by force
// (a positive number), loses by force (negative: the opponent's moves to
// its win), or 0 if the search found neither.
func (r Result) WinIn() int {
	switch {
	case r.Score > WinBound:
		return (WinScore - r.Score + 1) / 2
	case r.Score < -WinBound:
		return -(WinScore + r.Score) / 2
	}
	return 0
}

// Player chooses moves. Search must return promptly once ctx is done,
// with the best move found so far; it is never called on a finished game.
type Player interface {
	Name() string
	Search(ctx context.Context, p gomoku.Position) Result
}

// EvalKind is what a search knows of a position it stops at.
type EvalKind int

// The evaluations.
const (
	// Threats weighs the fives, fours, threes and twos each side can make
	// and prunes by them: a four must be blocked, an open three answered.
	Threats EvalKind = iota
	// WinLossDraw knows only won and lost games, every other position
	// being even, and searches every move near the stones: the C
	// report's player.
	WinLossDraw
)

// String returns "threats" or "winlossdraw".
func (k EvalKind) String() string {
	if k == WinLossDraw {
		return "winlossdraw"
	}
	return "threats"
}

// Random plays a uniformly random empty square: the floor of the ladder.
type Random struct {
	rng *rand.Rand
}

// NewRandom returns a Random player whose choices follow from seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Name returns "random".
func (r *Random) Name() string { return "random" }

// Search picks an empty square at random.
func (r *Random) Search(_ context.Context, p gomoku.Position) Result {
	start := time.Now()
	n := p.Board.Size()
	free := n*n - p.Board.Count()
	if free <= 0 {
		return Result{Move: gomoku.NoSquare, Nodes: 1, Time: time.Since(start)}
	}
	k := r.rng.IntN(free)
	for y := range n {
		for x := range n {
			sq := gomoku.At(x, y)
			if p.Board.At(sq) != gomoku.NoColor {
				continue
			}
			if k == 0 {
				return Result{Move: sq, PV: []gomoku.Square{sq}, Nodes: 1, Time: time.Since(start)}
			}
			k--
		}
	}
	panic("unreachable: fewer empty squares than counted")
}
