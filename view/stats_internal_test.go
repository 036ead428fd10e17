package view

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// labels returns the texts of the labels in o, in order.
func labels(o fyne.CanvasObject) []string {
	var out []string
	switch w := o.(type) {
	case *widget.Label:
		out = append(out, w.Text)
	case *fyne.Container:
		for _, c := range w.Objects {
			out = append(out, labels(c)...)
		}
	}
	return out
}

// A game won against HARD by the last move counts, survives a restart of
// the window on the same storage, shows in the dialog, and Reset clears it;
// a finished game that is only opened does not count.
func TestStatisticsSurviveARestart(t *testing.T) {
	a := newTestApp()
	full, err := model.ParseGame(gameWithPasses) // White wins 38-26 with g8
	if err != nil {
		t.Fatal(err)
	}
	u := instantUI(t, a)
	settings := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard}
	u.ctl.Load(full.Clone(), settings) // over on arrival: not played here
	if s := LoadStats(a.Preferences()); len(s) != 0 {
		t.Fatalf("an opened game counted: %+v", s)
	}
	u.ctl.Load(lastMoveToPlay(t), settings)
	u.ctl.PlayCell(model.CellOfSquare(model.G8))
	if !u.snap.Over {
		t.Fatal("the game did not end")
	}
	u.Quit()

	u = instantUI(t, a)
	want := LevelStats{Won: 1, Best: 12}
	if got := LoadStats(a.Preferences())[level.Hard]; got != want {
		t.Fatalf("after a restart HARD has %+v, want %+v", got, want)
	}
	u.dialogs.showStats()
	text := strings.Join(labels(u.dialogs.stats.table), " ")
	if !strings.Contains(text, "Hard 1 0 0 +12") || !strings.Contains(text, "Easy 0 0 0 –") {
		t.Errorf("the dialog shows %q", text)
	}
	test.Tap(u.dialogs.stats.reset)
	yes := findButton(u.win.Canvas().Overlays().Top(), "Yes")
	if yes == nil {
		t.Fatal("no confirmation before the reset")
	}
	test.Tap(yes)
	if s := LoadStats(a.Preferences()); len(s) != 0 {
		t.Errorf("Reset left %+v", s)
	}
	if text := strings.Join(labels(u.dialogs.stats.table), " "); !strings.Contains(text, "Hard 0 0 0 –") {
		t.Errorf("after Reset the dialog shows %q", text)
	}
}

func TestStatsAdd(t *testing.T) {
	s := Stats{}
	for _, r := range [][2]int{{20, 44}, {32, 32}, {40, 24}, {35, 29}} {
		s.add(level.Easy, r[0], r[1])
	}
	if got, want := s[level.Easy], (LevelStats{Won: 2, Drawn: 1, Lost: 1, Best: 16}); got != want {
		t.Errorf("%+v, want %+v", got, want)
	}
	s = Stats{}
	s.add(level.Medium, 10, 54)
	if got := s[level.Medium].Best; got != -44 {
		t.Errorf("the best of one lost game is %d, want -44", got)
	}
}

