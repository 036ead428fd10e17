package view

import (
	"context"
	"reflect"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/view/othellowords"
)

// steady tells the steps it was given, each once the test lets it, then
// answers its first legal move.
type steady struct {
	steps []strategy.Progress
	next  chan struct{}
}

func (steady) Name() string { return "steady" }

func (s steady) Search(ctx context.Context, b model.Board) strategy.Result {
	return s.SearchReporting(ctx, b, nil)
}

func (s steady) SearchReporting(_ context.Context, b model.Board, report func(strategy.Progress)) strategy.Result {
	for _, p := range s.steps {
		<-s.next
		if report != nil {
			report(p)
		}
	}
	move := model.SquaresOf(b.Moves())[0]
	return strategy.Result{Move: move, Score: 300, Depth: 5, Nodes: 5000, Time: time.Second, PV: []model.Square{move}}
}

// The panel shows the computer's thinking under whose turn as it deepens,
// keeps its answer through the person's turn, and clears it when the
// person moves; the buttons stay where they are throughout.
func TestPanelShowsTheThinking(t *testing.T) {
	queue := make(chan func(), 100)
	steps := []strategy.Progress{
		{Depth: 1, Score: 50, Nodes: 1000, Time: 10 * time.Millisecond, PV: model.CellsOfSquares([]model.Square{model.D3})},
		{Depth: 2, Score: -20, Nodes: 20000, Time: 20 * time.Millisecond, PV: model.CellsOfSquares([]model.Square{model.D3, model.C3})},
	}
	player := steady{steps, make(chan struct{})}
	u := New(newTestApp(), Options{Config: &controller.Config{
		Players:     eightOnly(func(controller.Settings, model.Color) strategy.Player { return player }),
		Dispatch:    func(f func()) { queue <- f },
		UpdateEvery: -1,
	}})
	t.Cleanup(u.ctl.Close)
	u.win.Resize(fyne.NewSize(900, 660))
	u.Start()
	where := func() []fyne.Position {
		var out []fyne.Position
		for _, name := range []string{"new", "settings", "undo", "redo", "hint"} {
			out = append(out, u.app.Driver().AbsolutePositionForObject(u.Button(name)))
		}
		return out
	}
	buttons := where()
	if !u.panel.thought.Hidden {
		t.Fatalf("a thinking line %q before any search", u.panel.thought.Text)
	}
	u.ctl.PlayCell(model.CellOfSquare(model.F5))
	u.board.FinishAnimation() // the steps wait for the disc to land
	u.pace.showWaiting()
	for i, want := range []string{
		"White's search: depth 1 · +0.5 · 100 k nodes/s · d3",
		"White's search: depth 2 · -0.2 · 1.0 M nodes/s · d3 c3",
	} {
		player.next <- struct{}{}
		(<-queue)()
		if got := u.panel.thought.Text; got != want || u.panel.thought.Hidden {
			t.Errorf("step %d: thinking line %q (hidden %v), want %q", i+1, got, u.panel.thought.Hidden, want)
		}
		if got := where(); !reflect.DeepEqual(got, buttons) {
			t.Errorf("step %d: the buttons moved from %v to %v", i+1, buttons, got)
		}
	}
	(<-queue)() // the answer
	u.board.FinishAnimation()
	u.pace.showWaiting()
	if got, want := u.panel.thought.Text, "White's search: depth 5 · +3.0 · 5 k nodes/s · f4"; got != want || u.panel.thought.Hidden {
		t.Errorf("after the reply: thinking line %q (hidden %v), want %q", got, u.panel.thought.Hidden, want)
	}
	u.ShowReview(1)
	if !u.panel.thought.Hidden {
		t.Errorf("the live game's thinking shown in review: %q", u.panel.thought.Text)
	}
	u.reviewer.live()
	u.ctl.PlayCell(u.snap.Sized.Board.MoveCells()[0])
	if !u.panel.thought.Hidden || u.panel.thought.Text != "" {
		t.Errorf("the last search's line stayed after the person's move: %q", u.panel.thought.Text)
	}
	if got := where(); !reflect.DeepEqual(got, buttons) {
		t.Errorf("the buttons moved from %v to %v", buttons, got)
	}
}

