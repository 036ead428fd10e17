package view

import (
	"testing"

	"fyne.io/fyne/v2"

	"othello/controller"
	"othello/model"
)

// An analysis belongs to the game it was made for: a new game that opens
// with the same moves shows no graph and no marks, with two players or
// against the computer.
func TestAnalysisStaysWithItsGame(t *testing.T) {
	for _, s := range []controller.Settings{
		{Mode: controller.HumanVsHuman},
		{Mode: controller.HumanVsComputer, Human: model.Black},
	} {
		u, steps := finishedGame(t)
		u.dialogs.closeOverDialog()
		u.AnalyzeGame()
		runAnalysis(t, u, steps)
		if a, ok := u.Analysis(); !ok || len(a.Moves) != u.snap.Game.Len() || !u.ana.graph.Visible() {
			t.Fatalf("the finished game's analysis: %d moves, graph %v", len(a.Moves), u.ana.graph.Visible())
		}
		old := u.snap.Game
		u.ctl.NewGame(s)
		// the new game opens with the old one's first moves, its own search
		// (if any) answering with whatever it likes after them
		for i := 0; i < 6 && i < old.Len(); i++ {
			if u.ctl.Snapshot().Game.Len() > i {
				continue
			}
			u.ctl.PlayCell(old.Cell(i))
		}
		u.refresh(true)
		if a, ok := u.Analysis(); ok {
			t.Errorf("%v: the new game shows %d moves of the old game's analysis", s.Mode, len(a.Moves))
		}
		if u.ana.graph.Visible() || u.ana.area.Visible() {
			t.Errorf("%v: the old game's graph is on show", s.Mode)
		}
		if _, ok := u.ana.verdict(0); ok || u.ana.bestAfter(1) != model.NoCell {
			t.Errorf("%v: the score sheet marks the new game with the old verdicts", s.Mode)
		}
	}
}

// The board gives the graph room while it shows and takes it back when
// the graph goes, without waiting for the window to be resized.
func TestBoardGrowsBackWhenTheGraphGoes(t *testing.T) {
	u, steps := finishedGame(t)
	u.win.Resize(fyne.NewSize(980, 720))
	u.dialogs.closeOverDialog()
	before := u.board.Size()
	u.AnalyzeGame()
	runAnalysis(t, u, steps)
	with := u.board.Size()
	if !u.ana.graph.Visible() || with.Height >= before.Height {
		t.Fatalf("with the graph shown the board is %v, was %v", with, before)
	}
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	if u.ana.area.Visible() {
		t.Fatal("the graph outlived its game")
	}
	if after := u.board.Size(); after != before {
		t.Errorf("after the graph went the board is %v, was %v before it came", after, before)
	}
}
