package view

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"othello/controller/controllertest"
	cg "othello/controller/gomoku"
	"othello/model"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/shown"
)

// overlayTexts are the texts of the window's top overlay.
func overlayTexts(u *UI) map[string]*canvas.Text {
	found := map[string]*canvas.Text{}
	if top := u.win.Canvas().Overlays().Top(); top != nil {
		texts(top, found)
	}
	return found
}

// A game that ends shows its result in a dialog, as Othello's do: Review
// looks back from the last stone, New game starts another like it.
func TestGomokuGameOverDialog(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	v := u.gmk
	if v.Probe().Parts().Over != nil {
		t.Fatal("a game-over dialog at the start")
	}
	u.app.Clipboard().SetContent(fiveGame)
	v.Files().PasteMoves()
	st := pumpGomoku(t, u, queue)
	if st.Phase != cg.Ended || v.Probe().Parts().Over == nil {
		t.Fatalf("the game ended (%v) without its dialog", st.Phase)
	}
	if _, ok := overlayTexts(u)["You win!"]; !ok || v.Probe().Parts().Over.Text.Text != "Black has five in a row from i9 to m5, at move 10." {
		t.Errorf("the dialog says %q: %v", v.Probe().Parts().Over.Text.Text, overlayTexts(u))
	}
	test.Tap(v.Probe().Parts().Over.Review)
	if v.Probe().Parts().Over != nil || u.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Review left the dialog open")
	}
	if v.Probe().Reviewed() != 19 || !strings.HasPrefix(v.Probe().Parts().Turn.Text, "After 10. m5: the end") {
		t.Errorf("Review shows move %d: %q", v.Probe().Reviewed(), v.Probe().Parts().Turn.Text)
	}
	v.Reviewing().Step(-1)
	if v.Probe().Reviewed() != 18 {
		t.Errorf("a step back from the review shows move %d", v.Probe().Reviewed())
	}
	// undone and won again: the dialog comes back, and New game starts a
	// fresh game with the same choices
	v.Reviewing().Live()
	test.Tap(v.Probe().Parts().Buttons["undo"])
	if v.Snapshot().Phase == cg.Ended {
		t.Fatal("undo left the game over")
	}
	last := st.Game.Moves()[18]
	tapPoint(u, last)
	pumpGomoku(t, u, queue)
	if v.Probe().Parts().Over == nil || v.Snapshot().Phase != cg.Ended {
		t.Fatalf("winning again: phase %v, dialog %v", v.Snapshot().Phase, v.Probe().Parts().Over != nil)
	}
	test.Tap(v.Probe().Parts().Over.PlayAgain)
	if v.Probe().Parts().Over != nil || v.Snapshot().Game.MoveCount() != 0 || v.Snapshot().Phase == cg.Ended || v.Prefs().Level != level.Easy || !v.Prefs().First {
		t.Errorf("New game: dialog %v, %d stones, phase %v, choices %+v", v.Probe().Parts().Over != nil, v.Snapshot().Game.MoveCount(), v.Snapshot().Phase, v.Prefs())
	}
}

// The game-over dialog goes with its game: leaving Gomoku for Othello
// (Ctrl+N reaches the New game dialog over it) or opening another Gomoku
// game closes it.
func TestGomokuGameOverDialogGoesWithItsGame(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	v := u.gmk
	finish := func() {
		t.Helper()
		u.app.Clipboard().SetContent(fiveGame)
		v.Files().PasteMoves()
		if ask := v.Probe().Parts().Replace; ask != nil {
			ask.Confirm() // over the game in progress
		}
		pumpGomoku(t, u, queue)
		if v.Probe().Parts().Over == nil {
			t.Fatal("the game ended without its dialog")
		}
	}
	finish()
	if err := u.files.openText("two.txt", "h8 h9", nil); err != nil {
		t.Fatal(err)
	}
	if v.Probe().Parts().Over != nil || u.win.Canvas().Overlays().Top() != nil {
		t.Error("opening another game left the game-over dialog open")
	}
	finish()
	u.dialogs.showNewGameDialog()
	u.dialogs.newGame.game.SetSelected(shown.Othello.Name())
	u.dialogs.newGame.dlg.Confirm()
	if u.gmk.Active() || v.Probe().Parts().Over != nil || u.win.Canvas().Overlays().Top() != nil {
		t.Errorf("back in Othello: Gomoku on %v, its dialog open %v, overlay %v", u.gmk.Active(), v.Probe().Parts().Over != nil, u.win.Canvas().Overlays().Top())
	}
}

