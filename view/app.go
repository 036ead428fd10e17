package view

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"

	"othello/model"
)

// Run opens the game window and blocks until it is closed.
//
// PROVISIONAL: a static board at the start position until the game view lands.
func Run(a fyne.App) {
	w := a.NewWindow("Othello")
	w.SetContent(boardOf(model.StartPosition()))
	w.Resize(fyne.NewSize(640, 640))
	w.ShowAndRun()
}

func boardOf(p model.Position) fyne.CanvasObject {
	green := color.NRGBA{R: 0x1b, G: 0x7a, B: 0x3a, A: 0xff}
	cells := make([]fyne.CanvasObject, 0, 64)
	for sq := model.A1; sq <= model.H8; sq++ {
		bg := canvas.NewRectangle(green)
		bg.StrokeColor = color.Black
		bg.StrokeWidth = 1
		cell := []fyne.CanvasObject{bg}
		if c, ok := p.At(sq); ok {
			disc := canvas.NewCircle(color.White)
			if c == model.Black {
				disc.FillColor = color.Black
			}
			cell = append(cell, container.New(layout.NewCustomPaddedLayout(6, 6, 6, 6), disc))
		}
		cells = append(cells, container.NewStack(cell...))
	}
	return container.NewGridWithColumns(8, cells...)
}
