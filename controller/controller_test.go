package controller_test

import (
	"bufio"
	"context"
	"errors"
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
	"othello/strategy/level"
)

// hangGuard only stops a broken test from hanging the run; no test measures
// time. It is generous because some waits cover a whole game the real
// search plays (TestComputerVsComputerOnSmallBoards), which on a loaded
// machine under -race takes many times what it takes alone.
const hangGuard = 60 * time.Second

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

func TestHumanVsHumanWholeGames(t *testing.T) {
	for _, g := range loadGames(t) {
		t.Run(g.text[:10], func(t *testing.T) {
			h := newHarness(t, same(failPlayer{t}), nil)
			s := controller.Settings{Mode: controller.HumanVsHuman, Level: level.Medium}
			h.c.NewGame(s)
			for _, sq := range g.moves {
				if sq != model.Pass {
					h.c.PlayCell(model.CellOfSquare(sq)) // the controller plays forced passes itself
				}
			}
			got := h.all()
			checkSteps(t, got, expectedSteps(g, s))
			last := got[len(got)-1]
			if last.Snapshot.Result.Black != g.black || last.Snapshot.Result.White != g.white {
				t.Errorf("result %s, want %d-%d", last.Snapshot.Result, g.black, g.white)
			}
			if !reflect.DeepEqual(last.Snapshot.Game.Moves(), g.moves) {
				t.Errorf("moves %v, want %v", last.Snapshot.Game.Moves(), g.moves)
			}
			if last.Snapshot.Game.Transcript() != g.text {
				t.Errorf("transcript %s, want %s", last.Snapshot.Game.Transcript(), g.text)
			}
		})
	}
}

func TestHumanVsComputerWholeGames(t *testing.T) {
	for _, g := range loadGames(t) {
		for _, human := range []model.Color{model.Black, model.White} {
			t.Run(g.text[:10]+"/"+human.String(), func(t *testing.T) {
				h := newHarness(t, same(bookOf(g.moves)), nil)
				s := controller.Settings{Mode: controller.HumanVsComputer, Human: human, Level: level.Hard}
				h.c.NewGame(s)
				p := model.StartPosition()
				for _, sq := range g.moves {
					mover := p.Turn
					p = p.Play(sq)
					if sq == model.Pass || mover != human {
						continue // forced passes and the computer's moves play themselves
					}
					for !h.c.Snapshot().PersonToMove {
						select {
						case <-h.notify:
						case <-time.After(hangGuard):
							t.Fatalf("the computer never answered; events %v", kinds(h.all()))
						}
					}
					h.c.PlayCell(model.CellOfSquare(sq))
				}
				over := h.waitFor(session.GameOver)
				checkSteps(t, h.all(), expectedSteps(g, s))
				if over.Snapshot.Result.Black != g.black || over.Snapshot.Result.White != g.white {
					t.Errorf("result %s, want %d-%d", over.Snapshot.Result, g.black, g.white)
				}
			})
		}
	}
}

func TestDemoPlaysWholeGameAndPauses(t *testing.T) {
	g := loadGames(t)[0]
	h := newHarness(t, same(bookOf(g.moves)), nil)
	s := controller.Settings{Mode: controller.ComputerVsComputer, Level: level.Easy}
	h.c.NewGame(s)
	over := h.waitFor(session.GameOver)
	checkSteps(t, h.all(), expectedSteps(g, s))
	if over.Snapshot.Result.Black != g.black || over.Snapshot.Result.White != g.white {
		t.Errorf("result %s, want %d-%d", over.Snapshot.Result, g.black, g.white)
	}

	// Paused, the demo drops the running search and plays nothing more.
	b := newBlocker()
	h = newHarness(t, same(b), nil)
	h.c.NewGame(s)
	<-b.started
	h.c.Pause()
	snap := h.c.Snapshot()
	if !snap.Paused || snap.Thinking {
		t.Fatalf("after Pause: paused=%v thinking=%v", snap.Paused, snap.Thinking)
	}
	b.release <- model.F5
	h.waitDispatched()
	if n := len(h.c.Snapshot().Game.Moves()); n != 0 {
		t.Fatalf("a paused demo played %d moves", n)
	}
	want := []session.EventKind{session.GameStarted, session.ThinkingStarted, session.ThinkingStopped, session.Paused}
	if got := kinds(h.take()); !reflect.DeepEqual(got, want) {
		t.Fatalf("events %v, want %v", got, want)
	}
	h.c.Resume()
	<-b.started
	b.release <- model.D3
	h.waitDispatched()
	snap = h.c.Snapshot()
	if !reflect.DeepEqual(snap.Game.Moves(), []model.Square{model.D3}) || snap.Paused {
		t.Fatalf("after Resume: moves %v paused %v", snap.Game.Moves(), snap.Paused)
	}
	want = []session.EventKind{session.Resumed, session.ThinkingStarted, session.ThinkingStopped, session.Placed, session.ThinkingStarted}
	if got := kinds(h.take()); !reflect.DeepEqual(got, want) {
		t.Fatalf("events %v, want %v", got, want)
	}
	h.c.Pause() // leaves the second search blocked until cleanup releases it
	go func() { b.release <- model.NoSquare }()
	h.waitDispatched()
}

