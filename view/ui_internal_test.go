package view

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view/kit"
	"othello/view/othelloboard"
	"othello/view/sound"
)

// instant answers every position with its first legal move.
type instant struct{}

func (instant) Name() string { return "instant" }

func (instant) Search(_ context.Context, b model.Board) strategy.Result {
	return strategy.Result{Move: model.SquaresOf(b.Moves())[0]}
}

func newTestUI(t *testing.T) (*UI, chan func()) {
	t.Helper()
	return startTestUI(t, newTestApp(), Options{})
}

// startTestUI starts a window on app a with opts, against the instant
// computer, its search results waiting on the queue returned.
func startTestUI(t *testing.T, a fyne.App, opts Options) (*UI, chan func()) {
	t.Helper()
	queue := make(chan func(), 100)
	if opts.GomokuSeed == 0 {
		// the Gomoku computer plays the same game every run: a test that
		// taps a point must not find it taken by a random reply
		opts.GomokuSeed = 1
	}
	opts.Config = &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Dispatch: func(f func()) { queue <- f },
	}
	u := New(a, opts)
	// the state folder's last writes end before the test's temporary
	// folder goes (cleanups run last first: this one after Close)
	t.Cleanup(func() {
		if u.store != nil {
			u.store.flush()
		}
	})
	t.Cleanup(u.ctl.Close)
	u.Start()
	return u, queue
}

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
			test.Tap(d.newGame)
			if u.snap.Game.Len() != 0 || u.snap.Over {
				t.Errorf("New game kept %d moves", u.snap.Game.Len())
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

// A restored game is offered with buttons named by what they do, its
// last move numbered as the score sheet numbers it: three moves, f5 d6
// c3, end in the sheet's second row.
func TestRestoredGameOfferNamesItsButtons(t *testing.T) {
	for _, keep := range []bool{true, false} {
		a := newTestApp()
		g, _ := model.ParseGame("f5d6c3")
		SaveGame(a.Preferences(), controller.Snapshot{Game: g.Record(), Sized: g.Sized()})
		u := New(a, Options{Config: &controller.Config{
			Players: eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		}})
		t.Cleanup(u.ctl.Close)
		u.Start()
		d := u.dialogs.restored
		if d == nil || u.win.Canvas().Overlays().Top() == nil {
			t.Fatal("the restored game was not offered")
		}
		got := buttonTexts(u.win.Canvas().Overlays().Top())
		if !reflect.DeepEqual(got, []string{"New game", "Continue"}) {
			t.Fatalf("buttons %q, want New game and Continue", got)
		}
		if want := "Your unfinished game was restored (move 2, Black 5, White 2)."; overlayTexts(u)[want] == nil {
			t.Errorf("the question says %v, want %q", overlayTexts(u), want)
		}
		if keep {
			d.Confirm()
		} else {
			d.Dismiss()
		}
		if n := u.snap.Game.Len(); (n >= 3) != keep { // Continue: the computer, White, may answer at once
			t.Errorf("continue=%v left %d moves", keep, n)
		}
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

// pressKey sends a key the way the desktop driver does: to the focused
// widget if there is one, to the window otherwise.
func pressKey(c fyne.Canvas, k fyne.KeyName) {
	e := &fyne.KeyEvent{Name: k}
	if f := c.Focused(); f != nil {
		f.TypedKey(e)
	} else {
		c.OnTypedKey()(e)
	}
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

func TestPasteSetsUpTheGame(t *testing.T) {
	afterF5 := model.StartPosition().Play(model.F5)
	tests := []struct {
		name      string
		clipboard string
		want      string // the transcript set up, or the start position's text when set up from a position; "" when nothing changes
		notice    string // in the status line
		undone    string // the transcript after Undo, which goes back to the human's (White's) last turn
	}{
		{"transcript", "f5d6c3", "f5d6c3", "Game set up from the clipboard: 3 moves.", "f5"},
		{"spaced transcript with a newline", " F5 d6\n", "f5d6", "Game set up from the clipboard: 2 moves.", "f5"},
		{"position", afterF5.String(), afterF5.String(), "Position set up from the clipboard.", ""},
		{"not a square", "f5 d6 q9", "", `Nothing set up from the clipboard: move 3, "q9", is not a square (write a column a-h then a row 1-8, such as f5).`, ""},
		{"illegal move", "f5f5", "", "Nothing set up from the clipboard: move 2, f5, is not allowed there (f5 is already occupied).", ""},
		{"short position", strings.Repeat("-", 63) + " X", "", "Nothing set up from the clipboard: the position cannot be read: space at character 64 after 63 squares; want 64 squares then the side to move.", ""},
		{"prose", "Hello, world", "", `Nothing set up from the clipboard: move 1, "He", is not a square (write a column a-h then a row 1-8, such as f5).`, ""},
		{"empty", "", "", "Nothing set up: the clipboard is empty.", ""},
		{"blank", " \n\t", "", "Nothing set up: the clipboard is empty.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, queue := newTestUI(t)
			// A game under settings of its own, with a computer's move in
			// it, so the test sees whether anything changes.
			settings := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard, Algorithm: level.Minimax, Size: 8}
			u.ctl.NewGame(settings)
			(<-queue)()
			before, board := u.snap, u.board.State()

			u.app.Clipboard().SetContent(tt.clipboard)
			if _, ok := u.menu.items["paste"].Shortcut.(*fyne.ShortcutPaste); !ok {
				t.Fatalf("Paste is on %v, want Ctrl+V", u.menu.items["paste"].Shortcut)
			}
			u.menu.items["paste"].Action()

			if tt.want == "" {
				if top := u.win.Canvas().Overlays().Top(); top != nil {
					t.Error("a paste that cannot be read opened a dialog")
				}
				if !reflect.DeepEqual(u.snap, before) || !reflect.DeepEqual(u.ctl.Snapshot(), before) || !reflect.DeepEqual(u.board.State(), board) {
					t.Errorf("%q changed the game to %q", tt.clipboard, u.snap.Game.Transcript())
				}
				if u.panel.notice.Text != tt.notice {
					t.Errorf("status line %q, want %q", u.panel.notice.Text, tt.notice)
				}
				return
			}
			// The game in progress is replaced only once the player says so.
			if u.dialogs.replace == nil || u.win.Canvas().Overlays().Top() == nil {
				t.Fatal("pasting over a game in progress asked nothing")
			}
			if got := buttonTexts(u.win.Canvas().Overlays().Top()); !reflect.DeepEqual(got, []string{"Keep this game", "Replace"}) {
				t.Errorf("buttons %q", got)
			}
			if !reflect.DeepEqual(u.ctl.Snapshot(), before) {
				t.Fatal("the paste replaced the game before the player answered")
			}
			u.dialogs.replace.Confirm()
			if u.panel.notice.Text != tt.notice {
				t.Errorf("status line %q, want %q", u.panel.notice.Text, tt.notice)
			}
			s := u.ctl.Snapshot()
			got := s.Game.Transcript()
			if s.Game.Start() != model.StartPosition() {
				got = s.Game.Start().String()
			}
			if got != tt.want || s.Settings != settings {
				t.Fatalf("set up %q with %+v, want %q with %+v", got, s.Settings, tt.want, settings)
			}
			if u.board.State().Position != s.Sized {
				t.Errorf("the board shows %s, want %s", u.board.State().Position, s.Sized)
			}
			// The notice stays through the computer's reply.
			if s.Thinking {
				(<-queue)()
				if u.snap.Game.Len() == s.Game.Len() {
					t.Fatal("the computer did not reply")
				}
				if u.panel.notice.Text != tt.notice {
					t.Errorf("after the computer's reply the status line is %q, want %q", u.panel.notice.Text, tt.notice)
				}
			}
			if tt.undone != "" {
				test.Tap(u.Button("undo"))
				if got := u.ctl.Snapshot().Game.Transcript(); got != tt.undone {
					t.Errorf("undo left %q, want %q", got, tt.undone)
				}
			}
		})
	}
}

// A paste over a game in progress can be turned down, and one over a new
// game needs no question.
func TestPasteAsksBeforeReplacingAGame(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White})
	(<-queue)()
	before := u.ctl.Snapshot()
	u.app.Clipboard().SetContent("f5d6c3")
	u.dialogs.pasteGame()
	if u.dialogs.replace == nil {
		t.Fatal("no question before replacing the game")
	}
	u.dialogs.replace.Dismiss()
	if !reflect.DeepEqual(u.ctl.Snapshot(), before) {
		t.Errorf("Keep this game changed the game to %q", u.ctl.Snapshot().Game.Transcript())
	}
	if !strings.Contains(u.Notice(), "nothing pasted") {
		t.Errorf("status line %q", u.Notice())
	}
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	u.dialogs.pasteGame()
	if u.win.Canvas().Overlays().Top() != nil {
		t.Error("pasting over a game with no moves asked")
	}
	if got := u.ctl.Snapshot().Game.Transcript(); got != "f5d6c3" {
		t.Errorf("set up %q", got)
	}
}

