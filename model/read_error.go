// Why a text could not be read as a square, a position, a transcript or a
// game record: the reasons as values, so that the window can say them in
// its language, while Error keeps the English the command line prints.

package model

import "fmt"

// ReadProblem is what is wrong with a text read: the kind of a ReadError.
type ReadProblem int

// The problems a text read can have. The fields of ReadError each uses
// are named after it.
const (
	BadSquare         ReadProblem = iota + 1 // Found is no square of a board of Size: a column then a row
	BadColumn                                // Found, a square's column, is not a to the Size-th letter
	BadRow                                   // Found, a square's row, is not 1 to Size
	BadSize                                  // Found is no board size: 4, 6, 8 or 10
	BadSquareMark                            // character At is Found, not X, O or - for a square
	SpaceAmongSquares                        // a space at character At after Count squares of Want
	TooFewSquares                            // only Count squares of the Want of a board of Size
	NoSideToMove                             // the squares, but no side to move after them
	BadSideToMove                            // Found is not a side to move (X or O)
	CentreIsEmpty                            // Square, a centre square, is empty
	NobodyCanMove                            // neither side can move: the game would be over
	BadMoveText                              // Found, a move of a game record, is not square/evaluation/time
	NotANumber                               // Found, a move's evaluation or time, is not a number
	WrongSideMoved                           // Side moved, but the other side is to move
	GGFNoStart                               // a game record that does not open with "(;"
	GGFNoEnd                                 // a game record that never ends with ";)"
	GGFTextAfter                             // text after the end of the game record
	GGFBadProperty                           // a property not written NAME[value], near Found
	GGFSecondBoard                           // a second board, or a board after the moves
	GGFBadBoard                              // the board BO[Found] cannot be read
	GGFSizesDiffer                           // a board of Count rows in a game of type Size
	GGFNotOthello                            // the game type TY[Found] is not Othello on 4x4 to 10x10
)

// ReadError says what is wrong with a text read, and where: the problem
// and its values. Error is the English the command line prints.
type ReadError struct {
	Problem ReadProblem
	Found   string // the text at fault, quoted as the English quotes it
	Square  string // a square's name
	At      int    // a character's place, from 1
	Count   int    // how many were read
	Want    int    // how many should have been
	Size    int    // the board's size
	Side    Color
	english string
}

func (e *ReadError) Error() string { return e.english }

// Is makes the errors of the set-up check match their sentinels.
func (e *ReadError) Is(target error) bool {
	switch e.Problem {
	case CentreIsEmpty:
		return target == ErrCentreEmpty
	case NobodyCanMove:
		return target == ErrGameOver
	}
	return false
}

// MoveError is an error about one move of a transcript or a game record:
// its number, its text as read, and why (a *ReadError, an
// *IllegalMoveError). Error is the English the command line prints.
type MoveError struct {
	Number  int
	Move    string
	Err     error
	english string
}

func (e *MoveError) Error() string { return e.english }
func (e *MoveError) Unwrap() error { return e.Err }

// GGFError is an error in a GGF game record at character At (from 1).
type GGFError struct {
	At  int
	Err error
}

func (e *GGFError) Error() string { return fmt.Sprintf("ggf: character %d: %v", e.At, e.Err) }
func (e *GGFError) Unwrap() error { return e.Err }