func TestIllegalMovesChangeNothing(t *testing.T) {
	b := newBlocker()
	tests := []struct {
		name  string
		setup func(h *harness)
		move  model.Square
		want  model.Reason
	}{
		{"occupied", nil, model.D4, model.Occupied},
		{"flips nothing", nil, model.A1, model.FlipsNothing},
		{"pass with moves", nil, model.Pass, model.PassIsAutomatic},
		{"computer's turn", func(h *harness) {
			h.c.PlayCell(model.CellOfSquare(model.F5))
			<-b.started
		}, model.E6, model.ComputerPlays},
		{"game over", func(h *harness) {
			h.c.Load(mustGame(t, loadGames(t)[0].text), h.c.Snapshot().Settings)
		}, model.A1, model.GameIsOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, same(b), nil)
			h.c.NewGame(controller.DefaultSettings())
			if tt.setup != nil {
				tt.setup(h)
			}
			before := h.c.Snapshot()
			h.take()
			h.c.PlayCell(model.CellOfSquare(tt.move))
			evs := h.take()
			if len(evs) != 1 || evs[0].Kind != session.Illegal {
				t.Fatalf("events %v, want one Illegal", evs)
			}
			if r := evs[0].Refused; r == nil || r.Reason != tt.want || !errors.Is(r, model.ErrIllegalMove) || evs[0].Cell != model.CellOfSquare(tt.move) {
				t.Errorf("illegal event %v, want move %s refused for reason %d", evs[0], tt.move, tt.want)
			}
			if after := h.c.Snapshot(); !reflect.DeepEqual(before, after) {
				t.Errorf("an illegal move changed the state:\n%+v\n%+v", before, after)
			}
			if before.Thinking {
				go func() { b.release <- model.E6 }()
				h.waitDispatched()
			}
		})
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

func TestStaleSearchResultIsDiscarded(t *testing.T) {
	tests := []struct {
		name     string
		change   func(c *controller.Controller)
		restarts bool           // the change starts a new search for the same position
		moves    []model.Square // the moves on the board at the end
	}{
		{"undo", func(c *controller.Controller) { c.Undo() }, false, nil},
		{"new game", func(c *controller.Controller) { c.NewGame(controller.DefaultSettings()) }, false, nil},
		{"same game set up again", func(c *controller.Controller) {
			if err := c.SetUp(c.Snapshot().Game.Transcript()); err != nil {
				panic(err)
			}
		}, true, []model.Square{model.F5, model.F6}},
		{"two players", func(c *controller.Controller) {
			g, err := model.ParseGame(c.Snapshot().Game.Transcript())
			if err != nil {
				panic(err)
			}
			s := c.Snapshot().Settings
			s.Mode = controller.HumanVsHuman
			c.Load(g, s)
		}, false, []model.Square{model.F5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBlocker()
			h := newHarness(t, same(b), nil)
			h.c.NewGame(controller.DefaultSettings())
			h.c.PlayCell(model.CellOfSquare(model.F5))
			<-b.started // the computer is thinking about its reply to f5
			tt.change(h.c)
			before := h.c.Snapshot()
			h.take()
			b.release <- model.F4 // the stale answer to f5
			h.waitDispatched()
			if evs := h.take(); len(evs) != 0 {
				t.Fatalf("the stale reply published %v", evs)
			}
			if after := h.c.Snapshot(); !reflect.DeepEqual(before, after) {
				t.Fatalf("the stale reply changed the state:\n%+v\n%+v", before, after)
			}
			if tt.restarts {
				<-b.started
				b.release <- model.F6
				h.waitDispatched()
			}
			if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, tt.moves) && !(len(got) == 0 && len(tt.moves) == 0) {
				t.Errorf("moves %v, want %v", got, tt.moves)
			}
		})
	}
}

