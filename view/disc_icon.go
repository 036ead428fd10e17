package view

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"othello/model"
	"othello/view/othelloboard"
)

// DiscIcon is a small disc of one colour, drawn like the board's discs, for
// the scores and the move list.
type DiscIcon struct {
	widget.BaseWidget
	color model.Color
	size  float32
}

// NewDiscIcon returns a disc of colour c and diameter size.
func NewDiscIcon(c model.Color, size float32) *DiscIcon {
	d := &DiscIcon{color: c, size: size}
	d.ExtendBaseWidget(d)
	return d
}

// SetColor changes the disc's colour.
func (d *DiscIcon) SetColor(c model.Color) {
	if d.color != c {
		d.color = c
		d.Refresh()
	}
}

// MinSize is the disc's diameter.
func (d *DiscIcon) MinSize() fyne.Size { return fyne.NewSize(d.size, d.size) }

// CreateRenderer builds the disc's edge and face.
func (d *DiscIcon) CreateRenderer() fyne.WidgetRenderer {
	r := &discIconRenderer{d: d, edge: canvas.NewCircle(blackEdge), face: canvas.NewCircle(blackFace)}
	r.Refresh()
	return r
}

// colIconRim outlines the icons so they show on light and dark themes.
var colIconRim = color.NRGBA{R: 0x8a, G: 0x8a, B: 0x8a, A: 0xff}

type discIconRenderer struct {
	d          *DiscIcon
	edge, face *canvas.Circle
}

func (r *discIconRenderer) Layout(size fyne.Size) {
	s := min(size.Width, size.Height)
	depth := s * 0.08
	off := fyne.NewPos((size.Width-s)/2, (size.Height-s)/2)
	setBounds(r.edge, off.AddXY(0, depth), fyne.NewSize(s, s-depth))
	setBounds(r.face, off, fyne.NewSize(s, s-depth))
}

func (r *discIconRenderer) MinSize() fyne.Size { return r.d.MinSize() }

func (r *discIconRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.edge, r.face}
}

func (r *discIconRenderer) Destroy() {}

func (r *discIconRenderer) Refresh() {
	r.face.FillColor, r.edge.FillColor = othelloboard.DiscColors(r.d.color)
	// A black disc would vanish on a dark panel, a white one on a light
	// panel, without a mid-grey rim, which shows on both.
	// The face covers the top of the edge, so it carries the rim too: a
	// white face is near white on a light panel.
	for _, c := range []*canvas.Circle{r.edge, r.face} {
		c.StrokeColor = colIconRim
		c.StrokeWidth = max(1, r.d.size/12)
	}
	r.Layout(r.d.Size())
	r.edge.Refresh()
	r.face.Refresh()
}

// The black disc's colours, the board's.
var blackFace, blackEdge = othelloboard.DiscColors(model.Black)

// setBounds moves and sizes o.
func setBounds(o fyne.CanvasObject, pos fyne.Position, size fyne.Size) {
	o.Move(pos)
	o.Resize(size)
}
