// File > Export Picture with Gomoku on show: the position on show (the
// reviewed one while reviewing) drawn by the board widget the window
// shows, laid out off-screen, saved as PNG or SVG.

package view

import (
	"io"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"othello/view/gomokuboard"
	"othello/view/gomokuview"
	"othello/view/i18n"
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

// showGomoku asks how to draw Gomoku's position st, after n moves and
// named so, then where to save it; the size and format chosen are
// Othello's choices too.
func (pe pictureExport) showGomoku(st gomokuboard.State, n int, name string) {
	u := pe.u
	p := u.app.Preferences()
	f := &gomokuPictureForm{st: st, moves: n, name: name}
	c := u.win.Canvas()
	f.size, f.format = pictureSizeAndFormat(c, p)
	form := widget.NewForm(
		widget.NewFormItem(i18n.T("Position"), widget.NewLabel(f.name)),
		widget.NewFormItem(i18n.T("Size"), f.size),
		widget.NewFormItem(i18n.T("Format"), f.format),
	)
	f.dlg = dialog.NewCustomConfirm(i18n.T("Export Picture"), i18n.T("Save…"), i18n.T("Cancel"), form, func(ok bool) {
		if ok {
			pe.saveGomoku(f)
		}
	}, u.win)
	u.dialogs.gomokuPicture = f
	f.dlg.Show()
}

// saveGomoku keeps the form's choices and asks where to save the picture;
// the name's extension chooses the form, .svg SVG and anything else PNG.
func (pe pictureExport) saveGomoku(f *gomokuPictureForm) {
	u := pe.u
	px, svg := DefaultPictureSize, f.format.Selected == formatSVG
	if i := f.size.SelectedIndex(); i >= 0 {
		px = pictureSizes[i]
	}
	p := u.app.Preferences()
	p.SetInt(keyPictureSize, px)
	p.SetBool(keyPictureSVG, svg)
	f.save = u.pictures.askPictureFile("gomoku", "stone", f.moves, svg, u.gmk.Say, i18n.T("the board {{.Position}}", i18n.Args{"Position": f.name}),
		func(w io.Writer, svg bool) error { return gomokuview.WritePicture(w, svg, f.st, px) })
}
