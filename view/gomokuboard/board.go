// Package gomokuboard is the Gomoku board widget: stones on the lines of a
// wooden board, its star points and coordinates, the last stone marked, the
// winning five highlighted, a hint, a preview under the mouse, and moves
// proposed by a tap, the arrow keys or a typed square ("h8"). It shows a
// State and proposes moves through OnMove; it decides nothing.
package gomokuboard

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"othello/model/gomoku"
)

// State is what the board shows.
type State struct {
	Board  gomoku.Board
	ToMove gomoku.Color    // the colour a proposed stone would be, for the preview
	Last   gomoku.Square   // the last stone, marked; NoSquare for none
	Line   []gomoku.Square // the winning line, highlighted
	Hint   gomoku.Square   // a suggested point; NoSquare for none
	// HintArea is framed: where the hinted point lies, the first step of
	// a hint
	HintArea Area
	// Interactive: a tap or a key proposes a move.
	Interactive bool
}

// StateOf is the state of the game g: its stones, the last one and the
// winning line.
func StateOf(g *gomoku.Game, interactive bool) State {
	return State{Board: g.Board(), ToMove: g.Turn(), Last: g.LastMove(), Line: g.WinningLine(), Hint: gomoku.NoSquare, Interactive: interactive}
}

// Area is a rectangle of points on the board, from the point at Col,
// Row (from the top left): Cols wide and Rows high. The zero Area is none.
type Area struct{ Col, Row, Cols, Rows int }

// Board is the Gomoku board widget.
type Board struct {
	widget.BaseWidget
	state State
	// OnMove is told of the point the person proposes.
	OnMove func(gomoku.Square)
	// OnOtherKey is called with the keys the board has no use for (the
	// review's, Escape), as Othello's board passes them on: the focused
	// board gets the window's keys first.
	OnOtherKey func(e *fyne.KeyEvent)
	hover      gomoku.Square // the point under the mouse, NoSquare when none
	cursor     gomoku.Square // the keyboard's point, NoSquare until a key moves it
	typed      string        // a square being typed, "h1" waiting for "h12"
	focus      bool
	// keyboard: the keyboard's point shows, a key having moved it since
	// the last tap, as Othello's board shows its cursor
	keyboard bool
}

// New returns an empty 15x15 board.
func New() *Board {
	bd, _ := gomoku.NewBoard(gomoku.DefaultSize, gomoku.Freestyle)
	b := &Board{state: State{Board: bd, Last: gomoku.NoSquare, Hint: gomoku.NoSquare}, hover: gomoku.NoSquare, cursor: gomoku.NoSquare}
	b.ExtendBaseWidget(b)
	return b
}

// SetState shows s.
func (b *Board) SetState(s State) {
	if s.Board.Size() != b.state.Board.Size() {
		b.hover, b.cursor, b.typed, b.keyboard = gomoku.NoSquare, gomoku.NoSquare, "", false
	}
	b.state = s
	b.Refresh()
}

// State returns the state shown.
func (b *Board) State() State { return b.state }

// Cursor returns the keyboard's point, NoSquare when it has none.
func (b *Board) Cursor() gomoku.Square { return b.cursor }

func (b *Board) size() int { return b.state.Board.Size() }

// PointCenter is the centre of point sq in the widget's coordinates.
func (b *Board) PointCenter(sq gomoku.Square) fyne.Position {
	g := layoutOf(b.Size(), b.size())
	return g.at(sq)
}

// PointAt is the point nearest pos, and whether pos lies within half a
// line's spacing of it.
func (b *Board) PointAt(pos fyne.Position) (gomoku.Square, bool) {
	g := layoutOf(b.Size(), b.size())
	x := int((pos.X-g.x0)/g.cell + 0.5)
	y := int((pos.Y-g.y0)/g.cell + 0.5)
	if pos.X < g.x0-g.cell/2 || pos.Y < g.y0-g.cell/2 || x < 0 || y < 0 || x >= b.size() || y >= b.size() {
		return gomoku.NoSquare, false
	}
	return gomoku.At(x, y), true
}