// Set Up Game… keeps the dialog, prefilled from the clipboard, for text to
// type or mend.
func TestSetUpDialog(t *testing.T) {
	u, _ := newTestUI(t)
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	u.app.Clipboard().SetContent("f5 d6 q9")
	u.menu.items["setup"].Action()
	f := u.dialogs.setUpForm
	if f == nil || u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no Set up dialog")
	}
	if f.entry.Text != "f5 d6 q9" {
		t.Errorf("dialog prefilled with %q, want the clipboard", f.entry.Text)
	}
	f.entry.SetText("f5 d6 c3")
	f.dlg.Confirm()
	if got := u.snap.Game.Transcript(); got != "f5d6c3" {
		t.Errorf("set up %q, want f5d6c3", got)
	}
	if want := "Game set up from the text: 3 moves."; u.Notice() != want {
		t.Errorf("status line %q, want %q", u.Notice(), want)
	}
}

// firstMoveHint hints the first legal move with a midgame score of +1.4
// discs from a 12-ply search.
type firstMoveHint struct{}

func (firstMoveHint) Name() string { return "first move hint" }

func (firstMoveHint) Search(_ context.Context, b model.Board) strategy.Result {
	return strategy.Result{Move: model.SquaresOf(b.Moves())[0], Score: 140, Depth: 12}
}

