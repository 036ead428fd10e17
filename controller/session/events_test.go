package session_test

import (
	"slices"
	"sync"
	"testing"

	"othello/controller/session"
)

// Events reach the listener only when delivered, in the order pushed; a
// listener that calls back into its session and emits more gets them
// after the ones already queued, never in the middle of them.
func TestEventsDeliverInOrderAfterTheChange(t *testing.T) {
	for _, withLock := range []bool{false, true} {
		t.Run(map[bool]string{false: "one goroutine", true: "locked"}[withLock], func(t *testing.T) {
			var mu *sync.Mutex
			if withLock {
				mu = new(sync.Mutex)
			}
			// locked runs f as a session's change: under its lock, if it has one
			locked := func(f func()) {
				if mu != nil {
					mu.Lock()
					defer mu.Unlock()
				}
				f()
			}
			var q session.Events[string]
			var got []string
			q.Listener = func(e string) {
				got = append(got, e)
				if e == "placed" {
					// the listener acts again: a change of its own
					locked(func() { q.Push("reply") })
					q.Deliver(mu)
					if slices.Contains(got, "reply") {
						t.Error("a nested change delivered its event in the middle of the outer delivery")
					}
				}
			}
			locked(func() {
				q.Push("placed")
				q.Push("thinking")
			})
			if len(got) != 0 {
				t.Fatalf("delivered before Deliver: %v", got)
			}
			q.Deliver(mu)
			if want := []string{"placed", "thinking", "reply"}; !slices.Equal(got, want) {
				t.Errorf("delivered %v, want %v", got, want)
			}
			q.Deliver(mu) // nothing left
			if len(got) != 3 {
				t.Errorf("delivered again: %v", got)
			}
		})
	}
}

// Events with no listener are dropped, not kept.
func TestEventsWithoutListener(t *testing.T) {
	var q session.Events[int]
	q.Push(1)
	q.Deliver(nil)
	got := 0
	q.Listener = func(int) { got++ }
	q.Deliver(nil)
	if got != 0 {
		t.Errorf("%d events kept for a later listener", got)
	}
}
