// The game clocks: each side's time left, running for the side to move
// while the game is live, a flag that falls at zero and ends the game, and
// the time the computer gives itself for a move under a clock.

package controller

import (
	"time"

	"othello/controller/engine"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// TimeSource tells the time to the game clocks and wakes the controller
// when a flag would fall (session.TimeSource).
type TimeSource = session.TimeSource

// realTime is the time source of a real game.
type realTime = session.RealTime

// gameClocks runs the game clocks of the controller c, with c.mu held:
// each side's time left, the timer that lets a flag fall, and the record
// of the clocks kept for Undo after PlayFrom.
type gameClocks struct {
	c *Controller // its game, settings and events
	// the game clocks, when Settings.Clock has one, on Config.Time, with
	// the timer that lets the running clock's flag fall on time
	clock session.Clocks
}

// reset sets the clocks up for a game just loaded: each side's full main
// time, or left when given, and the move times of a record.
func (k *gameClocks) reset(left *[2]time.Duration, spent []time.Duration) {
	k.clock.StopFlag()
	k.clock.Reset(k.c.settings.Clock, left, spent)
}

// over reports whether the game has ended, on the board or on time.
func (k *gameClocks) over() bool { return k.c.game.Over() || k.flagged() }

// charge charges the running clock with the time since it was last
// charged, and lets the flag fall if that time is used up. It runs before
// every change, so that each action sees the clocks as they are.
func (k *gameClocks) charge() {
	if side, fell := k.clock.ChargeNow(); fell {
		k.flagFell(model.Color(side))
	}
}

// flagFell ends the game on time: side's flag has fallen.
func (k *gameClocks) flagFell(side model.Color) {
	k.clock.StopFlag()
	k.c.invalidate()
	k.c.emit(Event{Kind: session.GameOver, Color: side})
}

// flagged reports whether a flag fell.
func (k *gameClocks) flagged() bool {
	_, fell := k.clock.Flagged()
	return fell
}

// sync runs the clock of the side to move when the game is live
// (started, not over, no demo paused, not stalled on a failed engine, not
// held while the window reviews), stops it otherwise, notes the clocks of
// the position reached, and sets the timer that lets the flag fall on
// time. It runs after every change.
func (k *gameClocks) sync() {
	c := k.c
	if !c.settings.Clock.On() {
		return
	}
	// a game stalled on an engine that could not move waits for the
	// player's answer: nobody's time runs meanwhile
	live := !k.over() && !c.suspended && !c.computer.seat.Holds()
	side := c.game.Turn()
	wake := func() {
		// an empty change charges the clock, which lets the flag fall
		c.cfg.Dispatch(func() { c.change(func() {}) })
	}
	if k.clock.Run(c.game.Len(), int(side), live, c.computer.seat.Thinking(), wake) {
		k.flagFell(side)
	}
}

// awaitHandoff holds the computer's clock until its search begins, when
// the window hands it off (Config.Handoff) once it has drawn the move the
// computer answers: drawing the player's move is no thinking time of the
// computer's.
func (k *gameClocks) awaitHandoff() {
	if k.c.cfg.Handoff != nil {
		k.clock.AwaitHandoff()
	}
}

// handedOff starts the computer's clock as its search for the position of
// gen begins.
func (k *gameClocks) handedOff(gen uint64) {
	if k.c.gen == gen {
		k.clock.HandedOff()
	}
}

// moved notes the move just made by mover: the time it took, and the
// increment it earns. Forced passes take no time and earn nothing.
func (k *gameClocks) moved(mover model.Color, m model.Cell) {
	s := k.c.settings
	byPerson := m != model.CellPass && s.IsHuman(mover) || s.Mode == ComputerVsComputer
	k.clock.Moved(k.c.game.Len()-1, int(mover), m == model.CellPass, byPerson)
}

// read returns the clocks as the snapshot shows them.
func (k *gameClocks) read() session.Reading { return k.clock.ReadNow(k.c.game.Len()) }

// HoldClock stops the clocks while on, as when the window shows an
// earlier position for review rather than the live game, and lets them
// run again when off.
func (c *Controller) HoldClock(on bool) {
	c.change(func() { c.clocks.clock.Hold(on) })
}

// ClockFromNextMove keeps the clocks of the game just started from running
// until a person's next move (in a demo, the next move): a game the
// window starts or brings back at launch, whose player may still be
// reading the welcome, then loses no time before they play, the
// computer's answer to a position brought back included. A new game or a
// loaded one clears it.
func (c *Controller) ClockFromNextMove() {
	c.change(func() { c.clocks.clock.FromNextMove() })
}

// LoadTimed is Load for a game that was played on the clock of s: each
// side's time left and the time spent on each move, as a saved game
// records them. A side with no time left on its turn loses on time at
// once.
func (c *Controller) LoadTimed(g *model.Game, s Settings, left [2]time.Duration, spent []time.Duration) {
	c.change(func() { c.play.load(g, s, &left, spent) })
}

// undoAllowed reports whether moves may be taken back: always on no
// clock; on a clock, only against the computer, whose clock is no
// person's, and then the clocks go back with the moves.
func (s Settings) undoAllowed() bool {
	return !s.Clock.On() || s.Mode == HumanVsComputer
}

// The computer's time under a clock.
const (
	// clockReserve, with a twentieth of the time left, is never spent:
	// it covers what the move costs beyond its search (handing the search
	// off, bringing its answer back, drawing it).
	clockReserve = 200 * time.Millisecond
	// minBudget is the least search time of a move, when time runs short.
	minBudget = 5 * time.Millisecond
)

// phaseWeight is how much of the time a move at this many empty squares
// deserves: little for the first moves, most in the midgame, less once
// the exact solver (which solves at solveFrom empties or fewer) has
// settled the game and the moves play out from its tables.
func phaseWeight(empties, solveFrom int) float64 {
	switch {
	case empties >= 50:
		return 0.25
	case empties <= solveFrom:
		return 0.5
	case empties > 20:
		return 1.5
	}
	return 1
}

// moveBudget is how long the computer playing cfg may take for a move at
// this many empty squares with left on its clock and inc earned after each
// move: the time left less a safety margin, shared among the moves it has
// still to play by phaseWeight, plus the increment; within the exact
// solver's reach, up to a third of it so that the solve can finish (the
// moves after a solve are quick); never more than half of it, and never
// more than the level's own time. Levels searched to a depth stop sooner
// on their own: the budget only stops them from spending what is not there.
func moveBudget(cfg strategy.Config, empties int, left, inc time.Duration) time.Duration {
	usable := left - clockReserve - left/20
	if usable <= 0 {
		return max(min(left/4, clockReserve/4), minBudget)
	}
	var total float64
	for e := empties; e > 0; e -= 2 {
		total += phaseWeight(e, cfg.ExactEmpties)
	}
	share := time.Duration(float64(usable) * phaseWeight(empties, cfg.ExactEmpties) / max(total, 1))
	budget := share + inc
	if empties <= cfg.ExactEmpties {
		budget = max(budget, usable/3)
	}
	budget = min(budget, usable/2)
	if cfg.Time > 0 {
		budget = min(budget, cfg.Time)
	}
	return max(budget, minBudget)
}

// engineClock is the clock of turn as an external program is told it for
// its move now: its time left and the increment; none when the game has
// no clock.
func (k *gameClocks) engineClock(turn model.Color) engine.Clock {
	return k.clock.Player(int(turn))
}

// budget is the computer's time for the move of turn now, 0 when the game
// has no clock.
func (k *gameClocks) budget(turn model.Color) time.Duration {
	s := k.c.settings
	if !s.Clock.On() {
		return 0
	}
	return moveBudget(s.PlayerConfig(), k.c.game.Sized().Board.Empties(), k.clock.Left(int(turn)), s.Clock.Increment)
}
