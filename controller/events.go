package controller

import (
	"fmt"

	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// Event is one thing that happened, with the state right after it. Events
// are values: nothing in them changes after they are published.
//
// Its kinds are every game's (session.EventKind); Othello's fill: Placed,
// Cell and Turned; Illegal, Refused; GameOver, Snapshot.Result or
// Snapshot.Clocks.Flagged; HintReady, Snapshot.Hint; AnalysisReady,
// Snapshot.Analysis; SearchProgress, Snapshot.Thought; ValuesChanged,
// Snapshot.Values; EngineFailed and HintFailed, Err (the game
// waits, Snapshot.Stalled, for Resume or another opponent); LevelChanged
// and EngineChanged, Snapshot.Settings.
type Event struct {
	Kind     session.EventKind
	Color    model.Color             // who placed, passed or is thinking
	Cell     model.Cell              // the move placed, refused or hinted
	Turned   []model.Cell            // the discs Cell turned over
	Refused  *model.IllegalMoveError // why a move was refused
	Err      error                   // why an external engine failed: a program's failure is a *child.Error
	Snapshot Snapshot                // the state after the event
}

// String describes the event in a few words, for logs and test failures.
func (e Event) String() string {
	switch e.Kind {
	case session.Placed:
		return fmt.Sprintf("session.Placed %s %s flips %v", e.Color, e.name(e.Cell), e.names(e.Turned))
	case session.Passed, session.ThinkingStarted:
		return fmt.Sprintf("%s %s", e.Kind, e.Color)
	case session.Illegal:
		return fmt.Sprintf("session.Illegal %s: %v", e.name(e.Cell), e.Refused)
	case session.GameOver:
		return fmt.Sprintf("session.GameOver %s", e.Snapshot.Result)
	case session.HintReady:
		return fmt.Sprintf("session.HintReady %s", e.name(e.Cell))
	case session.EngineFailed, session.HintFailed:
		return fmt.Sprintf("%s: %v", e.Kind, e.Err)
	}
	return e.Kind.String()
}

func (e Event) name(c model.Cell) string { return e.Snapshot.Game.Geometry().CellName(c) }

func (e Event) names(cells []model.Cell) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = e.name(c)
	}
	return out
}

// Snapshot is the state of the game at one moment. It is a value that the
// controller never touches again, so a view may keep it and read it from
// its own goroutine; its slices must not be modified.
//
// Its session.State is what every game's session says of itself: Over
// (neither side can move, or a flag fell), PersonToMove, Thinking,
// Hinting, Demo (Settings.Mode is ComputerVsComputer), Paused, CanUndo,
// CanRedo, Stalled (an external opponent could not move) and Clocks (when
// Settings.Clock has one; side 0 is Black).
type Snapshot struct {
	session.State
	Settings Settings
	Game     model.Record           // the game: start, moves with passes, the positions along them, redo
	Sized    model.SizedPosition    // the current position, Game.Sized()
	Legal    model.Bits             // the legal moves of the side to move, on any size (Sized.Board.Moves())
	Result   model.Result           // the current count, final when Over
	Hint     *strategy.SizedResult  // the hint search's answer (move, score, exact or not), on any size; nil when none
	Analysis []strategy.SizedResult // scores of the legal moves when asked for
	Thought  *Thought               // the computer's or a hint's search so far, or its answer (see Thought); nil when none
	Values   []strategy.SizedResult // the move values (SetMoveValues) of the position after ValuesAt moves, best first; nil when none
	ValuesAt int                    // the moves before the position Values score, -1 when none
	// HintEngine names the external program that gives this game's
	// hints, "" for our search: the hint engine chosen, where it plays
	// the board's size
	HintEngine string
}

// HintCell returns the hinted move on any size, NoCell when there is none.
func (s Snapshot) HintCell() model.Cell {
	if s.Hint == nil {
		return model.NoCell
	}
	return s.Hint.Move
}
