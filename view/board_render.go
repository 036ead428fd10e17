// The board's renderer: the canvas objects of the green board, built once
// and placed and coloured by Refresh for the board's state and size.

package view

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"othello/model"
)

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
	colBanner     = color.NRGBA{R: 0x10, G: 0x2a, B: 0x18, A: 0xe0}
	colBannerText = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
)

// geometry is where the board's parts go for a given widget size and
// number of rows: a square frame centred in the widget, with a margin for
// the coordinates.
type geometry struct {
	frame  fyne.Position
	side   float32
	felt   fyne.Position
	cell   float32
	margin float32
}

// maxSize is the number of rows of the largest board, 10x10.
const maxSize = 10

// minCoordSize keeps the coordinates legible on the smallest board.
const minCoordSize = 12

func boardGeometry(size fyne.Size, n int) geometry {
	side := min(size.Width, size.Height)
	margin := max(side*0.06, minCoordSize/0.55)
	frame := fyne.NewPos((size.Width-side)/2, (size.Height-side)/2)
	return geometry{
		frame:  frame,
		side:   side,
		felt:   frame.AddXY(margin, margin),
		cell:   (side - 2*margin) / float32(n),
		margin: margin,
	}
}

type boardRenderer struct {
	b *Board

	frame      *canvas.Rectangle
	felt       *canvas.Rectangle
	lines      [2 * (maxSize - 1)]*canvas.Line // the inner grid lines, across then down
	stars      [4]*canvas.Circle
	cols       [maxSize]*canvas.Text
	rows       [maxSize]*canvas.Text
	dots       [maxCells]*canvas.Circle
	shadows    [maxCells]*canvas.Rectangle
	edges      [maxCells]*canvas.Rectangle
	faces      [maxCells]*canvas.Rectangle
	shines     [maxCells]*canvas.Circle
	glows      [maxCells]*canvas.Circle // the winner's discs at the end of a game
	numbers    [maxCells]*canvas.Text   // move numbers on the discs
	marks      [maxCells]*canvas.Circle // would-flip marks of the hover preview
	scores     [maxCells]*canvas.Text
	last       *canvas.Circle
	hint       *canvas.Circle
	hintArea   *canvas.Rectangle
	cursor     *canvas.Rectangle
	banner     *canvas.Rectangle // behind bannerText
	bannerText *canvas.Text
	objects    []fyne.CanvasObject
}

