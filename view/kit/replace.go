// The question before a game in progress is replaced, by a paste or a
// file opened, in both games.

package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"othello/view/i18n"
)

// AskReplace asks in win whether the unfinished game of the game named
// may be replaced, as text says, with buttons named by what they do:
// Replace, or Keep my game (also Escape). The question names the game, as
// the one replaced may be waiting while the other game is on show ("this
// game" read as the one on the board). answer is told which, once; the
// dialog is returned shown, for the tests to answer.
func AskReplace(win fyne.Window, game, text string, answer func(replace bool)) *dialog.ConfirmDialog {
	a := i18n.Args{"Game": game}
	dlg := dialog.NewConfirm(i18n.T("Replace your {{.Game}} game?", a), i18n.LineBreaks(text), answer, win)
	dlg.SetConfirmText(i18n.T("Replace"))
	dlg.SetDismissText(i18n.T("Keep my {{.Game}} game", a))
	dlg.Show()
	return dlg
}
