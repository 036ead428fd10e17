package view

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/shown"
)

// Start with a brain chosen and no command line to run it keeps the New
// game dialog and its choices on show, the error over them, and starts
// nothing: the dialog was closed away with the error, every choice lost.
func TestNewGameDialogWaitsForTheBrainsCommand(t *testing.T) {
	u, _ := newTestUI(t)
	u.dialogs.showNewGameDialog()
	f := u.dialogs.newGame
	f.game.SetSelected(shown.Gomoku.Name())
	f.gomoku.Opponent.SetSelected(gomokuview.OpponentLabels[1])
	f.gomoku.Brain.SetText("  ")
	f.gomoku.Size.SetSelected(i18n.BoardSize(11))
	start := findButton(u.win.Canvas().Overlays().Top(), i18n.T("Start"))
	if start == nil {
		t.Fatal("no Start button in the dialog")
	}
	test.Tap(start)
	if u.gmk.Active() {
		t.Error("a Gomoku game started with no brain to play it")
	}
	overlays := u.win.Canvas().Overlays().List()
	if len(overlays) != 2 {
		t.Fatalf("%d pop-ups on show; want the dialog and the error over it", len(overlays))
	}
	if findButton(overlays[0], i18n.T("Start")) == nil {
		t.Error("the New game dialog was closed")
	}
	if got := f.gomoku.Prefs(); got.Size != 11 || !got.UseBrain {
		t.Errorf("the choices came back as %+v", got)
	}
	// against our level, Start goes on
	overlays[1].Hide()
	f.gomoku.Opponent.SetSelected(gomokuview.OpponentLabels[0])
	test.Tap(start)
	t.Cleanup(u.games().closeGomoku)
	if !u.gmk.Active() || u.win.Canvas().Overlays().Top() != nil {
		t.Errorf("against our level: Gomoku on %v, a pop-up left %v", u.gmk.Active(), u.win.Canvas().Overlays().Top() != nil)
	}
}
