// Showing the controller's events in order, each once the board has
// finished animating the move before it, with its sound: the window's pace
// room.

package view

import (
	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/view/i18n"
	"othello/view/othellowords"
	"othello/view/shown"
)

// pace holds controller events back while the board animates the move
// before them.
type pace struct {
	u       *UI                // the window showing them
	waiting []controller.Event // events to show once the board stops animating
	showing bool               // showWaiting is running, further up the stack
	last    session.EventKind  // the kind of the event shown last
	// quiet marks the next game started as one whose end the player has
	// seen (a game brought back after a retry, or a line to step
	// through): the panel says it is over, no dialog comes again
	quiet, quietGame bool // the next game to start; the game on show
	// tally: whether the game on show's end goes into the statistics
	tally shown.Tally
}

// onEvent takes one controller event on the UI goroutine. Events are shown
// in order, each once the board has finished animating the move before it,
// so a quick reply never cuts short the flips of the move it answers: the
// controller and the search have moved on already, only the showing waits.
// A new game, undo or redo replaces what the waiting events would show, so
// they are dropped.
func (p *pace) onEvent(e controller.Event) {
	switch e.Kind {
	case session.GameStarted, session.Placed, session.Passed, session.Undone, session.Redone, session.GameOver:
		// kept at once, before the window has shown it: a kill loses nothing
		p.u.saved.keepGame()
	}
	switch e.Kind {
	case session.Undone, session.Redone:
		// back on a position, its hints start afresh: a third step cut
		// short by the undo left them all said, and Hint did nothing
		p.u.hints.step = 0
	}
	switch e.Kind {
	case session.GameStarted, session.Undone, session.Redone:
		p.u.board.FinishAnimation()
		for _, w := range p.waiting {
			p.observe(w)
		}
		p.waiting = nil
	}
	p.waiting = append(p.waiting, e)
	p.showWaiting()
}

// showWaiting shows the waiting events until one starts an animation; the
// board calls it again when that animation ends.
func (p *pace) showWaiting() {
	if p.showing {
		return // an animation that ended at once, inside show: the loop below goes on
	}
	p.showing = true
	for len(p.waiting) > 0 && !p.u.board.Animating() {
		e := p.waiting[0]
		p.waiting = p.waiting[1:]
		p.show(e)
	}
	p.showing = false
}

func (p *pace) observe(e controller.Event) {
	if p.u.opts.Observe != nil {
		p.u.opts.Observe(e)
	}
}

// show brings the window up to date with one event.
func (p *pace) show(e controller.Event) {
	u := p.u
	u.snap = e.Snapshot
	switch e.Kind {
	case session.SearchProgress:
		// up to ten a second: the thinking line alone
		u.panel.showThought(u.snap, u.review)
		p.observe(e)
		return
	case session.ValuesChanged:
		u.board.SetState(u.boardState())
		u.panel.showThought(u.snap, u.review)
		p.observe(e)
		return
	}
	play(u.sound, effectsFor(e, u.prefs.Animation))
	switch e.Kind {
	case session.GameStarted:
		u.review = -1
		u.demoHold.Forget()
		u.game++
		p.quietGame, p.quiet = p.quiet, false
		p.tally.Started()
		u.ana.cancelAnalysis() // it scores the game just replaced
		u.board.Effects().Stop()
		u.dialogs.closeOverDialog()
		u.panel.setNotice("")
	case session.Placed:
		if u.review < 0 {
			perDisc, stagger := u.prefs.Animation.timing()
			u.board.Animate(u.boardState(), e.Cell, e.Turned, e.Color.Other(), perDisc, stagger)
		}
		switch {
		case u.panel.lasting && !u.snap.Settings.IsHuman(e.Color):
			// it outlasts the computer's next move, not the moves after
			// it: in a demo it stayed on, its words stale
			u.panel.lasting = false
		default:
			u.panel.setNotice("")
		}
	case session.Passed:
		// said until the next move: once the game has moved on it is no
		// longer true (it stayed under "Your move" after the computer's
		// reply)
		u.panel.setNotice(othellowords.PassText(u.snap.Settings, e.Color, othellowords.PassesInARow(u.snap.Game)))
	case session.Illegal:
		u.panel.setNotice(othellowords.IllegalText(e.Refused))
		if u.snap.Settings.IsHuman(e.Color) {
			u.board.Effects().Flash()
		}
	case session.EngineFailed:
		u.dialogs.showEngineFailed(e)
	case session.HintFailed:
		u.panel.setLastingNotice(i18n.T("The hint engine failed: {{.Problem}}", i18n.Args{"Problem": i18n.FailureWhy(e.Err, "")}))
	case session.Undone, session.Redone:
		u.review = -1
		u.demoHold.Forget() // Undo pauses a demo itself
		u.board.Effects().Stop()
		u.dialogs.closeOverDialog()
		u.panel.setNotice("")
	case session.GameOver:
		// Redoing onto the final move, or undoing a play-on back to it, is
		// looking back at a finished game, and so is a game brought back
		// by loadQuietly: the result is on the panel, and a dialog would
		// be in the way.
		flag := e.Snapshot.Clocks.Flagged
		inPlay := shown.EndedInPlay(p.last, e.Snapshot.Clocks)
		p.tally.Ended(inPlay, func() { u.coach.countGame(e.Snapshot) })
		if flag && inPlay {
			// what the status line said of the game before (its coming
			// back at launch) is past, as in Gomoku: no move cleared it
			u.panel.setNotice("")
		}
		seen := p.quietGame && p.last == session.GameStarted
		if !seen && (flag || p.last != session.Redone && p.last != session.Undone) {
			u.dialogs.showGameOver(e)
			winner, decisive := e.Snapshot.Result.Winner()
			if flag {
				winner, decisive = model.Color(e.Snapshot.Clocks.Loser).Other(), true
			}
			if decisive {
				defer u.board.Effects().Celebrate(winner)
			}
		}
	}
	p.last = e.Kind
	u.refresh(e.Kind != session.Placed)
	u.board.EndPreviewIfCovered() // the event may have opened a dialog
	p.observe(e)
}

// loadQuietly loads g, a game whose end the player has seen already (the
// game a retry left, brought back) or a line to step through: when it is
// over, the panel says so, and the game-over dialog, answered once, does
// not come back.
func (p *pace) loadQuietly(g *model.Game, s controller.Settings) {
	p.quiet = true
	p.u.ctl.Load(g, s)
}

// loadQuietlyOn is loadQuietly for a game set aside and brought back on
// the clocks kept as they stood then (a flag that fell falls again); on
// other clocks, or none, they start afresh.
func (p *pace) loadQuietlyOn(g *model.Game, s controller.Settings, kept session.Reading) {
	if !clocksFit(kept, s, g) {
		p.loadQuietly(g, s)
		return
	}
	p.quiet = true
	p.u.ctl.LoadTimed(g, s, kept.Left, kept.Spent)
}

// clocksFit reports whether the clocks kept are those of game g under
// settings s: the same time control, a time for each of its moves.
func clocksFit(kept session.Reading, s controller.Settings, g *model.Game) bool {
	return kept.On() && kept.Control == s.Clock && len(kept.Spent) == g.Len()
}
