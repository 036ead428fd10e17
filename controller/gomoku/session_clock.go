// The session's game clocks: whose turn it is for the clock (the
// opening's asker, or the player of the colour to move), charging it
// before each action, running it after, and a flag that falls.

package gomoku

import (
	"othello/controller/session"
)

// clocks are the players' game clocks (the first player's first), the
// time source that tells them the time, and the timer of the running
// clock's flag.
type clocks struct {
	session.Clock
	time session.TimeSource
	flag session.FlagTimer
}

// charge charges the running clock with the time since it was last
// charged: fell says its flag fell.
func (k *clocks) charge() (fell bool) {
	_, fell = k.Charge(k.time.Now())
	return fell
}

// sync runs the clock of player side while live and arms the flag's
// timer, which calls wake (session.FlagTimer.Sync).
func (k *clocks) sync(moves, side int, live, thinking bool, wake func()) (fell bool) {
	return k.flag.Sync(&k.Clock, k.time, moves, side, live, thinking, wake)
}

// read returns the clocks now, with the move times of a game of moves
// moves.
func (k *clocks) read(moves int) session.Reading { return k.Read(k.time.Now(), moves) }

// actor is the player whose turn it is, whose clock runs.
func (s *Session) actor() int { return s.seats.actor(s.g.Turn(), s.phase, s.question.asked) }

// charge charges the running clock with the time since it was last
// charged; when that lets a flag fall, the game ends on time, and charge
// says so.
func (s *Session) charge() bool {
	if s.clocks.charge() {
		s.flagFell()
		return true
	}
	return false
}

// flagFell ends the game on time.
func (s *Session) flagFell() {
	s.cancel()
	s.clocks.flag.Stop()
	s.end()
}

// syncClock runs the clock of the player whose turn it is while the game
// goes on (not over, not paused, not closed), and sets the timer that
// lets its flag fall on time.
func (s *Session) syncClock() {
	if !s.clocks.On() {
		return
	}
	live := s.phase != Ended && !s.paused && !s.closed && !s.g.Over()
	wake := func() {
		s.dispatch(func() {
			if !s.closed {
				s.charge()
			}
		})
	}
	if s.clocks.sync(s.g.MoveCount(), s.actor(), live, s.computer.busy, wake) {
		s.flagFell()
	}
}

// ClockFromNextMove keeps the clocks of a game the window starts at
// launch from running until its next stone: its player may still be
// reading the window.
//
// The time since the game started is not charged: the window was still
// being made.
func (s *Session) ClockFromNextMove() {
	s.clocks.FromNextMove()
	s.syncClock()
}

// HoldClock stops the clocks while on, as when the window shows an
// earlier position for review, and lets them run again when off.
func (s *Session) HoldClock(on bool) {
	s.charge()
	s.clocks.Hold(on)
	s.syncClock()
}
