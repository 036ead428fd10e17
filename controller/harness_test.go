package controller_test

import (
	"bufio"
	"context"
	"os"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// harness records every event of a controller driven with fake players and
// a dispatcher that runs each function at once, on the search goroutine.
type harness struct {
	t          *testing.T
	c          *controller.Controller
	mu         sync.Mutex
	events     []controller.Event
	notify     chan struct{}
	dispatched chan struct{}
}

func newHarness(t *testing.T, players func(controller.Settings, model.Color) strategy.Player, tweak func(*controller.Config)) *harness {
	t.Helper()
	h := &harness{t: t, notify: make(chan struct{}, 1), dispatched: make(chan struct{}, 1000)}
	cfg := controller.Config{
		Listener: h.record,
		Dispatch: func(f func()) {
			f()
			h.dispatched <- struct{}{}
		},
		Players: eightOnly(players),
		Hinter:  strategy.ForEightByEight(failPlayer{t}),
		Analyze: func(context.Context, model.SizedBoard) []strategy.SizedResult {
			t.Error("Analyze called unexpectedly")
			return nil
		},
	}
	if tweak != nil {
		tweak(&cfg)
	}
	h.c = controller.New(cfg)
	t.Cleanup(h.c.Close)
	return h
}

func (h *harness) record(e controller.Event) {
	h.mu.Lock()
	h.events = append(h.events, e)
	h.mu.Unlock()
	select {
	case h.notify <- struct{}{}:
	default:
	}
}

// all returns a copy of the events so far.
func (h *harness) all() []controller.Event {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]controller.Event(nil), h.events...)
}

// take returns the events so far and forgets them.
func (h *harness) take() []controller.Event {
	h.mu.Lock()
	defer h.mu.Unlock()
	evs := h.events
	h.events = nil
	return evs
}

// waitFor blocks until an event of kind k has been recorded.
func (h *harness) waitFor(k session.EventKind) controller.Event {
	h.t.Helper()
	deadline := time.After(hangGuard)
	for {
		for _, e := range h.all() {
			if e.Kind == k {
				return e
			}
		}
		select {
		case <-h.notify:
		case <-deadline:
			h.t.Fatalf("no %s event; got %v", k, kinds(h.all()))
		}
	}
}

// waitDispatched blocks until a background goroutine has handed its result
// back through the dispatcher and the controller has dealt with it.
func (h *harness) waitDispatched() {
	h.t.Helper()
	select {
	case <-h.dispatched:
	case <-time.After(hangGuard):
		h.t.Fatal("no search result came back")
	}
}

func kinds(evs []controller.Event) []session.EventKind {
	out := make([]session.EventKind, len(evs))
	for i, e := range evs {
		out[i] = e.Kind
	}
	return out
}

// book plays the moves of a known game: it answers each position of the
// game with the move the game played there.
type book map[model.Board]model.Square

func bookOf(moves []model.Square) book {
	b := book{}
	p := model.StartPosition()
	for _, sq := range moves {
		if sq != model.Pass {
			b[p.Board] = sq
		}
		p = p.Play(sq)
	}
	return b
}

func (b book) Name() string { return "book" }

func (b book) Search(_ context.Context, board model.Board) strategy.Result {
	sq, ok := b[board]
	if !ok {
		return strategy.Result{Move: model.NoSquare}
	}
	return strategy.Result{Move: sq, PV: []model.Square{sq}}
}

// blocker searches until the test releases it, and ignores cancellation on
// purpose, so its answer arrives after the position has moved on.
type blocker struct {
	started chan model.Board
	release chan model.Square
}

func newBlocker() *blocker {
	return &blocker{started: make(chan model.Board, 10), release: make(chan model.Square)}
}

func (b *blocker) Name() string { return "blocker" }

func (b *blocker) Search(_ context.Context, board model.Board) strategy.Result {
	b.started <- board
	return strategy.Result{Move: <-b.release}
}

// failPlayer fails the test if asked to search.
type failPlayer struct{ t *testing.T }

func (f failPlayer) Name() string { return "fail" }

func (f failPlayer) Search(context.Context, model.Board) strategy.Result {
	f.t.Error("a computer player was asked to search unexpectedly")
	return strategy.Result{Move: model.NoSquare}
}

func same(p strategy.Player) func(controller.Settings, model.Color) strategy.Player {
	return func(controller.Settings, model.Color) strategy.Player { return p }
}

// eightOnly is players on 8x8, and the default search on the other sizes.
func eightOnly(players func(controller.Settings, model.Color) strategy.Player) func(controller.Settings, model.Color) strategy.SizedPlayer {
	if players == nil {
		return nil
	}
	return func(s controller.Settings, c model.Color) strategy.SizedPlayer {
		if s.Size != 8 {
			return strategy.NewSizedSearch(s.PlayerConfig(), 1)
		}
		return strategy.ForEightByEight(players(s, c))
	}
}

