package view

import (
	"testing"
	"time"

	"othello/controller/controllertest"
	cg "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/sound"
)

// A flag that falls while swap2's question of the colour waits ends the
// game: the question closes with it (it stayed, over the game-over box,
// and answered "No question is asked."), the box says whose flag fell
// (it said nothing, no colour being the loser's), the sound is the
// person's loss, and the statistics count it (they left it out).
func TestGomokuFlagFallsWhileTheOpeningAsks(t *testing.T) {
	p := gomokuview.Prefs{Size: 15, Opening: cg.Swap2, First: false, Level: level.Easy}
	u, queue, fx := gomokuUI(t, p)
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
	mt := controllertest.NewManualTime()
	u.gmk.Probe().SetTime(mt)
	p.Clock = model.TimeControl{Main: 10 * time.Second}
	if err := u.games().startGomoku(p, nil, false); err != nil {
		t.Fatal(err)
	}
	st := pumpGomoku(t, u, queue)
	if st.Phase != cg.Choosing || u.gmk.Probe().Parts().Choice == nil {
		t.Fatalf("after the computer's three stones: phase %v, question %v", st.Phase, u.gmk.Probe().Parts().Choice != nil)
	}
	before := LoadGomokuStats(u.app.Preferences())[level.Easy]

	mt.Advance(11 * time.Second)
	run(queue)
	st = u.gmk.Snapshot()
	if st.Phase != cg.Ended || !st.Clocks.Flagged || st.Person != gomoku.NoColor {
		t.Fatalf("the person's time ran out in the opening: phase %v, on time %v, person %v", st.Phase, st.Clocks.Flagged, st.Person)
	}
	parts := u.gmk.Probe().Parts()
	if parts.Choice != nil && parts.Choice.Visible() {
		t.Error("the opening's question stays open after the game ended")
	}
	if parts.Over == nil {
		t.Fatal("no game-over box")
	}
	if got, want := parts.Over.Text.Text, "Your flag fell before the colours were settled."; got != want {
		t.Errorf("the game-over box says %q; want %q", got, want)
	}
	if got := parts.Turn.Text; got != "Easy wins on time" { // named as "Easy wins" names a loss on the board
		t.Errorf("the status says %q", got)
	}
	if !fx.has(sound.Lose) || fx.has(sound.Draw) {
		t.Errorf("sounds %v; want the loss's", fx.played)
	}
	after := LoadGomokuStats(u.app.Preferences())[level.Easy]
	if after.Lost != before.Lost+1 || after.OnTime != before.OnTime+1 || after.Drawn != before.Drawn {
		t.Errorf("statistics %+v after %+v; want one more loss on time", after, before)
	}
}
