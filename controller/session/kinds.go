// The one vocabulary of what happens in a game: every game's session
// publishes its events under these kinds, with its own state beside them.

package session

import "fmt"

// EventKind says what happened in a game.
type EventKind int

// The events a session publishes. A game publishes those its rules and
// its session have: Othello passes, Gomoku's openings ask questions.
const (
	GameStarted     EventKind = iota // a new game, a restored game or a set-up position
	Placed                           // a move was played (a disc or a stone)
	Passed                           // the side to move had no legal move and passed
	Illegal                          // a proposed move was refused
	GameOver                         // the game is over: won, drawn, forfeited or on time
	ThinkingStarted                  // the computer started searching for its move
	ThinkingStopped                  // the computer's search ended (played or abandoned)
	Undone                           // moves were taken back
	Redone                           // undone moves were played again
	HintStarted                      // a hint or analysis search started
	HintReady                        // the hint's move for the side to move is known
	AnalysisReady                    // every legal move is scored, best first
	Paused                           // the demo stopped
	Resumed                          // the demo went on
	LevelChanged                     // the computer plays at another level from its next move
	SearchProgress                   // a new step of the computer's search or of a hint's
	ValuesChanged                    // the move values changed: deeper, or gone with their position
	EngineFailed                     // the external opponent could not move; the game waits
	HintFailed                       // the external engine asked for a hint or the move scores failed
	EngineChanged                    // another opponent plays the computer's side from its next move
	OpeningAsked                     // the opening asks the person to place stones or to choose
	ColoursSettled                   // the opening settled who plays which colour
)

var kindNames = [...]string{"GameStarted", "Placed", "Passed", "Illegal", "GameOver",
	"ThinkingStarted", "ThinkingStopped", "Undone", "Redone", "HintStarted", "HintReady",
	"AnalysisReady", "Paused", "Resumed", "LevelChanged", "SearchProgress", "ValuesChanged",
	"EngineFailed", "HintFailed", "EngineChanged", "OpeningAsked", "ColoursSettled"}

// String returns the kind's name, such as "Placed".
func (k EventKind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return fmt.Sprintf("EventKind(%d)", int(k))
	}
	return kindNames[k]
}
