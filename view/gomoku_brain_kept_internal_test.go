// Tests of the brain a kept game is played against: given up for our
// level it stays given up, and it keeps the name it told.

package view

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/controller/controllertest"
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

// A game kept against a brain comes back naming the brain as the brain
// named itself (ABOUT), before it is started again for its next move; so
// does the next game against the same command line.
func TestGomokuKeptBrainKeepsItsName(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "fakebrain")
	if err := controllertest.GoBuild(bin, "../controller/gomoku", "./testdata/fakebrain"); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	brain := bin + " good"
	u, queue, _ := gomokuUIWith(t, Options{StateDir: dir}, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true,
		Level: level.Easy, UseBrain: true, Brain: brain})
	tapPoint(u, gomoku.Center(15))
	if st := pumpGomoku(t, u, queue); st.Opponent != "fakebrain-good" || st.Game.MoveCount() != 2 {
		t.Fatalf("against the brain: opponent %q, %d stones", st.Opponent, st.Game.MoveCount())
	}
	if g := u.prefs.Gomoku; g.BrainName != "fakebrain-good" || g.BrainNamed != brain {
		t.Errorf("the settings keep the name %q for %q", g.BrainName, g.BrainNamed)
	}
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, _ := resumedUI(t, dir)
	if st := next.gmk.Snapshot(); !next.gmk.Active() || st.Game.MoveCount() != 2 || st.Opponent != "fakebrain-good" {
		t.Fatalf("the next launch: Gomoku %v, %d stones against %q; want 2 against fakebrain-good",
			next.gmk.Active(), st.Game.MoveCount(), st.Opponent)
	}
}
