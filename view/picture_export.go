// File > Export Picture: the position on show saved as a PNG or SVG
// picture of the board, with or without move numbers, at a chosen size:
// the window's pictureExport room, whose file dialog Gomoku's pictures
// share.

package view

import (
	"io"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"othello/model"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othelloboard"
)

// The Export Picture dialog's choices, kept for next time.
const (
	keyPictureNumbers = "picture.numbers"
	keyPictureSize    = "picture.size"
	keyPictureSVG     = "picture.svg"
)

// pictureSizes are the sizes the dialog offers, in pixels a side.
var pictureSizes = []int{400, DefaultPictureSize, 800, 1200, 2000}

// pictureFilter lets the save dialog show pictures only.
var pictureFilter = storage.NewExtensionFileFilter([]string{".png", ".svg"})

// pictureForm is the Export Picture dialog: what it will draw and how.
type pictureForm struct {
	rec     model.Record
	moves   int // the position after this many moves
	numbers *widget.Check
	size    *widget.Select
	style   *widget.Select
	format  *widget.RadioGroup
	dlg     *dialog.ConfirmDialog
	save    *dialog.FileDialog // the file dialog its Save… opened
}

// pictureExport is the window's Export Picture: its dialog and the file
// dialog saving a picture of either game.
type pictureExport struct {
	u *UI // the window whose board it draws
}

// shownMoves is how many moves of the game lead to the position on show:
// the reviewed one while reviewing.
func (x pictureExport) shownMoves() int {
	if x.u.review >= 0 && x.u.review <= x.u.snap.Game.Len() {
		return x.u.review
	}
	return x.u.snap.Game.Len()
}

// showExportPicture asks how to draw the position on show, then where to
// save it.
func (x pictureExport) showExportPicture() {
	p := x.u.app.Preferences()
	f := &pictureForm{rec: x.u.snap.Game, moves: x.shownMoves()}
	c := x.u.win.Canvas()
	f.numbers = widget.NewCheck(i18n.T("Move numbers on the discs"), kit.HandsBack[bool](c, nil))
	f.numbers.SetChecked(p.Bool(keyPictureNumbers))
	f.size, f.format = pictureSizeAndFormat(c, p)
	var styles []string
	for _, s := range othelloboard.Styles() {
		styles = append(styles, styleName(s))
	}
	f.style = widget.NewSelect(styles, kit.HandsBack[string](c, nil))
	f.style.SetSelected(styleName(x.u.board.Style()))
	form := widget.NewForm(
		widget.NewFormItem(i18n.T("Position"), widget.NewLabel(positionName(f.rec, f.moves))),
		widget.NewFormItem(i18n.T("Numbers"), f.numbers),
		widget.NewFormItem(i18n.T("Size"), f.size),
		widget.NewFormItem(i18n.T("Board"), f.style),
		widget.NewFormItem(i18n.T("Format"), f.format),
	)
	f.dlg = dialog.NewCustomConfirm(i18n.T("Export Picture"), i18n.T("Save…"), i18n.T("Cancel"), form, func(ok bool) {
		if ok {
			x.savePicture(f)
		}
	}, x.u.win)
	x.u.exportForm = f
	f.dlg.Show()
}

// pictureSizeAndFormat makes the size and format choices of both games'
// picture dialogs, set to the last ones kept.
func pictureSizeAndFormat(c fyne.Canvas, p fyne.Preferences) (*widget.Select, *widget.RadioGroup) {
	var sizes []string
	for _, s := range pictureSizes {
		sizes = append(sizes, pixelsLabel(s))
	}
	size := widget.NewSelect(sizes, kit.HandsBack[string](c, nil))
	size.SetSelected(pixelsLabel(p.IntWithFallback(keyPictureSize, DefaultPictureSize)))
	if size.SelectedIndex() < 0 {
		size.SetSelected(pixelsLabel(DefaultPictureSize))
	}
	format := formatPNG
	if p.Bool(keyPictureSVG) {
		format = formatSVG
	}
	return size, kit.Radio(c, []string{formatPNG, formatSVG}, format, nil)
}

