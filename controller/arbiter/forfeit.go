package arbiter

import (
	"errors"

	"othello/controller/child"
)

// Forfeit is a game lost by a player that crashed, hung, resigned, or
// answered garbage or an illegal move, stone or choice.
type Forfeit struct {
	// Player is the side that lost: 0 the first player (Black in
	// Othello), 1 the second.
	Player int
	Name   string // the loser's name
	Err    error  // why: a program's *child.Error, or an illegal move of one of ours
}

// reasoner is an error that says its reason without the program's name
// and standard error, as *child.Error (engine.Error) does.
type reasoner interface {
	error
	Reason() string
}

// Reason says why the game was lost, in a sentence, without the loser's
// name.
func (f *Forfeit) Reason() string {
	if r, ok := errors.AsType[reasoner](f.Err); ok {
		return r.Reason()
	}
	return f.Err.Error()
}

// Kind is the kind of the failure (Illegal for one of our players, whose
// errors carry no kind).
func (f *Forfeit) Kind() child.Kind {
	if k, ok := child.KindOf(f.Err); ok {
		return k
	}
	return child.Illegal
}
