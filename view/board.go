package view

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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
}

// Board is the green Othello board: it draws a BoardState, animates flips,
// previews moves under the pointer and turns taps and keys into proposed
// moves. It never decides whether a move is legal beyond what Legal says;
// the controller does.
type Board struct {
	widget.BaseWidget

	// OnMove is called with the square a person chose, by tap or key.
	OnMove func(sq model.Square)
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
	}
	b.ExtendBaseWidget(b)
	return b
}

// SetState shows s, ending any animation.
func (b *Board) SetState(s BoardState) {
	b.stopAnimation()
	b.state = s
	if b.state.Legal&b.hover.Bit() == 0 {
		b.hover = model.NoSquare
	}
	b.Refresh()
}

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
	h := model.NoSquare
	if sq, ok := b.SquareAt(e.Position); ok && b.state.Interactive && b.state.Legal&sq.Bit() != 0 {
		h = sq
	}
	if h != b.hover {
		b.hover = h
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

// The board's colours. The board stays green in light and dark themes.
var (
	colFrame      = color.NRGBA{R: 0x1a, G: 0x3d, B: 0x26, A: 0xff}
	colFelt       = color.NRGBA{R: 0x2e, G: 0x8b, B: 0x4a, A: 0xff}
	colGrid       = color.NRGBA{R: 0x1b, G: 0x5e, B: 0x30, A: 0xff}
	colCoord      = color.NRGBA{R: 0xc8, G: 0xe6, B: 0xc9, A: 0xff}
	colShadow     = color.NRGBA{A: 0x55}
	colBlackFace  = color.NRGBA{R: 0x24, G: 0x24, B: 0x24, A: 0xff}
	colBlackEdge  = color.NRGBA{R: 0x05, G: 0x05, B: 0x05, A: 0xff}
	colWhiteFace  = color.NRGBA{R: 0xf7, G: 0xf7, B: 0xf2, A: 0xff}
	colWhiteEdge  = color.NRGBA{R: 0xa8, G: 0xa8, B: 0xa0, A: 0xff}
	colShine      = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x14}
	colBlackDot   = color.NRGBA{A: 0x60}
	colWhiteDot   = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x90}
	colBlackGhost = color.NRGBA{R: 0x24, G: 0x24, B: 0x24, A: 0x90}
	colWhiteGhost = color.NRGBA{R: 0xf7, G: 0xf7, B: 0xf2, A: 0xa0}
	colLast       = color.NRGBA{R: 0xe5, G: 0x39, B: 0x35, A: 0xff}
	colHint       = color.NRGBA{R: 0xff, G: 0xc1, B: 0x07, A: 0xff}
	colCursor     = color.NRGBA{R: 0x64, G: 0xb5, B: 0xf6, A: 0xff}
	colScore      = color.NRGBA{R: 0xff, G: 0xf1, B: 0x76, A: 0xff}
)

// geometry is where the board's parts go for a given widget size: a square
// frame centred in the widget, with a margin for the coordinates.
type geometry struct {
	frame  fyne.Position
	side   float32
	felt   fyne.Position
	cell   float32
	margin float32
}

func boardGeometry(size fyne.Size) geometry {
	side := min(size.Width, size.Height)
	margin := side * 0.06
	frame := fyne.NewPos((size.Width-side)/2, (size.Height-side)/2)
	return geometry{
		frame:  frame,
		side:   side,
		felt:   frame.AddXY(margin, margin),
		cell:   (side - 2*margin) / 8,
		margin: margin,
	}
}

type boardRenderer struct {
	b *Board

	frame   *canvas.Rectangle
	felt    *canvas.Rectangle
	lines   [14]*canvas.Line
	stars   [4]*canvas.Circle
	cols    [8]*canvas.Text
	rows    [8]*canvas.Text
	dots    [64]*canvas.Circle
	shadows [64]*canvas.Rectangle
	edges   [64]*canvas.Rectangle
	faces   [64]*canvas.Rectangle
	shines  [64]*canvas.Circle
	marks   [64]*canvas.Circle // would-flip marks of the hover preview
	scores  [64]*canvas.Text
	last    *canvas.Circle
	hint    *canvas.Circle
	cursor  *canvas.Rectangle
	objects []fyne.CanvasObject
}

