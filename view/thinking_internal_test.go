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
)

func TestThoughtText(t *testing.T) {
	pv := model.CellsOfSquares([]model.Square{model.D3, model.C5, model.F6, model.E6, model.F5, model.F4, model.E3})
	thought := func(p strategy.Progress, c model.Color, hint bool) *controller.Thought {
		return &controller.Thought{Progress: p, Color: c, Hint: hint}
	}
	geo8, _ := model.GeometryOf(8)
	tests := []struct {
		name string
		t    *controller.Thought
		want string
	}{
		{"none", nil, ""},
		{"midgame", thought(strategy.Progress{Depth: 14, Score: 320, Nodes: 2_100_000, Time: time.Second, PV: pv}, model.White, false),
			"White's search: depth 14 · +3.2 · 2.1 M nodes/s · d3 c5 f6 e6 f5 f4…"},
		{"a short line", thought(strategy.Progress{Depth: 3, Score: -45, Nodes: 1500, Time: 10 * time.Millisecond, PV: pv[:2]}, model.Black, false),
			"Black's search: depth 3 · -0.5 · 150 k nodes/s · d3 c5"},
		{"slow and no line", thought(strategy.Progress{Depth: 1, Score: 0, Nodes: 1200, Time: 2 * time.Second}, model.Black, false),
			"Black's search: depth 1 · 0.0 · 600 nodes/s"},
		{"a few nodes, their speed mostly the setting up", thought(strategy.Progress{Depth: 1, Score: 0, Nodes: 20, Time: time.Second}, model.Black, false),
			"Black's search: depth 1 · 0.0"},
		{"no time yet", thought(strategy.Progress{Depth: 1, Score: 100, Nodes: 20, PV: pv[:1]}, model.Black, false),
			"Black's search: depth 1 · +1.0 · d3"},
		{"a hint", thought(strategy.Progress{Depth: 9, Score: 140, Nodes: 900_000, Time: time.Second, PV: pv[:3]}, model.Black, true),
			"Hint search: depth 9 · +1.4 · 900 k nodes/s · d3 c5 f6"},
		{"exact", thought(strategy.Progress{Depth: 20, Exact: true, Lo: 6, Hi: 6, Score: 600, Nodes: 3_000_000, Time: time.Second, PV: pv[:6]}, model.White, false),
			"White's search: exact · +6 · 3.0 M nodes/s · d3 c5 f6 e6 f5 f4"},
		{"exact draw", thought(strategy.Progress{Depth: 12, Exact: true, Nodes: 10_000, Time: 10 * time.Millisecond}, model.White, false),
			"White's search: exact · 0 · 1.0 M nodes/s"},
		{"a last move, over before its speed means anything", thought(strategy.Progress{Depth: 1, Exact: true, Lo: 24, Hi: 24, Score: 2400, Nodes: 5, Time: 51 * time.Microsecond, PV: pv[:1]}, model.Black, false),
			"Black's search: exact · +24 · d3"},
		{"solving between bounds", thought(strategy.Progress{Depth: 20, Exact: true, Lo: 2, Hi: 8, Score: 200}, model.White, false),
			"White's search: solving · +2 to +8"},
		{"solving, a lower bound", thought(strategy.Progress{Depth: 20, Exact: true, Lo: -4, Hi: 64, Score: -400}, model.White, false),
			"White's search: solving · at least -4"},
		{"solving, an upper bound", thought(strategy.Progress{Depth: 20, Exact: true, Lo: -64, Hi: -2}, model.White, false),
			"White's search: solving · at most -2"},
		{"a win proven, the solve stopped", &controller.Thought{Progress: strategy.Progress{Depth: 22, Exact: true, Lo: 2, Hi: 64, Score: 200}, Color: model.Black, Done: true},
			"Black's search: a win proven · at least +2"},
		{"a book move", thought(strategy.Progress{Depth: 20, Book: true, Score: -190, Nodes: 1, Time: 11 * time.Microsecond, PV: pv[:1]}, model.White, false),
			"White's search: book · -1.9 · d3"},
		{"a selective stage", thought(strategy.Progress{Depth: 22, Exact: true, Lo: 4, Hi: 4, Selectivity: 95, Score: 400}, model.Black, false),
			"Black's search: solving, 95% sure · +4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := thoughtText(tt.t, geo8); got != tt.want {
				t.Errorf("thoughtText = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestValuesText(t *testing.T) {
	mid := func(sq model.Square, score, depth int) strategy.SizedResult {
		return strategy.SizedResult{Move: model.CellOfSquare(sq), Score: score, Depth: depth}
	}
	exact := func(sq model.Square, score int) strategy.SizedResult {
		return strategy.SizedResult{Move: model.CellOfSquare(sq), Score: score, Depth: 20, Exact: true}
	}
	tests := []struct {
		name string
		rs   []strategy.SizedResult
		want string
	}{
		{"none", nil, ""},
		{"midgame", []strategy.SizedResult{mid(model.D3, 40, 14), mid(model.C4, -10, 14)}, "Move values: depth 14"},
		{"being solved", []strategy.SizedResult{exact(model.D3, 200), mid(model.C4, 150, 10), mid(model.F5, -30, 10)}, "Move values: 1 of 3 exact, the others depth 10"},
		{"solved", []strategy.SizedResult{exact(model.D3, 200), exact(model.C4, -400)}, "Move values: exact"},
	}
	for _, tt := range tests {
		if got := valuesText(tt.rs); got != tt.want {
			t.Errorf("%s: valuesText = %q, want %q", tt.name, got, tt.want)
		}
	}
}

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
		out[model.CellOfSquare(sq)] = moveScore(strategy.SizedResult{Score: 100*i - 50, Exact: i == 0})
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
