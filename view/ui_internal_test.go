package view

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// instant answers every position with its first legal move.
type instant struct{}

func (instant) Name() string { return "instant" }

func (instant) Search(_ context.Context, b model.Board) strategy.Result {
	return strategy.Result{Move: model.SquaresOf(b.Moves())[0]}
}

func newTestUI(t *testing.T) (*UI, chan func()) {
	t.Helper()
	queue := make(chan func(), 100)
	u := New(test.NewApp(), Options{Config: &controller.Config{
		Players:  func(controller.Settings, model.Color) strategy.Player { return instant{} },
		Dispatch: func(f func()) { queue <- f },
	}})
	t.Cleanup(u.ctl.Close)
	u.Start()
	return u, queue
}

func TestNewGameDialogStartsTheChosenGame(t *testing.T) {
	u, queue := newTestUI(t)
	test.Tap(u.Button("new"))
	f := u.newGame
	if f == nil || u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no New game dialog")
	}
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.White])
	f.level.SetSelected("HARD")
	f.algo.SetSelected("Minimax")
	f.dlg.Confirm()
	want := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: strategy.Hard, Algorithm: strategy.Minimax}
	if got := u.snap.Settings; got != want {
		t.Fatalf("started with %+v, want %+v", got, want)
	}
	if !u.snap.Thinking {
		t.Fatal("the computer does not open as Black")
	}
	(<-queue)()
	if len(u.snap.Moves) != 1 || !u.snap.HumanToMove {
		t.Fatalf("moves %v", u.snap.Moves)
	}
	if got := LoadPrefs(u.app.Preferences()).Game; got != want {
		t.Errorf("the choice was not kept: %+v", got)
	}

	// The colour only matters against the computer.
	test.Tap(u.Button("new"))
	u.newGame.mode.SetSelected(modeLabels[controller.HumanVsHuman])
	if !u.newGame.colour.Disabled() {
		t.Error("colour choice enabled for two players")
	}
	u.newGame.dlg.Confirm()
	if u.snap.Settings.Mode != controller.HumanVsHuman || len(u.snap.Moves) != 0 {
		t.Fatalf("two-player game: %+v %v", u.snap.Settings, u.snap.Moves)
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
		d, ok := u.over.(*dialog.ConfirmDialog)
		if !ok {
			t.Fatal("no game-over dialog")
		}
		if got := u.turn.Text; got != "Game over: Black wins 55-0" {
			t.Errorf("turn line %q", got)
		}
		if again {
			d.Confirm()
			if len(u.snap.Moves) != 0 || u.snap.Over {
				t.Errorf("New game kept %d moves", len(u.snap.Moves))
			}
		} else {
			d.Dismiss()
			if !u.Reviewing() || u.review != len(u.snap.Moves) || u.buttons["live"].Hidden {
				t.Errorf("Review did not open the review: review=%d", u.review)
			}
		}
	}
}

func TestSetUpFromText(t *testing.T) {
	u, _ := newTestUI(t)
	u.ctl.ChangeSettings(controller.Settings{Mode: controller.HumanVsHuman})
	u.setUp("f5 d6 c3")
	if got := u.snap.Transcript(); got != "f5d6c3" {
		t.Fatalf("set up %q", got)
	}
	u.setUp("f5 d6 q9")
	if got := u.snap.Transcript(); got != "f5d6c3" {
		t.Fatalf("a bad transcript changed the game to %q", got)
	}
	if n := u.Notice(); n == "" || !strings.Contains(n, "move 3") {
		t.Errorf("status %q does not say what is wrong", n)
	}
	u.copyTranscript()
	if got := u.app.Clipboard().Content(); got != "f5d6c3" {
		t.Errorf("copied %q", got)
	}
}

// firstMoveHint hints the first legal move with a midgame score of +1.4
// discs from a 12-ply search.
type firstMoveHint struct{}

func (firstMoveHint) Name() string { return "first move hint" }

