package gomokuview

import (
	"testing"

	"othello/model/gomoku"
	"othello/model/modeltest"
)

// The reason a hint gives, from what the stone makes and what it takes
// from the other side, the strongest first.
func TestHintReason(t *testing.T) {
	tests := []struct {
		name, row, square, want string
	}{
		{"five", "..XXXX...", "b5", "It makes five in a row."},
		{"the other side's five", "..OOOO...", "b5", "It stops White's five."},
		{"an open four", "...XXX...", "c5", "It makes an open four: White cannot stop five."},
		{"a four", "OXXX.....", "e5", "It makes a four: White must block it."},
		{"the other side's open three", "...OO....", "f5", "It takes the square where White would make an open three."},
		{"an open three", "...XX....", "f5", "It makes an open three."},
		{"nothing yet", "X........", "i5", "Nothing on the board sets it apart yet: its worth lies further ahead."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := modeltest.GomokuRow(t, tt.row)
			sq, err := gomoku.ParseSquare(tt.square, 9)
			if err != nil {
				t.Fatal(err)
			}
			if got := hintReason(p, sq); got != tt.want {
				t.Errorf("%s: %q, want %q", tt.square, got, tt.want)
			}
		})
	}
}
