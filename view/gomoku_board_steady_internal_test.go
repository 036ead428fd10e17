package view

import (
	"testing"

	"fyne.io/fyne/v2"

	cg "othello/controller/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
)

// The Gomoku board keeps its size and place in a window of one size
// whatever the opening's name in the panel's title: the title, unwrapped,
// widened the panel, and the board shrank by a few pixels from Free to
// Swap to Swap2.
func TestGomokuBoardSteadyWhateverTheTitle(t *testing.T) {
	var first fyne.Size
	for _, o := range []cg.Opening{cg.Free, cg.Swap, cg.Swap2} {
		u, _, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: o, First: true, Level: level.Easy})
		u.win.Resize(fyne.NewSize(980, 720))
		u.win.Content().Refresh()
		got := u.gmk.Board().Size()
		if o == cg.Free {
			first = got
			continue
		}
		if got != first {
			t.Errorf("under %v the board is %v; under Free %v", o, got, first)
		}
	}
}
