package view

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
)

// Swap2's question of the colour leaves the three opening stones in
// sight, in a window of any shape: the person chooses looking at them, as
// the game-over box leaves the five in sight. The dialog it was stood in
// the board's middle, over the stones.
func TestGomokuChoiceLeavesTheStonesInSight(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 980, Height: 720}, {Width: 800, Height: 600}, {Width: 700, Height: 1000}} {
		p := gomokuview.Prefs{Size: 15, Opening: cg.Swap2, First: false, Level: level.Easy}
		u, queue, _ := gomokuUI(t, p)
		u.win.Resize(size)
		st := pumpGomoku(t, u, queue)
		choice := u.gmk.Probe().Parts().Choice
		if st.Phase != cg.Choosing || st.Game.MoveCount() != 3 || choice == nil {
			t.Fatalf("%v: after the computer's three stones: phase %v, %d stones, question %v", size, st.Phase, st.Game.MoveCount(), choice != nil)
		}
		board := u.gmk.Board()
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(board)
		box, boxSize := choice.Bounds()
		for _, sq := range st.Game.Moves() {
			p := at.Add(board.PointCenter(sq))
			if p.X >= box.X && p.X <= box.X+boxSize.Width && p.Y >= box.Y && p.Y <= box.Y+boxSize.Height {
				t.Errorf("%v: the question at %v (%v) covers the stone %s at %v", size, box, boxSize, sq.Name(15), p)
			}
		}
		if box.X < 0 || box.Y < 0 || box.X+boxSize.Width > size.Width+1 || box.Y+boxSize.Height > size.Height+1 {
			t.Errorf("%v: the question at %v (%v) leaves the window", size, box, boxSize)
		}
	}
}

// While the question waits, the board takes no stone and Previous is
// greyed (the question asks of the live stones), but the panel's New game
// still answers a click beside the box, as it does beside Othello's
// game-over box.
func TestGomokuChoiceLeavesNewGameWorking(t *testing.T) {
	p := gomokuview.Prefs{Size: 15, Opening: cg.Swap2, First: false, Level: level.Easy}
	u, queue, _ := gomokuUI(t, p)
	st := pumpGomoku(t, u, queue)
	parts := u.gmk.Probe().Parts()
	if st.Phase != cg.Choosing || parts.Choice == nil {
		t.Fatalf("phase %v, question %v", st.Phase, parts.Choice != nil)
	}
	if !parts.Buttons["previous"].Disabled() {
		t.Error("Previous is offered while the question waits")
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject
	board := u.gmk.Board()
	free := at(board).Add(board.PointCenter(gomoku.At(0, 14)))
	test.TapAt(parts.Choice, free)
	if got := u.gmk.Snapshot(); got.Game.MoveCount() != 3 || got.Phase != cg.Choosing || u.gmk.Probe().Parts().Choice == nil {
		t.Fatalf("a click on the board beside the question: %d stones, phase %v", got.Game.MoveCount(), got.Phase)
	}
	newGame := parts.Buttons["new"]
	test.TapAt(parts.Choice, at(newGame).Add(fyne.NewPos(newGame.Size().Width/2, newGame.Size().Height/2)))
	if u.dialogs.newGame == nil || u.win.Canvas().Overlays().Top() == parts.Choice {
		t.Fatal("New game beside the question opened no dialog")
	}
}
