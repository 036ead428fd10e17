// The computer's side of a session: its answers and the person's hints
// searched off the view's goroutine in lanes (session.Lane), the answers
// after a pause, each applied on the view's goroutine unless cancelled; a
// failure that ends the game.

package gomoku

import (
	"context"
	"time"

	"othello/controller/session"
	"othello/model/gomoku"
)

// lane runs searches one after another off the view's goroutine; each
// answers with the function that applies it on the view's goroutine,
// unless the lane was cancelled meanwhile.
type lane = session.Lane[func()]

// startIn runs work in l after its previous search; the function work
// returns is run through dispatch unless the lane was cancelled meanwhile
// or live then says the session has no use for it. A search cancelled
// before it answers hands nothing back.
func startIn(l *lane, dispatch func(func()), work func(ctx context.Context) func(), live func() bool) {
	l.Start(dispatch, func(ctx context.Context) (func(), bool) {
		apply := work(ctx)
		return apply, ctx.Err() == nil
	}, live, func(apply func()) { apply() })
}

// cancel drops the searches under way; their answers are never applied.
func (r searches) cancel() {
	s := r.s
	s.computer.Cancel()
	s.hints.Drop()
}

// startComputer runs work, the computer's answer, after a pause and the
// previous search; the function it returns is run on the view's goroutine
// unless the answer was cancelled meanwhile.
func (r searches) startComputer(work func(ctx context.Context, g *gomoku.Game) func()) {
	s := r.s
	g, p := s.g.Clone(), s.cfg.Opponent
	delay, tc := s.cfg.Delay, s.cfg.Clock
	startIn(&s.computer, s.dispatch, func(ctx context.Context) func() {
		if delay > 0 {
			select {
			case <-ctx.Done():
				return nil
			case <-time.After(delay):
			}
		}
		if !s.ready {
			if err := p.NewGame(ctx, g, tc); err != nil {
				return func() { r.fail(err) }
			}
			s.ready = true
		}
		return work(ctx, g)
	}, func() bool { return !s.closed && !s.timing().charge() })
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
		s.stalled = err
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
	s.phase, s.paused = Ended, false
	s.tell(SessionEvent{Kind: session.GameOver, Move: gomoku.NoSquare})
}

// searches are the computer's side of a session: its searches started,
// cancelled, failed and asked afresh.
type searches struct{ s *Session }

func (s *Session) searches() searches { return searches{s} }
