// The evaluation graph: the score after each move from Black's side, a
// point a move, the reviewed move marked; a tap reviews the nearest move.

package view

import (
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/view/i18n"
)

// graphPoint is the colour of the points and the line between them: an
// orange that neither theme nor board style uses, so the real window's
// check can find the graph on screen.
var graphPoint = color.NRGBA{R: 0xff, G: 0x8c, B: 0x00, A: 0xff}

// The graph's geometry.
const (
	graphHeight = 110
	graphPad    = 8 // around the plot, so the end points are whole
	graphDot    = 7 // a point's diameter
)

// EvalGraph draws the scores after each move from Black's side: above the
// middle line Black leads. Tapping near a point calls OnSelect with the
// number of moves after which that score stands.
type EvalGraph struct {
	widget.BaseWidget

	// OnSelect is called with n, the move whose point was tapped (1 for
	// the first move).
	OnSelect func(n int)

	scores  []float64 // after each move, from Black's side
	current int       // the move marked, 0 for none
	most    float64   // the board's squares: no lead is larger
}

// NewEvalGraph returns an empty graph.
func NewEvalGraph() *EvalGraph {
	g := &EvalGraph{}
	g.ExtendBaseWidget(g)
	return g
}

// SetScores shows scores (after each move, from Black's side) with move
// current (1 for the first) marked, 0 for none, on a board of squares
// squares: the largest lead it can hold.
func (g *EvalGraph) SetScores(scores []float64, current, squares int) {
	g.scores = append(g.scores[:0], scores...)
	g.current, g.most = current, float64(squares)
	g.Refresh()
}

// Points returns the number of points drawn.
func (g *EvalGraph) Points() int { return len(g.scores) }

// PointPosition returns where the point of move n (1 for the first) is
// drawn, in the graph's coordinates.
func (g *EvalGraph) PointPosition(n int) fyne.Position {
	return g.point(g.Size(), n)
}

// scale is the score at the top edge: a power of two, at least 8 discs,
// so that small leads still show and the scale changes seldom, but never
// more than the board's squares, the largest lead there is (6x6's 36,
// 10x10's 100), so that the edge's label never names a lead the board
// cannot hold.
func (g *EvalGraph) scale() float64 {
	top := 8.0
	for _, s := range g.scores {
		for math.Abs(s) > top && top < 128 {
			top *= 2
		}
	}
	if g.most > 0 {
		top = min(top, g.most)
	}
	return top
}

func (g *EvalGraph) point(size fyne.Size, n int) fyne.Position {
	w, h := size.Width-2*graphPad, size.Height-2*graphPad
	x := float32(graphPad)
	if len(g.scores) > 1 {
		x += w * float32(n-1) / float32(len(g.scores)-1)
	}
	s := 0.0
	if n >= 1 && n <= len(g.scores) {
		s = max(-1, min(1, g.scores[n-1]/g.scale()))
	}
	return fyne.NewPos(x, graphPad+h/2-float32(s)*h/2)
}

// Tapped reviews the move whose point is nearest across.
func (g *EvalGraph) Tapped(e *fyne.PointEvent) {
	if len(g.scores) == 0 || g.OnSelect == nil {
		return
	}
	best, dist := 1, float32(math.MaxFloat32)
	for n := 1; n <= len(g.scores); n++ {
		if d := float32(math.Abs(float64(g.point(g.Size(), n).X - e.Position.X))); d < dist {
			best, dist = n, d
		}
	}
	g.OnSelect(best)
}

// MinSize leaves room for the points above a strip of the window's width.
func (g *EvalGraph) MinSize() fyne.Size {
	g.ExtendBaseWidget(g)
	return fyne.NewSize(120, graphHeight)
}