func TestUndoRedoHumanVsComputer(t *testing.T) {
	g := loadGames(t)[0] // white passes at move 57
	h := newHarness(t, same(bookOf(g.moves)), nil)
	h.c.NewGame(controller.DefaultSettings())
	if s := h.c.Snapshot(); s.CanUndo {
		t.Fatal("CanUndo at the start")
	}
	h.c.PlayCell(model.CellOfSquare(g.moves[0]))
	h.waitDispatched()
	h.c.PlayCell(model.CellOfSquare(g.moves[2]))
	h.waitDispatched()
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, g.moves[:4]) {
		t.Fatalf("moves %v, want %v", got, g.moves[:4])
	}
	h.take()

	h.c.Undo() // back to the human's previous turn: two moves
	snap := h.c.Snapshot()
	if !reflect.DeepEqual(snap.Game.Moves(), g.moves[:2]) || !snap.PersonToMove || snap.Thinking {
		t.Fatalf("after undo: moves %v human=%v thinking=%v", snap.Game.Moves(), snap.PersonToMove, snap.Thinking)
	}
	if !reflect.DeepEqual(snap.Game.Redo(), g.moves[2:4]) || !snap.CanRedo {
		t.Errorf("redo list %v, want %v", snap.Game.Redo(), g.moves[2:4])
	}
	h.c.Undo()
	if snap = h.c.Snapshot(); snap.Game.Len() != 0 || snap.CanUndo {
		t.Fatalf("after second undo: moves %v canUndo %v", snap.Game.Moves(), snap.CanUndo)
	}
	h.c.Undo() // nothing left: no event
	h.c.Redo()
	h.c.Redo()
	if snap = h.c.Snapshot(); !reflect.DeepEqual(snap.Game.Moves(), g.moves[:4]) || snap.CanRedo || !snap.PersonToMove {
		t.Fatalf("after two redos: moves %v canRedo %v", snap.Game.Moves(), snap.CanRedo)
	}
	want := []session.EventKind{session.Undone, session.Undone, session.Redone, session.Redone}
	if got := kinds(h.take()); !reflect.DeepEqual(got, want) {
		t.Fatalf("events %v, want %v", got, want)
	}

	// Near the end black passes twice while the computer plays c8, a8 and
	// h8; undo from black's h7 turn goes back past all of them to g7.
	if g.moves[56] != model.Pass || g.moves[58] != model.Pass {
		t.Fatalf("test game no longer has black's passes at 56 and 58: %v", g.moves[54:60])
	}
	h.c.Load(mustGame(t, transcript(g.moves[:56])), controller.DefaultSettings())
	for !h.c.Snapshot().PersonToMove {
		h.waitDispatched()
	}
	if snap = h.c.Snapshot(); !reflect.DeepEqual(snap.Game.Moves(), g.moves[:60]) {
		t.Fatalf("the computer's run of moves: %v, want %v", snap.Game.Moves()[54:], g.moves[54:60])
	}
	h.c.Undo()
	snap = h.c.Snapshot()
	if !reflect.DeepEqual(snap.Game.Moves(), g.moves[:54]) || !snap.PersonToMove || !reflect.DeepEqual(snap.Game.Redo(), g.moves[54:60]) {
		t.Fatalf("undo left moves ...%v redo %v, want to stop before g7", snap.Game.Moves()[50:], snap.Game.Redo())
	}
	h.c.Redo()
	if snap = h.c.Snapshot(); !reflect.DeepEqual(snap.Game.Moves(), g.moves[:60]) || !snap.PersonToMove || snap.Thinking {
		t.Fatalf("redo left moves ...%v human=%v", snap.Game.Moves()[50:], snap.PersonToMove)
	}
}

func transcript(moves []model.Square) string {
	var sb strings.Builder
	for _, sq := range moves {
		if sq != model.Pass {
			sb.WriteString(sq.String())
		}
	}
	return sb.String()
}

