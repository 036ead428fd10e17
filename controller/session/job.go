// Work off the caller's goroutine: the sessions' searches (through their
// lanes), the NBoard engine's answers and the window's own background
// work all start and stop it this way.

package session

import "context"

// Job is work running in a goroutine of its own, usually a search, that
// can be cancelled and waited for.
type Job struct {
	cancel context.CancelFunc
	done   chan struct{}
}

// StartJob runs work in a new goroutine with a context that Cancel ends.
// The work starts only once the job after has returned (nil: at once), so
// that a player is never asked to search twice at the same time.
func StartJob(after *Job, work func(ctx context.Context)) *Job {
	ctx, cancel := context.WithCancel(context.Background())
	j := &Job{cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(j.done)
		defer cancel()
		after.Wait()
		work(ctx)
	}()
	return j
}

// Cancel tells the work to stop; it returns at once. A nil job has nothing
// to cancel.
func (j *Job) Cancel() {
	if j != nil {
		j.cancel()
	}
}

// Wait returns once the work has returned; at once for a nil job.
func (j *Job) Wait() {
	if j != nil {
		<-j.done
	}
}
