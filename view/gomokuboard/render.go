// The board's renderer: the wood, the lines, the star points and the
// coordinates, then the stones and the marks on them, in the colours of the
// light or the dark theme.

package gomokuboard

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"othello/model/gomoku"
)

// palette is every colour the board draws with.
type palette struct {
	wood, edge, line, coord          color.NRGBA
	black, blackRim, white, whiteRim color.NRGBA
	last, win, hint, cursor          color.NRGBA
}

var (
	lightPalette = palette{
		wood: color.NRGBA{0xde, 0xb8, 0x6a, 0xff}, edge: color.NRGBA{0xa8, 0x7b, 0x3c, 0xff},
		line: color.NRGBA{0x3b, 0x2a, 0x14, 0xff}, coord: color.NRGBA{0x4a, 0x33, 0x18, 0xff},
		black: color.NRGBA{0x1c, 0x1c, 0x1c, 0xff}, blackRim: color.NRGBA{0x00, 0x00, 0x00, 0xff},
		white: color.NRGBA{0xf6, 0xf4, 0xee, 0xff}, whiteRim: color.NRGBA{0x6e, 0x68, 0x5c, 0xff},
		last: color.NRGBA{0xd8, 0x2a, 0x20, 0xff}, win: color.NRGBA{0xe0, 0x20, 0x20, 0xff},
		hint: color.NRGBA{0x10, 0x70, 0xd0, 0xff}, cursor: color.NRGBA{0x10, 0x60, 0xc0, 0xff},
	}
	darkPalette = palette{
		wood: color.NRGBA{0xa8, 0x80, 0x48, 0xff}, edge: color.NRGBA{0x6b, 0x4c, 0x24, 0xff},
		line: color.NRGBA{0x2a, 0x1c, 0x0c, 0xff}, coord: color.NRGBA{0x1e, 0x14, 0x08, 0xff},
		black: color.NRGBA{0x14, 0x14, 0x14, 0xff}, blackRim: color.NRGBA{0x00, 0x00, 0x00, 0xff},
		white: color.NRGBA{0xe8, 0xe6, 0xe0, 0xff}, whiteRim: color.NRGBA{0x50, 0x4a, 0x40, 0xff},
		last: color.NRGBA{0xff, 0x40, 0x30, 0xff}, win: color.NRGBA{0xff, 0x38, 0x30, 0xff},
		hint: color.NRGBA{0x40, 0xa0, 0xff, 0xff}, cursor: color.NRGBA{0x40, 0x90, 0xff, 0xff},
	}
)

// paletteOf picks the palette of the theme b is drawn in: the dark one on
// a dark background.
func paletteOf(b fyne.Widget) *palette {
	bg := theme.Color(theme.ColorNameBackground)
	if b != nil {
		bg = theme.CurrentForWidget(b).Color(theme.ColorNameBackground, fyne.CurrentApp().Settings().ThemeVariant())
	}
	r, g, bl, _ := bg.RGBA()
	if (299*r+587*g+114*bl)/1000 < 0x8000 {
		return &darkPalette
	}
	return &lightPalette
}

// geometry places the points: the first at (x0, y0), cell apart.
type geometry struct {
	x, y, side float32 // the wood
	x0, y0     float32
	cell       float32
}

// The wood between the frame and the outer lines, in cells: on the left
// and at the bottom it holds the coordinates clear of both the frame and
// the edge stones (with a cell the numbers touched the frame), on the far
// sides only the edge stones' halves.
const (
	coordWood = 1.3
	farWood   = 0.8
)

// minCoordSize keeps the coordinates legible on a large board in a small
// window, as on Othello's board.
const minCoordSize = 12

// coordFont is the coordinates' text size on a board of cell spacing c.
func coordFont(c float32) float32 { return max(minCoordSize, c*0.38) }