// The panel says the hint in words until the position changes.
// Reviewing through the move list hands the keyboard to the list; going
// back to the game, or clicking the board, hands it back to the board.
func TestKeyboardReturnsToTheBoard(t *testing.T) {
	tests := []struct {
		name string
		back func(u *UI)
	}{
		{"back to the game", func(u *UI) { test.Tap(u.Button("live")) }},
		{"a click on the board", func(u *UI) {
			u.reviewer.live()
			u.win.Canvas().Focus(u.panel.moveList)
			test.TapAt(u.board, fyne.NewPos(1, 1)) // the frame, not a square
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, queue := newTestUI(t)
			u.win.Resize(fyne.NewSize(900, 700))
			u.ctl.PlayCell(model.CellOfSquare(model.F5))
			(<-queue)()             // the computer replies
			u.sheet().selectMove(0) // what a click on the first move does
			u.win.Canvas().Focus(u.panel.moveList)
			if !u.Reviewing() {
				t.Fatal("selecting a move did not start a review")
			}
			tt.back(u)
			if got := u.win.Canvas().Focused(); got != u.board {
				t.Fatalf("keyboard focus on %T, want the board", got)
			}
			want := u.snap.Sized.Board.MoveCells()[0]
			test.TypeOnCanvas(u.win.Canvas(), u.snap.Game.Geometry().CellName(want))
			if n := u.snap.Game.Len(); n != 3 || u.snap.Game.Cell(2) != want {
				t.Fatalf("typing %d after the review played %v", want, u.snap.Game.Cells())
			}
		})
	}
}

func TestHintLineShowsUntilThePositionChanges(t *testing.T) {
	tests := []struct {
		name   string
		before func(u *UI, queue chan func()) // brings the game to where the hint is asked
		clear  func(u *UI)                    // should take the hint away
	}{
		{"a move", nil, func(u *UI) { u.ctl.PlayCell(model.CellOfSquare(model.D3)) }},
		{"undo", func(u *UI, queue chan func()) {
			u.ctl.PlayCell(model.CellOfSquare(model.F5))
			(<-queue)() // the computer replies
		}, func(u *UI) { test.Tap(u.Button("undo")) }},
		{"new game", nil, func(u *UI) { u.ctl.NewGame(u.snap.Settings) }},
		{"review", nil, func(u *UI) { u.ShowReview(0) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			queue := make(chan func(), 100)
			u := New(newTestApp(), Options{Config: &controller.Config{
				Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
				Hinter:   strategy.ForEightByEight(firstMoveHint{}),
				Dispatch: func(f func()) { queue <- f },
			}})
			t.Cleanup(u.ctl.Close)
			u.Start()
			if !u.panel.hintLine.Hidden {
				t.Fatalf("a hint line %q before any hint", u.panel.hintLine.Text)
			}
			if tt.before != nil {
				tt.before(u, queue)
			}
			u.ctl.Hint()
			(<-queue)()
			want := "Hint: " + u.snap.Game.Geometry().CellName(u.snap.Sized.Board.MoveCells()[0]) + " (score +1.4, looks 12 moves ahead)"
			if u.panel.hintLine.Text != want || u.panel.hintLine.Hidden {
				t.Fatalf("hint line %q (hidden %v), want %q shown", u.panel.hintLine.Text, u.panel.hintLine.Hidden, want)
			}
			tt.clear(u)
			if !u.panel.hintLine.Hidden {
				t.Errorf("hint line %q still shown", u.panel.hintLine.Text)
			}
		})
	}
}

// tickByHand makes u's board hand its animations to the test instead of
// running them, and returns them as they start.
func tickByHand(u *UI) *[]*fyne.Animation {
	var started []*fyne.Animation
	u.board.Animations.Turn = func(a *fyne.Animation) { started = append(started, a) }
	return &started
}

