// The move values: every legal move of the position on show scored in the
// background by the EXPERT search, refined as it deepens, while a person
// thinks.

package controller

import (
	"context"

	"othello/model"
	"othello/strategy"
)

// The move values' search: the EXPERT search with no time limit, deepening
// to valuesDepth; in the EXPERT's endgame it reaches valuesExactAfter
// before it solves every move exactly, one after another.
const (
	valuesDepth      = 18
	valuesExactAfter = 10
)

// ValuesConfig is the search behind the move values: the scores' search
// (strategy.ScoreConfig) to valuesDepth.
func ValuesConfig() strategy.Config { return strategy.ScoreConfig(valuesDepth) }

// searchValues is the move values' search when Config.Values is nil: on
// a thread of its own at the lowest priority, so that neither the window
// nor anything else waits for it.
func searchValues(ctx context.Context, b model.SizedBoard, report func([]strategy.SizedResult)) []strategy.SizedResult {
	lowPriority()
	return strategy.AnalyzeSizedReporting(ctx, b, ValuesConfig(), valuesExactAfter, report)
}

// SetMoveValues turns the move values on or off. On, every legal move of
// the position on show (see ShowPosition) is scored in the background
// while a person is to move there and the computer is not searching, and
// ValuesChanged events bring the scores as they deepen; off, the search
// stops at once and the values go.
func (c *Controller) SetMoveValues(on bool) {
	c.change(func() { c.valuesOn = on })
}

// ShowPosition tells the controller the position the window shows: the
// one after the first n moves while reviewing, the live game when n < 0.
// The move values follow it. A new game, undo, redo and play-on return to
// the live game.
func (c *Controller) ShowPosition(n int) {
	c.change(func() { c.shown = n })
}

// valuesTarget returns the position the move values are for now, and the
// number of moves before it; false when there should be none: values off,
// the computer searching, the computer to move in
// the live game, a live game lost on time, or no move to score.
func (c *Controller) valuesTarget() (model.SizedBoard, int, bool) {
	if !c.valuesOn || c.thinking || c.suspended {
		return model.SizedBoard{}, -1, false
	}
	at := c.shown
	if at < 0 || at > c.game.Len() {
		at = c.game.Len()
		if !c.settings.IsHuman(c.game.Turn()) || c.flagged() {
			// nobody moves in a game lost on time, though its position
			// has moves
			return model.SizedBoard{}, -1, false
		}
	}
	b := c.game.SizedAt(at).Board
	if b.Moves().IsZero() {
		return model.SizedBoard{}, -1, false // the game is over, or a pass
	}
	return b, at, true
}

// updateValues starts, keeps or stops the move values' search after every
// change: a search for the position it should score goes on; any other is
// cancelled, its values dropped and a search for the new position begins.
func (c *Controller) updateValues() {
	b, at, ok := c.valuesTarget()
	if ok == c.valuesSearching && b == c.valuesBoard && at == c.valuesAt {
		return
	}
	c.valuesJob.Cancel()
	c.valuesSeq++
	c.valuesSearching, c.valuesBoard, c.valuesAt = ok, b, at
	if c.values != nil {
		c.values = nil
		c.emit(Event{Kind: ValuesChanged})
	}
	if !ok {
		return
	}
	seq, search := c.valuesSeq, c.cfg.Values
	scores := &latest[[]strategy.SizedResult]{}
	deliver := func() { c.cfg.Dispatch(func() { c.valuesArrived(seq, scores) }) }
	t := c.newThrottle(deliver)
	c.valuesJob = StartJob(c.valuesJob, func(ctx context.Context) {
		final := search(ctx, b, func(rs []strategy.SizedResult) {
			scores.put(rs)
			t.poke()
		})
		if ctx.Err() == nil && final != nil {
			// the last word comes at once, whatever the throttle
			scores.put(final)
			deliver()
		}
	})
}

// valuesArrived shows the newest move values if their search still counts.
func (c *Controller) valuesArrived(seq uint64, scores *latest[[]strategy.SizedResult]) {
	c.change(func() {
		if seq != c.valuesSeq {
			return // the position or the setting changed
		}
		rs, ok := scores.take()
		if !ok || len(rs) == 0 {
			return
		}
		c.values = rs
		c.emit(Event{Kind: ValuesChanged})
		if c.hintFollowsValues && c.valuesAt == c.game.Len() {
			c.hintFromValues()
		}
	})
}
