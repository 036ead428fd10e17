// Whether a position built square by square (the window's position
// editor) can start a game, and why not.

package model

import (
	"errors"
	"fmt"
)

// The reasons a set-up position cannot start a game.
var (
	ErrCentreEmpty = errors.New("the four centre squares are never empty in a game of Othello")
	ErrGameOver    = errors.New("neither side can move there: the game would already be over")
)

// SetupProblem returns why p cannot start a game, or nil: every game keeps
// its four centre squares filled, and one side at least must be able to
// move. (A side to move with no move passes at once, as in any game.)
func (p SizedPosition) SetupProblem() error {
	g := p.Geometry()
	n := g.Size()
	occupied := p.Board.Player.Or(p.Board.Opponent)
	for _, c := range []Cell{g.Cell(n/2-1, n/2-1), g.Cell(n/2, n/2-1), g.Cell(n/2-1, n/2), g.Cell(n/2, n/2)} {
		if occupied.And(g.CellBits(c)).IsZero() {
			return &ReadError{Problem: CentreIsEmpty, Square: g.CellName(c), Size: n,
				english: fmt.Sprintf("%v (%s is empty)", ErrCentreEmpty, g.CellName(c))}
		}
	}
	if p.Board.GameOver() {
		return &ReadError{Problem: NobodyCanMove, Size: n, english: ErrGameOver.Error()}
	}
	return nil
}
