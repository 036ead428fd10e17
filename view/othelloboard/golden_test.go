package othelloboard_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"othello/model"
	"othello/view/othelloboard"
)

// The golden files in testdata show what the player sees; regenerate one by
// deleting it, running the test and checking testdata/failed/ by eye.

// Move scores replace the legal-move dots on their squares: d3 and c4 carry
// scores, f5 and e6 keep their dots.
func TestGoldenMoveScores(t *testing.T) {
	test.NewTempApp(t)
	b := othelloboard.New()
	start, _ := model.SizedStartPosition(8)
	st := othelloboard.StateOf(start, true)
	st.Hint = model.CellOfSquare(model.D3)
	st.Scores = map[model.Cell]string{model.CellOfSquare(model.D3): "+0.4", model.CellOfSquare(model.C4): "-2.0"}
	b.SetState(st)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(480, 480))
	test.AssertObjectRendersToMarkup(t, "move_scores.xml", b)
}

// sizedBoard shows a game of another size on a board widget of 480x480:
// the position after the moves, its legal moves, the last move and a hint.
func sizedBoard(t *testing.T, setup, hint string) *othelloboard.Board {
	t.Helper()
	test.NewTempApp(t)
	g, err := model.ParseSetup(setup)
	if err != nil {
		t.Fatal(err)
	}
	p := g.Sized()
	h, err := p.Geometry().ParseCell(hint)
	if err != nil || !p.Board.IsLegal(h) {
		t.Fatalf("hint %s: not a legal move (%v)", hint, err)
	}
	b := othelloboard.New()
	b.SetState(othelloboard.State{Position: p, Legal: p.Board.Moves(), LastMove: g.LastCell(), Hint: h, Interactive: true})
	w := test.NewWindow(b)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(480, 480))
	return b
}

// The 6x6 board: six rows and columns lettered A-F and numbered 1-6, the
// star points two lines in, the discs after c2 b4 c5 d2 with d2 marked
// and White's legal moves dotted.
func TestGoldenSixBySix(t *testing.T) {
	b := sizedBoard(t, "6x6 c2b4c5d2", "e2")
	test.AssertObjectRendersToMarkup(t, "board_6x6.xml", b)
	test.AssertObjectRendersToImage(t, "board_6x6.png", b)
}

// The 10x10 board: coordinates A-J and 1-10, smaller squares, the discs
// after e4 d4 c4 e3 with e3 marked.
func TestGoldenTenByTen(t *testing.T) {
	b := sizedBoard(t, "10x10 e4d4c4e3", "f2")
	test.AssertObjectRendersToMarkup(t, "board_10x10.xml", b)
	test.AssertObjectRendersToImage(t, "board_10x10.png", b)
}