func TestUndoRedoHumanVsHumanSkipsForcedPass(t *testing.T) {
	g := loadGames(t)[0] // black passes at 56 and 58
	h := newHarness(t, same(failPlayer{t}), nil)
	s := controller.Settings{Mode: controller.HumanVsHuman}
	h.c.Load(mustGame(t, transcript(g.moves[:60])), s) // through white's h8
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, g.moves[:60]) {
		t.Fatalf("loaded ...%v", got[50:])
	}
	h.c.Undo() // takes back h8
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, g.moves[:59]) {
		t.Fatalf("first undo left ...%v", got[50:])
	}
	h.c.Undo() // takes back black's forced pass and white's a8 before it
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, g.moves[:57]) {
		t.Fatalf("second undo left ...%v", got[50:])
	}
	h.take()
	h.c.Redo() // a8, then black's forced pass
	evs := h.take()
	if want := []session.EventKind{session.Redone, session.Passed}; !reflect.DeepEqual(kinds(evs), want) {
		t.Fatalf("redo events %v, want %v", kinds(evs), want)
	}
	if evs[1].Color != model.Black {
		t.Errorf("%v, want black to pass", evs[1])
	}
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, g.moves[:59]) {
		t.Fatalf("redo left ...%v", got[50:])
	}
	h.c.Redo()
	if got := h.c.Snapshot(); !reflect.DeepEqual(got.Game.Moves(), g.moves[:60]) || got.CanRedo {
		t.Fatalf("second redo left ...%v canRedo %v", got.Game.Moves()[50:], got.CanRedo)
	}
	// Playing something else after an undo forgets the redo list.
	h.c.Undo()
	alt := model.NoCell
	for _, c := range h.c.Snapshot().Sized.Board.MoveCells() {
		if c != model.CellOfSquare(g.moves[59]) {
			alt = c
		}
	}
	if alt != model.NoCell {
		h.c.PlayCell(alt)
		if h.c.Snapshot().CanRedo {
			t.Error("redo survived a different move")
		}
	}
}

func TestUndoPausesDemo(t *testing.T) {
	g := loadGames(t)[0]
	b := newBlocker()
	h := newHarness(t, same(b), nil)
	h.c.Load(mustGame(t, transcript(g.moves[:6])), controller.Settings{Mode: controller.ComputerVsComputer})
	<-b.started
	h.c.Undo()
	snap := h.c.Snapshot()
	if !snap.Paused || snap.Thinking || !reflect.DeepEqual(snap.Game.Moves(), g.moves[:5]) {
		t.Fatalf("after undo: paused=%v thinking=%v moves=%v", snap.Paused, snap.Thinking, snap.Game.Moves())
	}
	h.c.Redo()
	if snap = h.c.Snapshot(); !snap.Paused || !reflect.DeepEqual(snap.Game.Moves(), g.moves[:6]) {
		t.Fatalf("after redo: paused=%v moves=%v", snap.Paused, snap.Game.Moves())
	}
	go func() { b.release <- model.NoSquare }()
	h.waitDispatched()
	if n := len(h.c.Snapshot().Game.Moves()); n != 6 {
		t.Fatalf("the stale demo move was played: %d moves", n)
	}
}

// fixedHinter always suggests the same move.
type fixedHinter struct{ move model.Square }

func (f fixedHinter) Name() string { return "hinter" }

func (f fixedHinter) Search(context.Context, model.Board) strategy.Result {
	return strategy.Result{Move: f.move, Score: 300, PV: []model.Square{f.move}}
}

