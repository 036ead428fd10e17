package gomokuview

import (
	"testing"

	"othello/model/gomoku"
	"othello/view/gomokuboard"
)

// The first step of a hint frames the ninth of the board holding the
// point, the last ninths narrower where the size does not divide by 3.
func TestHintAreaOf(t *testing.T) {
	tests := []struct {
		n    int
		sq   gomoku.Square
		want gomokuboard.Area
	}{
		{15, gomoku.At(0, 0), gomokuboard.Area{Col: 0, Row: 0, Cols: 5, Rows: 5}},
		{15, gomoku.At(7, 7), gomokuboard.Area{Col: 5, Row: 5, Cols: 5, Rows: 5}},
		{15, gomoku.At(14, 4), gomokuboard.Area{Col: 10, Row: 0, Cols: 5, Rows: 5}},
		{19, gomoku.At(18, 9), gomokuboard.Area{Col: 14, Row: 7, Cols: 5, Rows: 7}},
		{20, gomoku.At(6, 19), gomokuboard.Area{Col: 0, Row: 14, Cols: 7, Rows: 6}},
	}
	for _, tt := range tests {
		if got := hintAreaOf(tt.n, tt.sq); got != tt.want {
			t.Errorf("hintAreaOf(%d, %s) = %+v; want %+v", tt.n, tt.sq.Name(tt.n), got, tt.want)
		}
	}
}
