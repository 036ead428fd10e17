package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Kind is what went wrong with an engine.
type Kind int

// The kinds of failure. Each loses the game in a match.
const (
	Failed   Kind = iota // could not be started, or broke the protocol
	Crashed              // exited, or closed its output
	TimedOut             // did not answer in time
	Illegal              // answered an illegal move
	Garbage              // answered something that is not a move
	Resigned             // gave the game up (GTP's resign)
)

var kindNames = [...]string{"failed", "crashed", "timed out", "illegal move", "garbage", "resigned"}

// String names the kind in a few words: "timed out", "illegal move".
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindNames[k]
}

// Error is an engine's failure: which engine, what went wrong, and the
// last lines of its standard error.
type Error struct {
	Engine string // the engine's name
	Kind   Kind
	Detail string   // what happened, in a sentence
	Stderr []string // the last lines of its standard error, oldest first
}

func (e *Error) Error() string { return e.Engine + ": " + e.Reason() }

// Reason is the error without the engine's name: what happened, and the
// last lines of its standard error.
func (e *Error) Reason() string {
	var sb strings.Builder
	sb.WriteString(e.Detail)
	if len(e.Stderr) > 0 {
		sb.WriteString("; its standard error ended: ")
		sb.WriteString(strings.Join(e.Stderr, " | "))
	}
	return sb.String()
}

// KindOf returns the kind of err if it is an engine's *Error.
func KindOf(err error) (Kind, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind, true
	}
	return 0, false
}

// failure builds an *Error of an engine not yet named (its Engine and
// Stderr are filled in by Engine.failed).
func failure(k Kind, format string, args ...any) *Error {
	return &Error{Kind: k, Detail: fmt.Sprintf(format, args...)}
}

// timeout is the cause of a context that ran out of time waiting for an
// answer.
type timeout struct {
	what string
	d    time.Duration
}

func (t *timeout) Error() string { return fmt.Sprintf("no answer to %s within %v", t.what, t.d) }

// withTimeout returns ctx limited to d for the answer to what; its
// deadline passing reads as the engine's timeout, not the caller's.
func withTimeout(ctx context.Context, d time.Duration, what string) (context.Context, context.CancelFunc) {
	return context.WithTimeoutCause(ctx, d, &timeout{what: what, d: d})
}

// readError turns the error of reading an answer into the engine's
// failure: a timeout, the end of its output, or (returned as it is) the
// caller's own cancellation.
func readError(ctx context.Context, err error) error {
	var t *timeout
	switch {
	case errors.Is(err, errClosed):
		return failure(Crashed, "closed its output")
	case errors.As(context.Cause(ctx), &t):
		return failure(TimedOut, "%v", t)
	case ctx.Err() != nil:
		return context.Cause(ctx)
	}
	return failure(Crashed, "%v", err)
}

// sendError turns the error of writing a command into the engine's
// failure.
func sendError(ctx context.Context, line string, err error) error {
	var t *timeout
	if errors.As(context.Cause(ctx), &t) || errors.Is(err, context.DeadlineExceeded) || isTimeout(err) {
		return failure(TimedOut, "does not read its input: %s was not taken", quote(line))
	}
	return failure(Crashed, "cannot be written to (%v)", err)
}

func isTimeout(err error) bool {
	var t interface{ Timeout() bool }
	return errors.As(err, &t) && t.Timeout()
}

// quote shows a line of the conversation in a message, cut short.
func quote(s string) string {
	const max = 60
	if len(s) > max {
		s = s[:max] + "..."
	}
	return fmt.Sprintf("%q", s)
}