// hangGuard only stops a broken test from hanging; no test measures time.
const hangGuard = 20 * time.Second

// fixedValues scores each legal move of any board by its square number,
// reporting once and returning the same.
func fixedValues(_ context.Context, b model.SizedBoard, report func([]strategy.SizedResult)) []strategy.SizedResult {
	var rs []strategy.SizedResult
	for i, c := range b.MoveCells() {
		rs = append(rs, strategy.SizedResult{Move: c, Score: 100*i - 50, Depth: 8, Exact: i == 0})
	}
	report(rs)
	return rs
}

func valuesShownFor(b model.Board) map[model.Cell]string {
	out := map[model.Cell]string{}
	for i, sq := range model.SquaresOf(b.Moves()) {
		out[model.CellOfSquare(sq)] = othellowords.MoveScore(strategy.SizedResult{Score: 100*i - 50, Exact: i == 0})
	}
	return out
}

// Turned on in the Game menu, the move values show on the board's
// squares, for the live game and in review for the position shown; turned
// off in the Settings, they go. The choice is kept.
func TestBoardShowsMoveValues(t *testing.T) {
	queue := make(chan func(), 100)
	a := newTestApp()
	u := New(a, Options{Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Dispatch: func(f func()) { queue <- f },
		Values:   fixedValues,
	}})
	t.Cleanup(u.ctl.Close)
	u.prefs.Game = controller.Settings{Mode: controller.HumanVsHuman}
	u.Start()
	// drain runs what is queued and shows it all
	drain := func() {
		for len(queue) > 0 {
			(<-queue)()
		}
		u.board.FinishAnimation()
		u.pace.showWaiting()
	}
	if u.board.State().Scores != nil || u.menu.items["values"].Checked {
		t.Fatal("move values before they were asked for")
	}
	u.menu.items["values"].Action()
	// the search runs in its own goroutine: wait for its values
	waitValues := func(what string, want map[model.Cell]string) {
		t.Helper()
		deadline := time.After(hangGuard) // a broken test fails, it does not hang
		for !reflect.DeepEqual(u.board.State().Scores, want) {
			select {
			case f := <-queue:
				f()
			case <-deadline:
				t.Fatalf("%s: board scores %v, want %v", what, u.board.State().Scores, want)
			}
		}
	}
	waitValues("the start", valuesShownFor(model.StartBoard()))
	if got, want := u.panel.valuesLine.Text, "Move values: 1 of 4 exact, the others depth 8"; got != want || u.panel.valuesLine.Hidden {
		t.Errorf("values line %q (hidden %v), want %q", got, u.panel.valuesLine.Hidden, want)
	}
	if !u.menu.items["values"].Checked || !LoadPrefs(a.Preferences()).MoveValues {
		t.Error("the menu item is not ticked, or the choice was not kept")
	}
	u.ctl.PlayCell(model.CellOfSquare(model.F5))
	drain()
	after := model.StartBoard().Play(model.F5)
	waitValues("after f5", valuesShownFor(after))
	u.ShowReview(0)
	waitValues("reviewing the start", valuesShownFor(model.StartBoard()))
	u.reviewer.live()
	waitValues("back to the game", valuesShownFor(after))

	u.dialogs.showSettings()
	if !u.dialogs.values.Checked {
		t.Fatal("the Settings do not show the move values on")
	}
	u.dialogs.values.SetChecked(false)
	drain()
	if s := u.board.State().Scores; s != nil || !u.panel.valuesLine.Hidden {
		t.Errorf("values left on the board (%v) or in the panel (%q)", s, u.panel.valuesLine.Text)
	}
	if u.menu.items["values"].Checked || LoadPrefs(a.Preferences()).MoveValues {
		t.Error("the menu item is still ticked, or the choice was not kept")
	}
}
