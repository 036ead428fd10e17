package controller_test

import (
	"testing"

	"othello/controller"
	"othello/controller/session"
)

// What the window may offer follows the snapshot: a hint only while a
// person is to move and none is being searched, pause only in a demo
// under way.
func TestSnapshotCan(t *testing.T) {
	demo := controller.Settings{Mode: controller.ComputerVsComputer}
	tests := []struct {
		name string
		s    controller.Snapshot
		want session.Can
	}{
		{"person to move", controller.Snapshot{HumanToMove: true, CanUndo: true}, session.Can{Undo: true, Hint: true}},
		{"hint under way", controller.Snapshot{HumanToMove: true, Hinting: true, CanRedo: true}, session.Can{Redo: true}},
		{"computer to move", controller.Snapshot{}, session.Can{}},
		{"demo", controller.Snapshot{Settings: demo}, session.Can{Pause: true}},
		{"demo paused", controller.Snapshot{Settings: demo, Paused: true}, session.Can{Pause: true, Paused: true}},
		{"demo over", controller.Snapshot{Settings: demo, Over: true}, session.Can{}},
	}
	for _, tt := range tests {
		if got := tt.s.Can(); got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}
