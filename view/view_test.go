package view_test

import (
	"context"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view"
	"othello/view/othelloboard"
	"othello/view/sound"
)

// recorder is a sound.Player that remembers what it was asked to do.
type recorder struct {
	mu      sync.Mutex
	played  []sound.Effect
	enabled []bool
	volumes []float64
}

func (r *recorder) Play(e sound.Effect, _ time.Duration) {
	r.mu.Lock()
	r.played = append(r.played, e)
	r.mu.Unlock()
}

func (r *recorder) SetVolume(v float64) {
	r.mu.Lock()
	r.volumes = append(r.volumes, v)
	r.mu.Unlock()
}

func (r *recorder) SetEnabled(on bool) {
	r.mu.Lock()
	r.enabled = append(r.enabled, on)
	r.mu.Unlock()
}

func (r *recorder) take() []sound.Effect {
	r.mu.Lock()
	defer r.mu.Unlock()
	p := r.played
	r.played = nil
	return p
}

// book answers each position of a known game with the game's move.
type book map[model.Board]model.Square

func bookOf(t *testing.T, transcript string) book {
	t.Helper()
	g, err := model.ParseGame(transcript)
	if err != nil {
		t.Fatal(err)
	}
	b := book{}
	p := model.StartPosition()
	for _, sq := range g.Moves() {
		b[p.Board] = sq
		p = p.Play(sq)
	}
	return b
}

func (b book) Name() string { return "book" }

func (b book) Search(_ context.Context, board model.Board) strategy.Result {
	return strategy.Result{Move: b[board]}
}

// game is a window on a test app whose computer plays from a book and whose
// search results wait in a queue until the test runs them on its own
// goroutine, as fyne.Do would on the real one.
type game struct {
	t      *testing.T
	app    fyne.App
	ui     *view.UI
	sound  *recorder
	queue  chan func()
	mu     sync.Mutex
	events []controller.Event
}

// opening is the game the fake computer follows.
const opening = "f5d6c3d3c4f4f6f3e6e7"

func newGame(t *testing.T, a fyne.App) *game {
	t.Helper()
	g := &game{t: t, app: a, sound: &recorder{}, queue: make(chan func(), 100)}
	cfg := &controller.Config{
		Players: func(controller.Settings, model.Color) strategy.SizedPlayer {
			return strategy.ForEightByEight(bookOf(t, opening))
		},
		Hinter: strategy.ForEightByEight(bookOf(t, opening)),
		Dispatch: func(f func()) {
			g.queue <- f
		},
	}
	g.ui = view.New(a, view.Options{Sound: g.sound, Config: cfg, Observe: func(e controller.Event) {
		g.mu.Lock()
		g.events = append(g.events, e)
		g.mu.Unlock()
	}})
	g.ui.Window().Resize(fyne.NewSize(900, 660))
	t.Cleanup(g.ui.Controller().Close)
	return g
}

func start(t *testing.T) *game {
	t.Helper()
	g := newGame(t, test.NewApp())
	g.ui.Start()
	return g
}

// pump runs the next search result on the test goroutine.
func (g *game) pump() {
	g.t.Helper()
	select {
	case f := <-g.queue:
		f()
	case <-time.After(20 * time.Second): // only a guard against hanging
		g.t.Fatal("no search result arrived")
	}
}

func (g *game) kinds() []session.EventKind {
	g.mu.Lock()
	defer g.mu.Unlock()
	var out []session.EventKind
	for _, e := range g.events {
		out = append(out, e.Kind)
	}
	g.events = nil
	return out
}

func (g *game) tap(sq model.Square) {
	b := g.ui.Board()
	test.TapAt(b, b.CellCenter(model.CellOfSquare(sq)))
}

func TestFirstLaunch(t *testing.T) {
	g := start(t)
	s := g.ui.Snapshot()
	if s.Settings != controller.DefaultSettings() || s.Settings.Human != model.Black || s.Settings.Level != level.Medium {
		t.Errorf("first launch settings %+v", s.Settings)
	}
	if !s.PersonToMove || s.Game.Len() != 0 {
		t.Errorf("first launch: human to move %v, moves %v", s.PersonToMove, s.Game.Moves())
	}
	if st := g.ui.Board().State(); st.Legal != model.SizedFromPosition(model.StartPosition()).Board.Moves() || !st.Interactive {
		t.Errorf("legal moves not offered: %x interactive %v", st.Legal, st.Interactive)
	}
	if top := g.ui.Window().Canvas().Overlays().Top(); top != nil {
		t.Error("a dialog covers the board on first launch")
	}
	if n := g.ui.Notice(); !strings.Contains(n, "click a highlighted square") || !strings.Contains(n, "menus") {
		t.Errorf("welcome line %q", n)
	}
	if got := g.sound.take(); !reflect.DeepEqual(got, []sound.Effect{sound.NewGame}) {
		t.Errorf("sounds %v, want the new game sound", got)
	}
}

