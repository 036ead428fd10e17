// Tests of the computer's side: an opponent that fails, our own binary as an
// external brain, and the demo where the computer plays both sides.

package gomoku

import (
	"errors"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"othello/controller/child"
	"othello/controller/session"
	"othello/model"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// A computer's side that cannot answer stops the game, as an engine stops
// Othello's: it waits, its clock held, told EngineFailed with the reason;
// Resume asks it again, started afresh, and SetOpponent hands its side to
// another player, who plays on from the position. Nobody wins by it.
func TestSessionWaitsOnAFailedOpponent(t *testing.T) {
	opp := &listed{scripted: scripted{name: "broken"}, err: child.Failure(child.Crashed, "it crashed")}
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp, Clock: model.TimeControl{Main: time.Minute}})
	d.play("h8")
	st := d.s.Snapshot()
	if st.Phase == Ended || st.Forfeit != nil || st.Stalled == nil || !strings.Contains(st.Stalled.Error(), "crashed") {
		t.Fatalf("the failure did not stop the game: %+v", st)
	}
	if last := d.events[len(d.events)-1]; last.Kind != session.EngineFailed {
		t.Errorf("the last event is %v, want EngineFailed", last.Kind)
	}
	if st.Clocks.Running {
		t.Error("a clock runs while the game waits on the failed opponent")
	}
	// asked again, it fails again; a new opponent plays on
	if !d.s.Resume() {
		t.Fatal("Resume did not ask the failed opponent again")
	}
	if st := d.pump(); st.Stalled == nil || st.Game.MoveCount() != 1 {
		t.Fatalf("asked again: %+v", st)
	}
	good := &listed{scripted: scripted{name: "good"}, moves: sq(t, "a1 a2 a3")}
	if !d.s.SetOpponent(good) {
		t.Fatal("SetOpponent refused the new opponent")
	}
	st = d.pump()
	if st.Stalled != nil || st.Game.MoveCount() != 2 || st.Game.LastMove() != sq(t, "a1")[0] || st.Opponent != "good" || !st.PersonToMove {
		t.Fatalf("after the new opponent: %+v", st)
	}
	if opp.closes != 1 {
		t.Errorf("the failed opponent was closed %d times, want once", opp.closes)
	}
	if d.s.SetOpponent(opp) {
		t.Error("SetOpponent replaced an opponent that had not failed")
	}
	// an illegal stone stops it too
	opp = &listed{scripted: scripted{name: "illegal"}, moves: []gomoku.Square{gomoku.At(16, 1)}}
	d = newDriver(t, SessionConfig{Opening: Free, Opponent: opp})
	st = d.pump()
	var fe *child.Error
	if st.Stalled == nil || !errors.As(st.Stalled, &fe) || fe.Kind != child.Illegal || st.Phase == Ended {
		t.Fatalf("an illegal stone was not refused: %+v", st)
	}
}

// Our own binary as an external brain: a game of a few moves, then the
// session closes it.
func TestSessionWithOurBrain(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the othello binary")
	}
	c, _, err := ParseBrainSpec("brain:" + othelloBin + " gomoku brain --level easy")
	if err != nil {
		t.Fatal(err)
	}
	c.TurnTime, c.Grace = time.Second, 30*time.Second // not held to the second on a loaded machine
	b := NewBrain(c)
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: b})
	d.play("h8 h9 h10")
	if st := d.s.Snapshot(); st.Forfeit != nil || st.Game.MoveCount() != 6 {
		t.Fatalf("the brain did not play: %+v", st.Forfeit)
	}
	pid := b.PID()
	d.s.Close()
	d.s.Wait()
	if pid != 0 && exec.Command("kill", "-0", strconv.Itoa(pid)).Run() == nil {
		t.Errorf("brain %d still runs", pid)
	}
}