// A reply that arrives while the move it answers is still turning discs
// waits: the first animation runs to its end, then the reply's starts.
func TestReplyWaitsForTheFlipAnimation(t *testing.T) {
	u, queue := newTestUI(t)
	anims := tickByHand(u)
	afterF5 := model.StartPosition().Play(model.F5)

	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
	(<-queue)() // the computer's reply arrives at once
	reply := u.ctl.Snapshot()
	if reply.Game.Len() != 2 {
		t.Fatalf("the computer did not reply: %v", reply.Game.Moves())
	}
	perDisc, _ := u.prefs.Animation.timing()
	if len(*anims) != 1 || (*anims)[0].Duration != perDisc {
		t.Fatalf("%d animations started, want f5's (one disc)", len(*anims))
	}
	for _, at := range []float32{0, 0.5, 0.99} {
		(*anims)[0].Tick(at)
		if st := u.board.State(); !u.board.Animating() || st.Position.Position8() != afterF5 || st.LastMove != model.CellOfSquare(model.F5) {
			t.Fatalf("at %.2f of f5's animation the board shows %v after %v (animating %v), want f5 turning",
				at, st.Position, st.LastMove, u.board.Animating())
		}
		if u.snap.Game.Len() != 1 || len(*anims) != 1 {
			t.Fatalf("at %.2f of f5's animation the window shows %v", at, u.snap.Game.Moves())
		}
	}

	(*anims)[0].Tick(1) // f5's discs have turned: the reply follows
	if len(*anims) != 2 || !u.board.Animating() {
		t.Fatalf("the reply's animation did not start after f5's: %d animations", len(*anims))
	}
	if st := u.board.State(); st.Position != reply.Sized || st.LastMove != reply.Game.LastCell() {
		t.Fatalf("the board shows %v after %v, want the reply %v", st.Position, st.LastMove, reply.Game.LastCell())
	}
	if !reflect.DeepEqual(u.snap, reply) {
		t.Errorf("the panel shows %v, want %v", u.snap.Game.Moves(), reply.Game.Moves())
	}
	(*anims)[1].Tick(1)
	if st := u.board.State(); u.board.Animating() || !st.Interactive || st.Legal != reply.Legal {
		t.Errorf("after the reply's animation: animating %v interactive %v", u.board.Animating(), st.Interactive)
	}
}

// With animation off, or when the game is replaced or reviewed, nothing
// waits.
func TestNothingWaitsForAnAnimationCutShort(t *testing.T) {
	tests := []struct {
		name      string
		speed     AnimSpeed
		then      func(u *UI)
		wantMoves int // in the window once then has run
	}{
		{"animation off", AnimOff, func(*UI) {}, 2},
		{"undo", AnimNormal, func(u *UI) { test.Tap(u.Button("undo")) }, 0},
		{"new game", AnimNormal, func(u *UI) { u.ctl.NewGame(u.snap.Settings) }, 0},
		{"review", AnimNormal, func(u *UI) { u.ShowReview(1) }, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, queue := newTestUI(t)
			u.prefs.Animation = tt.speed
			anims := tickByHand(u)
			test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
			(<-queue)() // the reply
			tt.then(u)
			if u.board.Animating() || len(u.pace.waiting) != 0 {
				t.Fatalf("animating %v, %d events waiting", u.board.Animating(), len(u.pace.waiting))
			}
			if n := u.snap.Game.Len(); n != tt.wantMoves || !reflect.DeepEqual(u.snap, u.ctl.Snapshot()) {
				t.Errorf("the window shows %d moves, want %d, the controller's state", n, tt.wantMoves)
			}
			want := u.snap.Sized
			if u.Reviewing() {
				want = u.snap.Game.SizedAt(1)
			}
			if got := u.board.State().Position; got != want {
				t.Errorf("the board shows %s, want %s", got, want)
			}
			if tt.speed == AnimOff && len(*anims) != 0 {
				t.Errorf("%d animations with animation off", len(*anims))
			}
		})
	}
}

// The board writes move scores as the hint line does: no "-0", estimates
// with a decimal, exact results whole.
func TestBoardWritesMoveScoresOneWay(t *testing.T) {
	queue := make(chan func(), 100)
	u := New(newTestApp(), Options{Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Dispatch: func(f func()) { queue <- f },
		Analyze: func(context.Context, model.SizedBoard) []strategy.SizedResult {
			return []strategy.SizedResult{
				{Move: model.CellOfSquare(model.D3), Score: 40},
				{Move: model.CellOfSquare(model.C4), Score: -4},
				{Move: model.CellOfSquare(model.F5), Score: 600, Exact: true},
				{Move: model.CellOfSquare(model.E6), Score: -200, Exact: true},
			}
		},
	}})
	t.Cleanup(u.ctl.Close)
	u.Start()
	u.menu.items["scores"].Action()
	(<-queue)()
	want := map[model.Cell]string{model.CellOfSquare(model.D3): "+0.4", model.CellOfSquare(model.C4): "0.0", model.CellOfSquare(model.F5): "+6", model.CellOfSquare(model.E6): "-2"}
	if got := u.board.State().Scores; !reflect.DeepEqual(got, want) {
		t.Errorf("board scores %v, want %v", got, want)
	}
}

