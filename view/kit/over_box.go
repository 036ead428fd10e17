// The game-over box: the result over the board, as a dialog tells it, but
// leaving the side panel working beneath it.

package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// OverBox stands over the window while the game-over words show. A
// dialog's shade takes every click beside the dialog, so the panel's New
// game did nothing, and nothing said why. A click beside this box closes
// it instead, and hands the click on (beside).
type OverBox struct {
	widget.BaseWidget
	canvas fyne.Canvas
	frame  *fyne.Container     // the box: its background and its words
	back   *canvas.Rectangle   // the box's background
	Over   fyne.CanvasObject   // the box stands centred over it (the board); nil: the window
	Beside func(fyne.Position) // a click beside the box, where in the window
	Hidden func()              // the box closed, whoever closed it
	// Place, when set, says where in the window the box of size box
	// stands, in place of the middle of Over: beside what it must leave
	// in sight
	Place func(box fyne.Size) fyne.Position
	shown bool
}

func NewOverBox(c fyne.Canvas, content fyne.CanvasObject) *OverBox {
	back := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	back.StrokeColor = theme.Color(theme.ColorNameShadow)
	back.StrokeWidth = 1
	// a dialog's margins, as the dialog it replaces had
	inside := container.New(layout.NewCustomPaddedLayout(4, 16, 16, 16), content)
	b := &OverBox{canvas: c, back: back, frame: container.NewStack(back, inside)}
	b.ExtendBaseWidget(b)
	return b
}

// Show puts the box over the window.
func (b *OverBox) Show() {
	if !b.shown {
		b.shown = true
		b.Resize(b.canvas.Size())
		b.canvas.Overlays().Add(b)
	}
	b.BaseWidget.Show()
}

// Hide takes the box off the window: Escape hides the window's top
// overlay, whatever it is.
func (b *OverBox) Hide() {
	if b.shown {
		b.shown = false
		b.canvas.Overlays().Remove(b)
		if b.Hidden != nil {
			b.Hidden()
		}
	}
	b.BaseWidget.Hide()
}

// Tapped hands a click beside the box on; one on the box is the box's.
func (b *OverBox) Tapped(e *fyne.PointEvent) {
	at, size := b.frame.Position(), b.frame.Size()
	inside := e.Position.X >= at.X && e.Position.Y >= at.Y && e.Position.X < at.X+size.Width && e.Position.Y < at.Y+size.Height
	if !inside && b.Beside != nil {
		b.Beside(e.AbsolutePosition)
	}
}

// place is where the box stands in a window of size: centred over the
// board, which leaves the panel in sight, and inside the window.
func (b *OverBox) place(size fyne.Size) fyne.Position {
	box := b.frame.MinSize()
	if b.Place != nil {
		p := b.Place(box)
		return fyne.NewPos(max(0, min(p.X, size.Width-box.Width)), max(0, min(p.Y, size.Height-box.Height)))
	}
	at, area := fyne.NewPos(0, 0), size
	if b.Over != nil && b.Over.Visible() && !b.Over.Size().IsZero() {
		at, area = fyne.CurrentApp().Driver().AbsolutePositionForObject(b.Over), b.Over.Size()
	}
	x := at.X + (area.Width-box.Width)/2
	y := at.Y + (area.Height-box.Height)/2
	return fyne.NewPos(max(0, min(x, size.Width-box.Width)), max(0, min(y, size.Height-box.Height)))
}

// ButtonAt is the button of buttons, shown and enabled, at a position in
// the window; nil when there is none. A click beside a box that leaves a
// panel working goes to it.
func ButtonAt(at fyne.Position, buttons []*widget.Button) *widget.Button {
	d := fyne.CurrentApp().Driver()
	for _, b := range buttons {
		if b == nil || !b.Visible() || b.Disabled() {
			continue
		}
		pos, size := d.AbsolutePositionForObject(b), b.Size()
		if at.X >= pos.X && at.Y >= pos.Y && at.X < pos.X+size.Width && at.Y < pos.Y+size.Height {
			return b
		}
	}
	return nil
}

// Bounds are where the box stands in the window and its size.
func (b *OverBox) Bounds() (fyne.Position, fyne.Size) { return b.frame.Position(), b.frame.Size() }

// Relayout places the box again, as when what it stands beside moved.
func (b *OverBox) Relayout() {
	if b.shown {
		b.Resize(b.canvas.Size())
		b.Refresh()
	}
}

func (b *OverBox) CreateRenderer() fyne.WidgetRenderer { return &overBoxRenderer{b: b} }

type overBoxRenderer struct{ b *OverBox }

func (r *overBoxRenderer) Layout(size fyne.Size) {
	r.b.frame.Resize(r.b.frame.MinSize())
	r.b.frame.Move(r.b.place(size))
}

func (r *overBoxRenderer) MinSize() fyne.Size { return r.b.frame.MinSize() }

func (r *overBoxRenderer) Refresh() {
	// the theme's colours, after a change of theme
	r.b.back.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	r.b.back.StrokeColor = theme.Color(theme.ColorNameShadow)
	r.b.back.Refresh()
	r.Layout(r.b.Size())
	r.b.frame.Refresh()
}

func (r *overBoxRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.b.frame} }

func (r *overBoxRenderer) Destroy() {}
