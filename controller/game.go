// The game's actions: starting or loading a game, a person's moves, the
// forced passes and the computer's turn, and the changes to a game under
// way (level, coach, threads, pause, suspend, resume and close).

package controller

import (
	"time"

	"othello/model"
	"othello/strategy"
)

// NewGame starts a game from the start position of the board size of s
// with settings s (invalid fields fall back to their defaults).
func (c *Controller) NewGame(s Settings) {
	s = s.Sanitized()
	g, _ := model.NewSizedGame(s.Size) // a sanitized size is one of model.Sizes
	c.Load(g, s)
}

// Load continues game g (a restored or set-up game) under settings s; the
// board size is g's. The controller keeps g; the caller must not use it
// afterwards.
func (c *Controller) Load(g *model.Game, s Settings) { c.load(g, s, nil, nil) }

// load is Load with the clocks' times left and the moves' times, when
// known (see LoadTimed).
func (c *Controller) load(g *model.Game, s Settings, left *[2]time.Duration, spent []time.Duration) {
	c.change(func() {
		c.invalidate()
		s.Size = g.Size()
		c.settings = s.Sanitized()
		c.settings.Engine = c.playing(c.settings.Engine, s.Size)
		c.players = [2]strategy.SizedPlayer{}
		c.dropOpponent()
		c.game = g
		c.before = nil
		c.paused = false
		c.shown = -1
		c.resetClock(left, spent)
		c.emit(Event{Kind: GameStarted})
		c.advance()
	})
}

// SetUp replaces the game with one read from text, a transcript ("f5d6c3")
// or a position (64 squares and the side to move), of any size (as
// model.ParseSetup reads it), keeping the other settings. On error nothing
// changes.
func (c *Controller) SetUp(text string) error {
	g, err := model.ParseSetup(text)
	if err != nil {
		return err
	}
	c.Load(g, c.Settings())
	return nil
}

// PlayCell proposes the move m for the side to move on behalf of a person,
// on a board of any size. It is applied if the rules and the mode allow
// it; otherwise an Illegal event says why and nothing changes.
func (c *Controller) PlayCell(m model.Cell) {
	c.change(func() {
		if refused := c.checkHuman(m); refused != nil {
			c.emit(Event{Kind: Illegal, Color: c.game.Turn(), Cell: m, Refused: refused})
			return
		}
		c.invalidate()
		c.before = nil
		c.place(m)
		c.advance()
	})
}

// checkHuman returns why a person may not play m now, or nil: the rules,
// and on top of them the computer's turns and the forced passes, which
// are played for people.
func (c *Controller) checkHuman(m model.Cell) *model.IllegalMoveError {
	p := c.game.Sized()
	refused := p.IllegalMove(p.Turn, m)
	switch {
	case p.Board.GameOver():
	case c.flagged():
		refused = p.Refusal(p.Turn, m, model.GameIsOver)
	case !c.settings.IsHuman(p.Turn):
		refused = p.Refusal(p.Turn, m, model.ComputerPlays)
	case m == model.CellPass:
		refused = p.Refusal(p.Turn, m, model.PassIsAutomatic)
	}
	return refused
}

// place plays a legal move and reports it.
func (c *Controller) place(m model.Cell) {
	p := c.game.Sized()
	turned := p.Geometry().CellsOf(p.Board.Flips(m))
	if err := c.game.PlayCell(m); err != nil {
		panic("controller: placing a checked move: " + err.Error())
	}
	c.clockMoved(p.Turn, m)
	c.emit(Event{Kind: Placed, Color: p.Turn, Cell: m, Turned: turned})
}

// advance plays forced passes, reports the end of the game, and starts the
// computer's search when it has the turn.
func (c *Controller) advance() {
	if c.flagged() {
		return
	}
	if who := c.game.Turn(); c.game.PassIfForced() {
		c.clockMoved(who, model.CellPass)
		c.emit(Event{Kind: Passed, Color: who, Cell: model.CellPass})
	}
	if c.game.Over() {
		c.emit(Event{Kind: GameOver})
		return
	}
	turn := c.game.Turn()
	if c.settings.IsHuman(turn) || c.paused || c.suspended || c.stalled != "" {
		return
	}
	c.startSearch(turn)
}

// SetLevel changes the computer's level during a game. A search already
// running finishes at the level it started with; the computer's next move
// is searched at l. An unknown level is ignored.
func (c *Controller) SetLevel(l strategy.Level) {
	c.change(func() {
		s := c.settings
		s.Level = l
		if !s.Valid() || l == c.settings.Level {
			return
		}
		c.settings = s
		c.players = [2]strategy.SizedPlayer{} // made afresh, at l, for the next search
		c.emit(Event{Kind: LevelChanged})
	})
}

// SetCoach has the computer play at strength (0 to 1) of the coach's scale
// from its next move, or at its level again when on is false.
func (c *Controller) SetCoach(on bool, strength float64) {
	c.change(func() {
		s := c.settings
		s.Coach, s.Strength = on, strength
		if !s.Valid() || s.Coach == c.settings.Coach && s.Strength == c.settings.Strength {
			return
		}
		c.settings = s
		c.players = [2]strategy.SizedPlayer{} // made afresh for the next search
		c.emit(Event{Kind: LevelChanged})
	})
}

// SetThreads changes the computer's search threads (0: automatic), from
// its next search on.
func (c *Controller) SetThreads(n int) {
	c.change(func() {
		s := c.settings
		s.Threads = n
		if !s.Valid() || n == c.settings.Threads {
			return
		}
		c.settings = s
		c.players = [2]strategy.SizedPlayer{} // made afresh for the next search
	})
}

// Pause stops the computer-vs-computer demo after dropping any search.
func (c *Controller) Pause() {
	c.change(func() {
		if c.settings.Mode == ComputerVsComputer && !c.paused {
			c.invalidate()
			c.paused = true
			c.emit(Event{Kind: Paused})
		}
	})
}

// Suspend sets the game aside while on, as when the window shows another
// game (Gomoku) in its place: any search is dropped and none starts, the
// clocks and the move values stop, so nothing happens in a game nobody
// sees. Off, the game goes on where it was, the computer searching again
// if it is to move.
func (c *Controller) Suspend(on bool) {
	c.change(func() {
		if c.suspended == on {
			return
		}
		c.suspended = on
		if on {
			c.invalidate()
		} else {
			c.advance()
		}
	})
}

// Resume lets a paused demo go on, and asks an external opponent that
// failed to move again (started afresh).
func (c *Controller) Resume() {
	c.change(func() {
		if c.paused || c.stalled != "" {
			c.paused, c.stalled = false, ""
			c.emit(Event{Kind: Resumed})
			c.advance()
		}
	})
}

// Close drops any running search, turns the move values off and stops the
// external programs; call it when the game window goes away.
func (c *Controller) Close() {
	var engines []*external
	c.change(func() {
		c.invalidate()
		c.valuesOn = false
		engines = []*external{c.opponent, c.hinter}
		c.opponent, c.hinter = nil, nil
	})
	for _, x := range engines {
		x.close()
	}
}
