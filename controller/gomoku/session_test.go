// Tests of a Gomoku session's course of play: undo and redo, hints, two people
// at the board and what the listener is told; with the drivers the other tests share.

package gomoku

import (
	"context"
	"slices"
	"testing"
	"time"

	"othello/controller/arbiter"
	"othello/controller/session"
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

// PlayFrom plays on from an earlier position, as Othello's does: the
// later stones go, the computer answers at once where it is to move, an
// Undo straight after brings the game back as it was, and a stone played
// makes the new game the one Undo walks. It never goes into the opening.
func TestSessionPlayFrom(t *testing.T) {
	opp := &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2 a3 a4 a5 a6")}
	d := newDriver(t, SessionConfig{Opening: Free, First: true, Opponent: opp})
	d.play("h8 i8 j8")
	whole := d.s.Snapshot().Game.Moves()
	if len(whole) != 6 {
		t.Fatalf("%d stones, want three each", len(whole))
	}
	// the person to move there: the game waits for them
	if !d.s.PlayFrom(2) {
		t.Fatal("PlayFrom(2) refused")
	}
	st := d.pump()
	if st.Game.MoveCount() != 2 || !st.PersonToMove || !st.CanUndo {
		t.Fatalf("after PlayFrom(2): %d stones, person to move %v, undo %v", st.Game.MoveCount(), st.PersonToMove, st.CanUndo)
	}
	if !d.s.Undo() || !slices.Equal(d.s.Snapshot().Game.Moves(), whole) {
		t.Fatalf("undo after PlayFrom: %v, want the game back %v", d.s.Snapshot().Game.Moves(), whole)
	}
	// the computer to move there: it answers at once
	if !d.s.PlayFrom(3) {
		t.Fatal("PlayFrom(3) refused")
	}
	if st = d.pump(); st.Game.MoveCount() != 4 || !st.PersonToMove {
		t.Fatalf("after PlayFrom(3): %d stones, person to move %v; want the computer's answer", st.Game.MoveCount(), st.PersonToMove)
	}
	// a stone of the person's: Undo now takes back to their last turn
	d.play("k8")
	if st = d.s.Snapshot(); st.Game.MoveCount() != 6 {
		t.Fatalf("%d stones after the person's move", st.Game.MoveCount())
	}
	if !d.s.Undo() || d.s.Snapshot().Game.MoveCount() != 4 {
		t.Errorf("undo after a move went to %d stones, want 4", d.s.Snapshot().Game.MoveCount())
	}
	for _, n := range []int{-1, 4, 9} {
		if d.s.PlayFrom(n) {
			t.Errorf("PlayFrom(%d) of a game of 4 stones was taken", n)
		}
	}
}

// PlayFrom never goes below the stones of the opening that settled the
// colours.
func TestSessionPlayFromStopsAtTheOpening(t *testing.T) {
	d := newDriver(t, SessionConfig{Opening: Swap, First: true, Opponent: &listed{scripted: scripted{name: "list"}, moves: sq(t, "a1 a2")},
		Moves: sq(t, "h8 i9 j10 h9"), Floor: 3})
	_ = d.pump()
	if d.s.PlayFrom(2) {
		t.Error("PlayFrom went into the opening's stones")
	}
	if !d.s.PlayFrom(3) {
		t.Error("PlayFrom(3), the opening's last stone, was refused")
	}
}
