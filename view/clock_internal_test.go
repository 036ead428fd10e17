package view

import (
	"context"
	"maps"
	"slices"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"othello/controller"
	"othello/controller/controllertest"
	cg "othello/controller/gomoku"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/i18n"
	"othello/view/kit"
	"othello/view/shown"
)

// slowPlayer answers its first moves at once with the first legal move,
// then never answers in time: it waits until the test ends.
type slowPlayer struct {
	quick int
	done  chan struct{}
	mu    sync.Mutex
}

func (p *slowPlayer) Name() string { return "slow" }

func (p *slowPlayer) Search(_ context.Context, b model.Board) strategy.Result {
	p.mu.Lock()
	quick := p.quick > 0
	p.quick--
	p.mu.Unlock()
	if !quick {
		<-p.done // ignores the deadline, as a hung engine would
	}
	return strategy.Result{Move: model.SquaresOf(b.Moves())[0]}
}

// clockUI is a window on a fake clock, against player, whose clock faces
// tick only when the test calls the returned tick.
func clockUI(t *testing.T, player strategy.Player, ft *controllertest.ManualTime) (u *UI, queue chan func(), tickers *int) {
	t.Helper()
	queue = make(chan func(), 100)
	var observed []controller.Event
	u = New(newTestApp(), Options{
		Config: &controller.Config{
			Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return player }),
			Dispatch: func(f func()) { queue <- f },
			Time:     ft,
		},
		Observe: func(e controller.Event) { observed = append(observed, e) },
	})
	t.Cleanup(u.ctl.Close)
	tickers = new(int)
	u.clock.ticker = func(time.Duration, func()) func() {
		*tickers++
		return func() { *tickers-- }
	}
	u.Start()
	return u, queue, tickers
}

// run runs what the controller handed back to the window, until none is
// waiting.
func run(queue chan func()) {
	for {
		select {
		case f := <-queue:
			f()
		default:
			return
		}
	}
}

// startOnASecond starts, from the New game dialog, a game against EASY
// with the person as Black, on a clock of a second each.
func startOnASecond(u *UI) {
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.Black])
	f.level.SetSelected(i18n.LevelName(level.Easy))
	f.clock.Select.SetSelected(kit.CustomClockLabel())
	f.clock.Minutes.SetText("0.016667") // a second, as the custom minutes round it
	f.clock.Increment.SetText("0")
	f.dlg.Confirm()
}

