package controller_test

import (
	"context"
	"reflect"
	"sync"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// manualClock is a TimeSource for the updates (Config.UpdateClock) that moves only when the test says, and
// keeps the calls it was asked to make later until the test fires them.
type manualClock struct {
	mu      sync.Mutex
	now     time.Time
	pending []func()
}

func newManualClock() *manualClock {
	return &manualClock{now: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
}

func (m *manualClock) Now() time.Time {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.now
}

func (m *manualClock) AfterFunc(_ time.Duration, f func()) func() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.pending = append(m.pending, f)
	return func() bool { return false }
}

func (m *manualClock) advance(d time.Duration) {
	m.mu.Lock()
	m.now = m.now.Add(d)
	m.mu.Unlock()
}

// fire makes the calls asked for so far, as their time had come, and
// returns how many there were.
func (m *manualClock) fire() int {
	m.mu.Lock()
	calls := m.pending
	m.pending = nil
	m.mu.Unlock()
	for _, f := range calls {
		f()
	}
	return len(calls)
}

// telling is a player that reports the steps the test feeds it, each
// acknowledged once reported, and answers move when the feed closes.
type telling struct {
	steps chan strategy.Progress
	told  chan struct{}
	move  model.Square
}

func newTelling(move model.Square) *telling {
	return &telling{steps: make(chan strategy.Progress), told: make(chan struct{}), move: move}
}

func (p *telling) Name() string { return "telling" }

func (p *telling) Search(ctx context.Context, b model.Board) strategy.Result {
	return p.SearchReporting(ctx, b, nil)
}

func (p *telling) SearchReporting(ctx context.Context, _ model.Board, report func(strategy.Progress)) strategy.Result {
	for s := range p.steps {
		if report != nil {
			report(s)
		}
		p.told <- struct{}{}
	}
	return strategy.Result{Move: p.move, Score: 250, Depth: 9, Nodes: 90000, Time: time.Second, PV: []model.Square{p.move, model.C3}}
}

// tell feeds the player one step and waits until it has been reported.
func (p *telling) tell(t *testing.T, s strategy.Progress) {
	t.Helper()
	select {
	case p.steps <- s:
	case <-time.After(hangGuard):
		t.Fatal("the search never took the step")
	}
	<-p.told
}

func progressEvents(evs []controller.Event) []controller.Event {
	var out []controller.Event
	for _, e := range evs {
		if e.Kind == session.SearchProgress {
			out = append(out, e)
		}
	}
	return out
}

func depths(evs []controller.Event) []int {
	var out []int
	for _, e := range evs {
		out = append(out, e.Snapshot.Thought.Depth)
	}
	return out
}

// The steps of the computer's search reach the listener as they come,
// then its answer, which stays until the person moves.
func TestComputersThinkingIsDelivered(t *testing.T) {
	p := newTelling(model.D3)
	h := newHarness(t, same(p), func(c *controller.Config) { c.UpdateEvery = -1 })
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White})
	h.waitFor(session.ThinkingStarted)
	want := []strategy.Progress{
		{Depth: 1, Move: model.CellOfSquare(model.D3), Score: 120, Nodes: 20, Time: time.Millisecond, PV: model.CellsOfSquares([]model.Square{model.D3})},
		{Depth: 2, Move: model.CellOfSquare(model.F5), Score: -30, Nodes: 400, Time: 2 * time.Millisecond, PV: model.CellsOfSquares([]model.Square{model.F5, model.F6})},
		{Depth: 3, Move: model.CellOfSquare(model.D3), Score: 80, Nodes: 9000, Time: 5 * time.Millisecond, PV: model.CellsOfSquares([]model.Square{model.D3, model.C3, model.C4})},
	}
	for _, s := range want {
		p.tell(t, s)
	}
	close(p.steps)
	stopped := h.waitFor(session.ThinkingStopped)
	got := progressEvents(h.all())
	if len(got) != len(want) {
		t.Fatalf("%d steps delivered, want %d: %v", len(got), len(want), kinds(h.all()))
	}
	for i, e := range got {
		th := e.Snapshot.Thought
		if th == nil || !reflect.DeepEqual(th.Progress, want[i]) || th.Color != model.Black || th.Hint || th.Done {
			t.Errorf("step %d: %+v, want %+v for Black", i, th, want[i])
		}
	}
	final := stopped.Snapshot.Thought
	if final == nil || !final.Done || final.Depth != 9 || final.Score != 250 || final.Nodes != 90000 ||
		!reflect.DeepEqual(final.PV, model.CellsOfSquares([]model.Square{model.D3, model.C3})) {
		t.Fatalf("the answer's thought: %+v", final)
	}
	h.waitFor(session.Placed)
	if th := h.c.Snapshot().Thought; th != final {
		t.Errorf("the answer did not stay for the person's turn: %+v", th)
	}
	h.take()
	h.c.PlayCell(model.CellOfSquare(model.C3)) // White's reply to d3
	if evs := h.all(); len(evs) == 0 || evs[0].Snapshot.Thought != nil {
		t.Errorf("the last search's thought outlived the person's move: %v", evs)
	}
}

