package view

import (
	"context"
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/view/othelloboard"
)

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