func TestHint(t *testing.T) {
	scores := []strategy.SizedResult{{Move: model.CellOfSquare(model.F5), Score: 100, Depth: 6, Nodes: 5000}, {Move: model.CellOfSquare(model.D3), Score: 0, Depth: 6, Nodes: 5000}}
	h := newHarness(t, same(failPlayer{t}), func(cfg *controller.Config) {
		cfg.Hinter = strategy.ForEightByEight(fixedHinter{model.F4})
		cfg.Analyze = func(_ context.Context, b model.SizedBoard) []strategy.SizedResult {
			if b8, _ := b.Board8(); b8 != model.StartBoard() {
				t.Errorf("analysis of the wrong board")
			}
			return scores
		}
	})
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	h.take()

	h.c.Analyze()
	h.waitDispatched()
	evs := h.take()
	if want := []session.EventKind{session.HintStarted, session.AnalysisReady}; !reflect.DeepEqual(kinds(evs), want) {
		t.Fatalf("events %v, want %v", kinds(evs), want)
	}
	if !evs[0].Snapshot.Hinting || evs[1].Snapshot.Hinting {
		t.Errorf("hinting flags %v %v, want true then false", evs[0].Snapshot.Hinting, evs[1].Snapshot.Hinting)
	}
	if !reflect.DeepEqual(evs[1].Snapshot.Analysis, scores) || evs[1].Snapshot.HintCell() != model.CellOfSquare(model.F5) {
		t.Errorf("analysis %v hint %d", evs[1].Snapshot.Analysis, evs[1].Snapshot.HintCell())
	}
	// The best move's score goes with the hint, so a view can say it.
	if got := evs[1].Snapshot.Hint; got == nil || !reflect.DeepEqual(*got, scores[0]) {
		t.Errorf("analysis hint result %+v, want %+v", got, scores[0])
	}
	// and the thinking line says the same score as the hint
	if th := evs[1].Snapshot.Thought; th == nil || !th.Hint || th.Move != model.CellOfSquare(model.F5) || th.Score != 100 || th.Depth != 6 {
		t.Errorf("the thinking line after the analysis: %+v", th)
	}

	h.c.PlayCell(model.CellOfSquare(model.F5))
	if s := h.c.Snapshot(); s.Hint != nil || s.HintCell() != model.NoCell || s.Analysis != nil {
		t.Errorf("the hint outlived its position: %+v %v", s.Hint, s.Analysis)
	}
	h.take()
	h.c.Hint() // white to move after f5: the hinter says f4, which is legal
	h.waitDispatched()
	evs = h.take()
	if len(evs) != 2 || evs[1].Kind != session.HintReady || evs[1].Cell != model.CellOfSquare(model.F4) || evs[1].Snapshot.HintCell() != model.CellOfSquare(model.F4) {
		t.Fatalf("hint events %v", evs)
	}
	if got, want := evs[1].Snapshot.Hint, strategy.SizedResultOf((fixedHinter{model.F4}).Search(context.Background(), model.Board{})); got == nil || !reflect.DeepEqual(*got, want) {
		t.Errorf("hint result %+v, want the hinter's %+v", got, want)
	}

	h.c.Undo()
	if s := h.c.Snapshot(); s.Hint != nil {
		t.Errorf("the hint outlived undo: %+v", s.Hint)
	}
}

func TestHintStaleAfterMove(t *testing.T) {
	b := newBlocker()
	h := newHarness(t, same(failPlayer{t}), func(cfg *controller.Config) { cfg.Hinter = strategy.ForEightByEight(b) })
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	h.c.Hint()
	<-b.started
	h.c.PlayCell(model.CellOfSquare(model.D3))
	h.take()
	b.release <- model.F5
	h.waitDispatched()
	if evs := h.take(); len(evs) != 0 {
		t.Fatalf("a stale hint published %v", evs)
	}
	if s := h.c.Snapshot(); s.Hint != nil || s.Hinting {
		t.Fatalf("stale hint kept: %+v hinting=%v", s.Hint, s.Hinting)
	}
}

func TestComputerOpensAsBlack(t *testing.T) {
	b := newBlocker()
	h := newHarness(t, same(b), nil)
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White})
	if got := <-b.started; got != model.StartBoard() {
		t.Fatal("the computer searched the wrong board")
	}
	b.release <- model.F5
	h.waitDispatched()
	snap := h.c.Snapshot()
	if !reflect.DeepEqual(snap.Game.Moves(), []model.Square{model.F5}) || !snap.PersonToMove {
		t.Fatalf("moves %v humanToMove %v", snap.Game.Moves(), snap.PersonToMove)
	}
	if snap.CanUndo {
		t.Error("the human can undo the computer's opening move")
	}
}

