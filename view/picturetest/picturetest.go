// Package picturetest reads the discs back from a picture of the board,
// for the tests of the view that draws it and of the command that writes
// it to a file: both compare what a picture shows with the position.
package picturetest

import (
	"image"
	"image/color"
	"strings"

	"othello/model"
)

// Discs reads the discs of a picture of an n x n board from its pixels,
// row by row, X black, O white, - empty, ? neither: square (col, row) is
// sampled at the point at gives, off the move number and the marks. A
// disc is grey, dark or light; the board is coloured (felt or wood).
func Discs(img image.Image, n int, at func(col, row int) image.Point) string {
	var s strings.Builder
	for row := range n {
		for col := range n {
			p := at(col, row)
			c := color.NRGBAModel.Convert(img.At(p.X, p.Y)).(color.NRGBA)
			hi, lo := max(c.R, c.G, c.B), min(c.R, c.G, c.B)
			switch {
			case hi-lo > 40: // green felt, wood
				s.WriteByte('-')
			case hi < 100:
				s.WriteByte('X')
			case lo > 180:
				s.WriteByte('O')
			default:
				s.WriteByte('?')
			}
		}
		s.WriteByte('/')
	}
	return s.String()
}

// DiscsOf writes the discs of p as Discs reads them.
func DiscsOf(p model.SizedPosition) string {
	geo := p.Geometry()
	var s strings.Builder
	for row := range geo.Size() {
		for col := range geo.Size() {
			switch colour, ok := p.At(geo.Cell(col, row)); {
			case !ok:
				s.WriteByte('-')
			case colour == model.Black:
				s.WriteByte('X')
			default:
				s.WriteByte('O')
			}
		}
		s.WriteByte('/')
	}
	return s.String()
}
