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
