// What every game's session says of itself at one moment, in one
// vocabulary: each game's snapshot holds it beside what its own rules
// add, so that the window's buttons, clocks and status line read the
// same fields whichever game is on show.

package session

// State is the part of a session's snapshot every game has. Each game's
// snapshot embeds it (Othello's controller.Snapshot, Gomoku's
// gomoku.Snapshot).
type State struct {
	// Over: the game is over, won, drawn, forfeited or lost on time
	Over bool
	// PersonToMove: a person may put a disc or a stone on the board now
	// (a forced pass is not a move)
	PersonToMove bool
	// Asking: the game's rules put a question to the person first
	// (Gomoku's openings: place stones, choose a colour); no hint is
	// searched meanwhile
	Asking   bool
	Thinking bool // the computer is searching for its move
	Hinting  bool // a hint or analysis search is running
	Demo     bool // the computer plays both sides
	Paused   bool // the demo stopped between moves
	CanUndo  bool // Undo would take something back
	CanRedo  bool // Redo would play something again
	// Stalled is why the computer's side could not move (a program's
	// failure is a *child.Error): the game waits for Resume, which asks
	// it again, or another opponent. nil while it can.
	Stalled error
	// Clocks are the game clocks, the first player's first; the zero
	// Reading when the game has no clock.
	Clocks Reading
}

// Can says what a person can do now: undo, redo, a hint while a move of
// theirs is awaited, and pause or resume the demo under way.
func (s State) Can() Can {
	return Can{
		Undo: s.CanUndo, Redo: s.CanRedo,
		Hint:  s.PersonToMove && !s.Asking && !s.Hinting,
		Pause: s.Demo && !s.Over, Paused: s.Paused,
	}
}
