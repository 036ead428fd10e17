package gomoku

import (
	"context"
	"errors"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"othello/controller/arbiter"
	"othello/controller/child"
	"othello/controller/session"
	"othello/model"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// listed moves from a list, the first empty square of it; it answers the
// opening's questions as scripted does.
type listed struct {
	scripted
	moves []gomoku.Square
	err   error // returned by Move when set
}

func (l *listed) Move(_ context.Context, g *gomoku.Game, _ arbiter.Clock) (sg.Result, error) {
	if l.err != nil {
		return sg.Result{}, l.err
	}
	for _, m := range l.moves {
		if g.Check(m) == nil || !m.Inside(gomoku.MaxSize) || g.Board().Empty(m) {
			return sg.Result{Move: m}, nil
		}
	}
	return sg.Result{Move: gomoku.NoSquare}, nil
}

// driver runs a session on the test's goroutine: the searches' answers
// wait on a queue until pump runs them.
type driver struct {
	t      *testing.T
	s      *Session
	queue  chan func()
	events []SessionEvent
}

func newDriver(t *testing.T, cfg SessionConfig) *driver {
	t.Helper()
	d := &driver{t: t, queue: make(chan func(), 16)}
	if cfg.Size == 0 {
		cfg.Size = 15
	}
	cfg.Dispatch = func(f func()) { d.queue <- f }
	cfg.Listener = func(e SessionEvent) { d.events = append(d.events, e) }
	s, err := NewSession(cfg)
	if err != nil {
		t.Fatal(err)
	}
	d.s = s
	t.Cleanup(func() { s.Close(); s.Wait() })
	s.Start()
	return d
}

// pump runs the searches' answers until the session waits for the person
// or has ended.
func (d *driver) pump() Snapshot {
	d.t.Helper()
	for d.s.Snapshot().Thinking {
		select {
		case f := <-d.queue:
			f()
		case <-time.After(10 * time.Second):
			d.t.Fatal("the computer never answered")
		}
	}
	return d.s.Snapshot()
}

func (d *driver) play(names string) {
	d.t.Helper()
	for _, m := range sq(d.t, names) {
		if err := d.s.Play(m); err != nil {
			d.t.Fatalf("%s: %v", m.Name(15), err)
		}
		d.pump()
	}
}

func TestSessionFreeGameWonUndoneAndRedone(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3 a4 a6 a8")}
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp})
	if st := d.s.Snapshot(); !st.PersonToMove || st.Person != gomoku.Black {
		t.Fatalf("the person does not open as Black: %+v", st)
	}
	if err := d.s.Play(gomoku.At(20, 20)); err == nil {
		t.Error("a stone off the board was taken")
	}
	d.play("h8 i8 j8 k8")
	if st := d.s.Snapshot(); st.Game.MoveCount() != 8 || !st.CanUndo || st.CanRedo {
		t.Fatalf("after four moves each: %d moves, undo %v redo %v", st.Game.MoveCount(), st.CanUndo, st.CanRedo)
	}
	if !d.s.Undo() || d.s.Snapshot().Game.MoveCount() != 6 || !d.s.Snapshot().PersonToMove {
		t.Fatalf("undo left %d moves", d.s.Snapshot().Game.MoveCount())
	}
	if !d.s.Redo() || d.s.Snapshot().Game.MoveCount() != 8 || !d.s.Snapshot().PersonToMove {
		t.Fatalf("redo left %d moves", d.s.Snapshot().Game.MoveCount())
	}
	d.play("l8")
	st := d.s.Snapshot()
	if st.Phase != Ended || st.Winner != gomoku.Black || len(st.Line) != 5 || st.Forfeit != nil {
		t.Fatalf("the five did not win: %+v", st)
	}
	if d.events[len(d.events)-1].Kind != session.GameOver {
		t.Errorf("last event %v", d.events[len(d.events)-1].Kind)
	}
	if err := d.s.Play(gomoku.At(0, 14)); err == nil {
		t.Error("a stone was taken after the end")
	}
}

func TestSessionSwap2PersonFirst(t *testing.T) {
	// the computer places two more stones; the person takes White and
	// moves
	opp := &listed{scripted: scripted{name: "list", answers: []Choice{{Moves: sq(t, "j10 g7")}}}, moves: sq(t, "a1 a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Swap2, First: true, Opponent: opp})
	if st := d.s.Snapshot(); st.Phase != Placing || st.Placing != 3 || st.Question != PlaceThree {
		t.Fatalf("not asked for three stones: %+v", st)
	}
	d.play("h8 h9 i9")
	st := d.pump()
	if st.Phase != Choosing || st.Question != ChooseAfterFive || st.Game.MoveCount() != 5 {
		t.Fatalf("after the computer's two stones: %+v", st)
	}
	if err := d.s.PlaceTwo(); err == nil {
		t.Error("two more stones accepted after five")
	}
	if err := d.s.Choose(gomoku.White); err != nil {
		t.Fatal(err)
	}
	if st := d.s.Snapshot(); st.Person != gomoku.White || !st.PersonToMove || st.CanUndo {
		t.Fatalf("after taking White: %+v", st)
	}
	d.play("k11")
	if st := d.s.Snapshot(); st.Game.MoveCount() != 7 || !st.CanUndo {
		t.Fatalf("the computer did not answer as Black: %d", st.Game.MoveCount())
	}
	d.s.Undo()
	if st := d.s.Snapshot(); st.Game.MoveCount() != 5 || st.CanUndo {
		t.Fatalf("undo went into the opening: %d", st.Game.MoveCount())
	}
	if len(opp.asked) != 1 || opp.asked[0] != ChooseOrPlace {
		t.Errorf("the computer was asked %v", opp.asked)
	}
}

func TestSessionSwap2PersonSecond(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list", answers: []Choice{{Moves: sq(t, "h8 h9 i9")}, {Swap: true}}}, moves: sq(t, "a1 a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Swap2, Opponent: opp})
	st := d.pump()
	if st.Phase != Choosing || st.Question != ChooseOrPlace || st.Game.MoveCount() != 3 {
		t.Fatalf("after the computer's three stones: %+v", st)
	}
	if err := d.s.PlaceTwo(); err != nil {
		t.Fatal(err)
	}
	d.play("j10 g7")
	st = d.pump()
	// the computer swapped: it takes Black, the person White moves
	if st.Person != gomoku.White || !st.PersonToMove || st.Game.MoveCount() != 5 {
		t.Fatalf("after the computer's choice: %+v", st)
	}
}

