package gomoku

import (
	"testing"

	"othello/controller/session"
)

// What the window may offer follows the state: a hint only while the
// person's move is awaited and none is being searched, pause only in a
// demo under way.
func TestSessionStateCan(t *testing.T) {
	tests := []struct {
		name string
		st   SessionState
		want session.Can
	}{
		{"person to move", SessionState{Phase: Moving, PersonToMove: true, CanUndo: true}, session.Can{Undo: true, Hint: true}},
		{"hint under way", SessionState{Phase: Moving, PersonToMove: true, Hinting: true}, session.Can{}},
		{"placing the opening's stones", SessionState{Phase: Placing, PersonToMove: true}, session.Can{}},
		{"computer to move", SessionState{Phase: Moving, CanRedo: true}, session.Can{Redo: true}},
		{"demo", SessionState{Phase: Moving, Demo: true}, session.Can{Pause: true}},
		{"demo paused", SessionState{Phase: Moving, Demo: true, Paused: true}, session.Can{Pause: true, Paused: true}},
		{"demo over", SessionState{Phase: Ended, Demo: true}, session.Can{}},
	}
	for _, tt := range tests {
		if got := tt.st.Can(); got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}
