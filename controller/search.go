// The computer's moves and the hints: searches started off the caller's
// goroutine, whose answers count only if the position has not changed.

package controller

import (
	"context"
	"sync"
	"time"

	"othello/model"
	"othello/strategy"
)

func (c *Controller) startSearch(turn model.Color) {
	run, err := c.mover(turn)
	if err != nil {
		c.stall(turn, err)
		return
	}
	c.thinking = true
	gen := c.gen
	report := c.reporter(gen, turn, false)
	delay := c.cfg.ReplyDelay
	if c.settings.Mode == ComputerVsComputer {
		delay = c.cfg.DemoDelay
	}
	// on a clock, the search and the pause before the reply fit the
	// move's budget; the clock starts with the search, once the window
	// has drawn the move it answers (see awaitHandoff)
	budget := c.budget(turn)
	if budget > 0 {
		delay = min(delay, budget)
	}
	// our search stops at its budget; an external program is told its
	// clock and answers within its time left, its flag falling on the
	// clock like anyone's: the level's budget is no limit of its
	limit := budget
	if c.settings.EngineSide(turn) {
		limit = 0
	}
	c.awaitHandoff()
	c.emit(Event{Kind: ThinkingStarted, Color: turn})
	c.moveJob = StartJob(c.moveJob, func(ctx context.Context) {
		start := time.Now()
		if !c.handoff(ctx, gen) {
			return // dropped before it began; invalidate reported the stop
		}
		if limit > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, limit)
			defer cancel()
		}
		res, err := run(ctx, report)
		if wait := delay - time.Since(start); wait > 0 && ctx.Err() == nil && err == nil {
			t := time.NewTimer(wait)
			select {
			case <-t.C:
			case <-ctx.Done():
				t.Stop()
			}
		}
		c.cfg.Dispatch(func() { c.searchFinished(gen, res, err) })
	})
}

// mover returns what finds the move of the computer playing turn: the
// external engine of the settings, asked with the whole game, or our
// search of the position.
func (c *Controller) mover(turn model.Color) (func(context.Context, func(strategy.Progress)) (strategy.SizedResult, error), error) {
	if c.settings.EngineSide(turn) {
		x, err := c.opponentEngine()
		if err != nil {
			return nil, err
		}
		g, k := c.game.Clone(), c.engineClock(turn)
		return func(ctx context.Context, report func(strategy.Progress)) (strategy.SizedResult, error) {
			return x.move(ctx, g, k, report)
		}, nil
	}
	search, board := c.searcher(turn), c.game.Sized().Board
	return func(ctx context.Context, report func(strategy.Progress)) (strategy.SizedResult, error) {
		return search(ctx, board, report), nil
	}, nil
}

// searcher returns the search of the computer playing turn, on the
// game's board, telling report of its steps when it can.
func (c *Controller) searcher(turn model.Color) func(context.Context, model.SizedBoard, func(strategy.Progress)) strategy.SizedResult {
	if c.players[turn] == nil {
		s := c.settings
		s.Size = c.game.Size()
		c.players[turn] = c.cfg.Players(s, turn)
	}
	player := c.players[turn]
	return func(ctx context.Context, b model.SizedBoard, report func(strategy.Progress)) strategy.SizedResult {
		return strategy.SearchSizedReporting(ctx, player, b, report)
	}
}

// handoff waits until the listener's goroutine lets the search begin (see
// Config.Handoff), which starts the computer's clock for the search of
// position gen, and reports false if ctx ends first.
func (c *Controller) handoff(ctx context.Context, gen uint64) bool {
	if c.cfg.Handoff == nil {
		return true
	}
	ready := make(chan struct{})
	var once sync.Once
	c.cfg.Dispatch(func() {
		c.cfg.Handoff(func() {
			once.Do(func() {
				c.handedOff(gen)
				close(ready)
			})
		})
	})
	select {
	case <-ready:
		return ctx.Err() == nil
	case <-ctx.Done():
		return false
	}
}

