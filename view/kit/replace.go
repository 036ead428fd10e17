// The question before a game in progress is replaced, by a paste or a
// file opened, in both games.

package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"othello/view/i18n"
)

// AskReplace asks in win whether the game in progress may be replaced, as
// text says, with buttons named by what they do: Replace, or Keep this
// game (also Escape). answer is told which, once; the dialog is returned
// shown, for the tests to answer.
func AskReplace(win fyne.Window, text string, answer func(replace bool)) *dialog.ConfirmDialog {
	dlg := dialog.NewConfirm(i18n.T("Replace this game?"), i18n.LineBreaks(text), answer, win)
	dlg.SetConfirmText(i18n.T("Replace"))
	dlg.SetDismissText(i18n.T("Keep this game"))
	dlg.Show()
	return dlg
}
