// Why another program failed, in the language in use: the kind of its
// failure in words, then what it or our client said, which stays as it
// was written (a program's own messages are its own).

package view

import (
	"errors"

	"othello/controller/child"
	"othello/view/i18n"
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
		why = i18n.T("it stopped, or closed its output")
	case child.TimedOut:
		why = i18n.T("it did not answer in time")
	case child.Illegal:
		why = i18n.T("it played an illegal move")
	case child.Garbage:
		why = i18n.T("it answered something that is not a move")
	case child.Resigned:
		return i18n.T("it resigned")
	default:
		why = i18n.T("it could not be started, or broke its protocol")
	}
	return i18n.T("{{.Why}} (the program said: {{.Detail}})", i18n.Args{"Why": why, "Detail": e.Reason()})
}
