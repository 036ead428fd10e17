// Pictures of Gomoku's board: the position on show drawn by the board
// widget the window shows, laid out off-screen, as PNG or SVG.

package gomokuview

import (
	"image"
	"image/png"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"othello/model/gomoku"
	"othello/view/gomokuboard"
	"othello/view/i18n"
	"othello/view/kit"
)

// shownPosition is the position on show, as the board shows it without
// the person's marks (hint, cursor, preview), and how many moves lead to it.
func (gf gomokuFiles) shownPosition() (gomokuboard.State, int) {
	v := gf.v
	n := v.st.Game.MoveCount()
	if v.review >= 0 && v.review <= n {
		n = v.review
	}
	return gomokuboard.StateOf(v.st.Game.After(n), false), n
}

// positionName says which position a picture shows, numbered as
// the score sheet numbers its stones: "after 4. h8, the last move".
func positionName(g *gomoku.Game, n int) string {
	switch {
	case n == 0:
		return i18n.T("the empty board")
	case n == g.MoveCount():
		return i18n.T("after {{.Move}}, the last move", i18n.Args{"Move": g.MoveLabel(n - 1)})
	}
	return i18n.T("after {{.Move}}", i18n.Args{"Move": g.MoveLabel(n - 1)})
}

// PictureBoard lays out the window's Gomoku board showing st on an
// off-screen canvas px pixels square, in the window's theme (its wood is
// the dark theme's in a dark window).
func PictureBoard(st gomokuboard.State, px int) (*gomokuboard.Board, test.WindowlessCanvas) {
	b := gomokuboard.New()
	b.SetState(st)
	c := software.NewTransparentCanvas() // the frame's rounded corners show what lies under the picture
	c.SetPadded(false)
	c.SetContent(b)
	c.Resize(fyne.NewSquareSize(float32(px)))
	return b, c
}

// renderPicture draws st as the window's board does, px pixels
// square.
func renderPicture(st gomokuboard.State, px int) image.Image {
	_, c := PictureBoard(st, px)
	return c.Capture()
}

// WritePicture writes the picture of st to w as PNG, or with svg as
// SVG: the same shapes, from the same layout, as vectors.
func WritePicture(w io.Writer, svg bool, st gomokuboard.State, px int) error {
	if svg {
		b, _ := PictureBoard(st, px)
		return kit.WriteSVG(w, b, px)
	}
	return png.Encode(w, renderPicture(st, px))
}
