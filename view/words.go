// The window's wording: what it says about the game, as plain functions of
// the controller's state, with no Fyne, so that tables of cases test them.

package view

import (
	"othello/model"
)

// illegalText says in the window's English why a move was refused.
func illegalText(r *model.IllegalMoveError) string {
	if r == nil {
		return ""
	}
	var why string
	switch r.Reason {
	case model.GameIsOver:
		why = r.Move.String() + ": the game is over"
	case model.MayNotPass:
		why = r.Turn.String() + " may not pass, " + r.Turn.String() + " has a legal move (" + r.Legal.String() + ")"
	case model.Occupied:
		why = r.Move.String() + " is already occupied"
	case model.MustPass:
		why = r.Turn.String() + " has no legal move and must pass"
	case model.FlipsNothing:
		why = r.Turn.String() + " at " + r.Move.String() + " flips no disc"
	case model.ComputerPlays:
		why = r.Move.String() + ": the computer plays " + r.Turn.String()
	case model.PassIsAutomatic:
		why = r.Move.String() + ": passes are played for you when you have no move"
	default:
		why = r.Explain()
	}
	return "Not allowed: " + why + "."
}