func (r *boardRenderer) build() {
	p := r.b.palette()
	r.frame = canvas.NewRectangle(p.frame)
	r.felt = canvas.NewRectangle(p.felt)
	r.objects = append(r.objects, r.frame, r.felt)
	for i := range r.lines {
		r.lines[i] = canvas.NewLine(p.grid)
		r.objects = append(r.objects, r.lines[i])
	}
	for i := range r.stars {
		r.stars[i] = canvas.NewCircle(p.grid)
		r.objects = append(r.objects, r.stars[i])
	}
	for i := range maxSize {
		r.cols[i] = canvas.NewText(string(rune('A'+i)), p.coord)
		r.rows[i] = canvas.NewText(strconv.Itoa(i+1), p.coord)
		for _, t := range []*canvas.Text{r.cols[i], r.rows[i]} {
			t.Alignment = fyne.TextAlignCenter
			t.TextStyle.Bold = true
			r.objects = append(r.objects, t)
		}
	}
	// Layer by layer, so no shadow falls on a neighbouring disc.
	for sq := range maxCells {
		r.dots[sq] = canvas.NewCircle(p.blackDot)
		r.objects = append(r.objects, r.dots[sq])
	}
	for sq := range maxCells {
		r.shadows[sq] = canvas.NewRectangle(p.shadow)
		r.objects = append(r.objects, r.shadows[sq])
	}
	for sq := range maxCells {
		r.edges[sq] = canvas.NewRectangle(p.blackEdge)
		r.objects = append(r.objects, r.edges[sq])
	}
	for sq := range maxCells {
		r.faces[sq] = canvas.NewRectangle(p.blackFace)
		r.shines[sq] = canvas.NewCircle(p.shine)
		r.objects = append(r.objects, r.faces[sq], r.shines[sq])
	}
	for sq := range maxCells {
		r.glows[sq] = canvas.NewCircle(color.Transparent)
		r.glows[sq].Hide()
		r.objects = append(r.objects, r.glows[sq])
	}
	for sq := range maxCells {
		r.numbers[sq] = canvas.NewText("", p.whiteFace)
		r.numbers[sq].Alignment = fyne.TextAlignCenter
		r.numbers[sq].TextStyle.Bold = true
		r.numbers[sq].Hide()
		r.objects = append(r.objects, r.numbers[sq])
	}
	for sq := range maxCells {
		r.marks[sq] = canvas.NewCircle(p.blackDot)
		r.scores[sq] = canvas.NewText("", p.score)
		r.scores[sq].Alignment = fyne.TextAlignCenter
		r.scores[sq].TextStyle.Bold = true
		r.objects = append(r.objects, r.marks[sq], r.scores[sq])
	}
	r.last = canvas.NewCircle(p.last)
	r.hint = canvas.NewCircle(color.Transparent)
	r.hint.StrokeColor = p.hint
	r.cursor = canvas.NewRectangle(color.Transparent)
	r.cursor.StrokeColor = p.cursor
	r.banner = canvas.NewRectangle(p.banner)
	r.bannerText = canvas.NewText("", p.bannerText)
	r.bannerText.Alignment = fyne.TextAlignCenter
	r.bannerText.TextStyle.Bold = true
	r.hintArea = canvas.NewRectangle(color.Transparent)
	r.objects = append(r.objects, r.last, r.hint, r.hintArea, r.cursor, r.banner, r.bannerText)
}

func (r *boardRenderer) Layout(fyne.Size) { r.Refresh() }

func (r *boardRenderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *boardRenderer) Destroy() {}

// Refresh places and colours every object for the board's state and size,
// in layers: the frame and grid, then square by square the legal-move dot,
// the disc, the preview mark and the move score, then the marks on top.
func (r *boardRenderer) Refresh() {
	b := r.b
	st := b.state
	geo := st.Position.Geometry()
	n := geo.Size()
	g := boardGeometry(b.Size(), n)
	r.refreshFrame(g, n)
	var preview model.Bits
	if b.showPreview && b.hover != model.NoCell && st.Interactive {
		preview = st.Position.Board.Flips(b.hover)
	}
	c := g.cell
	for sq := model.Cell(0); sq < maxCells; sq++ {
		if !geo.OnBoard(sq) {
			r.hideCell(sq)
			continue
		}
		col, row := geo.ColRow(sq)
		cell := g.felt.AddXY(float32(col)*c, float32(row)*c)
		center := cell.AddXY(c/2, c/2)
		ghost := sq == b.hover && b.showPreview && st.Interactive
		r.refreshDot(sq, center, c, ghost)
		r.refreshDisc(sq, center, c, ghost)
		r.refreshGlow(sq, center, c)
		r.refreshNumber(sq, center, c)
		r.refreshPreviewMark(sq, center, c, preview.Has(geo.Bit(sq)))
		r.refreshScore(sq, center, c)
	}
	r.refreshLastMove(c)
	r.refreshHint(c)
	r.refreshHintArea(g)
	r.refreshCursor(g)
	r.refreshBanner(g)
	for _, o := range r.objects {
		canvas.Refresh(o)
	}
}

// hideCell hides the objects of a square the board's size does not have.
func (r *boardRenderer) hideCell(sq model.Cell) {
	for _, o := range []fyne.CanvasObject{r.dots[sq], r.shadows[sq], r.edges[sq], r.faces[sq], r.shines[sq], r.glows[sq], r.numbers[sq], r.marks[sq], r.scores[sq]} {
		o.Hide()
	}
}

