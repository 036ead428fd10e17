package view

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	cg "othello/controller/gomoku"
	"othello/model"
	"othello/strategy/level"
	"othello/view/gomokuview"
)

// The New game dialog opens at one width on a window of one size, whatever
// it offers: it was 507 px wide once and 808 the next, the starts and the
// game on show changing its choices.
func TestNewGameDialogKeepsItsWidth(t *testing.T) {
	widthOf := func(u *UI) float32 {
		t.Helper()
		test.Tap(u.Button("new"))
		top := u.win.Canvas().Overlays().Top()
		if top == nil || u.dialogs.newGame == nil {
			t.Fatal("no New game dialog")
		}
		w := top.MinSize().Width
		u.dialogs.newGame.dlg.Hide()
		return w
	}
	u, queue := newTestUI(t)
	u.win.Resize(fyne.NewSize(980, 720))
	fresh := widthOf(u)
	u.ctl.PlayCell(model.CellOfSquare(model.F5)) // a game on show: "The position shown" offered
	run(queue)
	if got := widthOf(u); got != fresh {
		t.Errorf("with a game on show the dialog is %.0f wide, %.0f at the start", got, fresh)
	}
	g, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Swap2, First: true, Level: level.Easy})
	g.win.Resize(fyne.NewSize(980, 720))
	if got := widthOf(g); got != fresh {
		t.Errorf("with Gomoku on show the dialog is %.0f wide, %.0f with Othello", got, fresh)
	}
}
