// The computer's moves and the hints: searches started off the caller's
// goroutine, whose answers count only if the position has not changed.

package controller

import (
	"context"
	"time"

	"othello/model"
	"othello/strategy"
)

func (c *Controller) startSearch(turn model.Color) {
	if c.players[turn] == nil {
		c.players[turn] = c.cfg.Players(c.settings, turn)
	}
	player := c.players[turn]
	c.thinking = true
	gen, board := c.gen, c.game.Position().Board
	delay := c.cfg.ReplyDelay
	if c.settings.Mode == ComputerVsComputer {
		delay = c.cfg.DemoDelay
	}
	c.emit(Event{Kind: ThinkingStarted, Color: turn})
	c.moveJob = StartJob(c.moveJob, func(ctx context.Context) {
		start := time.Now()
		res := player.Search(ctx, board)
		if wait := delay - time.Since(start); wait > 0 && ctx.Err() == nil {
			t := time.NewTimer(wait)
			select {
			case <-t.C:
			case <-ctx.Done():
				t.Stop()
			}
		}
		c.cfg.Dispatch(func() { c.searchFinished(gen, res) })
	})
}

// searchFinished applies the computer's move if it still belongs to the
// position on the board; a result from before a new game, undo or settings
// change is dropped here.
func (c *Controller) searchFinished(gen uint64, res strategy.Result) {
	c.change(func() {
		if gen != c.gen {
			return
		}
		c.thinking = false
		c.gen++
		c.emit(Event{Kind: ThinkingStopped})
		sq := res.Move
		p := c.game.Position()
		if refused := p.Illegal(p.Turn, sq); refused != nil {
			// The computer is held to the rules like anyone; a broken player
			// must not stall the game, so its first legal move is played.
			c.emit(Event{Kind: Illegal, Color: p.Turn, Move: sq, Refused: refused})
			sq = model.SquaresOf(p.Board.Moves())[0]
		}
		c.place(sq)
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
		c.hinting = true
		gen, board := c.gen, c.game.Position().Board
		hinter, analyze := c.cfg.Hinter, c.cfg.Analyze
		c.emit(Event{Kind: HintStarted})
		c.hintJob = StartJob(c.hintJob, func(ctx context.Context) {
			var res strategy.Result
			var scores []strategy.Result
			if all {
				scores = analyze(ctx, board)
			} else {
				res = hinter.Search(ctx, board)
			}
			c.cfg.Dispatch(func() { c.hintFinished(gen, res, scores, all) })
		})
	})
}

func (c *Controller) hintFinished(gen uint64, res strategy.Result, scores []strategy.Result, all bool) {
	c.change(func() {
		if gen != c.gen {
			return // the position changed; invalidate already reported the stop
		}
		c.hinting = false
		if all {
			c.analysis = append([]strategy.Result(nil), scores...)
			if len(scores) > 0 {
				best := scores[0]
				c.hint = &best
			}
			c.emit(Event{Kind: AnalysisReady})
		} else if c.game.Position().Board.IsLegal(res.Move) {
			c.hint = &res
			c.emit(Event{Kind: HintReady, Move: res.Move})
		}
	})
}
