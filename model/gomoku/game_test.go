package gomoku_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"othello/model/gomoku"
)

// play plays a renju move list on a new game, failing the test on error.
func play(t *testing.T, size int, rule gomoku.Rule, moves string) *gomoku.Game {
	t.Helper()
	g, err := gomoku.NewGame(size, rule)
	if err != nil {
		t.Fatal(err)
	}
	ms, err := gomoku.ParseMoves(moves, size)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PlayAll(ms); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestGameWin(t *testing.T) {
	// Black h8 i8 j8 k8, White h9 i9 j9 k9; Black's l8 makes five
	g := play(t, 15, gomoku.Freestyle, "h8 h9 i8 i9 j8 j9 k8 k9")
	if g.Over() || g.Turn() != gomoku.Black || g.MoveCount() != 8 {
		t.Fatalf("after 8 moves: over %v turn %v count %d", g.Over(), g.Turn(), g.MoveCount())
	}
	l8, _ := gomoku.ParseSquare("l8", 15)
	if err := g.Play(l8); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || g.Winner() != gomoku.Black || g.Drawn() || g.LastMove() != l8 {
		t.Fatalf("after l8: over %v winner %v drawn %v last %v", g.Over(), g.Winner(), g.Drawn(), g.LastMove())
	}
	if got := gomoku.FormatMoves(g.WinningLine(), 15); got != "h8 i8 j8 k8 l8" {
		t.Errorf("winning line %q", got)
	}
	if err := g.Play(gomoku.At(0, 0)); !errors.Is(err, gomoku.ErrIllegalMove) || !strings.Contains(err.Error(), "game is over") {
		t.Errorf("a move after the win: %v", err)
	}

	// undo reopens the game, redo wins it again
	if !g.Undo() || g.Over() || g.Winner() != gomoku.NoColor || g.WinningLine() != nil || g.Turn() != gomoku.Black {
		t.Fatalf("after undo: over %v winner %v line %v turn %v", g.Over(), g.Winner(), g.WinningLine(), g.Turn())
	}
	if !g.CanRedo() || !g.Redo() || g.Winner() != gomoku.Black || len(g.WinningLine()) != 5 {
		t.Fatalf("after redo: winner %v line %v", g.Winner(), g.WinningLine())
	}
	if g.Redo() {
		t.Error("Redo with nothing undone")
	}
}

func TestUndoRedo(t *testing.T) {
	g := play(t, 15, gomoku.Standard, "h8 i9 j10 a1")
	start := g.Moves()
	for i := len(start); i > 0; i-- {
		if !g.CanUndo() || !g.Undo() {
			t.Fatalf("undo %d refused", i)
		}
		if g.MoveCount() != i-1 || g.Board().Count() != i-1 || g.Turn() != gomoku.Color((i-1)%2) {
			t.Fatalf("after undoing to %d: count %d stones %d turn %v", i-1, g.MoveCount(), g.Board().Count(), g.Turn())
		}
	}
	if g.Undo() || g.LastMove() != gomoku.NoSquare {
		t.Fatal("undo at the start")
	}
	for g.Redo() {
	}
	if !slices.Equal(g.Moves(), start) {
		t.Fatalf("redone moves %v, want %v", g.Moves(), start)
	}
	// playing the next undone move keeps the rest to redo; another clears them
	g.Undo()
	g.Undo()
	j10 := start[2]
	if err := g.Play(j10); err != nil || !g.CanRedo() {
		t.Fatalf("playing the redo move: %v, can redo %v", err, g.CanRedo())
	}
	g.Undo()
	if err := g.Play(gomoku.At(0, 0)); err != nil || g.CanRedo() {
		t.Fatalf("playing another move: %v, can redo %v", err, g.CanRedo())
	}
	// a clone is independent
	c := g.Clone()
	c.Undo()
	if g.MoveCount() != 3 || c.MoveCount() != 2 {
		t.Errorf("clone: %d and %d moves", g.MoveCount(), c.MoveCount())
	}
}

func TestIllegalMoves(t *testing.T) {
	g := play(t, 15, gomoku.Freestyle, "h8")
	h8, _ := gomoku.ParseSquare("h8", 15)
	tests := []struct {
		sq     gomoku.Square
		reason gomoku.Reason
		msg    string
	}{
		{h8, gomoku.Occupied, "illegal move h8: the square is taken"},
		{gomoku.At(15, 0), gomoku.OffBoard, "illegal move 15,0: not on the 15x15 board"},
		{gomoku.At(0, 15), gomoku.OffBoard, "illegal move 0,15: not on the 15x15 board"},
		{gomoku.NoSquare, gomoku.OffBoard, "illegal move --: not on the 15x15 board"},
		{gomoku.Square(gomoku.NumSquares), gomoku.OffBoard, "not on the 15x15 board"},
	}
	for _, tt := range tests {
		err := g.Play(tt.sq)
		var me *gomoku.MoveError
		if !errors.As(err, &me) || me.Reason != tt.reason || !errors.Is(err, gomoku.ErrIllegalMove) || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("Play(%v) = %v, want %q", tt.sq, err, tt.msg)
		}
	}
	if g.MoveCount() != 1 || g.Turn() != gomoku.White {
		t.Errorf("refused moves changed the game: %d moves, %v to move", g.MoveCount(), g.Turn())
	}
	err := g.PlayAll([]gomoku.Square{gomoku.At(0, 0), h8})
	var pe *gomoku.PlayError
	if !errors.As(err, &pe) || pe.Index != 2 || !strings.HasPrefix(err.Error(), "move 2: illegal move h8") {
		t.Errorf("PlayAll: %v", err)
	}
}