// Tapped proposes the point tapped. The tap hands the keyboard back to
// the board and hides its point until a key moves it again: a player
// playing by mouse sees no cursor left from a key pressed before.
func (b *Board) Tapped(e *fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil && c.Focused() != b {
		c.Focus(b)
	}
	if b.keyboard {
		b.keyboard = false
		b.Refresh()
	}
	if sq, ok := b.PointAt(e.Position); ok {
		b.propose(sq)
	}
}

func (b *Board) propose(sq gomoku.Square) {
	if b.state.Interactive && b.OnMove != nil && b.state.Board.Empty(sq) {
		b.OnMove(sq)
	}
}

// MouseIn shows the preview under the mouse.
func (b *Board) MouseIn(e *desktop.MouseEvent) { b.MouseMoved(e) }

// MouseMoved moves the preview with the mouse.
func (b *Board) MouseMoved(e *desktop.MouseEvent) {
	sq, ok := b.PointAt(e.Position)
	if !ok {
		sq = gomoku.NoSquare
	}
	if sq != b.hover {
		b.hover = sq
		b.Refresh()
	}
}

// MouseOut hides the preview.
func (b *Board) MouseOut() {
	if b.hover != gomoku.NoSquare {
		b.hover = gomoku.NoSquare
		b.Refresh()
	}
}

// FocusGained shows the keyboard's point.
func (b *Board) FocusGained() { b.focus = true; b.Refresh() }

// FocusLost hides it.
func (b *Board) FocusLost() { b.focus = false; b.Refresh() }

// TypedRune reads a square typed letter then number: the letter picks the
// column, the digits the row; the stone is proposed once no longer number
// fits the board, at Enter, or when the next square's letter comes (so
// "a1b2" on a board of ten or more plays a1, which was waiting for a10).
func (b *Board) TypedRune(r rune) {
	n := b.size()
	switch {
	case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
		if len(b.typed) > 1 {
			if sq, err := gomoku.ParseSquare(b.typed, n); err == nil {
				b.typed = ""
				b.propose(sq)
			}
		}
		x := int(r|0x20) - 'a'
		if x >= n {
			b.typed = ""
			return
		}
		b.typed = string(r | 0x20)
		y := n - 1
		if b.cursor != gomoku.NoSquare {
			y = b.cursor.Y()
		}
		b.moveCursor(gomoku.At(x, y))
	case r >= '0' && r <= '9' && b.typed != "":
		text := b.typed + string(r)
		sq, err := gomoku.ParseSquare(text, n)
		if err != nil {
			b.typed = ""
			return
		}
		b.typed = text
		b.moveCursor(sq)
		row := n - sq.Y()
		if row*10 > n {
			b.typed = ""
			b.propose(sq)
		}
	}
}

// TypedKey moves the keyboard's point with the arrows and proposes it with
// Enter or Space. While the point is hidden, the first arrow, Enter or
// Space shows it (at the centre the first time) and plays nothing; other
// keys leave it hidden.
func (b *Board) TypedKey(e *fyne.KeyEvent) {
	n := b.size()
	c := b.cursor
	if c == gomoku.NoSquare {
		c = gomoku.Center(n)
	}
	switch e.Name {
	case fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown, fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		if !b.keyboard {
			b.moveCursor(c)
			return
		}
	default:
		if b.OnOtherKey != nil {
			b.OnOtherKey(e)
		}
		return
	}
	x, y := c.X(), c.Y()
	switch e.Name {
	case fyne.KeyLeft:
		x = max(0, x-1)
	case fyne.KeyRight:
		x = min(n-1, x+1)
	case fyne.KeyUp:
		y = max(0, y-1)
	case fyne.KeyDown:
		y = min(n-1, y+1)
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		b.typed = ""
		b.moveCursor(c)
		b.propose(c)
		return
	default:
		return
	}
	b.typed = ""
	b.moveCursor(gomoku.At(x, y))
}

func (b *Board) moveCursor(sq gomoku.Square) {
	b.cursor, b.keyboard = sq, true
	b.Refresh()
}

// Typed returns the square being typed, "" when none is.
func (b *Board) Typed() string { return strings.ToLower(b.typed) }

// MinSize is room for a small board.
func (b *Board) MinSize() fyne.Size { return fyne.NewSize(300, 300) }

// CreateRenderer makes the board's renderer.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{b: b}
	r.build()
	return r
}
