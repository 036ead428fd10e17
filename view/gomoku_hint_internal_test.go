package view

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/view/gomokuboard"
	"othello/view/gomokuview"
)

// A Gomoku hint comes in two steps, as Othello's in three: the first
// frames the part of the board where the stone to play lies and says why
// it is good, the second shows the point. It came in one, the point at
// once ("Hint: h12."), and before that without a reason.
func TestGomokuGraduatedHints(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true})
	v := u.gmk
	if err := u.files.openText("four.txt", "h8 a1 h9 a2 h10 a3 h11 a4", nil); err != nil {
		t.Fatal(err)
	}
	notice := func() string { return v.Probe().Parts().Notice.Text }
	board := func() gomokuboard.State { return v.Probe().Parts().Board.State() }
	waitFor := func(want string) {
		t.Helper()
		for deadline := time.Now().Add(20 * time.Second); !strings.Contains(notice(), want); {
			select {
			case f := <-queue:
				f()
			case <-time.After(time.Until(deadline)):
				t.Fatalf("waiting for %q, the notice says %q", want, notice())
			}
		}
	}

	test.Tap(v.Probe().Parts().Buttons["hint"])
	waitFor("Hint 1 of 2:")
	sq := v.Snapshot().Hint
	if sq != gomoku.At(7, 3) && sq != gomoku.At(7, 8) { // h12 or h7
		t.Fatalf("the hint is %v; want a point that makes five", sq)
	}
	first := notice()
	for _, want := range []string{"framed part of the board", "It makes five in a row.", "Hint again shows it."} {
		if !strings.Contains(first, want) {
			t.Errorf("the first step says %q; want %q in it", first, want)
		}
	}
	if strings.Contains(first, sq.Name(15)) {
		t.Errorf("the first step says %q: it names the point %s", first, sq.Name(15))
	}
	a := board().HintArea
	if a.Cols != 5 || a.Rows != 5 || sq.X() < a.Col || sq.X() >= a.Col+a.Cols || sq.Y() < a.Row || sq.Y() >= a.Row+a.Rows {
		t.Errorf("the frame is %+v; want the ninth of the board holding %s", a, sq.Name(15))
	}
	if board().Hint != gomoku.NoSquare {
		t.Errorf("the first step rings %v; want no point yet", board().Hint)
	}

	test.Tap(v.Probe().Parts().Buttons["hint"])
	want := "Hint 2 of 2: " + sq.Name(15) + ". It makes five in a row."
	if notice() != want {
		t.Errorf("the second step says %q; want %q", notice(), want)
	}
	if board().Hint != sq || board().HintArea != (gomokuboard.Area{}) {
		t.Errorf("the second step shows the point %v and the frame %+v; want the point %v alone", board().Hint, board().HintArea, sq)
	}
	test.Tap(v.Probe().Parts().Buttons["hint"])
	if notice() != want || board().Hint != sq {
		t.Errorf("a third press changed the hint to %q", notice())
	}

	// another position: its hints start from the first step
	test.Tap(v.Probe().Parts().Buttons["undo"])
	if board().Hint != gomoku.NoSquare || board().HintArea != (gomokuboard.Area{}) {
		t.Errorf("after Undo the board keeps the hint: %v %+v", board().Hint, board().HintArea)
	}
	test.Tap(v.Probe().Parts().Buttons["redo"])
	test.Tap(v.Probe().Parts().Buttons["hint"])
	waitFor("Hint 1 of 2:")
}
