package gomoku_test

import (
	"testing"

	"othello/model/gomoku"
	"othello/model/modeltest"
	sg "othello/strategy/gomoku"
)

// What a stone makes on a square, for the side to move and for the other
// side, whose threat the move takes away.
func TestThreatsAt(t *testing.T) {
	tests := []struct {
		name, row, square string
		mine, theirs      sg.Threat
	}{
		{"five", "..XXXX...", "b5", sg.Five, sg.NoThreat},
		{"the other side's five", "..OOOO...", "b5", sg.NoThreat, sg.Five},
		{"an open four", "...XXX...", "c5", sg.OpenFour, sg.NoThreat},
		{"a four", "OXXX.....", "e5", sg.Four, sg.NoThreat},
		{"an open three", "...XX....", "f5", sg.OpenThree, sg.NoThreat},
		{"the other side's open three", "...OO....", "f5", sg.NoThreat, sg.OpenThree},
		{"a taken square", "...XX....", "d5", sg.NoThreat, sg.NoThreat},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := modeltest.GomokuRow(t, tt.row)
			sq, err := gomoku.ParseSquare(tt.square, 9)
			if err != nil {
				t.Fatal(err)
			}
			mine, theirs := sg.ThreatsAt(p, sq)
			if mine != tt.mine || theirs != tt.theirs {
				t.Errorf("%s: makes %v, takes %v; want %v, %v", tt.square, mine, theirs, tt.mine, tt.theirs)
			}
		})
	}
}
