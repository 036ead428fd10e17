package view

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/model"
)

// buildPanel makes the side panel: scores, players, whose turn, the status
// line, the buttons and the move list. It follows the system theme; only
// the board keeps its own colours.
func (u *UI) buildPanel() fyne.CanvasObject {
	u.blackCount, u.blackRow = scoreText(), rowHighlight()
	u.whiteCount, u.whiteRow = scoreText(), rowHighlight()
	scores := container.NewVBox(
		scoreRow(model.Black, u.blackCount, u.blackRow),
		scoreRow(model.White, u.whiteCount, u.whiteRow),
	)

	u.players = widget.NewLabel("")
	u.players.Wrapping = fyne.TextWrapWord
	u.players.TextStyle.Italic = true
	u.turn = widget.NewLabel("")
	u.turn.TextStyle.Bold = true
	u.turn.Wrapping = fyne.TextWrapWord
	u.thinking = widget.NewActivity()
	u.thinking.Hide()
	u.hintLine = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.hintLine.Wrapping = fyne.TextWrapWord
	u.hintLine.Hide()
	u.notice = widget.NewLabel("")
	u.notice.Wrapping = fyne.TextWrapWord

	button := func(name, label string, icon fyne.Resource, tapped func()) *widget.Button {
		b := widget.NewButtonWithIcon(label, icon, tapped)
		u.buttons[name] = b
		return b
	}
	button("new", "New game", theme.ContentAddIcon(), u.showNewGameDialog).Importance = widget.HighImportance
	button("undo", "Undo", theme.ContentUndoIcon(), u.ctl.Undo)
	button("redo", "Redo", theme.ContentRedoIcon(), u.ctl.Redo)
	button("hint", "Hint", theme.HelpIcon(), u.ctl.Hint)
	button("settings", "Settings", theme.SettingsIcon(), u.showSettings)
	button("pause", "Pause demo", theme.MediaPauseIcon(), u.togglePause).Hide()
	button("live", "Back to the game", theme.MediaFastForwardIcon(), u.live).Hide()
	buttons := container.NewGridWithColumns(2,
		u.buttons["new"], u.buttons["settings"], u.buttons["undo"], u.buttons["redo"], u.buttons["hint"])

	u.moveList = widget.NewList(
		func() int { return u.snap.Game.Len() },
		func() fyne.CanvasObject {
			n := widget.NewLabel("00.")
			n.Alignment = fyne.TextAlignTrailing
			return container.NewHBox(n, container.NewCenter(NewDiscIcon(model.Black, 16)), widget.NewLabel("pass"))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id >= u.snap.Game.Len() {
				return
			}
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(fmt.Sprintf("%d.", id+1))
			row.Objects[1].(*fyne.Container).Objects[0].(*DiscIcon).SetColor(u.snap.Game.PositionAt(id).Turn) // who played move id
			row.Objects[2].(*widget.Label).SetText(u.snap.Game.Move(id).String())
		})
	u.moveList.OnSelected = func(id widget.ListItemID) { u.showReview(id + 1) }

	movesTitle := widget.NewLabelWithStyle("Moves (click one to review it)", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.panelTop = container.NewVBox(
		scores,
		u.players,
		container.NewBorder(nil, nil, nil, u.thinking, u.turn),
		u.hintLine,
		u.notice,
		buttons,
		u.buttons["pause"],
		widget.NewSeparator(),
		movesTitle,
	)
	body := container.NewBorder(u.panelTop, u.buttons["live"], nil, nil, u.moveList)
	width := canvas.NewRectangle(color.Transparent)
	width.SetMinSize(fyne.NewSize(panelWidth, 0))
	return container.New(layout.NewCustomPaddedLayout(8, 8, 4, 8), container.NewStack(width, body))
}

func scoreText() *canvas.Text {
	t := canvas.NewText("2", theme.Color(theme.ColorNameForeground))
	t.TextSize = 28
	t.TextStyle.Bold = true
	t.Alignment = fyne.TextAlignTrailing
	return t
}

func rowHighlight() *canvas.Rectangle {
	r := canvas.NewRectangle(theme.Color(theme.ColorNameSelection))
	r.CornerRadius = theme.InputRadiusSize()
	return r
}

// scoreRow is one side's score: its disc, its name and its count, on a
// highlight shown while that side is to move.
func scoreRow(c model.Color, count *canvas.Text, highlight *canvas.Rectangle) fyne.CanvasObject {
	name := widget.NewLabelWithStyle(c.String(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	row := container.NewBorder(nil, nil,
		container.NewHBox(container.NewCenter(NewDiscIcon(c, 30)), name), count)
	return container.NewStack(highlight, container.New(layout.NewCustomPaddedLayout(2, 2, 8, 8), row))
}

func (u *UI) togglePause() {
	if u.snap.Paused {
		u.ctl.Resume()
	} else {
		u.ctl.Pause()
	}
}
