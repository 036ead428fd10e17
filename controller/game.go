// The game's actions: starting or loading a game, a person's moves, the
// forced passes and the computer's turn, and the changes to a game under
// way (level, coach, threads, pause, suspend, resume and close).

package controller

import (
	"time"

	"othello/controller/engine"
	"othello/controller/session"
	"othello/model"
	"othello/strategy/level"
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
func (c *Controller) Load(g *model.Game, s Settings) {
	c.change(func() { c.play.load(g, s, nil, nil) })
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
	c.Load(g, c.Snapshot().Settings)
	return nil
}

// PlayCell proposes the move m for the side to move on behalf of a person,
// on a board of any size. It is applied if the rules and the mode allow
// it; otherwise an session.Illegal event says why and nothing changes.
func (c *Controller) PlayCell(m model.Cell) {
	c.change(func() { c.play.byPerson(m) })
}

// play runs the moves of the controller c's game, with c.mu held: a
// person's, the computer's and the forced passes, whose turn follows, and
// taking moves back (undo.go).
type play struct {
	c *Controller // its game, settings, searches, clocks and events
	// the game as it was before PlayFrom dropped its later moves, with
	// its clocks, which Undo brings back
	before session.Rewind[*model.Game]
}

// load is Load with the clocks' times left and the moves' times, when
// known (see LoadTimed).
func (p *play) load(g *model.Game, s Settings, left *[2]time.Duration, spent []time.Duration) {
	c := p.c
	c.invalidate()
	s.Size = g.Size()
	c.settings = s.Sanitized()
	c.settings.Engine = c.engines.playing(c.settings.Engine, s.Size)
	c.computer.players = [2]engine.Player{}
	c.engines.dropOpponent(c.settings.Engine)
	c.engines.next = nil // the settings name this game's players
	c.game = g
	p.before.Forget()
	c.computer.seat.Resume() // a demo loaded goes on
	c.values.shown = -1
	c.clocks.reset(left, spent)
	c.emit(Event{Kind: session.GameStarted})
	p.advance()
}

// byPerson plays m for a person if the rules and the mode allow it, and
// says why not otherwise.
func (p *play) byPerson(m model.Cell) {
	c := p.c
	if refused := p.checkHuman(m); refused != nil {
		c.emit(Event{Kind: session.Illegal, Color: c.game.Turn(), Cell: m, Refused: refused})
		return
	}
	c.invalidate()
	p.before.Forget()
	p.place(m)
	p.advance()
}

// checkHuman returns why a person may not play m now, or nil: the rules,
// and on top of them the computer's turns and the forced passes, which
// are played for people.
func (p *play) checkHuman(m model.Cell) *model.IllegalMoveError {
	c := p.c
	pos := c.game.Sized()
	refused := pos.IllegalMove(pos.Turn, m)
	switch {
	case pos.Board.GameOver():
	case c.clocks.flagged():
		refused = pos.Refusal(pos.Turn, m, model.GameIsOver)
	case !c.settings.IsHuman(pos.Turn):
		refused = pos.Refusal(pos.Turn, m, model.ComputerPlays)
	case m == model.CellPass:
		refused = pos.Refusal(pos.Turn, m, model.PassIsAutomatic)
	}
	return refused
}

// place plays a legal move and reports it.
func (p *play) place(m model.Cell) {
	c := p.c
	pos := c.game.Sized()
	turned := pos.Geometry().CellsOf(pos.Board.Flips(m))
	if err := c.game.PlayCell(m); err != nil {
		panic("controller: placing a checked move: " + err.Error())
	}
	c.clocks.moved(pos.Turn, m)
	c.emit(Event{Kind: session.Placed, Color: pos.Turn, Cell: m, Turned: turned})
}

// advance plays forced passes, reports the end of the game, and starts the
// computer's search when it has the turn.
func (p *play) advance() {
	c := p.c
	if c.clocks.flagged() {
		return
	}
	if who := c.game.Turn(); c.game.PassIfForced() {
		c.clocks.moved(who, model.CellPass)
		c.emit(Event{Kind: session.Passed, Color: who, Cell: model.CellPass})
	}
	if c.game.Over() {
		c.emit(Event{Kind: session.GameOver})
		return
	}
	c.computer.takeChosen()
	turn := c.game.Turn()
	if c.settings.IsHuman(turn) || c.suspended || c.computer.seat.Holds() {
		return
	}
	c.computer.start(turn)
}

// Tuning is how the computer searches: its level, the coach's scale
// (Coach, with Strength from 0 to 1, in place of the level) and its
// search threads (0: automatic), the Settings fields Retune changes.
type Tuning struct {
	Level    level.Level
	Coach    bool
	Strength float64
	Threads  int
}

// Tuning returns how the computer searches now.
func (s Settings) Tuning() Tuning {
	return Tuning{Level: s.Level, Coach: s.Coach, Strength: s.Strength, Threads: s.Threads}
}

// Retune changes how the computer searches, as change makes the tuning
// now into the new one, from its next search on: a search already running
// finishes as it began. A tuning the settings refuse (an unknown level,
// too many threads) changes nothing. A new level or coach's strength is
// told (LevelChanged); threads are not, as they change no move's
// strength.
func (c *Controller) Retune(change func(*Tuning)) {
	c.change(func() {
		old := c.settings.Tuning()
		t := old
		change(&t)
		s := c.settings
		s.Level, s.Coach, s.Strength, s.Threads = t.Level, t.Coach, t.Strength, t.Threads
		if !s.Valid() || t == old {
			return
		}
		c.settings = s
		c.computer.players = [2]engine.Player{} // made afresh, tuned so, for the next search
		if t.Level != old.Level || t.Coach != old.Coach || t.Strength != old.Strength {
			c.emit(Event{Kind: session.LevelChanged})
		}
	})
}

// Pause stops the computer-vs-computer demo after dropping any search.
func (c *Controller) Pause() bool {
	return c.changed(func() bool {
		if c.settings.Mode != ComputerVsComputer || c.computer.seat.Paused() || c.game.Over() {
			return false
		}
		c.invalidate()
		c.computer.seat.Pause()
		c.emit(Event{Kind: session.Paused})
		return true
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
			c.play.advance()
		}
	})
}

// Resume lets a paused demo go on, and asks an external opponent that
// failed to move again (started afresh).
func (c *Controller) Resume() bool {
	return c.changed(func() bool {
		if !c.computer.seat.Resume() {
			return false
		}
		c.emit(Event{Kind: session.Resumed})
		c.play.advance()
		return true
	})
}

// Close drops any running search, turns the move values off and stops the
// external programs; call it when the game window goes away.
func (c *Controller) Close() {
	var engines []*external
	c.change(func() {
		c.invalidate()
		c.values.on = false
		engines = []*external{c.engines.opponent, c.engines.hinter}
		c.engines.opponent, c.engines.hinter = nil, nil
	})
	for _, x := range engines {
		x.Close()
	}
}