// pixelsLabel names a size in the dialog: "600 x 600 px".
func pixelsLabel(px int) string { return i18n.T("{{.Size}} x {{.Size}} px", i18n.Args{"Size": px}) }

// positionName says which position of rec a picture shows: "after move
// 7 (d3)".
func positionName(rec model.Record, n int) string {
	switch {
	case n == 0 && rec.FromStart():
		return i18n.T("at the start")
	case n == 0:
		return i18n.T("as set up")
	case n == rec.Len():
		return i18n.T("after {{.Move}}, the last move", i18n.Args{"Move": rec.MoveLabel(n - 1)})
	}
	return i18n.T("after {{.Move}}", i18n.Args{"Move": rec.MoveLabel(n - 1)})
}

// options are the form's choices.
func (f *pictureForm) options() PictureOptions {
	opts := PictureOptions{Size: DefaultPictureSize, Numbers: f.numbers.Checked}
	if i := f.size.SelectedIndex(); i >= 0 {
		opts.Size = pictureSizes[i]
	}
	if i := f.style.SelectedIndex(); i >= 0 {
		opts.Style = othelloboard.Styles()[i]
	}
	return opts
}

// savePicture keeps the form's choices and asks where to save the picture;
// the name's extension chooses the form, .svg SVG and anything else PNG.
func (x pictureExport) savePicture(f *pictureForm) {
	opts, svg := f.options(), f.format.Selected == formatSVG
	p := x.u.app.Preferences()
	p.SetBool(keyPictureNumbers, opts.Numbers)
	p.SetInt(keyPictureSize, opts.Size)
	p.SetBool(keyPictureSVG, svg)
	f.save = x.askPictureFile("othello", "move", f.moves, svg, x.u.panel.setLastingNotice, i18n.T("the board {{.Position}}", i18n.Args{"Position": positionName(f.rec, f.moves)}),
		func(w io.Writer, svg bool) error { return WritePicture(w, svg, f.rec, f.moves, opts) })
}

// askPictureFile asks where to save a picture of either game, named from
// prefix and the moves shown, each a unit (Othello's moves are its discs,
// numbered as its sheet does; Gomoku's sheet numbers pairs of stones, so
// its names count stones: "-stone-6" where the sheet says "3… h10")
// (.png, or .svg when svg), writes it there with
// write (told the form the name chose) and says on say how it went, what
// being the picture in words.
func (x pictureExport) askPictureFile(prefix, unit string, moves int, svg bool, say func(string), what string, write func(w io.Writer, svg bool) error) *dialog.FileDialog {
	dlg := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			say(i18n.T("Could not save the picture: {{.Why}}", i18n.Args{"Why": i18n.ShortReason(err)}))
			return
		}
		if w == nil {
			return // cancelled
		}
		err = write(w, IsSVGName(w.URI().Name()))
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			say(i18n.T("Could not save {{.File}}: {{.Why}}", i18n.Args{"File": w.URI().Name(), "Why": i18n.ShortReason(err)}))
			dialog.ShowError(i18n.WrappedError(err), x.u.win)
			return
		}
		x.u.files.rememberFolder(w.URI())
		say(i18n.T("Saved {{.File}}: {{.What}}.", i18n.Args{"File": w.URI().Name(), "What": what}))
	}, x.u.win)
	ext := ".png"
	if svg {
		ext = ".svg"
	}
	name := prefix + "-" + time.Now().Format("2006-01-02-1504")
	if moves > 0 {
		name += "-" + unit + "-" + strconv.Itoa(moves)
	}
	dlg.SetFileName(name + ext)
	dlg.SetFilter(pictureFilter)
	if l := x.u.files.lastFolder(); l != nil {
		dlg.SetLocation(l)
	}
	dlg.Resize(kit.FitSize(x.u.win.Canvas(), 760, 560))
	dlg.Show()
	return dlg
}
