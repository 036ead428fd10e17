// The dialog that says another program could not move, for both games.

package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"othello/view/i18n"
)

// ShowOpponentFailed asks what to do about the program name that could
// not move, in either game: answer is told true for Try again, false to
// play on against our level.
func ShowOpponentFailed(win fyne.Window, name, text, level string, answer func(again bool)) *dialog.ConfirmDialog {
	dlg := dialog.NewCustomConfirm(i18n.T("{{.Engine}} could not move", i18n.Args{"Engine": name}), i18n.T("Try again"),
		i18n.T("Play on against {{.Level}}", i18n.Args{"Level": level}), container.NewVBox(i18n.WrapLabel(text)), answer, win)
	dlg.Resize(FitSize(win.Canvas(), 560, 0))
	dlg.Show()
	return dlg
}
