package view

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
	"othello/view/shown"
)

// The New game dialog keeps its size as the game chosen changes, so that
// the next click lands where the player aims (it shrank from Othello's
// width to Gomoku's under the pointer), and in the window's first size
// both games' choices show whole, a Gomoku game waiting too (its Clock
// row was scrolled out of sight), in every language.
func TestNewGameDialogKeepsItsRoom(t *testing.T) {
	forEachLanguage(t, func(t *testing.T, code string) {
		setLanguage(code)
		u, queue, _ := gomokuUIWith(t, Options{Language: code}, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Easy})
		tapPoint(u, gomoku.At(7, 7))
		pumpGomoku(t, u, queue)
		u.win.Resize(fyne.NewSize(980, 720))
		test.Tap(u.Button("new"))
		f := u.dialogs.newGame
		f.game.SetSelected(shown.Othello.Name())
		f.dlg.Confirm() // Gomoku's game waits behind Othello
		test.Tap(u.Button("new"))
		f = u.dialogs.newGame
		if f.gomoku.Start == nil {
			t.Fatal("no Gomoku game offered back")
		}
		// Gomoku's choices, a game waiting, are no taller than Othello's,
		// which the window's first size holds whole (in their own,
		// narrower dialog their lines wrapped, and they scrolled)
		if g, o := f.gomoku.Form.MinSize().Height, f.othello.MinSize().Height; g > o {
			t.Errorf("Gomoku's choices are %v tall, Othello's %v", g, o)
		}
		pop, ok := u.win.Canvas().Overlays().Top().(*widget.PopUp)
		if !ok {
			t.Fatal("no dialog")
		}
		othello := pop.Content.Size()
		for _, game := range []shown.Kind{shown.Gomoku, shown.Othello} {
			f.game.SetSelected(game.Name())
			if got := pop.Content.Size(); got != othello {
				t.Errorf("%s chosen: the dialog %v, was %v", game.Name(), got, othello)
			}
			if s := fittedScroll(pop); s != nil && s.Content.MinSize().Height > s.Size().Height+0.5 {
				t.Errorf("%s chosen: the choices scroll (%v tall in %v)", game.Name(), s.Content.MinSize().Height, s.Size().Height)
			}
		}
		f.dlg.Hide()
	})
}