// A short game against EASY on a clock of one second, under the test
// driver: the computer answers twice, then never in time; its flag falls,
// the game ends, the panel and the game-over dialog say so, and the
// statistics count a win on time.
func TestFlagFallEndsTheGame(t *testing.T) {
	ft := controllertest.NewManualTime()
	player := &slowPlayer{quick: 2, done: make(chan struct{})}
	t.Cleanup(func() { close(player.done) })
	u, queue, tickers := clockUI(t, player, ft)
	startOnASecond(u)
	if got := u.snap.Settings.Clock; got != (model.TimeControl{Main: time.Second}) {
		t.Fatalf("the game's clock is %v", got)
	}
	if *tickers != 1 || u.panel.sides.Rows[model.Black].Clock.Text != "00:01.0" || u.panel.sides.Rows[model.Black].Clock.TextStyle.Bold == false {
		t.Fatalf("Black's clock shows %q (bold %v), %d tickers", u.panel.sides.Rows[model.Black].Clock.Text, u.panel.sides.Rows[model.Black].Clock.TextStyle.Bold, *tickers)
	}
	var gameOver *controller.Event
	u.opts.Observe = func(e controller.Event) {
		if e.Kind == session.GameOver {
			gameOver = &e
		}
	}
	for i := range 3 { // two moves answered, then the third left hanging
		ft.Advance(100 * time.Millisecond)
		u.clock.tick()
		test.TapAt(u.board, u.board.CellCenter(u.ctl.Snapshot().Sized.Board.MoveCells()[0]))
		if i < 2 {
			(<-queue)() // the answer
		}
		u.board.FinishAnimation()
		u.pace.showWaiting()
	}
	if u.snap.Game.Len() != 5 || !u.snap.Thinking {
		t.Fatalf("%d moves, thinking %v", u.snap.Game.Len(), u.snap.Thinking)
	}
	ft.Advance(999 * time.Millisecond)
	run(queue)
	u.clock.tick()
	if face := u.panel.sides.Rows[model.White].Clock; face.Text != "00:00.0" || face.Color != theme.Color(theme.ColorNameError) || !face.TextStyle.Bold {
		t.Errorf("White's clock a millisecond before its flag falls: %q in %v, bold %v", face.Text, face.Color, face.TextStyle.Bold)
	}
	if face := u.panel.sides.Rows[model.Black].Clock; face.Text != "00:00.7" || face.TextStyle.Bold {
		t.Errorf("Black's waiting clock: %q, bold %v", face.Text, face.TextStyle.Bold)
	}
	// a notice of the game before, which no move cleared, goes with the
	// flag: it stayed under "White's flag fell"
	u.panel.setLastingNotice("Your unfinished game was restored (move 6, Black 4, White 5).")
	ft.Advance(time.Millisecond)
	run(queue)
	if gameOver == nil || !gameOver.Snapshot.Clocks.Flagged || gameOver.Snapshot.Clocks.Loser != int(model.White) {
		t.Fatalf("no game over on time: %v", gameOver)
	}
	if got := u.Notice(); got != "" {
		t.Errorf("after the flag fell the status line still says %q", got)
	}
	const said = "White's flag fell: Black wins on time"
	if got := u.panel.turn.Text; got != said {
		t.Errorf("the panel says %q, want %q", got, said)
	}
	over := u.dialogs.over
	if over == nil || u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no game-over dialog")
	}
	found := map[string]*canvas.Text{}
	texts(u.win.Canvas().Overlays().Top(), found)
	if found["You win on time!"] == nil || found[said+"."] == nil {
		t.Errorf("the game-over dialog says %v", slices.Collect(maps.Keys(found)))
	}
	if *tickers != 0 {
		t.Errorf("%d clock tickers still run after the end", *tickers)
	}
	if s := LoadStats(u.app.Preferences())[level.Easy]; s != (LevelStats{Won: 1, OnTime: 1}) {
		t.Errorf("statistics %+v, want one win on time", s)
	}
	// the late answer changes nothing
	if u.snap.Thinking || u.snap.Game.Len() != 5 || !u.snap.Over {
		t.Errorf("after the flag: thinking %v, %d moves, over %v", u.snap.Thinking, u.snap.Game.Len(), u.snap.Over)
	}
	// the winner on time is marked as the winner on the board would be
	if u.panel.sides.Rows[model.Black].Highlight.Hidden || !u.panel.sides.Rows[model.White].Highlight.Hidden || u.panel.sides.Rows[model.Black].Count.Color != theme.Color(theme.ColorNamePrimary) {
		t.Errorf("the winner on time is not marked: Black's row hidden %v, White's %v", u.panel.sides.Rows[model.Black].Highlight.Hidden, u.panel.sides.Rows[model.White].Highlight.Hidden)
	}
}

// A review holds the clocks; back in the live game they run again.
func TestReviewHoldsTheClock(t *testing.T) {
	ft := controllertest.NewManualTime()
	u, queue, tickers := clockUI(t, instant{}, ft)
	s := controller.Settings{Mode: controller.HumanVsHuman, Clock: model.TimeControl{Main: time.Minute}}
	u.ctl.Load(mustParse(t, "f5d6c3"), s)
	run(queue)
	ft.Advance(10 * time.Second)
	u.reviewer.showReview(1)
	ft.Advance(time.Hour)
	if k := u.ctl.State().Clocks; k.Running || k.LeftAt(int(model.White), ft.Now()) != 50*time.Second || *tickers != 0 {
		t.Errorf("reviewing: running %v, White %v, %d tickers", k.Running, k.LeftAt(int(model.White), ft.Now()), *tickers)
	}
	u.reviewer.live()
	ft.Advance(time.Second)
	if k := u.ctl.State().Clocks; !k.Running || k.LeftAt(int(model.White), ft.Now()) != 49*time.Second || *tickers != 1 {
		t.Errorf("live again: running %v, White %v, %d tickers", k.Running, k.LeftAt(int(model.White), ft.Now()), *tickers)
	}
}

