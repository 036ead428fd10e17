package view

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"

	"othello/controller"
	"othello/controller/controllertest"
	"othello/model"
	"othello/strategy"
)

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
	if k := u.ctl.Snapshot().Clocks; k.On() || !u.panel.sides.Rows[model.Black].ClockBox.Hidden {
		t.Errorf("an untimed file opened with the clock %+v", k)
	}
}

// The unfinished timed game survives to the next launch with its clocks,
// which wait for the person's next move, past the computer's answer.
func TestRestoredGameKeepsItsClock(t *testing.T) {
	dir := t.TempDir()
	// the last run: White, the computer, still thinking when it ended
	queue := make(chan func(), 100)
	player := &slowPlayer{done: make(chan struct{})}
	u := New(newTestApp(), Options{StateDir: dir, Config: &controller.Config{
		Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return player }),
		Dispatch: func(f func()) { queue <- f },
	}})
	u.clock.ticker = func(time.Duration, func()) func() { return func() {} }
	u.Start()
	s := controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black, Clock: model.TimeControl{Main: 5 * time.Minute, Increment: 3 * time.Second}}
	u.ctl.LoadTimed(mustParse(t, "f5d6c3"), s, [2]time.Duration{4 * time.Minute, 3 * time.Minute}, []time.Duration{time.Second, 2 * time.Second, 3 * time.Second})
	run(queue)
	err := u.store.flush()
	close(player.done)
	u.ctl.Close()
	if err != nil {
		t.Fatal(err)
	}
	next, queue := stateClockUI(t, dir)
	k := next.ctl.State().Clocks
	if !strings.HasPrefix(next.Notice(), "Your unfinished game was restored") || k.Control != s.Clock || k.Running || len(k.Spent) != 3 || k.Spent[2] != 3*time.Second {
		t.Fatalf("restored, saying %q, with the clocks %+v", next.Notice(), k)
	}
	if left := k.LeftAt(int(model.Black), k.At); left != 4*time.Minute {
		t.Errorf("Black restored with %v", left)
	}
	if left := k.LeftAt(int(model.White), k.At); left > 3*time.Minute || left < 2*time.Minute+59*time.Second {
		t.Errorf("White restored with %v", left)
	}
	pumpUntil(t, next, queue, func() bool { return next.snap.Game.Len() == 4 }, "the computer's move") // White's, the game's next
	// the computer answered at once: the person, who may not have seen
	// the board yet, has their clock started by their own move only
	if next.ctl.State().Clocks.Running {
		t.Error("the computer's answer at launch started the person's clock")
	}
	next.ctl.PlayCell(next.ctl.Snapshot().Sized.Board.MoveCells()[0])
	if !next.ctl.State().Clocks.Running {
		t.Error("the clocks stay held once the person moved")
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
