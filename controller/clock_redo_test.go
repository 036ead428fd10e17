package controller_test

import (
	"testing"
	"time"

	"othello/controller"
	"othello/controller/controllertest"
	"othello/controller/session"
	"othello/model"
)

// afterF5F6OnAMinute is a game on a minute each: the person, Black,
// played f5 after 5 s, and the computer answered f6 at once.
func afterF5F6OnAMinute(t *testing.T) (*harness, *controllertest.ManualTime, *blocker) {
	t.Helper()
	b := newBlocker()
	h, ft := timedHarness(t, same(b))
	s := controller.DefaultSettings()
	s.Clock = model.TimeControl{Main: time.Minute}
	h.c.NewGame(s)
	ft.Advance(5 * time.Second)
	h.c.PlayCell(model.CellOfSquare(model.F5))
	<-b.started
	b.release <- model.F6
	h.waitDispatched()
	return h, ft, b
}

// A flag that falls ends the game where it stands: the moves undone
// before it are not played again, and the clocks with them (Redo brought
// the game back to life, its clock refunded).
func TestFlagFallEndsTheRedo(t *testing.T) {
	h, ft, _ := afterF5F6OnAMinute(t)
	if !h.c.Undo() || !h.c.Snapshot().CanRedo {
		t.Fatal("nothing to redo after the undo")
	}
	ft.Advance(time.Minute) // Black, to move, runs out of time
	over := h.waitFor(session.GameOver)
	if !over.Snapshot.Clocks.Flagged {
		t.Fatalf("the game ended with no flag fallen: %+v", over.Snapshot.Clocks)
	}
	if snap := h.c.Snapshot(); snap.CanRedo || h.c.State().Can().Redo {
		t.Error("Redo offered after the flag fell")
	}
	if h.c.Redo() {
		t.Errorf("Redo played on after the flag fell: %s", h.c.Snapshot().Game.Transcript())
	}
	h.c.Close()
}
