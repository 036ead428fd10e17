package kit

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/view/i18n"
)

// FitWindow holds a dialog's content in a scroll no larger than the window
// leaves it: in a small window a tall or wide dialog scrolls, its buttons
// in reach, where Fyne would squeeze the dialog to the window and draw its
// buttons across its choices.
func FitWindow(c fyne.Canvas, content fyne.CanvasObject) fyne.CanvasObject {
	return container.New(windowFit{canvas: c}, container.NewScroll(container.New(barRoom{canvas: c}, content)))
}

// barRoom is the room a fitted dialog's content leaves for the scroll's
// bars, which Fyne draws over the content's edge: where the content
// scrolls down it gives up a bar's width on the right (the Engines
// dialog's Remove buttons lay under the bar), where it scrolls across a
// bar's height at the bottom.
type barRoom struct{ canvas fyne.Canvas }

// pad is what the bars take from content of size least.
func (l barRoom) pad(least fyne.Size) fyne.Size {
	room, ok := contentRoom(l.canvas)
	if !ok {
		return fyne.Size{}
	}
	bar := theme.ScrollBarSize()
	var pad fyne.Size
	// each bar can bring on the other: the room one takes may be the room
	// the content lacked the other way
	for range 2 {
		if least.Width+pad.Width > room.Width+0.5 {
			pad.Height = bar
		}
		if least.Height+pad.Height > room.Height+0.5 {
			pad.Width = bar
		}
	}
	return pad
}

func (l barRoom) MinSize(objects []fyne.CanvasObject) fyne.Size {
	least := objects[0].MinSize()
	return least.Add(l.pad(least))
}

func (l barRoom) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size.Subtract(l.pad(objects[0].MinSize())))
}

// windowFit is FitWindow's layout: the scroll's minimum is its content's,
// as far as the window has room for it.
type windowFit struct{ canvas fyne.Canvas }

func (l windowFit) MinSize(objects []fyne.CanvasObject) fyne.Size {
	want := objects[0].(*container.Scroll).Content.MinSize()
	room, ok := contentRoom(l.canvas)
	if !ok {
		return want
	}
	return fyne.NewSize(max(min(want.Width, room.Width), 0), max(min(want.Height, room.Height), 0))
}

// contentRoom is the room a dialog's content has in the window: the window
// less the dialog's frame and margins; not ok before the window is shown,
// when there is nothing to fit.
func contentRoom(c fyne.Canvas) (room fyne.Size, ok bool) {
	window := c.Size()
	if window.IsZero() {
		return fyne.Size{}, false
	}
	return window.Subtract(dialogFrame()).Subtract(fyne.NewSize(2*DialogMargin, 2*DialogMargin)), true
}

func (windowFit) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(size)
}

// FitSize is a dialog's wished size w by h, no larger than the window
// leaves it (DialogMargin all round): Fyne would otherwise size it to the
// window's edges.
func FitSize(c fyne.Canvas, w, h float32) fyne.Size {
	window := c.Size()
	if window.IsZero() {
		return fyne.NewSize(w, h)
	}
	return fyne.NewSize(min(w, window.Width-2*DialogMargin), min(h, window.Height-2*DialogMargin))
}

// FitsAcross reports whether a dialog of content fits the window's width.
func FitsAcross(c fyne.Canvas, content fyne.CanvasObject) bool {
	room, ok := contentRoom(c)
	if !ok {
		return true
	}
	least := content.MinSize()
	if least.Height > room.Height+0.5 {
		// too tall: the scroll bar down its side takes some of the width
		// (Chinese's short words fitted across but for it)
		room.Width -= theme.ScrollBarSize()
	}
	return least.Width <= room.Width+0.5
}

// DefaultButton is the button Return presses in the dialog o: of its
// buttons, those outside the scroll that holds a fitted dialog's choices,
// the one drawn as the default (high importance) or, where none is, the
// only one; nil when there is no such button.
func DefaultButton(o fyne.CanvasObject) *widget.Button {
	var buttons []*widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch w := o.(type) {
		case *widget.PopUp:
			walk(w.Content)
		case *OverBox:
			walk(w.frame)
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		case *widget.Button:
			if !w.Disabled() && w.OnTapped != nil {
				buttons = append(buttons, w)
			}
		}
	}
	walk(o)
	for _, b := range buttons {
		if b.Importance == widget.HighImportance {
			return b
		}
	}
	if len(buttons) == 1 {
		return buttons[0]
	}
	return nil
}

// DialogMargin is the least room a fitted dialog leaves around it in the
// window, so that it never meets the window's edges.
const DialogMargin = 16

// dialogFrame is what a dialog adds around its content: Fyne's margins
// (32 across, 16 above and below), its title, its buttons and the pop-up's
// padding.
func dialogFrame() fyne.Size {
	pad := theme.Padding()
	button := widget.NewButton(i18n.T("Close"), nil).MinSize().Height
	return fyne.NewSize(32+2*pad, 2*16+TextLines(1)+button+3*pad)
}

// TextLines is the height of a label of n lines.
func TextLines(n int) float32 {
	return widget.NewLabel(strings.Repeat("\n", n-1)).MinSize().Height
}

// LinesRoom holds o in a fixed height of n lines of text, which the
// words it shows fit at the panel's usual widths, so that what stands
// below stays where it is whatever they say; longer words scroll.
func LinesRoom(o fyne.CanvasObject, n int) fyne.CanvasObject {
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, TextLines(n)))
	return container.NewStack(room, container.NewVScroll(o))
}

// SteadyWidth gives content at least width, or all the window's room for
// a dialog where that is less: a dialog whose choices change (the other
// game's, a start more when a game waits) then opens at one width rather
// than a narrower or wider one each time.
func SteadyWidth(c fyne.Canvas, content fyne.CanvasObject, width float32) fyne.CanvasObject {
	if room, ok := contentRoom(c); ok {
		// the dialog's content stands inside its padding on both sides
		width = min(width, room.Width-2*theme.InnerPadding())
	}
	floor := canvas.NewRectangle(color.Transparent)
	floor.SetMinSize(fyne.NewSize(width, 0))
	return container.NewStack(floor, content)
}