func (r *boardRenderer) build() {
	r.frame = canvas.NewRectangle(colFrame)
	r.felt = canvas.NewRectangle(colFelt)
	r.objects = append(r.objects, r.frame, r.felt)
	for i := range r.lines {
		r.lines[i] = canvas.NewLine(colGrid)
		r.objects = append(r.objects, r.lines[i])
	}
	for i := range r.stars {
		r.stars[i] = canvas.NewCircle(colGrid)
		r.objects = append(r.objects, r.stars[i])
	}
	for i := 0; i < 8; i++ {
		r.cols[i] = canvas.NewText(string(rune('A'+i)), colCoord)
		r.rows[i] = canvas.NewText(string(rune('1'+i)), colCoord)
		for _, t := range []*canvas.Text{r.cols[i], r.rows[i]} {
			t.Alignment = fyne.TextAlignCenter
			t.TextStyle.Bold = true
			r.objects = append(r.objects, t)
		}
	}
	// Layer by layer, so no shadow falls on a neighbouring disc.
	for sq := range 64 {
		r.dots[sq] = canvas.NewCircle(colBlackDot)
		r.objects = append(r.objects, r.dots[sq])
	}
	for sq := range 64 {
		r.shadows[sq] = canvas.NewRectangle(colShadow)
		r.objects = append(r.objects, r.shadows[sq])
	}
	for sq := range 64 {
		r.edges[sq] = canvas.NewRectangle(colBlackEdge)
		r.objects = append(r.objects, r.edges[sq])
	}
	for sq := range 64 {
		r.faces[sq] = canvas.NewRectangle(colBlackFace)
		r.shines[sq] = canvas.NewCircle(colShine)
		r.objects = append(r.objects, r.faces[sq], r.shines[sq])
	}
	for sq := range 64 {
		r.marks[sq] = canvas.NewCircle(colBlackDot)
		r.scores[sq] = canvas.NewText("", colScore)
		r.scores[sq].Alignment = fyne.TextAlignCenter
		r.scores[sq].TextStyle.Bold = true
		r.objects = append(r.objects, r.marks[sq], r.scores[sq])
	}
	r.last = canvas.NewCircle(colLast)
	r.hint = canvas.NewCircle(color.Transparent)
	r.hint.StrokeColor = colHint
	r.cursor = canvas.NewRectangle(color.Transparent)
	r.cursor.StrokeColor = colCursor
	r.objects = append(r.objects, r.last, r.hint, r.cursor)
}

func (r *boardRenderer) Layout(fyne.Size) { r.Refresh() }

func (r *boardRenderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *boardRenderer) Destroy() {}

