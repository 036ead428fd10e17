package controller_test

import (
	"reflect"
	"sync"
	"testing"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// The search threads setting reaches the computer's next player; 0 is the
// automatic choice, and a count out of range changes nothing.
func TestSetThreadsTakesEffectAtTheNextMove(t *testing.T) {
	b := newBlocker()
	var mu sync.Mutex
	var threads []int // the threads of each player made
	h := newHarness(t, func(s controller.Settings, _ model.Color) strategy.Player {
		mu.Lock()
		threads = append(threads, s.PlayerConfig().Threads)
		mu.Unlock()
		return b
	}, nil)
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard})
	<-b.started // the computer, Black, thinks with the automatic count
	h.c.Retune(func(t *controller.Tuning) { t.Threads = 3 })
	if n := h.c.Snapshot().Settings.Threads; n != 3 {
		t.Fatalf("after Retune to 3 threads: %d threads", n)
	}
	b.release <- model.F5
	h.waitFor(session.Placed)
	h.c.PlayCell(model.CellOfSquare(model.D6))
	<-b.started
	mu.Lock()
	got := append([]int(nil), threads...)
	mu.Unlock()
	if want := []int{controller.AutoThreads(), 3}; !reflect.DeepEqual(got, want) {
		t.Errorf("players made with %v threads, want %v", got, want)
	}
	for _, bad := range []int{-1, controller.MaxThreads + 1} {
		h.c.Retune(func(t *controller.Tuning) { t.Threads = bad })
		if n := h.c.Snapshot().Settings.Threads; n != 3 {
			t.Errorf("Retune to %d threads changed the threads to %d", bad, n)
		}
	}
	b.release <- model.C3
}

func TestSearchThreads(t *testing.T) {
	if n := (controller.Settings{}).SearchThreads(); n != controller.AutoThreads() || n < 1 {
		t.Errorf("automatic: %d threads, want %d", n, controller.AutoThreads())
	}
	if n := (controller.Settings{Threads: 5}).SearchThreads(); n != 5 {
		t.Errorf("5 threads asked, %d given", n)
	}
	if s := (controller.Settings{Threads: -4}).Sanitized(); s.Threads != 0 {
		t.Errorf("sanitized -4 threads to %d, want automatic", s.Threads)
	}
}
