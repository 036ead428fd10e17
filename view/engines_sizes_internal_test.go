package view

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/controller/engine"
	"othello/model"
)

// On 6x6 the New game dialog offers the engines that play that size, GTP
// ones, and a whole game is played against our own binary's GTP engine;
// back on 8x8 the NBoard engine is offered again.
func TestGameAgainstOurOwnBinaryByGTPOnSixBySix(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(keyEngines, controller.EncodeEngines([]controller.EngineEntry{
		{Name: "Ours", Protocol: engine.NBoard, Command: binary(t, othelloBinary) + " nboard", Depth: 2},
		{Name: "Ours by GTP", Protocol: engine.GTP, Command: binary(t, othelloBinary) + " gtp --level easy"},
	}))
	u, queue := startTestUI(t, a, Options{})
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.Black])
	f.opponent.SetSelected("Ours")
	f.size.SetSelected(sizeLabel(6))
	if want := []string{ourLevelLabel, "Ours by GTP"}; !slices.Equal(f.opponent.Options, want) || f.opponent.Selected != ourLevelLabel {
		t.Fatalf("on 6x6 the opponents offered are %q (%q chosen), want %q and our level chosen", f.opponent.Options, f.opponent.Selected, want)
	}
	if f.opponent.Disabled() {
		t.Fatal("the opponent choice is greyed out on 6x6")
	}
	f.size.SetSelected(sizeLabel(8))
	if len(f.opponent.Options) != 3 {
		t.Fatalf("back on 8x8 the opponents offered are %q", f.opponent.Options)
	}
	f.size.SetSelected(sizeLabel(6))
	f.opponent.SetSelected("Ours by GTP")
	f.dlg.Confirm()
	if s := u.snap.Settings; s.Engine != "Ours by GTP" || s.Size != 6 || !s.EngineSide(s.Human.Other()) {
		t.Fatalf("the game's opponent %q on %dx%d", s.Engine, s.Size, s.Size)
	}
	if got := u.panel.players.Text; got != "You (Black) vs Ours by GTP" {
		t.Errorf("players line %q", got)
	}
	playOut(t, u, queue)
	if n := u.snap.Game.Len(); n < 20 || u.snap.Game.Size() != 6 {
		t.Errorf("a game of %d moves on %dx%d", n, u.snap.Game.Size(), u.snap.Game.Size())
	}
}
