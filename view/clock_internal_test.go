package view

import (
	"context"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/storage"
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

// A short game against EASY on a clock of one second, under the test
// driver: the computer answers twice, then never in time; its flag falls,
// the game ends, the panel and the game-over dialog say so, and the
// statistics count a win on time.
func TestFlagFallEndsTheGame(t *testing.T) {
	ft := controllertest.NewManualTime()
	player := &slowPlayer{quick: 2, done: make(chan struct{})}
	t.Cleanup(func() { close(player.done) })
	u, queue, tickers := clockUI(t, player, ft)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.Black])
	f.level.SetSelected(i18n.LevelName(level.Easy))
	f.clock.SetSelected(kit.CustomClockLabel())
	f.minutes.SetText("0.016667") // a second, as the custom minutes round it
	f.increment.SetText("0")
	f.dlg.Confirm()
	if got := u.snap.Settings.Clock; got != (model.TimeControl{Main: time.Second}) {
		t.Fatalf("the game's clock is %v", got)
	}
	if *tickers != 1 || u.panel.clocks[model.Black].Text != "00:01.0" || u.panel.clocks[model.Black].TextStyle.Bold == false {
		t.Fatalf("Black's clock shows %q (bold %v), %d tickers", u.panel.clocks[model.Black].Text, u.panel.clocks[model.Black].TextStyle.Bold, *tickers)
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
	if face := u.panel.clocks[model.White]; face.Text != "00:00.0" || face.Color != theme.Color(theme.ColorNameError) || !face.TextStyle.Bold {
		t.Errorf("White's clock a millisecond before its flag falls: %q in %v, bold %v", face.Text, face.Color, face.TextStyle.Bold)
	}
	if face := u.panel.clocks[model.Black]; face.Text != "00:00.7" || face.TextStyle.Bold {
		t.Errorf("Black's waiting clock: %q, bold %v", face.Text, face.TextStyle.Bold)
	}
	ft.Advance(time.Millisecond)
	run(queue)
	if gameOver == nil || !gameOver.Snapshot.Clocks.Flagged || gameOver.Snapshot.Clocks.Loser != int(model.White) {
		t.Fatalf("no game over on time: %v", gameOver)
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
	if u.panel.blackRow.Hidden || !u.panel.whiteRow.Hidden || u.panel.blackCount.Color != theme.Color(theme.ColorNamePrimary) {
		t.Errorf("the winner on time is not marked: Black's row hidden %v, White's %v", u.panel.blackRow.Hidden, u.panel.whiteRow.Hidden)
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

func mustParse(t *testing.T, moves string) *model.Game {
	t.Helper()
	g, err := model.ParseGame(moves)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A timed game saved as GGF and opened again has its clock back: the
// time control, each side's time left, the time of each move; a game lost
// on time is lost on time again.
func TestSavedClockComesBack(t *testing.T) {
	dir := t.TempDir()
	for _, flag := range []bool{false, true} {
		ft := controllertest.NewManualTime()
		u, queue, _ := clockUI(t, instant{}, ft)
		s := controller.Settings{Mode: controller.HumanVsHuman, Clock: model.TimeControl{Main: 3 * time.Minute, Increment: 2 * time.Second}}
		u.ctl.NewGame(s)
		for i, sq := range []model.Square{model.F5, model.D6, model.C3} {
			ft.Advance(time.Duration(i+1) * 1500 * time.Millisecond)
			u.ctl.PlayCell(model.CellOfSquare(sq))
		}
		run(queue)
		if flag {
			ft.Advance(3 * time.Minute)
			run(queue)
		}
		ft.Advance(250 * time.Millisecond)
		u.board.FinishAnimation()
		u.pace.showWaiting()
		saved := u.ctl.Snapshot().Clocks
		uri := storage.NewFileURI(filepath.Join(dir, "timed.ggf"))
		if err := u.SaveURI(uri); err != nil {
			t.Fatal(err)
		}
		text := u.files.gameFileText(".ggf")
		if !strings.Contains(text, "TI[03:00/00:02/00:00]") || !strings.Contains(text, "B[F5//1.5]W[D6//3]B[C3//4.5]") {
			t.Errorf("saved as %s", text)
		}
		next, nextQueue, _ := clockUI(t, instant{}, controllertest.NewManualTime())
		next.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman}) // opened, the game keeps the mode
		if err := next.OpenURI(uri); err != nil {
			t.Fatal(err)
		}
		run(nextQueue)
		k := next.ctl.Snapshot().Clocks
		// the time spent on the move under way is not in the file
		want := [2]time.Duration{saved.Left[model.Black], saved.Left[model.White]}
		if !flag {
			want[model.White] = 3*time.Minute + 2*time.Second - 3*time.Second
		}
		if k.Control != s.Clock || k.Left != want || !slices.Equal(k.Spent, []time.Duration{1500 * time.Millisecond, 3 * time.Second, 4500 * time.Millisecond}) {
			t.Errorf("flag %v: opened with clocks %+v, want %v left and the moves' times", flag, k, want)
		}
		if k.Flagged != flag || next.snap.Over != flag {
			t.Errorf("flag %v: opened flagged %v, over %v", flag, k.Flagged, next.snap.Over)
		}
		if flag && next.panel.turn.Text != "White's flag fell: Black wins on time" {
			t.Errorf("the opened game lost on time says %q", next.panel.turn.Text)
		}
	}
}

// A file without a clock opens without one, whatever the last game had.
func TestUntimedFileOpensUntimed(t *testing.T) {
	dir := t.TempDir()
	u, queue, _ := clockUI(t, instant{}, controllertest.NewManualTime())
	u.ctl.Load(mustParse(t, "f5d6"), controller.Settings{Mode: controller.HumanVsHuman})
	run(queue)
	uri := storage.NewFileURI(filepath.Join(dir, "plain.ggf"))
	if err := u.SaveURI(uri); err != nil {
		t.Fatal(err)
	}
	u.ctl.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Clock: model.TimeControl{Main: time.Minute}})
	if err := u.OpenURI(uri); err != nil {
		t.Fatal(err)
	}
	if k := u.ctl.Snapshot().Clocks; k.On() || !u.panel.clockBoxes[model.Black].Hidden {
		t.Errorf("an untimed file opened with the clock %+v", k)
	}
}

