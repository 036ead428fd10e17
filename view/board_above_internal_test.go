package view

import (
	"testing"

	"fyne.io/fyne/v2"
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