// Refresh places and colours every object for the board's state and size.
func (r *boardRenderer) Refresh() {
	b := r.b
	g := boardGeometry(b.Size())
	c := g.cell
	felt := 8 * c

	place(r.frame, g.frame, fyne.NewSize(g.side, g.side))
	r.frame.CornerRadius = g.margin * 0.4
	place(r.felt, g.felt, fyne.NewSize(felt, felt))
	stroke := max(1, c/40)
	for i := 0; i < 7; i++ {
		off := float32(i+1) * c
		h, v := r.lines[i], r.lines[7+i]
		h.Position1, h.Position2 = g.felt.AddXY(0, off), g.felt.AddXY(felt, off)
		v.Position1, v.Position2 = g.felt.AddXY(off, 0), g.felt.AddXY(off, felt)
		h.StrokeWidth, v.StrokeWidth = stroke, stroke
	}
	for i, at := range [4][2]float32{{2, 2}, {6, 2}, {2, 6}, {6, 6}} {
		d := c * 0.12
		place(r.stars[i], g.felt.AddXY(at[0]*c-d/2, at[1]*c-d/2), fyne.NewSize(d, d))
	}
	textSize := max(8, g.margin*0.55)
	for i := 0; i < 8; i++ {
		r.cols[i].TextSize, r.rows[i].TextSize = textSize, textSize
		cs := r.cols[i].MinSize()
		place(r.cols[i], fyne.NewPos(g.felt.X+(float32(i)+0.5)*c-cs.Width/2, g.frame.Y+(g.margin-cs.Height)/2), cs)
		rs := r.rows[i].MinSize()
		place(r.rows[i], fyne.NewPos(g.frame.X+(g.margin-rs.Width)/2, g.felt.Y+(float32(i)+0.5)*c-rs.Height/2), rs)
	}

	st := b.state
	pos := st.Position
	mover := pos.Turn
	var preview uint64
	if b.showPreview && b.hover != model.NoSquare && st.Interactive {
		preview = pos.Board.Flips(b.hover)
	}
	for sq := model.A1; sq <= model.H8; sq++ {
		cell := g.felt.AddXY(float32(sq.Col())*c, float32(sq.Row())*c)
		center := cell.AddXY(c/2, c/2)
		colour, occupied := pos.At(sq)
		ghost := sq == b.hover && b.showPreview && st.Interactive

		// Legal-move dot, left out where a move score is written instead.
		dot := r.dots[sq]
		_, scored := st.Scores[sq]
		if b.showLegal && st.Interactive && st.Legal&sq.Bit() != 0 && !ghost && !scored {
			d := c * 0.22
			dot.FillColor = pick(mover, colBlackDot, colWhiteDot)
			place(dot, center.AddXY(-d/2, -d/2), fyne.NewSize(d, d))
			dot.Show()
		} else {
			dot.Hide()
		}

		// The disc: shadow, edge (its thickness), face and shine. A turning
		// disc narrows to its edge, changes colour and widens again.
		shadow, edge, face, shine := r.shadows[sq], r.edges[sq], r.faces[sq], r.shines[sq]
		if occupied || ghost {
			d := c * 0.8
			w := d
			shown := colour
			if ghost {
				shown = mover
			}
			if t := b.turn(sq); t < 1 {
				if t < 0.5 {
					shown = b.animFrom[sq]
					w = d * (1 - 2*t)
				} else {
					w = d * (2*t - 1)
				}
				w = max(w, d*0.08)
			}
			if sq == b.animNew && b.animOn != 0 {
				grow := min(1, 0.6+b.animT*4)
				w, d = d*grow, d*grow
			}
			depth := c * 0.045
			topLeft := center.AddXY(-w/2, -d/2-depth/2)
			size := fyne.NewSize(w, d)
			shadow.FillColor = colShadow
			edge.FillColor = pick(shown, colBlackEdge, colWhiteEdge)
			face.FillColor = pick(shown, colBlackFace, colWhiteFace)
			if ghost {
				shadow.FillColor = color.Transparent
				edge.FillColor = color.Transparent
				face.FillColor = pick(shown, colBlackGhost, colWhiteGhost)
			}
			radius := min(w, d) / 2
			for _, rect := range []*canvas.Rectangle{shadow, edge, face} {
				rect.CornerRadius = radius
			}
			place(shadow, topLeft.AddXY(depth*0.8, depth*1.8), size)
			place(edge, topLeft.AddXY(0, depth), size)
			place(face, topLeft, size)
			shadow.Show()
			edge.Show()
			face.Show()
			if shown == model.Black && !ghost && w > d*0.6 {
				s := d * 0.42
				place(shine, center.AddXY(-d*0.3, -d*0.32-depth/2), fyne.NewSize(s, s))
				shine.Show()
			} else {
				shine.Hide()
			}
		} else {
			shadow.Hide()
			edge.Hide()
			face.Hide()
			shine.Hide()
		}

		// Hover preview: mark the discs the move would turn.
		mark := r.marks[sq]
		if preview&sq.Bit() != 0 {
			d := c * 0.3
			mark.FillColor = pick(mover, colBlackGhost, colWhiteGhost)
			place(mark, center.AddXY(-d/2, -d/2-c*0.0225), fyne.NewSize(d, d))
			mark.Show()
		} else {
			mark.Hide()
		}

		score := r.scores[sq]
		if text, ok := st.Scores[sq]; ok && !occupied {
			score.Text = text
			score.TextSize = max(9, c*0.3)
			ts := score.MinSize()
			place(score, center.AddXY(-ts.Width/2, -ts.Height/2), ts)
			score.Show()
		} else {
			score.Hide()
		}
	}

	if sq := st.LastMove; sq.OnBoard() {
		d := c * 0.16
		center := b.CellCenter(sq).AddXY(0, -c*0.0225)
		place(r.last, center.AddXY(-d/2, -d/2), fyne.NewSize(d, d))
		r.last.Show()
	} else {
		r.last.Hide()
	}
	if sq := st.Hint; sq.OnBoard() {
		d := c * 0.86
		r.hint.StrokeWidth = max(2, c*0.06)
		place(r.hint, b.CellCenter(sq).AddXY(-d/2, -d/2), fyne.NewSize(d, d))
		r.hint.Show()
	} else {
		r.hint.Hide()
	}
	if b.keyboard {
		inset := max(2, c*0.04)
		r.cursor.StrokeWidth = max(2, c*0.05)
		r.cursor.CornerRadius = c * 0.08
		place(r.cursor, g.felt.AddXY(float32(b.cursor.Col())*c+inset, float32(b.cursor.Row())*c+inset), fyne.NewSize(c-2*inset, c-2*inset))
		r.cursor.Show()
	} else {
		r.cursor.Hide()
	}
	for _, o := range r.objects {
		canvas.Refresh(o)
	}
}

// place moves and sizes o.
func place(o fyne.CanvasObject, pos fyne.Position, size fyne.Size) {
	o.Move(pos)
	o.Resize(size)
}

// pick returns the value for colour c.
func pick[T any](c model.Color, black, white T) T {
	if c == model.White {
		return white
	}
	return black
}
