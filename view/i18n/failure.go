// Why another program failed, in the language in use: the kind of its
// failure in words, then in brackets what our client saw and the tail of
// the program's standard error, which stay as they were written.

package i18n

import (
	"errors"
	"strings"

	"othello/controller/child"
)

// FailureWhy says why a program failed: the kind of its failure, and its
// details; an error of no program (or nil with a text) as it is.
func FailureWhy(err error, fallback string) string {
	e, ok := errors.AsType[*child.Error](err)
	if !ok {
		if err != nil {
			return err.Error()
		}
		return fallback
	}
	var why string
	switch e.Kind {
	case child.Crashed:
		why = T("it quit or crashed")
	case child.TimedOut:
		why = T("it did not answer in time")
	case child.Illegal:
		why = T("it played an illegal move")
	case child.Garbage:
		why = T("it answered something that is not a move")
	case child.Resigned:
		return T("it resigned")
	default:
		why = T("it could not be started, or broke its protocol")
	}
	// the details are our client's words and the tail of the program's
	// standard error, as written: not what the program said in its
	// protocol, so not worded as if it were
	return T("{{.Why}} ({{.Detail}})", Args{"Why": why, "Detail": e.Reason()})
}

// StoppedWhy says why the program named name stopped, to follow its name
// in a sentence ("{{.Engine}} stopped: {{.Why}}."): FailureWhy, without
// the name an error of no program may start with, or a full stop.
func StoppedWhy(name string, err error) string {
	return strings.TrimSuffix(strings.TrimPrefix(FailureWhy(err, ""), name+": "), ".")
}
