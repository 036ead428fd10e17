// Package othelloboard is the Othello board widget, on every size from
// 4x4 to 10x10: the discs on the green felt (or another Style), the legal
// moves, the last move and a hint marked, move scores and numbers written
// on the squares, a banner across it, discs turning over, and moves
// proposed by a tap, the arrow keys or a typed square ("d3"). It shows a
// State and proposes moves through OnMove; it decides nothing. Its
// animations are in anim.go, the pointer and the keys in input.go.
package othelloboard

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"othello/model"
)

// State is what the board shows, on a board of any size (the
// position's); the board copies it, so the caller may keep changing its own.
type State struct {
	Position    model.SizedPosition
	Legal       model.Bits            // squares a person may play now (dots, hover preview), as the position's bits
	LastMove    model.Cell            // marked with a red dot; NoCell for none
	Hint        model.Cell            // circled; NoCell for none
	HintArea    Area                  // framed: where the best move lies, the first step of a hint
	Scores      map[model.Cell]string // move scores written on their squares
	Numbers     map[model.Cell]int    // on occupied squares, the number of the move that placed the disc, written on it
	Interactive bool                  // taps and keys propose moves
	Banner      string                // a short notice across the board, such as "White passes"; "" for none
}

// legal reports whether c is one of the state's legal moves.
func (s *State) legal(c model.Cell) bool {
	geo := s.Position.Geometry()
	return geo.OnBoard(c) && s.Legal.Has(geo.Bit(c))
}

// Area is a rectangle of squares on the board, from the square at Col,
// Row: Cols wide and Rows high. The zero Area is none.
type Area struct{ Col, Row, Cols, Rows int }

// Animations start the board's animations: the discs turning over, the
// banner's time on the board, and the frame's flash and the winner's glow.
type Animations struct {
	Turn, Banner, Effect func(*fyne.Animation)
}

// maxCells is the number of squares of the largest board, 10x10.
const maxCells = 100

// StateOf returns the state showing a position, with its legal moves
// when legal.
func StateOf(p model.SizedPosition, legal bool) State {
	s := State{Position: p, LastMove: model.NoCell, Hint: model.NoCell}
	if legal {
		s.Legal, s.Interactive = p.Board.Moves(), true
	}
	return s
}

// Board is the green Othello board: it draws a State, animates flips,
// previews moves under the pointer and turns taps and keys into proposed
// moves. It never decides whether a move is legal beyond what Legal says;
// the controller does.
type Board struct {
	widget.BaseWidget

	// OnMove is called with the square a person chose, by tap or key.
	OnMove func(c model.Cell)
	// OnOtherKey is called with the keys the board has no use for.
	OnOtherKey func(e *fyne.KeyEvent)
	// OnAnimationEnd is called when an animation has run to its end; not
	// when SetState, Animate or FinishAnimation cut it short.
	OnAnimationEnd func()
	// Covered reports whether a dialog covers the board (nil: never).
	Covered func() bool
	// Animations start the board's animations on Fyne's clock; a test
	// replaces them to tick the animations by hand.
	Animations Animations

	state       State
	showLegal   bool
	showPreview bool

	hover    model.Cell // the legal square under the pointer
	cursor   model.Cell // the keyboard cursor
	keyboard bool       // the cursor is shown (a key was used since the last tap)
	typed    rune       // a column letter typed, waiting for its row
	typedOne bool       // on 10x10, the row typed so far is 1, which a 0 makes 10
	focused  bool
	turning  turning // the discs a move flips, turning over

	bannerAnim *fyne.Animation     // times the banner out
	bannerGone model.SizedPosition // the position whose banner was read or timed out

	style Style
	fx    Effects // the frame's flash and the winner's glow
}

// New returns a board at the start position with legal moves shown.
func New() *Board {
	start, _ := model.SizedStartPosition(8) // 8x8 is a size
	b := &Board{
		state:       StateOf(start, false),
		showLegal:   true,
		showPreview: true,
		hover:       model.NoCell,
		cursor:      start.Geometry().Cell(3, 2), // d3
		turning:     turning{placed: model.NoCell},
		Animations:  Animations{Turn: (*fyne.Animation).Start, Banner: (*fyne.Animation).Start, Effect: (*fyne.Animation).Start},
	}
	b.fx = Effects{refresh: b.Refresh, start: func(a *fyne.Animation) { b.Animations.Effect(a) }}
	b.ExtendBaseWidget(b)
	return b
}

