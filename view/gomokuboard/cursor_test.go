package gomokuboard_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"othello/model/gomoku"
	"othello/view/gomokuboard"
)

// cursorShown reports whether the board draws the keyboard's point: the
// one square outline on the wood (the board's first rectangle).
func cursorShown(b *gomokuboard.Board) bool {
	rects := 0
	for _, o := range test.WidgetRenderer(b).Objects() {
		if r, ok := o.(*canvas.Rectangle); ok && r.Visible() {
			rects++
		}
	}
	return rects > 1
}

// The keyboard's point shows once an arrow moves it and hides at a tap,
// as Othello's cursor does; a key that is no arrow, Enter or Space (the
// Escape that closed a dialog) shows nothing, and the first Enter only
// shows where the point is, playing nothing.
func TestKeyboardPointShowsForTheKeyboardOnly(t *testing.T) {
	test.NewTempApp(t)
	b := gomokuboard.New()
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(480, 480))
	var played []gomoku.Square
	b.OnMove = func(sq gomoku.Square) { played = append(played, sq) }
	bd, _ := gomoku.NewBoard(15, gomoku.Freestyle)
	b.SetState(gomokuboard.State{Board: bd, Last: gomoku.NoSquare, Hint: gomoku.NoSquare, Interactive: true})
	w.Canvas().Focus(b)

	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if cursorShown(b) || b.Cursor() != gomoku.NoSquare {
		t.Fatalf("Escape showed the point at %v", b.Cursor())
	}
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !cursorShown(b) || b.Cursor() != gomoku.Center(15) || len(played) != 0 {
		t.Fatalf("the first Enter: point shown %v at %v, played %v; want it shown at the centre, nothing played", cursorShown(b), b.Cursor(), played)
	}
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if want := gomoku.At(8, 7); len(played) != 1 || played[0] != want {
		t.Fatalf("Right then Enter played %v, want %v", played, want)
	}
	test.TapAt(b, b.PointCenter(gomoku.At(3, 3)))
	if cursorShown(b) {
		t.Error("the point still shows after a tap")
	}
	if len(played) != 2 || played[1] != gomoku.At(3, 3) {
		t.Errorf("the tap played %v", played)
	}
	// the next arrow shows the point where it was, and moves it after
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	if !cursorShown(b) || b.Cursor() != gomoku.At(8, 7) {
		t.Errorf("after the tap an arrow shows the point at %v (shown %v), want %v", b.Cursor(), cursorShown(b), gomoku.At(8, 7))
	}
}
