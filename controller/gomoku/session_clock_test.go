package gomoku

import (
	"context"
	"errors"
	"testing"
	"time"

	"othello/controller/arbiter"
	"othello/controller/controllertest"
	"othello/controller/session"
	"othello/model"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// timed records the clocks it is told with each move.
type timed struct {
	listed
	told []arbiter.Clock
	tc   model.TimeControl
}

func (p *timed) NewGame(_ context.Context, _ *gomoku.Game, tc model.TimeControl) error {
	p.tc = tc
	return nil
}

func (p *timed) Move(ctx context.Context, g *gomoku.Game, k arbiter.Clock) (sg.Result, error) {
	p.told = append(p.told, k)
	return p.listed.Move(ctx, g, k)
}

// Gomoku on a clock: the person's time runs on their turn and comes off
// their clock, the increment goes on, the computer is told its time left
// and the time control, undo brings the clocks back, and a flag that
// falls ends the game on time, the other side winning.
func TestSessionClock(t *testing.T) {
	ft := controllertest.NewManualTime()
	tc := model.TimeControl{Main: 10 * time.Second, Increment: time.Second}
	opp := &timed{listed: listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3 a4 a6 a8")}}
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp, Clock: tc, Time: ft})
	if st := d.s.Snapshot(); !st.Clocks.Running || st.Clocks.Side != 0 || st.Clocks.Left != [2]time.Duration{tc.Main, tc.Main} {
		t.Fatalf("at the start: %+v", st.Clocks)
	}
	ft.Advance(3 * time.Second)
	d.play("h8")
	st := d.s.Snapshot()
	if st.Clocks.Left[0] != 8*time.Second || st.Clocks.Spent[0] != 3*time.Second {
		t.Errorf("after the person's 3 s move: left %v, spent %v", st.Clocks.Left, st.Clocks.Spent)
	}
	if len(opp.told) != 1 || opp.told[0] != (arbiter.Clock{Left: tc.Main, Increment: tc.Increment}) || opp.tc != tc {
		t.Errorf("the computer was told %+v under %v", opp.told, opp.tc)
	}
	if !st.Clocks.Running || st.Clocks.Side != 0 {
		t.Errorf("the person's clock does not run again: %+v", st.Clocks)
	}
	ft.Advance(2 * time.Second)
	if !d.s.Undo() {
		t.Fatal("undo refused")
	}
	if st := d.s.Snapshot(); st.Clocks.Left != [2]time.Duration{tc.Main, tc.Main} {
		t.Errorf("undo to the start: left %v", st.Clocks.Left)
	}
	// the person thinks too long: the flag falls on the timer
	d.flagFalls(ft, 11*time.Second)
	st = d.s.Snapshot()
	if st.Phase != Ended || !st.Clocks.Flagged || st.Clocks.Loser != 0 || st.Winner != gomoku.White || st.Clocks.Left[0] != 0 {
		t.Fatalf("after the flag fell: phase %v on time %v loser %d winner %v left %v", st.Phase, st.Clocks.Flagged, st.Clocks.Loser, st.Winner, st.Clocks.Left)
	}
	if err := d.s.Play(gomoku.At(7, 7)); err == nil {
		t.Error("a stone was taken after the flag fell")
	}
	// the stones undone before the flag fell are not played again
	if d.s.State().Can().Redo || d.s.Redo() {
		t.Errorf("Redo after the flag fell: %d stones", d.s.Snapshot().Game.MoveCount())
	}
	if d.events[len(d.events)-1].Kind != session.GameOver {
		t.Errorf("last event %v", d.events[len(d.events)-1].Kind)
	}
}

// A game the window starts at launch runs no clock before its first stone,
// not even the moment the window takes to appear.
func TestSessionClockFromNextMove(t *testing.T) {
	ft := controllertest.NewManualTime()
	tc := model.TimeControl{Main: 5 * time.Second}
	opp := &timed{listed: listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3")}}
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp, Clock: tc, Time: ft})
	ft.Advance(100 * time.Millisecond)
	d.s.ClockFromNextMove()
	ft.Advance(2 * time.Second)
	if st := d.s.Snapshot(); st.Clocks.Running || st.Clocks.Left != [2]time.Duration{tc.Main, tc.Main} {
		t.Fatalf("before the first stone: %+v", st.Clocks)
	}
	d.play("h8")
	if st := d.s.Snapshot(); st.Clocks.Left[0] != tc.Main {
		t.Errorf("the first stone was charged: left %v", st.Clocks.Left)
	}
}

// A hint thinks for the person: the clock of a game brought back at
// launch, waiting for their stone, runs from it (hints were free while
// it waited).
func TestSessionClockRunsFromAHint(t *testing.T) {
	ft := controllertest.NewManualTime()
	tc := model.TimeControl{Main: 5 * time.Second}
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp, Hinter: sg.NewPlayer(level.Easy, 1), Clock: tc, Time: ft})
	d.s.ClockFromNextMove()
	ft.Advance(time.Minute)
	if !d.s.Hint() {
		t.Fatal("no hint")
	}
	if st := d.s.Snapshot(); !st.Clocks.Running {
		t.Fatalf("the clock waits on after a hint: %+v", st.Clocks)
	}
	ft.Advance(2 * time.Second)
	if left := d.s.Snapshot().Clocks.LeftAt(0, ft.Now()); left != 3*time.Second {
		t.Errorf("2 s after the hint the person has %v", left)
	}
}

