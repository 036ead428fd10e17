package gomokuboard_test

import (
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"othello/controller/controllertest"
	"othello/model/gomoku"
	"othello/view/gomokuboard"
)

// The golden files in testdata show what the player sees; regenerate one by
// deleting it, running the test and checking testdata/failed/ by eye.

// show puts a board of state st in a window of 480x480.
func show(t *testing.T, st gomokuboard.State) *gomokuboard.Board {
	t.Helper()
	test.NewTempApp(t)
	b := gomokuboard.New()
	b.SetState(st)
	w := test.NewWindow(b)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(480, 480))
	return b
}

func TestGoldenEmpty15(t *testing.T) {
	b := show(t, gomokuboard.StateOf(controllertest.GomokuGame(t, 15, ""), true))
	test.AssertObjectRendersToMarkup(t, "empty_15x15.xml", b)
	test.AssertObjectRendersToImage(t, "empty_15x15.png", b)
}

func TestGolden19MidGame(t *testing.T) {
	st := gomokuboard.StateOf(controllertest.GomokuGame(t, 19, "k10 l11 l10 j10 k11 k9 m12 j12 j11"), true)
	st.Hint = gomoku.At(10, 7)
	b := show(t, st)
	test.AssertObjectRendersToMarkup(t, "midgame_19x19.xml", b)
}

func TestGoldenFinishedFive(t *testing.T) {
	g := controllertest.GomokuGame(t, 15, "h8 h9 i9 g7 j10 k11 g8 i8 j8 k8 i7 g9 j6 k5 k7 j7 l6 f8 m5")
	if g.Winner() != gomoku.Black || len(g.WinningLine()) != 5 {
		t.Fatalf("no five: winner %v line %v", g.Winner(), g.WinningLine())
	}
	b := show(t, gomokuboard.StateOf(g, false))
	test.AssertObjectRendersToMarkup(t, "five_15x15.xml", b)
	test.AssertObjectRendersToImage(t, "five_15x15.png", b)
}

func TestTapAndKeysProposeMoves(t *testing.T) {
	b := show(t, gomokuboard.StateOf(controllertest.GomokuGame(t, 15, "h8"), true))
	var got []string
	b.OnMove = func(sq gomoku.Square) { got = append(got, sq.Name(15)) }
	test.TapAt(b, b.PointCenter(gomoku.At(8, 6)).AddXY(3, -4)) // near i9
	test.TapAt(b, b.PointCenter(gomoku.Center(15)))            // taken: nothing
	for _, r := range "j1" {
		b.TypedRune(r)
	}
	if b.Cursor() != gomoku.At(9, 14) || len(got) != 1 {
		t.Fatalf("j1 waits for a second digit: cursor %v, moves %v", b.Cursor(), got)
	}
	b.TypedRune('2') // j12
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // i11
	b.TypedRune('c')
	b.TypedRune('9') // c9 at once: no c90
	for _, r := range "a1B" {
		b.TypedRune(r) // a1, waiting for a10-a15, is played by the next letter
	}
	if b.Typed() != "b" || b.Cursor().X() != 1 {
		t.Fatalf("after a1 and B: typing %q at %v, want b begun", b.Typed(), b.Cursor())
	}
	b.TypedRune('3') // b3
	for _, r := range "z1x" {
		b.TypedRune(r) // z is off the board: nothing to play
	}
	want := []string{"i9", "j12", "i11", "c9", "a1", "b3"}
	if len(got) != len(want) {
		t.Fatalf("proposed %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("proposed %v, want %v", got, want)
		}
	}
	st := b.State()
	st.Interactive = false
	b.SetState(st)
	test.TapAt(b, b.PointCenter(gomoku.At(0, 0)))
	if len(got) != len(want) {
		t.Error("a move was proposed on a board that takes none")
	}
}

// The row numbers stand clear of the frame, by at least the frame's
// width, and of the first column's stones, as the Othello board's
// coordinates stand in their margin (on 15x15 and 19x19 "15" touched the
// frame); and like them the coordinates are never under 12 px, however
// many lines a small window holds (20x20 in 470 px had 8.5 px).
func TestRowNumbersClearTheFrame(t *testing.T) {
	for _, tt := range []struct{ n, px int }{{15, 480}, {19, 480}, {15, 360}, {19, 720}, {20, 470}, {20, 320}, {5, 320}} {
		b := show(t, gomokuboard.StateOf(controllertest.GomokuGame(t, tt.n, ""), true))
		b.Resize(fyne.NewSize(float32(tt.px), float32(tt.px)))
		var wood *canvas.Rectangle
		var downs []float32 // the lines down the board, by x
		var numbers []*canvas.Text
		for _, o := range test.WidgetRenderer(b).Objects() {
			switch o := o.(type) {
			case *canvas.Rectangle:
				if wood == nil {
					wood = o
				}
			case *canvas.Line:
				if o.Visible() && o.Position1.X == o.Position2.X {
					downs = append(downs, o.Position1.X)
				}
			case *canvas.Text:
				if o.Visible() && o.TextSize < 12 {
					t.Errorf("%dx%d at %d px: %q in %.1f px", tt.n, tt.n, tt.px, o.Text, o.TextSize)
				}
				if _, err := strconv.Atoi(o.Text); err == nil && o.Visible() {
					numbers = append(numbers, o)
				}
			}
		}
		slices.Sort(downs)
		if wood == nil || len(downs) != tt.n || len(numbers) != tt.n {
			t.Fatalf("%dx%d: wood %v, %d lines down, %d numbers", tt.n, tt.n, wood != nil, len(downs), len(numbers))
		}
		cell := downs[1] - downs[0]
		inside := wood.Position().X + wood.StrokeWidth // the frame's inner edge
		stones := downs[0] - 0.46*cell                 // the first column's stones' left
		for _, num := range numbers {
			w := num.MinSize().Width
			from := num.Position().X + (num.Size().Width-w)/2 // centred in its box
			if gap := from - inside; gap < wood.StrokeWidth {
				t.Errorf("%dx%d at %d px: %q is %.1f px from the frame, want %.1f or more", tt.n, tt.n, tt.px, num.Text, gap, wood.StrokeWidth)
			}
			if to := from + w; to > stones {
				t.Errorf("%dx%d at %d px: %q runs to %.1f, under the stones from %.1f", tt.n, tt.n, tt.px, num.Text, to, stones)
			}
		}
	}
}