func TestTapLegalSquarePlacesAndFlips(t *testing.T) {
	g := start(t)
	g.sound.take()
	g.kinds()
	g.tap(model.F5)
	s := g.ui.Snapshot()
	if !reflect.DeepEqual(s.Game.Moves(), []model.Square{model.F5}) {
		t.Fatalf("moves %v after tapping f5", s.Game.Moves())
	}
	for _, sq := range []model.Square{model.F5, model.E5} {
		if c, ok := s.Sized.At(model.CellOfSquare(sq)); !ok || c != model.Black {
			t.Errorf("%s is not black after f5", sq)
		}
	}
	if c, _ := g.ui.Board().State().Position.At(model.CellOfSquare(model.E5)); c != model.Black {
		t.Error("the board still shows e5 white")
	}
	if got, want := g.sound.take(), []sound.Effect{sound.Place, sound.Flip}; !reflect.DeepEqual(got, want) {
		t.Errorf("sounds %v, want %v", got, want)
	}
	if !s.Thinking || g.ui.Board().State().Interactive {
		t.Error("the computer is not thinking, or the board still takes moves")
	}
	g.pump() // the computer answers d6
	s = g.ui.Snapshot()
	if !reflect.DeepEqual(s.Game.Moves(), []model.Square{model.F5, model.D6}) || !s.PersonToMove {
		t.Fatalf("moves %v after the reply", s.Game.Moves())
	}
	if st := g.ui.Board().State(); st.LastMove != model.CellOfSquare(model.D6) || !st.Interactive {
		t.Errorf("board last move %v interactive %v", st.LastMove, st.Interactive)
	}
	want := []session.EventKind{session.Placed, session.ThinkingStarted, session.ThinkingStopped, session.Placed}
	if got := g.kinds(); !reflect.DeepEqual(got, want) {
		t.Errorf("events %v, want %v", got, want)
	}
}

func TestTapIllegalSquareChangesNothing(t *testing.T) {
	g := start(t)
	g.sound.take()
	g.kinds()
	before := g.ui.Snapshot()
	for _, sq := range []model.Square{model.A1, model.D4} {
		g.tap(sq)
		if got := g.kinds(); !reflect.DeepEqual(got, []session.EventKind{session.Illegal}) {
			t.Errorf("tap %s: events %v, want one Illegal", sq, got)
		}
		if got := g.sound.take(); !reflect.DeepEqual(got, []sound.Effect{sound.Illegal}) {
			t.Errorf("tap %s: sounds %v", sq, got)
		}
		if after := g.ui.Snapshot(); after.Sized != before.Sized || after.Game.Len() != 0 {
			t.Errorf("tap %s changed the game", sq)
		}
		if !strings.Contains(g.ui.Notice(), sq.String()) {
			t.Errorf("tap %s: status %q does not say why", sq, g.ui.Notice())
		}
	}
}

func TestKeyboardPlay(t *testing.T) {
	g := start(t)
	b := g.ui.Board()
	test.Type(b, "f5")
	if got := g.ui.Snapshot().Game.Moves(); !reflect.DeepEqual(got, []model.Square{model.F5}) {
		t.Fatalf("typing f5 played %v", got)
	}
	g.pump() // d6
	// The cursor sits on f5 after typing it; c3 is three left and two up.
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyLeft, fyne.KeyLeft, fyne.KeyLeft, fyne.KeyUp, fyne.KeyUp} {
		b.TypedKey(&fyne.KeyEvent{Name: k})
	}
	if b.Cursor() != model.CellOfSquare(model.C3) {
		t.Fatalf("cursor on %v, want c3", b.Cursor())
	}
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if got := g.ui.Snapshot().Game.Moves(); !reflect.DeepEqual(got, []model.Square{model.F5, model.D6, model.C3}) {
		t.Fatalf("space on c3 played %v", got)
	}
	// Keys reach the board through the window when nothing has focus.
	g.pump() // d3
	g.ui.Window().Canvas().Unfocus()
	test.TypeOnCanvas(g.ui.Window().Canvas(), "C4")
	if got := g.ui.Snapshot().Game.Moves(); len(got) != 5 || got[4] != model.C4 {
		t.Fatalf("typing C4 on the window played %v", got)
	}
}

func TestButtons(t *testing.T) {
	g := start(t)
	g.tap(model.F5)
	g.pump()
	test.Tap(g.ui.Button("undo"))
	if s := g.ui.Snapshot(); s.Game.Len() != 0 || !s.CanRedo {
		t.Fatalf("undo left %v", s.Game.Moves())
	}
	test.Tap(g.ui.Button("redo"))
	if s := g.ui.Snapshot(); s.Game.Len() != 2 {
		t.Fatalf("redo left %v", s.Game.Moves())
	}
	// the first press frames the quarter of the best move, the second
	// rings it
	test.Tap(g.ui.Button("hint"))
	g.pump()
	if st := g.ui.Board().State(); st.Hint != model.NoCell || st.HintArea != (othelloboard.Area{Col: 0, Row: 0, Cols: 4, Rows: 4}) {
		t.Fatalf("the first hint shows %v and %+v, want the top-left quarter alone", st.Hint, st.HintArea)
	}
	test.Tap(g.ui.Button("hint"))
	if st := g.ui.Board().State(); st.Hint != model.CellOfSquare(model.C3) || st.HintArea != (othelloboard.Area{}) {
		t.Fatalf("hint mark on %v (area %+v), want c3 (the book's move)", st.Hint, st.HintArea)
	}
	g.tap(model.C3)
	if st := g.ui.Board().State(); st.Hint != model.CellOfSquare(model.NoSquare) {
		t.Errorf("the hint stayed after the move")
	}
}

