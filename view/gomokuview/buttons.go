// The buttons at the foot of Gomoku's panel, in three rows as Othello's
// are: with the players' rows above them, a fourth row left the panel too
// tall for a 1024x600 screen.

package gomokuview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller/session"
	"othello/view/i18n"
	"othello/view/kit"
)

// panelButtons are the view's buttons as the panel shows them.
type panelButtons struct{ v *View }

// build makes the buttons and lays them out:
//
//	New game | Hint, or Pause demo in a demo (no person to hint to)
//	Undo     | Redo, or Exit review | Play on while reviewing
//	Previous | Next
//
// Previous and Next stay where they are as a review starts and ends, so
// that a player clicking Previous again goes on stepping; Undo and Redo
// give way to Exit review and Play on (from the position reviewed, as
// Othello's) only while the review holds the game, when they could not
// act.
func (p panelButtons) build() fyne.CanvasObject {
	v := p.v
	v.buttons = map[string]*widget.Button{}
	button := func(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
		b := widget.NewButtonWithIcon(label, icon, tapped)
		v.buttons[name] = b
		return b
	}
	button("new", i18n.T("New game"), theme.ContentAddIcon(), v.host.ShowNewGameDialog).Importance = widget.HighImportance
	button("undo", i18n.T("Undo"), theme.ContentUndoIcon(), v.host.Undo)
	button("redo", i18n.T("Redo"), theme.ContentRedoIcon(), v.host.Redo)
	button("hint", i18n.T("Hint"), theme.HelpIcon(), v.Hint)
	button("pause", i18n.T("Pause demo"), theme.MediaPauseIcon(), v.host.TogglePause).Hide()
	button("live", i18n.T("Exit review"), theme.LogoutIcon(), v.Reviewing().Live).Hide()
	button("playfrom", i18n.T("Play on"), theme.MediaPlayIcon(), v.Reviewing().PlayOn).Hide()
	button("previous", i18n.T("Previous"), theme.NavigateBackIcon(), func() { v.Reviewing().Step(-1) })
	button("next", i18n.T("Next"), theme.NavigateNextIcon(), func() { v.Reviewing().Step(1) })
	b := v.buttons
	row := func(left, right fyne.CanvasObject) *fyne.Container {
		return container.NewGridWithColumns(2, left, right)
	}
	rows := container.NewVBox(
		row(b["new"], container.NewStack(b["hint"], b["pause"])),
		container.NewStack(row(b["undo"], b["redo"]), row(b["live"], b["playfrom"])),
		row(b["previous"], b["next"]))
	// as wide as two of the widest button, the demo's Resume among them, so
	// that the panel keeps its width as the buttons take turns
	widest := widget.NewButtonWithIcon(i18n.T("Resume demo"), theme.MediaPlayIcon(), nil).MinSize().Width
	for _, each := range b {
		widest = max(widest, each.MinSize().Width)
	}
	wide := canvas.NewRectangle(color.Transparent)
	wide.SetMinSize(fyne.NewSize(2*widest+theme.Padding(), 0))
	return container.NewStack(wide, rows)
}

// show enables the buttons as the game can take them (c, the review's
// limits applied) and shows, in their shared places, the ones that act
// now: Pause demo for Hint during a demo, Exit review for Undo and Redo
// while reviewing.
func (p panelButtons) show(c session.Can, reviewing bool) {
	v := p.v
	st := v.st
	kit.ShowCan(v.buttons, c)
	showIf(v.buttons["hint"], !c.Pause)
	showIf(v.buttons["undo"], !reviewing)
	showIf(v.buttons["redo"], !reviewing)
	showIf(v.buttons["live"], reviewing)
	showIf(v.buttons["playfrom"], reviewing)
	kit.SetEnabled(v.buttons["playfrom"], reviewing && v.s.CanPlayFrom(v.review))
	// no review while the opening's question waits: it asks of the live stones
	kit.SetEnabled(v.buttons["previous"], st.Game.MoveCount() > 0 && v.review != 0 && v.choice == nil)
	// at the end, as Othello's: Exit review leaves, Next has nothing to show
	kit.SetEnabled(v.buttons["next"], reviewing && v.review < st.Game.MoveCount())
	kit.SetEnabled(v.buttons["live"], reviewing)
}

// showIf shows o when on, and hides it otherwise.
func showIf(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}
