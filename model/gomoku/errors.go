// Why a move or a text is refused: reasons as values, so that each front
// end can phrase them in its own words.

package gomoku

import (
	"errors"
	"fmt"

	"othello/model/bounded"
)

// ErrIllegalMove is matched (errors.Is) by every *MoveError.
var ErrIllegalMove = errors.New("illegal move")

// ErrSyntax is matched (errors.Is) by every *SyntaxError.
var ErrSyntax = errors.New("bad notation")

var errUnknownRule = errors.New("unknown rule")

// Reason says why a move is illegal.
type Reason int8

// The reasons a move is refused.
const (
	OffBoard Reason = iota + 1 // the square is not on the board
	Occupied                   // the square already holds a stone
	GameOver                   // the game has been won or drawn
)

// MoveError is the error for a refused move.
type MoveError struct {
	Reason Reason
	Square Square
	Size   int // the board's size, to name the square
}

// Is makes the error match ErrIllegalMove.
func (e *MoveError) Is(target error) bool { return target == ErrIllegalMove }

// Error says why in English: "illegal move h8: the square is taken".
func (e *MoveError) Error() string {
	name := e.Square.String()
	if e.Square.Inside(e.Size) {
		name = e.Square.Name(e.Size)
	}
	var why string
	switch e.Reason {
	case OffBoard:
		why = fmt.Sprintf("not on the %dx%d board", e.Size, e.Size)
	case Occupied:
		why = "the square is taken"
	case GameOver:
		why = "the game is over"
	default:
		why = "refused"
	}
	return fmt.Sprintf("%v %s: %s", ErrIllegalMove, name, why)
}

// SyntaxError is the error for a square, a move list or a position that
// does not parse: what was being read, the offending text, where it
// stands and why.
type SyntaxError struct {
	What  Unreadable // what was being read: a move, a position's row...
	Index int        // the move's number in its list or the line's in its text, from 1; 0 alone
	Text  string     // the offending move or line
	Msg   string     // why it does not parse
}

// Is makes the error match ErrSyntax.
func (e *SyntaxError) Is(target error) bool { return target == ErrSyntax }

// Error says what and why: `bad move 3 "z9": column z is not a letter a-t`.
func (e *SyntaxError) Error() string {
	if e.Index > 0 {
		return fmt.Sprintf("bad %s %d %s: %s", e.What, e.Index, bounded.Quote(e.Text), e.Msg)
	}
	return fmt.Sprintf("bad %s %s: %s", e.What, bounded.Quote(e.Text), e.Msg)
}

// Unreadable names what a SyntaxError was reading, so that a reader in
// another language can say it in its own words.
type Unreadable int

// What a SyntaxError was reading.
const (
	ReadingMove         Unreadable = iota // a move of a list: "h8"
	ReadingGomocupMove                    // a Gomocup move: "7,7"
	ReadingBoardLine                      // a line of the Gomocup BOARD command
	ReadingBoardCommand                   // the Gomocup BOARD command as a whole
	ReadingPosition                       // a position's text as a whole
	ReadingPositionLine                   // a position's last line, the colour to move
	ReadingPositionRow                    // a row of a position
)

// String is the English name the error messages use.
func (u Unreadable) String() string {
	switch u {
	case ReadingMove:
		return "move"
	case ReadingGomocupMove:
		return "Gomocup move"
	case ReadingBoardLine:
		return "BOARD line"
	case ReadingBoardCommand:
		return "BOARD command"
	case ReadingPosition:
		return "position"
	case ReadingPositionLine:
		return "position line"
	case ReadingPositionRow:
		return "position row"
	}
	return fmt.Sprintf("Unreadable(%d)", int(u))
}

// PlayError is a refused move of a list: its number in the list, from 1,
// and the refusal (a *MoveError).
type PlayError struct {
	Index int
	Err   error
}

// Error names the move's number: "move 3: illegal move h8: the square is taken".
func (e *PlayError) Error() string { return fmt.Sprintf("move %d: %v", e.Index, e.Err) }

// Unwrap returns the refusal.
func (e *PlayError) Unwrap() error { return e.Err }
