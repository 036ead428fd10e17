package controller_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/controllertest"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// clockText writes the clocks as the tests expect them: each side's time
// left in seconds, the running side, and a fallen flag.
func clockText(k session.Reading, now time.Time) string {
	s := fmt.Sprintf("B %v W %v", k.LeftAt(int(model.Black), now), k.LeftAt(int(model.White), now))
	if k.Running {
		s += " " + model.Color(k.Side).String() + " runs"
	}
	if k.Flagged {
		s += " " + model.Color(k.Loser).String() + " flag"
	}
	return s
}

// timedHarness is a harness whose time stands still until the test moves
// it; players nil: the default players.
func timedHarness(t *testing.T, players func(controller.Settings, model.Color) strategy.Player) (*harness, *controllertest.ManualTime) {
	t.Helper()
	ft := controllertest.NewManualTime()
	return newHarness(t, players, func(c *controller.Config) { c.Time = ft }), ft
}

// The clocks, step by step: the side to move's clock runs, the increment
// comes after a move, the clocks stop while held (the window reviews) and
// at the end, a flag falls at zero and ends the game, and undo and redo
// bring back the times of the position they reach; a game held until its
// next move (the window's game at launch) runs no clock before it.
func TestClockArithmetic(t *testing.T) {
	type step struct{ do, want string }
	tests := []struct {
		name  string
		clock model.TimeControl
		mode  controller.Mode
		start string // a transcript to start from
		steps []step
	}{
		{"increment after each move", model.TimeControl{Main: time.Minute, Increment: 2 * time.Second}, controller.HumanVsHuman, "", []step{
			{"", "B 1m0s W 1m0s Black runs"},
			{"wait 5s", "B 55s W 1m0s Black runs"},
			{"play f5", "B 57s W 1m0s White runs"},
			{"wait 3.5s", "B 57s W 56.5s White runs"},
			{"play d6", "B 57s W 58.5s Black runs"},
			{"wait 56.9s", "B 100ms W 58.5s Black runs"},
			{"wait 100ms", "B 0s W 58.5s Black flag"},
		}},
		{"no increment", model.TimeControl{Main: 3 * time.Minute}, controller.HumanVsHuman, "", []step{
			{"wait 10s", "B 2m50s W 3m0s Black runs"},
			{"play f5", "B 2m50s W 3m0s White runs"},
			{"wait 1m", "B 2m50s W 2m0s White runs"},
		}},
		{"held while reviewing", model.TimeControl{Main: time.Minute, Increment: 2 * time.Second}, controller.HumanVsHuman, "", []step{
			{"wait 5s", "B 55s W 1m0s Black runs"},
			{"hold", "B 55s W 1m0s"},
			{"wait 1h", "B 55s W 1m0s"},
			{"release", "B 55s W 1m0s Black runs"},
			{"wait 5s", "B 50s W 1m0s Black runs"},
			{"play f5", "B 52s W 1m0s White runs"},
		}},
		{"flag fall", model.TimeControl{Main: 10 * time.Second}, controller.HumanVsHuman, "", []step{
			{"play f5", "B 10s W 10s White runs"},
			{"wait 9.9s", "B 10s W 100ms White runs"},
			{"wait 100ms", "B 10s W 0s White flag"},
			{"wait 1m", "B 10s W 0s White flag"},
			{"play d6", "B 10s W 0s White flag"}, // refused: the game is over
		}},
		{"stops at the end", model.TimeControl{Main: time.Minute}, controller.HumanVsHuman,
			"e6d6c7d7c8f6f5d8e8f3f4c6f7g6h5g4e7f8g8h6h7b8a8g7b7a7h8g5h4d3c4h3d2c5b6a6b5e3g3f2f1c1d1e1c2e2c3g2g1b2", []step{
				{"wait 4s", "B 56s W 1m0s Black runs"},
				{"play a2", "B 56s W 1m0s"},
				{"wait 1m", "B 56s W 1m0s"},
			}},
		{"undo brings the times back", model.TimeControl{Main: time.Minute, Increment: time.Second}, controller.HumanVsComputer, "", []step{
			{"wait 5s", "B 55s W 1m0s Black runs"},
			{"play f5", "B 56s W 1m0s White runs"},
			{"wait 2s", "B 56s W 58s White runs"},
			{"reply f6", "B 56s W 59s Black runs"},
			{"wait 10s", "B 46s W 59s Black runs"},
			{"undo", "B 1m0s W 1m0s Black runs"},
			{"wait 1s", "B 59s W 1m0s Black runs"},
			{"redo", "B 56s W 59s Black runs"},
		}},
		{"undo brings back the times a position was reached with, whatever happened there since", model.TimeControl{Main: time.Minute, Increment: time.Second}, controller.HumanVsComputer, "", []step{
			{"play f5", "B 1m1s W 1m0s White runs"},
			{"reply f6", "B 1m1s W 1m1s Black runs"},
			{"wait 10s", "B 51s W 1m1s Black runs"},
			{"hold", "B 51s W 1m1s"}, // a dialog opened there, as a hint or a pause changes it
			{"release", "B 51s W 1m1s Black runs"},
			{"play d3", "B 52s W 1m1s White runs"},
			{"reply c5", "B 52s W 1m2s Black runs"},
			{"undo", "B 1m1s W 1m1s Black runs"},
		}},
		{"from the next move (a game at launch)", model.TimeControl{Main: time.Minute, Increment: time.Second}, controller.HumanVsComputer, "", []step{
			{"from next move", "B 1m0s W 1m0s"},
			{"wait 1h", "B 1m0s W 1m0s"},
			{"play f5", "B 1m1s W 1m0s White runs"},
			{"wait 2s", "B 1m1s W 58s White runs"},
			{"reply f6", "B 1m1s W 59s Black runs"},
			{"wait 1s", "B 1m0s W 59s Black runs"},
		}},
		{"from the next move, the computer's", model.TimeControl{Main: time.Minute}, controller.HumanVsComputer, "f5", []step{
			{"from next move", "B 1m0s W 1m0s"},
			{"wait 10s", "B 1m0s W 1m0s"},
			// the computer's answer in a game brought back at launch
			// leaves the person's clock waiting for them: it ran at once
			{"reply f6", "B 1m0s W 1m0s"},
			{"wait 5s", "B 1m0s W 1m0s"},
			{"play e6", "B 1m0s W 1m0s White runs"},
			{"wait 1s", "B 1m0s W 59s White runs"},
		}},
		// the move values think for the person: the clock of a game
		// brought back runs (they were free while it waited)
		{"not from the next move with the move values on", model.TimeControl{Main: time.Minute}, controller.HumanVsComputer, "", []step{
			{"values", "B 1m0s W 1m0s Black runs"},
			{"from next move", "B 1m0s W 1m0s Black runs"},
			{"wait 5s", "B 55s W 1m0s Black runs"},
		}},
		{"undo picks up a fallen flag", model.TimeControl{Main: 5 * time.Second}, controller.HumanVsComputer, "", []step{
			{"wait 1s", "B 4s W 5s Black runs"},
			{"play f5", "B 4s W 5s White runs"},
			{"reply f6", "B 4s W 5s Black runs"},
			{"wait 4s", "B 0s W 5s Black flag"},
			// back to the player's turn before f5, with its times
			{"undo", "B 5s W 5s Black runs"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBlocker()
			h, ft := timedHarness(t, same(b))
			s := controller.DefaultSettings()
			s.Mode, s.Clock = tt.mode, tt.clock
			g := model.NewGame()
			if tt.start != "" {
				g = mustGame(t, tt.start)
			}
			h.c.Load(g, s)
			for _, st := range tt.steps {
				verb, arg, _ := strings.Cut(st.do, " ")
				switch verb {
				case "":
				case "wait":
					d, err := time.ParseDuration(arg)
					if err != nil {
						t.Fatal(err)
					}
					ft.Advance(d)
				case "play":
					sq, err := model.ParseSquare(arg)
					if err != nil {
						t.Fatal(err)
					}
					h.c.PlayCell(model.CellOfSquare(sq))
				case "reply":
					<-b.started
					sq, _ := model.ParseSquare(arg)
					b.release <- sq
					h.waitDispatched()
				case "from":
					h.c.ClockFromNextMove()
				case "values":
					h.c.SetMoveValues(true)
				case "hold", "release":
					h.c.HoldClock(verb == "hold")
				case "undo":
					h.c.Undo()
				case "redo":
					h.c.Redo()
				default:
					t.Fatalf("unknown step %q", st.do)
				}
				if got := clockText(h.c.Snapshot().Clocks, ft.Now()); got != st.want {
					t.Errorf("after %q: %s, want %s", st.do, got, st.want)
				}
			}
		})
	}
}

// A computer that never answers in time loses on time: its flag falls,
// the game ends, and its late answer is dropped.
func TestComputerLosesOnTime(t *testing.T) {
	b := newBlocker()
	h, ft := timedHarness(t, same(b))
	s := controller.DefaultSettings()
	s.Human, s.Clock = model.White, model.TimeControl{Main: time.Second}
	h.c.NewGame(s)
	<-b.started // the computer thinks about its first move, and never answers in time
	ft.Advance(999 * time.Millisecond)
	if snap := h.c.Snapshot(); snap.Over || !snap.Thinking {
		t.Fatalf("over %v, thinking %v before the second is up", snap.Over, snap.Thinking)
	}
	ft.Advance(time.Millisecond)
	over := h.waitFor(session.GameOver)
	snap := over.Snapshot
	if over.Color != model.Black || !snap.Over || !snap.Clocks.Flagged || snap.Clocks.Loser != int(model.Black) || snap.Thinking || snap.PersonToMove {
		t.Fatalf("game over %v: over %v, clock %+v, thinking %v, to move %v", over, snap.Over, snap.Clocks, snap.Thinking, snap.PersonToMove)
	}
	h.take()
	b.release <- model.F5 // too late
	h.waitDispatched()
	if evs := h.take(); len(evs) != 0 {
		t.Errorf("the late answer published %v", evs)
	}
	if snap := h.c.Snapshot(); snap.Game.Len() != 0 || !snap.Over {
		t.Errorf("after the late answer: moves %v, over %v", snap.Game.Moves(), snap.Over)
	}
}

// Under a clock the computer searches within a budget, as a deadline on
// its search; without one it has none.
func TestComputerSearchesWithinItsClock(t *testing.T) {
	for _, tc := range []model.TimeControl{{}, {Main: time.Minute}} {
		deadlines := make(chan bool, 1)
		player := deadlinePlayer(deadlines)
		h := newHarness(t, same(player), nil)
		s := controller.DefaultSettings()
		s.Human, s.Clock = model.White, tc
		h.c.NewGame(s)
		if got := <-deadlines; got != tc.On() {
			t.Errorf("clock %v: the search has a deadline: %v", tc, got)
		}
		h.waitDispatched()
	}
}

// On a clock, two players cannot take moves back, nor play on from an
// earlier position: the clocks would no longer mean anything.
func TestTimedTwoPlayersCannotUndo(t *testing.T) {
	h, _ := timedHarness(t, nil)
	s := controller.DefaultSettings()
	s.Mode, s.Clock = controller.HumanVsHuman, model.TimeControl{Main: time.Minute}
	h.c.Load(mustGame(t, "f5d6c3"), s)
	h.c.Undo()
	h.c.PlayFrom(1)
	snap := h.c.Snapshot()
	if snap.CanUndo || snap.Game.Len() != 3 {
		t.Errorf("can undo %v, %d moves", snap.CanUndo, snap.Game.Len())
	}
	s.Clock = model.TimeControl{}
	h.c.Load(mustGame(t, "f5d6c3"), s)
	if !h.c.Snapshot().CanUndo {
		t.Error("without a clock two players cannot undo")
	}
}

// A demo paused, or any game set aside (the window shows Gomoku in its
// place), drops its search, starts none and stops its clocks; resumed or
// brought back, the computer to move searches again and its clock runs on.
func TestPausedOrSetAsideStopsTheClock(t *testing.T) {
	for _, c := range []struct {
		name       string
		stop, goOn func(*controller.Controller)
	}{
		{"the demo paused", func(c *controller.Controller) { c.Pause() }, func(c *controller.Controller) { c.Resume() }},
		{"the game set aside", func(c *controller.Controller) { c.Suspend(true) }, func(c *controller.Controller) { c.Suspend(false) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newBlocker()
			h, ft := timedHarness(t, same(b))
			s := controller.DefaultSettings()
			s.Mode, s.Clock = controller.ComputerVsComputer, model.TimeControl{Main: time.Minute}
			h.c.NewGame(s)
			<-b.started
			ft.Advance(time.Second)
			c.stop(h.c)
			b.release <- model.F5 // the answer of the search dropped
			h.waitDispatched()
			ft.Advance(time.Hour)
			snap := h.c.Snapshot()
			if got := clockText(snap.Clocks, ft.Now()); snap.Game.Len() != 0 || snap.Thinking || got != "B 59s W 1m0s" {
				t.Fatalf("stopped: %d moves, thinking %v, clocks %s", snap.Game.Len(), snap.Thinking, got)
			}
			c.goOn(h.c)
			<-b.started
			ft.Advance(time.Second)
			if got := clockText(h.c.Snapshot().Clocks, ft.Now()); got != "B 58s W 1m0s Black runs" {
				t.Errorf("going on: %s", got)
			}
			h.c.Close()
			b.release <- model.F5
		})
	}
}

// A game loaded with its clocks goes on from the times it had, and the
// times of its moves stay with it; a side left with no time on its turn
// loses at once.
func TestLoadTimed(t *testing.T) {
	h, ft := timedHarness(t, nil)
	s := controller.DefaultSettings()
	s.Mode, s.Clock = controller.HumanVsHuman, model.TimeControl{Main: 5 * time.Minute, Increment: 3 * time.Second}
	spent := []time.Duration{time.Second, 2 * time.Second, 3 * time.Second}
	h.c.LoadTimed(mustGame(t, "f5d6c3"), s, [2]time.Duration{4 * time.Minute, 3 * time.Minute}, spent)
	ft.Advance(10 * time.Second)
	snap := h.c.Snapshot()
	if got := clockText(snap.Clocks, ft.Now()); got != "B 4m0s W 2m50s White runs" {
		t.Errorf("loaded: %s", got)
	}
	h.c.PlayCell(model.CellOfSquare(model.D3))
	if got := h.c.Snapshot().Clocks.Spent; len(got) != 4 || got[1] != 2*time.Second || got[3] != 10*time.Second {
		t.Errorf("move times %v", got)
	}
	h.take()
	h.c.LoadTimed(mustGame(t, "f5d6c3"), s, [2]time.Duration{time.Minute, 0}, nil)
	if snap := h.c.Snapshot(); !snap.Over || !snap.Clocks.Flagged || snap.Clocks.Loser != int(model.White) {
		t.Errorf("White loaded with no time left: over %v, clock %+v", snap.Over, snap.Clocks)
	}
	if got := kinds(h.take()); fmt.Sprint(got) != "[GameStarted GameOver]" {
		t.Errorf("events %v", got)
	}
}

// deadlinePlayer tells whether each search it gets has a deadline, and
// plays the first legal move.
type deadlinePlayer chan bool

func (d deadlinePlayer) Name() string { return "deadline" }

func (d deadlinePlayer) Search(ctx context.Context, b model.Board) strategy.Result {
	_, ok := ctx.Deadline()
	d <- ok
	return strategy.Result{Move: model.SquaresOf(b.Moves())[0]}
}

// The computer's clock starts with its search, once the window has drawn
// the move it answers (Config.Handoff), not while it draws it.
func TestComputerClockStartsAtTheHandoff(t *testing.T) {
	ft := controllertest.NewManualTime()
	queue := make(chan func(), 10)
	var begin func()
	c := controller.New(controller.Config{
		Dispatch: func(f func()) { queue <- f },
		Players:  eightOnly(same(deadlinePlayer(make(chan bool, 10)))),
		Handoff:  func(start func()) { begin = start },
		Time:     ft,
	})
	t.Cleanup(c.Close)
	s := controller.DefaultSettings()
	s.Clock = model.TimeControl{Main: time.Minute}
	c.NewGame(s)
	ft.Advance(time.Second)
	c.PlayCell(model.CellOfSquare(model.F5))
	(<-queue)() // the handoff: the window draws f5
	ft.Advance(2 * time.Second)
	if got := clockText(c.State().Clocks, ft.Now()); got != "B 59s W 1m0s" {
		t.Errorf("while the window draws: %s", got)
	}
	begin()
	ft.Advance(time.Second)
	if got := clockText(c.State().Clocks, ft.Now()); got != "B 59s W 59s White runs" {
		t.Errorf("searching: %s", got)
	}
	(<-queue)() // the reply
	if got := clockText(c.State().Clocks, ft.Now()); got != "B 59s W 59s Black runs" {
		t.Errorf("after the reply: %s", got)
	}
}

// A move's time counts from its position: the time spent thinking before
// an undo is not the time of the move played after it.
func TestUndoForgetsTheMoveBegun(t *testing.T) {
	h, ft, b := afterF5F6OnAMinute(t)
	ft.Advance(10 * time.Second)
	h.c.Undo()
	ft.Advance(time.Second)
	h.c.PlayCell(model.CellOfSquare(model.F5))
	if got := h.c.Snapshot().Clocks.Spent; len(got) != 1 || got[0] != time.Second {
		t.Errorf("f5 played a second after the undo took %v", got)
	}
	<-b.started
	h.c.Close()
	b.release <- model.F6
}
