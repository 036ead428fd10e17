package view

import (
	"context"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/view/othelloboard"
)

// Undo and Redo back to a position start its hints afresh: a third step
// cut short by the undo left the steps all said, and Hint did nothing
// there until a move was played.
func TestHintsStartAfreshAfterUndoAndRedo(t *testing.T) {
	queue := make(chan func(), 100)
	hold := make(chan struct{})
	t.Cleanup(func() { close(hold) })
	u := New(newTestApp(), Options{Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Hinter:   strategy.ForEightByEight(pvHinter{}),
		Dispatch: func(f func()) { queue <- f },
		Analyze: func(ctx context.Context, b model.SizedBoard) []strategy.SizedResult {
			select { // the values never come: the undo cuts them short
			case <-ctx.Done():
			case <-hold:
			}
			return nil
		},
	}})
	t.Cleanup(u.ctl.Close)
	u.Start()
	u.dialogs.startNewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 8}, startStandard, nil)
	u.board.OnMove(u.snap.Sized.Board.MoveCells()[0])
	run(queue)
	for range 2 {
		u.hinting().next()
		pumpUntil(t, u, queue, func() bool { return !u.snap.Hinting }, "the hint")
	}
	u.hinting().next() // the values, cut short
	u.actions().undo()
	run(queue)
	u.actions().redo()
	run(queue)
	u.hinting().next()
	pumpUntil(t, u, queue, func() bool { return !u.snap.Hinting }, "the hint")
	if st := u.board.State(); st.HintArea == (othelloboard.Area{}) {
		t.Errorf("Hint after undo and redo shows %+v, ring %v: want the first step's quarter", st.HintArea, st.Hint)
	}
}
