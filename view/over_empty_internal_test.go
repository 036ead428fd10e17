package view

import (
	"testing"
	"time"

	"othello/controller/controllertest"
	cg "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	"othello/view/gomokuview"
)

// A flag that falls before the first move ends a game with nothing to
// look back at: the game-over box offers a new game only, not a review
// or an analysis that would say there is no move.
func TestGameOverWithoutAMoveOffersANewGameOnly(t *testing.T) {
	ft := controllertest.NewManualTime()
	player := &slowPlayer{done: make(chan struct{})}
	t.Cleanup(func() { close(player.done) })
	u, queue, _ := clockUI(t, player, ft)
	startOnASecond(u)
	ft.Advance(1001 * time.Millisecond)
	run(queue)
	if !u.snap.Over || u.snap.Game.Len() != 0 {
		t.Fatalf("over %v after %d moves", u.snap.Over, u.snap.Game.Len())
	}
	over := u.dialogs.over
	if over == nil {
		t.Fatal("no game-over box")
	}
	if !over.review.Hidden || !over.analyze.Hidden || !over.report.Hidden || over.playAgain.Hidden {
		t.Errorf("shown: review %v, analyze %v, report %v, new game %v; want new game only",
			!over.review.Hidden, !over.analyze.Hidden, !over.report.Hidden, !over.playAgain.Hidden)
	}
}

// Gomoku's game-over box, after Black's flag fell before the first stone,
// offers a new game only.
func TestGomokuOverWithoutAStoneOffersANewGameOnly(t *testing.T) {
	for _, stones := range []int{0, 1} {
		u, queue := newTestUI(t)
		// no real ticker: its fyne.Do runs beside the test under the test driver
		u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
		two := gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}
		if err := u.games().startGomoku(two, nil, false); err != nil {
			t.Fatal(err)
		}
		mt := controllertest.NewManualTime()
		u.gmk.Probe().SetTime(mt)
		two.Clock = model.TimeControl{Main: 10 * time.Second}
		if err := u.games().startGomoku(two, nil, false); err != nil {
			t.Fatal(err)
		}
		if stones == 1 {
			tapPoint(u, gomoku.At(7, 7))
			run(queue)
		}
		mt.Advance(11 * time.Second)
		run(queue)
		over := u.gmk.Probe().Parts().Over
		if over == nil {
			t.Fatalf("%d stones: no game-over box", stones)
		}
		if want := stones > 0; over.Review.Hidden == want || over.PlayAgain.Hidden {
			t.Errorf("%d stones: review shown %v, new game shown %v", stones, !over.Review.Hidden, !over.PlayAgain.Hidden)
		}
		u.games().closeGomoku()
	}
}