// coordRoom is the wood the coordinates need beside the lines on a board
// of cell spacing c: the edge stones' halves, the frame and a gap as wide,
// and two digits of coordFont.
func coordRoom(c float32) float32 {
	return stoneRadius(c) + 2*frameWidth(c) + 1.4*coordFont(c)
}

// frameWidth is the width of the wood's frame on a board of cell spacing c.
func frameWidth(c float32) float32 { return max(1, c/10) }

func layoutOf(size fyne.Size, n int) geometry {
	side := min(size.Width, size.Height)
	x, y := (size.Width-side)/2, (size.Height-side)/2
	cell := side / (float32(n-1) + coordWood + farWood)
	coord := coordWood * cell
	// with small cells the coordinates take more of the side, so that
	// they keep their size (a second pass, the cells being a little
	// smaller, needs a little less)
	for range 2 {
		if need := coordRoom(cell); need > coord {
			coord = need
			cell = (side - coord) / (float32(n-1) + farWood)
		}
	}
	return geometry{x: x, y: y, side: side, x0: x + coord, y0: y + farWood*cell, cell: cell}
}

// stoneRadius is a stone's radius on a board of cell spacing c.
func stoneRadius(c float32) float32 { return c * 0.46 }

func (g geometry) at(sq gomoku.Square) fyne.Position {
	return fyne.NewPos(g.x0+float32(sq.X())*g.cell, g.y0+float32(sq.Y())*g.cell)
}

// starPoints are the marked points: the usual ones on 15x15 and 19x19 (and
// their like on boards from 13 up), the centre alone on smaller boards.
func starPoints(n int) []gomoku.Square {
	c := gomoku.Center(n)
	if n < 13 {
		return []gomoku.Square{c}
	}
	lo, hi := 3, n-4
	stars := []gomoku.Square{gomoku.At(lo, lo), gomoku.At(hi, lo), gomoku.At(lo, hi), gomoku.At(hi, hi)}
	if n%2 == 1 {
		stars = append(stars, c)
	}
	if n == 19 {
		m := n / 2
		stars = append(stars, gomoku.At(m, lo), gomoku.At(m, hi), gomoku.At(lo, m), gomoku.At(hi, m))
	}
	return stars
}

type renderer struct {
	b       *Board
	n       int // the size the objects were made for
	wood    *canvas.Rectangle
	lines   []*canvas.Line
	stars   []*canvas.Circle
	cols    []*canvas.Text
	rows    []*canvas.Text
	stones  []*canvas.Circle // a point each, x + y*n
	line    *canvas.Line     // through the winning stones
	wins    []*canvas.Circle // rings on the winning stones
	last    *canvas.Circle
	hint    *canvas.Circle
	area    *canvas.Rectangle // the hint's area
	preview *canvas.Circle
	cursor  *canvas.Rectangle
	objects []fyne.CanvasObject
}

// build makes the objects of a board of the state's size.
func (r *renderer) build() {
	n := r.b.size()
	r.n = n
	r.wood = canvas.NewRectangle(color.Transparent)
	r.objects = []fyne.CanvasObject{r.wood}
	r.lines = make([]*canvas.Line, 2*n)
	for i := range r.lines {
		r.lines[i] = canvas.NewLine(color.Black)
		r.objects = append(r.objects, r.lines[i])
	}
	r.stars = nil
	for range starPoints(n) {
		s := canvas.NewCircle(color.Black)
		r.stars = append(r.stars, s)
		r.objects = append(r.objects, s)
	}
	r.cols, r.rows = make([]*canvas.Text, n), make([]*canvas.Text, n)
	for i := range n {
		r.cols[i] = canvas.NewText(gomoku.At(i, n-1).Name(n)[:1], color.Black)
		r.rows[i] = canvas.NewText(strconv.Itoa(n-i), color.Black)
		for _, t := range []*canvas.Text{r.cols[i], r.rows[i]} {
			t.Alignment = fyne.TextAlignCenter
			t.TextStyle.Bold = true
			r.objects = append(r.objects, t)
		}
	}
	r.stones = make([]*canvas.Circle, n*n)
	for i := range r.stones {
		r.stones[i] = canvas.NewCircle(color.Black)
		r.stones[i].Hide()
		r.objects = append(r.objects, r.stones[i])
	}
	r.line = canvas.NewLine(color.Black)
	r.objects = append(r.objects, r.line)
	r.wins = nil
	r.last = canvas.NewCircle(color.Black)
	r.hint = canvas.NewCircle(color.Transparent)
	r.area = canvas.NewRectangle(color.Transparent)
	r.preview = canvas.NewCircle(color.Transparent)
	r.cursor = canvas.NewRectangle(color.Transparent)
	r.objects = append(r.objects, r.last, r.hint, r.area, r.preview, r.cursor)
}

