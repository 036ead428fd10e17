// The position editor (Game > Set Up Position): click squares to cycle
// them empty, black, white; choose the side to move; start a game from
// there, unless the position could not occur, which is refused with the
// reason.

package view

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/model"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/othelloboard"
	"othello/view/othellowords"
)

// positionEditor is the open editor: its board, the discs being placed,
// and its controls.
type positionEditor struct {
	u       *UI
	geo     *model.Geometry
	discs   []int8 // per cell: 0 empty, 1 black, 2 white
	board   *othelloboard.Board
	turn    *widget.RadioGroup
	problem *widget.Label // why the position was refused
	start   *widget.Button
	dlg     *dialog.CustomDialog
}

// showEditor opens the editor on the position on show, at the game's size.
func (d *dialogs) showEditor() {
	u := d.u
	pos := u.snap.Game.Sized()
	if u.review >= 0 && u.review <= u.snap.Game.Len() {
		pos = u.snap.Game.SizedAt(u.review)
	}
	e := &positionEditor{u: u, geo: pos.Geometry()}
	e.load(pos)
	e.board = othelloboard.New()
	e.board.SetStyle(u.prefs.Style)
	e.board.SetOptions(false, false)
	e.board.OnMove = e.cycle
	e.turn = kit.Radio(u.win.Canvas(), turnLabels, turnLabels[pos.Turn], nil)
	e.turn.Horizontal = true
	e.problem = i18n.WrapLabel("")
	e.problem.Importance = widget.DangerImportance
	clear := widget.NewButtonWithIcon(i18n.T("Clear"), theme.ContentClearIcon(), func() { e.load(model.SizedPosition{}) })
	initial := widget.NewButtonWithIcon(i18n.T("Start position"), theme.ViewRestoreIcon(), func() {
		p, _ := model.SizedStartPosition(e.geo.Size())
		e.load(p)
		e.turn.SetSelected(turnLabels[model.Black])
	})
	help := i18n.WrapLabel(i18n.T("Click a square to cycle it: empty, black, white."))
	controls := container.NewVBox(help, widget.NewLabel(i18n.T("To move:")), e.turn, clear, initial, e.problem)
	side := container.NewGridWrap(fyne.NewSize(220, 380), controls)
	square := container.NewGridWrap(fyne.NewSize(380, 380), e.board)
	cancel := widget.NewButtonWithIcon(i18n.T("Cancel"), theme.CancelIcon(), func() { e.dlg.Hide() })
	e.start = widget.NewButtonWithIcon(i18n.T("Start game"), theme.ConfirmIcon(), e.play)
	e.start.Importance = widget.HighImportance
	e.dlg = dialog.NewCustomWithoutButtons(i18n.T("Set up a position"), kit.FitWindow(u.win.Canvas(), container.NewHBox(square, side)), u.win)
	e.dlg.SetButtons([]fyne.CanvasObject{cancel, e.start})
	e.show()
	d.editor = e
	e.dlg.Show()
}

// load takes the discs of p; the zero position clears the board.
func (e *positionEditor) load(p model.SizedPosition) {
	e.discs = make([]int8, e.geo.Cells())
	if p.Board.Geometry() != nil {
		for c := model.Cell(0); int(c) < e.geo.Cells(); c++ {
			if col, ok := p.At(c); ok {
				e.discs[c] = int8(col) + 1
			}
		}
	}
	if e.board != nil {
		e.show()
	}
}

// cycle turns a square empty, black, white, empty.
func (e *positionEditor) cycle(c model.Cell) {
	if int(c) < 0 || int(c) >= len(e.discs) {
		return
	}
	e.discs[c] = (e.discs[c] + 1) % 3
	i18n.SetWrapped(e.problem, "")
	e.show()
	// the board took the keyboard with the click; Escape belongs to the dialog
	e.u.win.Canvas().Unfocus()
}

// position is the editor's position with the side to move chosen.
func (e *positionEditor) position() model.SizedPosition {
	var black, white model.Bits
	for c, d := range e.discs {
		switch d {
		case 1:
			black = black.Or(e.geo.CellBits(model.Cell(c)))
		case 2:
			white = white.Or(e.geo.CellBits(model.Cell(c)))
		}
	}
	turn := model.Color(kit.IndexOf(turnLabels, e.turn.Selected, int(model.Black)))
	return model.NewSizedPosition(e.geo, black, white, turn)
}

func (e *positionEditor) show() {
	e.board.SetState(othelloboard.State{Position: e.position(), LastMove: model.NoCell, Hint: model.NoCell, Interactive: true})
}

// play starts a game from the position, or says why it cannot.
func (e *positionEditor) play() {
	p := e.position()
	if err := p.SetupProblem(); err != nil {
		i18n.SetWrapped(e.problem, i18n.T("Cannot start from here: {{.Why}}.", i18n.Args{"Why": othellowords.SetupProblem(err)}))
		return
	}
	e.dlg.Hide()
	e.u.ctl.Load(model.NewSizedGameFrom(p), e.u.ctl.Snapshot().Settings)
	e.u.panel.setLastingNotice(i18n.T("Position set up in the editor.") + kit.ClocksAfresh(e.u.snap.Settings.Clock))
}
