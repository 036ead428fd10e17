// The buttons of the actions both games offer, enabled as the game on
// show can take them.

package kit

import (
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller/session"
	"othello/view/i18n"
)

// ShowCan enables the buttons of the actions both games offer (undo,
// redo, hint) as the game on show can take them now (c), and shows the
// demo's pause button, saying Resume once paused, only while a demo is
// under way.
func ShowCan(buttons map[string]*widget.Button, c session.Can) {
	SetEnabled(buttons["undo"], c.Undo)
	SetEnabled(buttons["redo"], c.Redo)
	SetEnabled(buttons["hint"], c.Hint)
	pause := buttons["pause"]
	if !c.Pause {
		pause.Hide()
		return
	}
	pause.Show()
	if c.Paused {
		pause.SetText(i18n.T("Resume demo"))
		pause.SetIcon(theme.MediaPlayIcon())
	} else {
		pause.SetText(i18n.T("Pause demo"))
		pause.SetIcon(theme.MediaPauseIcon())
	}
}
