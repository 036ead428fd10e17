package controller

import (
	"fmt"

	"othello/model"
	"othello/strategy"
)

// EventKind says what happened.
type EventKind int

// The events a controller publishes.
const (
	GameStarted     EventKind = iota // a new game, a restored game or a set-up position
	Placed                           // Color played Move, turning the Flipped discs
	Passed                           // Color had no legal move and passed
	Illegal                          // a proposed move was refused; Refused says why
	GameOver                         // neither side can move; Result is final
	ThinkingStarted                  // the computer started searching for Color's move
	ThinkingStopped                  // the computer's search ended (played or abandoned)
	Undone                           // moves were taken back
	Redone                           // undone moves were played again
	HintStarted                      // a hint or analysis search started
	HintReady                        // Hint holds the best move for the side to move
	AnalysisReady                    // Analysis scores every legal move, best first
	SettingsChanged                  // the settings changed during a game
	Paused                           // the demo stopped
	Resumed                          // the demo went on
)

var kindNames = [...]string{"GameStarted", "Placed", "Passed", "Illegal", "GameOver",
	"ThinkingStarted", "ThinkingStopped", "Undone", "Redone", "HintStarted", "HintReady",
	"AnalysisReady", "SettingsChanged", "Paused", "Resumed"}

// String returns the kind's name, such as "Placed".
func (k EventKind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return fmt.Sprintf("EventKind(%d)", int(k))
	}
	return kindNames[k]
}

// Event is one thing that happened, with the state right after it. Events
// are values: nothing in them changes after they are published.
type Event struct {
	Kind     EventKind
	Color    model.Color             // who placed, passed or is thinking
	Move     model.Square            // the move placed, refused or hinted
	Flipped  []model.Square          // the discs Move turned over
	Refused  *model.IllegalMoveError // why a move was refused
	Result   model.Result            // the final count, for GameOver
	Hint     strategy.Result         // the hint search's answer, for HintReady
	Analysis []strategy.Result       // every legal move scored, for AnalysisReady
	Snapshot Snapshot                // the state after the event
}

// String describes the event in a few words, for logs and test failures.
func (e Event) String() string {
	switch e.Kind {
	case Placed:
		return fmt.Sprintf("Placed %s %s flips %v", e.Color, e.Move, e.Flipped)
	case Passed, ThinkingStarted:
		return fmt.Sprintf("%s %s", e.Kind, e.Color)
	case Illegal:
		return fmt.Sprintf("Illegal %s: %v", e.Move, e.Refused)
	case GameOver:
		return fmt.Sprintf("GameOver %s", e.Result)
	case HintReady:
		return fmt.Sprintf("HintReady %s", e.Hint.Move)
	}
	return e.Kind.String()
}

// Snapshot is the state of the game at one moment. It is a value that the
// controller never touches again, so a view may keep it and read it from
// its own goroutine; its slices must not be modified.
type Snapshot struct {
	Settings    Settings
	Start       model.Position    // where the game began
	Position    model.Position    // the current position
	Moves       []model.Square    // the moves played, passes included
	Redo        []model.Square    // the moves Redo would play, next first
	LastMove    model.Square      // NoSquare before the first move
	Legal       uint64            // the legal moves of the side to move
	Result      model.Result      // the current count, final when Over
	Over        bool              // neither side can move
	HumanToMove bool              // a person may play now
	Thinking    bool              // the computer is searching for its move
	Hinting     bool              // a hint or analysis search is running
	Paused      bool              // the demo is paused
	CanUndo     bool              // Undo would take something back
	CanRedo     bool              // Redo would play something again
	Hint        model.Square      // the hinted move, NoSquare when none
	HintResult  strategy.Result   // the search's answer for Hint (score, exact or not); zero when none
	Analysis    []strategy.Result // scores of the legal moves when asked for
	Generation  uint64            // changes whenever the position or settings change
}

// PositionAt returns the position after the first n moves (0 is the start).
func (s Snapshot) PositionAt(n int) model.Position {
	p := s.Start
	for _, sq := range s.Moves[:n] {
		p = p.Play(sq)
	}
	return p
}

// Transcript returns the moves as text ("f5d6c3"), leaving out passes,
// which are always forced.
func (s Snapshot) Transcript() string {
	b := make([]byte, 0, 2*len(s.Moves))
	for _, sq := range s.Moves {
		if sq != model.Pass {
			b = append(b, sq.String()...)
		}
	}
	return string(b)
}

// MoverAt returns the colour that played move i (0 is the first move).
func (s Snapshot) MoverAt(i int) model.Color {
	return s.PositionAt(i).Turn
}
