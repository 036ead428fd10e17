package view

import (
	"slices"
	"strings"
	"testing"
	"time"

	"othello/model"
	"othello/view/kit"
	"othello/view/shown"
)

// Gomoku's New game choices offer every clock Othello's do, a custom one
// too: 7+3 typed in starts the game on 7+3, is kept for the next game and
// shown again as custom with its minutes; minutes that cannot be read
// start the game without a clock and say why.
func TestGomokuCustomClock(t *testing.T) {
	u, _ := newTestUI(t)
	// no real ticker: its fyne.Do runs beside the test under the test driver
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
	t.Cleanup(u.games().closeGomoku)
	u.dialogs.showNewGameDialog()
	f := u.dialogs.newGame
	if got := f.gomoku.Clock.Select.Options; !slices.Equal(got, f.clock.Select.Options) || got[len(got)-1] != kit.CustomClockLabel() {
		t.Fatalf("Gomoku's clocks %q, Othello's %q", got, f.clock.Select.Options)
	}
	f.game.SetSelected(shown.Gomoku.Name())
	f.gomoku.Opponent.SetSelected(f.gomoku.Opponent.Options[2]) // two people: no computer to wait for
	f.gomoku.Clock.Select.SetSelected(kit.CustomClockLabel())
	if f.gomoku.Clock.Custom.Hidden {
		t.Fatal("the custom fields are hidden")
	}
	f.gomoku.Clock.Minutes.SetText("7")
	f.gomoku.Clock.Increment.SetText("3")
	f.dlg.Confirm()
	want := model.TimeControl{Main: 7 * time.Minute, Increment: 3 * time.Second}
	if !u.gmk.Active() || u.gmk.Snapshot().Clocks.Control != want || u.prefs.Gomoku.Clock != want {
		t.Fatalf("Gomoku on show %v, its clock %v, kept %v; want %v", u.gmk.Active(), u.gmk.Snapshot().Clocks.Control, u.prefs.Gomoku.Clock, want)
	}
	u.dialogs.showNewGameDialog()
	f = u.dialogs.newGame
	if c := f.gomoku.Clock; c.Select.Selected != kit.CustomClockLabel() || c.Minutes.Text != "7" || c.Increment.Text != "3" {
		t.Errorf("next time the dialog offers %q, %q min +%q s", c.Select.Selected, c.Minutes.Text, c.Increment.Text)
	}
	f.gomoku.Clock.Minutes.SetText("seven")
	f.dlg.Confirm()
	if got := u.gmk.Snapshot().Clocks.Control; got.On() {
		t.Errorf("unreadable minutes started a game on %v", got)
	}
	if notice := u.gmk.Probe().Parts().Notice.Text; !strings.Contains(notice, "This game has no clock: minutes") {
		t.Errorf("the notice says %q", notice)
	}
}
