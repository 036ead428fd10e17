package session_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"othello/controller/session"
)

// A seat's answer is played, or its failure told, only while the
// question still counts: not once stopped, not when Begin or Live says
// no; an answer is never shown before the pace.
func TestSeatPlaysOnlyAnswersThatCount(t *testing.T) {
	failure := errors.New("no answer")
	tests := []struct {
		name       string
		begin      bool
		live       bool
		err        error
		stop       bool
		pace       time.Duration
		wantPlayed bool
		wantFailed bool
	}{
		{name: "answered", begin: true, live: true, wantPlayed: true},
		{name: "answered after its pace", begin: true, live: true, pace: 30 * time.Millisecond, wantPlayed: true},
		{name: "failed", begin: true, live: true, err: failure, pace: time.Hour, wantFailed: true},
		{name: "not begun", live: true},
		{name: "no longer live", begin: true},
		{name: "stopped", begin: true, live: true, stop: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s session.Seat[int]
			queue := make(chan func(), 1)
			release := make(chan struct{})
			var played []int
			var failed error
			asked := time.Now()
			s.Ask(func(f func()) { queue <- f }, session.Request[int]{
				Begin: func(context.Context) bool { return tt.begin },
				Answer: func(ctx context.Context) (int, error) {
					select {
					case <-release:
					case <-ctx.Done():
					}
					return 42, tt.err
				},
				Pace:     tt.pace,
				Live:     func() bool { return tt.live },
				Answered: func(a int) { played = append(played, a) },
				Failed:   func(err error) { failed = err },
			})
			if !s.Thinking() {
				t.Fatal("a seat asked a question is not thinking")
			}
			if tt.stop {
				if !s.Stop() {
					t.Error("Stop says the seat was not thinking")
				}
			} else {
				close(release)
			}
			s.Last().Wait()
			select {
			case f := <-queue:
				f()
			default:
			}
			if got := len(played) > 0; got != tt.wantPlayed || got && played[0] != 42 {
				t.Errorf("played %v, want played %v", played, tt.wantPlayed)
			}
			if (failed != nil) != tt.wantFailed || failed != nil && !errors.Is(failed, failure) {
				t.Errorf("failed with %v, want failed %v", failed, tt.wantFailed)
			}
			if tt.wantPlayed && time.Since(asked) < tt.pace {
				t.Errorf("the answer was played %v after the question, before its pace %v", time.Since(asked), tt.pace)
			}
			if want := !tt.wantPlayed && !tt.wantFailed && !tt.stop; s.Thinking() != want {
				t.Errorf("thinking %v after the answer, want %v", s.Thinking(), want)
			}
		})
	}
}

// Pause, Stall, Afresh and Resume: a seat holds its questions while a
// demo is paused or its player stalled, and Resume ends either.
func TestSeatHoldsWhilePausedOrStalled(t *testing.T) {
	failure := errors.New("crashed")
	var s session.Seat[int]
	if s.Holds() || s.Paused() || s.Stalled() != nil {
		t.Fatal("the zero seat holds its questions")
	}
	if s.Resume() {
		t.Error("Resume of a seat neither paused nor stalled says it resumed")
	}
	if !s.Pause() || !s.Paused() || !s.Holds() {
		t.Error("Pause left the seat unpaused")
	}
	if s.Pause() {
		t.Error("a second Pause says it paused")
	}
	if !s.Resume() || s.Holds() {
		t.Error("Resume left the demo paused")
	}
	s.Stall(failure)
	if !errors.Is(s.Stalled(), failure) || !s.Holds() {
		t.Errorf("stalled %v, holds %v after Stall", s.Stalled(), s.Holds())
	}
	if !s.Afresh() || s.Stalled() != nil || s.Afresh() {
		t.Error("Afresh did not forget the failure once")
	}
	s.Stall(failure)
	if !s.Pause() || !s.Resume() || s.Holds() {
		t.Error("Resume of a paused, stalled seat left it holding")
	}
}
