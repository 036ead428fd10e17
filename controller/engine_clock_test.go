package controller_test

import (
	"bytes"
	"io"
	"os"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/cli"
	"othello/controller/controllertest"
	"othello/controller/engine"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// ownNBoardArg makes the test binary our own othello nboard, the engine
// of the clock tests: started with it (and perhaps a delay before each
// move it answers), it serves the protocol and exits, before any test
// runs. The whole program need not be built for it.
const ownNBoardArg = "othello-test-nboard"

func init() {
	if len(os.Args) < 2 || os.Args[1] != ownNBoardArg {
		return
	}
	var out io.Writer = os.Stdout
	if len(os.Args) > 2 {
		d, err := time.ParseDuration(os.Args[2])
		if err != nil {
			os.Exit(2)
		}
		out = slowAnswers{os.Stdout, d}
	}
	os.Exit(cli.Run("nboard", cli.Env{Stdin: os.Stdin, Stdout: out, Stderr: os.Stderr}))
}

// slowAnswers holds each move the engine answers (a line "=== ...", one
// write each) for a while: an engine that thinks longer than its search.
type slowAnswers struct {
	w     io.Writer
	delay time.Duration
}

func (s slowAnswers) Write(p []byte) (int, error) {
	if bytes.HasPrefix(p, []byte("===")) {
		time.Sleep(s.delay)
	}
	return s.w.Write(p)
}

// ownEngine is our own othello nboard (the test binary) as an engine
// searching to depth, each answer held for delay.
func ownEngine(t *testing.T, name string, depth int, delay time.Duration) controller.EngineEntry {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skip("no path to the test binary:", err)
	}
	cmd := "'" + exe + "' " + ownNBoardArg
	if delay > 0 {
		cmd += " " + delay.String()
	}
	return controller.EngineEntry{Name: name, Protocol: engine.NBoard, Command: cmd, Depth: depth}
}

// waitEnd waits for the end of the game or a stall, within guard (a hang
// guard, no measure of speed).
func (h *harness) waitEnd(guard time.Duration) controller.Snapshot {
	h.t.Helper()
	deadline := time.After(guard)
	for {
		s := h.c.Snapshot()
		if s.Over || s.Stalled != nil {
			return s
		}
		select {
		case <-h.notify:
		case <-time.After(10 * time.Millisecond):
		case <-deadline:
			h.t.Fatalf("the game never ended: %s", s.Game.Transcript())
		}
	}
}

// Our own engine plays White on the window's clocks to the end of the
// game, through the controller as the window drives it: it is told its
// time, never cut off while it has some, and finishes within it. (It
// once stopped within seconds, "context deadline exceeded", its move
// bounded by our level's share of the clock.)
func TestOwnEngineOnAClockPlaysAWholeGame(t *testing.T) {
	tests := []struct {
		name  string
		clock model.TimeControl
	}{
		{"1+1", model.TimeControl{Main: time.Minute, Increment: time.Second}},
		{"3+2", model.TimeControl{Main: 3 * time.Minute, Increment: 2 * time.Second}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := engineHarness(t, ownEngine(t, "Self", 6, 0))
			s := engineGame("Self")
			s.Mode, s.Level, s.Clock = controller.ComputerVsComputer, level.Easy, tt.clock
			h.c.NewGame(s)
			// the clock's whole time and an increment a move bound the game
			end := h.waitEnd(tt.clock.Main + 35*tt.clock.Increment + hangGuard)
			for _, e := range h.all() {
				if e.Kind == session.EngineFailed {
					t.Fatalf("the engine failed: %v", e.Err)
				}
			}
			if !end.Over || end.Clocks.Flagged {
				t.Fatalf("over %v, flag fallen %v (%s); want the game played out\n%s", end.Over, end.Clocks.Flagged, model.Color(end.Clocks.Loser), end.Game.Transcript())
			}
			whites := 0
			for i := range end.Game.Len() {
				if end.Game.PositionAt(i).Turn == model.White && end.Game.Move(i) != model.Pass {
					whites++
				}
			}
			if whites < 10 {
				t.Errorf("White played %d moves; the engine was not asked", whites)
			}
			if left := end.Clocks.Left[model.White]; left <= 0 || end.Clocks.Running {
				t.Errorf("White's time left %v, a clock running %v; want time left and the clocks stopped", left, end.Clocks.Running)
			}
		})
	}
}