// findButton returns the button labelled text inside o, nil if none.
func findButton(o fyne.CanvasObject, text string) *widget.Button {
	switch w := o.(type) {
	case *widget.Button:
		if w.Text == text {
			return w
		}
	case *fyne.Container:
		for _, c := range w.Objects {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(w).Objects() {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// The statistics say what Best is as the table shows it: the best final
// margin, which for a player who has only lost is a narrowest loss below
// zero. The note once called it the largest winning margin beside a "-24"
// and no win.
func TestStatisticsSayWhatBestIs(t *testing.T) {
	u, _ := newTestUI(t)
	s := Stats{}
	s.add(level.Hard, 20, 44)
	s.add(level.Hard, 16, 48)
	SaveStats(u.app.Preferences(), s)
	u.dialogs.showStats()
	texts := strings.Join(labelTexts(u.win.Canvas().Overlays().Top().(*widget.PopUp).Content), "\n")
	if !strings.Contains(texts, "-24") {
		t.Fatalf("the narrowest loss, -24, is not in the table:\n%s", texts)
	}
	if strings.Contains(texts, "winning margin") {
		t.Errorf("the note calls Best a winning margin beside a record of losses:\n%s", texts)
	}
	if !strings.Contains(texts, "below zero") {
		t.Errorf("the note does not say what a Best below zero is:\n%s", texts)
	}
}

// A game that ends with empty squares counts as the game-over box says
// it, the empty squares to the winner: lost 6-57 with one empty is -52.
func TestStatisticsCountTheEmptySquares(t *testing.T) {
	u, _ := newTestUI(t)
	s := u.snap
	s.Settings = controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black, Level: level.Medium}
	s.Over, s.Result = true, model.Result{Black: 6, White: 57}
	u.coach.countGame(s)
	if got, want := LoadStats(u.app.Preferences())[level.Medium], (LevelStats{Lost: 1, Best: -52}); got != want {
		t.Errorf("MEDIUM has %+v, want %+v", got, want)
	}
}

// instantUI is a window on the app a whose computer answers at once and
// whose searches hand back their answers at once.
func instantUI(t *testing.T, a fyne.App) *UI {
	t.Helper()
	u := New(a, Options{Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Dispatch: func(f func()) { f() },
	}})
	t.Cleanup(u.ctl.Close)
	u.Start()
	return u
}

// lastMoveToPlay is gameWithPasses, which White wins 38-26 with g8, but
// for that last move.
func lastMoveToPlay(t *testing.T) *model.Game {
	t.Helper()
	full, err := model.ParseGame(gameWithPasses)
	if err != nil {
		t.Fatal(err)
	}
	g := model.NewGame()
	for _, m := range full.Moves()[:full.Len()-1] {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// A game counts once, with the first end it reached: taken back and
// played to its end again it was counted a second time (a loss on time
// taken back and then won counted as both). The next game counts anew.
func TestAGameCountsOnce(t *testing.T) {
	a := newTestApp()
	u := instantUI(t, a)
	settings := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard}
	u.ctl.Load(lastMoveToPlay(t), settings)
	u.ctl.PlayCell(model.CellOfSquare(model.G8))
	if !u.ctl.Undo() {
		t.Fatal("the last move could not be taken back")
	}
	u.ctl.PlayCell(model.CellOfSquare(model.G8))
	if !u.snap.Over {
		t.Fatal("the game did not end again")
	}
	if got := LoadStats(a.Preferences())[level.Hard]; got != (LevelStats{Won: 1, Best: 12}) {
		t.Fatalf("one game, ended twice, counts as %+v", got)
	}
	u.ctl.Load(lastMoveToPlay(t), settings)
	u.ctl.PlayCell(model.CellOfSquare(model.G8))
	if got := LoadStats(a.Preferences())[level.Hard]; got != (LevelStats{Won: 2, Best: 12}) {
		t.Errorf("the next game: %+v", got)
	}
}

// A game of moves the player gave, pasted or set up, is not counted,
// whatever its end: one move from the end, pasted and won, counted as a
// win against HARD.
func TestGivenGamesAreNotCounted(t *testing.T) {
	a := newTestApp()
	u := instantUI(t, a)
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard})
	u.dialogs.setUp(lastMoveToPlay(t).Transcript(), "the clipboard")
	u.ctl.PlayCell(model.CellOfSquare(model.G8))
	if !u.snap.Over {
		t.Fatalf("the pasted game did not end: %q", u.snap.Game.Transcript())
	}
	if s := LoadStats(a.Preferences()); len(s) != 0 {
		t.Fatalf("a pasted game won counted: %+v", s)
	}
	// the next game, played here, counts
	u.ctl.Load(lastMoveToPlay(t), u.snap.Settings)
	u.ctl.PlayCell(model.CellOfSquare(model.G8))
	if got := LoadStats(a.Preferences())[level.Hard]; got.Won != 1 {
		t.Errorf("the next game: %+v", got)
	}
}