// The unfinished timed game survives to the next launch with its clocks,
// held while the window asks whether to go on with it.
func TestRestoredGameKeepsItsClock(t *testing.T) {
	dir := t.TempDir()
	u, queue := stateClockUI(t, dir)
	s := controller.Settings{Mode: controller.HumanVsHuman, Clock: model.TimeControl{Main: 5 * time.Minute, Increment: 3 * time.Second}}
	u.ctl.LoadTimed(mustParse(t, "f5d6c3"), s, [2]time.Duration{4 * time.Minute, 3 * time.Minute}, []time.Duration{time.Second, 2 * time.Second, 3 * time.Second})
	run(queue)
	if err := u.store.flush(); err != nil {
		t.Fatal(err)
	}
	next, _ := stateClockUI(t, dir)
	k := next.ctl.State().Clocks
	if next.dialogs.restored == nil || k.Control != s.Clock || k.Running || len(k.Spent) != 3 || k.Spent[2] != 3*time.Second {
		t.Fatalf("restored with the dialog %v and the clocks %+v", next.dialogs.restored != nil, k)
	}
	if left := k.LeftAt(int(model.Black), k.At); left != 4*time.Minute {
		t.Errorf("Black restored with %v", left)
	}
	if left := k.LeftAt(int(model.White), k.At); left > 3*time.Minute || left < 2*time.Minute+59*time.Second {
		t.Errorf("White restored with %v", left)
	}
	next.dialogs.restored.Confirm()
	if !next.ctl.State().Clocks.Running {
		t.Error("the clocks stay held once the game goes on")
	}
	next.store.flush() // before the folder goes
}