// The buttons and the foot of the move list stay where they are whatever
// the status words say: thinking, a hint, a refusal, the welcome.
func TestPanelKeepsButtonsInPlace(t *testing.T) {
	queue := make(chan func(), 100)
	u := New(newTestApp(), Options{Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Hinter:   strategy.ForEightByEight(firstMoveHint{}),
		Dispatch: func(f func()) { queue <- f },
	}})
	t.Cleanup(u.ctl.Close)
	u.win.Resize(fyne.NewSize(900, 660))
	u.Start()
	d := u.app.Driver()
	where := func() []fyne.Position {
		var out []fyne.Position
		for _, name := range []string{"new", "settings", "undo", "redo", "hint"} {
			out = append(out, d.AbsolutePositionForObject(u.Button(name)))
		}
		// the sheet gives the words above it the room they need; its foot
		// and its width stay
		list := u.panel.moveList
		at := d.AbsolutePositionForObject(list)
		return append(out, fyne.NewPos(at.X, at.Y+list.Size().Height), fyne.NewPos(list.Size().Width, 0))
	}
	want := where()
	steps := []struct {
		name string
		do   func()
	}{
		{"the computer thinking", func() { u.ctl.PlayCell(model.CellOfSquare(model.F5)) }},
		{"the computer's reply", func() { (<-queue)() }},
		{"a hint", func() { u.ctl.Hint(); (<-queue)() }},
		{"a refusal", func() { u.ctl.PlayCell(model.CellOfSquare(model.A1)) }},
	}
	for _, st := range steps {
		st.do()
		if got := where(); !reflect.DeepEqual(got, want) {
			t.Errorf("after %s (turn %q, hint %q, notice %q) the buttons and list are at %v, were at %v",
				st.name, u.panel.turn.Text, u.panel.hintLine.Text, u.panel.notice.Text, got, want)
		}
	}
	if u.panel.hintLine.Hidden || u.panel.notice.Hidden {
		t.Error("the hint or the refusal is not on show")
	}
}

// rowInView reports whether the row of move i is wholly in view.
func rowInView(u *UI, i int) bool {
	l := u.panel.moveList
	rowH := l.CreateItem().MinSize().Height
	top := float32(sheetRowOf(sheetRows(u.snap.Game), i)) * (rowH + theme.Padding())
	off := l.GetScrollOffset()
	return top >= off-0.5 && top+rowH <= off+l.Size().Height+0.5
}

// The newest move is always in view, and so is the move under review.
func TestMoveListFollowsTheGame(t *testing.T) {
	u, queue := newTestUI(t)
	u.win.Resize(fyne.NewSize(900, 660))
	// Forty moves of a two-player game, more than the list can show.
	g, err := model.ParseGame("e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2")
	if err != nil {
		t.Fatal(err)
	}
	u.ctl.Load(g, controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black})
	n := u.snap.Game.Len()
	if rowInView(u, 0) {
		t.Fatalf("the list shows all %d moves: the test needs more", n)
	}
	check := func(what string, row int) {
		t.Helper()
		relayout(u.win.Content())
		if !rowInView(u, row) {
			t.Errorf("%s: row %d (of %d) is out of view, offset %v height %v", what, row+1, u.snap.Game.Len(), u.panel.moveList.GetScrollOffset(), u.panel.moveList.Size().Height)
		}
	}
	check("a loaded game", n-1)
	u.ctl.Hint()
	for u.snap.Hinting { // the search's steps, then its answer
		(<-queue)()
	}
	check("a hint", u.snap.Game.Len()-1)
	u.ctl.PlayCell(u.snap.Sized.Board.MoveCells()[0])
	for len(queue) > 0 || u.snap.Thinking {
		(<-queue)()
	}
	check("the computer's reply", u.snap.Game.Len()-1)
	last := u.snap.Game.Len()
	u.sheet().selectMove(last - 1)
	if u.panel.buttons["live"].Hidden {
		t.Fatal("no way back from the review")
	}
	check("reviewing the last move", last-1)
	u.sheet().selectMove(0)
	check("reviewing the first move", 0)
	test.Tap(u.Button("live"))
	check("back to the game", u.snap.Game.Len()-1)
	// a notice of several lines makes the sheet shorter
	sheet := u.panel.moveList.Size().Height
	u.menu.items["copy"].Action()
	if u.panel.moveList.Size().Height >= sheet {
		t.Fatalf("the transcript copied (%q) left the sheet as tall", u.Notice())
	}
	// as the panel lays itself out, without the window laying everything
	// out again (which keeps the last move in view by itself)
	if !rowInView(u, u.snap.Game.Len()-1) {
		t.Errorf("a long notice: the last row is out of view, offset %v height %v", u.panel.moveList.GetScrollOffset(), u.panel.moveList.Size().Height)
	}
	// a window made narrow stacks the panel under the board, with a
	// shorter sheet
	u.win.Resize(fyne.NewSize(640, 980))
	check("a narrow window", u.snap.Game.Len()-1)
}

