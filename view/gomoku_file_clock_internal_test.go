package view

import (
	"strings"
	"testing"
	"time"

	cg "othello/controller/gomoku"
	"othello/model"
	"othello/strategy/level"
	"othello/view/gomokuview"
)

// A Gomoku file saved without a clock opens without one, as Othello's
// does: it took the clock of the game on show and ran it down unsaid. A
// paste keeps that clock, full again, and says so, as Othello's paste
// does; a file saved on a clock keeps its own.
func TestGomokuFileKeepsItsOwnClock(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
	onClock := u.gmk.Prefs()
	onClock.Clock = model.TimeControl{Main: time.Minute}
	if err := u.games().startGomoku(onClock, nil, false); err != nil {
		t.Fatal(err)
	}
	if !u.gmk.Snapshot().Clocks.On() {
		t.Fatal("the game on show has no clock")
	}
	if err := u.OpenURI(writeFile(t, "untimed.txt", "h8 i9 j10 h9\n")); err != nil {
		t.Fatal(err)
	}
	run(queue)
	st := u.gmk.Snapshot()
	if st.Game.MoveCount() != 4 || st.Clocks.On() {
		t.Errorf("a file without a clock opened with %d stones on the clock %v", st.Game.MoveCount(), st.Clocks.Control)
	}

	if err := u.games().startGomoku(onClock, nil, false); err != nil {
		t.Fatal(err)
	}
	u.app.Clipboard().SetContent("h8 i9 j10")
	u.menu.items["paste"].Action()
	run(queue)
	if st := u.gmk.Snapshot(); st.Game.MoveCount() != 3 || st.Clocks.Control != onClock.Clock {
		t.Fatalf("pasted: %d stones on the clock %v", st.Game.MoveCount(), st.Clocks.Control)
	}
	if got := u.gmk.Probe().Parts().Notice.Text; !strings.Contains(got, "The clocks start afresh: 1+0") {
		t.Errorf("the paste says %q; want the clocks starting afresh", got)
	}

	timed := u.gmk.Probe().FileText(".txt")
	if err := u.games().startGomoku(u.gmk.Prefs(), nil, false); err != nil {
		t.Fatal(err)
	}
	if err := u.OpenURI(writeFile(t, "timed.txt", timed)); err != nil {
		t.Fatal(err)
	}
	run(queue)
	if st := u.gmk.Snapshot(); st.Clocks.Control != onClock.Clock {
		t.Errorf("a file saved on a clock opened on %v", st.Clocks.Control)
	}
}
