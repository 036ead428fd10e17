// The window's layout: the board beside the side panel, the panel giving
// up width on narrow windows so the board stays as large as it can, and
// moving below the board on windows tall enough for that to give the board
// clearly more room.

package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// PanelWidth is the side panel's width, margins included, on a window wide
// enough for it.
const PanelWidth = 282

// StackGain is how much larger the board must grow with the panel below it
// before the panel leaves its side: a window resized across the threshold
// should not see the panel jump back and forth for a few pixels.
const StackGain = 1.2

// BoardAndPanel lays out two objects, the board's area and the panel. Side
// by side, the panel is PanelWidth wide when the window has room for it
// beside a board as tall as the board's area lets it be, and narrower,
// down to its own minimum, when it has not. On a tall, narrow window the
// panel goes below the board, across the whole width.
type BoardAndPanel struct {
	Board fyne.CanvasObject // the board inside the area, which may hold more below it
	Laid  func()            // called once both are laid out again (nil: nothing)
}

// PanelIn is the panel the layout's second object o shows: o itself, or
// the content of the scroll o, in which a window shorter than the panel's
// minimum (a window manager may allow one) scrolls the panel rather than
// draw its parts over one another.
func PanelIn(o fyne.CanvasObject) fyne.CanvasObject {
	if s, ok := o.(*container.Scroll); ok {
		return s.Content
	}
	return o
}

func (BoardAndPanel) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, panel := objects[0].MinSize(), PanelIn(objects[1]).MinSize()
	return fyne.NewSize(board.Width+panel.Width, max(board.Height, panel.Height))
}

func (l BoardAndPanel) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	area, panel := objects[0], objects[1]
	// what the area shows below the board (the evaluation graph) is height
	// the board cannot have
	below := area.MinSize().Height - l.Board.MinSize().Height
	var pc *PanelColumns
	columns, ok := PanelIn(panel).(*fyne.Container)
	if ok {
		pc, _ = columns.Layout.(*PanelColumns)
	}
	if pc != nil {
		pc.Across = 0 // the panel's minimum beside the board
	}
	panelMin := PanelIn(panel).MinSize()
	stackedMin := panelMin.Height
	if pc != nil {
		stackedMin = pc.stackedHeight(columns.Objects, size.Width)
	}
	if h, ok := stackedPanelHeight(size, stackedMin, below, panelMin.Width, area.MinSize().Width); ok {
		if pc != nil {
			pc.Across = size.Width
		}
		area.Move(fyne.NewPos(0, 0))
		area.Resize(fyne.NewSize(size.Width, size.Height-h))
		panel.Move(fyne.NewPos(0, size.Height-h))
		panel.Resize(fyne.NewSize(size.Width, h))
	} else {
		w := panelWidthFor(fyne.NewSize(size.Width, size.Height-below), panelMin.Width, area.MinSize().Width)
		// the board is square: width it cannot use goes to both sides of
		// the board and panel together, not between them
		boardMin := l.Board.MinSize()
		used := max(size.Height-below+boardMin.Width-boardMin.Height, area.MinSize().Width)
		if two := min(2*PanelWidth, size.Width-used); pc != nil && panelMin.Height > size.Height && pc.wide(columns.Objects, two) {
			// too short for one column, and wide enough beside the board
			// for two: the sheet goes beside the rest, which then fits
			w = two
			pc.Across = w
		}
		areaWidth := size.Width - w
		left := max(0, (areaWidth-used)/2)
		areaWidth -= 2 * left
		area.Move(fyne.NewPos(left, 0))
		area.Resize(fyne.NewSize(areaWidth, size.Height))
		panel.Move(fyne.NewPos(left+areaWidth, 0))
		panel.Resize(fyne.NewSize(w, size.Height))
	}
	if l.Laid != nil {
		l.Laid()
	}
}

