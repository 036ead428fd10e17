// Pictures of the board, as PNG or SVG: the window's own Board widget
// laid out off-screen and drawn by Fyne's software painter, so a picture
// is exactly what the window would show, with no display needed. For the
// File menu's Export Picture and for othello picture.

package view

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"othello/model"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othelloboard"
	"othello/view/othellowords"
)

// PictureOptions say how a picture of the board is drawn.
type PictureOptions struct {
	Size    int                // its width and height in pixels: MinPictureSize to MaxPictureSize
	Numbers bool               // each disc carries the number of the move that placed it
	Style   othelloboard.Style // the board's colours
}

// The sizes a picture may have, in pixels a side. Below the least, the
// move numbers would no longer read.
const (
	MinPictureSize     = 200
	MaxPictureSize     = 4000
	DefaultPictureSize = 600
)

// styleName is the style's name as the settings show it, in the language
// in use.
func styleName(s othelloboard.Style) string {
	switch s {
	case othelloboard.StyleHighContrast:
		return i18n.T("High contrast")
	case othelloboard.StyleWalnut:
		return i18n.T("Walnut")
	}
	return i18n.T("Classic green")
}

// pictureStyleNames are the styles' names on the command line.
var pictureStyleNames = [...]string{othelloboard.StyleClassic: "classic", othelloboard.StyleHighContrast: "high-contrast", othelloboard.StyleWalnut: "walnut"}

// PictureStyleNames lists the styles' names as othello picture --style
// takes them, the default (classic green) first.
func PictureStyleNames() []string {
	names := make([]string, 0, len(pictureStyleNames))
	for _, s := range othelloboard.Styles() {
		names = append(names, pictureStyleNames[s])
	}
	return names
}

// ParsePictureStyle returns the style of one of PictureStyleNames.
func ParsePictureStyle(name string) (othelloboard.Style, bool) {
	for _, s := range othelloboard.Styles() {
		if pictureStyleNames[s] == name {
			return s, true
		}
	}
	return othelloboard.StyleClassic, false
}

// pictureState is what the board shows in a picture of the position after
// the first n moves of rec: the discs and, as in the window, the last disc
// placed marked. With numbers, each disc placed during the game carries
// the number of its move, counted as Othello books number their diagrams:
// a pass takes no number, so a whole game runs from 1 to 60 on 8x8; the
// last move is not marked then, its number being the highest.
func pictureState(rec model.Record, n int, numbers bool) othelloboard.State {
	last, _ := othellowords.LastMarks(rec, n) // a pass's banner is the window's news, not the diagram's
	st := othelloboard.State{Position: rec.SizedAt(n), LastMove: last, Hint: model.NoCell}
	if numbers {
		st.LastMove = model.NoCell
		st.Numbers = map[model.Cell]int{}
		placed := 0
		for i := range n {
			if c := rec.Cell(i); c != model.CellPass {
				placed++
				st.Numbers[c] = placed
			}
		}
	}
	return st
}

// checkPicture refuses a move count outside rec or options out of bounds.
func checkPicture(rec model.Record, n int, opts PictureOptions) error {
	switch {
	case n < 0 || n > rec.Len():
		return fmt.Errorf("no position after %d moves: the game has %d", n, rec.Len())
	case opts.Size < MinPictureSize || opts.Size > MaxPictureSize:
		return fmt.Errorf("a picture of %d pixels: the size is %d to %d", opts.Size, MinPictureSize, MaxPictureSize)
	case !opts.Style.Valid():
		return fmt.Errorf("no board style %d", opts.Style)
	}
	return nil
}

// pictureBoard lays out a board showing the position after n moves of rec
// on an off-screen canvas of the picture's size. The board draws with the
// default theme's fonts whatever the window's theme, so a picture does
// not change with it. It needs a Fyne app: the window's, or
// StartHeadless's.
func pictureBoard(rec model.Record, n int, opts PictureOptions) (*othelloboard.Board, test.WindowlessCanvas, error) {
	if err := checkPicture(rec, n, opts); err != nil {
		return nil, nil, err
	}
	b := othelloboard.New()
	b.SetOptions(false, false)
	b.SetStyle(opts.Style)
	b.SetState(pictureState(rec, n, opts.Numbers))
	c := software.NewTransparentCanvas() // the frame's rounded corners show what lies under the picture
	c.SetPadded(false)
	c.SetContent(container.NewThemeOverride(b, theme.DefaultTheme()))
	c.Resize(fyne.NewSquareSize(float32(opts.Size)))
	return b, c, nil
}

// RenderPicture draws the position after the first n moves of rec as the
// window's board shows it, on an image opts.Size pixels square.
func RenderPicture(rec model.Record, n int, opts PictureOptions) (image.Image, error) {
	_, c, err := pictureBoard(rec, n, opts)
	if err != nil {
		return nil, err
	}
	return c.Capture(), nil
}

// WritePicture writes the picture of RenderPicture to w as PNG, or with
// svg as SVG: the same shapes, from the same layout, as vectors.
func WritePicture(w io.Writer, svg bool, rec model.Record, n int, opts PictureOptions) error {
	if svg {
		b, _, err := pictureBoard(rec, n, opts)
		if err != nil {
			return err
		}
		return kit.WriteSVG(w, b, opts.Size)
	}
	img, err := RenderPicture(rec, n, opts)
	if err != nil {
		return err
	}
	return png.Encode(w, img)
}

// IsSVGName reports whether a file name asks for SVG rather than PNG.
func IsSVGName(name string) bool { return strings.HasSuffix(strings.ToLower(name), ".svg") }

// StartHeadless makes Fyne's in-memory app the current one, so pictures
// can be drawn with no display and no window: for the command line.
func StartHeadless() { test.NewApp() }
