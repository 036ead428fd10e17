// What a session tells its view: its phases, its events and a copy of
// its state.

package gomoku

import (
	"othello/controller/session"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
)

// Phase is what the session waits for.
type Phase int8

// The phases of a session.
const (
	// Moving: a side to move; the person's turn when PersonToMove.
	Moving Phase = iota
	// Placing: the person places opening stones (Snapshot.Placing of
	// them still), in the order of play.
	Placing
	// Choosing: the person answers Snapshot.Question: Choose a colour,
	// or under Swap2 PlaceTwo.
	Choosing
	// Ended: the game is won, drawn or forfeited.
	Ended
)

// Snapshot is a copy of the session's state, for a view to show.
//
// Its session.State is what every game's session says of itself: Over
// (Phase is Ended), PersonToMove (the board takes the person's stone,
// while Placing too), Asking (Placing or Choosing: the opening's
// question comes first), Thinking, Hinting, Demo, Paused, CanUndo,
// CanRedo, Stalled (the computer's side could not answer: the game waits
// for Resume or SetOpponent) and Clocks (the first player's first;
// Clocks.Flagged when the game ended by a flag fall, Clocks.Loser whose).
type Snapshot struct {
	session.State
	Game  *gomoku.Game
	Phase Phase
	// Person is the person's colour, NoColor until the opening settles it.
	Person gomoku.Color
	// Question is the opening rule's question while Choosing or Placing
	// its stones.
	Question Question
	Placing  int           // stones the person still places
	Hint     gomoku.Square // NoSquare without one
	// Search is the search behind the computer's last stone (depth,
	// nodes, time, its expected line, a forced win found), until the
	// person's next stone or an undo; nil when its player tells none
	Search *sg.Result
	// Floor is how many stones the opening placed, which Undo does not
	// take back: a game kept for later keeps it (SessionConfig.Floor).
	Floor int
	// Winner is set once the game is won (by five or a forfeit).
	Winner   gomoku.Color
	Line     []gomoku.Square // the winning five, or longer
	Forfeit  *Forfeit        // the computer's side failed in a demo: who and why
	Opponent string          // the opponent's name
	// Colours are the colours of the first and second players, NoColor
	// before the opening settles them.
	Colours [2]gomoku.Color
}

// SessionEvent is one change of a session, of every game's kinds
// (session.EventKind). Gomoku's are GameStarted; Placed (Move, by the
// person when ByPerson); OpeningAsked (the person places stones or
// chooses, Snapshot.Question); ColoursSettled; ThinkingStarted; HintReady
// (Snapshot.Hint); Undone, Redone, Paused and Resumed; EngineFailed
// (Snapshot.Stalled: the game waits); GameOver (Snapshot.Winner,
// Snapshot.Forfeit, Snapshot.Clocks.Flagged).
type SessionEvent struct {
	Kind     session.EventKind
	Snapshot Snapshot
	Move     gomoku.Square
	ByPerson bool
}
