package view_test

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
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
