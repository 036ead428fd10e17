package view

import (
	"slices"
	"testing"

	"othello/view/gomokuview"
	"othello/view/shown"
)

// The games' names are the player's language's, wherever the window says
// them: the New game dialog's choice of game, the window's title and the
// statistics' headings, as the panel and the rules already name the games
// (五目並べ in Japanese, not Gomoku).
func TestGameNamesInThePlayersLanguage(t *testing.T) {
	t.Cleanup(func() { setLanguage("en") })
	for _, tc := range []struct {
		code           string
		othello, gomok string
	}{
		{"en", "Othello", "Gomoku"},
		{"fr", "Othello", "Gomoku"},
		{"ja", "オセロ", "五目並べ"},
		{"zh", "黑白棋", "五子棋"},
	} {
		t.Run(tc.code, func(t *testing.T) {
			u, _ := startTestUI(t, newTestApp(), Options{Language: tc.code})
			if got := u.win.Title(); got != tc.othello {
				t.Errorf("title %q, want %q", got, tc.othello)
			}
			u.dialogs.showNewGameDialog()
			f := u.dialogs.newGame
			if want := []string{tc.othello, tc.gomok}; !slices.Equal(f.game.Options, want) || f.game.Selected != tc.othello {
				t.Errorf("the game choices %q (%q chosen), want %q", f.game.Options, f.game.Selected, want)
			}
			f.game.SetSelected(tc.gomok)
			if f.gomoku.Form.Hidden {
				t.Errorf("%s chosen: Gomoku's choices hidden", tc.gomok)
			}
			f.dlg.Hide()
			u.dialogs.showStats()
			texts := shownTexts(u.win.Canvas().Overlays().Top())
			if !slices.Contains(texts, tc.othello) || !slices.Contains(texts, tc.gomok) {
				t.Errorf("the statistics' headings name neither %q nor %q: %q", tc.othello, tc.gomok, texts)
			}
			u.win.Canvas().Overlays().Top().Hide()
			if err := u.games().startGomoku(gomokuview.Prefs{Size: 15, TwoPeople: true, First: true}, nil, false); err != nil {
				t.Fatal(err)
			}
			defer u.games().closeGomoku()
			if got := u.win.Title(); got != tc.gomok || u.shown().Kind() != shown.Gomoku {
				t.Errorf("with Gomoku on show the title is %q, want %q", got, tc.gomok)
			}
		})
	}
}