// An engine that takes longer over a move than our level's share of the
// clock (some 150ms at the start of 20 seconds) but far less than its time
// left moves, and its clock is charged for it.
func TestEngineOnAClockIsNotCutOffAtTheLevelsShare(t *testing.T) {
	const think = 400 * time.Millisecond
	tc := model.TimeControl{Main: 20 * time.Second}
	h := engineHarness(t, ownEngine(t, "Slow", 2, think))
	s := engineGame("Slow")
	s.Clock = tc
	h.c.NewGame(s)
	for range 3 {
		snap := h.waitTurn()
		if snap.Stalled != nil || snap.Over {
			t.Fatalf("after %s: stalled %q, over %v; want the engine to have moved", snap.Game.Transcript(), snap.Stalled, snap.Over)
		}
		h.c.PlayCell(snap.Sized.Board.MoveCells()[0])
	}
	snap := h.waitTurn()
	if snap.Stalled != nil || snap.Clocks.Flagged {
		t.Fatalf("after %s: stalled %q, flag fallen %v", snap.Game.Transcript(), snap.Stalled, snap.Clocks.Flagged)
	}
	if left := snap.Clocks.Left[model.White]; left >= tc.Main || left <= 0 {
		t.Errorf("White's time left %v of %v; want its thinking charged", left, tc.Main)
	}
}

// While the game waits for the player's answer to an engine that could
// not move, no clock runs, however long the wait; asked again, the engine
// has its clock back, and our level taking over plays on the clock.
func TestClockStopsWhileTheEngineFailureWaits(t *testing.T) {
	tests := []struct {
		name   string
		engine string
		mode   string // the fake's mode; "" for no such engine
	}{
		{"no such engine", "Nobody", ""},
		{"the engine crashes", "Crashy", "crash"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var entries []controller.EngineEntry
			if tt.mode != "" {
				entries = append(entries, fakeEntry(t, tt.engine, tt.mode))
			}
			ft := controllertest.NewManualTime()
			h := newHarness(t, func(controller.Settings, model.Color) strategy.Player {
				return strategy.NewSearch(strategy.LevelConfig(level.Easy, level.AlphaBeta), 1)
			}, func(cfg *controller.Config) {
				cfg.Time = ft
				cfg.Engines = func(name string) (controller.EngineEntry, bool) {
					i := controller.FindEngine(entries, name)
					if i < 0 {
						return controller.EngineEntry{}, false
					}
					return entries[i], true
				}
			})
			tc := model.TimeControl{Main: time.Minute, Increment: time.Second}
			s := engineGame(tt.engine)
			s.Clock = tc
			h.c.NewGame(s)
			h.c.PlayCell(model.CellOfSquare(model.F5))
			for try := range 2 {
				h.waitFor(session.EngineFailed)
				before := h.c.State().Clocks
				if before.Running {
					t.Fatalf("try %d: %s's clock runs while the failure waits for an answer", try+1, model.Color(before.Side))
				}
				ft.Advance(time.Hour)
				h.c.HoldClock(false) // a change, which charges a running clock
				after := h.c.State().Clocks
				if after.Flagged || after.Left != before.Left {
					t.Fatalf("try %d: an hour's wait took the times left from %v to %v (flag %v)", try+1, before.Left, after.Left, after.Flagged)
				}
				h.take()
				if try == 0 {
					h.c.Resume() // asked again: fails again
				}
			}
			// our level plays White's move, and Black's clock runs
			left := h.c.State().Clocks.Left
			h.c.SetEngine("")
			snap := h.waitTurn()
			if snap.Stalled != nil || !snap.PersonToMove {
				t.Fatalf("after our level took over: stalled %q, your move %v", snap.Stalled, snap.PersonToMove)
			}
			k := h.c.State().Clocks
			if !k.Running || k.Side != int(model.Black) || k.Left[model.White] != left[model.White]+tc.Increment {
				t.Errorf("clocks after White's move %+v; want Black's running, White's %v and the increment", k, left[model.White])
			}
		})
	}
}
