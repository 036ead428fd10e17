package view

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
)

// The Coach chosen in the New game dialog plays at the strength of the
// player's rating; a game played to the end moves the rating, which
// Statistics shows and the next game follows.
func TestCoachLevelFollowsTheRating(t *testing.T) {
	u, queue := newTestUI(t)
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.Black])
	f.level.SetSelected(coachLabel)
	if !strings.Contains(f.levelAbout.Text, "your strength") {
		t.Errorf("the Coach's description %q", f.levelAbout.Text)
	}
	f.dlg.Confirm()
	start := controller.NewRating()
	s := u.snap.Settings
	if !s.Coach || s.Strength != controller.StrengthFor(start.Elo) {
		t.Fatalf("started with %+v; want the Coach at strength %v", s, controller.StrengthFor(start.Elo))
	}
	if !LoadPrefs(u.app.Preferences()).Game.Coach {
		t.Error("the Coach was not kept for next time")
	}
	if got := u.panel.players.Text; !strings.HasPrefix(got, "You (Black) vs the Coach, strength") {
		t.Errorf("players line %q", got)
	}
	// the person plays the last legal move each turn; the instant computer
	// its first
	for !u.snap.Over {
		pumpUntil(t, u, queue, func() bool { return u.snap.HumanToMove || u.snap.Over }, "the person's turn")
		if u.snap.Over {
			break
		}
		legal := model.SquaresOf(u.snap.Legal)
		u.board.OnMove(model.CellOfSquare(legal[len(legal)-1]))
	}
	r := LoadRating(u.app.Preferences())
	if r.Games != 1 || r.Elo == start.Elo || r.Deviation >= start.Deviation {
		t.Fatalf("after a game the rating is %+v", r)
	}
	won := u.snap.Result.Black > u.snap.Result.White
	if won != (r.Elo > start.Elo) {
		t.Errorf("won %v, but the rating went from %.0f to %.0f", won, start.Elo, r.Elo)
	}
	if !strings.HasPrefix(u.Notice(), "Your rating: ") {
		t.Errorf("notice %q", u.Notice())
	}
	if stats := LoadStats(u.app.Preferences()); stats[s.Level].Played() != 0 {
		t.Errorf("the Coach's game was counted for %s", s.Level)
	}
	u.dialogs.showStats()
	if got := u.dialogs.stats.rating.Text; !strings.Contains(got, "after 1 game against the Coach") {
		t.Errorf("Statistics says %q", got)
	}
	u.dialogs.closeOverDialog()
	u.dialogs.startNewGame(u.prefs.Game, startStandard, nil)
	if got, want := u.snap.Settings.Strength, controller.StrengthFor(r.Elo); got != want {
		t.Errorf("the next game plays at strength %v, want %v", got, want)
	}
}

func TestRatingPrefsDamaged(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetFloat(keyRatingElo, 1e9)
	if got := LoadRating(p); got != controller.NewRating() {
		t.Errorf("a damaged rating reads %+v", got)
	}
	want := controller.Rating{Elo: 1433, Deviation: 120, Games: 9}
	SaveRating(p, want)
	if got := LoadRating(p); got != want {
		t.Errorf("read back %+v, want %+v", got, want)
	}
}