// relayout lays out every container and widget in o again, as the window
// does when something is shown or hidden.
func relayout(o fyne.CanvasObject) {
	switch w := o.(type) {
	case *fyne.Container:
		if w.Layout != nil {
			w.Layout.Layout(w.Objects, w.Size())
		}
		for _, c := range w.Objects {
			relayout(c)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(w)
		r.Layout(w.Size())
		for _, c := range r.Objects() {
			relayout(c)
		}
	}
}

// After a pass the board says who passed and keeps the last disc placed
// marked, until the banner times out or the pointer moves over the board.
func TestGoldenPassShownOnTheBoard(t *testing.T) {
	for _, gone := range []string{"the pointer moved", "time is up"} {
		u, _ := newTestUI(t)
		u.win.Resize(fyne.NewSize(900, 660))
		var timer *fyne.Animation
		u.board.Animations.Banner = func(a *fyne.Animation) { timer = a }
		// After these eight moves Black has no move and passes.
		passed, err := model.ParseGame("e6f6d3e7e8d8g7f8")
		if err != nil {
			t.Fatal(err)
		}
		u.ctl.Load(passed, controller.Settings{Mode: controller.HumanVsHuman})
		if s := u.snap; s.Game.LastMove() != model.Pass || s.Over {
			t.Fatalf("no pass after %s", s.Game.Transcript())
		}
		b := u.board
		if st := b.State(); st.LastMove != model.CellOfSquare(model.F8) || st.Banner != "Black passes" || timer == nil {
			t.Fatalf("the board marks %v with banner %q (timed: %v), want f8 and \"Black passes\"", st.LastMove, st.Banner, timer != nil)
		}
		test.AssertObjectRendersToMarkup(t, "pass.xml", b)
		if gone == "time is up" {
			timer.Tick(1)
		} else {
			b.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.CellCenter(model.CellOfSquare(model.A1))}})
		}
		if st := b.State(); st.Banner != "" || st.LastMove != model.CellOfSquare(model.F8) {
			t.Errorf("after %v: banner %q and last move %v", gone, st.Banner, st.LastMove)
		}
		u.refresh(true) // any later event
		if st := b.State(); st.Banner != "" {
			t.Errorf("after %s the banner came back", gone)
		}
		u.ShowReview(8)
		if st := b.State(); st.LastMove != model.CellOfSquare(model.F8) || st.Banner != "" {
			t.Errorf("reviewing f8: the board marks %v with banner %q", st.LastMove, st.Banner)
		}
	}
}