func TestBrokenPlayerIsHeldToTheRules(t *testing.T) {
	h := newHarness(t, same(book{}), nil) // answers NoSquare everywhere
	h.c.NewGame(controller.DefaultSettings())
	h.c.PlayCell(model.CellOfSquare(model.F5))
	h.waitDispatched()
	var illegal, placed int
	for _, e := range h.all() {
		switch {
		case e.Kind == session.Illegal && e.Color == model.White:
			illegal++
		case e.Kind == session.Placed && e.Color == model.White:
			placed++
		}
	}
	if illegal != 1 || placed != 1 {
		t.Fatalf("illegal %d placed %d, want 1 and 1: %v", illegal, placed, kinds(h.all()))
	}
}

func TestSetUp(t *testing.T) {
	h := newHarness(t, same(failPlayer{t}), nil)
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	h.c.PlayCell(model.CellOfSquare(model.F5))
	if err := h.c.SetUp("f5 d6 c3 zz"); err == nil {
		t.Fatal("a bad transcript was accepted")
	}
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, []model.Square{model.F5}) {
		t.Fatalf("a refused set-up changed the game: %v", got)
	}
	pos := mustGame(t, "f5").Position().String()
	if err := h.c.SetUp(pos); err != nil {
		t.Fatal(err)
	}
	snap := h.c.Snapshot()
	if snap.Sized.String() != pos || snap.Game.Len() != 0 || snap.Game.Start().String() != pos {
		t.Fatalf("set up %s with moves %v", snap.Sized, snap.Game.Moves())
	}
}

// The computer plays the level's search; the classic evaluation, when
// chosen, at every level, and EASY keeps it anyway.
func TestPlayerConfig(t *testing.T) {
	tests := []struct {
		s    controller.Settings
		want strategy.EvalKind
	}{
		{controller.Settings{Level: level.Hard}, strategy.Trained},
		{controller.Settings{Level: level.Hard, Eval: strategy.Classic}, strategy.Classic},
		{controller.Settings{Level: level.Easy}, strategy.Classic},
		{controller.Settings{Level: level.Medium, Algorithm: level.Minimax, Eval: strategy.Classic}, strategy.Classic},
	}
	for _, tt := range tests {
		c := tt.s.PlayerConfig()
		if c.Eval != tt.want {
			t.Errorf("%+v: evaluation %v, want %v", tt.s, c.Eval, tt.want)
		}
		lc := strategy.LevelConfig(tt.s.Level, tt.s.Algorithm).WithThreads(tt.s.SearchThreads())
		lc.Eval = c.Eval
		if c != lc {
			t.Errorf("%+v: config %+v, want the level's %+v", tt.s, c, lc)
		}
	}
}

func TestSettingsSanitized(t *testing.T) {
	d := controller.DefaultSettings()
	tests := []struct {
		in, want controller.Settings
	}{
		{d, d},
		{controller.Settings{Mode: 7, Human: 5, Level: 9, Algorithm: -1, Eval: 3}, d},
		{controller.Settings{Level: level.Hard, Eval: strategy.Classic, Size: 6}, controller.Settings{Level: level.Hard, Eval: strategy.Classic, Size: 6}},
		{controller.Settings{Mode: controller.ComputerVsComputer, Human: model.White, Level: level.Expert, Algorithm: level.Minimax, Size: 10},
			controller.Settings{Mode: controller.ComputerVsComputer, Human: model.White, Level: level.Expert, Algorithm: level.Minimax, Size: 10}},
		{controller.Settings{Mode: -1, Human: model.White, Level: level.Easy, Size: 7}, controller.Settings{Mode: d.Mode, Human: model.White, Level: level.Easy, Size: 8}},
		{controller.Settings{Level: level.Hard, Size: 0}, controller.Settings{Level: level.Hard, Size: 8}},
	}
	for _, tt := range tests {
		if got := tt.in.Sanitized(); got != tt.want {
			t.Errorf("%+v.Sanitized() = %+v, want %+v", tt.in, got, tt.want)
		}
		if !tt.in.Sanitized().Valid() {
			t.Errorf("%+v.Sanitized() is not valid", tt.in)
		}
	}
}

