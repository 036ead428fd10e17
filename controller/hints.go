// The hints and the scores of every move (Analyze): searches for the
// person to move, by our EXPERT search, the move values' or an NBoard
// engine's.

package controller

import (
	"context"

	"othello/strategy"
)

// hints answers Hint and Analyze for the controller c, with c.mu held.
type hints struct {
	c *Controller // its game, settings, hint engine and events
	// the last hint search: a new one waits for it, so a player never
	// searches twice at once
	job     *Job
	running bool                  // a hint or analysis search is running
	hint    *strategy.SizedResult // the hint on show, on any size; nil when none
	// followsValues: the hint is the move values' best, and follows them
	// as they deepen (see start)
	followsValues bool
	analysis      []strategy.SizedResult
}

// Hint asks the EXPERT search for the best move of the person to move; a
// HintReady event brings it, unless the position changes first.
func (c *Controller) Hint() { c.change(func() { c.hints.start(false) }) }

// Analyze asks for the score of every legal move; an AnalysisReady event
// brings them, unless the position changes first.
func (c *Controller) Analyze() { c.change(func() { c.hints.start(true) }) }

// start asks for the hint, or every move's score when all.
func (h *hints) start(all bool) {
	c := h.c
	if h.running || c.game.Over() || !c.settings.IsHuman(c.game.Turn()) {
		return
	}
	if !all && c.engines.hinter == nil && c.values.at == c.game.Len() && len(c.values.scores) > 0 {
		// the move values on show are a search of this position
		// already: the hint is their best move, so that the ring, the
		// hint's words and the numbers on the board tell one story
		h.followsValues = true
		h.fromValues()
		return
	}
	h.running, h.followsValues = true, false
	gen, board := c.gen, c.game.Sized().Board
	hinter, analyze := c.cfg.Hinter, c.cfg.Analyze
	report := c.line.reporter(gen, c.game.Turn(), true)
	c.emit(Event{Kind: HintStarted})
	if x := c.engines.hinter; x != nil && x.entry.Plays(board.Size()) {
		h.startEngine(x, gen, all, report)
		return
	}
	h.job = StartJob(h.job, func(ctx context.Context) {
		var res strategy.SizedResult
		var scores []strategy.SizedResult
		if all {
			scores = analyze(ctx, board)
		} else {
			res = strategy.SearchSizedReporting(ctx, hinter, board, report)
		}
		c.cfg.Dispatch(func() { c.change(func() { h.finished(gen, res, scores, all) }) })
	})
}

// startEngine asks the hint engine for the best move, or every move's
// score when all.
func (h *hints) startEngine(x *external, gen uint64, all bool, report func(strategy.Progress)) {
	c := h.c
	g := c.game.Clone()
	h.job = StartJob(h.job, func(ctx context.Context) {
		n := 1
		if all {
			n = allMoves
		}
		sized, err := x.scores(ctx, g, n, report)
		c.cfg.Dispatch(func() {
			if err != nil {
				c.change(func() {
					if gen != c.gen {
						return
					}
					h.running = false
					c.emit(Event{Kind: HintFailed, Problem: err.Error(), Err: err})
				})
				return
			}
			var res strategy.SizedResult
			if !all {
				res, sized = sized[0], nil
			}
			c.change(func() { h.finished(gen, res, sized, all) })
		})
	})
}

// fromValues makes the best of the move values the hint, its search the
// hint's thought.
func (h *hints) fromValues() {
	c := h.c
	best := c.values.scores[0]
	h.hint = &best
	c.thought = thoughtOf(best, c.game.Turn(), true)
	c.emit(Event{Kind: HintReady, Cell: best.Move})
}

func (h *hints) finished(gen uint64, res strategy.SizedResult, scores []strategy.SizedResult, all bool) {
	c := h.c
	if gen != c.gen {
		return // the position changed; invalidate already reported the stop
	}
	h.running = false
	if all {
		h.analysis = append([]strategy.SizedResult(nil), scores...)
		if len(scores) > 0 {
			// the best move's values replace the hint's search, in the
			// hint and its thinking line alike (none when an engine
			// tells no nodes), so that the window does not show two
			// scores for one move
			best := scores[0]
			c.thought = thoughtOf(best, c.game.Turn(), true)
			h.hint = &best
		}
		c.emit(Event{Kind: AnalysisReady})
	} else if c.game.Sized().Board.IsLegal(res.Move) {
		c.thought = thoughtOf(res, c.game.Turn(), true)
		h.hint = &res
		c.emit(Event{Kind: HintReady, Cell: res.Move})
	}
}

// clear drops the hint, the scores and any search for them, which belong
// to a position about to change.
func (h *hints) clear() {
	h.job.Cancel()
	h.running = false
	h.hint, h.followsValues = nil, false
	h.analysis = nil
}

// dropRunning drops a hint under way, which belonged to the engine being
// replaced. A hint is asked only on a person's turn, when the computer is
// not searching, so a new generation drops nothing else.
func (h *hints) dropRunning() {
	if h.running {
		h.c.gen++
		h.job.Cancel()
		h.running = false
	}
}
