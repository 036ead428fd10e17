package engine

import "othello/controller/child"

// An engine's failures are those of any program run as a child process
// (package child), under the names this package has always given them.

// Kind is what went wrong with an engine.
type Kind = child.Kind

// The kinds of failure. Each loses the game in a match.
const (
	Failed   = child.Failed   // could not be started, or broke the protocol
	Crashed  = child.Crashed  // exited, or closed its output
	TimedOut = child.TimedOut // did not answer in time
	Illegal  = child.Illegal  // answered an illegal move
	Garbage  = child.Garbage  // answered something that is not a move
	Resigned = child.Resigned // gave the game up (GTP's resign)
)

// Error is an engine's failure: which engine, what went wrong, and the
// last lines of its standard error.
type Error = child.Error

// KindOf returns the kind of err if it is an engine's *Error.
func KindOf(err error) (Kind, bool) { return child.KindOf(err) }
