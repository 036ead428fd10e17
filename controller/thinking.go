// The engine's thinking: the steps of the computer's search and of a
// hint's, passed on to the listener as they come, at a pace a window can
// show.

package controller

import (
	"sync"
	"time"

	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// Thought is what a search has found so far, on any board size: the
// latest step of the computer's search for its move or of a hint's, or its
// answer once it has ended.
type Thought struct {
	strategy.Progress             // depth, score (for Color), nodes, time and principal variation
	Color             model.Color // the side the search is for
	Hint              bool        // a hint's search, not the computer's move
	Done              bool        // the search has ended: Progress is its answer
}

// Proven reports whether the thought's score is the proven final result.
func (t *Thought) Proven() bool {
	return t.Exact && t.Lo == t.Hi && t.Selectivity == 0
}

// thoughtOf is the thought a finished search leaves: its answer; nil from
// a player that tells nothing of its search (no positions counted).
func thoughtOf(r strategy.SizedResult, c model.Color, hint bool) *Thought {
	if r.Nodes == 0 {
		return nil
	}
	p := strategy.Progress{Depth: r.Depth, Move: r.Move, Score: r.Score, Selectivity: r.Selectivity,
		Nodes: r.Nodes, Time: r.Time, PV: r.PV, Book: r.Book}
	switch {
	case r.Exact:
		p.Exact, p.Lo, p.Hi = true, r.Score/strategy.ScoreScale, r.Score/strategy.ScoreScale
	case r.Bound:
		p.Exact, p.Lo, p.Hi = true, r.Score/strategy.ScoreScale, 64 // the 8x8 solver's bound: 64 is the most
	}
	return &Thought{Progress: p, Color: c, Hint: hint, Done: true}
}

// updateEvery is the least time between two updates of a search under
// way, so that a window is not flooded: at most ten a second.
const updateEvery = 100 * time.Millisecond

// throttle passes on the latest of a stream of updates at most once a
// period: the first at once, then, if more came within the period, the
// latest at its end. The updates themselves wait in a latest; send
// delivers whatever is newest when it runs.
type throttle struct {
	clock TimeSource
	every time.Duration // <= 0: every update at once
	send  func()

	mu      sync.Mutex
	last    time.Time // when send was last called
	sent    bool      // send was called at least once
	waiting bool      // a send is due at the end of the period
}

// newThrottle paces send as cfg asks (Config.UpdateEvery).
func newThrottle(cfg Config, send func()) *throttle {
	return &throttle{clock: cfg.UpdateClock, every: cfg.UpdateEvery, send: send}
}

// poke says that a new update is waiting.
func (t *throttle) poke() {
	t.mu.Lock()
	if t.waiting {
		t.mu.Unlock()
		return // the send due takes the newest
	}
	now := t.clock.Now()
	wait := t.every - now.Sub(t.last)
	if !t.sent || wait <= 0 {
		t.last, t.sent = now, true
		t.mu.Unlock()
		t.send()
		return
	}
	t.waiting = true
	t.mu.Unlock()
	t.clock.AfterFunc(wait, func() {
		t.mu.Lock()
		t.waiting = false
		t.last = t.clock.Now()
		t.mu.Unlock()
		t.send()
	})
}

// latest holds the newest of a stream of values for the listener's side
// to take, each once.
type latest[T any] struct {
	mu       sync.Mutex
	value    T
	version  uint64 // counts the values put
	consumed uint64 // the version last taken
}

func (l *latest[T]) put(v T) {
	l.mu.Lock()
	l.value = v
	l.version++
	l.mu.Unlock()
}

// take returns the newest value, or false when it was taken already.
func (l *latest[T]) take() (T, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.version == l.consumed {
		var zero T
		return zero, false
	}
	l.consumed = l.version
	return l.value, true
}

// thinkingLine passes the steps of the controller c's searches on to the
// listener, with c.mu held: only those of the latest search started, while
// it still counts.
type thinkingLine struct {
	c   *Controller // its generation, its searches and its events
	seq uint64      // counts the searches that report their steps
}

// reporter returns what a search for c's move (or a hint, for c) tells
// its steps to: the newest step is passed on, throttled, as a session.SearchProgress
// event while the search still counts (gen) and is the latest started.
func (l *thinkingLine) reporter(gen uint64, color model.Color, hint bool) func(strategy.Progress) {
	l.seq++
	seq, c := l.seq, l.c
	steps := &latest[strategy.Progress]{}
	t := newThrottle(c.cfg, func() {
		c.cfg.Dispatch(func() { c.change(func() { l.stepArrived(gen, seq, steps, color, hint) }) })
	})
	return func(p strategy.Progress) {
		steps.put(p)
		t.poke()
	}
}

// stepArrived shows the newest step of a search that still counts.
func (l *thinkingLine) stepArrived(gen, seq uint64, steps *latest[strategy.Progress], color model.Color, hint bool) {
	c := l.c
	if gen != c.gen || seq != l.seq || (hint && !c.hints.lane.Busy()) || (!hint && !c.computer.seat.Thinking()) {
		return // the search ended or was dropped; its answer says the rest
	}
	p, ok := steps.take()
	if !ok {
		return
	}
	c.thought = &Thought{Progress: p, Color: color, Hint: hint}
	c.emit(Event{Kind: session.SearchProgress, Color: color})
}
