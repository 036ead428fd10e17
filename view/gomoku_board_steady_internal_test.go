package view

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

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

// Who plays whom and the game's board, rule and opening fit their room in
// every language, with no scrolling: in Japanese two lines cut the
// opening ("15×15・フリースタイル・開局 スワッ").
func TestGomokuPlayersFitTheirRoom(t *testing.T) {
	for _, code := range []string{"en", "de", "fr", "ja", "zh"} {
		t.Run(code, func(t *testing.T) {
			t.Cleanup(func() { setLanguage("en") })
			u, queue := startTestUI(t, newTestApp(), Options{Language: code})
			p := gomokuview.Prefs{Size: 15, Opening: cg.Swap2, First: true, Level: level.Medium}
			if err := u.games().startGomoku(p, nil, false); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(u.games().closeGomoku)
			u.win.Resize(fyne.NewSize(980, 720))
			run(queue)
			players := u.gmk.Probe().Parts().Players
			room, ok := find(u.gmk.Content(), func(s *container.Scroll) bool { return s.Content == fyne.CanvasObject(players) })
			if !ok {
				t.Fatal("the players' words stand in no room")
			}
			if need, has := players.MinSize().Height, room.Size().Height; need > has+0.5 {
				t.Errorf("%q needs %.0f px in a room of %.0f", players.Text, need, has)
			}
		})
	}
}