// panelWidthFor is the panel's width in a window of size: what is left
// beside a square board as tall as the window, but no more than PanelWidth
// and no less than the panel's minimum, and never so much that the board
// falls below its own minimum.
func panelWidthFor(size fyne.Size, panelMin, boardMin float32) float32 {
	w := min(PanelWidth, max(size.Width-size.Height, panelMin))
	return max(panelMin, min(w, size.Width-boardMin))
}

// stackedPanelHeight reports whether the panel goes below the board in a
// window of size, and how tall it then is: at least its minimum height,
// and whatever the square board, as wide as the window, leaves. below is
// the height the board's area keeps under the board. The panel goes below
// only if the board is then StackGain times as large as beside it.
func stackedPanelHeight(size fyne.Size, panelMinHeight, below, panelMinWidth, boardMinWidth float32) (float32, bool) {
	if size.Width < panelMinWidth {
		return 0, false
	}
	w := panelWidthFor(fyne.NewSize(size.Width, size.Height-below), panelMinWidth, boardMinWidth)
	beside := min(size.Width-w, size.Height-below)
	stacked := min(size.Width, size.Height-below-panelMinHeight)
	if stacked < StackGain*beside {
		return 0, false
	}
	return size.Height - below - stacked, true
}

// layoutTree lays out c and the containers inside it at the sizes they
// have: a container whose size is unchanged is not laid out by a resize.
func layoutTree(c *fyne.Container) {
	if c.Layout != nil {
		c.Layout.Layout(c.Objects, c.Size())
	}
	for _, o := range c.Objects {
		if inner, ok := o.(*fyne.Container); ok {
			layoutTree(inner)
		}
	}
}

// RefreshKeepingEnd lays box out again, the words in it deciding the
// height of the move list l below them: a list that got shorter while it
// follows the live game's last move (follows) scrolls to keep it in view.
func RefreshKeepingEnd(box *fyne.Container, l *widget.List, follows bool) {
	h := l.Size().Height
	box.Refresh()
	if follows && l.Size().Height < h {
		l.ScrollToBottom()
	}
}

// PanelColumns lays a panel out from four objects: its head (the scores
// and who plays), its words (whose turn, the search, the hint, a notice: a
// vertical scroll of the container words), its sheet (the move list, with
// its title) and its foot (the buttons).
//
// In one column, inside the panel's margins: the head at the top, the foot
// at the bottom, and between them the words at the height they need, up to
// MaxStatusLines, over the sheet, which has the rest. Its minimum height
// does not depend on the words, so a notice coming or going never moves
// the buttons or the board.
//
// Below the board, across a window wide enough for two columns: the head,
// the words and the foot on the left, the sheet on the right. The panel
// then needs half the height, which the board keeps, and the sheet has the
// panel's whole height.
type PanelColumns struct {
	Words *fyne.Container // the words inside objects[1]
	// roomy gives the words, in one column, the room they need and the
	// sheet the rest, past MaxStatusLines: in review the words on the move
	// on show are what the player reads, the ring's line last among them
	Roomy bool
	// Across is the width BoardAndPanel lays the panel out at in two
	// columns (below the board, or beside it on a short, wide window), 0
	// in one. Where that takes two columns, the panel's minimum height is
	// theirs: a scroll around the panel (see PanelIn) would otherwise
	// make it as tall as one column and scroll the buttons out of the
	// window.
	Across float32
	// SheetRows, when set, says how many rows the sheet holds: in one
	// column the words may then take, past MaxStatusLines, the room the
	// rows leave (a finished game's words scrolled, cut, above a sheet of
	// five rows and empty room under them)
	SheetRows func() int
}

// The panel's margins: less on the side that faces the board.
const (
	panelMarginTop, panelMarginBottom = 8, 8
	panelMarginLeft, panelMarginRight = 4, 8
)

// MaxStatusLines is the most the words take in one column before they
// scroll: a long notice must not crowd out the score sheet.
const MaxStatusLines = 7