// A timed game started at launch runs no clock before its first move,
// while the player may still be reading the welcome; then the clocks go
// as usual.
func TestLaunchGameClockWaitsForTheFirstMove(t *testing.T) {
	ft := controllertest.NewManualTime()
	queue := make(chan func(), 100)
	u := New(newTestApp(), Options{StateDir: t.TempDir(), Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Dispatch: func(f func()) { queue <- f },
		Time:     ft,
	}})
	t.Cleanup(func() { u.store.flush() }) // before the state folder goes
	t.Cleanup(u.ctl.Close)
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
	u.prefs.Game = controller.Settings{Mode: controller.HumanVsHuman, Clock: model.TimeControl{Main: time.Minute}}
	u.Start()
	run(queue)
	ft.Advance(time.Hour)
	if k := u.ctl.State().Clocks; k.Running || k.LeftAt(int(model.Black), ft.Now()) != time.Minute || !strings.HasPrefix(u.Notice(), "Welcome") {
		t.Fatalf("an hour after the launch: the clocks %+v, the notice %q", k, u.Notice())
	}
	u.ctl.PlayCell(model.CellOfSquare(model.F5))
	run(queue)
	ft.Advance(time.Second)
	if k := u.ctl.State().Clocks; !k.Running || k.Side != int(model.White) || k.LeftAt(int(model.White), ft.Now()) != 59*time.Second || k.LeftAt(int(model.Black), ft.Now()) != time.Minute {
		t.Errorf("a second after the first move: %+v", k)
	}
	// a new game started by the player runs its clock at once
	u.othello().newGame(u.prefs.Game, startStandard, nil)
	run(queue)
	ft.Advance(time.Second)
	if k := u.ctl.State().Clocks; !k.Running || k.LeftAt(int(model.Black), ft.Now()) != 59*time.Second {
		t.Errorf("a second into a new game: %+v", k)
	}
}

// stateClockUI is stateUI with a clock ticker that never ticks.
func stateClockUI(t *testing.T, dir string) (*UI, chan func()) {
	t.Helper()
	queue := make(chan func(), 100)
	u := New(newTestApp(), Options{StateDir: dir, Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return instant{} }),
		Dispatch: func(f func()) { queue <- f },
	}})
	t.Cleanup(func() { u.store.flush() }) // before the state folder goes
	t.Cleanup(u.ctl.Close)
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
	u.Start()
	return u, queue
}

func TestClockFace(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{0, "00:00.0"},
		{-time.Second, "00:00.0"},
		{99 * time.Millisecond, "00:00.0"},
		{9990 * time.Millisecond, "00:09.9"},
		{10 * time.Second, "00:10"},
		{10*time.Second + time.Millisecond, "00:11"},
		{3*time.Minute - time.Millisecond, "03:00"},
		{3*time.Minute + 2500*time.Millisecond, "03:03"},
		{59*time.Minute + 59*time.Second, "59:59"},
		{time.Hour + 5*time.Second, "1:00:05"},
	} {
		if got := kit.ClockFace(c.d); got != c.want {
			t.Errorf("kit.ClockFace(%v) = %q, want %q", c.d, got, c.want)
		}
	}
	tc := model.TimeControl{Main: 3 * time.Minute}
	for _, c := range []struct {
		left    time.Duration
		running bool
		want    string
	}{
		{2 * time.Minute, true, string(theme.ColorNameForeground)},
		{2 * time.Minute, false, string(theme.ColorNamePlaceHolder)},
		{29 * time.Second, false, string(theme.ColorNameWarning)},
		{9 * time.Second, true, string(theme.ColorNameError)},
	} {
		if got := kit.ClockColour(tc, c.left, c.running); string(got) != c.want {
			t.Errorf("kit.ClockColour(%v, running %v) = %s, want %s", c.left, c.running, got, c.want)
		}
	}
}

