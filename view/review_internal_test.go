package view

import (
	"fmt"
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

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
		if got := u.panel.sides.Rows[model.Black].Count.Text + "-" + u.panel.sides.Rows[model.White].Count.Text; got != scores {
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