// A game brought back at launch with the computer to move: its stone
// comes at once, and the person's clock waits for their own stone (it ran
// while they had not yet seen the board).
func TestSessionClockWaitsPastTheComputersAnswer(t *testing.T) {
	ft := controllertest.NewManualTime()
	tc := model.TimeControl{Main: 5 * time.Second}
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp, Clock: tc, Time: ft,
		Moves: sq(t, "h8"), ComputerToMove: true})
	d.s.ClockFromNextMove()
	if st := d.pump(); st.Game.MoveCount() != 2 || st.Clocks.Running {
		t.Fatalf("after the computer's answer: %d stones, the clocks %+v", st.Game.MoveCount(), st.Clocks)
	}
	ft.Advance(2 * time.Second)
	if st := d.s.Snapshot(); st.Clocks.Left[0] != tc.Main {
		t.Errorf("the person's clock ran before their stone: left %v", st.Clocks.Left)
	}
	d.play("h9")
	if st := d.s.Snapshot(); !st.Clocks.Running {
		t.Errorf("the clocks wait still after the person's stone: %+v", st.Clocks)
	}
}

// On a clock, moves are taken back only against the computer, as in
// Othello: between two people, or in a demo, each move's time stays
// spent. Without a clock they are taken back a stone at a time.
func TestSessionUndoOnAClock(t *testing.T) {
	tc := model.TimeControl{Main: time.Minute}
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3 a4 a6 a8")}
	for _, c := range []struct {
		name string
		cfg  SessionConfig
		undo bool
	}{
		{"two people on a clock", SessionConfig{TwoPeople: true, Clock: tc}, false},
		{"two people", SessionConfig{TwoPeople: true}, true},
		{"against the computer on a clock", SessionConfig{Opening: Free, First: true, Opponent: opp, Clock: tc}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.cfg.Time = controllertest.NewManualTime()
			d := newDriver(t, c.cfg)
			d.play("h8")
			if c.cfg.TwoPeople {
				d.play("h9")
			}
			if st := d.s.Snapshot(); st.CanUndo != c.undo || d.s.Undo() != c.undo || d.s.State().Can().Undo != (c.undo && c.cfg.TwoPeople) {
				t.Errorf("undo offered %v, want %v (now %+v)", st.CanUndo, c.undo, d.s.Snapshot())
			}
		})
	}
	// a demo on a clock runs to its end, and nothing is taken back
	d := newDriver(t, SessionConfig{Demo: true, Opponent: opp, Clock: tc, Time: controllertest.NewManualTime()})
	if st := d.pump(); st.Phase != Ended || st.CanUndo || d.s.Undo() {
		t.Errorf("a demo on a clock offers undo: %+v", st)
	}
}

// A failure that comes back after the failing side's flag fell ends the
// game on time: the game does not wait on an opponent that has lost.
func TestSessionFailureAfterTheFlag(t *testing.T) {
	ft := controllertest.NewManualTime()
	opp := &listed{scripted: scripted{name: "broken"}, err: errors.New("it crashed")}
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp, Clock: model.TimeControl{Main: time.Second}, Time: ft})
	if err := d.s.Play(gomoku.Center(15)); err != nil {
		t.Fatal(err)
	}
	var answer func()
	select {
	case answer = <-d.queue:
	case <-time.After(10 * time.Second):
		t.Fatal("the computer never answered")
	}
	ft.Advance(2 * time.Second)
	answer()
	st := d.s.Snapshot()
	if st.Phase != Ended || !st.Clocks.Flagged || st.Winner != gomoku.Black || st.Stalled != nil {
		t.Fatalf("the failure after the flag: phase %v on time %v winner %v stalled %v", st.Phase, st.Clocks.Flagged, st.Winner, st.Stalled)
	}
	if last := d.events[len(d.events)-1].Kind; last != session.GameOver {
		t.Errorf("the last event is %v, want GameOver", last)
	}
}

// A flag that falls takes the hint and the computer's line off with the
// game: the ring stayed on its point under "Black's flag fell".
func TestFlagFallClearsTheHint(t *testing.T) {
	ft := controllertest.NewManualTime()
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp, Hinter: sg.NewPlayer(level.Easy, 1),
		Clock: model.TimeControl{Main: 10 * time.Second}, Time: ft})
	d.play("h8")
	if !d.s.Hint() {
		t.Fatal("no hint")
	}
	(<-d.queue)()
	if st := d.s.Snapshot(); st.Hint == gomoku.NoSquare {
		t.Fatalf("before the flag: no hint")
	}
	d.flagFalls(ft, 11*time.Second)
	if st := d.s.Snapshot(); st.Phase != Ended || st.Hint != gomoku.NoSquare || st.Search != nil {
		t.Errorf("after the flag: phase %v, hint %v, the computer's line %v", st.Phase, st.Hint, st.Search)
	}
}

// flagFalls moves the time on by past a flag's fall, and runs the fall
// its timer hands the session.
func (d *driver) flagFalls(ft *controllertest.ManualTime, past time.Duration) {
	d.t.Helper()
	ft.Advance(past)
	select {
	case f := <-d.queue:
		f()
	case <-time.After(10 * time.Second):
		d.t.Fatal("the flag's timer never came")
	}
}
