// The computer's side of a session: its answers searched off the view's
// goroutine on its seat (session.Seat, as Othello's), the person's hints
// in a lane, each applied on the view's goroutine unless cancelled; a
// failure that stalls or ends the game.

package gomoku

import (
	"context"

	"othello/controller/session"
	"othello/model/gomoku"
)

// cancel drops the searches under way; their answers are never applied.
func (r searches) cancel() {
	s := r.s
	s.computer.Stop()
	s.hints.Drop()
}

// startComputer asks the computer's side on its seat, after its previous
// question: answer finds what to play in a copy of the game, off the
// view's goroutine, and returns the function that plays it there, shown
// no sooner than the session's delay after the question, unless the
// answer was dropped meanwhile. An error fails the side.
func (r searches) startComputer(answer func(ctx context.Context, g *gomoku.Game) (func(), error)) {
	s := r.s
	g, p, tc := s.g.Clone(), s.cfg.Opponent, s.cfg.Clock
	s.computer.Ask(s.dispatch, session.Request[func()]{
		Answer: func(ctx context.Context) (func(), error) {
			if !s.ready {
				if err := p.NewGame(ctx, g, tc); err != nil {
					return nil, err
				}
				s.ready = true
			}
			return answer(ctx, g)
		},
		Pace:     s.cfg.Delay,
		Live:     func() bool { return !s.closed && !s.timing().charge() },
		Answered: func(play func()) { play() },
		Failed: func(err error) {
			s.question.asked = -1
			r.fail(err)
		},
	})
	s.tell(SessionEvent{Kind: session.ThinkingStarted, Move: gomoku.NoSquare})
}

// fail stops the game where the computer's side could not answer: it
// waits, its clocks held, for Resume to ask it again or SetOpponent to
// hand its side to another player, as Othello's game waits on an engine.
// A demo, which nobody watches over, ends lost by the side to move.
func (r searches) fail(err error) {
	s := r.s
	if !s.cfg.Demo {
		// the answer was charged to the clock as it came back (a flag
		// that fell meanwhile dropped it): the failing side's clock stops
		s.computer.Stall(err)
		s.timing().syncClock()
		s.tell(SessionEvent{Kind: session.EngineFailed, Move: gomoku.NoSquare})
		return
	}
	i := 1
	if !s.cfg.First {
		i = 0
	}
	if s.cfg.Demo {
		i = 0 // the side to move, under the free opening
		if s.g.Turn() == gomoku.White {
			i = 1
		}
	}
	s.forfeit = &Forfeit{Player: i, Name: s.cfg.Opponent.Name(), Err: err}
	if s.seats.person == gomoku.NoColor && !s.cfg.Demo {
		s.seats.person = gomoku.Black
		if !s.cfg.First {
			s.seats.person = gomoku.White
		}
	}
	s.end()
}

// end reports the game over: won, drawn, forfeited or lost on time.
func (s *Session) end() {
	s.phase = Ended
	s.computer.Resume() // a paused demo redone to its last stone is over
	s.tell(SessionEvent{Kind: session.GameOver, Move: gomoku.NoSquare})
}

// searches are the computer's side of a session: its searches started,
// cancelled, failed and asked afresh.
type searches struct{ s *Session }

func (s *Session) searches() searches { return searches{s} }
