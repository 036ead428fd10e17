// What goes wrong with a program, as values: its kind, a sentence, and
// the last lines of its standard error; and the timeouts on its answers.

package child

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"othello/model/bounded"
)

// Kind is what went wrong with a program.
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

// Error is a program's failure: which program, what went wrong, and the
// last lines of its standard error.
type Error struct {
	Engine string // the program's name
	Kind   Kind
	Detail string   // what happened, in a sentence
	Stderr []string // the last lines of its standard error, oldest first
}

func (e *Error) Error() string { return e.Engine + ": " + e.Reason() }

// Reason is the error without the program's name: what happened, and the
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

// KindOf returns the kind of err if it is a program's *Error.
func KindOf(err error) (Kind, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind, true
	}
	return 0, false
}

// Failure builds an *Error of a program not yet named (its client fills
// in Engine and Stderr).
func Failure(k Kind, format string, args ...any) *Error {
	return &Error{Kind: k, Detail: fmt.Sprintf(format, args...)}
}

// timeout is the cause of a context that ran out of time waiting for an
// answer.
type timeout struct {
	what string
	d    time.Duration
}

func (t *timeout) Error() string { return fmt.Sprintf("no answer to %s within %v", t.what, t.d) }

// WithTimeout returns ctx limited to d for the answer to what; its
// deadline passing reads as the program's timeout (ReadError says
// TimedOut), not the caller's.
func WithTimeout(ctx context.Context, d time.Duration, what string) (context.Context, context.CancelFunc) {
	return context.WithTimeoutCause(ctx, d, &timeout{what: what, d: d})
}

// Expired reports whether ctx, from WithTimeout, ended because its time
// for the answer ran out (rather than by its parent's cancellation).
func Expired(ctx context.Context) bool {
	var t *timeout
	return errors.As(context.Cause(ctx), &t)
}

// ReadError turns the error of Next, reading an answer under a context
// from WithTimeout, into the program's failure: a timeout, the end of its
// output, or (returned as it is) the caller's own cancellation.
func ReadError(ctx context.Context, err error) error {
	var t *timeout
	switch {
	case errors.Is(err, ErrClosed):
		return Failure(Crashed, "closed its output")
	case errors.As(context.Cause(ctx), &t):
		return Failure(TimedOut, "%v", t)
	case ctx.Err() != nil:
		return context.Cause(ctx)
	}
	return Failure(Crashed, "%v", err)
}

// SendError turns the error of Send, writing line, into the program's
// failure.
func SendError(ctx context.Context, line string, err error) error {
	var t *timeout
	if errors.As(context.Cause(ctx), &t) || errors.Is(err, context.DeadlineExceeded) || IsTimeout(err) {
		return Failure(TimedOut, "does not read its input: %s was not taken", Quote(line))
	}
	return Failure(Crashed, "cannot be written to (%v)", err)
}

// IsTimeout reports whether err is a deadline passing.
func IsTimeout(err error) bool {
	var t interface{ Timeout() bool }
	return errors.As(err, &t) && t.Timeout()
}

// Quote shows a line of the conversation in a message, cut short.
func Quote(s string) string { return bounded.Quote(s) }
