// The session's game clocks: whose turn it is for the clock (the
// opening's asker, or the player of the colour to move), charging it
// before each action, running it after, and a flag that falls.

package gomoku

import "othello/model/gomoku"

// timing is the clocks' bookkeeping of a session: whose time runs,
// charging it, a flag's fall.
type timing struct{ s *Session }

func (s *Session) timing() timing { return timing{s} }

// actor is the player whose turn it is, whose clock runs.
func (r timing) actor() int {
	s := r.s
	return s.seats.actor(s.g.Turn(), s.phase, s.question.asked)
}

// charge charges the running clock with the time since it was last
// charged; when that lets a flag fall, the game ends on time, and charge
// says so.
func (r timing) charge() bool {
	s := r.s
	if _, fell := s.clocks.ChargeNow(); fell {
		r.flagFell()
		return true
	}
	return false
}

// flagFell ends the game on time.
func (r timing) flagFell() {
	s := r.s
	s.searches().cancel()
	s.clocks.StopFlag()
	// the hint and the computer's line spoke of a game that goes on
	s.hint, s.search = gomoku.NoSquare, nil
	s.end()
}

// syncClock runs the clock of the player whose turn it is while the game
// goes on (not over, not paused, not closed), and sets the timer that
// lets its flag fall on time.
func (r timing) syncClock() {
	s := r.s
	if !s.clocks.On() {
		return
	}
	live := s.phase != Ended && !s.closed && !s.g.Over() && !s.computer.Holds()
	wake := func() {
		s.dispatch(func() {
			if !s.closed {
				r.charge()
			}
		})
	}
	if s.clocks.Run(s.g.MoveCount(), r.actor(), live, s.computer.Thinking(), wake) {
		r.flagFell()
	}
}

// ClockFromNextMove keeps the clocks of a game the window starts at
// launch from running until the person's next stone (in a demo, the next
// stone): its player may still be reading the window.
//
// The time since the game started is not charged: the window was still
// being made.
func (s *Session) ClockFromNextMove() {
	defer s.deliver()
	s.clocks.FromNextMove()
	s.timing().syncClock()
}

// HoldClock stops the clocks while on, as when the window shows an
// earlier position for review, and lets them run again when off.
func (s *Session) HoldClock(on bool) {
	defer s.deliver()
	s.timing().charge()
	s.clocks.Hold(on)
	s.timing().syncClock()
}
