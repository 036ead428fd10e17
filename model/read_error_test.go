package model_test

import (
	"errors"
	"strings"
	"testing"

	"othello/model"
)

// TestReadErrorsAreTyped: the errors of reading a set-up or a game file
// carry their problem and its values for the window to word, and keep the
// English the command line prints.
func TestReadErrorsAreTyped(t *testing.T) {
	tests := []struct {
		text    string
		problem model.ReadProblem
		found   string
		number  int // the move at fault, 0 for none
		english string
	}{
		{"f5 d6 q9", model.BadColumn, "'q'", 3, `transcript: move 3 at character 7: square "q9": column 'q' is not a-h`},
		{"6x6 c2g1", model.BadColumn, "'g'", 2, `transcript: move 2 at character 3: square "g1": column 'g' is not a-f`},
		{"12x12 a1", model.BadSize, "12", 0, "set up: board size 12: want 4, 6, 8 or 10"},
		{strings.Repeat("-", 63) + " X", model.SpaceAmongSquares, "", 0, "position: space at character 64 after 63 squares; want 64 squares then the side to move"},
		{strings.Repeat("-", 64) + " Q", model.BadSideToMove, `"Q"`, 0, `position: side to move "Q" at character 66; want X or O`},
		{"6x6 " + strings.Repeat("-", 36) + " Q", model.BadSideToMove, `"Q"`, 0, `position: side to move "Q"; want X or O`},
		{"(;GM[Othello]B[F5]W[F5/x];)", model.NotANumber, `"x"`, 2, `ggf: character 19: move 2 W[F5/x]: move "F5/x": evaluation "x" is not a number`},
		{"(;GM[Othello]TY[9]B[F5];)", model.GGFNotOthello, "9", 0, "ggf: character 14: TY[9]: only Othello on 4x4, 6x6, 8x8 and 10x10 is supported"},
	}
	for _, tt := range tests {
		_, err := model.ParseGameFile(tt.text)
		var re *model.ReadError
		if !errors.As(err, &re) || re.Problem != tt.problem || re.Found != tt.found {
			t.Errorf("%q: %#v, want problem %d, found %s", tt.text, err, tt.problem, tt.found)
			continue
		}
		var mv *model.MoveError
		if n := 0; errors.As(err, &mv) {
			n = mv.Number
			if n != tt.number {
				t.Errorf("%q: move %d, want %d", tt.text, n, tt.number)
			}
		} else if tt.number != 0 {
			t.Errorf("%q: no move named, want %d", tt.text, tt.number)
		}
		if err.Error() != tt.english {
			t.Errorf("%q: %q, want %q", tt.text, err, tt.english)
		}
	}
}
