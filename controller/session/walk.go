// Undo and redo in every game: how far one press goes back or forward,
// written once for both games' sessions, which say only where a player
// stops.

package session

// Moves are a game's moves as undo and redo walk them: both games'
// model games keep them.
type Moves interface {
	// Undo takes the last move back; Redo plays the last move taken back
	// again. Each reports whether there was one.
	Undo() bool
	Redo() bool
}

// Walk is how one press of Undo or Redo walks a game's moves: to the
// next position where the person has a move to make against the
// computer; one move at a time when every move is a person's (two
// people) or nobody's (a demo), the forced passes stepped over. Each
// game's session says which positions those are: Stop.
type Walk struct {
	// Floor is how many moves no undo takes back: the stones an opening
	// placed before the colours were settled.
	Floor int
	// Stop reports whether the position after the first n moves is one
	// a press stops at: the person to move there, with a move to make.
	Stop func(n int) bool
	// StopAgain, when set, is where Redo stops instead: Othello between
	// two people stops before a forced pass, which its session then
	// plays and tells, as it does in play.
	StopAgain func(n int) bool
}

// CanUndo reports whether Undo, from the position after moves moves,
// would reach a position to stop at: one before it, not below the floor.
func (w Walk) CanUndo(moves int) bool {
	for n := moves - 1; n >= w.Floor; n-- {
		if w.Stop(n) {
			return true
		}
	}
	return false
}

// Undo takes moves of h back, from the position after moves moves, to
// the previous position to stop at; CanUndo says whether there is one.
// It reports whether a move went back.
func (w Walk) Undo(h Moves, moves int) bool {
	back := false
	for moves > w.Floor && h.Undo() {
		moves--
		back = true
		if w.Stop(moves) {
			break
		}
	}
	return back
}

// Redo plays the moves taken back again, from the position after moves
// moves, to the next position to stop at or the last move taken back,
// and reports whether a move was played.
func (w Walk) Redo(h Moves, moves int) bool {
	stop := w.Stop
	if w.StopAgain != nil {
		stop = w.StopAgain
	}
	again := false
	for h.Redo() {
		moves++
		again = true
		if stop(moves) {
			break
		}
	}
	return again
}
