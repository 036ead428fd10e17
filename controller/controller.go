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
	// AlphaBeta search (strategy.AnySize: the 8x8 engine on 8x8).
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

// Controller runs one game at a time. Its methods are meant to be called
// from the listener's goroutine (the GUI's event loop) and are also safe
// from others.
type Controller struct {
	cfg Config

	mu       sync.Mutex
	settings Settings
	game     *model.Game
	players  [2]strategy.SizedPlayer // the computer's players, made at its first search
	gen      uint64                  // bumped on every change that makes a running search stale
	thinking bool
	hinting  bool
	paused   bool
	// suspended: the game is set aside (Suspend), no search runs and its
	// clocks stop
	suspended bool
	hint      *strategy.SizedResult // the hint on show, on any size; nil when none
	// hintFollowsValues: the hint is the move values' best, and follows
	// them as they deepen (see startHint)
	hintFollowsValues bool
	analysis          []strategy.SizedResult
	pending           []Event // published by flush, in order
	// the game as it was before PlayFrom dropped its later moves, which
	// Undo brings back; nil when there is none
	before   *model.Game
	flushing bool // a flush is delivering pending
	// the latest step of the computer's search or a hint's, or its answer
	// nil when none
	thought *Thought
	// the move values: on or off, the position on show (moves before it,
	// -1: the live game), the search's position and moves before it and
	// whether it runs or ran for them, its number, and its scores
	valuesOn        bool
	shown           int
	valuesSearching bool
	valuesBoard     model.SizedBoard
	valuesAt        int
	valuesSeq       uint64
	values          []strategy.SizedResult
	valuesJob       *Job
	searchSeq       uint64 // counts the searches that report their steps
	// the last move search and the last hint search; each new one waits
	// for the last of its kind, so a player never searches twice at once
	moveJob, hintJob *Job
	clock            session.Clock     // the game clocks, when Settings.Clock has one
	flagTimer        session.FlagTimer // lets the running clock's flag fall on time
	clockBefore      *session.History  // the clocks' record kept with before (PlayFrom)
	// the external program playing the computer's side, and the one
	// giving hints (nil: our search); stalled says why the opponent could
	// not move, "" while it can
	opponent, hinter *external
	stalled          string
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
		expert := strategy.LevelConfig(strategy.Expert, strategy.AlphaBeta)
		cfg.Hinter = strategy.AnySize(strategy.NewSearch(expert.WithThreads(AutoThreads()), 1), strategy.NewSizedSearch(expert, 1))
	}
	if cfg.Analyze == nil {
		cfg.Analyze = func(ctx context.Context, b model.SizedBoard) []strategy.SizedResult {
			return strategy.AnalyzeSized(ctx, b, strategy.LevelConfig(strategy.Expert, strategy.AlphaBeta).WithThreads(AutoThreads()))
		}
	}
	return &Controller{cfg: cfg, settings: DefaultSettings(), game: model.NewGame(), shown: -1, valuesAt: -1}
}

// Snapshot returns the current state.
func (c *Controller) Snapshot() Snapshot {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.snapshot()
}

// Settings returns the current settings.
func (c *Controller) Settings() Settings {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.settings
}

// change makes a change under the lock, then hands the events it emitted
// to the listener outside it: every action goes through here.
func (c *Controller) change(f func()) {
	c.mu.Lock()
	c.chargeClock()
	f()
	c.updateValues()
	c.syncClock()
	c.mu.Unlock()
	c.flush()
}

// invalidate makes every running search stale and cancels it, and clears
// the hint, which belongs to the position about to change.
func (c *Controller) invalidate() {
	c.gen++
	c.moveJob.Cancel()
	c.hintJob.Cancel()
	c.hinting = false
	c.stalled = "" // the position changed: the opponent is asked afresh
	c.hint, c.hintFollowsValues = nil, false
	c.thought = nil
	c.analysis = nil
	if c.thinking {
		c.thinking = false
		c.emit(Event{Kind: ThinkingStopped})
	}
}

// emit queues e with the current snapshot; flush delivers it.
func (c *Controller) emit(e Event) {
	e.Snapshot = c.snapshot()
	c.pending = append(c.pending, e)
}

func (c *Controller) snapshot() Snapshot {
	g := c.game
	rec := g.Record()
	p := rec.Sized()
	over := c.over()
	return Snapshot{
		Settings:    c.settings,
		Game:        rec,
		Legal:       p.Board.Moves(),
		Sized:       p,
		Result:      g.Result(),
		Over:        over,
		HumanToMove: !over && c.settings.IsHuman(p.Turn) && !p.Board.MustPass(),
		Thinking:    c.thinking,
		Hinting:     c.hinting,
		Paused:      c.paused,
		CanUndo:     c.canUndo(),
		CanRedo:     g.CanRedo() && c.undoAllowed(),
		Hint:        c.hint,
		Analysis:    c.analysis,
		Thought:     c.thought,
		Values:      c.values,
		ValuesAt:    c.valuesAt,
		Clock:       c.clocks(),
		Stalled:     c.stalled,
	}
}

// flush hands queued events to the listener outside the lock, so the
// listener may call back into the controller. Whoever finds the queue
// already being delivered leaves its events to that caller, which keeps
// events in the order the changes happened even when a search goroutine
// and the caller finish at the same moment.
func (c *Controller) flush() {
	c.mu.Lock()
	if c.flushing {
		c.mu.Unlock()
		return
	}
	c.flushing = true
	for len(c.pending) > 0 {
		e := c.pending[0]
		c.pending = c.pending[1:]
		c.mu.Unlock()
		c.cfg.Listener(e)
		c.mu.Lock()
	}
	c.flushing = false
	c.mu.Unlock()
}
