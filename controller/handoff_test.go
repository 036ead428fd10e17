package controller_test

import (
	"context"
	"reflect"
	"sync"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// steps is a log shared by the listener, the handoff and the player.
type steps struct {
	mu  sync.Mutex
	log []string
}

func (s *steps) add(step string) {
	s.mu.Lock()
	s.log = append(s.log, step)
	s.mu.Unlock()
}

func (s *steps) take() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	l := s.log
	s.log = nil
	return l
}

// loggingPlayer logs each search and plays the first legal move.
type loggingPlayer struct{ s *steps }

func (loggingPlayer) Name() string { return "logging" }

func (p loggingPlayer) Search(_ context.Context, b model.Board) strategy.Result {
	p.s.add("search")
	return strategy.Result{Move: model.SquaresOf(b.Moves())[0]}
}

// The computer's search begins only after the events of the move it
// answers have reached the listener and the listener has let it begin:
// the window draws the player's disc before the search competes with it.
func TestSearchBeginsAfterTheHandoff(t *testing.T) {
	s := &steps{}
	queue := make(chan func(), 10) // the listener's goroutine is the test's
	var start func()
	c := controller.New(controller.Config{
		Listener: func(e controller.Event) { s.add(e.Kind.String()) },
		Dispatch: func(f func()) { queue <- f },
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return loggingPlayer{s} }),
		Handoff: func(begin func()) {
			s.add("handoff")
			start = begin
		},
	})
	t.Cleanup(c.Close)
	c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black})
	s.take()

	c.PlayCell(model.CellOfSquare(model.F5))
	(<-queue)() // the handoff, after the events
	if got, want := s.take(), []string{"Placed", "ThinkingStarted", "handoff"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("before the handoff let it begin: %v, want %v", got, want)
	}
	start()
	(<-queue)() // the reply
	if got, want := s.take(), []string{"search", "ThinkingStopped", "Placed"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("after the handoff: %v, want %v", got, want)
	}

	// A search dropped while it waits for the handoff never begins, even
	// when the listener lets it begin afterwards.
	c.PlayCell(model.CellOfSquare(model.F3)) // legal for Black after f5 and the reply f4
	(<-queue)()
	stale := start
	c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White})
	stale()
	(<-queue)() // the new game's first search: Black is the computer
	start()
	(<-queue)()
	got := s.take()
	searches := 0
	for _, step := range got {
		if step == "search" {
			searches++
		}
	}
	if searches != 1 {
		t.Errorf("%d searches ran, want only the new game's: %v", searches, got)
	}
	if snap := c.Snapshot(); snap.Game.Len() != 1 || !snap.PersonToMove {
		t.Errorf("after the new game's first move: %v, human to move %v", snap.Game.Moves(), snap.PersonToMove)
	}
}