// A review shows the clocks the position on show was reached with, not
// the times at the end: at the start both sides' whole time.
func TestReviewShowsThePositionsClocks(t *testing.T) {
	ft := controllertest.NewManualTime()
	u, queue, _ := clockUI(t, instant{}, ft)
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Clock: model.TimeControl{Main: time.Minute, Increment: 2 * time.Second}})
	run(queue)
	for _, m := range []struct {
		think time.Duration
		sq    model.Square
	}{{5 * time.Second, model.F5}, {3 * time.Second, model.D6}, {7 * time.Second, model.C3}} {
		ft.Advance(m.think)
		u.ctl.PlayCell(model.CellOfSquare(m.sq))
		run(queue)
	}
	ft.Advance(4 * time.Second) // White thinks
	faces := func() [2]string {
		return [2]string{u.panel.sides.Rows[model.Black].Clock.Text, u.panel.sides.Rows[model.White].Clock.Text}
	}
	for _, c := range []struct {
		review int
		want   [2]string
	}{
		{0, [2]string{"01:00", "01:00"}},
		{1, [2]string{"00:57", "01:00"}},
		{2, [2]string{"00:57", "00:59"}},
		{3, [2]string{"00:52", "00:59"}},
	} {
		u.reviewer.showReview(c.review)
		if got := faces(); got != c.want {
			t.Errorf("reviewing move %d: the clocks show %v, want %v", c.review, got, c.want)
		}
	}
	u.reviewer.live()
	if got := faces(); got != [2]string{"00:52", "00:55"} {
		t.Errorf("live again: %v", got)
	}
}

// A dialog over the board holds the clock of the player to move, who
// cannot reach the board beneath it: Settings opened mid-game cost a
// minute's game its time. The ticker looks again each tick, and the clock
// runs on once the dialog closes. The computer's clock is not held: its
// search goes on under the dialog.
func TestDialogHoldsThePlayersClock(t *testing.T) {
	ft := controllertest.NewManualTime()
	player := &slowPlayer{done: make(chan struct{})}
	t.Cleanup(func() { close(player.done) })
	u, queue, _ := clockUI(t, player, ft)
	var tick func()
	u.clock.ticker = func(_ time.Duration, f func()) func() {
		tick = f
		return func() { tick = nil }
	}
	s := controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Easy, Clock: model.TimeControl{Main: time.Minute}}
	u.ctl.Load(mustParse(t, "f5"), s)
	run(queue)
	left := func(c model.Color) time.Duration { return u.ctl.State().Clocks.LeftAt(int(c), ft.Now()) }
	ft.Advance(10 * time.Second)
	tick()
	u.dialogs.showSettings()
	tick() // the ticker sees the dialog
	ft.Advance(time.Hour)
	if tick == nil {
		t.Fatal("no ticker looks for the dialog to close")
	}
	tick()
	if k := u.ctl.State().Clocks; k.Running || left(model.White) != 50*time.Second {
		t.Fatalf("under the dialog: running %v, White %v", k.Running, left(model.White))
	}
	u.win.Canvas().Overlays().Top().Hide()
	tick()
	ft.Advance(time.Second)
	if k := u.ctl.State().Clocks; !k.Running || left(model.White) != 49*time.Second {
		t.Fatalf("the dialog closed: running %v, White %v", k.Running, left(model.White))
	}
	// the computer thinks (and never answers) under a dialog on its clock
	test.TapAt(u.board, u.board.CellCenter(u.ctl.Snapshot().Sized.Board.MoveCells()[0]))
	u.board.FinishAnimation()
	run(queue)
	if !u.snap.Thinking {
		t.Fatal("the computer is not thinking")
	}
	u.dialogs.showSettings()
	tick()
	ft.Advance(5 * time.Second)
	if k := u.ctl.State().Clocks; !k.Running || k.Side != int(model.Black) || left(model.Black) != 55*time.Second {
		t.Errorf("the computer's clock under the dialog: running %v for %v, Black %v", k.Running, k.Side, left(model.Black))
	}
}

