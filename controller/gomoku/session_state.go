// What a session tells its view: its phases, its events and a copy of
// its state.

package gomoku

import (
	"othello/controller/session"
	"othello/model/gomoku"
)

// Phase is what the session waits for.
type Phase int8

// The phases of a session.
const (
	// Moving: a side to move; the person's turn when PersonToMove.
	Moving Phase = iota
	// Placing: the person places opening stones (SessionState.Placing of
	// them still), in the order of play.
	Placing
	// Choosing: the person answers SessionState.Question: Choose a colour,
	// or under Swap2 PlaceTwo.
	Choosing
	// Ended: the game is won, drawn or forfeited.
	Ended
)

// SessionState is a copy of the session's state, for a view to show.
type SessionState struct {
	Game  *gomoku.Game
	Phase Phase
	// Person is the person's colour, NoColor until the opening settles it.
	Person gomoku.Color
	// Question is the opening rule's question while Choosing or Placing
	// its stones.
	Question Question
	Placing  int // stones the person still places
	Thinking bool
	Demo     bool // the computer plays both sides
	Paused   bool // a demo stopped between moves
	Hinting  bool
	Hint     gomoku.Square // NoSquare without one
	// Floor is how many stones the opening placed, which Undo does not
	// take back: a game kept for later keeps it (SessionConfig.Floor).
	Floor int
	// Winner is set once the game is won (by five or a forfeit).
	Winner  gomoku.Color
	Line    []gomoku.Square // the winning five, or longer
	Forfeit *Forfeit        // the computer's side failed in a demo: who and why
	// Stalled is why the computer's side could not answer: the game
	// waits for Resume (asking it again) or SetOpponent; nil while it can.
	Stalled error
	CanUndo bool
	CanRedo bool
	// PersonToMove: the board takes the person's stone.
	PersonToMove bool
	Opponent     string // the opponent's name
	// Clocks are the players' clocks (the first player's first), on a
	// time control; OnTime says the game ended by a flag fall, Clocks.Loser
	// whose.
	Clocks session.Reading
	OnTime bool
	// Colours are the colours of the first and second players, NoColor
	// before the opening settles them.
	Colours [2]gomoku.Color
}

// SessionEvent is one change of a session, of every game's kinds
// (session.EventKind). Gomoku's are GameStarted; Placed (Move, by the
// person when ByPerson); OpeningAsked (the person places stones or
// chooses, State.Question); ColoursSettled; ThinkingStarted; HintReady
// (State.Hint); Undone, Redone, Paused and Resumed; EngineFailed
// (State.Stalled: the game waits); GameOver (State.Winner, State.Forfeit,
// State.OnTime).
type SessionEvent struct {
	Kind     session.EventKind
	State    SessionState
	Move     gomoku.Square
	ByPerson bool
}

// Can says what the person can do now: undo, redo, a hint while a move of
// theirs is awaited, and pause or resume a demo under way.
func (st SessionState) Can() session.Can {
	return session.Can{
		Undo: st.CanUndo, Redo: st.CanRedo,
		Hint:  st.PersonToMove && st.Phase == Moving && !st.Hinting,
		Pause: st.Demo && st.Phase != Ended, Paused: st.Paused,
	}
}
