// The sessions' events: held while a change is made, handed to the
// listener once it is over, in the order they happened.

package session

import "sync"

// Events holds the events a session emits while it changes, until the
// change is over; Deliver then hands them to Listener in order. A
// listener is thus never called in the middle of a change, and may call
// back into its session: the events that call emits wait for the
// delivery under way, behind the ones already queued.
type Events[E any] struct {
	Listener func(E) // nil drops the events
	pending  []E     // handed out by Deliver, in order
	flushing bool    // a Deliver is handing out pending
}

// Push queues e; the change that emitted it delivers it.
func (q *Events[E]) Push(e E) { q.pending = append(q.pending, e) }

// Deliver hands the queued events to the listener. Unlike the other
// parts' methods it is called with the session's lock mu released, and
// takes it between events, so that the listener may call back into the
// session (nil: the session has no lock, being called from one goroutine
// only). Whoever finds a delivery under way leaves its events to it,
// which keeps them in the order the changes happened even when a search
// and the caller finish at the same moment.
func (q *Events[E]) Deliver(mu *sync.Mutex) {
	lock(mu)
	if q.flushing {
		unlock(mu)
		return
	}
	q.flushing = true
	for len(q.pending) > 0 {
		e := q.pending[0]
		q.pending = q.pending[1:]
		unlock(mu)
		if q.Listener != nil {
			q.Listener(e)
		}
		lock(mu)
	}
	q.flushing = false
	unlock(mu)
}

func lock(mu *sync.Mutex) {
	if mu != nil {
		mu.Lock()
	}
}

func unlock(mu *sync.Mutex) {
	if mu != nil {
		mu.Unlock()
	}
}
