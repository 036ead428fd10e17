// The board's input: taps, the hover preview under the pointer, the
// keyboard cursor and squares typed by name, each turned into a proposed
// move for the controller to judge.

package othelloboard

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"othello/model"
)

// Tapped proposes the tapped square; the controller judges it, so a tap on
// an illegal square is reported too.
func (b *Board) Tapped(e *fyne.PointEvent) {
	// a click on the board hands it the keyboard back from the panel
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil && c.Focused() != b {
		c.Focus(b)
	}
	sq, ok := b.CellAt(e.Position)
	if b.keyboard {
		b.keyboard = false
		b.Refresh()
	}
	if !ok || !b.state.Interactive {
		return
	}
	b.propose(sq)
}

func (b *Board) propose(c model.Cell) {
	if b.OnMove != nil {
		b.OnMove(c)
	}
	b.EndPreviewIfCovered() // the move may have opened a dialog (a retry's verdict)
}

// EndPreviewIfCovered ends the hover preview when a dialog covers the
// board: the pointer is on the dialog now, but the driver says so only
// when it next moves, and until then the ghost disc and its flips stood
// frozen under the dialog. Whoever may have opened a dialog calls it.
func (b *Board) EndPreviewIfCovered() {
	if b.hover != model.NoCell && b.Covered != nil && b.Covered() {
		b.MouseOut()
	}
}

// MouseIn starts the hover preview.
func (b *Board) MouseIn(e *desktop.MouseEvent) { b.MouseMoved(e) }

// MouseMoved moves the hover preview to the square under the pointer.
func (b *Board) MouseMoved(e *desktop.MouseEvent) {
	b.dismissBanner()
	h := model.NoCell
	if c, ok := b.CellAt(e.Position); ok && b.state.Interactive && b.state.legal(c) {
		h = c
	}
	if h != b.hover {
		b.hover = h
		b.Refresh()
	}
}

// dismissBanner takes the banner off once the player moves the pointer over
// the board or uses a key: it has been read, and would hide discs.
func (b *Board) dismissBanner() {
	if b.bannerAnim != nil {
		b.bannerAnim.Stop()
		b.bannerAnim = nil
	}
	if b.state.Banner != "" {
		b.bannerGone = b.state.Position
		b.state.Banner = ""
		b.Refresh()
	}
}

// MouseOut ends the hover preview.
func (b *Board) MouseOut() {
	if b.hover != model.NoCell {
		b.hover = model.NoCell
		b.Refresh()
	}
}

// FocusGained is called when the board receives keyboard focus.
func (b *Board) FocusGained() { b.focused = true }

// FocusLost hides the keyboard cursor.
func (b *Board) FocusLost() {
	b.focused = false
	if b.keyboard {
		b.keyboard = false
		b.Refresh()
	}
}

// TypedRune plays a square typed as its name, such as "f5". On 10x10 a
// row 1 waits for a possible 0 (j10): the cursor shows the square, and
// Enter plays it.
func (b *Board) TypedRune(r rune) {
	n := b.geo().Size()
	last := rune('a' + n - 1)
	switch {
	case r >= 'a' && r <= last, r >= 'A' && r <= last-'a'+'A':
		if b.typedOne {
			// a1 waiting for a 0: the next square's letter says it was a1
			b.playTyped(0)
		}
		b.typed, b.typedOne = r|0x20, false
	case r == '0' && b.typedOne && b.typed != 0:
		b.playTyped(9)
	case r >= '1' && r <= '9' && int(r-'1') < n && b.typed != 0:
		if r == '1' && n >= 10 {
			// a1 or a10: show a1 and wait for a 0
			b.cursor = b.geo().Cell(int(b.typed-'a'), 0)
			b.typedOne = true
			b.keyboard = true
			b.Refresh()
			return
		}
		b.playTyped(int(r - '1'))
	default:
		b.typed, b.typedOne = 0, false
	}
}

// playTyped moves the cursor to the typed column's row row and proposes
// that square.
func (b *Board) playTyped(row int) {
	c := b.geo().Cell(int(b.typed-'a'), row)
	b.typed, b.typedOne = 0, false
	b.cursor = c
	if b.state.Interactive {
		b.propose(c)
	}
}

// TypedKey moves the keyboard cursor with the arrow keys and plays its
// square with Enter or Space.
func (b *Board) TypedKey(e *fyne.KeyEvent) {
	b.dismissBanner()
	n := b.geo().Size()
	col, row := b.geo().ColRow(b.cursor)
	switch e.Name {
	case fyne.KeyLeft:
		col = (col + n - 1) % n
	case fyne.KeyRight:
		col = (col + 1) % n
	case fyne.KeyUp:
		row = (row + n - 1) % n
	case fyne.KeyDown:
		row = (row + 1) % n
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		b.typed, b.typedOne = 0, false
		if !b.keyboard {
			b.keyboard = true // the first press shows where the cursor is
			b.Refresh()
			return
		}
		if b.state.Interactive {
			b.propose(b.cursor)
		}
		return
	default:
		if b.OnOtherKey != nil {
			b.OnOtherKey(e)
		}
		return
	}
	b.typed, b.typedOne = 0, false
	b.cursor = b.geo().Cell(col, row)
	b.keyboard = true
	b.Refresh()
}