// refreshFrame places the frame, the felt, the grid of n rows, its four
// star points and the coordinates.
func (r *boardRenderer) refreshFrame(g geometry, n int) {
	c, p := g.cell, r.b.palette()
	felt := float32(n) * c
	place(r.frame, g.frame, fyne.NewSize(g.side, g.side))
	r.frame.CornerRadius = g.margin * 0.4
	r.frame.FillColor = mix(p.frame, p.flash, r.b.flashAmount())
	r.felt.FillColor = p.felt
	place(r.felt, g.felt, fyne.NewSize(felt, felt))
	stroke := max(1, c/p.gridDiv)
	for _, l := range r.lines {
		l.StrokeColor = p.grid
	}
	for _, s := range r.stars {
		s.FillColor = p.grid
	}
	for i := range maxSize {
		r.cols[i].Color, r.rows[i].Color = p.coord, p.coord
		r.cols[i].Hidden, r.rows[i].Hidden = i >= n, i >= n
	}
	const across = maxSize - 1
	for i := range across {
		h, v := r.lines[i], r.lines[across+i]
		h.Hidden, v.Hidden = i >= n-1, i >= n-1
		off := float32(i+1) * c
		h.Position1, h.Position2 = g.felt.AddXY(0, off), g.felt.AddXY(felt, off)
		v.Position1, v.Position2 = g.felt.AddXY(off, 0), g.felt.AddXY(off, felt)
		h.StrokeWidth, v.StrokeWidth = stroke, stroke
	}
	// The star points mark the corners of the central region, two lines
	// in from each edge (none on 4x4, where that is the whole middle).
	lo, hi := float32(2), float32(n-2)
	for i, at := range [4][2]float32{{lo, lo}, {hi, lo}, {lo, hi}, {hi, hi}} {
		d := c * 0.12
		r.stars[i].Hidden = n < 6
		place(r.stars[i], g.felt.AddXY(at[0]*c-d/2, at[1]*c-d/2), fyne.NewSize(d, d))
	}
	textSize := max(minCoordSize, g.margin*0.55)
	for i := range n {
		r.cols[i].TextSize, r.rows[i].TextSize = textSize, textSize
		cs := r.cols[i].MinSize()
		place(r.cols[i], fyne.NewPos(g.felt.X+(float32(i)+0.5)*c-cs.Width/2, g.frame.Y+(g.margin-cs.Height)/2), cs)
		rs := r.rows[i].MinSize()
		place(r.rows[i], fyne.NewPos(g.frame.X+(g.margin-rs.Width)/2, g.felt.Y+(float32(i)+0.5)*c-rs.Height/2), rs)
	}
}

// refreshDot shows the legal-move dot of sq, left out where a move score
// is written instead or the hover preview shows the disc.
func (r *boardRenderer) refreshDot(sq model.Cell, center fyne.Position, c float32, ghost bool) {
	b, st, p := r.b, r.b.state, r.b.palette()
	dot := r.dots[sq]
	_, scored := st.Scores[sq]
	if b.showLegal && st.Interactive && st.legal(sq) && !ghost && !scored {
		d := c * 0.22
		dot.FillColor = pick(st.Position.Turn, p.blackDot, p.whiteDot)
		place(dot, center.AddXY(-d/2, -d/2), fyne.NewSize(d, d))
		dot.Show()
	} else {
		dot.Hide()
	}
}

