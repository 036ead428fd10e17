package controller_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy/level"
)

// hangGuard only stops a broken test from hanging the run; no test measures
// time. It is generous because some waits cover a whole game the real
// search plays (TestComputerVsComputerOnSmallBoards), which on a loaded
// machine under -race takes many times what it takes alone.
const hangGuard = 60 * time.Second

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
