// The controller: how it is wired to its surroundings (Config), the
// state of the game it runs, and how every change reaches the listener as
// events with a snapshot.

package controller

import (
	"context"
	"sync"
	"time"

	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// Config wires a controller to its surroundings. Only Listener is required.
type Config struct {
	// Listener receives every event, in order.
	Listener func(Event)
	// Dispatch runs f on the listener's goroutine; the controller calls it
	// only from goroutines it started, when a search finishes. The GUI passes
	// fyne.Do; nil calls f directly.
	Dispatch func(f func())
	// Players returns the computer player for colour c under settings s,
	// on boards of s.Size; nil searches with Settings.PlayerConfig, the
	// 8x8 engine on 8x8 (strategy.ForEightByEight) and the geometric
	// search on the other sizes. A player that can tell of its search
	// (strategy.SizedReporter) feeds the thinking line.
	Players func(s Settings, c model.Color) strategy.SizedPlayer
	// Hinter answers Hint on every board size; nil uses the EXPERT
	// AlphaBeta search (strategy.AnySize: the 8x8 engine on 8x8), which
	// names the opening book's best move rather than varying as EXPERT does.
	Hinter strategy.SizedPlayer
	// Analyze answers Analyze on every board size; nil uses
	// strategy.AnalyzeSized at EXPERT settings.
	Analyze func(ctx context.Context, b model.SizedBoard) []strategy.SizedResult
	// ReplyDelay is the least time between a move and the computer's reply,
	// so the player sees their own move land first.
	ReplyDelay time.Duration
	// Handoff, when set, is called on the listener's goroutine (through
	// Dispatch) before each search for the computer's move, once the
	// events that led to it have been delivered; the search begins when
	// start is called. The GUI calls start once the move the computer
	// answers has been drawn, so the search never competes with drawing
	// it. nil begins at once.
	Handoff func(start func())
	// DemoDelay is the least time between two moves of the
	// computer-vs-computer demo, so people can follow it.
	DemoDelay time.Duration
	// Values scores every legal move of b for the move values, telling
	// report of each refinement, best first, from its own goroutine; it
	// returns the last. nil: the EXPERT search at ValuesConfig, on one
	// thread of low priority.
	Values func(ctx context.Context, b model.SizedBoard, report func([]strategy.SizedResult)) []strategy.SizedResult
	// UpdateEvery is the least time between two updates of a search under
	// way (Snapshot.Thought, Snapshot.Values); 0 is 100 ms, less than 0
	// passes on every one.
	UpdateEvery time.Duration
	// UpdateClock times those updates; nil is the real clock.
	UpdateClock TimeSource
	// Time runs the game clocks (Settings.Clock); nil is the real clock.
	Time TimeSource
	// Engines looks up the external program named by Settings.Engine;
	// nil knows none.
	Engines func(name string) (EngineEntry, bool)
}

// The controller is Othello's session behind the window.
var _ session.Session = (*Controller)(nil)

// Controller runs one game at a time. Its methods are meant to be called
// from the listener's goroutine (the GUI's event loop) and are also safe
// from others.
//
// Its parts live in rooms of their own (play, computer, hints, line,
// values, clocks, engines), each owning its state and its methods. One
// lock, mu, guards them all: a room's methods are called with it held and
// never take it (but for the event queue's Deliver, which hands the events
// out between holds of it); work a room starts off the lock brings its
// answer back through change.
type Controller struct {
	cfg Config
	// dispatch brings f, a search's answer, back to the listener's
	// goroutine as a change: how the rooms' lanes hand back their answers
	dispatch func(f func())

	mu        sync.Mutex
	settings  Settings
	game      *model.Game
	gen       uint64 // bumped on every change that makes a running search stale
	suspended bool   // the game is set aside (Suspend): no search runs and its clocks stop
	// the latest step of the computer's search or a hint's, or its
	// answer; nil when none
	thought *Thought
	events  session.Events[Event]

	play     play         // the moves made, taken back and played again, and whose turn it is
	computer computer     // the computer's search for its move
	hints    hints        // the hints and the scores of every move
	line     thinkingLine // the steps of those searches, as they come
	values   moveValues   // the move values of the position on show
	clocks   gameClocks   // the game clocks, when Settings.Clock has one
	engines  programs     // the external programs in the game
}

// New returns a controller holding a new game with the default settings.
// Nothing is published until NewGame, Load or another action is called.
func New(cfg Config) *Controller {
	if cfg.Dispatch == nil {
		cfg.Dispatch = func(f func()) { f() }
	}
	if cfg.Listener == nil {
		cfg.Listener = func(Event) {}
	}
	if cfg.Values == nil {
		cfg.Values = searchValues
	}
	if cfg.UpdateEvery == 0 {
		cfg.UpdateEvery = updateEvery
	}
	if cfg.UpdateClock == nil {
		cfg.UpdateClock = realTime{}
	}
	if cfg.Time == nil {
		cfg.Time = realTime{}
	}
	if cfg.Players == nil {
		cfg.Players = func(s Settings, c model.Color) strategy.SizedPlayer {
			seed := uint64(time.Now().UnixNano()) + uint64(c)
			switch {
			case s.Size != 8:
				return strategy.NewSizedSearch(s.PlayerConfig(), seed)
			case s.Coach:
				return strategy.ForEightByEight(strategy.NewStrengthPlayer(s.Strength, seed))
			}
			return strategy.ForEightByEight(strategy.NewSearch(s.PlayerConfig(), seed))
		}
	}
	if cfg.Hinter == nil {
		expert := strategy.LevelConfig(level.Expert, level.AlphaBeta)
		// a hint names the book's best move, where the level varies its
		// own play among the near ones
		expert.BookMargin = 0
		cfg.Hinter = strategy.AnySize(strategy.NewSearch(expert.WithThreads(AutoThreads()), 1), strategy.NewSizedSearch(expert, 1))
	}
	if cfg.Analyze == nil {
		cfg.Analyze = func(ctx context.Context, b model.SizedBoard) []strategy.SizedResult {
			return strategy.AnalyzeSized(ctx, b, strategy.LevelConfig(level.Expert, level.AlphaBeta).WithThreads(AutoThreads()))
		}
	}
	c := &Controller{cfg: cfg, settings: DefaultSettings(), game: model.NewGame()}
	c.dispatch = func(f func()) { cfg.Dispatch(func() { c.change(f) }) }
	c.events.Listener = cfg.Listener
	c.play.c = c
	c.computer.c = c
	c.hints.c = c
	c.line.c = c
	c.values = moveValues{c: c, shown: -1, at: -1}
	c.clocks.c = c
	c.clocks.clock.Time = cfg.Time
	c.engines.lookup = cfg.Engines
	return c
}

// Snapshot returns the current state.
func (c *Controller) Snapshot() Snapshot {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.snapshot()
}

// change makes a change under the lock, then hands the events it emitted
// to the listener outside it: every action goes through here.
func (c *Controller) change(f func()) {
	c.mu.Lock()
	c.clocks.charge()
	f()
	c.values.update()
	c.clocks.sync()
	c.mu.Unlock()
	c.events.Deliver(&c.mu)
}

// changed is change for an action that says whether it was taken.
func (c *Controller) changed(f func() bool) (taken bool) {
	c.change(func() { taken = f() })
	return taken
}

// State is the snapshot's part every game's session has
// (session.Session), read without copying the game: what a ticking clock
// face needs too.
func (c *Controller) State() session.State {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.state()
}

// invalidate makes every running search stale and cancels it, and clears
// the hint, which belongs to the position about to change.
func (c *Controller) invalidate() {
	c.gen++
	c.hints.clear()
	c.computer.seat.Afresh() // the position changed: the opponent is asked afresh
	c.thought = nil
	c.computer.stop() // last: the event it may emit shows the rest cleared
}

// emit queues e with the current snapshot; change delivers it.
func (c *Controller) emit(e Event) {
	e.Snapshot = c.snapshot()
	c.events.Push(e)
}

func (c *Controller) snapshot() Snapshot {
	g := c.game
	rec := g.Record()
	p := rec.Sized()
	s := Snapshot{
		State:    c.state(),
		Settings: c.settings,
		Game:     rec,
		Legal:    p.Board.Moves(),
		Sized:    p,
		Result:   g.Result(),
		Hint:     c.hints.hint,
		Analysis: c.hints.analysis,
		Thought:  c.thought,
		Values:   c.values.scores,
		ValuesAt: c.values.at,
	}
	if x := c.hints.program(); x != nil {
		s.HintEngine = x.entry.Name
	}
	return s
}

// state is the snapshot's part every game has, read without copying the
// game.
func (c *Controller) state() session.State {
	over := c.clocks.over()
	return session.State{
		Over:         over,
		PersonToMove: !over && c.settings.IsHuman(c.game.Turn()) && !c.game.MustPass(),
		Thinking:     c.computer.seat.Thinking(),
		Hinting:      c.hints.lane.Busy(),
		Demo:         c.settings.Mode == ComputerVsComputer,
		Paused:       c.computer.seat.Paused(),
		CanUndo:      c.play.canUndo(),
		CanRedo:      c.play.canRedo(),
		Stalled:      c.computer.seat.Stalled(),
		Clocks:       c.clocks.read(),
	}
}
