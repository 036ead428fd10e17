// What the board's renderer draws on each square: the legal-move dot,
// the disc or the previewed one, the winner's glow, the move's number,
// the preview's marks and the analysis score.

package othelloboard

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"othello/model"
)

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
	if t := b.turning.of(sq); t < 1 {
		if t < 0.5 {
			shown = b.turning.from[sq]
			w = d * (1 - 2*t)
		} else {
			w = d * (2*t - 1)
		}
		w = max(w, d*0.08)
	}
	if sq == b.turning.placed && b.Animating() {
		grow := min(1, 0.6+b.turning.t*4)
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
	amount := b.fx.glowAmount()
	if !occupied || colour != b.fx.glowColor || amount <= 0 {
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
	if !ok || !occupied || r.b.turning.of(sq) < 1 {
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
