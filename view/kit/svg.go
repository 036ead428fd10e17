// Pictures of a board as SVG: the shapes its renderer draws, written as
// vectors, for both games' boards.

package kit

import (
	"errors"
	"fmt"
	"html"
	"image/color"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// svgFont is the family of the window's bold text (Fyne's default theme
// embeds Noto Sans), with the fallbacks of machines without it.
const svgFont = "'Noto Sans', 'DejaVu Sans', Arial, sans-serif"

// WriteSVG writes the board's canvas objects, laid out at size pixels, as
// SVG shapes in the order they are painted: each rectangle, circle, line
// and text as the board's renderer placed and coloured it. Othello's board
// and Gomoku's draw with these shapes only.
func WriteSVG(w io.Writer, b fyne.Widget, size int) error {
	var s strings.Builder
	fmt.Fprintf(&s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"+
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", size, size, size, size)
	for _, o := range test.WidgetRenderer(b).Objects() {
		if !o.Visible() {
			continue
		}
		pos, sz := o.Position(), o.Size()
		switch o := o.(type) {
		case *canvas.Rectangle:
			radius := min(o.CornerRadius, sz.Width/2, sz.Height/2)
			fmt.Fprintf(&s, `<rect x="%s" y="%s" width="%s" height="%s"`, num(pos.X), num(pos.Y), num(sz.Width), num(sz.Height))
			if radius > 0 {
				fmt.Fprintf(&s, ` rx="%s"`, num(radius))
			}
			s.WriteString(paint(o.FillColor, o.StrokeColor, o.StrokeWidth) + "/>\n")
		case *canvas.Circle:
			fmt.Fprintf(&s, `<ellipse cx="%s" cy="%s" rx="%s" ry="%s"`, num(pos.X+sz.Width/2), num(pos.Y+sz.Height/2), num(sz.Width/2), num(sz.Height/2))
			s.WriteString(paint(o.FillColor, o.StrokeColor, o.StrokeWidth) + "/>\n")
		case *canvas.Line:
			fmt.Fprintf(&s, `<line x1="%s" y1="%s" x2="%s" y2="%s"`, num(o.Position1.X), num(o.Position1.Y), num(o.Position2.X), num(o.Position2.Y))
			s.WriteString(paint(nil, o.StrokeColor, o.StrokeWidth) + "/>\n")
		case *canvas.Text:
			if o.Text == "" {
				continue
			}
			// the renderer sizes a text's box to the text; its baseline
			// lies where the font puts it
			_, baseline := fyne.CurrentApp().Driver().RenderedTextSize(o.Text, o.TextSize, o.TextStyle, nil)
			weight := ""
			if o.TextStyle.Bold {
				weight = ` font-weight="bold"`
			}
			fmt.Fprintf(&s, `<text x="%s" y="%s" font-family="%s" font-size="%s"%s text-anchor="middle"%s>%s</text>`+"\n",
				num(pos.X+sz.Width/2), num(pos.Y+baseline), svgFont, num(o.TextSize), weight, paint(o.Color, nil, 0), html.EscapeString(o.Text))
		default:
			return errors.New("a board object SVG cannot draw")
		}
	}
	s.WriteString("</svg>\n")
	_, err := io.WriteString(w, s.String())
	return err
}

// paint writes the fill and stroke attributes of a shape.
func paint(fill, stroke color.Color, width float32) string {
	out := ` fill="none"`
	if c, ok := svgColor(fill); ok {
		out = ` fill="` + c.hex + `"` + c.opacity("fill")
	}
	if c, ok := svgColor(stroke); ok && width > 0 {
		out += fmt.Sprintf(` stroke="%s"%s stroke-width="%s"`, c.hex, c.opacity("stroke"), num(width))
	}
	return out
}

type svgPaint struct {
	hex string
	a   uint8
}

func (p svgPaint) opacity(what string) string {
	if p.a == 0xff {
		return ""
	}
	return fmt.Sprintf(` %s-opacity="%.3g"`, what, float64(p.a)/0xff)
}

// svgColor is c as SVG writes it; false for none or a transparent one.
func svgColor(c color.Color) (svgPaint, bool) {
	if c == nil {
		return svgPaint{}, false
	}
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	if n.A == 0 {
		return svgPaint{}, false
	}
	return svgPaint{hex: fmt.Sprintf("#%02x%02x%02x", n.R, n.G, n.B), a: n.A}, true
}

// num writes a coordinate to a hundredth of a pixel, without trailing
// zeros.
func num(v float32) string {
	s := strings.TrimRight(fmt.Sprintf("%.2f", v), "0")
	return strings.TrimSuffix(s, ".")
}
