package view

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/controller/engine"
	"othello/model"
)

// The engine chosen for the computer's side waits through the board sizes
// it does not play, in the dialog and from one game to the next, and
// comes back with 8x8: it was dropped for good by a 6x6 game, or by
// looking at 6x6 in the dialog. Our level chosen by the player stays.
func TestEngineChoiceOutlastsOtherSizes(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(keyEngines, controller.EncodeEngines([]controller.EngineEntry{
		{Name: "Ours", Protocol: engine.NBoard, Command: "othello nboard", Depth: 2},
	}))
	u, _ := startTestUI(t, a, Options{})
	test.Tap(u.Button("new"))
	f := u.dialogs.newGame
	f.mode.SetSelected(modeLabels[controller.HumanVsComputer])
	f.colour.SetSelected(colourLabels[model.Black])
	f.opponent.SetSelected("Ours")
	f.size.SetSelected(sizeLabel(6))
	if f.opponent.Selected != ourLevelLabel {
		t.Fatalf("on 6x6 %q plays, where the NBoard engine cannot", f.opponent.Selected)
	}
	f.size.SetSelected(sizeLabel(8))
	if f.opponent.Selected != "Ours" {
		t.Errorf("back on 8x8 in the dialog, %q plays; want the engine chosen", f.opponent.Selected)
	}
	f.size.SetSelected(sizeLabel(6))
	f.dlg.Confirm()
	if s := u.snap.Settings; s.Size != 6 || s.Engine != "" {
		t.Fatalf("the 6x6 game: size %d, engine %q", s.Size, s.Engine)
	}
	test.Tap(u.Button("new"))
	f = u.dialogs.newGame
	f.size.SetSelected(sizeLabel(8))
	if f.opponent.Selected != "Ours" {
		t.Errorf("after a 6x6 game, 8x8 offers %q; want the engine chosen before", f.opponent.Selected)
	}
	// the player's own choice of our level is kept as well
	f.opponent.SetSelected(ourLevelLabel)
	f.size.SetSelected(sizeLabel(6))
	f.size.SetSelected(sizeLabel(8))
	if f.opponent.Selected != ourLevelLabel {
		t.Errorf("our level chosen, then 6x6 and 8x8: %q", f.opponent.Selected)
	}
	f.dlg.Hide()
}
