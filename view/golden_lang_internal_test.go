package view

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
)

// The window in French and in Japanese, as a player meets it: the start of
// a game against the computer, then a game over. The golden images hold
// the words and the glyphs (Japanese in the bundled font, never boxes);
// regenerate one by deleting it, running the test and checking
// testdata/failed/ by eye.
func TestGoldenWindowInFrenchAndJapanese(t *testing.T) {
	over, err := model.ParseGame("d3c5f6d2c3f5d6c6b4b5b6c4e2b3a3f1f3e3f4a5c1d1c2a6e1b1a4a2b2c7d7a1c8f2b7g3h3a7g1h1e6e7f8d8g2f7g8g7h2h4g4g5h5g6a8b8e8h7h8h6")
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{"fr", "ja"} {
		t.Run(code, func(t *testing.T) {
			t.Cleanup(func() { setLanguage("en") })
			u, _ := startTestUI(t, newTestApp(), Options{Language: code})
			u.ctl.NewGame(controller.DefaultSettings())
			test.AssertRendersToImage(t, "window_start_"+code+".png", u.win.Canvas())
			u.ctl.Load(over, controller.DefaultSettings())
			test.AssertRendersToImage(t, "window_over_"+code+".png", u.win.Canvas())
		})
	}
}
