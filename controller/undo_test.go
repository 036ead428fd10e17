package controller_test

import (
	"reflect"
	"strings"
	"testing"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
)

func TestUndoRedoHumanVsComputer(t *testing.T) {
	g := loadGames(t)[0] // white passes at move 57
	h := newHarness(t, same(bookOf(g.moves)), nil)
	h.c.NewGame(controller.DefaultSettings())
	if s := h.c.Snapshot(); s.CanUndo {
		t.Fatal("CanUndo at the start")
	}
	h.c.PlayCell(model.CellOfSquare(g.moves[0]))
	h.waitDispatched()
	h.c.PlayCell(model.CellOfSquare(g.moves[2]))
	h.waitDispatched()
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, g.moves[:4]) {
		t.Fatalf("moves %v, want %v", got, g.moves[:4])
	}
	h.take()

	h.c.Undo() // back to the human's previous turn: two moves
	snap := h.c.Snapshot()
	if !reflect.DeepEqual(snap.Game.Moves(), g.moves[:2]) || !snap.PersonToMove || snap.Thinking {
		t.Fatalf("after undo: moves %v human=%v thinking=%v", snap.Game.Moves(), snap.PersonToMove, snap.Thinking)
	}
	if !reflect.DeepEqual(snap.Game.Redo(), g.moves[2:4]) || !snap.CanRedo {
		t.Errorf("redo list %v, want %v", snap.Game.Redo(), g.moves[2:4])
	}
	h.c.Undo()
	if snap = h.c.Snapshot(); snap.Game.Len() != 0 || snap.CanUndo {
		t.Fatalf("after second undo: moves %v canUndo %v", snap.Game.Moves(), snap.CanUndo)
	}
	h.c.Undo() // nothing left: no event
	h.c.Redo()
	h.c.Redo()
	if snap = h.c.Snapshot(); !reflect.DeepEqual(snap.Game.Moves(), g.moves[:4]) || snap.CanRedo || !snap.PersonToMove {
		t.Fatalf("after two redos: moves %v canRedo %v", snap.Game.Moves(), snap.CanRedo)
	}
	want := []session.EventKind{session.Undone, session.Undone, session.Redone, session.Redone}
	if got := kinds(h.take()); !reflect.DeepEqual(got, want) {
		t.Fatalf("events %v, want %v", got, want)
	}

	// Near the end black passes twice while the computer plays c8, a8 and
	// h8; undo from black's h7 turn goes back past all of them to g7.
	if g.moves[56] != model.Pass || g.moves[58] != model.Pass {
		t.Fatalf("test game no longer has black's passes at 56 and 58: %v", g.moves[54:60])
	}
	h.c.Load(mustGame(t, transcript(g.moves[:56])), controller.DefaultSettings())
	for !h.c.Snapshot().PersonToMove {
		h.waitDispatched()
	}
	if snap = h.c.Snapshot(); !reflect.DeepEqual(snap.Game.Moves(), g.moves[:60]) {
		t.Fatalf("the computer's run of moves: %v, want %v", snap.Game.Moves()[54:], g.moves[54:60])
	}
	h.c.Undo()
	snap = h.c.Snapshot()
	if !reflect.DeepEqual(snap.Game.Moves(), g.moves[:54]) || !snap.PersonToMove || !reflect.DeepEqual(snap.Game.Redo(), g.moves[54:60]) {
		t.Fatalf("undo left moves ...%v redo %v, want to stop before g7", snap.Game.Moves()[50:], snap.Game.Redo())
	}
	h.c.Redo()
	if snap = h.c.Snapshot(); !reflect.DeepEqual(snap.Game.Moves(), g.moves[:60]) || !snap.PersonToMove || snap.Thinking {
		t.Fatalf("redo left moves ...%v human=%v", snap.Game.Moves()[50:], snap.PersonToMove)
	}
}

func transcript(moves []model.Square) string {
	var sb strings.Builder
	for _, sq := range moves {
		if sq != model.Pass {
			sb.WriteString(sq.String())
		}
	}
	return sb.String()
}

func TestUndoRedoHumanVsHumanSkipsForcedPass(t *testing.T) {
	g := loadGames(t)[0] // black passes at 56 and 58
	h := newHarness(t, same(failPlayer{t}), nil)
	s := controller.Settings{Mode: controller.HumanVsHuman}
	h.c.Load(mustGame(t, transcript(g.moves[:60])), s) // through white's h8
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, g.moves[:60]) {
		t.Fatalf("loaded ...%v", got[50:])
	}
	h.c.Undo() // takes back h8
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, g.moves[:59]) {
		t.Fatalf("first undo left ...%v", got[50:])
	}
	h.c.Undo() // takes back black's forced pass and white's a8 before it
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, g.moves[:57]) {
		t.Fatalf("second undo left ...%v", got[50:])
	}
	h.take()
	h.c.Redo() // a8, then black's forced pass
	evs := h.take()
	if want := []session.EventKind{session.Redone, session.Passed}; !reflect.DeepEqual(kinds(evs), want) {
		t.Fatalf("redo events %v, want %v", kinds(evs), want)
	}
	if evs[1].Color != model.Black {
		t.Errorf("%v, want black to pass", evs[1])
	}
	if got := h.c.Snapshot().Game.Moves(); !reflect.DeepEqual(got, g.moves[:59]) {
		t.Fatalf("redo left ...%v", got[50:])
	}
	h.c.Redo()
	if got := h.c.Snapshot(); !reflect.DeepEqual(got.Game.Moves(), g.moves[:60]) || got.CanRedo {
		t.Fatalf("second redo left ...%v canRedo %v", got.Game.Moves()[50:], got.CanRedo)
	}
	// Playing something else after an undo forgets the redo list.
	h.c.Undo()
	alt := model.NoCell
	for _, c := range h.c.Snapshot().Sized.Board.MoveCells() {
		if c != model.CellOfSquare(g.moves[59]) {
			alt = c
		}
	}
	if alt != model.NoCell {
		h.c.PlayCell(alt)
		if h.c.Snapshot().CanRedo {
			t.Error("redo survived a different move")
		}
	}
}

