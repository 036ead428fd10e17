package view

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"othello/model"
)

// BoardState is what the board shows; the board copies it, so the caller
// may keep changing its own.
type BoardState struct {
	Position    model.Position
	Legal       uint64                  // squares a person may play now (dots, hover preview)
	LastMove    model.Square            // marked with a red dot; NoSquare for none
	Hint        model.Square            // circled; NoSquare for none
	Scores      map[model.Square]string // move scores written on their squares
	Interactive bool                    // taps and keys propose moves
	Banner      string                  // a short notice across the board, such as "White passes"; "" for none
}

// Board is the green Othello board: it draws a BoardState, animates flips,
// previews moves under the pointer and turns taps and keys into proposed
// moves. It never decides whether a move is legal beyond what Legal says;
// the controller does.
type Board struct {
	widget.BaseWidget

	// OnMove is called with the square a person chose, by tap or key.
	OnMove func(sq model.Square)
	// OnOtherKey is called with the keys the board has no use for.
	OnOtherKey func(e *fyne.KeyEvent)
	// OnAnimationEnd is called when an animation has run to its end; not
	// when SetState, Animate or FinishAnimation cut it short.
	OnAnimationEnd func()

	state       BoardState
	showLegal   bool
	showPreview bool

	hover     model.Square // the legal square under the pointer
	cursor    model.Square // the keyboard cursor
	keyboard  bool         // the cursor is shown (a key was used since the last tap)
	typed     rune         // a column letter typed, waiting for its row
	focused   bool
	anim      *fyne.Animation
	animT     float32         // 0..1 through the running animation
	animStart [64]float32     // when each square starts turning, as a fraction of the animation
	animFrom  [64]model.Color // the colour a turning disc shows before it turns
	animOn    uint64          // squares being animated
	animDisc  float32         // length of one disc's turn, as a fraction of the animation
	animNew   model.Square    // the disc just placed, which grows in

	startAnim func(*fyne.Animation) // starts an animation; tests replace it to tick by hand

	bannerAnim  *fyne.Animation       // times the banner out
	bannerGone  model.Position        // the position whose banner was read or timed out
	startBanner func(*fyne.Animation) // starts bannerAnim; tests replace it

	style     BoardStyle
	flashAnim *fyne.Animation       // the frame's flash after a refused move
	flashT    float32               // 0..1 through the flash
	glowAnim  *fyne.Animation       // the glow of the winner's discs
	glowT     float32               // 0..1 through the glow
	glowColor model.Color           // whose discs glow
	startFx   func(*fyne.Animation) // starts the flash and the glow; tests replace it
}

// NewBoard returns a board at the start position with legal moves shown.
func NewBoard() *Board {
	b := &Board{
		state:       BoardState{Position: model.StartPosition(), LastMove: model.NoSquare, Hint: model.NoSquare},
		showLegal:   true,
		showPreview: true,
		hover:       model.NoSquare,
		cursor:      model.D3,
		animNew:     model.NoSquare,
		startAnim:   (*fyne.Animation).Start,
		startBanner: (*fyne.Animation).Start,
		startFx:     (*fyne.Animation).Start,
	}
	b.ExtendBaseWidget(b)
	return b
}

// SetState shows s, ending any animation.
func (b *Board) SetState(s BoardState) {
	b.stopAnimation()
	if s.Position == b.bannerGone {
		s.Banner = "" // read already, or timed out
	}
	fresh := s.Banner != "" && (s.Banner != b.state.Banner || s.Position != b.state.Position)
	if s.Position != b.state.Position {
		b.stopEffects()
	}
	b.state = s
	if b.state.Legal&b.hover.Bit() == 0 {
		b.hover = model.NoSquare
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
		b.startBanner(b.bannerAnim)
	}
}

// bannerTime is how long a banner stays on the board.
const bannerTime = 2500 * time.Millisecond

// State returns what the board shows.
func (b *Board) State() BoardState { return b.state }

// SetOptions turns the legal-move dots and the hover preview on or off.
func (b *Board) SetOptions(showLegal, showPreview bool) {
	b.showLegal, b.showPreview = showLegal, showPreview
	b.Refresh()
}

// Animate shows s after placed was played, turning the flipped discs one
// after another from colour from; perDisc is how long one disc takes to
// turn and stagger the gap between starts. A zero perDisc shows s at once.
func (b *Board) Animate(s BoardState, placed model.Square, flipped []model.Square, from model.Color, perDisc, stagger time.Duration) {
	b.SetState(s)
	if perDisc <= 0 || len(flipped) == 0 {
		return
	}
	total := perDisc + time.Duration(len(flipped)-1)*stagger
	b.animOn = 0
	for i, sq := range flipped {
		b.animOn |= sq.Bit()
		b.animStart[sq] = float32(time.Duration(i)*stagger) / float32(total)
		b.animFrom[sq] = from
	}
	b.animDisc = float32(perDisc) / float32(total)
	b.animNew = placed
	b.animT = 0
	var a *fyne.Animation
	a = fyne.NewAnimation(total, func(t float32) {
		if b.anim != a {
			return // a tick of an animation already cut short
		}
		b.animT = t
		if t < 1 {
			b.Refresh()
			return
		}
		b.anim, b.animOn, b.animNew = nil, 0, model.NoSquare
		b.Refresh()
		if b.OnAnimationEnd != nil {
			b.OnAnimationEnd()
		}
	})
	a.Curve = fyne.AnimationLinear
	b.anim = a
	b.startAnim(a)
}

