// The computer's side of a session's game: its answers searched one after
// another off the owner's goroutine, each shown no sooner than a pause
// after it was asked, a demo paused between moves, and the failure that
// stops the game until the side is asked afresh.

package session

import (
	"context"
	"time"
)

// Seat is the computer's side of a session's game, whose player answers
// with R: a move, or what to do with one. Both games' sessions keep one,
// so that the computer thinks, pauses and stalls alike in both; what a
// game adds is how its player is asked and how an answer is played.
//
// Like Lane, a Seat takes no lock: its methods, and the functions it
// hands to dispatch, run under its owner's serialisation. The zero Seat
// is idle, neither paused nor stalled.
type Seat[R any] struct {
	lane    Lane[reply[R]]
	paused  bool  // a demo stopped between moves
	stalled error // why the player could not answer; nil while it can
}

// reply is what one question to the seat's player brings back.
type reply[R any] struct {
	answer R
	err    error
}

// Request is one question put to the seat's player.
type Request[R any] struct {
	// Begin, when set, waits off the owner's goroutine until the search
	// may begin (the window has drawn the move it answers, which starts
	// the player's clock); false drops the question unanswered.
	Begin func(ctx context.Context) bool
	// Answer asks the player, off the owner's goroutine.
	Answer func(ctx context.Context) (R, error)
	// Pace is the least time from the question to its answer shown, so
	// that the person's move is seen to land before the reply; a slower
	// search shows at once, and a failure is told without waiting.
	Pace time.Duration
	// Live, when set, says on the owner's side whether the answer still
	// counts (the position it answers is still the one on the board).
	Live func() bool
	// Answered plays the answer, on the owner's side.
	Answered func(R)
	// Failed is told why the player could not answer, on the owner's
	// side: the game decides whether that stalls it (Stall) or ends it.
	Failed func(error)
}

// Ask puts q to the player after its previous question has returned;
// the seat is thinking until the answer is played or Stop drops it.
func (s *Seat[R]) Ask(dispatch func(func()), q Request[R]) {
	s.lane.Start(dispatch, func(ctx context.Context) (reply[R], bool) {
		asked := time.Now()
		if q.Begin != nil && !q.Begin(ctx) {
			return reply[R]{}, false
		}
		answer, err := q.Answer(ctx)
		if err == nil {
			wait(ctx, q.Pace-time.Since(asked))
		}
		// even a stopped search hands its answer back, for the lane to
		// drop on the owner's side: the owner knows it has returned
		return reply[R]{answer, err}, true
	}, q.Live, func(r reply[R]) {
		if r.err != nil {
			q.Failed(r.err)
			return
		}
		q.Answered(r.answer)
	})
}

// wait sleeps for d, or until ctx ends.
func wait(ctx context.Context, d time.Duration) {
	if d <= 0 {
		return
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
}

// Thinking reports whether the player is searching an answer still
// awaited.
func (s *Seat[R]) Thinking() bool { return s.lane.Busy() }

// Stop drops the search under way, whose answer is never played, and
// reports whether the player was thinking.
func (s *Seat[R]) Stop() (wasThinking bool) {
	wasThinking = s.lane.Busy()
	s.lane.Cancel()
	return wasThinking
}

// Last returns the last search started (nil before the first), for
// waiting off the owner's side until it has returned.
func (s *Seat[R]) Last() *Job { return s.lane.Last() }

// Holds reports whether no question is to be put now: a demo paused, or
// the player stalled.
func (s *Seat[R]) Holds() bool { return s.paused || s.stalled != nil }

// Paused reports whether a demo is stopped between moves.
func (s *Seat[R]) Paused() bool { return s.paused }

// Pause stops a demo between moves, dropping the search under way; it
// reports false when the demo was paused already.
func (s *Seat[R]) Pause() bool {
	if s.paused {
		return false
	}
	s.Stop()
	s.paused = true
	return true
}

// Stalled is why the player could not answer: the game waits for Resume,
// another player or another position. Nil while it can answer.
func (s *Seat[R]) Stalled() error { return s.stalled }

// Stall stops the game on err, the player's failure to answer.
func (s *Seat[R]) Stall(err error) { s.stalled = err }

// Afresh forgets the player's failure, as when the position or the
// player changes, and reports whether there was one.
func (s *Seat[R]) Afresh() (wasStalled bool) {
	wasStalled = s.stalled != nil
	s.stalled = nil
	return wasStalled
}

// Resume lets a paused demo go on and asks a stalled player afresh; it
// reports whether the seat was either.
func (s *Seat[R]) Resume() bool {
	was := s.Holds()
	s.paused = false
	s.Afresh()
	return was
}
