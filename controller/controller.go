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
	analysis  []strategy.SizedResult
	pending   []Event // published by flush, in order
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
	clock            session.Clock    // the game clocks, when Settings.Clock has one
	clockStop        func() bool      // cancels the timer of the running clock's flag
	clockBefore      *session.History // the clocks' record kept with before (PlayFrom)
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

// Play proposes the 8x8 move sq for the side to move on behalf of a
// person, as PlayCell does.
func (c *Controller) Play(sq model.Square) { c.PlayCell(model.CellOfSquare(sq)) }

// PlayCell proposes the move m for the side to move on behalf of a person,
// on a board of any size. It is applied if the rules and the mode allow
// it; otherwise an Illegal event says why and nothing changes.
func (c *Controller) PlayCell(m model.Cell) {
	c.change(func() {
		if refused := c.checkHuman(m); refused != nil {
			c.emit(Event{Kind: Illegal, Color: c.game.Turn(), Move: c.square(m), Cell: m, Refused: refused})
			return
		}
		c.invalidate()
		c.before = nil
		c.place(m)
		c.advance()
	})
}

// square returns a move as an 8x8 square for the 8x8 fields of events,
// NoSquare on other sizes.
func (c *Controller) square(m model.Cell) model.Square {
	if c.game.Size() != 8 {
		return model.NoSquare
	}
	return m.Square()
}

// checkHuman returns why a person may not play m now, or nil: the rules,
// and on top of them the computer's turns and the forced passes, which
// are played for people.
func (c *Controller) checkHuman(m model.Cell) *model.IllegalMoveError {
	p := c.game.Sized()
	refused := p.IllegalMove(p.Turn, m)
	rule := func(r model.Reason) *model.IllegalMoveError {
		e := &model.IllegalMoveError{Reason: r, Move: c.square(m), Mover: p.Turn, Turn: p.Turn, Legal: model.NoSquare, LegalCell: model.NoCell}
		if n := p.Size(); n != 8 {
			e.Size, e.Cell = n, m
		}
		return e
	}
	switch {
	case p.Board.GameOver():
	case c.flagged():
		refused = rule(model.GameIsOver)
	case !c.settings.IsHuman(p.Turn):
		refused = rule(model.ComputerPlays)
	case m == model.CellPass:
		refused = rule(model.PassIsAutomatic)
	}
	return refused
}

// Undo takes back moves. With a computer opponent it goes back to the
// human's previous turn; otherwise one move (with any forced pass before
// it). Undo pauses the demo.
func (c *Controller) Undo() {
	c.change(func() {
		if !c.canUndo() {
			return
		}
		c.stopForReview()
		if c.before != nil {
			c.game, c.before = c.before, nil
			if b := c.clockBefore; b != nil {
				c.clock.Restore(b)
			}
			c.emit(Event{Kind: Undone})
			c.advance()
			return
		}
		if c.settings.Mode == HumanVsComputer {
			for c.game.CanUndo() {
				last := c.game.LastCell()
				mover := c.game.SizedAt(c.game.Len() - 1).Turn
				c.game.Undo()
				if last != model.CellPass && mover == c.settings.Human {
					break
				}
			}
		} else {
			c.game.Undo()
			// A forced pass would be replayed at once, so take it back too.
			for c.game.CanUndo() && c.game.MustPass() {
				c.game.Undo()
			}
		}
		c.emit(Event{Kind: Undone})
		c.advance()
	})
}

// PlayFrom goes back to the position after the first n moves to play on
// from there: the moves after it are dropped, and Undo brings them all
// back. The computer moves at once if it has the turn there.
func (c *Controller) PlayFrom(n int) {
	c.change(func() {
		if n < 0 || n >= c.game.Len() || !c.undoAllowed() {
			return
		}
		c.invalidate()
		c.clockBefore = c.clock.History()
		c.clock.Jump()
		before := c.game.Clone()
		for c.game.Len() > n {
			c.game.Undo()
		}
		c.before = before
		c.shown = -1
		c.paused = false
		c.emit(Event{Kind: Undone})
		c.advance()
	})
}

// Redo plays undone moves again: up to the human's next turn with a
// computer opponent, otherwise one move.
func (c *Controller) Redo() {
	c.change(func() {
		if !c.game.CanRedo() || !c.undoAllowed() {
			return
		}
		c.stopForReview()
		c.before = nil
		c.game.Redo()
		if c.settings.Mode == HumanVsComputer {
			for c.game.CanRedo() && !c.game.Over() &&
				(c.game.Turn() != c.settings.Human || c.game.MustPass()) {
				c.game.Redo()
			}
		}
		c.emit(Event{Kind: Redone})
		c.advance()
	})
}

// stopForReview drops the searches before undo or redo, and pauses the
// demo, so that people can look at the moves.
func (c *Controller) stopForReview() {
	c.invalidate()
	c.shown = -1
	// the clocks go back with the moves, to the times of the position
	// reached, and a flag that fell is picked up again
	c.clock.Jump()
	if c.settings.Mode == ComputerVsComputer {
		c.paused = true
	}
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

// invalidate makes every running search stale and cancels it, and clears
// the hint, which belongs to the position about to change.
func (c *Controller) invalidate() {
	c.gen++
	c.moveJob.Cancel()
	c.hintJob.Cancel()
	c.hinting = false
	c.stalled = "" // the position changed: the opponent is asked afresh
	c.hint = nil
	c.thought = nil
	c.analysis = nil
	if c.thinking {
		c.thinking = false
		c.emit(Event{Kind: ThinkingStopped})
	}
}

// place plays a legal move and reports it.
func (c *Controller) place(m model.Cell) {
	p := c.game.Sized()
	turned := p.Geometry().CellsOf(p.Board.Flips(m))
	if err := c.game.PlayCell(m); err != nil {
		panic("controller: placing a checked move: " + err.Error())
	}
	c.clockMoved(p.Turn, m)
	e := Event{Kind: Placed, Color: p.Turn, Move: c.square(m), Cell: m, Turned: turned}
	if p.Size() == 8 {
		e.Flipped = make([]model.Square, len(turned))
		for i, t := range turned {
			e.Flipped[i] = t.Square()
		}
	}
	c.emit(e)
}

// advance plays forced passes, reports the end of the game, and starts the
// computer's search when it has the turn.
func (c *Controller) advance() {
	if c.flagged() {
		return
	}
	if who := c.game.Turn(); c.game.PassIfForced() {
		c.clockMoved(who, model.CellPass)
		c.emit(Event{Kind: Passed, Color: who, Move: model.Pass, Cell: model.CellPass})
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

func (c *Controller) canUndo() bool {
	if !c.undoAllowed() {
		return false
	}
	if c.before != nil {
		return true
	}
	if c.settings.Mode != HumanVsComputer {
		return c.game.CanUndo()
	}
	for i, m := range c.game.Cells() {
		if m != model.CellPass && c.game.SizedAt(i).Turn == c.settings.Human {
			return true
		}
	}
	return false
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
	var p8 model.Position
	if p.Size() == 8 {
		p8 = p.Position8()
	}
	return Snapshot{
		Settings:    c.settings,
		Game:        rec,
		Position:    p8,
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