// The game-over box stands where the winning line is not, so that the five
// it names shows beside it: for a line across the board's middle, one low
// on it, one high on it, and a column; it moves with the board when the
// window is resized.
func TestGomokuGameOverBoxLeavesTheFiveInSight(t *testing.T) {
	u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.win.Resize(fyne.NewSize(1000, 720))
	v := u.gmk
	for _, moves := range []string{
		"h8 a1 i8 a2 j8 a3 k8 a4 l8",      // across the middle
		fiveGame,                          // i9 to m5, low in the middle
		"c13 a1 d13 a2 e13 a3 f13 a4 g13", // high
		"h5 a1 h6 a2 h7 a3 h8 a4 h9",      // a column through the middle
	} {
		if err := u.files.openText("five.txt", moves, nil); err != nil {
			t.Fatal(err)
		}
		if v.Probe().Parts().Over == nil || len(v.Snapshot().Line) < 5 {
			t.Fatalf("%s: no game-over box (line %v)", moves, v.Snapshot().Line)
		}
		// and where the window is resized, the box follows the board
		for _, size := range []fyne.Size{{Width: 1000, Height: 720}, {Width: 1400, Height: 1050}, {Width: 1000, Height: 720}} {
			u.win.Resize(size)
			d := fyne.CurrentApp().Driver()
			box, size := v.Probe().Parts().Over.Box.Bounds()
			end := box.Add(size)
			board := d.AbsolutePositionForObject(v.Board())
			if box.Y < board.Y || end.Y > board.Y+v.Board().Size().Height {
				t.Errorf("%s, %v: the box (%v to %v) is not over the board", moves, size, box, end)
			}
			if mid, boardMid := (box.X+end.X)/2, board.X+v.Board().Size().Width/2; mid < boardMid-5 || mid > boardMid+5 { // within the pop-up's padding
				t.Errorf("%s, %v: the box's middle at x %v, the board's at %v", moves, size, mid, boardMid)
			}
			for _, sq := range v.Snapshot().Line {
				p := board.Add(v.Board().PointCenter(sq))
				if p.X >= box.X && p.X <= end.X && p.Y >= box.Y && p.Y <= end.Y {
					t.Errorf("%s, %v: the box (%v to %v) hides %s of the five", moves, size, box, end, sq.Name(15))
				}
			}
		}
	}
}

// A game ended with no five (here Black's flag falls after two stones in
// the middle) has its box beside the stones, not over them.
func TestGomokuGameOverBoxLeavesTheStonesInSight(t *testing.T) {
	u, queue := newTestUI(t)
	u.win.Resize(fyne.NewSize(1000, 720))
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
	mt := controllertest.NewManualTime()
	two := gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true, Clock: model.TimeControl{Main: 10 * time.Second}}
	if err := u.games().startGomoku(two, nil, false); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.games().closeGomoku)
	v := u.gmk
	v.Probe().SetTime(mt)
	if err := u.games().startGomoku(two, nil, false); err != nil {
		t.Fatal(err)
	}
	tapPoint(u, gomoku.At(7, 7))
	tapPoint(u, gomoku.At(7, 8))
	run(queue)
	mt.Advance(11 * time.Second)
	run(queue)
	st := v.Snapshot()
	if !st.Clocks.Flagged || v.Probe().Parts().Over == nil {
		t.Fatalf("no flag fell (on time %v), or no box", st.Clocks.Flagged)
	}
	d := fyne.CurrentApp().Driver()
	box, size := v.Probe().Parts().Over.Box.Bounds()
	end := box.Add(size)
	board := d.AbsolutePositionForObject(v.Board())
	for _, sq := range st.Game.Moves() {
		p := board.Add(v.Board().PointCenter(sq))
		if p.X >= box.X && p.X <= end.X && p.Y >= box.Y && p.Y <= end.Y {
			t.Errorf("the box (%v to %v) hides the stone at %s", box, end, sq.Name(15))
		}
	}
}

// The game-over box leaves the game's keys working (it is no dialog), and
// goes when Ctrl+Z takes the winning stone back: the game is on again.
func TestGomokuUndoClosesTheGameOverBox(t *testing.T) {
	u := wonGomoku(t)
	v := u.gmk
	if v.Probe().Parts().Over == nil || u.dialogOpen() {
		t.Fatalf("the game ended with the box %v, seen as a dialog %v", v.Probe().Parts().Over != nil, u.dialogOpen())
	}
	u.menu.items["undo"].Action()
	if v.Probe().Parts().Over != nil || u.win.Canvas().Overlays().Top() != nil || v.Snapshot().Phase == cg.Ended {
		t.Errorf("after Ctrl+Z: the box %v, overlay %v, phase %v", v.Probe().Parts().Over != nil, u.win.Canvas().Overlays().Top(), v.Snapshot().Phase)
	}
}

// A click on the panel's Undo beside the game-over box undoes at once, as
// beside Othello's: the box, a pop-up, took the first click and closed,
// and only a second click undid.
func TestGomokuClickBesideTheGameOverBoxActs(t *testing.T) {
	u := wonGomoku(t)
	v := u.gmk
	over := v.Probe().Parts().Over
	if over == nil {
		t.Fatal("no game-over box")
	}
	undo := v.Probe().Parts().Buttons["undo"]
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(undo).Add(fyne.NewPos(undo.Size().Width/2, undo.Size().Height/2))
	test.TapCanvas(u.win.Canvas(), at)
	if v.Probe().Parts().Over != nil || v.Snapshot().Phase == cg.Ended {
		t.Errorf("one click on Undo beside the box: the box %v, phase %v", v.Probe().Parts().Over != nil, v.Snapshot().Phase)
	}
}

// The review opened at the end of the game has no Next, as Othello's:
// Next stayed enabled there and left the review.
func TestGomokuReviewEndsWithoutNext(t *testing.T) {
	u := wonGomoku(t)
	v := u.gmk
	test.Tap(v.Probe().Parts().Over.Review)
	next := v.Probe().Parts().Buttons["next"]
	if v.Probe().Reviewed() != v.Snapshot().Game.MoveCount() || !next.Disabled() {
		t.Errorf("the review at move %d of %d: Next enabled %v", v.Probe().Reviewed(), v.Snapshot().Game.MoveCount(), !next.Disabled())
	}
	test.Tap(v.Probe().Parts().Buttons["previous"])
	if next.Disabled() {
		t.Error("a move back, Next is greyed")
	}
}

// wonGomoku is a window whose Gomoku game against EASY the person won:
// fiveGame pasted, its game-over box up.
func wonGomoku(t *testing.T) *UI {
	t.Helper()
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
	u.app.Clipboard().SetContent(fiveGame)
	u.gmk.Files().PasteMoves()
	pumpGomoku(t, u, queue)
	return u
}
