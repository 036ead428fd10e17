// The sessions' background searches: run one after another off the
// owner's goroutine, their answers brought back to it and dropped there
// once something has made them stale.

package session

import "context"

// Lane runs a session's background searches of one kind (the computer's
// moves, the hints, the move values) one after another: each starts once
// the one before has returned, so that a player never searches twice at
// once. T is the answer a search brings back.
//
// A Lane takes no lock. Its methods, and the functions it hands to
// dispatch, run under its owner's serialisation: Othello's controller
// holds its mutex (dispatch takes it again), Gomoku's session runs them
// on its one goroutine (dispatch brings them back there). The searches
// run on goroutines of their own and touch none of the lane's fields.
// The zero Lane is idle.
type Lane[T any] struct {
	job  *Job   // the last search started
	gen  uint64 // counts Cancel: an answer from before the last one is stale
	busy bool   // a search runs whose answer (Start) is awaited
}

// Start runs work after the lane's last search; the lane is busy until
// the answer is applied or Cancel drops it. When work has an answer (ok;
// none when it was cancelled, say), dispatch is handed a function for the
// owner's side that drops the answer if the lane was cancelled since or
// live (nil: always live) says it no longer counts, and otherwise makes
// the lane idle and calls apply with it.
func (l *Lane[T]) Start(dispatch func(func()), work func(ctx context.Context) (answer T, ok bool), live func() bool, apply func(T)) {
	l.busy = true
	l.Go(func(ctx context.Context, gen uint64) {
		answer, ok := work(ctx)
		if !ok {
			return
		}
		dispatch(func() {
			if !l.Current(gen) || live != nil && !live() {
				return
			}
			l.busy = false
			apply(answer)
		})
	})
}

// Go runs work after the lane's last search, for a search that brings
// back its answers itself, as many as it has (the move values', as they
// deepen): work is told the lane's generation, by which Current tells its
// answers stale. It leaves Busy as it is.
func (l *Lane[T]) Go(work func(ctx context.Context, gen uint64)) {
	gen := l.gen
	l.job = StartJob(l.job, func(ctx context.Context) { work(ctx, gen) })
}

// Current reports whether a search of generation gen still counts: the
// lane has not been cancelled since it started.
func (l *Lane[T]) Current(gen uint64) bool { return gen == l.gen }

// Busy reports whether a search runs whose answer is awaited.
func (l *Lane[T]) Busy() bool { return l.busy }

// Cancel stops the search under way: its answers are never applied, and
// the lane is idle.
func (l *Lane[T]) Cancel() {
	l.gen++
	l.job.Cancel()
	l.busy = false
}

// Drop cancels the search under way if the lane is busy, and leaves an
// idle lane's generation as it is.
func (l *Lane[T]) Drop() {
	if l.busy {
		l.Cancel()
	}
}

// Last returns the last search started (nil before the first), for
// waiting off the owner's side until it has returned.
func (l *Lane[T]) Last() *Job { return l.job }
