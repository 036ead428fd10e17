package view

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
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
			if !strings.HasPrefix(u.panel.hintLine.Text, want) || u.panel.hintLine.Hidden {
				t.Fatalf("hint line %q (hidden %v), want %q shown", u.panel.hintLine.Text, u.panel.hintLine.Hidden, want)
			}
			tt.clear(u)
			if !u.panel.hintLine.Hidden {
				t.Errorf("hint line %q still shown", u.panel.hintLine.Text)
			}
		})
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