func (firstMoveHint) Search(_ context.Context, b model.Board) strategy.Result {
	return strategy.Result{Move: model.SquaresOf(b.Moves())[0], Score: 140, Depth: 12}
}

func TestHintText(t *testing.T) {
	hinted := func(r strategy.Result) controller.Snapshot {
		return controller.Snapshot{Hint: r.Move, HintResult: r}
	}
	tests := []struct {
		name string
		snap controller.Snapshot
		want string
	}{
		{"no hint", controller.Snapshot{Hint: model.NoSquare}, ""},
		{"result for another square", controller.Snapshot{Hint: model.D3, HintResult: strategy.Result{Move: model.C4, Score: 600, Exact: true}}, ""},
		{"solved win", hinted(strategy.Result{Move: model.D3, Score: 600, Exact: true, Depth: 14}), "Hint: d3 (wins by 6 discs with perfect play)"},
		{"solved win by one", hinted(strategy.Result{Move: model.D3, Score: 100, Exact: true}), "Hint: d3 (wins by 1 disc with perfect play)"},
		{"solved loss", hinted(strategy.Result{Move: model.H8, Score: -1200, Exact: true}), "Hint: h8 (loses by 12 discs with perfect play)"},
		{"solved draw", hinted(strategy.Result{Move: model.A1, Exact: true}), "Hint: a1 (a draw with perfect play)"},
		{"midgame estimate", hinted(strategy.Result{Move: model.D3, Score: 140, Depth: 12}), "Hint: d3 (score +1.4, estimated 12 moves ahead)"},
		{"negative estimate", hinted(strategy.Result{Move: model.F5, Score: -275, Depth: 9}), "Hint: f5 (score -2.8, estimated 9 moves ahead)"},
		{"estimate without depth", hinted(strategy.Result{Move: model.F5, Score: 0}), "Hint: f5 (score +0.0, estimated)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := hintText(tt.snap); got != tt.want {
				t.Errorf("hintText = %q, want %q", got, tt.want)
			}
		})
	}
}

// The panel says the hint in words until the position changes.
func TestHintLineShowsUntilThePositionChanges(t *testing.T) {
	tests := []struct {
		name   string
		before func(u *UI, queue chan func()) // brings the game to where the hint is asked
		clear  func(u *UI)                    // should take the hint away
	}{
		{"a move", nil, func(u *UI) { u.ctl.Play(model.D3) }},
		{"undo", func(u *UI, queue chan func()) {
			u.ctl.Play(model.F5)
			(<-queue)() // the computer replies
		}, func(u *UI) { test.Tap(u.Button("undo")) }},
		{"new game", nil, func(u *UI) { u.ctl.NewGame(u.snap.Settings) }},
		{"review", nil, func(u *UI) { u.ShowReview(0) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			queue := make(chan func(), 100)
			u := New(test.NewApp(), Options{Config: &controller.Config{
				Players:  func(controller.Settings, model.Color) strategy.Player { return instant{} },
				Hinter:   firstMoveHint{},
				Dispatch: func(f func()) { queue <- f },
			}})
			t.Cleanup(u.ctl.Close)
			u.Start()
			if !u.hintLine.Hidden {
				t.Fatalf("a hint line %q before any hint", u.hintLine.Text)
			}
			if tt.before != nil {
				tt.before(u, queue)
			}
			u.ctl.Hint()
			(<-queue)()
			want := "Hint: " + model.SquaresOf(u.snap.Legal)[0].String() + " (score +1.4, estimated 12 moves ahead)"
			if u.hintLine.Text != want || u.hintLine.Hidden {
				t.Fatalf("hint line %q (hidden %v), want %q shown", u.hintLine.Text, u.hintLine.Hidden, want)
			}
			tt.clear(u)
			if !u.hintLine.Hidden {
				t.Errorf("hint line %q still shown", u.hintLine.Text)
			}
		})
	}
}