func TestUndoPausesDemo(t *testing.T) {
	g := loadGames(t)[0]
	b := newBlocker()
	h := newHarness(t, same(b), nil)
	h.c.Load(mustGame(t, transcript(g.moves[:6])), controller.Settings{Mode: controller.ComputerVsComputer})
	<-b.started
	h.c.Undo()
	snap := h.c.Snapshot()
	if !snap.Paused || snap.Thinking || !reflect.DeepEqual(snap.Game.Moves(), g.moves[:5]) {
		t.Fatalf("after undo: paused=%v thinking=%v moves=%v", snap.Paused, snap.Thinking, snap.Game.Moves())
	}
	h.c.Redo()
	if snap = h.c.Snapshot(); !snap.Paused || !reflect.DeepEqual(snap.Game.Moves(), g.moves[:6]) {
		t.Fatalf("after redo: paused=%v moves=%v", snap.Paused, snap.Game.Moves())
	}
	go func() { b.release <- model.NoSquare }()
	h.waitDispatched()
	if n := len(h.c.Snapshot().Game.Moves()); n != 6 {
		t.Fatalf("the stale demo move was played: %d moves", n)
	}
}

// Play on from a reviewed position drops the later moves; Undo brings them
// all back, until a person plays on.
func TestPlayFromDropsLaterMovesAndUndoBringsThemBack(t *testing.T) {
	const game = "f5d6c3d3c4f4"
	two := controller.Settings{Mode: controller.HumanVsHuman}
	h := newHarness(t, same(failPlayer{t}), nil)
	g, err := model.ParseGame(game)
	if err != nil {
		t.Fatal(err)
	}
	h.c.Load(g, two)
	h.take()
	h.c.PlayFrom(2)
	s := h.c.Snapshot()
	if got := s.Game.Transcript(); got != "f5d6" || !s.CanUndo {
		t.Fatalf("play on from move 2 left %q (can undo %v)", got, s.CanUndo)
	}
	if got := kinds(h.take()); !reflect.DeepEqual(got, []session.EventKind{session.Undone}) {
		t.Errorf("events %v", got)
	}
	h.c.Undo()
	if got := h.c.Snapshot().Game.Transcript(); got != game {
		t.Fatalf("undo after play on left %q, want %q back", got, game)
	}
	h.c.Undo() // an ordinary undo again: one move
	if got := h.c.Snapshot().Game.Transcript(); got != "f5d6c3d3c4" {
		t.Fatalf("the next undo left %q", got)
	}

	// Once a move is played from there, Undo takes back that move only.
	h.c.PlayFrom(2)
	h.c.PlayCell(model.CellOfSquare(model.C5))
	h.c.Undo()
	if got := h.c.Snapshot().Game.Transcript(); got != "f5d6" {
		t.Errorf("undo after playing on left %q, want f5d6", got)
	}
	for _, n := range []int{-1, 2, 9} {
		before := h.c.Snapshot().Game.Transcript()
		h.c.PlayFrom(n) // from the current position or outside the game: nothing to do
		if got := h.c.Snapshot().Game.Transcript(); got != before {
			t.Errorf("PlayFrom(%d) changed %q to %q", n, before, got)
		}
	}
}

// Playing on from a position where the computer has the turn starts its
// search at once.
func TestPlayFromStartsTheComputer(t *testing.T) {
	b := newBlocker()
	h := newHarness(t, same(b), nil)
	g, err := model.ParseGame("f5d6c3d3")
	if err != nil {
		t.Fatal(err)
	}
	h.c.Load(g, controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black})
	h.c.PlayFrom(1) // White, the computer, to move after f5
	if s := h.c.Snapshot(); !s.Thinking || s.Game.Len() != 1 {
		t.Fatalf("thinking %v after play on from move 1 (%q)", s.Thinking, s.Game.Transcript())
	}
	<-b.started
	h.c.Undo() // drops the search and brings the four moves back
	if s := h.c.Snapshot(); s.Thinking || s.Game.Transcript() != "f5d6c3d3" {
		t.Errorf("undo left %q, thinking %v", s.Game.Transcript(), s.Thinking)
	}
	b.release <- model.D6
}