// CreateRenderer makes the graph's renderer.
func (g *EvalGraph) CreateRenderer() fyne.WidgetRenderer {
	r := &graphRenderer{g: g, back: canvas.NewRectangle(color.Transparent), zero: canvas.NewLine(color.Transparent),
		mark: canvas.NewLine(color.Transparent), top: canvas.NewText("", color.Transparent), bottom: canvas.NewText("", color.Transparent)}
	r.top.TextSize, r.bottom.TextSize = theme.CaptionTextSize(), theme.CaptionTextSize()
	r.back.CornerRadius = theme.InputRadiusSize()
	r.mark.StrokeWidth = 2
	r.zero.StrokeWidth = 1
	r.rebuild()
	return r
}

// graphRenderer keeps one line and one dot per move and reuses them.
type graphRenderer struct {
	g     *EvalGraph
	back  *canvas.Rectangle
	zero  *canvas.Line // the even score
	mark  *canvas.Line // the reviewed move, across the whole height
	lines []*canvas.Line
	dots  []*canvas.Circle
	// the scale at either edge: "Black +16" at the top, "White +16" below
	top, bottom *canvas.Text
	objs        []fyne.CanvasObject
}

func (r *graphRenderer) Layout(size fyne.Size) {
	r.back.Resize(size)
	r.top.Resize(r.top.MinSize())
	r.bottom.Resize(r.bottom.MinSize())
	r.top.Move(fyne.NewPos(graphPad+2, 2))
	r.bottom.Move(fyne.NewPos(graphPad+2, size.Height-2-r.bottom.MinSize().Height))
	mid := size.Height / 2
	r.zero.Position1, r.zero.Position2 = fyne.NewPos(graphPad, mid), fyne.NewPos(size.Width-graphPad, mid)
	n := len(r.g.scores)
	for i := 0; i < n; i++ {
		p := r.g.point(size, i+1)
		r.dots[i].Move(fyne.NewPos(p.X-graphDot/2, p.Y-graphDot/2))
		r.dots[i].Resize(fyne.NewSize(graphDot, graphDot))
		if i > 0 {
			r.lines[i-1].Position1, r.lines[i-1].Position2 = r.g.point(size, i), p
		}
	}
	if c := r.g.current; c >= 1 && c <= n {
		x := r.g.point(size, c).X
		r.mark.Position1, r.mark.Position2 = fyne.NewPos(x, 2), fyne.NewPos(x, size.Height-2)
		r.mark.Hidden = false
	} else {
		r.mark.Hidden = true
	}
}

func (r *graphRenderer) MinSize() fyne.Size { return r.g.MinSize() }

func (r *graphRenderer) Refresh() {
	r.rebuild()
	r.Layout(r.g.Size())
	canvas.Refresh(r.g)
}

// rebuild takes the colours of the theme and makes a dot and a line for
// each new move.
func (r *graphRenderer) rebuild() {
	n := len(r.g.scores)
	for len(r.dots) < n {
		d := canvas.NewCircle(graphPoint)
		r.dots = append(r.dots, d)
		l := canvas.NewLine(graphPoint)
		l.StrokeWidth = 2
		r.lines = append(r.lines, l)
	}
	r.back.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.zero.StrokeColor = theme.Color(theme.ColorNameDisabled)
	r.mark.StrokeColor = theme.Color(theme.ColorNamePrimary)
	scale := fmt.Sprintf("+%.0f", r.g.scale())
	r.top.Text, r.bottom.Text = i18n.T("Black {{.Scale}}", i18n.Args{"Scale": scale}), i18n.T("White {{.Scale}}", i18n.Args{"Scale": scale})
	r.top.Color, r.bottom.Color = theme.Color(theme.ColorNamePlaceHolder), theme.Color(theme.ColorNamePlaceHolder)
	r.objs = append(r.objs[:0], r.back, r.top, r.bottom, r.zero)
	for i := 1; i < n; i++ {
		r.objs = append(r.objs, r.lines[i-1])
	}
	r.objs = append(r.objs, r.mark)
	for i := 0; i < n; i++ {
		r.objs = append(r.objs, r.dots[i])
	}
}

func (r *graphRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *graphRenderer) Destroy() {}
