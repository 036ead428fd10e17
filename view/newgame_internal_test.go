package view

import (
	"maps"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/view/kit"
)

// texts finds the canvas texts drawn under o, by their words: those shown,
// not those of a hidden part (the other game's choices).
func texts(o fyne.CanvasObject, found map[string]*canvas.Text) {
	if !o.Visible() {
		return
	}
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
		list := u.panel.moveList
		at := d.AbsolutePositionForObject(list)
		return append(out, fyne.NewPos(at.X, at.Y+list.Size().Height)) // the sheet's foot
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
	u.reviewer.showReview(0)
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

// The first window uses its height for the score sheet: with the status
// saying only whose turn it is, the sheet shows most of a game's rows, and
// no more than a line of space is left between the words and the sheet.
func TestFirstWindowShowsTheSheet(t *testing.T) {
	u, queue := newTestUI(t)
	u.win.Resize(DefaultPrefs().WindowSize)
	for range 10 { // twenty moves
		legal := u.ctl.Snapshot().Sized.Board.MoveCells()
		u.ctl.PlayCell(legal[0])
		(<-queue)()
	}
	u.board.FinishAnimation()
	u.pace.showWaiting()
	u.panel.setNotice("")
	u.win.Content().Refresh()
	rowH := u.panel.moveList.CreateItem().MinSize().Height + theme.Padding()
	rows := int(u.panel.moveList.Size().Height / rowH)
	if rows < 7 {
		t.Errorf("the first window shows %d rows of the score sheet, want 7 or more", rows)
	}
	d := u.app.Driver()
	wordsEnd := d.AbsolutePositionForObject(u.panel.turn).Y + u.panel.turn.Size().Height
	if gap := d.AbsolutePositionForObject(u.panel.opening).Y - wordsEnd; gap > kit.TextLines(1)+2*theme.Padding() {
		t.Errorf("%v px between whose turn and the score sheet", gap)
	}
}

func TestFitIn(t *testing.T) {
	tests := []struct {
		name  string
		size  fyne.Size
		w, h  int
		scale float32
		want  fyne.Size
		fits  bool
	}{
		{"a large screen", fyne.NewSize(980, 720), 1920, 1050, 1, fyne.NewSize(980, 720), true},
		{"a 1366x768 laptop with a panel", fyne.NewSize(980, 720), 1366, 740, 1, fyne.NewSize(952, 692), false},
		{"a small netbook", fyne.NewSize(980, 720), 1024, 600, 1, fyne.NewSize(812, 552), false},
		{"twice the pixels at scale 2", fyne.NewSize(980, 720), 2048, 1200, 2, fyne.NewSize(812, 552), false},
		{"narrow and short", fyne.NewSize(980, 720), 700, 600, 0, fyne.NewSize(684, 552), false},
	}
	for _, tt := range tests {
		if got, fits := fitIn(tt.size, tt.w, tt.h, tt.scale); got != tt.want || fits != tt.fits {
			t.Errorf("%s: fitIn = %v, %v; want %v, %v", tt.name, got, fits, tt.want, tt.fits)
		}
	}
}

// The clock's choice shows its whole name ("3+2: 3 min each, +2 s a
// move"), not one cut short to fit a select as narrow as "No clock".
func TestNewGameDialogShowsTheWholeClock(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(1000, 720))
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	for _, choice := range kit.ClockChoices() {
		f.clock.Select.SetSelected(choice)
		f.dlg.Refresh()
		found := map[string]*canvas.Text{}
		texts(f.clock.Select, found)
		if _, ok := found[choice]; !ok {
			t.Errorf("the clock %q shows as %v", choice, slices.Collect(maps.Keys(found)))
		}
	}
}