func TestGameFromPosition(t *testing.T) {
	p, err := gomoku.ParsePosition(`
		X X X X .
		O O O O .
		. . . . .
		. . . . .
		. . . . .`, gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	g := gomoku.NewGameFrom(p)
	if g.Turn() != gomoku.Black || g.Over() {
		t.Fatalf("turn %v over %v", g.Turn(), g.Over())
	}
	if err := g.Play(gomoku.At(4, 0)); err != nil || g.Winner() != gomoku.Black {
		t.Fatalf("e5: %v, winner %v", err, g.Winner())
	}
	g.Undo()
	if g.Undo() || g.Position() != p {
		t.Error("undo went past the start position")
	}
	won := gomoku.NewGameFrom(gomoku.Position{Board: p.Board.Place(gomoku.At(4, 1), gomoku.White).Place(gomoku.At(4, 4), gomoku.Black), ToMove: gomoku.Black})
	if !won.Over() || won.Winner() != gomoku.White || won.WinningLine() != nil {
		t.Errorf("a set-up with White's five: over %v winner %v", won.Over(), won.Winner())
	}
}

// Stones are numbered as the score sheet prints them: Black's and White's
// side by side in one numbered row, White's after "…".
func TestMoveLabel(t *testing.T) {
	g := play(t, 15, gomoku.Freestyle, "h8 g9 f8 h9 i9")
	want := []string{"1. h8", "1… g9", "2. f8", "2… h9", "3. i9"}
	for i, w := range want {
		if got := g.MoveLabel(i); got != w {
			t.Errorf("stone %d: %q, want %q", i, got, w)
		}
		if got := g.SheetNumber(i); got != i/2+1 {
			t.Errorf("stone %d: row %d", i, got)
		}
	}
	p, err := gomoku.ParsePosition(`
		X . . . .
		. . . . .
		. . . . .
		. . . . .
		. . . . .`, gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	p.ToMove = gomoku.White
	set := gomoku.NewGameFrom(p)
	for _, m := range []gomoku.Square{gomoku.At(2, 2), gomoku.At(3, 3)} {
		if err := set.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if got := set.MoveLabel(0) + " " + set.MoveLabel(1); got != "1… c3 2. d2" {
		t.Errorf("set up with White to move: %q", got)
	}
}

// After is the game after its first n moves, from its own start, with
// nothing to redo; the game itself is unchanged.
func TestGameAfter(t *testing.T) {
	g := play(t, 15, gomoku.Freestyle, "h8 i9 h9 i10 h10 i11 h11 i12 h12")
	g.Undo() // something to redo, which After leaves out
	for _, c := range []struct {
		n     int
		moves string
		over  bool
	}{
		{0, "", false},
		{-3, "", false},
		{3, "h8 i9 h9", false},
		{8, "h8 i9 h9 i10 h10 i11 h11 i12", false},
		{20, "h8 i9 h9 i10 h10 i11 h11 i12", false},
	} {
		a := g.After(c.n)
		if got := gomoku.FormatMoves(a.Moves(), 15); got != c.moves || a.Over() != c.over || a.CanRedo() {
			t.Errorf("After(%d): %q, over %v, redo %v; want %q", c.n, got, a.Over(), a.CanRedo(), c.moves)
		}
		if a.Turn() != gomoku.MoveColour(len(a.Moves())) {
			t.Errorf("After(%d): %v to move", c.n, a.Turn())
		}
	}
	if g.MoveCount() != 8 || !g.CanRedo() {
		t.Errorf("After changed the game: %d moves, redo %v", g.MoveCount(), g.CanRedo())
	}
	// a game set up from a position goes back to that position, not to
	// the empty board
	set := gomoku.NewGameFrom(g.After(2).Position())
	if err := set.Play(gomoku.At(7, 8)); err != nil {
		t.Fatal(err)
	}
	if b := set.After(0).Board(); b != g.After(2).Board() {
		t.Errorf("After(0) of a game set up from a position is not that position")
	}
}