func TestReviewShowsEarlierPositionAndReturns(t *testing.T) {
	g := start(t)
	g.tap(model.F5)
	g.pump()
	g.ui.ShowReview(1)
	st := g.ui.Board().State()
	if want := model.StartPosition().Play(model.F5); st.Position.Position8() != want || st.Interactive || st.LastMove != model.CellOfSquare(model.F5) {
		t.Fatalf("review shows %v last %v interactive %v", st.Position, st.LastMove, st.Interactive)
	}
	if g.ui.Button("live").Hidden {
		t.Fatal("no way back to the game")
	}
	g.tap(model.C3) // ignored while reviewing
	if n := len(g.ui.Snapshot().Game.Moves()); n != 2 {
		t.Fatalf("a tap during review played a move")
	}
	test.Tap(g.ui.Button("live"))
	if st := g.ui.Board().State(); st.Position != g.ui.Snapshot().Sized || !st.Interactive || g.ui.Reviewing() {
		t.Fatal("not back to the live game")
	}
}

func TestMuteAndSoundSettings(t *testing.T) {
	a := test.NewApp()
	rec := &recorder{}
	view.New(a, view.Options{Sound: rec, Mute: true, Config: &controller.Config{}})
	if len(rec.enabled) == 0 || rec.enabled[len(rec.enabled)-1] {
		t.Errorf("--mute did not silence the player: %v", rec.enabled)
	}
	p := view.DefaultPrefs()
	p.Sound, p.Volume = true, 0.25
	view.SavePrefs(a.Preferences(), p)
	rec = &recorder{}
	view.New(a, view.Options{Sound: rec, Config: &controller.Config{}})
	if !reflect.DeepEqual(rec.enabled, []bool{true}) || !reflect.DeepEqual(rec.volumes, []float64{0.25}) {
		t.Errorf("saved sound settings not applied: enabled %v volume %v", rec.enabled, rec.volumes)
	}
}

// An unfinished game comes back at the next launch, said in the status
// line, with no question in the way.
func TestUnfinishedGameIsOfferedAgain(t *testing.T) {
	a := test.NewApp()
	g := newGame(t, a)
	g.ui.Start()
	g.tap(model.F5)
	g.pump()
	g.ui.Quit()

	again := newGame(t, a)
	again.ui.Start()
	if got := again.ui.Snapshot().Game.Moves(); !reflect.DeepEqual(got, []model.Square{model.F5, model.D6}) {
		t.Fatalf("restored moves %v", got)
	}
	if !strings.HasPrefix(again.ui.Notice(), "Your unfinished game was restored") || again.ui.Window().Canvas().Overlays().Top() != nil {
		t.Errorf("the restored game is said %q, a dialog over it %v", again.ui.Notice(), again.ui.Window().Canvas().Overlays().Top() != nil)
	}
}

func TestCorruptSavedGameIsReportedAndKept(t *testing.T) {
	a := test.NewApp()
	a.Preferences().SetString("saved.moves", "f5f5")
	a.Preferences().SetInt("game.level", 42)
	a.Preferences().SetString("game.mode", "bogus")
	g := newGame(t, a)
	g.ui.Start()
	if n := g.ui.Notice(); !strings.Contains(n, "saved game could not be read") {
		t.Errorf("status %q does not report the bad saved game", n)
	}
	if s := g.ui.Snapshot(); s.Settings != controller.DefaultSettings() || s.Game.Len() != 0 {
		t.Errorf("corrupt preferences gave settings %+v moves %v", s.Settings, s.Game.Moves())
	}
	if got := a.Preferences().String("saved.unreadable.moves"); got != "f5f5" {
		t.Errorf("the unreadable game was lost: %q", got)
	}
}

func TestKeysWaitWhileADialogIsOpen(t *testing.T) {
	g := start(t)
	c := g.ui.Window().Canvas()
	test.Tap(g.ui.Button("new"))
	if c.Overlays().Top() == nil {
		t.Fatal("no New game dialog")
	}
	c.Unfocus()
	test.TypeOnCanvas(c, "f5")
	if n := len(g.ui.Snapshot().Game.Moves()); n != 0 {
		t.Fatalf("typing under a dialog played %d moves", n)
	}
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.Overlays().Top() != nil {
		t.Fatal("Escape did not close the dialog")
	}
	test.TypeOnCanvas(c, "f5")
	if n := len(g.ui.Snapshot().Game.Moves()); n != 1 {
		t.Fatalf("typing after the dialog closed played %d moves", n)
	}
}