// Animating reports whether discs are still turning.
func (b *Board) Animating() bool { return b.animOn != 0 }

// FinishAnimation ends the running animation at once, showing its end.
func (b *Board) FinishAnimation() {
	if b.Animating() {
		b.stopAnimation()
		b.Refresh()
	}
}

func (b *Board) stopAnimation() {
	if b.anim != nil {
		b.anim.Stop()
		b.anim = nil
	}
	b.animOn, b.animNew = 0, model.NoSquare
}

// turn returns how far disc sq has turned (0..1) in the running animation.
func (b *Board) turn(sq model.Square) float32 {
	if b.animOn&sq.Bit() == 0 {
		return 1
	}
	t := (b.animT - b.animStart[sq]) / b.animDisc
	switch {
	case t < 0:
		return 0
	case t > 1:
		return 1
	}
	return t
}

// Cursor returns the keyboard cursor's square.
func (b *Board) Cursor() model.Square { return b.cursor }

// CellCenter returns the centre of square sq in the board's coordinates.
func (b *Board) CellCenter(sq model.Square) fyne.Position {
	g := boardGeometry(b.Size())
	return fyne.NewPos(g.felt.X+(float32(sq.Col())+0.5)*g.cell, g.felt.Y+(float32(sq.Row())+0.5)*g.cell)
}

// SquareAt returns the square under pos, in the board's coordinates.
func (b *Board) SquareAt(pos fyne.Position) (model.Square, bool) {
	g := boardGeometry(b.Size())
	x, y := pos.X-g.felt.X, pos.Y-g.felt.Y
	if x < 0 || y < 0 || g.cell <= 0 {
		return model.NoSquare, false
	}
	col, row := int(x/g.cell), int(y/g.cell)
	if col > 7 || row > 7 {
		return model.NoSquare, false
	}
	return model.SquareAt(col, row), true
}

// Tapped proposes the tapped square; the controller judges it, so a tap on
// an illegal square is reported too.
func (b *Board) Tapped(e *fyne.PointEvent) {
	// a click on the board hands it the keyboard back from the panel
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil && c.Focused() != b {
		c.Focus(b)
	}
	sq, ok := b.SquareAt(e.Position)
	if b.keyboard {
		b.keyboard = false
		b.Refresh()
	}
	if !ok || !b.state.Interactive {
		return
	}
	b.propose(sq)
}

func (b *Board) propose(sq model.Square) {
	if b.OnMove != nil {
		b.OnMove(sq)
	}
}

// MouseIn starts the hover preview.
func (b *Board) MouseIn(e *desktop.MouseEvent) { b.MouseMoved(e) }

// MouseMoved moves the hover preview to the square under the pointer.
func (b *Board) MouseMoved(e *desktop.MouseEvent) {
	b.dismissBanner()
	h := model.NoSquare
	if sq, ok := b.SquareAt(e.Position); ok && b.state.Interactive && b.state.Legal&sq.Bit() != 0 {
		h = sq
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
	if b.hover != model.NoSquare {
		b.hover = model.NoSquare
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

// TypedRune plays a square typed as its name, such as "f5".
func (b *Board) TypedRune(r rune) {
	switch {
	case r >= 'a' && r <= 'h', r >= 'A' && r <= 'H':
		b.typed = r | 0x20
	case r >= '1' && r <= '8' && b.typed != 0:
		sq := model.SquareAt(int(b.typed-'a'), int(r-'1'))
		b.typed = 0
		b.cursor = sq
		if b.state.Interactive {
			b.propose(sq)
		}
	default:
		b.typed = 0
	}
}

// TypedKey moves the keyboard cursor with the arrow keys and plays its
// square with Enter or Space.
func (b *Board) TypedKey(e *fyne.KeyEvent) {
	b.dismissBanner()
	col, row := b.cursor.Col(), b.cursor.Row()
	switch e.Name {
	case fyne.KeyLeft:
		col = (col + 7) % 8
	case fyne.KeyRight:
		col = (col + 1) % 8
	case fyne.KeyUp:
		row = (row + 7) % 8
	case fyne.KeyDown:
		row = (row + 1) % 8
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		b.typed = 0
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
	b.typed = 0
	b.cursor = model.SquareAt(col, row)
	b.keyboard = true
	b.Refresh()
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