// refreshDisc draws the disc on sq, or the ghost of the previewed move:
// shadow, edge (its thickness), face and shine. A turning disc narrows to
// its edge, changes colour and widens again.
func (r *boardRenderer) refreshDisc(sq model.Cell, center fyne.Position, c float32, ghost bool) {
	b, pos, p := r.b, r.b.state.Position, r.b.palette()
	shadow, edge, face, shine := r.shadows[sq], r.edges[sq], r.faces[sq], r.shines[sq]
	colour, occupied := pos.At(sq)
	if !occupied && !ghost {
		shadow.Hide()
		edge.Hide()
		face.Hide()
		shine.Hide()
		return
	}
	d := c * 0.8
	w := d
	shown := colour
	if ghost {
		shown = pos.Turn
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
	if sq == b.animNew && b.Animating() {
		grow := min(1, 0.6+b.animT*4)
		w, d = d*grow, d*grow
	}
	depth := c * 0.045
	topLeft := center.AddXY(-w/2, -d/2-depth/2)
	size := fyne.NewSize(w, d)
	shadow.FillColor = p.shadow
	edge.FillColor = pick(shown, p.blackEdge, p.whiteEdge)
	face.FillColor = pick(shown, p.blackFace, p.whiteFace)
	if ghost {
		shadow.FillColor = color.Transparent
		edge.FillColor = color.Transparent
		face.FillColor = pick(shown, p.blackGhost, p.whiteGhost)
	}
	radius := min(w, d) / 2
	for _, rect := range []*canvas.Rectangle{shadow, edge, face} {
		rect.CornerRadius = radius
	}
	face.StrokeColor, face.StrokeWidth = nil, 0
	if p.discRim.A != 0 && !ghost {
		face.StrokeColor, face.StrokeWidth = p.discRim, max(1, c*0.03)
	}
	place(shadow, topLeft.AddXY(depth*0.8, depth*1.8), size)
	place(edge, topLeft.AddXY(0, depth), size)
	place(face, topLeft, size)
	shadow.Show()
	edge.Show()
	face.Show()
	if shown == model.Black && !ghost && w > d*0.6 && p.shine.A != 0 {
		shine.FillColor = p.shine
		s := d * 0.42
		place(shine, center.AddXY(-d*0.3, -d*0.32-depth/2), fyne.NewSize(s, s))
		shine.Show()
	} else {
		shine.Hide()
	}
}

// refreshGlow rings sq while the winner's discs glow at the end of a game.
func (r *boardRenderer) refreshGlow(sq model.Cell, center fyne.Position, c float32) {
	b, glow := r.b, r.glows[sq]
	colour, occupied := b.state.Position.At(sq)
	amount := b.glowAmount()
	if !occupied || colour != b.glowColor || amount <= 0 {
		glow.Hide()
		return
	}
	g := b.palette().glow
	g.A = uint8(float32(g.A) * amount)
	glow.StrokeColor = g
	glow.StrokeWidth = max(2, c*0.08)
	d := c * 0.9
	place(glow, center.AddXY(-d/2, -d/2-c*0.0225), fyne.NewSize(d, d))
	glow.Show()
}

// refreshNumber writes the number of the move that placed the disc on sq,
// centred on its face in the other colour's face colour, as Othello books
// print their diagrams; not while the disc turns.
func (r *boardRenderer) refreshNumber(sq model.Cell, center fyne.Position, c float32) {
	num, p := r.numbers[sq], r.b.palette()
	colour, occupied := r.b.state.Position.At(sq)
	n, ok := r.b.state.Numbers[sq]
	if !ok || !occupied || r.b.turn(sq) < 1 {
		num.Hide()
		return
	}
	num.Text = strconv.Itoa(n)
	num.Color = pick(colour, p.whiteFace, p.blackFace)
	// two digits fill half the disc's width; three take the same width
	num.TextSize = c * 0.36
	if n >= 100 {
		num.TextSize = c * 0.27
	}
	ts := num.MinSize()
	place(num, center.AddXY(-ts.Width/2, -ts.Height/2-c*0.0225), ts)
	num.Show()
}

// refreshPreviewMark marks sq if the previewed move would turn it.
func (r *boardRenderer) refreshPreviewMark(sq model.Cell, center fyne.Position, c float32, turns bool) {
	mark, p := r.marks[sq], r.b.palette()
	if turns {
		d := c * 0.3
		mark.FillColor = pick(r.b.state.Position.Turn, p.blackGhost, p.whiteGhost)
		place(mark, center.AddXY(-d/2, -d/2-c*0.0225), fyne.NewSize(d, d))
		mark.Show()
	} else {
		mark.Hide()
	}
}

// refreshScore writes the analysis score of an empty square.
func (r *boardRenderer) refreshScore(sq model.Cell, center fyne.Position, c float32) {
	st := r.b.state
	score := r.scores[sq]
	_, occupied := st.Position.At(sq)
	if text, ok := st.Scores[sq]; ok && !occupied {
		score.Text = text
		score.Color = r.b.palette().score
		score.TextSize = max(9, c*0.3)
		ts := score.MinSize()
		place(score, center.AddXY(-ts.Width/2, -ts.Height/2), ts)
		score.Show()
	} else {
		score.Hide()
	}
}

// refreshLastMove dots the last move played.
func (r *boardRenderer) refreshLastMove(c float32) {
	if sq := r.b.state.LastMove; r.b.geo().OnBoard(sq) {
		r.last.FillColor = r.b.palette().last
		d := c * 0.16
		center := r.b.CellCenter(sq).AddXY(0, -c*0.0225)
		place(r.last, center.AddXY(-d/2, -d/2), fyne.NewSize(d, d))
		r.last.Show()
	} else {
		r.last.Hide()
	}
}

// refreshBanner writes the state's banner across the middle of the board,
// on a dark band that keeps it legible over any discs.
func (r *boardRenderer) refreshBanner(g geometry) {
	text := r.b.state.Banner
	if text == "" {
		r.banner.Hide()
		r.bannerText.Hide()
		return
	}
	r.bannerText.Text = text
	r.banner.FillColor, r.bannerText.Color = r.b.palette().banner, r.b.palette().bannerText
	r.bannerText.TextSize = g.side * 0.055
	ts := r.bannerText.MinSize()
	size := fyne.NewSize(ts.Width+g.side*0.08, ts.Height+g.side*0.04)
	center := g.frame.AddXY(g.side/2, g.side/2)
	place(r.banner, center.AddXY(-size.Width/2, -size.Height/2), size)
	r.banner.CornerRadius = size.Height / 4
	place(r.bannerText, center.AddXY(-ts.Width/2, -ts.Height/2), ts)
	r.banner.Show()
	r.bannerText.Show()
}

// refreshHint rings the hinted square.
func (r *boardRenderer) refreshHint(c float32) {
	if sq := r.b.state.Hint; r.b.geo().OnBoard(sq) {
		d := c * 0.86
		r.hint.StrokeColor = r.b.palette().hint
		r.hint.StrokeWidth = max(2, c*0.06)
		place(r.hint, r.b.CellCenter(sq).AddXY(-d/2, -d/2), fyne.NewSize(d, d))
		r.hint.Show()
	} else {
		r.hint.Hide()
	}
}

// refreshHintArea frames the part of the board where the best move lies.
func (r *boardRenderer) refreshHintArea(g geometry) {
	a := r.b.state.HintArea
	if a.Cols <= 0 || a.Rows <= 0 {
		r.hintArea.Hide()
		return
	}
	c := g.cell
	r.hintArea.StrokeColor = r.b.palette().hint
	r.hintArea.StrokeWidth = max(3, c*0.07)
	r.hintArea.CornerRadius = c * 0.12
	inset := r.hintArea.StrokeWidth / 2
	place(r.hintArea, g.felt.AddXY(float32(a.Col)*c+inset, float32(a.Row)*c+inset),
		fyne.NewSize(float32(a.Cols)*c-2*inset, float32(a.Rows)*c-2*inset))
	r.hintArea.Show()
}

// refreshCursor frames the keyboard cursor's square while the keyboard is
// in use.
func (r *boardRenderer) refreshCursor(g geometry) {
	b, c := r.b, g.cell
	if !b.keyboard {
		r.cursor.Hide()
		return
	}
	r.cursor.StrokeColor = r.b.palette().cursor
	inset := max(2, c*0.04)
	r.cursor.StrokeWidth = max(2, c*0.05)
	r.cursor.CornerRadius = c * 0.08
	col, row := b.geo().ColRow(b.cursor)
	place(r.cursor, g.felt.AddXY(float32(col)*c+inset, float32(row)*c+inset), fyne.NewSize(c-2*inset, c-2*inset))
	r.cursor.Show()
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
