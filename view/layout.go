// The window's layout: the board beside the side panel, the panel giving
// up width on narrow windows so the board stays as large as it can.

package view

import "fyne.io/fyne/v2"

// panelWidth is the side panel's width, margins included, on a window wide
// enough for it.
const panelWidth = 282

// sideBySide lays out two objects, the board's area and the side panel,
// left and right. The panel is panelWidth wide when the window has room for
// it beside a board as tall as the board's area lets it be, and narrower,
// down to its own minimum, when it has not.
type sideBySide struct {
	board fyne.CanvasObject // the board inside the area, which may hold more below it
}

func (sideBySide) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, panel := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(board.Width+panel.Width, max(board.Height, panel.Height))
}

func (l sideBySide) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	board, panel := objects[0], objects[1]
	// what the area shows below the board (the evaluation graph) is height
	// the board cannot have
	below := board.MinSize().Height - l.board.MinSize().Height
	w := panelWidthFor(fyne.NewSize(size.Width, size.Height-below), panel.MinSize().Width, board.MinSize().Width)
	board.Move(fyne.NewPos(0, 0))
	board.Resize(fyne.NewSize(size.Width-w, size.Height))
	panel.Move(fyne.NewPos(size.Width-w, 0))
	panel.Resize(fyne.NewSize(w, size.Height))
}

// panelWidthFor is the panel's width in a window of size: what is left
// beside a square board as tall as the window, but no more than panelWidth
// and no less than the panel's minimum, and never so much that the board
// falls below its own minimum.
func panelWidthFor(size fyne.Size, panelMin, boardMin float32) float32 {
	w := min(panelWidth, max(size.Width-size.Height, panelMin))
	return max(panelMin, min(w, size.Width-boardMin))
}
