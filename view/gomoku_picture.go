// File > Export Picture with Gomoku on show: the position on show (the
// reviewed one while reviewing) drawn by the board widget the window
// shows, laid out off-screen, saved as PNG or SVG.

package view

import (
	"image"
	"image/png"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/model/gomoku"
	"othello/view/gomokuboard"
	"othello/view/i18n"
	"othello/view/kit"
)

// gomokuPictureForm is the Export Picture dialog for Gomoku: the position,
// its size and format (Othello's move numbers and board styles are not
// Gomoku's).
type gomokuPictureForm struct {
	st     gomokuboard.State
	name   string // the position, in words
	moves  int    // the position after this many moves
	size   *widget.Select
	format *widget.RadioGroup
	dlg    *dialog.ConfirmDialog
	save   *dialog.FileDialog // the file dialog its Save… opened
}

// ShownPosition is the position on show, as the board shows it without
// the person's marks (hint, cursor, preview), and how many moves lead to it.
func (v *View) ShownPosition() (gomokuboard.State, int) {
	n := v.st.Game.MoveCount()
	if v.review >= 0 && v.review <= n {
		n = v.review
	}
	g, _ := gomoku.NewGame(v.st.Game.Size(), v.st.Game.Rule())
	g.PlayAll(v.st.Game.Moves()[:n]) // the game's own moves: legal
	return gomokuboard.StateOf(g, false), n
}

// PositionName says which position a picture shows, numbered as
// the score sheet numbers its stones: "after 4. h8, the last move".
func PositionName(g *gomoku.Game, n int) string {
	switch {
	case n == 0:
		return i18n.T("the empty board")
	case n == g.MoveCount():
		return i18n.T("after {{.Move}}, the last move", i18n.Args{"Move": g.MoveLabel(n - 1)})
	}
	return i18n.T("after {{.Move}}", i18n.Args{"Move": g.MoveLabel(n - 1)})
}

// showGomoku asks how to draw the position of Gomoku's view v, then where to
// save it; the size and format chosen are Othello's choices too.
func (pe pictureExport) showGomoku(v *View) {
	u := pe.u
	p := u.app.Preferences()
	st, n := v.ShownPosition()
	f := &gomokuPictureForm{st: st, moves: n, name: PositionName(v.State().Game, n)}
	c := u.win.Canvas()
	f.size, f.format = pictureSizeAndFormat(c, p)
	form := widget.NewForm(
		widget.NewFormItem(i18n.T("Position"), widget.NewLabel(f.name)),
		widget.NewFormItem(i18n.T("Size"), f.size),
		widget.NewFormItem(i18n.T("Format"), f.format),
	)
	f.dlg = dialog.NewCustomConfirm(i18n.T("Export Picture"), i18n.T("Save…"), i18n.T("Cancel"), form, func(ok bool) {
		if ok {
			pe.saveGomoku(v, f)
		}
	}, u.win)
	u.dialogs.gomokuPicture = f
	f.dlg.Show()
}

// saveGomoku keeps the form's choices and asks where to save the picture;
// the name's extension chooses the form, .svg SVG and anything else PNG.
func (pe pictureExport) saveGomoku(v *View, f *gomokuPictureForm) {
	u := pe.u
	px, svg := DefaultPictureSize, f.format.Selected == formatSVG
	if i := f.size.SelectedIndex(); i >= 0 {
		px = pictureSizes[i]
	}
	p := u.app.Preferences()
	p.SetInt(keyPictureSize, px)
	p.SetBool(keyPictureSVG, svg)
	f.save = u.pictures.askPictureFile("gomoku", f.moves, svg, v.SetNotice, i18n.T("the board {{.Position}}", i18n.Args{"Position": f.name}),
		func(w io.Writer, svg bool) error { return writeGomokuPicture(w, svg, f.st, px) })
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

// renderGomokuPicture draws st as the window's board does, px pixels
// square.
func renderGomokuPicture(st gomokuboard.State, px int) image.Image {
	_, c := PictureBoard(st, px)
	return c.Capture()
}

// writeGomokuPicture writes the picture of st to w as PNG, or with svg as
// SVG: the same shapes, from the same layout, as vectors.
func writeGomokuPicture(w io.Writer, svg bool, st gomokuboard.State, px int) error {
	if svg {
		b, _ := PictureBoard(st, px)
		return kit.WriteSVG(w, b, px)
	}
	return png.Encode(w, renderGomokuPicture(st, px))
}
