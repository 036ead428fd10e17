package view

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
)

// texts finds the canvas texts drawn under o, by their words.
func texts(o fyne.CanvasObject, found map[string]*canvas.Text) {
	switch x := o.(type) {
	case *canvas.Text:
		found[x.Text] = x
	case *fyne.Container:
		for _, c := range x.Objects {
			texts(c, found)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			texts(c, found)
		}
	}
}

// The New game dialog greys the label of each choice exactly while that
// choice is disabled, the level's description with it, however often the
// mode changes.
func TestNewGameLabelsFollowTheirChoices(t *testing.T) {
	u, _ := newTestUI(t)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	fg, grey := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameDisabled)
	check := func(when string, enabled bool) {
		t.Helper()
		found := map[string]*canvas.Text{}
		texts(u.win.Canvas().Overlays().Top(), found)
		want := fg
		if !enabled {
			want = grey
		}
		for _, label := range []string{"Your colour", "Level", "Algorithm", "Evaluation"} {
			if l := found[label]; l == nil || l.Color != want {
				t.Errorf("%s: label %q in %v, want %v", when, label, l, want)
			}
		}
		wantImp := widget.MediumImportance
		if !enabled {
			wantImp = widget.LowImportance
		}
		if f.levelAbout.Text == "" || f.levelAbout.Importance != wantImp {
			t.Errorf("%s: the level's description %q has importance %v, want %v", when, f.levelAbout.Text, f.levelAbout.Importance, wantImp)
		}
	}
	check("against the computer", true)
	f.mode.SetSelected(modeLabels[controller.HumanVsHuman])
	check("two players", false)
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	check("against the computer again", true)
}

// The panel's buttons and move list stay where they are whatever the mode
// of the game: the words saying who plays whom keep one height.
func TestButtonsStayAcrossModes(t *testing.T) {
	u, _ := newTestUI(t)
	// narrow enough that the words against the computer take two lines
	u.win.Resize(fyne.NewSize(760, 600))
	d := u.app.Driver()
	where := func() []fyne.Position {
		u.win.Content().Refresh() // lay out again, as the window does when texts change
		var out []fyne.Position
		for _, name := range []string{"new", "settings", "undo", "redo", "hint"} {
			out = append(out, d.AbsolutePositionForObject(u.Button(name)))
		}
		return append(out, d.AbsolutePositionForObject(u.panel.moveList))
	}
	want := where()
	for _, s := range []controller.Settings{
		{Mode: controller.HumanVsHuman},
		{Mode: controller.HumanVsComputer, Human: 1, Level: 3, Eval: 1},
		{Mode: controller.HumanVsHuman, Size: 6},
		{Mode: controller.HumanVsComputer, Size: 10},
	} {
		u.ctl.NewGame(s)
		if got := where(); got[0] != want[0] || got[len(got)-1] != want[len(want)-1] {
			t.Errorf("with %q the buttons and the list are at %v, were at %v", u.panel.players.Text, got, want)
		}
	}
}

// Leaving a review is named for where it goes and does not sit beside
// Previous, where it reads as one move back.
func TestReturnToGameIsNoStep(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(980, 720))
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
	u.showReview(0)
	back, prev := u.Button("live"), u.Button("previous")
	if back.Text != "Exit review" || back.Icon == nil || back.Icon.Name() == theme.MediaFastForwardIcon().Name() {
		t.Errorf("the way back says %q with icon %v", back.Text, back.Icon)
	}
	d := u.app.Driver()
	bp, pp := d.AbsolutePositionForObject(back), d.AbsolutePositionForObject(prev)
	if bp.Y == pp.Y || bp.X == pp.X && bp.Y-pp.Y <= prev.Size().Height+2*theme.Padding() {
		t.Errorf("Exit review at %v beside Previous at %v", bp, pp)
	}
	test.Tap(back)
	if u.Reviewing() {
		t.Error("Exit review left the review on")
	}
}
