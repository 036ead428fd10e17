// The marks the board's renderer draws over the squares: the last move's
// dot, the banner, the hint's ring and area, and the keyboard cursor.

package othelloboard

import (
	"fyne.io/fyne/v2"
)

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