// A level changed during a game leaves the running search alone and plays
// the computer's next move at the new level.
func TestSetLevelTakesEffectAtTheNextMove(t *testing.T) {
	b := newBlocker()
	var mu sync.Mutex
	var levels []level.Level // the level of each player made
	h := newHarness(t, func(s controller.Settings, _ model.Color) strategy.Player {
		mu.Lock()
		levels = append(levels, s.Level)
		mu.Unlock()
		return b
	}, nil)
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Medium})
	<-b.started // the computer, Black, thinks at MEDIUM
	h.take()
	h.c.SetLevel(level.Hard)
	s := h.c.Snapshot()
	if s.Settings.Level != level.Hard || !s.Thinking {
		t.Fatalf("after SetLevel: level %v, thinking %v; want HARD and the search still running", s.Settings.Level, s.Thinking)
	}
	if got := kinds(h.take()); !reflect.DeepEqual(got, []session.EventKind{session.LevelChanged}) {
		t.Fatalf("events %v, want LevelChanged alone", got)
	}
	b.release <- model.F5
	h.waitFor(session.Placed)
	h.c.PlayCell(model.CellOfSquare(model.D6))
	<-b.started // the computer's next move
	mu.Lock()
	got := append([]level.Level(nil), levels...)
	mu.Unlock()
	if want := []level.Level{level.Medium, level.Hard}; !reflect.DeepEqual(got, want) {
		t.Errorf("players made at %v, want %v", got, want)
	}
	h.c.SetLevel(level.Level(9))
	if l := h.c.Snapshot().Settings.Level; l != level.Hard {
		t.Errorf("an unknown level changed the level to %v", l)
	}
	b.release <- model.C3
}

// Play on from a reviewed position drops the later moves; Undo brings them
// all back, until a person plays on.
func TestPlayFromDropsLaterMovesAndUndoBringsThemBack(t *testing.T) {
	const game = "f5d6c3d3c4f4"
	two := controller.Settings{Mode: controller.HumanVsHuman}
	h := newHarness(t, same(failPlayer{t}), nil)
	g, err := model.ParseGame(game)
	if err != nil {
		t.Fatal(err)
	}
	h.c.Load(g, two)
	h.take()
	h.c.PlayFrom(2)
	s := h.c.Snapshot()
	if got := s.Game.Transcript(); got != "f5d6" || !s.CanUndo {
		t.Fatalf("play on from move 2 left %q (can undo %v)", got, s.CanUndo)
	}
	if got := kinds(h.take()); !reflect.DeepEqual(got, []session.EventKind{session.Undone}) {
		t.Errorf("events %v", got)
	}
	h.c.Undo()
	if got := h.c.Snapshot().Game.Transcript(); got != game {
		t.Fatalf("undo after play on left %q, want %q back", got, game)
	}
	h.c.Undo() // an ordinary undo again: one move
	if got := h.c.Snapshot().Game.Transcript(); got != "f5d6c3d3c4" {
		t.Fatalf("the next undo left %q", got)
	}

	// Once a move is played from there, Undo takes back that move only.
	h.c.PlayFrom(2)
	h.c.PlayCell(model.CellOfSquare(model.C5))
	h.c.Undo()
	if got := h.c.Snapshot().Game.Transcript(); got != "f5d6" {
		t.Errorf("undo after playing on left %q, want f5d6", got)
	}
	for _, n := range []int{-1, 2, 9} {
		before := h.c.Snapshot().Game.Transcript()
		h.c.PlayFrom(n) // from the current position or outside the game: nothing to do
		if got := h.c.Snapshot().Game.Transcript(); got != before {
			t.Errorf("PlayFrom(%d) changed %q to %q", n, before, got)
		}
	}
}

// Playing on from a position where the computer has the turn starts its
// search at once.
func TestPlayFromStartsTheComputer(t *testing.T) {
	b := newBlocker()
	h := newHarness(t, same(b), nil)
	g, err := model.ParseGame("f5d6c3d3")
	if err != nil {
		t.Fatal(err)
	}
	h.c.Load(g, controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black})
	h.c.PlayFrom(1) // White, the computer, to move after f5
	if s := h.c.Snapshot(); !s.Thinking || s.Game.Len() != 1 {
		t.Fatalf("thinking %v after play on from move 1 (%q)", s.Thinking, s.Game.Transcript())
	}
	<-b.started
	h.c.Undo() // drops the search and brings the four moves back
	if s := h.c.Snapshot(); s.Thinking || s.Game.Transcript() != "f5d6c3d3" {
		t.Errorf("undo left %q, thinking %v", s.Game.Transcript(), s.Thinking)
	}
	b.release <- model.D6
}
