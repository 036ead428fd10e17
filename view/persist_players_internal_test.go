package view

import (
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy/level"
)

// The unfinished game comes back between the players it had, not those
// the New game dialog keeps for new games: a game opened from a file
// against the computer came back as two players' game. An engine gone
// from the list gives way to our level.
func TestRestoredGameKeepsItsPlayers(t *testing.T) {
	tests := []struct {
		name      string
		playing   controller.Settings
		wantLevel level.Level
	}{
		{"our level", controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Hard}, level.Hard},
		{"an engine gone from the list", controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Easy, Engine: "Gone"}, level.Easy},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			u, queue := stateClockUI(t, dir)
			u.prefs.Game.Mode = controller.HumanVsHuman // the dialog's choice for new games
			u.saved.keepSettings()
			u.ctl.Load(mustParse(t, "f5d6c3"), tt.playing)
			run(queue)
			if err := u.store.flush(); err != nil {
				t.Fatal(err)
			}
			next, _ := stateClockUI(t, dir)
			s := next.snap.Settings
			if next.snap.Game.Transcript() != "f5d6c3" || s.Mode != controller.HumanVsComputer || s.Human != model.White || s.Level != tt.wantLevel || s.Engine != "" {
				t.Errorf("restored %q as %+v; want the game's own players", next.snap.Game.Transcript(), s)
			}
			if next.prefs.Game.Mode != controller.HumanVsHuman {
				t.Errorf("the choice for new games became %v", next.prefs.Game.Mode)
			}
		})
	}
}
