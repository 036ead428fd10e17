// Taking moves back and playing them again: Undo, Redo, and PlayFrom,
// which plays on from an earlier position.

package controller

import (
	"othello/controller/session"
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
// computer opponent, otherwise one move (with any forced pass after it).
func (c *Controller) Redo() bool { return c.changed(c.play.redo) }

func (p *play) undo() bool {
	c := p.c
	if !p.canUndo() {
		return false
	}
	p.stopForReview()
	if p.before.Kept() {
		c.game = p.before.Back(&c.clocks.clock.Clock)
		c.emit(Event{Kind: session.Undone})
		p.advance()
		return true
	}
	p.walk().Undo(c.game, c.game.Len())
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
	p.before.Keep(c.game.Clone(), &c.clocks.clock.Clock)
	c.clocks.clock.Jump()
	for c.game.Len() > n {
		c.game.Undo()
	}
	c.values.shown = -1
	c.computer.seat.Resume() // a demo played on from here goes on
	c.emit(Event{Kind: session.Undone})
	p.advance()
}

// canRedo reports whether undone moves can be played again: not after a
// flag fell, which ends the game where it stands (Undo, taking the time
// back with the moves, still may).
func (p *play) canRedo() bool {
	c := p.c
	return c.game.CanRedo() && c.settings.undoAllowed() && !c.clocks.flagged()
}

func (p *play) redo() bool {
	c := p.c
	if !p.canRedo() {
		return false
	}
	p.stopForReview()
	p.before.Forget()
	p.walk().Redo(c.game, c.game.Len())
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
		c.computer.seat.Pause()
	}
}

func (p *play) canUndo() bool {
	c := p.c
	if !c.settings.undoAllowed() {
		return false
	}
	if p.before.Kept() {
		return true
	}
	return p.walk().CanUndo(c.game.Len())
}

// walk is how undo and redo go: to the person's turn against the
// computer, otherwise a move at a time. Undo steps over the forced
// passes (one taken back would be played again at once); redo between
// two people or in the demo stops before one, which advance then plays
// and tells, as in play.
func (p *play) walk() session.Walk {
	c := p.c
	againstComputer := c.settings.Mode == HumanVsComputer
	personToMove := func(n int) bool {
		at := c.game.SizedAt(n)
		return !at.Board.MustPass() && (!againstComputer || at.Turn == c.settings.Human)
	}
	w := session.Walk{Stop: personToMove}
	if !againstComputer {
		w.StopAgain = func(int) bool { return true }
	}
	return w
}
