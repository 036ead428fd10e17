// Why a move is refused: the reasons as values, so that each front end can
// phrase them in its own words.

package model

import (
	"errors"
	"fmt"
)

// ErrIllegalMove is wrapped by every error about a move the rules forbid:
// every *IllegalMoveError matches it with errors.Is.
var ErrIllegalMove = errors.New("illegal move")

// Reason says why a move is illegal.
type Reason int

// The reasons a move is refused.
const (
	GameIsOver      Reason = iota + 1 // neither side can move
	MayNotPass                        // a pass while the side has a legal move
	NotASquare                        // the move is neither a square nor a pass
	Occupied                          // the square already holds a disc
	MustPass                          // the side has no legal move and must pass
	FlipsNothing                      // the square turns no disc over
	NotYourTurn                       // the other colour is to move
	ComputerPlays                     // the colour to move is the computer's (the controller's rule)
	PassIsAutomatic                   // a person may not pass: forced passes are played for them (the controller's rule)
)

// IllegalMoveError is the error for a refused move: the reason, the move,
// and what a message needs to explain it.
type IllegalMoveError struct {
	Reason Reason
	Move   Square
	Mover  Color  // who tried to move
	Turn   Color  // whose turn it is
	Legal  Square // a legal move of Turn (for MayNotPass), else NoSquare
	// TurnMustPass says the side to move has no legal move (with
	// NotYourTurn: the other side must pass before Mover may move).
	TurnMustPass bool
	// On boards other than 8x8, Size is the board's size, and the move and
	// the legal move are Cell and LegalCell (Move and Legal are NoSquare);
	// Size is 0 on 8x8.
	Size            int
	Cell, LegalCell Cell
}

// MoveName writes the refused move as on its board ("f5", "j10", "pass").
func (e *IllegalMoveError) MoveName() string { return e.name(e.Move, e.Cell) }

// LegalName writes the legal move of a MayNotPass refusal.
func (e *IllegalMoveError) LegalName() string { return e.name(e.Legal, e.LegalCell) }

func (e *IllegalMoveError) name(sq Square, c Cell) string {
	if e.Size == 0 || e.Size == 8 {
		return sq.String()
	}
	g, err := GeometryOf(e.Size)
	if err != nil {
		return "--"
	}
	return g.CellName(c)
}

// Is makes the error match ErrIllegalMove.
func (e *IllegalMoveError) Is(target error) bool { return target == ErrIllegalMove }

// Error says why in English, as the game's logs and the engine protocols
// show it.
func (e *IllegalMoveError) Error() string {
	return ErrIllegalMove.Error() + ": " + e.Explain()
}

// Explain says why in English, without the "illegal move" prefix.
func (e *IllegalMoveError) Explain() string {
	move := e.MoveName()
	switch e.Reason {
	case GameIsOver:
		return fmt.Sprintf("%s: the game is over", move)
	case MayNotPass:
		return fmt.Sprintf("%s may not pass, %s has a legal move (%s)", e.Turn, e.Turn, e.LegalName())
	case NotASquare:
		if e.Size != 0 && e.Size != 8 {
			return fmt.Sprintf("%d is not a square", int(e.Cell))
		}
		return fmt.Sprintf("%d is not a square", int(e.Move))
	case Occupied:
		return fmt.Sprintf("%s is already occupied", move)
	case MustPass:
		return fmt.Sprintf("%s has no legal move and must pass", e.Turn)
	case FlipsNothing:
		return fmt.Sprintf("%s at %s flips no disc", e.Turn, move)
	case NotYourTurn:
		return fmt.Sprintf("%s: it is %s's turn", move, e.Turn)
	case ComputerPlays:
		return fmt.Sprintf("%s: the computer plays %s", move, e.Turn)
	case PassIsAutomatic:
		return fmt.Sprintf("%s: passes are played for you when you have no move", move)
	}
	return fmt.Sprintf("%s: reason %d", move, int(e.Reason))
}

// Illegal returns the reason colour c may not play sq in p, or nil if it
// may.
func (p Position) Illegal(c Color, sq Square) *IllegalMoveError {
	b := p.Board
	e := &IllegalMoveError{Move: sq, Mover: c, Turn: p.Turn, Legal: NoSquare, TurnMustPass: b.MustPass()}
	switch {
	case b.GameOver():
		e.Reason = GameIsOver
	case c != p.Turn:
		e.Reason = NotYourTurn
	case sq == Pass:
		if !b.MustPass() {
			e.Reason, e.Legal = MayNotPass, SquaresOf(b.Moves())[0]
			return e
		}
		return nil
	case !sq.OnBoard():
		e.Reason = NotASquare
	case (b.Player|b.Opponent)&sq.Bit() != 0:
		e.Reason = Occupied
	case b.Moves()&sq.Bit() == 0:
		e.Reason = FlipsNothing
		if b.MustPass() {
			e.Reason = MustPass
		}
	default:
		return nil
	}
	return e
}
