// The computer's side of a session: its answers searched off the view's
// goroutine, after a pause, and applied on it unless cancelled; a failure
// that ends the game.

package gomoku

import (
	"context"
	"time"

	"othello/controller"
	"othello/model/gomoku"
)

// startComputer runs work, the computer's answer, after a pause and the
// previous search; the function it returns is run on the view's goroutine
// unless the answer was cancelled meanwhile.
func (s *Session) startComputer(work func(ctx context.Context, g *gomoku.Game) func()) {
	s.think = true
	gen, g, p := s.gen, s.g.Clone(), s.cfg.Opponent
	delay, tc := s.cfg.Delay, s.cfg.Clock
	s.job = controller.StartJob(s.job, func(ctx context.Context) {
		if delay > 0 {
			select {
			case <-ctx.Done():
				return
			case <-time.After(delay):
			}
		}
		var apply func()
		if !s.ready {
			if err := p.NewGame(ctx, g, tc); err != nil {
				apply = func() { s.fail(err) }
			} else {
				s.ready = true
			}
		}
		if apply == nil {
			apply = work(ctx, g)
		}
		if ctx.Err() != nil {
			return
		}
		s.dispatch(func() {
			if gen != s.gen || s.closed || s.charge() {
				return
			}
			s.think = false
			apply()
		})
	})
	s.tell(SessionEvent{Kind: Thinking, Move: gomoku.NoSquare})
}

func (s *Session) dispatch(f func()) {
	if s.cfg.Dispatch == nil {
		f()
		return
	}
	s.cfg.Dispatch(f)
}

// fail ends the game lost by the computer's side, which could not answer.
func (s *Session) fail(err error) {
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
	if s.person == gomoku.NoColor && !s.cfg.Demo {
		s.person = gomoku.Black
		if !s.cfg.First {
			s.person = gomoku.White
		}
	}
	s.phase = Ended
	s.tell(SessionEvent{Kind: GameEnded, Move: gomoku.NoSquare})
}

// end reports the game won or drawn.
func (s *Session) end() {
	s.phase = Ended
	s.tell(SessionEvent{Kind: GameEnded, Move: gomoku.NoSquare})
}
