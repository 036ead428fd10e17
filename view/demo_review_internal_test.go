package view

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	cg "othello/controller/gomoku"
	"othello/model"
	"othello/strategy/level"
	"othello/view/gomokuview"
)

// Reviewing a demo's moves holds the demo, in both games, and leaving
// the review lets it go on: it played on unseen behind the review, and
// its game-over box named a five the position on show did not have. A
// demo paused before the review stays paused after it.
func TestReviewHoldsTheDemo(t *testing.T) {
	t.Run("Othello", func(t *testing.T) {
		u, queue := newTestUI(t)
		u.ctl.NewGame(controller.Settings{Mode: controller.ComputerVsComputer})
		for u.ctl.Snapshot().Game.Len() < 2 {
			(<-queue)()
		}
		test.Tap(u.panel.buttons["previous"])
		if st := u.ctl.Snapshot(); !u.Reviewing() || !st.Paused || st.Thinking {
			t.Fatalf("reviewing the demo: review %v, paused %v, thinking %v", u.Reviewing(), st.Paused, st.Thinking)
		}
		run(queue)
		moves := u.ctl.Snapshot().Game.Len()
		test.Tap(u.panel.buttons["live"])
		if st := u.ctl.Snapshot(); st.Paused || !st.Thinking || st.Game.Len() != moves {
			t.Fatalf("after the review: paused %v, thinking %v, %d moves (%d before)", st.Paused, st.Thinking, st.Game.Len(), moves)
		}
		// paused by the person, it stays paused
		test.Tap(u.panel.buttons["pause"])
		test.Tap(u.panel.buttons["previous"])
		test.Tap(u.panel.buttons["live"])
		if st := u.ctl.Snapshot(); !st.Paused {
			t.Error("a demo paused before the review went on after it")
		}
		// Resume pressed while reviewing it ends the review: the demo
		// went on behind it, and the window fell over reading its clocks
		test.Tap(u.panel.buttons["previous"])
		test.Tap(u.panel.buttons["pause"])
		if st := u.ctl.Snapshot(); u.Reviewing() || st.Paused {
			t.Errorf("Resume while reviewing: review %v, paused %v", u.Reviewing(), st.Paused)
		}
	})
	t.Run("Gomoku", func(t *testing.T) {
		u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 9, Opening: cg.Free, First: true, Level: level.Easy, Demo: true})
		v := u.gmk
		for v.Snapshot().Game.MoveCount() < 2 {
			(<-queue)()
		}
		buttons := v.Probe().Parts().Buttons
		test.Tap(buttons["previous"])
		if st := v.Snapshot(); v.Probe().Reviewed() < 0 || !st.Paused || st.Thinking {
			t.Fatalf("reviewing the demo: review at %d, paused %v, thinking %v", v.Probe().Reviewed(), st.Paused, st.Thinking)
		}
		run(queue)
		moves := v.Snapshot().Game.MoveCount()
		test.Tap(buttons["live"])
		if st := v.Snapshot(); st.Paused || !st.Thinking || st.Game.MoveCount() != moves {
			t.Fatalf("after the review: paused %v, thinking %v, %d stones (%d before)", st.Paused, st.Thinking, st.Game.MoveCount(), moves)
		}
		test.Tap(buttons["pause"])
		test.Tap(buttons["previous"])
		test.Tap(buttons["live"])
		if !v.Snapshot().Paused {
			t.Error("a demo paused before the review went on after it")
		}
		test.Tap(buttons["previous"])
		test.Tap(buttons["pause"])
		if st := v.Snapshot(); v.Probe().Reviewed() >= 0 || st.Paused {
			t.Errorf("Resume while reviewing: review at %d, paused %v", v.Probe().Reviewed(), st.Paused)
		}
	})
}

// The clocks a review shows are read now, the moves from the last
// snapshot shown, which a demo going on may have left behind: a move past
// its end brought the window down ("index out of range [7] with length 7").
func TestReviewClocksPastTheSnapshotsMoves(t *testing.T) {
	u, queue := newTestUI(t)
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} } // the test ticks the clock itself
	s := controller.DefaultSettings()
	s.Mode, s.Clock = controller.HumanVsHuman, model.TimeControl{Main: time.Minute}
	u.ctl.Load(model.NewGame(), s)
	run(queue)
	u.ctl.PlayCell(model.CellOfSquare(model.F5))
	run(queue)
	stale := u.snap
	u.ctl.PlayCell(model.CellOfSquare(model.D6))
	u.ctl.PlayCell(model.CellOfSquare(model.C3))
	u.snap, u.review = stale, 1
	othelloClock{u}.ShowFaces()
}