// searchFinished applies the computer's move if it still belongs to the
// position on the board; a result from before a new game, undo or settings
// change is dropped here.
func (c *Controller) searchFinished(gen uint64, res strategy.SizedResult, err error) {
	c.change(func() {
		if gen != c.gen {
			return
		}
		if err != nil {
			c.thinking = false
			c.emit(Event{Kind: ThinkingStopped})
			c.stall(c.game.Turn(), err)
			return
		}
		c.thinking = false
		c.gen++
		m := res.Move
		p := c.game.Sized()
		c.thought = thoughtOf(res, p.Turn, false)
		c.emit(Event{Kind: ThinkingStopped})
		if refused := p.IllegalMove(p.Turn, m); refused != nil {
			// The computer is held to the rules like anyone; a broken player
			// must not stall the game, so its first legal move is played.
			c.emit(Event{Kind: Illegal, Color: p.Turn, Cell: m, Refused: refused})
			m = p.Board.MoveCells()[0]
		}
		c.place(m)
		c.advance()
	})
}

// Hint asks the EXPERT search for the best move of the person to move; a
// HintReady event brings it, unless the position changes first.
func (c *Controller) Hint() { c.startHint(false) }

// Analyze asks for the score of every legal move; an AnalysisReady event
// brings them, unless the position changes first.
func (c *Controller) Analyze() { c.startHint(true) }

func (c *Controller) startHint(all bool) {
	c.change(func() {
		if c.hinting || c.game.Over() || !c.settings.IsHuman(c.game.Turn()) {
			return
		}
		if !all && c.hinter == nil && c.valuesAt == c.game.Len() && len(c.values) > 0 {
			// the move values on show are a search of this position
			// already: the hint is their best move, so that the ring, the
			// hint's words and the numbers on the board tell one story
			c.hintFollowsValues = true
			c.hintFromValues()
			return
		}
		c.hinting, c.hintFollowsValues = true, false
		gen, board := c.gen, c.game.Sized().Board
		hinter, analyze := c.cfg.Hinter, c.cfg.Analyze
		report := c.reporter(gen, c.game.Turn(), true)
		c.emit(Event{Kind: HintStarted})
		if x := c.hinter; x != nil && x.entry.Plays(board.Size()) {
			c.startEngineHint(x, gen, all, report)
			return
		}
		c.hintJob = StartJob(c.hintJob, func(ctx context.Context) {
			var res strategy.SizedResult
			var scores []strategy.SizedResult
			if all {
				scores = analyze(ctx, board)
			} else {
				res = strategy.SearchSizedReporting(ctx, hinter, board, report)
			}
			c.cfg.Dispatch(func() { c.hintFinished(gen, res, scores, all) })
		})
	})
}

// hintFromValues makes the best of the move values the hint, its search
// the hint's thought.
func (c *Controller) hintFromValues() {
	best := c.values[0]
	c.hint = &best
	c.thought = thoughtOf(best, c.game.Turn(), true)
	c.emit(Event{Kind: HintReady, Cell: best.Move})
}

func (c *Controller) hintFinished(gen uint64, res strategy.SizedResult, scores []strategy.SizedResult, all bool) {
	c.change(func() {
		if gen != c.gen {
			return // the position changed; invalidate already reported the stop
		}
		c.hinting = false
		if all {
			c.analysis = append([]strategy.SizedResult(nil), scores...)
			if len(scores) > 0 {
				// the best move's values replace the hint's search, in the
				// hint and its thinking line alike (none when an engine
				// tells no nodes), so that the window does not show two
				// scores for one move
				best := scores[0]
				c.thought = thoughtOf(best, c.game.Turn(), true)
				c.hint = &best
			}
			c.emit(Event{Kind: AnalysisReady})
		} else if c.game.Sized().Board.IsLegal(res.Move) {
			c.thought = thoughtOf(res, c.game.Turn(), true)
			c.hint = &res
			c.emit(Event{Kind: HintReady, Cell: res.Move})
		}
	})
}
