// The move values: every legal move of the position on show scored in the
// background by the EXPERT search, refined as it deepens, while a person
// thinks.

package controller

import (
	"context"

	"othello/controller/session"
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

// moveValues scores the moves of the position on show for the controller
// c, with c.mu held.
type moveValues struct {
	c     *Controller // its game, its state and its events
	on    bool
	shown int // the position on show: the moves before it, -1 for the live game
	// the search's position and the moves before it (-1: none), whether
	// it runs or ran for them, its scores and its lane
	searching bool
	board     model.SizedBoard
	at        int
	scores    []strategy.SizedResult
	lane      session.Lane[[]strategy.SizedResult]
}

// SetMoveValues turns the move values on or off. On, every legal move of
// the position on show (see ShowPosition) is scored in the background
// while a person is to move there and the computer is not searching, and
// session.ValuesChanged events bring the scores as they deepen; off, the search
// stops at once and the values go.
func (c *Controller) SetMoveValues(on bool) {
	c.change(func() { c.values.on = on })
}

// ShowPosition tells the controller the position the window shows: the
// one after the first n moves while reviewing, the live game when n < 0.
// The move values follow it. A new game, undo, redo and play-on return to
// the live game.
func (c *Controller) ShowPosition(n int) {
	c.change(func() { c.values.shown = n })
}

// target returns the position the move values are for now, and the
// number of moves before it; false when there should be none: values off,
// the computer searching, the computer to move in
// the live game, a live game lost on time, or no move to score.
func (v *moveValues) target() (model.SizedBoard, int, bool) {
	c := v.c
	if !v.on || c.computer.seat.Thinking() || c.suspended {
		return model.SizedBoard{}, -1, false
	}
	at := v.shown
	if at < 0 || at > c.game.Len() {
		at = c.game.Len()
		if !c.settings.IsHuman(c.game.Turn()) || c.clocks.flagged() {
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

// update starts, keeps or stops the move values' search after every
// change: a search for the position it should score goes on; any other is
// cancelled, its values dropped and a search for the new position begins.
func (v *moveValues) update() {
	b, at, ok := v.target()
	if ok && at == v.c.game.Len() {
		v.c.clocks.clock.Asked() // the values think for the person to move: their clock runs
	}
	if ok == v.searching && b == v.board && at == v.at {
		return
	}
	c := v.c
	v.lane.Cancel()
	v.searching, v.board, v.at = ok, b, at
	if v.scores != nil {
		v.scores = nil
		c.emit(Event{Kind: session.ValuesChanged})
	}
	if !ok {
		return
	}
	search := c.cfg.Values
	v.lane.Go(func(ctx context.Context, gen uint64) {
		scores := &latest[[]strategy.SizedResult]{}
		deliver := func() { c.dispatch(func() { v.arrived(gen, scores) }) }
		t := newThrottle(c.cfg, deliver)
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

// arrived shows the newest move values if their search still counts.
func (v *moveValues) arrived(gen uint64, scores *latest[[]strategy.SizedResult]) {
	if !v.lane.Current(gen) {
		return // the position or the setting changed
	}
	rs, ok := scores.take()
	if !ok || len(rs) == 0 {
		return
	}
	v.scores = rs
	v.c.emit(Event{Kind: session.ValuesChanged})
	if v.c.hints.followsValues && v.at == v.c.game.Len() {
		v.c.hints.fromValues()
	}
}
