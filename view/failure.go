// Why another program failed, in the language in use: the kind of its
// failure in words, then what it or our client said, which stays as it
// was written (a program's own messages are its own).

package view

import (
	"errors"

	"othello/controller/child"
)

// failureWhy says why a program failed: the kind of its failure, and its
// details; an error of no program (or nil with a text) as it is.
func failureWhy(err error, fallback string) string {
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
		why = tr("it stopped, or closed its output")
	case child.TimedOut:
		why = tr("it did not answer in time")
	case child.Illegal:
		why = tr("it played an illegal move")
	case child.Garbage:
		why = tr("it answered something that is not a move")
	case child.Resigned:
		return tr("it resigned")
	default:
		why = tr("it could not be started, or broke its protocol")
	}
	return tr("{{.Why}} (the program said: {{.Detail}})", args{"Why": why, "Detail": e.Reason()})
}
