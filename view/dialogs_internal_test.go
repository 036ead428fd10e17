package view

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view/kit"
)

func TestNewGameDialogStartsTheChosenGame(t *testing.T) {
	u, queue := newTestUI(t)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	if f == nil || u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no New game dialog")
	}
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.White])
	if f.level.Selected != "Medium" {
		t.Errorf("level offered first %q", f.level.Selected)
	}
	f.level.SetSelected("Hard")
	f.algo.SetSelected("Minimax")
	if f.eval.Selected != evalLabels[strategy.Trained] {
		t.Errorf("the evaluation offered first is %q", f.eval.Selected)
	}
	f.eval.SetSelected(evalLabels[strategy.Classic])
	f.dlg.Confirm()
	want := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard, Algorithm: level.Minimax, Eval: strategy.Classic, Size: 8}
	if got := u.snap.Settings; got != want {
		t.Fatalf("started with %+v, want %+v", got, want)
	}
	if !u.snap.Thinking {
		t.Fatal("the computer does not open as Black")
	}
	(<-queue)()
	if u.snap.Game.Len() != 1 || !u.snap.PersonToMove {
		t.Fatalf("moves %v", u.snap.Game.Moves())
	}
	if got := LoadPrefs(u.app.Preferences()).Game; got != want {
		t.Errorf("the choice was not kept: %+v", got)
	}

	// The colour only matters against the computer.
	test.Tap(u.Button("new"))
	u.dialogs.newGame.mode.SetSelected(modeLabels[controller.HumanVsHuman])
	for name, w := range map[string]fyne.Disableable{"colour": u.dialogs.newGame.colour, "level": u.dialogs.newGame.level, "algorithm": u.dialogs.newGame.algo, "evaluation": u.dialogs.newGame.eval} {
		if !w.Disabled() {
			t.Errorf("%s choice enabled for two players", name)
		}
	}
	u.dialogs.newGame.dlg.Confirm()
	if u.snap.Settings.Mode != controller.HumanVsHuman || u.snap.Game.Len() != 0 {
		t.Fatalf("two-player game: %+v %v", u.snap.Settings, u.snap.Game.Moves())
	}
}

func TestGameOverDialogOffersNewGameOrReview(t *testing.T) {
	over, err := model.ParseGame("e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2a2")
	if err != nil {
		t.Fatal(err)
	}
	for _, again := range []bool{true, false} {
		u, _ := newTestUI(t)
		u.ctl.Load(over.Clone(), controller.Settings{Mode: controller.HumanVsHuman})
		d := u.dialogs.over
		if d == nil || u.win.Canvas().Overlays().Top() == nil {
			t.Fatal("no game-over dialog")
		}
		if got := u.panel.turn.Text; got != "Game over: Black wins 55-0" {
			t.Errorf("turn line %q", got)
		}
		// The Review button once carried the dialog's cancel icon.
		if d.review.Text != "Review" || d.review.Icon == nil || d.review.Icon.Name() == theme.CancelIcon().Name() {
			t.Errorf("Review button %q with icon %v", d.review.Text, d.review.Icon)
		}
		if again {
			// the button says what it does: another game at once, where
			// the panel's New game opens the dialog of choices
			if d.playAgain.Text != "Play again" {
				t.Errorf("the game-over box's new game is labelled %q", d.playAgain.Text)
			}
			test.Tap(d.playAgain)
			if u.snap.Game.Len() != 0 || u.snap.Over {
				t.Errorf("Play again kept %d moves", u.snap.Game.Len())
			}
		} else {
			test.Tap(d.review)
			if !u.Reviewing() || u.review != u.snap.Game.Len() || u.panel.buttons["live"].Hidden {
				t.Errorf("Review did not open the review: review=%d", u.review)
			}
		}
		if u.win.Canvas().Overlays().Top() != nil || u.dialogs.over != nil {
			t.Error("the dialog stayed open")
		}
	}
}

// Redo onto the final move looks back at a finished game: no dialog.
func TestRedoOntoTheEndShowsNoDialog(t *testing.T) {
	over, err := model.ParseGame("e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2a2")
	if err != nil {
		t.Fatal(err)
	}
	u, _ := newTestUI(t)
	u.ctl.Load(over, controller.Settings{Mode: controller.HumanVsHuman})
	test.Tap(u.dialogs.over.review)
	test.Tap(u.Button("undo"))
	if u.snap.Over {
		t.Fatal("undo left the game over")
	}
	test.Tap(u.Button("redo"))
	if !u.snap.Over {
		t.Fatal("redo did not reach the end")
	}
	if u.dialogs.over != nil || u.win.Canvas().Overlays().Top() != nil {
		t.Error("redo onto the final move showed the game-over dialog again")
	}
	if got := u.panel.turn.Text; got != "Game over: Black wins 55-0" {
		t.Errorf("turn line %q", got)
	}
}

// A restored game comes back where it was, as Gomoku's does, with no
// question in the way: the status line says so, its last move numbered as
// the score sheet numbers it (three moves, f5 d6 c3, end in the sheet's
// second row), and the game goes on, the computer answering.
func TestRestoredGameComesBackSaid(t *testing.T) {
	a := newTestApp()
	g, _ := model.ParseGame("f5d6c3")
	SaveGame(a.Preferences(), controller.Snapshot{Game: g.Record(), Sized: g.Sized()})
	queue := make(chan func(), 100)
	u := New(a, Options{Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Dispatch: func(f func()) { queue <- f },
	}})
	t.Cleanup(u.ctl.Close)
	u.Start()
	if top := u.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a dialog over the restored game: %v", buttonTexts(top))
	}
	if want := "Your unfinished game was restored (move 2, Black 5, White 2)."; u.Notice() != want {
		t.Errorf("the status line says %q, want %q", u.Notice(), want)
	}
	if got := u.snap.Game.Transcript(); got != "f5d6c3" {
		t.Fatalf("restored %q", got)
	}
	(<-queue)() // the computer, White, answers
	if n := u.ctl.Snapshot().Game.Len(); n != 4 {
		t.Errorf("%d moves once the computer answered, want 4", n)
	}
}

