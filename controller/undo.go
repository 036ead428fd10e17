// Taking moves back and playing them again: Undo, Redo, and PlayFrom,
// which plays on from an earlier position.

package controller

import (
	"othello/controller/session"
	"othello/model"
)

// Undo takes back moves. With a computer opponent it goes back to the
// human's previous turn; otherwise one move (with any forced pass before
// it). Undo pauses the demo.
func (c *Controller) Undo() bool { return c.changed(c.play.undo) }

// PlayFrom goes back to the position after the first n moves to play on
// from there: the moves after it are dropped, and Undo brings them all
// back. The computer moves at once if it has the turn there.
func (c *Controller) PlayFrom(n int) {
	c.change(func() { c.play.playFrom(n) })
}

// Redo plays undone moves again: up to the human's next turn with a
// computer opponent, otherwise one move.
func (c *Controller) Redo() bool { return c.changed(c.play.redo) }

func (p *play) undo() bool {
	c := p.c
	if !p.canUndo() {
		return false
	}
	p.stopForReview()
	if p.before != nil {
		c.game, p.before = p.before, nil
		c.clocks.restoreBefore()
		c.emit(Event{Kind: session.Undone})
		p.advance()
		return true
	}
	if c.settings.Mode == HumanVsComputer {
		for c.game.CanUndo() {
			last := c.game.LastCell()
			mover := c.game.SizedAt(c.game.Len() - 1).Turn
			c.game.Undo()
			if last != model.CellPass && mover == c.settings.Human {
				break
			}
		}
	} else {
		c.game.Undo()
		// A forced pass would be replayed at once, so take it back too.
		for c.game.CanUndo() && c.game.MustPass() {
			c.game.Undo()
		}
	}
	c.emit(Event{Kind: session.Undone})
	p.advance()
	return true
}

func (p *play) playFrom(n int) {
	c := p.c
	if n < 0 || n >= c.game.Len() || !c.settings.undoAllowed() {
		return
	}
	c.invalidate()
	c.clocks.keepBefore()
	c.clocks.clock.Jump()
	before := c.game.Clone()
	for c.game.Len() > n {
		c.game.Undo()
	}
	p.before = before
	c.values.shown = -1
	c.paused = false
	c.emit(Event{Kind: session.Undone})
	p.advance()
}

func (p *play) redo() bool {
	c := p.c
	if !c.game.CanRedo() || !c.settings.undoAllowed() {
		return false
	}
	p.stopForReview()
	p.before = nil
	c.game.Redo()
	if c.settings.Mode == HumanVsComputer {
		for c.game.CanRedo() && !c.game.Over() &&
			(c.game.Turn() != c.settings.Human || c.game.MustPass()) {
			c.game.Redo()
		}
	}
	c.emit(Event{Kind: session.Redone})
	p.advance()
	return true
}

// stopForReview drops the searches before undo or redo, and pauses the
// demo, so that people can look at the moves.
func (p *play) stopForReview() {
	c := p.c
	c.invalidate()
	c.values.shown = -1
	// the clocks go back with the moves, to the times of the position
	// reached, and a flag that fell is picked up again
	c.clocks.clock.Jump()
	if c.settings.Mode == ComputerVsComputer {
		c.paused = true
	}
}

func (p *play) canUndo() bool {
	c := p.c
	if !c.settings.undoAllowed() {
		return false
	}
	if p.before != nil {
		return true
	}
	if c.settings.Mode != HumanVsComputer {
		return c.game.CanUndo()
	}
	for i, m := range c.game.Cells() {
		if m != model.CellPass && c.game.SizedAt(i).Turn == c.settings.Human {
			return true
		}
	}
	return false
}