func (r *renderer) Layout(fyne.Size) { r.Refresh() }

func (r *renderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *renderer) Destroy() {}

// Refresh brings every object up to date with the state, making them
// afresh only for a board of another size.
func (r *renderer) Refresh() {
	b := r.b
	st := b.state
	n := st.Board.Size()
	if n != r.n {
		r.build()
	}
	p := paletteOf(b)
	g := layoutOf(b.Size(), n)
	c := g.cell

	frame := frameWidth(c)
	r.wood.FillColor, r.wood.StrokeColor, r.wood.StrokeWidth = p.wood, p.edge, frame
	r.wood.CornerRadius = c / 5
	place(r.wood, fyne.NewPos(g.x, g.y), fyne.NewSize(g.side, g.side))
	r.wood.Refresh()

	width := max(1, c/28)
	end := float32(n-1) * c
	for i := range n {
		w := width
		if i == 0 || i == n-1 {
			w = width * 2 // the edge of the lines
		}
		across, down := r.lines[2*i], r.lines[2*i+1]
		across.Position1, across.Position2 = fyne.NewPos(g.x0, g.y0+float32(i)*c), fyne.NewPos(g.x0+end, g.y0+float32(i)*c)
		down.Position1, down.Position2 = fyne.NewPos(g.x0+float32(i)*c, g.y0), fyne.NewPos(g.x0+float32(i)*c, g.y0+end)
		for _, l := range []*canvas.Line{across, down} {
			l.StrokeColor, l.StrokeWidth = p.line, w
			l.Refresh()
		}
	}
	for i, sq := range starPoints(n) {
		s := r.stars[i]
		s.FillColor = p.line
		centre(s, g.at(sq), max(2, c*0.12))
		s.Refresh()
	}
	radius := stoneRadius(c)
	font := coordFont(c)
	// the letters under the lines and the numbers to their left, each
	// centred in the wood between the edge stones and the frame's inside
	left, right := g.x+frame, g.x0-radius
	top, bottom := g.y0+end+radius, g.y+g.side-frame
	for i := range n {
		col, row := r.cols[i], r.rows[i]
		col.Color, row.Color = p.coord, p.coord
		col.TextSize, row.TextSize = font, font
		h := col.MinSize().Height
		place(col, fyne.NewPos(g.x0+float32(i)*c-c/2, (top+bottom-h)/2), fyne.NewSize(c, h))
		place(row, fyne.NewPos(left, g.y0+float32(i)*c-h/2), fyne.NewSize(right-left, h))
		col.Refresh()
		row.Refresh()
	}

	for y := range n {
		for x := range n {
			s := r.stones[x+y*n]
			sq := gomoku.At(x, y)
			colour := st.Board.At(sq)
			if colour == gomoku.NoColor {
				s.Hide()
				continue
			}
			s.FillColor, s.StrokeColor = p.black, p.blackRim
			if colour == gomoku.White {
				s.FillColor, s.StrokeColor = p.white, p.whiteRim
			}
			s.StrokeWidth = max(1, c/24)
			centre(s, g.at(sq), radius)
			s.Show()
			s.Refresh()
		}
	}

	r.refreshWin(p, g, radius)

	r.last.Hide()
	if st.Last != gomoku.NoSquare && st.Last.Inside(n) && st.Board.At(st.Last) != gomoku.NoColor {
		r.last.FillColor = p.last
		centre(r.last, g.at(st.Last), c*0.13)
		r.last.Show()
		r.last.Refresh()
	}
	r.hint.Hide()
	if st.Hint != gomoku.NoSquare && st.Hint.Inside(n) && st.Board.Empty(st.Hint) {
		r.hint.StrokeColor, r.hint.StrokeWidth = p.hint, max(2, c/10)
		centre(r.hint, g.at(st.Hint), radius*0.8)
		r.hint.Show()
		r.hint.Refresh()
	}
	r.refreshArea(p, g)
	r.preview.Hide()
	if st.Interactive && b.hover != gomoku.NoSquare && b.hover.Inside(n) && st.Board.Empty(b.hover) {
		ghost := p.black
		if st.ToMove == gomoku.White {
			ghost = p.white
		}
		ghost.A = 0x80
		r.preview.FillColor = ghost
		centre(r.preview, g.at(b.hover), radius)
		r.preview.Show()
		r.preview.Refresh()
	}
	r.cursor.Hide()
	if b.focus && b.keyboard && b.cursor != gomoku.NoSquare && b.cursor.Inside(n) {
		r.cursor.StrokeColor, r.cursor.StrokeWidth = p.cursor, max(2, c/12)
		pos := g.at(b.cursor)
		place(r.cursor, pos.SubtractXY(c/2, c/2), fyne.NewSize(c, c))
		r.cursor.Show()
		r.cursor.Refresh()
	}
}

