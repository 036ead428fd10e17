package view

import (
	"testing"

	"othello/controller"
)

// The game-over box leaves the panel working beside it, and the menu's
// keys too: Ctrl+N opens the New game dialog and Ctrl+Z takes the last
// move back, the box closing first as a click beside it closes it. They
// did nothing while it showed.
func TestMenuKeysActOverTheGameOverBox(t *testing.T) {
	tests := []struct {
		item  string
		check func(t *testing.T, u *UI, moves int)
	}{
		{"new", func(t *testing.T, u *UI, _ int) {
			if u.dialogs.newGame == nil || u.win.Canvas().Overlays().Top() == nil || u.dialogs.overOnTop() {
				t.Error("Ctrl+N over the game-over box opened no New game dialog")
			}
		}},
		{"undo", func(t *testing.T, u *UI, moves int) {
			if u.snap.Over || u.snap.Game.Len() >= moves {
				t.Errorf("Ctrl+Z over the game-over box: over %v, %d moves of %d", u.snap.Over, u.snap.Game.Len(), moves)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.item, func(t *testing.T) {
			u, queue := newTestUI(t)
			g, _ := reportGame(t)
			u.ctl.Load(g.Clone(), controller.DefaultSettings())
			run(queue)
			if !u.dialogs.overOnTop() {
				t.Fatal("no game-over box at the end of the game")
			}
			u.menu.items[tt.item].Action()
			run(queue)
			if u.dialogs.over != nil {
				t.Errorf("the game-over box stays over the %s", tt.item)
			}
			tt.check(t, u, g.Len())
		})
	}
}