// recordedGame is a complete game from testdata/games.txt.
type recordedGame struct {
	text         string
	moves        []model.Square // passes included
	black, white int
}

func loadGames(t *testing.T) []recordedGame {
	t.Helper()
	f, err := os.Open("testdata/games.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []recordedGame
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		g, err := model.ParseGame(fs[0])
		if err != nil {
			t.Fatalf("testdata game %q: %v", fs[0], err)
		}
		b, _ := strconv.Atoi(fs[1])
		w, _ := strconv.Atoi(fs[2])
		out = append(out, recordedGame{text: fs[0], moves: g.Moves(), black: b, white: w})
	}
	if len(out) == 0 {
		t.Fatal("no games in testdata/games.txt")
	}
	return out
}

// expectedEvents lists the events a game should publish, in order, when the
// moves of g are played with settings s; each Placed, Passed and GameOver
// carries the position it leads to.
type step struct {
	kind  session.EventKind
	color model.Color
	move  model.Cell
	pos   model.SizedPosition
}

func expectedSteps(g recordedGame, s controller.Settings) []step {
	p, _ := model.SizedStartPosition(8)
	steps := []step{{kind: session.GameStarted, pos: p}}
	if !s.IsHuman(p.Turn) {
		steps = append(steps, step{kind: session.ThinkingStarted, color: p.Turn, pos: p})
	}
	for _, c := range model.CellsOfSquares(g.moves) {
		mover := p.Turn
		p = p.Play(c)
		if c == model.CellPass {
			steps = append(steps, step{kind: session.Passed, color: mover, move: c, pos: p})
		} else {
			if !s.IsHuman(mover) {
				steps = append(steps, step{kind: session.ThinkingStopped}) // its position is not checked
			}
			steps = append(steps, step{kind: session.Placed, color: mover, move: c, pos: p})
		}
		switch {
		case p.Board.GameOver():
			steps = append(steps, step{kind: session.GameOver, pos: p})
		case !p.Board.MustPass() && !s.IsHuman(p.Turn):
			steps = append(steps, step{kind: session.ThinkingStarted, color: p.Turn, pos: p})
		}
	}
	return steps
}

// checkSteps compares published events with the expected steps: kind,
// colour, move, position, flips and the snapshot's own consistency.
func checkSteps(t *testing.T, got []controller.Event, want []step) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d events, want %d:\n got %v", len(got), len(want), kinds(got))
	}
	for i, w := range want {
		e := got[i]
		if e.Kind != w.kind {
			t.Fatalf("event %d is %v, want %v (events %v)", i, e, w.kind, kinds(got))
		}
		switch e.Kind {
		case session.ThinkingStopped:
			if e.Snapshot.Thinking {
				t.Errorf("event %d: ThinkingStopped with Thinking still set", i)
			}
			continue
		case session.ThinkingStarted:
			if !e.Snapshot.Thinking || e.Color != w.color || e.Snapshot.PersonToMove {
				t.Errorf("event %d: %v thinking=%v human=%v, want %s thinking", i, e, e.Snapshot.Thinking, e.Snapshot.PersonToMove, w.color)
			}
		case session.Placed:
			before := e.Snapshot.Game.SizedAt(e.Snapshot.Game.Len() - 1)
			wantFlips := before.Geometry().CellsOf(before.Board.Flips(w.move))
			if e.Color != w.color || e.Cell != w.move || !reflect.DeepEqual(e.Turned, wantFlips) {
				t.Errorf("event %d: %v, want %s %d flipping %v", i, e, w.color, w.move, wantFlips)
			}
			if e.Snapshot.Game.LastCell() != w.move {
				t.Errorf("event %d: last move %d, want %d", i, e.Snapshot.Game.LastCell(), w.move)
			}
		case session.Passed:
			if e.Color != w.color {
				t.Errorf("event %d: %v, want %s to pass", i, e, w.color)
			}
		case session.GameOver:
			if !e.Snapshot.Over || !e.Snapshot.Result.Over || e.Snapshot.PersonToMove {
				t.Errorf("event %d: game over event with over=%v result %+v", i, e.Snapshot.Over, e.Snapshot.Result)
			}
		}
		if e.Snapshot.Sized != w.pos {
			t.Errorf("event %d (%v): position\n%s want\n%s", i, e, e.Snapshot.Sized.Drawing(), w.pos.Drawing())
		}
	}
}

func mustGame(t *testing.T, text string) *model.Game {
	t.Helper()
	g, err := model.ParseGame(text)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
