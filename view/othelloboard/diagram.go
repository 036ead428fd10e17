// The rules dialog's diagram: a corner of the board before and after a
// move, drawn with canvas objects from the model's own positions.

package othelloboard

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"othello/model"
)

// diagramCell is the side of one square of the diagram.
const diagramCell = 34

// diagramCol and diagramRow are the corner of the board the diagram shows
// (c3): columns c-f, rows 3-6, the middle where every game begins.
const diagramCol, diagramRow = 2, 2

// RulesDiagram shows Black's first move f5 at the start of 8x8: the disc
// on e5 lies between f5 and d5, so it turns.
func RulesDiagram(style Style) fyne.CanvasObject {
	if !style.Valid() {
		style = StyleClassic
	}
	p := &palettes[style]
	before, _ := model.SizedStartPosition(8) // 8x8 is a size
	geo := before.Geometry()
	f5, e5 := geo.Cell(5, 4), geo.Cell(4, 4)
	after := before.Play(f5)
	arrow := canvas.NewText("→", p.coord)
	arrow.TextSize = 28
	arrow.Color = color.NRGBA{R: 0x90, G: 0x90, B: 0x90, A: 0xff}
	return container.NewHBox(
		miniBoard(p, before, f5, model.NoCell),
		container.NewCenter(arrow),
		miniBoard(p, after, model.NoCell, e5),
	)
}

// miniBoard draws 4x4 squares of p from diagramFrom in pal's colours: its
// discs, a legal-move dot on move and a ring around turned, the disc that
// changed colour.
func miniBoard(pal *palette, p model.SizedPosition, move, turned model.Cell) fyne.CanvasObject {
	const n = 4
	side := float32(n * diagramCell)
	felt := canvas.NewRectangle(pal.felt)
	felt.Resize(fyne.NewSize(side, side))
	objects := []fyne.CanvasObject{felt}
	for i := 1; i < n; i++ {
		off := float32(i * diagramCell)
		h := canvas.NewLine(pal.grid)
		h.Position1, h.Position2 = fyne.NewPos(0, off), fyne.NewPos(side, off)
		v := canvas.NewLine(pal.grid)
		v.Position1, v.Position2 = fyne.NewPos(off, 0), fyne.NewPos(off, side)
		objects = append(objects, h, v)
	}
	geo := p.Geometry()
	for r := range n {
		for c := range n {
			sq := geo.Cell(diagramCol+c, diagramRow+r)
			at := fyne.NewPos(float32(c*diagramCell), float32(r*diagramCell))
			if colour, ok := p.At(sq); ok {
				d := float32(diagramCell) * 0.78
				disc := canvas.NewCircle(pick(colour, pal.blackFace, pal.whiteFace))
				disc.StrokeColor, disc.StrokeWidth = pick(colour, pal.blackEdge, pal.whiteEdge), 1.5
				place(disc, at.AddXY((diagramCell-d)/2, (diagramCell-d)/2), fyne.NewSize(d, d))
				objects = append(objects, disc)
			}
			switch sq {
			case move:
				d := float32(diagramCell) * 0.26
				dot := canvas.NewCircle(pal.blackDot)
				place(dot, at.AddXY((diagramCell-d)/2, (diagramCell-d)/2), fyne.NewSize(d, d))
				objects = append(objects, dot)
			case turned:
				d := float32(diagramCell) * 0.92
				ring := canvas.NewCircle(color.Transparent)
				ring.StrokeColor, ring.StrokeWidth = pal.hint, 2.5
				place(ring, at.AddXY((diagramCell-d)/2, (diagramCell-d)/2), fyne.NewSize(d, d))
				objects = append(objects, ring)
			}
		}
	}
	size := canvas.NewRectangle(color.Transparent)
	size.SetMinSize(fyne.NewSize(side, side))
	return container.NewStack(size, container.NewWithoutLayout(objects...))
}
