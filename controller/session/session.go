// The one contract every game's session keeps with the window, so that
// the window asks the game on show for its actions without asking which
// game it is.

package session

// Session is one game in play behind the window: the actions every game
// offers a player, in one vocabulary. Othello's controller.Controller and
// Gomoku's gomoku.Session keep it, each built from this package's parts;
// what they add is their own rules' (Othello's analysis and move values,
// Gomoku's opening questions). Each action answers whether it was taken:
// an action that State().Can() rules out does nothing and answers false.
type Session interface {
	// Undo takes moves back, to the person's previous turn against the
	// computer; Redo plays them again.
	Undo() bool
	Redo() bool
	// Hint searches a move for the person to move; the session tells
	// of it once found.
	Hint() bool
	// Pause stops a demo between moves; Resume lets it go on.
	Pause() bool
	Resume() bool
	// State is what the game says of itself now, in every game's
	// words: whose move, the computer thinking, the clocks, and (Can)
	// which of those actions can be taken.
	State() State
	// HoldClock holds the clocks while on, as while the window shows
	// something other than the live game.
	HoldClock(on bool)
	// ClockFromNextMove keeps the clocks of the game just started from
	// running until its next move: a game brought up at launch.
	ClockFromNextMove()
	// Close stops the searches and the external programs in the game.
	Close()
}

// TogglePause pauses s's demo under way, or lets a paused one go on.
func TogglePause(s Session) bool {
	if s.State().Paused {
		return s.Resume()
	}
	return s.Pause()
}