// A random XOT opening from the New game dialog: eight moves of the list,
// kept as the game's moves; the choice is kept for the next game, and
// only on 8x8.
func TestNewGameFromXOT(t *testing.T) {
	u, queue := newTestUI(t)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	if got := f.start.Options; !slices.Equal(got, startLabels) {
		t.Errorf("the start choices are %q", got)
	}
	f.size.SetSelected(sizeLabel(6))
	f.start.SetSelected(startLabels[startXOT])
	if f.size.Selected != sizeLabel(8) {
		t.Errorf("XOT chosen on %s", f.size.Selected)
	}
	f.mode.SetSelected(modeLabels[controller.HumanVsHuman])
	f.dlg.Confirm()
	run(queue)
	openings, err := xotOpenings()
	if err != nil {
		t.Fatal(err)
	}
	moves := u.snap.Game.Cells()
	if !slices.ContainsFunc(openings, func(o []model.Cell) bool { return slices.Equal(o, moves) }) || !u.snap.Game.FromStart() {
		t.Errorf("the game starts with %v, no XOT opening", moves)
	}
	if !strings.Contains(u.Notice(), "XOT") {
		t.Errorf("the notice says %q", u.Notice())
	}
	if p := LoadPrefs(u.app.Preferences()); p.Start != startXOT {
		t.Errorf("the start kept is %v", p.Start)
	}
	// the next game starts from XOT too, until another size is chosen
	test.Tap(u.Button("new"))
	f = u.dialogs.newGame
	if f.start.Selected != startLabels[startXOT] {
		t.Errorf("the dialog offers %q first", f.start.Selected)
	}
	f.size.SetSelected(sizeLabel(6))
	if f.start.Selected != startLabels[startStandard] {
		t.Errorf("on 6x6 the start is %q", f.start.Selected)
	}
	f.dlg.Confirm()
	if u.snap.Game.Len() != 0 || u.snap.Game.Size() != 6 {
		t.Errorf("a 6x6 game starts with %d moves on %d", u.snap.Game.Len(), u.snap.Game.Size())
	}
}

// A new game from the position the board shows, reviewed or live: the
// moves that led there are the new game's, its board size is the
// position's, and neither is kept for the next game.
func TestNewGameFromThePositionShown(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.Load(mustParse(t, "f5d6c3d3c4"), controller.Settings{Mode: controller.HumanVsHuman})
	run(queue)
	u.reviewer.showReview(3)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.start.SetSelected(startLabels[startShown])
	if !f.size.Disabled() {
		t.Error("the size can be chosen for the position shown")
	}
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.White])
	f.dlg.Confirm()
	run(queue)
	if got := u.snap.Game.Transcript(); got != "f5d6c3" || u.snap.Settings.Mode != controller.HumanVsComputer {
		t.Errorf("the new game is %q in mode %v", got, u.snap.Settings.Mode)
	}
	if u.Reviewing() {
		t.Error("the new game is still reviewed")
	}
	if p := LoadPrefs(u.app.Preferences()); p.Start != startStandard {
		t.Errorf("the one-off start was kept: %v", p.Start)
	}

	// live, on 6x6: the game goes on on 6x6, the size kept stays 8x8
	g, err := model.ParseSetup("6x6 c2b4")
	if err != nil {
		t.Fatal(err)
	}
	u.ctl.Load(g, controller.Settings{Mode: controller.HumanVsHuman})
	test.Tap(u.Button("new"))
	f = u.dialogs.newGame
	f.start.SetSelected(startLabels[startShown])
	if f.size.Selected != sizeLabel(6) {
		t.Errorf("the position shown is on %s", f.size.Selected)
	}
	f.dlg.Confirm()
	if u.snap.Game.Size() != 6 || u.snap.Game.Len() != 2 {
		t.Errorf("a game of %d moves on %d", u.snap.Game.Len(), u.snap.Game.Size())
	}
	if p := LoadPrefs(u.app.Preferences()); p.Game.Size != 8 {
		t.Errorf("the size kept is %d", p.Game.Size)
	}

	// the end of a game cannot start one
	u.ctl.Load(mustParse(t, "e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2a2"), controller.Settings{Mode: controller.HumanVsHuman})
	u.dialogs.closeOverDialog()
	test.Tap(u.Button("new"))
	if slices.Contains(u.dialogs.newGame.start.Options, startLabels[startShown]) {
		t.Error("the end of a game is offered as a start")
	}
}