// buttonTexts lists the texts of the buttons in o, in order.
func buttonTexts(o fyne.CanvasObject) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Button:
			out = append(out, w.Text)
			return
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
			return
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(w).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// Escape closes the New game dialog after a click on any of its choices.
func TestEscapeClosesNewGameAfterAClick(t *testing.T) {
	for _, choice := range []string{modeLabels[controller.HumanVsHuman], modeLabels[controller.HumanVsComputer], algoLabels[level.Minimax]} {
		u, _ := newTestUI(t)
		c := u.win.Canvas()
		test.Tap(u.Button("new"))
		f := u.dialogs.newGame
		var clicked bool
		for _, r := range []*widget.RadioGroup{f.mode, f.algo} {
			for _, o := range test.WidgetRenderer(r).Objects() {
				if item, ok := o.(fyne.Tappable); ok && radioLabel(o) == choice {
					test.Tap(item)
					clicked = true
				}
			}
		}
		if !clicked {
			t.Fatalf("no kit.Radio button %q", choice)
		}
		if f.mode.Selected == "" || f.algo.Selected == "" {
			t.Fatalf("a click cleared a choice: mode %q algorithm %q", f.mode.Selected, f.algo.Selected)
		}
		pressKey(c, fyne.KeyEscape)
		if c.Overlays().Top() != nil {
			t.Errorf("Escape after clicking %q left the dialog open", choice)
		}
	}
}

// radioLabel is the label of a radio button, "" for anything else.
func radioLabel(o fyne.CanvasObject) string {
	w, ok := o.(fyne.Widget)
	if !ok {
		return ""
	}
	for _, c := range test.WidgetRenderer(w).Objects() {
		if t, ok := c.(*canvas.Text); ok {
			return t.Text
		}
	}
	return ""
}

// The shortcuts fit the window with room to spare, at its usual size and
// at its smallest, where the list scrolls.
func TestShortcutsFitTheWindow(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(900, 660), fyne.NewSize(626, 440)} {
		u, _ := newTestUI(t)
		u.win.Resize(size)
		u.menu.items["shortcuts"].Action()
		pop, ok := u.win.Canvas().Overlays().Top().(*widget.PopUp)
		if !ok {
			t.Fatal("no shortcuts dialog")
		}
		if h := pop.Content.MinSize().Height; h > size.Height-2*kit.DialogMargin {
			t.Errorf("at %v the shortcuts dialog is %v tall", size, h)
		}
		if !strings.Contains(strings.Join(labelTexts(pop.Content), "\n"), "Ctrl+Shift+H") {
			t.Error("the shortcuts are not listed")
		}
	}
}

// The menu's shortcuts wait while a dialog covers the window, as its
// menu does: the desktop driver still triggers them, and Ctrl+V beneath a
// dialog replaced the game, Ctrl+Z left the game-over dialog telling of a
// game undone. Copy and Quit change nothing beneath and still act.
func TestShortcutsWaitBehindDialogs(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.Load(mustParse(t, "f5d6c3d3c4f4f6f3e6e7"), controller.Settings{Mode: controller.HumanVsHuman})
	run(queue)
	u.dialogs.showShortcuts()
	if !u.dialogOpen() {
		t.Fatal("the shortcuts' list is not seen as a dialog")
	}
	u.app.Clipboard().SetContent("f5f6")
	for _, name := range []string{"paste", "undo", "new", "hint", "analyze"} {
		u.menu.items[name].Action()
		run(queue)
	}
	if got := u.snap.Game.Transcript(); got != "f5d6c3d3c4f4f6f3e6e7" {
		t.Errorf("shortcuts beneath a dialog changed the game to %q", got)
	}
	if top, ok := u.win.Canvas().Overlays().Top().(*widget.PopUp); !ok || len(u.win.Canvas().Overlays().List()) != 1 {
		t.Errorf("another dialog opened over the first: %T, %d overlays", top, len(u.win.Canvas().Overlays().List()))
	}
	u.menu.items["copy"].Action()
	if got := u.app.Clipboard().Content(); got != "f5d6c3d3c4f4f6f3e6e7" {
		t.Errorf("Copy beneath a dialog: the clipboard holds %q", got)
	}
	u.win.Canvas().Overlays().Top().Hide()
	u.menu.items["undo"].Action()
	run(queue)
	if got := u.snap.Game.Len(); got != 9 {
		t.Errorf("undo with no dialog: %d moves", got)
	}
}

// A lasting notice outlasts the computer's next move, and no more: in a
// demo, every move the computer's, the restored game's counts stayed on
// while the game played on.
func TestLastingNoticeOutlastsOneMove(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.ComputerVsComputer})
	u.panel.setLastingNotice("Your unfinished game was restored (move 1, Black 2, White 2).")
	for want := 1; want <= 2; want++ {
		for u.ctl.Snapshot().Game.Len() < want {
			(<-queue)() // the move comes with its events
		}
		if said := u.Notice() != ""; said != (want == 1) {
			t.Errorf("after %d of the demo's moves: the notice %q", u.snap.Game.Len(), u.Notice())
		}
	}
}