func TestSessionSwapComputerTakesWhite(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list", answers: []Choice{{Moves: sq(t, "a1")}}}, moves: sq(t, "a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Swap, First: true, Opponent: opp})
	d.play("h8 h9 i9")
	st := d.pump()
	if st.Person != gomoku.Black || !st.PersonToMove || st.Game.MoveCount() != 4 || st.Game.LastMove() != gomoku.At(0, 14) {
		t.Fatalf("after the computer took White: %+v", st)
	}
}

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

func TestSessionHintAndCancel(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3")}
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp, Hinter: sg.NewPlayer(level.Easy, 1)})
	if !d.s.Hint() {
		t.Fatal("no hint")
	}
	f := <-d.queue
	f()
	st := d.s.Snapshot()
	if st.Hinting || st.Hint == gomoku.NoSquare {
		t.Fatalf("hint %+v", st)
	}
	// a stone played clears it
	d.play("h8")
	if st := d.s.Snapshot(); st.Hint != gomoku.NoSquare {
		t.Errorf("the hint outlived the move: %v", st.Hint)
	}
	// an answer that comes after an undo is dropped
	opp.moves = sq(t, "b1 b2")
	d.s.Play(sq(t, "h9")[0])
	d.s.Undo()
	n := d.s.Snapshot().Game.MoveCount()
	select {
	case f := <-d.queue:
		f()
	case <-time.After(100 * time.Millisecond):
	}
	if d.s.Snapshot().Game.MoveCount() != n {
		t.Error("a cancelled answer was played")
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

// Two people at the board: each stone is the person's, whoever is to move;
// undo and redo go one stone at a time; five wins for its colour.
func TestSessionTwoPeople(t *testing.T) {
	d := newDriver(t, SessionConfig{TwoPeople: true, Opening: Swap2})
	if st := d.s.Snapshot(); st.Person != gomoku.Black || !st.PersonToMove || st.Phase != Moving || st.Opponent != "" {
		t.Fatalf("at the start: %+v", st)
	}
	d.play("h8 a1 i8 a2 j8 a3 k8")
	st := d.s.Snapshot()
	if st.Person != gomoku.White || !st.PersonToMove || st.Thinking || st.Game.MoveCount() != 7 {
		t.Fatalf("after seven stones: %+v", st)
	}
	if !d.s.Undo() || d.s.Snapshot().Game.MoveCount() != 6 || d.s.Snapshot().Person != gomoku.Black {
		t.Fatalf("undo did not take back one stone: %+v", d.s.Snapshot())
	}
	if !d.s.Redo() || d.s.Snapshot().Game.MoveCount() != 7 || d.s.Snapshot().Person != gomoku.White {
		t.Fatalf("redo did not play one stone again: %+v", d.s.Snapshot())
	}
	d.play("a4 l8")
	st = d.s.Snapshot()
	if st.Phase != Ended || st.Winner != gomoku.Black || len(st.Line) != 5 {
		t.Fatalf("Black's five did not win: %+v", st)
	}
	if _, err := NewSession(SessionConfig{Size: 15, TwoPeople: true, Opponent: &listed{}}); err == nil {
		t.Error("two people with an opponent were taken")
	}
	if _, err := NewSession(SessionConfig{Size: 15}); err == nil {
		t.Error("a game against nobody was taken")
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

// The listener hears of a change once it is over, as Othello's does: told
// of the person's stone, it finds the computer already answering, and
// whatever it does from there (here a second stone, refused) is told
// after the events the stone brought, in order.
func TestSessionTellsOnceTheChangeIsOver(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3")}
	queue := make(chan func(), 16)
	var s *Session
	var kinds []session.EventKind
	var thinkingAtStone bool
	var refused error
	s, err := NewSession(SessionConfig{Size: 15, Opening: Free, First: true, Opponent: opp,
		Dispatch: func(f func()) { queue <- f },
		Listener: func(e SessionEvent) {
			kinds = append(kinds, e.Kind)
			if e.Kind == session.Placed && e.ByPerson {
				thinkingAtStone = s.Snapshot().Thinking
				refused = s.Play(sq(t, "j10")[0])
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close(); s.Wait() })
	s.Start()
	if err := s.Play(sq(t, "h8")[0]); err != nil {
		t.Fatal(err)
	}
	if !thinkingAtStone {
		t.Error("told of the person's stone before the change was over: the computer was not answering yet")
	}
	if refused != ErrNotYourTurn {
		t.Errorf("a stone played from the listener while the computer answers: %v, want %v", refused, ErrNotYourTurn)
	}
	if want := []session.EventKind{session.GameStarted, session.Placed, session.ThinkingStarted}; !slices.Equal(kinds, want) {
		t.Errorf("events %v, want %v", kinds, want)
	}
}
