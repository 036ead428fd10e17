package session_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"othello/controller/controllertest"
	"othello/controller/session"
	"othello/model"
)

// A lane's answer reaches apply through dispatch only while it counts:
// not after Cancel, not when live says no, not when the search has none.
func TestLaneAppliesOnlyAnswersThatCount(t *testing.T) {
	tests := []struct {
		name           string
		cancel         bool // cancel the search instead of letting it answer
		answers        bool // the search has an answer, even once cancelled
		live           bool
		wantDispatched bool
		wantApplied    bool
		wantBusy       bool // after the dispatched function ran
	}{
		{name: "answered", answers: true, live: true, wantDispatched: true, wantApplied: true},
		{name: "no answer", live: true, wantBusy: true},
		{name: "not live", answers: true, wantDispatched: true, wantBusy: true},
		{name: "cancelled, answer dropped", cancel: true, answers: true, live: true, wantDispatched: true},
		{name: "cancelled, nothing handed back", cancel: true, live: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var l session.Lane[int]
			queue := make(chan func(), 1)
			release := make(chan struct{})
			var applied []int
			l.Start(func(f func()) { queue <- f }, func(ctx context.Context) (int, bool) {
				select {
				case <-release:
				case <-ctx.Done():
				}
				return 42, tt.answers
			}, func() bool { return tt.live }, func(a int) { applied = append(applied, a) })
			if !l.Busy() {
				t.Fatal("a lane with a search under way is not busy")
			}
			if tt.cancel {
				l.Cancel()
			} else {
				close(release)
			}
			l.Last().Wait() // the search hands its answer to dispatch before it returns
			dispatched := false
			select {
			case f := <-queue:
				dispatched = true
				f()
			default:
			}
			if dispatched != tt.wantDispatched {
				t.Errorf("dispatched %v, want %v", dispatched, tt.wantDispatched)
			}
			if got := len(applied) > 0; got != tt.wantApplied || got && applied[0] != 42 {
				t.Errorf("applied %v, want applied %v", applied, tt.wantApplied)
			}
			if l.Busy() != tt.wantBusy {
				t.Errorf("busy %v, want %v", l.Busy(), tt.wantBusy)
			}
		})
	}
}

// Each search of a lane starts once the one before has returned.
func TestLaneRunsSearchesInTurn(t *testing.T) {
	var l session.Lane[string]
	firstRunning := make(chan struct{})
	var order []string // written by one search at a time
	l.Go(func(ctx context.Context, _ uint64) {
		close(firstRunning)
		<-ctx.Done()
		order = append(order, "first")
	})
	<-firstRunning
	l.Cancel()
	l.Start(func(f func()) { f() }, func(context.Context) (string, bool) {
		order = append(order, "second")
		return "", false
	}, nil, func(string) {})
	l.Last().Wait()
	if !slices.Equal(order, []string{"first", "second"}) {
		t.Fatalf("order %v, want first then second", order)
	}
}

// Go hands its search the lane's generation, which Cancel makes stale and
// Drop only while the lane is busy; Go leaves Busy alone.
func TestLaneGenerations(t *testing.T) {
	var l session.Lane[int]
	gens := make(chan uint64, 3)
	l.Go(func(_ context.Context, gen uint64) { gens <- gen })
	first := <-gens
	if l.Busy() || !l.Current(first) {
		t.Fatalf("after Go: busy %v, current %v; want idle and current", l.Busy(), l.Current(first))
	}
	l.Drop()
	if !l.Current(first) {
		t.Error("Drop of an idle lane made its search stale")
	}
	l.Cancel()
	if l.Current(first) {
		t.Error("Cancel left the search current")
	}
	l.Go(func(_ context.Context, gen uint64) { gens <- gen })
	if second := <-gens; !l.Current(second) || second == first {
		t.Errorf("the search after Cancel: generation %d (first %d), current %v", second, first, l.Current(second))
	}
	var idle session.Lane[int]
	idle.Cancel()
	idle.Last().Wait()
}

// Clocks run the clock on their time source: charged and read at its
// now, the flag's timer armed by Run and disarmed by StopFlag.
func TestClocksOnTheirTimeSource(t *testing.T) {
	src := controllertest.NewManualTime()
	k := session.Clocks{Time: src}
	k.Reset(model.TimeControl{Main: 10 * time.Second}, nil, nil)
	woke := 0
	wake := func() { woke++ }
	if k.Run(0, 0, true, false, wake) {
		t.Fatal("a flag fell at the start")
	}
	src.Advance(3 * time.Second)
	if r := k.ReadNow(0); !r.Running || r.Side != 0 || r.Left[0] != 7*time.Second || !r.At.Equal(k.Now()) {
		t.Errorf("after 3 s: %+v; want side 0 running with 7 s left", r)
	}
	if _, fell := k.ChargeNow(); fell || k.Left(0) != 7*time.Second {
		t.Errorf("charged after 3 s: fell %v, %v left; want 7 s", fell, k.Left(0))
	}
	src.Advance(7 * time.Second)
	if woke != 1 {
		t.Fatalf("the flag's timer woke %d times, want once", woke)
	}
	if side, fell := k.ChargeNow(); !fell || side != 0 {
		t.Errorf("charged at zero: side %d fell %v; want side 0's flag", side, fell)
	}

	k.Reset(model.TimeControl{Main: 10 * time.Second}, nil, nil)
	k.Run(0, 1, true, false, wake)
	k.StopFlag()
	src.Advance(time.Minute)
	if woke != 1 {
		t.Errorf("a stopped flag's timer woke %d times more", woke-1)
	}
}