// A hint's search is told the same way, marked as a hint, and its answer
// stays with the hint.
func TestHintsThinkingIsDelivered(t *testing.T) {
	p := newTelling(model.F5)
	h := newHarness(t, nil, func(c *controller.Config) {
		c.UpdateEvery = -1
		c.Hinter = strategy.ForEightByEight(p)
	})
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	h.c.Hint()
	h.waitFor(session.HintStarted)
	p.tell(t, strategy.Progress{Depth: 1, Move: model.CellOfSquare(model.F5), Score: 10})
	p.tell(t, strategy.Progress{Depth: 2, Move: model.CellOfSquare(model.F5), Score: 20})
	close(p.steps)
	ready := h.waitFor(session.HintReady)
	got := progressEvents(h.all())
	if !reflect.DeepEqual(depths(got), []int{1, 2}) {
		t.Fatalf("steps of depths %v", depths(got))
	}
	for _, e := range got {
		if th := e.Snapshot.Thought; !th.Hint || th.Color != model.Black {
			t.Errorf("a hint's step: %+v", th)
		}
	}
	if th := ready.Snapshot.Thought; th == nil || !th.Done || !th.Hint || th.Move != model.CellOfSquare(model.F5) || th.Depth != 9 {
		t.Errorf("the hint's answer: %+v", th)
	}
}

// Steps that come faster than the throttle's period wait, and only the
// newest of them is delivered at the period's end.
func TestThinkingIsThrottled(t *testing.T) {
	clock := newManualClock()
	p := newTelling(model.D3)
	h := newHarness(t, same(p), func(c *controller.Config) { c.UpdateClock = clock })
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White})
	h.waitFor(session.ThinkingStarted)
	for d := 1; d <= 5; d++ {
		p.tell(t, strategy.Progress{Depth: d})
		clock.advance(10 * time.Millisecond)
	}
	if got := depths(progressEvents(h.all())); !reflect.DeepEqual(got, []int{1}) {
		t.Fatalf("within 100 ms, steps of depths %v were delivered; want the first alone", got)
	}
	clock.advance(60 * time.Millisecond)
	if n := clock.fire(); n != 1 {
		t.Fatalf("%d deliveries were due at the period's end, want 1", n)
	}
	if got := depths(progressEvents(h.all())); !reflect.DeepEqual(got, []int{1, 5}) {
		t.Fatalf("after the period, steps of depths %v; want 1 then the newest, 5", got)
	}
	// a step a whole period later goes at once
	clock.advance(200 * time.Millisecond)
	p.tell(t, strategy.Progress{Depth: 6})
	if got := depths(progressEvents(h.all())); !reflect.DeepEqual(got, []int{1, 5, 6}) {
		t.Fatalf("a step after a quiet period: depths %v", got)
	}
	// nothing waits once the search has answered
	p.tell(t, strategy.Progress{Depth: 7})
	close(p.steps)
	h.waitFor(session.Placed)
	clock.fire()
	if got := depths(progressEvents(h.all())); !reflect.DeepEqual(got, []int{1, 5, 6}) {
		t.Errorf("a step delivered after the answer: depths %v", got)
	}
}

// A hint asked after the computer's move takes the thinking line from
// the computer's search at once: the computer's old line stayed under
// "Looking for the best move…" until the hint's first step.
func TestHintTakesTheLineFromTheComputer(t *testing.T) {
	computer := newTelling(model.D3)
	hinter := newTelling(model.C3)
	h := newHarness(t, same(computer), func(c *controller.Config) {
		c.UpdateEvery = -1
		c.Hinter = strategy.ForEightByEight(hinter)
	})
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White})
	h.waitFor(session.ThinkingStarted)
	close(computer.steps)
	h.waitFor(session.Placed)
	if th := h.c.Snapshot().Thought; th == nil || th.Hint {
		t.Fatalf("the computer's answer is not on the line: %+v", th)
	}
	h.take()
	h.c.Hint()
	if th := h.waitFor(session.HintStarted).Snapshot.Thought; th != nil {
		t.Errorf("the hint started under the computer's line: %+v", th)
	}
	hinter.tell(t, strategy.Progress{Depth: 1, Move: model.CellOfSquare(model.C3), Score: 10})
	close(hinter.steps)
	if th := h.waitFor(session.HintReady).Snapshot.Thought; th == nil || !th.Hint {
		t.Errorf("the hint's answer: %+v", th)
	}
}