// The level can be changed in the middle of a game, from Settings: the
// computer's next move is searched at it, and it is kept for next time.
func TestLevelChangesDuringAGame(t *testing.T) {
	queue := make(chan func(), 100)
	var levels []level.Level
	u := New(newTestApp(), Options{Config: &controller.Config{
		Players: eightOnly(func(s controller.Settings, _ model.Color) strategy.Player {
			levels = append(levels, s.Level)
			return instant{}
		}),
		Dispatch: func(f func()) { queue <- f },
	}})
	t.Cleanup(u.ctl.Close)
	u.Start()
	u.ctl.PlayCell(model.CellOfSquare(model.F5))
	(<-queue)() // the computer's reply at MEDIUM
	test.Tap(u.Button("settings"))
	if u.dialogs.level == nil || u.dialogs.level.Selected != "Medium" {
		t.Fatal("Settings offers no level, or not the game's")
	}
	u.dialogs.level.SetSelected("Expert")
	if u.snap.Settings.Level != level.Expert || u.snap.Game.Len() != 2 {
		t.Fatalf("level %v with %d moves after the change", u.snap.Settings.Level, u.snap.Game.Len())
	}
	if got := u.panel.players.Text; !strings.Contains(got, "Expert") {
		t.Errorf("players line %q", got)
	}
	u.ctl.PlayCell(u.snap.Sized.Board.MoveCells()[0])
	(<-queue)()
	if want := []level.Level{level.Medium, level.Expert}; !reflect.DeepEqual(levels, want) {
		t.Errorf("the computer searched at %v, want %v", levels, want)
	}
	if got := LoadPrefs(u.app.Preferences()).Game.Level; got != level.Expert {
		t.Errorf("saved level %v", got)
	}
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

// labelTexts lists the texts of the labels in o.
func labelTexts(o fyne.CanvasObject) []string {
	var out []string
	switch w := o.(type) {
	case *widget.Label:
		return []string{w.Text}
	case *fyne.Container:
		for _, c := range w.Objects {
			out = append(out, labelTexts(c)...)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(w).Objects() {
			out = append(out, labelTexts(c)...)
		}
	}
	return out
}

// A review shows the reviewed position's scores and whose turn it was,
// steps with buttons and keys, and can play on from there.
func TestReviewStepsAndPlaysOn(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(900, 660))
	g, err := model.ParseGame("f5d6c3d3c4f4")
	if err != nil {
		t.Fatal(err)
	}
	u.ctl.Load(g, controller.Settings{Mode: controller.HumanVsHuman})
	c := u.win.Canvas()
	u.sheet().selectMove(1) // a click on d6, the second move
	at := func(want int) {
		t.Helper()
		if u.review != want {
			t.Fatalf("reviewing move %d, want %d", u.review, want)
		}
		p := u.snap.Game.PositionAt(want)
		if u.board.State().Position.Position8() != p {
			t.Errorf("the board does not show move %d", want)
		}
		scores := fmt.Sprint(p.Count(model.Black), "-", p.Count(model.White))
		if got := u.panel.blackCount.Text + "-" + u.panel.whiteCount.Text; got != scores {
			t.Errorf("move %d: scores %s, want %s", want, got, scores)
		}
		if !u.panel.gameButtons.Hidden || u.panel.reviewButtons.Hidden {
			t.Error("the stepping buttons are not on show")
		}
	}
	at(2)
	if got := u.panel.turn.Text; got != "After 1… d6: Black to move" {
		t.Errorf("turn line %q", got)
	}
	test.AssertRendersToMarkup(t, "review.xml", c)
	test.Tap(u.Button("previous"))
	at(1)
	test.Tap(u.Button("next"))
	at(2)
	test.Tap(u.Button("first"))
	at(0)
	if !u.Button("first").Disabled() || !u.Button("previous").Disabled() {
		t.Error("First and Previous enabled at the start")
	}
	test.Tap(u.Button("last"))
	at(6)
	// The keys, with the board focused as after a click on it.
	c.Focus(u.board)
	for _, k := range []struct {
		key  fyne.KeyName
		want int
	}{{fyne.KeyPageUp, 5}, {fyne.KeyPageUp, 4}, {fyne.KeyHome, 0}, {fyne.KeyPageDown, 1}, {fyne.KeyEnd, 6}, {fyne.KeyPageUp, 5}, {fyne.KeyLeft, 5}} {
		pressKey(c, k.key)
		at(k.want)
	}
	if u.board.Cursor() == model.CellOfSquare(model.D3) {
		t.Error("the arrow key did not move the board cursor")
	}
	test.Tap(u.Button("playfrom"))
	if u.Reviewing() || u.snap.Game.Transcript() != "f5d6c3d3c4" {
		t.Fatalf("play on from move 5 left %q (reviewing %v)", u.snap.Game.Transcript(), u.Reviewing())
	}
	if !u.panel.reviewButtons.Hidden || u.panel.gameButtons.Hidden {
		t.Error("the game buttons are not back")
	}
	test.Tap(u.Button("undo"))
	if got := u.snap.Game.Transcript(); got != "f5d6c3d3c4f4" {
		t.Errorf("undo after play on left %q", got)
	}
}

// Both colours of disc icon are outlined, so neither vanishes into a light
// or a dark panel.
func TestDiscIconsAreOutlined(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []model.Color{model.Black, model.White} {
		r := test.WidgetRenderer(NewDiscIcon(c, 16)).(*discIconRenderer)
		if r.edge.StrokeWidth < 1 || r.edge.StrokeColor != colIconRim {
			t.Errorf("%s icon rim %v wide in %v", c, r.edge.StrokeWidth, r.edge.StrokeColor)
		}
	}
}

// The player's disc is on the board, turning its discs, when the computer's
// search is let begin: the search does not compete with drawing it.
func TestPlayersMoveIsShownBeforeTheSearch(t *testing.T) {
	queue := make(chan func(), 10)
	var u *UI
	var atHandoff []othelloboard.State
	var animating []bool
	u = New(newTestApp(), Options{Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Dispatch: func(f func()) { queue <- f },
		Handoff: func(start func()) {
			atHandoff = append(atHandoff, u.board.State())
			animating = append(animating, u.board.Animating())
			start()
		},
	}})
	t.Cleanup(u.ctl.Close)
	u.Start()
	tickByHand(u)
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
	(<-queue)() // the handoff
	if len(atHandoff) != 1 {
		t.Fatalf("%d handoffs", len(atHandoff))
	}
	if c, ok := atHandoff[0].Position.At(model.CellOfSquare(model.F5)); !ok || c != model.Black || atHandoff[0].LastMove != model.CellOfSquare(model.F5) || !animating[0] {
		t.Errorf("at the handoff the board shows %s, last move %v, animating %v; want f5 black and turning",
			atHandoff[0].Position, atHandoff[0].LastMove, animating[0])
	}
	(<-queue)() // the reply
	if u.ctl.Snapshot().Game.Len() != 2 {
		t.Errorf("no reply after the handoff: %v", u.ctl.Snapshot().Game.Moves())
	}
}

