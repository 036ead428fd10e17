// The computer's moves: searches started off the caller's goroutine,
// whose answers count only if the position has not changed.

package controller

import (
	"context"
	"sync"

	"othello/controller/engine"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// computer is the computer's side of the controller c, with c.mu held: its
// players and its seat, which searches its moves, pauses the demo and
// stalls on an engine that could not move.
type computer struct {
	c       *Controller      // its game, settings, clocks and events
	players [2]engine.Player // our levels, made at their first search
	seat    session.Seat[strategy.SizedResult]
}

// start begins the search for the move of turn.
func (s *computer) start(turn model.Color) {
	c := s.c
	run, err := s.mover(turn)
	if err != nil {
		s.stall(turn, err)
		return
	}
	gen := c.gen
	report := c.line.reporter(gen, turn, false)
	delay := c.cfg.ReplyDelay
	if c.settings.Mode == ComputerVsComputer {
		delay = c.cfg.DemoDelay
	}
	// on a clock, the search and the pause before the reply fit the
	// move's budget; the clock starts with the search, once the window
	// has drawn the move it answers (see awaitHandoff)
	budget := c.clocks.budget(turn)
	if budget > 0 {
		delay = min(delay, budget)
	}
	// our search stops at its budget; an external program is told its
	// clock and answers within its time left, its flag falling on the
	// clock like anyone's: the level's budget is no limit of its
	limit := budget
	if c.settings.EngineSide(turn) {
		limit = 0
	}
	c.clocks.awaitHandoff()
	s.seat.Ask(c.dispatch, session.Request[strategy.SizedResult]{
		// dropped before it began, invalidate reported the stop
		Begin: func(ctx context.Context) bool { return s.handoff(ctx, gen) },
		Answer: func(ctx context.Context) (strategy.SizedResult, error) {
			if limit > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, limit)
				defer cancel()
			}
			return run(ctx, report)
		},
		Pace:     delay,
		Live:     func() bool { return gen == c.gen },
		Answered: s.finished,
		Failed: func(err error) {
			c.emit(Event{Kind: session.ThinkingStopped})
			s.stall(c.game.Turn(), err)
		},
	})
	c.emit(Event{Kind: session.ThinkingStarted, Color: turn})
}

// mover returns what finds the move of the computer playing turn: its
// player, the arbiter's, asked with the whole game, telling report of
// its steps.
func (s *computer) mover(turn model.Color) (func(context.Context, func(strategy.Progress)) (strategy.SizedResult, error), error) {
	p, k, err := s.player(turn)
	if err != nil {
		return nil, err
	}
	g := s.c.game.Clone()
	return func(ctx context.Context, report func(strategy.Progress)) (strategy.SizedResult, error) {
		return p.Move(strategy.WithProgress(ctx, report), g, k)
	}, nil
}

// player returns the player of the computer playing turn and the clock it
// is told: the external engine of the settings on its own clock, or our
// level, told no clock because the session sets its time (start).
func (s *computer) player(turn model.Color) (engine.Player, engine.Clock, error) {
	c := s.c
	if c.settings.EngineSide(turn) {
		x, err := c.engines.opponentFor(c.settings.Engine)
		if err != nil {
			return nil, engine.Clock{}, err
		}
		return x, c.clocks.engineClock(turn), nil
	}
	if s.players[turn] == nil {
		settings := c.settings
		settings.Size = c.game.Size()
		s.players[turn] = engine.Ours(settings.Level.String(), c.cfg.Players(settings, turn))
	}
	return s.players[turn], engine.Clock{}, nil
}

// handoff waits until the listener's goroutine lets the search begin (see
// Config.Handoff), which starts the computer's clock for the search of
// position gen, and reports false if ctx ends first.
func (s *computer) handoff(ctx context.Context, gen uint64) bool {
	c := s.c
	if c.cfg.Handoff == nil {
		return true
	}
	ready := make(chan struct{})
	var once sync.Once
	c.cfg.Dispatch(func() {
		c.cfg.Handoff(func() {
			once.Do(func() {
				c.change(func() { c.clocks.handedOff(gen) })
				close(ready)
			})
		})
	})
	select {
	case <-ready:
		return ctx.Err() == nil
	case <-ctx.Done():
		return false
	}
}

// finished applies the computer's move, which still belongs to the
// position on the board: the lane dropped a result from before a new
// game, undo or settings change.
func (s *computer) finished(res strategy.SizedResult) {
	c := s.c
	c.gen++
	m := res.Move
	p := c.game.Sized()
	c.thought = thoughtOf(res, p.Turn, false)
	c.emit(Event{Kind: session.ThinkingStopped})
	if refused := p.IllegalMove(p.Turn, m); refused != nil {
		// The computer is held to the rules like anyone; a broken player
		// must not stall the game, so its first legal move is played.
		c.emit(Event{Kind: session.Illegal, Color: p.Turn, Cell: m, Refused: refused})
		m = p.Board.MoveCells()[0]
	}
	c.play.place(m)
	c.play.advance()
}

// stall stops the game for an opponent that could not move.
func (s *computer) stall(turn model.Color, err error) {
	s.seat.Stall(err)
	if t := s.c.thought; t != nil && !t.Hint {
		s.c.thought = nil // the line of a search that came to nothing
	}
	s.c.emit(Event{Kind: session.EngineFailed, Color: turn, Err: err})
}

// stop drops the search under way, if any, and says so.
func (s *computer) stop() {
	if s.seat.Stop() {
		s.c.emit(Event{Kind: session.ThinkingStopped})
	}
}
