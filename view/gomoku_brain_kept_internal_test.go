// Tests that a brain the person gave up for our level stays given up.

package view

import (
	"testing"

	"fyne.io/fyne/v2/test"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
)

// A brain given up for our level after it failed stays given up, as an
// engine given up in Othello does: the game kept comes back at the next
// launch against the level, not against the brain that fails again, and
// the New game dialog offers the level.
func TestGomokuBrainGivenUpStaysGivenUp(t *testing.T) {
	dir := t.TempDir()
	u, queue, _ := gomokuUIWith(t, Options{StateDir: dir}, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true,
		Level: level.Easy, UseBrain: true, Brain: "/nonexistent/pbrain-x"})
	tapPoint(u, gomoku.Center(15))
	if st := pumpGomoku(t, u, queue); st.Stalled == nil {
		t.Fatal("the brain that cannot start did not stop the game")
	}
	playOn := findButton(u.win.Canvas().Overlays().Top(), "Play on against Easy")
	if playOn == nil {
		t.Fatal("the brain's failure offers no Play on against Easy")
	}
	test.Tap(playOn)
	if st := pumpGomoku(t, u, queue); st.Opponent != "Easy" || st.Game.MoveCount() != 2 {
		t.Fatalf("playing on: opponent %q, %d stones", st.Opponent, st.Game.MoveCount())
	}
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, _ := resumedUI(t, dir)
	st := next.gmk.Snapshot()
	if !next.gmk.Active() || st.Game.MoveCount() != 2 || st.Opponent != "Easy" || st.Stalled != nil {
		t.Fatalf("the next launch: Gomoku %v, %d stones against %q, stalled %v; want 2 against Easy",
			next.gmk.Active(), st.Game.MoveCount(), st.Opponent, st.Stalled)
	}
	if next.prefs.Gomoku.UseBrain || next.prefs.Gomoku.Brain != "/nonexistent/pbrain-x" {
		t.Errorf("the settings kept: brain %v (%q); want our level, the brain's command line kept for the dialog",
			next.prefs.Gomoku.UseBrain, next.prefs.Gomoku.Brain)
	}
}