// The least the panel keeps in one column for the words, in one-line
// labels (whose turn or the result, and a notice), and for the sheet, in
// rows: at the window's smallest a finished game's words show whole and
// the sheet two rows (with a line and a row, a window of 700x500 showed
// one cut line of words and one row of moves; with three rows, Othello's
// content in Japanese and Chinese, whose lines are taller, needed more
// than a 1024x600 screen has under the menu bar).
const minStatusLabels, MinSheetRows = 2, 2

// minWords is the height of minStatusLabels one-line labels one above
// the other.
func minWords() float32 {
	return float32(minStatusLabels)*TextLines(1) + float32(minStatusLabels-1)*theme.Padding()
}

// RowsHeight is the height of n rows of the sheet, a padding apart.
func RowsHeight(n int) float32 {
	return float32(n)*TextLines(1) + float32(n-1)*theme.Padding()
}

// stackRoom is the height the panel below the board wants beyond a line
// of words and a row of the sheet: room for the words of a move being
// thought about and two more rows of the sheet.
func stackRoom() float32 { return TextLines(3) + 2*TextLines(1) }

// column is the width of one column, margins aside: the widest part's
// minimum.
func (l *PanelColumns) column(objects []fyne.CanvasObject) float32 {
	return max(objects[0].MinSize().Width, l.Words.MinSize().Width, objects[2].MinSize().Width, objects[3].MinSize().Width)
}

// wide reports whether a panel of width, margins included, lays out in two
// columns.
func (l *PanelColumns) wide(objects []fyne.CanvasObject, width float32) bool {
	return width-panelMarginLeft-panelMarginRight >= 2*l.column(objects)+2*theme.Padding()
}

func (l *PanelColumns) MinSize(objects []fyne.CanvasObject) fyne.Size {
	// the sheet's minimum holds a row of moves
	rows := RowsHeight(MinSheetRows) - RowsHeight(1)
	h := l.oneColumn(objects, minWords(), rows)
	if l.Across > 0 && l.wide(objects, l.Across) {
		head, sheet, foot := objects[0].MinSize(), objects[2].MinSize(), objects[3].MinSize()
		left := head.Height + minWords() + foot.Height + 2*theme.Padding()
		h = max(left, sheet.Height+rows) + panelMarginTop + panelMarginBottom
	}
	return fyne.NewSize(l.column(objects)+panelMarginLeft+panelMarginRight, h)
}

// oneColumn is the height of the panel in one column, margins included,
// with words of height words and the sheet rows taller than its minimum.
func (l *PanelColumns) oneColumn(objects []fyne.CanvasObject, words, rows float32) float32 {
	head, sheet, foot := objects[0].MinSize(), objects[2].MinSize(), objects[3].MinSize()
	return head.Height + words + sheet.Height + rows + foot.Height + 2*theme.Padding() + panelMarginTop + panelMarginBottom
}

// stackedHeight is the height the panel wants across width below the
// board: a line of words and a row of the sheet with stackRoom to spare
// (at least its minimum), or in two columns the
// taller of the left one, with room for four lines of words, and the
// sheet with three rows.
func (l *PanelColumns) stackedHeight(objects []fyne.CanvasObject, width float32) float32 {
	if !l.wide(objects, width) {
		return max(l.MinSize(objects).Height, l.oneColumn(objects, TextLines(1), 0)+stackRoom())
	}
	head, sheet, foot := objects[0].MinSize(), objects[2].MinSize(), objects[3].MinSize()
	left := head.Height + TextLines(4) + foot.Height + 2*theme.Padding()
	return max(left, sheet.Height+2*TextLines(1)) + panelMarginTop + panelMarginBottom
}

// wordsHeight is the height the words need at width, up to most.
func (l *PanelColumns) wordsHeight(width, most float32) float32 {
	// a wrapped label's height depends on its width: lay the words out at
	// this width, the containers inside them too (the turn line beside the
	// thinking indicator), before asking
	l.Words.Resize(fyne.NewSize(width, l.Words.MinSize().Height))
	layoutTree(l.Words)
	return max(TextLines(1), min(l.Words.MinSize().Height, most))
}