// The clock is chosen in the New game dialog, a preset or custom minutes
// and increment, and kept for the next game.
func TestNewGameChoosesTheClock(t *testing.T) {
	u, _ := newTestUI(t)
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
	for _, c := range []struct {
		choice, minutes, increment string
		want                       model.TimeControl
		notice                     string
	}{
		{"3+2: 3 min each, +2 s a move", "", "", model.TimeControl{Main: 3 * time.Minute, Increment: 2 * time.Second}, ""},
		{kit.CustomClockLabel(), "7", "3", model.TimeControl{Main: 7 * time.Minute, Increment: 3 * time.Second}, ""},
		{kit.CustomClockLabel(), "2.5", "", model.TimeControl{Main: 150 * time.Second}, ""},
		{kit.CustomClockLabel(), "soon", "3", model.TimeControl{}, "This game has no clock: minutes"},
		{kit.NoClockLabel(), "", "", model.TimeControl{}, ""},
	} {
		test.Tap(u.Button("new"))
		f := u.dialogs.newGame
		if got := f.clock.Options; !slices.Equal(got, []string{kit.NoClockLabel(), "1+0: 1 min each", "3+2: 3 min each, +2 s a move", "5+0: 5 min each",
			"10+5: 10 min each, +5 s a move", "15+10: 15 min each, +10 s a move", "30+0: 30 min each", kit.CustomClockLabel()}) {
			t.Fatalf("the clock choices are %q", got)
		}
		f.mode.SetSelected(modeLabels[controller.HumanVsHuman])
		f.clock.SetSelected(c.choice)
		if f.custom.Hidden != (c.choice != kit.CustomClockLabel()) {
			t.Errorf("%s: the custom fields hidden %v", c.choice, f.custom.Hidden)
		}
		if c.choice == kit.CustomClockLabel() {
			f.minutes.SetText(c.minutes)
			f.increment.SetText(c.increment)
		}
		f.dlg.Confirm()
		if got := u.snap.Settings.Clock; got != c.want {
			t.Errorf("%s %s+%s: the game's clock is %v, want %v", c.choice, c.minutes, c.increment, got, c.want)
		}
		if got := LoadPrefs(u.app.Preferences()).Game.Clock; got != c.want {
			t.Errorf("%s: the clock kept is %v", c.choice, got)
		}
		if !strings.HasPrefix(u.Notice(), c.notice) || c.notice == "" && strings.Contains(u.Notice(), "clock") {
			t.Errorf("%s: the notice says %q", c.choice, u.Notice())
		}
		if c.want.On() {
			if got := u.panel.clocks[model.Black].Text; got != kit.ClockFace(c.want.Main) || u.panel.clockBoxes[model.Black].Hidden {
				t.Errorf("%s: Black's clock shows %q", c.choice, got)
			}
		} else if !u.panel.clockBoxes[model.Black].Hidden {
			t.Errorf("%s: a clock shows with none", c.choice)
		}
		// the dialog offers the clock kept
		test.Tap(u.Button("new"))
		f = u.dialogs.newGame
		if want := kit.ClockChoice(c.want); f.clock.Selected != want || want == kit.CustomClockLabel() && f.minutes.Text != c.minutes {
			t.Errorf("%s: the dialog offers %q (%q min) next", c.choice, f.clock.Selected, f.minutes.Text)
		}
		f.dlg.Hide()
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
			f.game.SetSelected(shown.Names[shown.Othello])
			if f.shownLabel != "Your Othello game (move 2)" {
				t.Fatalf("the waiting game offered as %q", f.shownLabel)
			}
			f.start.SetSelected(f.shownLabel)
			f.mode.SetSelected(modeLabels[controller.HumanVsHuman])
			f.clock.SetSelected(kit.ClockChoices()[c.clock])
			f.dlg.Confirm()
			run(queue)
			k := u.ctl.State().Clocks
			if u.snap.Game.Transcript() != "f5d6c3" || k.Control != kit.ClockPresets[c.clock] || k.Left != [2]time.Duration{c.black, c.white} {
				t.Errorf("back: %q on %v, left %v; want Black %v, White %v", u.snap.Game.Transcript(), k.Control, k.Left, c.black, c.white)
			}
		})
	}
}
