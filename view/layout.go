// The window's layout: the board beside the side panel, the panel giving
// up width on narrow windows so the board stays as large as it can, and
// moving below the board on windows tall enough for that to give the board
// clearly more room.

package view

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// panelWidth is the side panel's width, margins included, on a window wide
// enough for it.
const panelWidth = 282

// stackGain is how much larger the board must grow with the panel below it
// before the panel leaves its side: a window resized across the threshold
// should not see the panel jump back and forth for a few pixels.
const stackGain = 1.2

// boardAndPanel lays out two objects, the board's area and the panel. Side
// by side, the panel is panelWidth wide when the window has room for it
// beside a board as tall as the board's area lets it be, and narrower,
// down to its own minimum, when it has not. On a tall, narrow window the
// panel goes below the board, across the whole width.
type boardAndPanel struct {
	board fyne.CanvasObject // the board inside the area, which may hold more below it
	laid  func()            // called once both are laid out again (nil: nothing)
}

func (boardAndPanel) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, panel := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(board.Width+panel.Width, max(board.Height, panel.Height))
}

func (l boardAndPanel) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	area, panel := objects[0], objects[1]
	// what the area shows below the board (the evaluation graph) is height
	// the board cannot have
	below := area.MinSize().Height - l.board.MinSize().Height
	panelMin := panel.MinSize()
	if h, ok := stackedPanelHeight(size, panelMin.Height, below, panelMin.Width, area.MinSize().Width); ok {
		area.Move(fyne.NewPos(0, 0))
		area.Resize(fyne.NewSize(size.Width, size.Height-h))
		panel.Move(fyne.NewPos(0, size.Height-h))
		panel.Resize(fyne.NewSize(size.Width, h))
	} else {
		w := panelWidthFor(fyne.NewSize(size.Width, size.Height-below), panelMin.Width, area.MinSize().Width)
		area.Move(fyne.NewPos(0, 0))
		area.Resize(fyne.NewSize(size.Width-w, size.Height))
		panel.Move(fyne.NewPos(size.Width-w, 0))
		panel.Resize(fyne.NewSize(w, size.Height))
	}
	if l.laid != nil {
		l.laid()
	}
}

// panelWidthFor is the panel's width in a window of size: what is left
// beside a square board as tall as the window, but no more than panelWidth
// and no less than the panel's minimum, and never so much that the board
// falls below its own minimum.
func panelWidthFor(size fyne.Size, panelMin, boardMin float32) float32 {
	w := min(panelWidth, max(size.Width-size.Height, panelMin))
	return max(panelMin, min(w, size.Width-boardMin))
}

// stackedPanelHeight reports whether the panel goes below the board in a
// window of size, and how tall it then is: at least its minimum height,
// and whatever the square board, as wide as the window, leaves. below is
// the height the board's area keeps under the board. The panel goes below
// only if the board is then stackGain times as large as beside it.
func stackedPanelHeight(size fyne.Size, panelMinHeight, below, panelMinWidth, boardMinWidth float32) (float32, bool) {
	if size.Width < panelMinWidth {
		return 0, false
	}
	w := panelWidthFor(fyne.NewSize(size.Width, size.Height-below), panelMinWidth, boardMinWidth)
	beside := min(size.Width-w, size.Height-below)
	stacked := min(size.Width, size.Height-below-panelMinHeight)
	if stacked < stackGain*beside {
		return 0, false
	}
	return size.Height - below - stacked, true
}

// refreshKeepingEnd lays box out again, the words in it deciding the
// height of the move list l below them: a list that got shorter while it
// follows the live game's last move (follows) scrolls to keep it in view.
func refreshKeepingEnd(box *fyne.Container, l *widget.List, follows bool) {
	h := l.Size().Height
	box.Refresh()
	if follows && l.Size().Height < h {
		l.ScrollToBottom()
	}
}