// refreshWin rings the winning stones and draws a line through them.
func (r *renderer) refreshWin(p *palette, g geometry, radius float32) {
	line := r.b.state.Line
	for len(r.wins) < len(line) {
		w := canvas.NewCircle(color.Transparent)
		r.wins = append(r.wins, w)
		// above the stones, under the marks
		at := len(r.objects) - 4
		r.objects = append(r.objects[:at], append([]fyne.CanvasObject{w}, r.objects[at:]...)...)
	}
	for i, w := range r.wins {
		if i >= len(line) {
			w.Hide()
			continue
		}
		w.StrokeColor, w.StrokeWidth = p.win, max(2, g.cell/9)
		centre(w, g.at(line[i]), radius+w.StrokeWidth/2)
		w.Show()
		w.Refresh()
	}
	r.line.Hide()
	if len(line) >= 2 {
		a, z := g.at(line[0]), g.at(line[len(line)-1])
		r.line.Position1, r.line.Position2 = a, z
		r.line.StrokeColor, r.line.StrokeWidth = p.win, max(2, g.cell/10)
		r.line.Show()
		r.line.Refresh()
	}
}

func place(o fyne.CanvasObject, pos fyne.Position, size fyne.Size) {
	o.Move(pos)
	o.Resize(size)
}

func centre(o fyne.CanvasObject, at fyne.Position, radius float32) {
	place(o, at.SubtractXY(radius, radius), fyne.NewSize(2*radius, 2*radius))
}

// refreshArea frames the points of the hint's area, half a cell beyond
// its outer points, so that the stones on its edge stand inside.
func (r *renderer) refreshArea(p *palette, g geometry) {
	a := r.b.state.HintArea
	if a.Cols <= 0 || a.Rows <= 0 {
		r.area.Hide()
		return
	}
	c := g.cell
	r.area.StrokeColor, r.area.StrokeWidth = p.hint, max(3, c*0.08)
	r.area.CornerRadius = c / 4
	from := g.at(gomoku.At(a.Col, a.Row)).SubtractXY(c/2, c/2)
	place(r.area, from, fyne.NewSize(float32(a.Cols)*c, float32(a.Rows)*c))
	r.area.Show()
	r.area.Refresh()
}