// Othello's game on a clock, set aside for Gomoku and chosen back on the
// same clock, goes on with each side's time as it was left: a visit to
// Gomoku neither spends a player's time nor gives it back. Chosen back on
// another clock, that clock starts afresh.
func TestBackFromGomokuKeepsTheOthelloClock(t *testing.T) {
	for _, c := range []struct {
		name         string
		clock        int // of kit.ClockPresets
		reviewing    bool
		black, white time.Duration
	}{
		{"the same clock", 1, false, time.Minute, 50 * time.Second},
		{"the same clock, left while reviewing", 1, true, time.Minute, 50 * time.Second},
		{"another clock", 2, false, 3 * time.Minute, 3 * time.Minute},
	} {
		t.Run(c.name, func(t *testing.T) {
			ft := controllertest.NewManualTime()
			u, queue, _ := clockUI(t, instant{}, ft)
			u.ctl.Load(mustParse(t, "f5d6c3"), controller.Settings{Mode: controller.HumanVsHuman, Clock: kit.ClockPresets[1]})
			run(queue)
			ft.Advance(10 * time.Second) // White thinks
			if c.reviewing {
				u.ShowReview(1)
				ft.Advance(5 * time.Second) // held
			}
			if err := u.games().startGomoku(gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true}, nil, false); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(u.games().closeGomoku)
			ft.Advance(30 * time.Second) // in Gomoku
			u.dialogs.showNewGameDialog()
			f := u.dialogs.newGame
			f.game.SetSelected(shown.Othello.Name())
			if f.shownLabel != "Your Othello game (move 2)" {
				t.Fatalf("the waiting game offered as %q", f.shownLabel)
			}
			f.start.SetSelected(f.shownLabel)
			f.mode.SetSelected(modeLabels[controller.HumanVsHuman])
			f.clock.Select.SetSelected(kit.ClockChoices()[c.clock])
			f.dlg.Confirm()
			run(queue)
			k := u.ctl.State().Clocks
			if u.snap.Game.Transcript() != "f5d6c3" || k.Control != kit.ClockPresets[c.clock] || k.Left != [2]time.Duration{c.black, c.white} {
				t.Errorf("back: %q on %v, left %v; want Black %v, White %v", u.snap.Game.Transcript(), k.Control, k.Left, c.black, c.white)
			}
		})
	}
}

// A flag that falls before the person's first move loses the game on
// time, and the statistics count it as any loss on time: it was left out
// as a game brought back with no time left is.
func TestFlagBeforeTheFirstMoveCounts(t *testing.T) {
	ft := controllertest.NewManualTime()
	u, queue, _ := clockUI(t, instant{}, ft) // the computer never moves: Black's flag falls first
	startOnASecond(u)
	ft.Advance(time.Second)
	run(queue)
	if !u.snap.Over || !u.snap.Clocks.Flagged || u.snap.Clocks.Loser != int(model.Black) {
		t.Fatalf("a second gone before Black's first move: over %v, flagged %v", u.snap.Over, u.snap.Clocks.Flagged)
	}
	if s := LoadStats(u.app.Preferences())[level.Easy]; s != (LevelStats{Lost: 1, OnTime: 1}) {
		t.Errorf("statistics %+v, want one loss on time", s)
	}
}