// SetState shows s, ending any animation.
func (b *Board) SetState(s State) {
	b.turning.stop()
	if s.Position.Geometry() == nil {
		geo, _ := model.GeometryOf(8)
		s.Position = model.NewSizedPosition(geo, model.Bits{}, model.Bits{}, model.Black) // the zero state: an empty 8x8 board
	}
	if s.Position == b.bannerGone {
		s.Banner = "" // read already, or timed out
	}
	fresh := s.Banner != "" && (s.Banner != b.state.Banner || s.Position != b.state.Position)
	if s.Position != b.state.Position {
		b.fx.Stop()
	}
	if n, was := s.Position.Size(), b.state.Position.Size(); n != was {
		// the cursor keeps its place as far as the new size allows
		col, row := b.state.Position.Geometry().ColRow(b.cursor)
		b.cursor = s.Position.Geometry().Cell(min(col, n-1), min(row, n-1))
		b.typed, b.typedOne = 0, false
	}
	b.state = s
	if !b.state.legal(b.hover) {
		b.hover = model.NoCell
	}
	b.Refresh()
	if fresh {
		if b.bannerAnim != nil {
			b.bannerAnim.Stop()
		}
		// An animation rather than a timer, so it ends on the UI goroutine.
		b.bannerAnim = fyne.NewAnimation(bannerTime, func(f float32) {
			if f >= 1 {
				b.dismissBanner()
			}
		})
		b.Animations.Banner(b.bannerAnim)
	}
}

// bannerTime is how long a banner stays on the board.
const bannerTime = 2500 * time.Millisecond

// Hover returns the legal square whose preview shows under the pointer,
// NoCell for none.
func (b *Board) Hover() model.Cell { return b.hover }

// FrameBounds returns where the board's frame stands in the widget: its
// top-left corner and its side, the coordinates inside it.
func (b *Board) FrameBounds() (fyne.Position, float32) {
	g := boardGeometry(b.Size(), b.geo().Size())
	return g.frame, g.side
}

// State returns what the board shows.
func (b *Board) State() State { return b.state }

// SetOptions turns the legal-move dots and the hover preview on or off.
func (b *Board) SetOptions(showLegal, showPreview bool) {
	b.showLegal, b.showPreview = showLegal, showPreview
	b.Refresh()
}

// Cursor returns the keyboard cursor's square.
func (b *Board) Cursor() model.Cell { return b.cursor }

// geo returns the layout of the board on show.
func (b *Board) geo() *model.Geometry { return b.state.Position.Geometry() }

// CellCenter returns the centre of square c in the board's coordinates.
func (b *Board) CellCenter(c model.Cell) fyne.Position {
	g := boardGeometry(b.Size(), b.geo().Size())
	col, row := b.geo().ColRow(c)
	return fyne.NewPos(g.felt.X+(float32(col)+0.5)*g.cell, g.felt.Y+(float32(row)+0.5)*g.cell)
}

// CellAt returns the square under pos, in the board's coordinates.
func (b *Board) CellAt(pos fyne.Position) (model.Cell, bool) {
	n := b.geo().Size()
	g := boardGeometry(b.Size(), n)
	x, y := pos.X-g.felt.X, pos.Y-g.felt.Y
	if x < 0 || y < 0 || g.cell <= 0 {
		return model.NoCell, false
	}
	col, row := int(x/g.cell), int(y/g.cell)
	if col >= n || row >= n {
		return model.NoCell, false
	}
	return b.geo().Cell(col, row), true
}

// MinSize keeps the board big enough to hit a square.
func (b *Board) MinSize() fyne.Size {
	b.ExtendBaseWidget(b)
	return fyne.NewSize(320, 320)
}

// CreateRenderer builds the canvas objects once; Refresh updates them.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{b: b}
	r.build()
	return r
}
