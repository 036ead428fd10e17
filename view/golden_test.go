package view_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
	"othello/view"
)

// The golden files in testdata show what the player sees; regenerate one by
// deleting it, running the test and checking testdata/failed/ by eye.

func TestGoldenStartPosition(t *testing.T) {
	g := start(t)
	test.AssertRendersToImage(t, "start.png", g.ui.Window().Canvas())
}

func TestGoldenLegalMoveDots(t *testing.T) {
	g := start(t)
	test.AssertObjectRendersToMarkup(t, "legal_dots.xml", g.ui.Board())
}

func TestGoldenLastMove(t *testing.T) {
	g := start(t)
	g.tap(model.F5)
	g.pump() // d6, marked as the last move
	test.AssertObjectRendersToMarkup(t, "last_move.xml", g.ui.Board())
}

func TestGoldenGameOver(t *testing.T) {
	g := start(t)
	// A recorded game that ends with white wiping black out: 60 discs to 4.
	over, err := model.ParseGame("d3c5f6d2c3f5d6c6b4b5b6c4e2b3a3f1f3e3f4a5c1d1c2a6e1b1a4a2b2c7d7a1c8f2b7g3h3a7g1h1e6e7f8d8g2f7g8g7h2h4g4g5h5g6a8b8e8h7h8h6")
	if err != nil {
		t.Fatal(err)
	}
	g.ui.Controller().Load(over, controller.DefaultSettings())
	if s := g.ui.Snapshot(); !s.Over || s.Result.White != 60 {
		t.Fatalf("the game is not over: %+v", s.Result)
	}
	test.AssertRendersToMarkup(t, "game_over.xml", g.ui.Window().Canvas())
}

// Move scores replace the legal-move dots on their squares: d3 and c4 carry
// scores, f5 and e6 keep their dots.
func TestGoldenMoveScores(t *testing.T) {
	test.NewTempApp(t)
	b := view.NewBoard()
	start, _ := model.SizedStartPosition(8)
	st := view.BoardStateOf(start, true)
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
func sizedBoard(t *testing.T, setup, hint string) *view.Board {
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
	b := view.NewBoard()
	b.SetState(view.BoardState{Position: p, Legal: p.Board.Moves(), LastMove: g.LastCell(), Hint: h, Interactive: true})
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
