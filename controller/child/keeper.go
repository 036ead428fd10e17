// A client's hold on its program: one process at a time, started on
// demand, killed after a failure, closed for good at the end.

package child

import (
	"context"
	"errors"
	"sync"
	"time"
)

// ErrKeeperClosed is the answer of a Keeper closed for good.
var ErrKeeperClosed = errors.New("the program is closed")

// Keeper keeps one program running for a protocol's client: Start starts
// it (stopping the one before), Failed kills it after a failure and
// completes the failure with how it ended and its last lines of standard
// error, Close ends it for good. Its methods may be called from any
// goroutine.
type Keeper struct {
	// OnStop, when set, is called each time the running process is
	// stopped: the client forgets what the process knew.
	OnStop func()
	// OnStart, when set, is told each process started (for tests).
	OnStart func(pid int)

	mu     sync.Mutex
	proc   *Process
	last   *Process // the last process started, for its standard error
	closed bool
}

// Start stops the running process, if any, and starts argv in dir.
func (k *Keeper) Start(argv []string, dir string) (*Process, error) {
	k.Stop()
	p, err := Start(argv, dir)
	if err != nil {
		return nil, Failure(Failed, "cannot be started: %v", err)
	}
	k.mu.Lock()
	if k.closed {
		k.mu.Unlock()
		p.Close()
		return nil, ErrKeeperClosed
	}
	k.proc, k.last = p, p
	k.mu.Unlock()
	if k.OnStart != nil {
		k.OnStart(p.PID())
	}
	return p, nil
}

// Running returns the running process, nil when none runs (one that
// exited is reaped by Stop or Failed).
func (k *Keeper) Running() *Process {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.proc != nil && !k.proc.Running() {
		return nil
	}
	return k.proc
}

// Lost reports whether the process held ended by itself, crashed, was
// killed or quit, while its client was not asking it anything: one it
// stopped is no longer held.
func (k *Keeper) Lost() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.proc != nil && !k.proc.Running()
}

// PID returns the process id of the running program, 0 when none runs.
func (k *Keeper) PID() int {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.proc == nil {
		return 0
	}
	return k.proc.PID()
}

// Closed reports whether Close has been called.
func (k *Keeper) Closed() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.closed
}

// Stop kills the running process, if any, tells OnStop, and returns how
// the process ended.
func (k *Keeper) Stop() error {
	k.mu.Lock()
	p := k.proc
	k.proc = nil
	k.mu.Unlock()
	if k.OnStop != nil {
		k.OnStop()
	}
	if p == nil {
		return nil
	}
	return p.Close()
}

// Close asks the program to leave with quitLine, kills it and everything
// it started if it has not gone a moment later, and reaps it. Nothing
// starts afterwards.
func (k *Keeper) Close(quitLine string) {
	k.mu.Lock()
	p := k.proc
	k.proc, k.closed = nil, true
	k.mu.Unlock()
	if p != nil {
		p.Quit(quitLine, 500*time.Millisecond)
	}
}

// Failed stops the program after err and completes err, if it is an
// *Error, with name, how the program ended and its last lines of
// standard error. Anything else (the caller's own cancellation) is
// returned as it is.
func (k *Keeper) Failed(err error, name string) error {
	if err == nil {
		return nil
	}
	k.mu.Lock()
	p, last, closed := k.proc, k.last, k.closed
	k.mu.Unlock()
	var fe *Error
	mine := errors.As(err, &fe)
	crashed := mine && fe.Kind == Crashed
	switch {
	case p != nil:
		if crashed {
			// it closed its output: let it finish exiting, to say how
			select {
			case <-p.Exited():
			case <-time.After(time.Second):
			}
		}
		exitedAlone := !p.Running()
		how := k.Stop()
		if crashed && exitedAlone {
			fe.Detail += " and " + ExitText(how)
		}
	case closed && crashed:
		fe.Detail = "was closed while it was asked for a move"
	}
	if !mine {
		return err
	}
	if fe.Engine == "" {
		fe.Engine = name
	}
	if fe.Stderr == nil && last != nil {
		last.Close() // its readers are done: the tail is whole
		fe.Stderr = last.Stderr()
	}
	return fe
}

// Send writes a line to p, its failure being the program's unless ctx
// was cancelled by the caller.
func Send(ctx context.Context, p *Process, line string) error {
	if err := p.Send(ctx, line); err != nil {
		if ctx.Err() != nil && context.Cause(ctx) == ctx.Err() && !IsTimeout(err) {
			return ctx.Err() // the caller's cancellation
		}
		return SendError(ctx, line, err)
	}
	return nil
}