// In a demo the computer plays both sides from the free opening, nobody
// else may place a stone, and the game runs to its end by itself.
func TestSessionDemo(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "h8 a1 i8 a2 j8 a3 k8 a4 l8")}
	d := newDriver(t, SessionConfig{Demo: true, Opening: Swap2, Opponent: opp})
	if st := d.s.Snapshot(); st.PersonToMove || !st.Thinking || st.Person != gomoku.NoColor || st.Opponent != "list" {
		t.Fatalf("at the start of a demo: %+v", st)
	}
	if err := d.s.Play(gomoku.At(7, 0)); err != ErrNotYourTurn {
		t.Errorf("a stone was offered in a demo: %v", err)
	}
	st := d.pump()
	if st.Phase != Ended || st.Winner != gomoku.Black || len(st.Line) != 5 || st.Game.MoveCount() != 9 || st.CanRedo || st.PersonToMove {
		t.Fatalf("the demo did not end with Black's five: %+v", st)
	}
	if d.s.Hint() {
		t.Error("a hint in a demo")
	}
	if d.s.Pause() || d.s.Resume() {
		t.Error("a demo that has ended paused or resumed")
	}
	// undo takes back a stone at a time and pauses the demo, as
	// Othello's does; redone to its last stone, the game is over again
	if !d.s.Snapshot().CanUndo || !d.s.Undo() {
		t.Fatal("no undo at the end of a demo")
	}
	if st := d.s.Snapshot(); st.Game.MoveCount() != 8 || !st.Paused || st.Thinking || st.Phase != Moving || !st.CanUndo || !st.CanRedo {
		t.Fatalf("undone at the end of a demo: %+v", st)
	}
	if !d.s.Undo() || d.s.Snapshot().Game.MoveCount() != 7 || !d.s.Redo() || !d.s.Redo() {
		t.Fatal("undo and redo a stone at a time in a demo")
	}
	if st := d.s.Snapshot(); st.Game.MoveCount() != 9 || st.Phase != Ended || st.Winner != gomoku.Black || st.Paused || st.CanRedo {
		t.Fatalf("redone to the end of a demo: %+v", st)
	}

	// paused after its first stone, the demo drops the search under way
	// and plays nothing until it is resumed, then plays the same game
	d = newDriver(t, SessionConfig{Demo: true, Opponent: opp})
	(<-d.queue)()
	if n := d.s.Snapshot().Game.MoveCount(); n != 1 || !d.s.Snapshot().Thinking {
		t.Fatalf("after the first answer: %d stones, thinking %v", n, d.s.Snapshot().Thinking)
	}
	if !d.s.Pause() || d.s.Pause() {
		t.Fatal("the demo did not pause once")
	}
	d.s.computer.Last().Wait()
	for len(d.queue) > 0 {
		(<-d.queue)()
	}
	if st := d.s.Snapshot(); !st.Paused || st.Thinking || st.Game.MoveCount() != 1 || st.Phase == Ended {
		t.Fatalf("paused: %+v", st)
	}
	if !d.s.Resume() || d.s.Snapshot().Paused || !d.s.Snapshot().Thinking {
		t.Fatalf("resumed: %+v", d.s.Snapshot())
	}
	if st := d.pump(); st.Phase != Ended || st.Winner != gomoku.Black || st.Game.MoveCount() != 9 {
		t.Fatalf("the resumed demo did not end with Black's five: %+v", st)
	}
	if newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp}).s.Pause() {
		t.Error("a game against the computer paused as a demo")
	}

	// the side to move that cannot answer loses: here Black, at once
	broken := &listed{scripted: scripted{name: "broken"}, err: child.Failure(child.Crashed, "it crashed")}
	st = newDriver(t, SessionConfig{Demo: true, Opponent: broken}).pump()
	if st.Phase != Ended || st.Forfeit == nil || st.Forfeit.Player != 0 || st.Winner != gomoku.White || st.Person != gomoku.NoColor {
		t.Fatalf("a forfeit in a demo: %+v", st)
	}

	// one of our levels against itself on the smallest board, to the end
	seed := uint64(3)
	st = newDriver(t, SessionConfig{Demo: true, Size: gomoku.MinSize, Opponent: Builtin("EASY", sg.NewPlayer(level.Easy, seed), seed)}).pump()
	if st.Phase != Ended || st.Forfeit != nil || st.Game.MoveCount() < 9 {
		t.Fatalf("EASY against itself did not finish a game: %+v", st)
	}
}
