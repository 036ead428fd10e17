// The session's game clocks: whose turn it is for the clock (the
// opening's asker, or the player of the colour to move), charging it
// before each action, running it after, and a flag that falls.

package gomoku

import (
	"othello/model/gomoku"
)

// personIndex is the person's player number: 0 the first player.
func (s *Session) personIndex() int {
	if s.cfg.Opening == Free && s.person != gomoku.NoColor {
		return int(s.person) // under the free opening Black is the first player
	}
	if s.cfg.First {
		return 0
	}
	return 1
}

// actor is the player whose turn it is, whose clock runs: the one placing
// or choosing in the opening, then the player of the colour to move.
func (s *Session) actor() int {
	switch {
	case s.cfg.TwoPeople || s.cfg.Demo:
		return int(s.g.Turn())
	case s.phase == Placing || s.phase == Choosing:
		return s.personIndex()
	case s.asked >= 0:
		return s.asked
	case s.g.Turn() == s.person:
		return s.personIndex()
	}
	return 1 - s.personIndex()
}

// colourOfPlayer is the colour player i plays, NoColor before the
// opening settles it.
func (s *Session) colourOfPlayer(i int) gomoku.Color {
	switch {
	case s.cfg.TwoPeople || s.cfg.Demo:
		return gomoku.Color(i)
	case !s.settled():
		return gomoku.NoColor
	case i == s.personIndex():
		return s.person
	}
	return s.person.Opponent()
}

// charge charges the running clock with the time since it was last
// charged; when that lets a flag fall, the game ends on time, and charge
// says so.
func (s *Session) charge() bool {
	if _, fell := s.clock.Charge(s.cfg.Time.Now()); fell {
		s.flagFell()
		return true
	}
	return false
}

// flagFell ends the game on time.
func (s *Session) flagFell() {
	s.cancel()
	s.stopClockTimer()
	s.phase = Ended
	s.tell(SessionEvent{Kind: GameEnded, Move: gomoku.NoSquare})
}

// syncClock runs the clock of the player whose turn it is while the game
// goes on (not over, not paused, not closed), and sets the timer that
// lets its flag fall on time.
func (s *Session) syncClock() {
	if !s.clock.On() {
		return
	}
	s.stopClockTimer()
	live := s.phase != Ended && !s.paused && !s.closed && !s.g.Over()
	until, ok, fell := s.clock.Sync(s.cfg.Time.Now(), s.g.MoveCount(), s.actor(), live, s.think)
	switch {
	case fell:
		s.flagFell()
	case ok:
		s.clockStop = s.cfg.Time.AfterFunc(until, func() {
			s.dispatch(func() {
				if !s.closed {
					s.charge()
				}
			})
		})
	}
}

func (s *Session) stopClockTimer() {
	if s.clockStop != nil {
		s.clockStop()
		s.clockStop = nil
	}
}

// ClockFromNextMove keeps the clocks of a game the window starts at
// launch from running until its next stone: its player may still be
// reading the window.
//
// The time since the game started is not charged: the window was still
// being made.
func (s *Session) ClockFromNextMove() {
	s.clock.FromNextMove()
	s.syncClock()
}

// HoldClock stops the clocks while on, as when the window shows an
// earlier position for review, and lets them run again when off.
func (s *Session) HoldClock(on bool) {
	s.charge()
	s.clock.Hold(on)
	s.syncClock()
}
