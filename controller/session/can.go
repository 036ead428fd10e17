// What a player can do in a session now, in one vocabulary for both
// games, so that the window enables its buttons and menu items from one
// answer whichever game is on show.

package session

// Can says which of the actions every game offers can be taken now.
type Can struct {
	Undo bool // something can be taken back
	Redo bool // something taken back can be played again
	Hint bool // a person is to move and no hint is being searched
	// Pause: a demo (the computer playing both sides) is under way, which
	// can be paused, or resumed while Paused
	Pause  bool
	Paused bool
}