// blocking searches until its context ends, telling when it starts and
// when it was cancelled.
type blocking struct{ started, cancelled chan struct{} }

func (blocking) Name() string { return "blocking" }

func (b blocking) Search(ctx context.Context, _ model.Board) strategy.Result {
	close(b.started)
	<-ctx.Done()
	close(b.cancelled)
	return strategy.Result{}
}

// enabledLog is a sound player that keeps its last on/off.
type enabledLog struct{ on []bool }

func (*enabledLog) Play(sound.Effect, time.Duration) {}
func (*enabledLog) SetVolume(float64)                {}
func (e *enabledLog) SetEnabled(on bool)             { e.on = append(e.on, on) }

// Quitting while the computer thinks cancels its search and silences the
// sound at once, and still saves the unfinished game and the settings.
func TestQuitCancelsTheSearchAndSaves(t *testing.T) {
	player := blocking{make(chan struct{}), make(chan struct{})}
	snd := &enabledLog{}
	a := newTestApp()
	u := New(a, Options{Sound: snd, Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return player }),
		Dispatch: func(f func()) {},
	}})
	u.Start()
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
	<-player.started
	if !u.ctl.Snapshot().Thinking {
		t.Fatal("the computer is not thinking")
	}
	u.Quit()
	select {
	case <-player.cancelled:
	case <-time.After(20 * time.Second): // only a guard against hanging
		t.Fatal("the search was not cancelled")
	}
	if len(snd.on) == 0 || snd.on[len(snd.on)-1] {
		t.Errorf("the sound was not stopped: %v", snd.on)
	}
	g, err := LoadGame(a.Preferences())
	if err != nil || g == nil || g.Transcript() != "f5" {
		t.Fatalf("saved game %v, %v; want f5", g, err)
	}
	if !LoadPrefs(a.Preferences()).Sound {
		t.Error("quitting saved the sound as off")
	}
}

// Escape leaves a review for the game, and does nothing more.
func TestEscapeLeavesTheReview(t *testing.T) {
	u, queue := newTestUI(t)
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
	(<-queue)()
	pressKey(u.win.Canvas(), fyne.KeyHome)
	if !u.Reviewing() || u.board.State().Position != model.SizedFromPosition(model.StartPosition()) {
		t.Fatalf("Home did not show the start: reviewing %v", u.Reviewing())
	}
	pressKey(u.win.Canvas(), fyne.KeyEscape)
	if u.Reviewing() || !u.board.State().Interactive || u.board.State().Position != u.snap.Sized {
		t.Errorf("Escape did not return to the game: reviewing %v", u.Reviewing())
	}
	pressKey(u.win.Canvas(), fyne.KeyEscape) // in the game: nothing changes
	if u.Reviewing() || u.snap.Game.Len() != 2 {
		t.Errorf("Escape in the game changed it: %v", u.snap.Game.Moves())
	}
}

// The menu has one Quit, our own, where the desktop driver looks for it:
// the end of the first menu (elsewhere the driver adds a second one there).
func TestOneQuitEndsTheFirstMenu(t *testing.T) {
	u, _ := newTestUI(t)
	menus := u.win.MainMenu().Items
	var quits []string
	for _, m := range menus {
		for _, it := range m.Items {
			if it.IsQuit || it.Label == "Quit" {
				quits = append(quits, m.Label)
			}
		}
	}
	first := menus[0].Items
	if last := first[len(first)-1]; len(quits) != 1 || !last.IsQuit || last != u.menu.items["quit"] {
		t.Fatalf("Quit in the menus %v; the first menu ends with %q", quits, last.Label)
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

// newTestApp is Fyne's test app in a theme with a font for every style the
// window draws: the test theme has none for bold monospace, a running
// clock's face, and measuring one fails where Fyne's own theme serves its
// monospace font.
func newTestApp() fyne.App {
	a := test.NewApp()
	a.Settings().SetTheme(everyFont{a.Settings().Theme()})
	return a
}

type everyFont struct{ fyne.Theme }

func (t everyFont) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace {
		s = fyne.TextStyle{Monospace: true}
	}
	return t.Theme.Font(s)
}

// eightOnly is players on 8x8, and the level's own search on the other
// sizes, as the controller's default player is.
func eightOnly(players func(controller.Settings, model.Color) strategy.Player) func(controller.Settings, model.Color) strategy.SizedPlayer {
	return func(s controller.Settings, c model.Color) strategy.SizedPlayer {
		if s.Size != 8 {
			return strategy.NewSizedSearch(s.PlayerConfig(), 1)
		}
		return strategy.ForEightByEight(players(s, c))
	}
}
