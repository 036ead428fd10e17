package view

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"othello/controller"
	"othello/view/kit"
)

// The evaluation graph sits right under the board, whatever the window's
// shape: in a tall window with the panel beside the board (600x900), the
// board spread over the height and the graph lay at the bottom, 200 px
// below it.
func TestGraphSitsUnderTheBoard(t *testing.T) {
	u, steps := finishedGame(t)
	u.dialogs.closeOverDialog()
	u.AnalyzeGame()
	runAnalysis(t, u, steps)
	content := u.win.Content().(*fyne.Container)
	d := fyne.CurrentApp().Driver()
	for _, size := range []fyne.Size{{Width: 600, Height: 900}, {Width: 980, Height: 720}, {Width: 1280, Height: 500}, {Width: 700, Height: 1200}} {
		u.win.Resize(size)
		relayout(content)
		b, g := d.AbsolutePositionForObject(u.board), d.AbsolutePositionForObject(u.ana.graph)
		side := min(u.board.Size().Width, u.board.Size().Height)
		boardBottom := b.Y + (u.board.Size().Height+side)/2 // the square, centred in the board's room
		if gap := g.Y - boardBottom; gap < 0 || gap > 24 {
			t.Errorf("%v window: the graph starts %v px under the board", size, gap)
		}
		if g.Y+u.ana.graph.Size().Height > u.win.Canvas().Size().Height+0.5 {
			t.Errorf("%v window: the graph ends at %v, past the window", size, g.Y+u.ana.graph.Size().Height)
		}
	}
}

// In one column the words take the room a short score sheet leaves them,
// past their usual most: a finished game's words scrolled, cut, above a
// sheet of five rows with empty room under it.
func TestWordsTakeTheRoomTheSheetLeaves(t *testing.T) {
	u, _ := newTestUI(t)
	u.ctl.Load(mustParse(t, "f5d6c3d3"), controller.Settings{Mode: controller.HumanVsHuman})
	u.panel.setNotice(strings.Repeat("A notice long enough to wrap over many lines of the panel. ", 12))
	content := u.win.Content().(*fyne.Container)
	u.win.Resize(fyne.NewSize(900, 1000))
	relayout(content)
	s := u.panel.status
	if need, got := s.Content.MinSize().Height, s.Size().Height; got+0.5 < need {
		t.Errorf("the words need %v, have %v, over a sheet of %d rows %v tall", need, got, len(u.panel.rows), u.panel.moveList.Size().Height)
	}
	// a long game's sheet keeps its rows: the words scroll
	g := mustParse(t, gameWithPasses)
	u.ctl.Load(g, controller.Settings{Mode: controller.HumanVsHuman})
	relayout(content)
	if rows := u.panel.moveList.Size().Height; rows < kit.RowsHeight(len(u.panel.rows))-0.5 && s.Size().Height > kit.TextLines(kit.MaxStatusLines)+3*theme.Padding()+0.5 {
		t.Errorf("a sheet of %d rows has %v, the words %v", len(u.panel.rows), rows, s.Size().Height)
	}
}
