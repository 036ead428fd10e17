// An external program on a game clock: the time it is told it has, the
// depth an NBoard engine (which has no time command) is asked for so that
// its move fits that time, and the deadline of its answer, which is its
// time left and never a shorter timeout: the flag is the arbiter's to drop.

package engine

import (
	"context"
	"math"
	"time"

	"othello/controller/arbiter"
	"othello/model"
	"othello/strategy"
)

// Clock is a player's game clock when it is asked for a move (the
// arbiter's).
type Clock = arbiter.Clock

// ClockGrace is the time an engine on a clock has beyond its time left to
// answer (the arbiter's).
const ClockGrace = arbiter.ClockGrace

// How an NBoard engine's depth follows its clock.
const (
	// firstClockDepth is the depth of an NBoard engine's first move by
	// time, before its speed is known: quick for any engine.
	firstClockDepth = 6
	// depthGrowth is how many times longer each ply makes a search,
	// roughly, for an Othello engine's alpha-beta.
	depthGrowth = 3
	// maxDepthStep bounds how many plies deeper a move goes than the one
	// before: one quick move (a book move, a forced one) says little.
	maxDepthStep = 2
)

// clockDepth is the depth to ask for a move that should take budget: the
// deepest, up to most, whose search the last one (lastDepth, taking last)
// predicts within it, each ply costing depthGrowth times the one before;
// never more than maxDepthStep deeper than the last, and firstClockDepth
// before any.
func clockDepth(most int, budget time.Duration, lastDepth int, last time.Duration) int {
	if lastDepth <= 0 {
		return max(min(most, firstClockDepth), 1)
	}
	ratio := float64(budget) / float64(max(last, time.Millisecond))
	d := lastDepth + int(math.Floor(math.Log(ratio)/math.Log(depthGrowth)))
	return max(min(d, lastDepth+maxDepthStep, most), 1)
}

// moveTimeout is how long a move may take: on a clock, the time left and
// the grace; otherwise the time per move and its margin, or the timeout.
func (e *Engine) moveTimeout(k Clock) time.Duration {
	switch {
	case k.On():
		return k.Left + ClockGrace
	case e.cfg.MoveTime > 0:
		return e.cfg.MoveTime + Margin(e.cfg.MoveTime)
	}
	return e.cfg.Timeout
}

// MoveOnClock is Move on 8x8, in squares, for the window's game: the
// engine is told its time as its protocol allows (an NBoard engine a
// depth that fits it, a GTP engine time_settings and time_left) and has
// its time left, and ClockGrace, to answer. A zero k is no clock.
func (e *Engine) MoveOnClock(ctx context.Context, g *model.Game, k Clock) (strategy.Result, error) {
	r, err := e.Move(ctx, g, k)
	if err != nil {
		return strategy.Result{}, err
	}
	return r.EightByEight(), nil
}
