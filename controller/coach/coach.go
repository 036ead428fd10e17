// Package coach finds why a move is worse than the best one, from what the
// two moves do on the board: the opponent's best reply to each (found by
// a search of strategy), then the facts of model after move and reply
// (corners, mobility, frontier, stable discs, edges, the parity of the
// endgame's regions, a wipe-out) compared between the two, each reason
// with an estimate of how much of the score difference it explains. It
// also finds what makes a single move good, for hints.
//
// It computes, never words: the reasons are structured, and each front
// end phrases them in its own words (the command line in controller/cli,
// the window in view).
package coach

import (
	"context"
	"fmt"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// ReplyConfig is the search that finds the opponent's best reply to a
// move: EXPERT's evaluation at a fixed depth on one thread, so that an
// explanation repeats, exact in the last 14 empties.
func ReplyConfig() strategy.Config {
	cfg := strategy.LevelConfig(level.Expert, level.AlphaBeta)
	cfg.Time, cfg.Depth, cfg.ExactEmpties, cfg.Selectivity, cfg.Threads = 0, 6, 14, 0, 1
	return cfg
}

// Options are the settings of Explain.
type Options struct {
	// Config is the search for the replies; the zero Config means
	// ReplyConfig.
	Config strategy.Config
	// Loss is the score difference between the two moves in discs, as the
	// caller's analysis found it, which the reasons share; 0: the
	// difference between the two lines as the coach searched them.
	Loss float64
	// LossExact says Loss is proven.
	LossExact bool
	// PlayedReply and BestReply, when set, are the opponent's best
	// replies to the two moves as the caller's analysis found them: the
	// coach then names these replies and looks at the board after them,
	// so that its words agree with what the analysis shows (the ring on
	// the board, the next move's verdict). A reply that is not legal is
	// searched for as when it is not set.
	PlayedReply, BestReply *model.Cell
}

// Line is a move followed by the opponent's best reply.
type Line struct {
	Move  model.Cell
	Flips int // discs the move turns
	// Reply is the opponent's best reply: model.CellPass when it must
	// pass, model.NoCell when the move ends the game
	Reply      model.Cell
	ReplyFlips int          // discs the reply turns
	PV         []model.Cell // the reply and what follows, as searched
	Score      float64      // the line's score for the mover, in discs, by the coach's search
	Exact      bool         // Score is proven
	// After is the board after the move and the reply, seen from the
	// mover (Player), whether or not the mover then has a move
	After model.SizedBoard
	Facts model.Facts // the facts of After
}

// Explanation is why a move played is worse than the best move.
type Explanation struct {
	Position     model.SizedPosition // before the move; Position.Turn is the mover
	Played, Best Line
	Loss         float64 // the score difference the reasons share, in discs
	LossExact    bool
	// Reasons are ranked by their share of the loss, largest first:
	// those that explain some of it, possibly none
	Reasons []Reason
}

// Mover returns the colour of the side that moved.
func (e Explanation) Mover() model.Color { return e.Position.Turn }

// Kind is what a reason is about.
type Kind int8

// The kinds of reason, in the order that breaks ties in the ranking.
const (
	// WipeOut: the line loses every disc, or leaves the mover a handful
	// and no move. Count: the fewest discs the mover has along the line
	// searched, and the opponent's then; Squares: the moves to there.
	WipeOut Kind = iota
	// CornerGiven: the played move lets the opponent take a corner, or
	// leaves it one to take, where the best move does not. Count:
	// corners held; Squares: those corners; Held: taken by the reply.
	CornerGiven
	// CornerTaken: the best move takes a corner, or leaves the mover one
	// to take, where the played move does not. Count: corners held;
	// Squares: those corners; Held: held after the line (by the best
	// move itself when it is the corner).
	CornerTaken
	// Stability: stable discs, which no move can ever flip. Count:
	// stable discs.
	Stability
	// Edge: the played move lets the opponent break an edge, playing on
	// it to turn discs along it (a wedge or a capture), where the best
	// move does not, or the best move gives the mover such a move.
	// Count: such moves, the reply included when it was one; Squares
	// and Edge: where.
	Edge
	// Mobility: the moves left to each side after the reply. Count:
	// legal moves.
	Mobility
	// Parity: in the endgame, the played move goes into a region of an
	// even number of empty squares and the best into an odd one, whose
	// last square the mover can then keep. Count: Mover is the size of
	// the region the move went into, Opponent the number of odd regions
	// left to the opponent after it.
	Parity
	// Frontier: discs next to empty squares, which give the other side
	// moves. Count: frontier discs.
	Frontier
	numKinds
)

var kindNames = [numKinds]string{"wipe-out", "corner-given", "corner-taken", "stability", "edge", "mobility", "parity", "frontier"}

// String names the kind as test files write it: "corner-given".
func (k Kind) String() string {
	if k < 0 || k >= numKinds {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindNames[k]
}

// ParseKind reads a kind's name.
func ParseKind(s string) (Kind, error) {
	for i, n := range kindNames {
		if n == s {
			return Kind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown reason %q", s)
}

// Count is a fact counted for each side after a line.
type Count struct{ Mover, Opponent int }

// Reason is one reason why the best move is better than the played one
// (or, in a hint, why a move is good).
type Reason struct {
	Kind Kind
	// Squares are what the reason is about (see Kind): corners, the
	// squares where an edge can be broken, the moves to a wipe-out
	Squares []model.Cell
	Edge    model.Edge // for Edge, the edge of Squares[0]
	Held    bool       // for corners: held after the line, not only open to take
	// Played and Best are the counts after the played move's line and
	// the best move's (in a hint: after the other move best on this
	// count, and after the move)
	Played, Best Count
	// Weight is the reason's worth in discs by the coach's rough weights
	// per unit; Discs is its share of the loss, Weight scaled so that
	// the reasons' shares add up to the loss
	Weight, Discs float64
}

// Name writes a square of the explanation's board as the board shows it:
// "c4", "j10".
func (e Explanation) Name(c model.Cell) string { return e.Position.Geometry().CellName(c) }

// Explain finds why played is worse than best in pos, on a board of any
// size: the opponent's best reply to each, then the reasons, ranked. Both
// moves must be legal.
func Explain(ctx context.Context, pos model.SizedPosition, played, best model.Cell, o Options) (Explanation, error) {
	b := pos.Board
	for _, m := range []model.Cell{played, best} {
		if m == model.CellPass || !b.IsLegal(m) {
			return Explanation{}, fmt.Errorf("%v is not a legal move in %v", pos.Geometry().CellName(m), pos)
		}
	}
	cfg := o.Config
	if cfg == (strategy.Config{}) {
		cfg = ReplyConfig()
	}
	e := Explanation{Position: pos}
	var err error
	if e.Played, err = line(ctx, b, played, o.PlayedReply, cfg); err != nil {
		return e, err
	}
	if e.Best, err = line(ctx, b, best, o.BestReply, cfg); err != nil {
		return e, err
	}
	e.Loss, e.LossExact = o.Loss, o.LossExact
	if e.Loss <= 0 {
		e.Loss, e.LossExact = max(e.Best.Score-e.Played.Score, 0), e.Best.Exact && e.Played.Exact
	}
	e.Reasons = rank(compare(b, e.Played, e.Best), e.Loss)
	return e, nil
}

// line plays move in b and finds the opponent's best reply, or takes the
// reply given when it is legal, and searches on from there. The search is
// strategy's on every size, its 8x8 engine on 8x8.
func line(ctx context.Context, b model.SizedBoard, move model.Cell, given *model.Cell, cfg strategy.Config) (Line, error) {
	a := b.Play(move) // the opponent to move
	name := b.Geometry().CellName
	l := Line{Move: move, Flips: b.Flips(move).Count()}
	switch {
	case a.GameOver():
		l.Reply, l.After, l.Exact = model.NoCell, a.Pass(), true
		l.Score = float64(l.After.FinalScore())
	case given != nil && (*given == model.CellPass && a.MustPass() || *given != model.CellPass && a.IsLegal(*given)):
		l.Reply = *given
		if l.Reply == model.CellPass {
			l.After = a.Pass()
		} else {
			l.ReplyFlips = a.Flips(l.Reply).Count()
			l.After = a.Play(l.Reply)
		}
		// the mover's side from the board after the reply: the line on
		// from there, searched as a reply would have been
		l.PV = []model.Cell{l.Reply}
		if l.After.GameOver() {
			l.Score, l.Exact = float64(l.After.FinalScore()), true
			break
		}
		rs := strategy.AnalyzeSized(ctx, l.After, cfg)
		if err := ctx.Err(); err != nil {
			return l, err
		}
		if len(rs) == 0 {
			return l, fmt.Errorf("no move found after %v %v", name(move), name(l.Reply))
		}
		l.PV = append(l.PV, rs[0].PV...)
		l.Score, l.Exact = rs[0].Discs(), rs[0].Exact
	default:
		rs := strategy.AnalyzeSized(ctx, a, cfg)
		if err := ctx.Err(); err != nil {
			return l, err
		}
		if len(rs) == 0 {
			return l, fmt.Errorf("no reply found to %v", name(move))
		}
		r := rs[0]
		l.Reply, l.PV, l.Score, l.Exact = r.Move, r.PV, -r.Discs(), r.Exact
		if r.Move == model.CellPass {
			l.After = a.Pass()
		} else {
			l.ReplyFlips = a.Flips(r.Move).Count()
			l.After = a.Play(r.Move)
		}
	}
	l.Facts = model.FactsOf(l.After)
	return l, nil
}
