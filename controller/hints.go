// The hints and the scores of every move (Analyze): searches for the
// person to move, by our EXPERT search, the move values' or an NBoard
// engine's.

package controller

import (
	"context"
	"slices"

	"othello/controller/session"
	"othello/strategy"
)

// hints answers Hint and Analyze for the controller c, with c.mu held.
type hints struct {
	c *Controller // its game, settings, hint engine and events
	// the hint or analysis search, busy while one runs
	lane session.Lane[hintAnswer]
	hint *strategy.SizedResult // the hint on show, on any size; nil when none
	// followsValues: the hint is the move values' best, and follows them
	// as they deepen (see start)
	followsValues bool
	analysis      []strategy.SizedResult
}

// hintAnswer is what a hint or analysis search brings back: the hint, or
// every move's score, or why an engine gave neither.
type hintAnswer struct {
	res    strategy.SizedResult
	scores []strategy.SizedResult
	err    error
}

// Hint asks the EXPERT search for the best move of the person to move; a
// session.HintReady event brings it, unless the position changes first.
func (c *Controller) Hint() bool { return c.changed(func() bool { return c.hints.asked(false) }) }

// Analyze asks for the score of every legal move; an session.AnalysisReady event
// brings them, unless the position changes first.
func (c *Controller) Analyze() bool { return c.changed(func() bool { return c.hints.asked(true) }) }

// asked starts the hint, or every move's score, a person asked for: the
// clock of a game brought back, waiting for the next move, runs from it.
func (h *hints) asked(all bool) bool {
	if !h.start(all) {
		return false
	}
	h.c.clocks.clock.Asked()
	return true
}

// start asks for the hint, or every move's score when all, and says
// whether it did.
func (h *hints) start(all bool) bool {
	c := h.c
	if h.lane.Busy() || c.game.Over() || !c.settings.IsHuman(c.game.Turn()) {
		return false
	}
	if !all && c.engines.hinter == nil && c.values.at == c.game.Len() && len(c.values.scores) > 0 {
		// the move values on show are a search of this position
		// already: the hint is their best move, so that the ring, the
		// hint's words and the numbers on the board tell one story
		h.followsValues = true
		h.fromValues()
		return true
	}
	h.followsValues = false
	gen := c.gen
	report := c.line.reporter(gen, c.game.Turn(), true)
	search := h.searcher(all, report)
	if x := h.program(); x != nil {
		search = h.engine(x, all, report)
	}
	// the computer's last search is no longer what the line tells: the
	// hint's steps take its place as they come (an engine may tell none)
	c.thought = nil
	h.lane.Start(c.dispatch, func(ctx context.Context) (hintAnswer, bool) {
		return search(ctx), true
	}, func() bool { return gen == c.gen }, func(a hintAnswer) { h.finished(a, all) })
	c.emit(Event{Kind: session.HintStarted})
	return true
}

// searcher returns our search for the best move, or every move's score
// when all, of the position now.
func (h *hints) searcher(all bool, report func(strategy.Progress)) func(context.Context) hintAnswer {
	c := h.c
	board, hinter, analyze := c.game.Sized().Board, c.cfg.Hinter, c.cfg.Analyze
	return func(ctx context.Context) hintAnswer {
		if all {
			return hintAnswer{scores: analyze(ctx, board)}
		}
		return hintAnswer{res: strategy.SearchSizedReporting(ctx, hinter, board, report)}
	}
}

// engine returns the hint engine's search for the best move, or every
// move's score when all, of the game now.
func (h *hints) engine(x *external, all bool, report func(strategy.Progress)) func(context.Context) hintAnswer {
	g := h.c.game.Clone()
	return func(ctx context.Context) hintAnswer {
		n := 1
		if all {
			n = allMoves
		}
		sized, err := x.scores(ctx, g, n, report)
		if err != nil {
			return hintAnswer{err: err}
		}
		if !all {
			return hintAnswer{res: sized[0]}
		}
		return hintAnswer{scores: sized}
	}
}

// fromValues makes the best of the move values the hint, its search the
// hint's thought.
func (h *hints) fromValues() {
	c := h.c
	best := c.values.scores[0]
	h.hint = &best
	c.thought = thoughtOf(best, c.game.Turn(), true)
	c.emit(Event{Kind: session.HintReady, Cell: best.Move})
}

// finished shows the answer of a search that still counts: the lane
// dropped one whose position changed, and invalidate reported its stop.
func (h *hints) finished(a hintAnswer, all bool) {
	c := h.c
	res, scores := a.res, a.scores
	if a.err != nil {
		c.emit(Event{Kind: session.HintFailed, Err: a.err})
		return
	}
	if all {
		h.analysis = withHint(scores, h.hint)
		if len(scores) > 0 {
			// the best move's values replace the hint's search, in the
			// hint and its thinking line alike (none when an engine
			// tells no nodes), so that the window does not show two
			// scores for one move
			best := h.analysis[0]
			c.thought = thoughtOf(best, c.game.Turn(), true)
			h.hint = &best
		}
		c.emit(Event{Kind: session.AnalysisReady})
	} else if c.game.Sized().Board.IsLegal(res.Move) {
		c.thought = thoughtOf(res, c.game.Turn(), true)
		h.hint = &res
		c.emit(Event{Kind: session.HintReady, Cell: res.Move})
	}
}

// clear drops the hint, the scores and any search for them, which belong
// to a position about to change.
func (h *hints) clear() {
	h.lane.Cancel()
	h.hint, h.followsValues = nil, false
	h.analysis = nil
}

// dropRunning drops a hint under way, which belonged to the engine being
// replaced. A hint is asked only on a person's turn, when the computer is
// not searching, so a new generation drops nothing else.
func (h *hints) dropRunning() {
	if h.lane.Busy() {
		h.c.gen++
		h.lane.Cancel()
	}
}

// program is the external program that gives the game's hints, nil for
// our search: the hint engine chosen, where it plays the board's size.
func (h *hints) program() *external {
	if x := h.c.engines.hinter; x != nil && x.entry.Plays(h.c.game.Size()) {
		return x
	}
	return nil
}

// withHint returns the scores of every move, best first, with the hint's
// own answer in place of its move's where the hint searched deeper, and
// the hint's move first among moves scored alike: a shallower look at
// every move overruled the deeper answer the player was given a step
// before, or rang an equal move in its place.
func withHint(scores []strategy.SizedResult, hint *strategy.SizedResult) []strategy.SizedResult {
	out := slices.Clone(scores)
	if hint == nil {
		return out
	}
	i := slices.IndexFunc(out, func(r strategy.SizedResult) bool { return r.Move == hint.Move })
	if i < 0 {
		return out
	}
	if deeper := hint.Exact && !out[i].Exact || !out[i].Exact && hint.Depth > out[i].Depth; deeper {
		out[i] = *hint
	}
	slices.SortStableFunc(out, func(x, y strategy.SizedResult) int {
		if x.Score != y.Score {
			return y.Score - x.Score
		}
		switch {
		case x.Move == hint.Move:
			return -1
		case y.Move == hint.Move:
			return 1
		}
		return 0
	})
	return out
}
