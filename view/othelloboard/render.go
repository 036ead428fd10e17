// The board's renderer: the canvas objects of the green board, built once
// and placed and coloured by Refresh for the board's state and size. What
// each square shows is drawn in squares.go, the marks over the
// squares in marks.go.

package othelloboard

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

// DiscColors are the face and the edge of a disc of colour c, as the
// board draws it: for the window's other pictures of discs.
func DiscColors(c model.Color) (face, edge color.NRGBA) {
	return pick(c, colBlackFace, colWhiteFace), pick(c, colBlackEdge, colWhiteEdge)
}

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
	r.frame.FillColor = mix(p.frame, p.flash, r.b.fx.flashAmount())
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