func (l *PanelColumns) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	head, words, sheet, foot := objects[0], objects[1], objects[2], objects[3]
	pad := theme.Padding()
	x, y := float32(panelMarginLeft), float32(panelMarginTop)
	w, h := size.Width-panelMarginLeft-panelMarginRight, size.Height-panelMarginTop-panelMarginBottom
	headH, footH := head.MinSize().Height, foot.MinSize().Height
	place := func(o fyne.CanvasObject, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
	}
	middleY, middleH := y+headH+pad, h-headH-footH-2*pad
	if l.wide(objects, size.Width) {
		left := (w - 2*pad) / 2
		place(head, x, y, left, headH)
		place(words, x, middleY, left, middleH)
		place(foot, x, y+h-footH, left, footH)
		place(sheet, x+left+2*pad, y, w-left-2*pad, h)
		return
	}
	place(head, x, y, w, headH)
	most := TextLines(MaxStatusLines) + 3*pad
	if l.SheetRows != nil {
		rows := max(l.SheetRows(), MinSheetRows)
		most = max(most, middleH-sheet.MinSize().Height-RowsHeight(rows)+RowsHeight(1))
	}
	if l.Roomy {
		most = middleH
	}
	keep := sheet.MinSize().Height
	if l.Roomy {
		// the sheet keeps MinSheetRows rows however long the review's
		// words: a long why once left it one row, cut
		keep += RowsHeight(MinSheetRows) - RowsHeight(1)
	}
	wordsH := l.wordsHeight(w, min(most, middleH-keep))
	place(words, x, middleY, w, wordsH)
	place(sheet, x, middleY+wordsH, w, middleH-wordsH)
	place(foot, x, y+h-footH, w, footH)
}

// SameRoom lays its objects one over another, each the container's size,
// and takes the room of the largest, shown or not: the New game dialog
// keeps its size as the game chosen changes, where it jumped under the
// pointer (a click on the next choice landed on another, or on nothing).
func SameRoom(objects ...fyne.CanvasObject) *fyne.Container {
	return container.New(sameRoom{}, objects...)
}

type sameRoom struct{}

func (sameRoom) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var least fyne.Size
	for _, o := range objects {
		least = least.Max(o.MinSize())
	}
	return least
}

func (sameRoom) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// BoardAbove lays out the board's area: the board, and under it what it
// shows below (the analysis), which keeps its minimum height and sits
// right under the square board, the two together in the middle of the
// height. In a tall window beside the panel the board no longer spreads
// over the height with the analysis pressed to the bottom, far from the
// board it speaks of. With nothing below, the board takes the whole area.
type BoardAbove struct{}

func (BoardAbove) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, below := objects[0].MinSize(), fyne.Size{}
	if objects[1].Visible() {
		below = objects[1].MinSize().AddWidthHeight(0, theme.Padding())
	}
	return fyne.NewSize(max(board.Width, below.Width), board.Height+below.Height)
}

func (BoardAbove) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	board, below := objects[0], objects[1]
	if !below.Visible() {
		board.Move(fyne.NewPos(0, 0))
		board.Resize(size)
		return
	}
	pad, under := theme.Padding(), below.MinSize().Height
	least := board.MinSize()
	// the board is square inside its margins: no taller than its width
	// makes it
	h := max(least.Height, min(size.Height-under-pad, size.Width+least.Height-least.Width))
	top := max(0, (size.Height-h-pad-under)/2)
	board.Move(fyne.NewPos(0, top))
	board.Resize(fyne.NewSize(size.Width, h))
	below.Move(fyne.NewPos(0, top+h+pad))
	below.Resize(fyne.NewSize(size.Width, under))
}
