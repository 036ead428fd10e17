package view

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/controller/engine"
)

// The Engines dialog grows with its list and its status line, as far as
// the window allows: shown with no engine, it kept that size and scrolled
// the engines added in a box too small.
func TestEnginesDialogGrowsWithItsList(t *testing.T) {
	u, _ := newTestUI(t)
	u.dialogs.showEngines()
	ed := u.dialogs.engines
	for _, name := range []string{"One", "Two", "Three"} {
		u.dialogs.showEngineForm(nil)
		f := ed.edit
		f.name.SetText(name)
		f.command.SetText("/usr/games/" + strings.ToLower(name) + " --nboard")
		f.save()
	}
	if n := len(u.engines.all()); n != 3 {
		t.Fatalf("%d engines saved", n)
	}
	if top := u.win.Canvas().Overlays().Top(); top != nil && ed.edit != nil && ed.edit.dlg != nil {
		ed.edit.dlg.Hide()
	}
	scrolls := 0
	walk(t, u.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok && s.Content != nil {
			scrolls++
			if need, has := s.Content.MinSize().Height, s.Size().Height; need > has+0.5 {
				t.Errorf("the dialog's content needs %.0f px and has %.0f: it scrolls with room in the window", need, has)
			}
		}
	})
	if scrolls == 0 {
		t.Fatal("no scroll found in the Engines dialog")
	}
}

func TestGoldenEnginesDialog(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(keyEngines, controller.EncodeEngines([]controller.EngineEntry{
		{Name: "Edax", Protocol: engine.NBoard, Command: "/usr/games/edax -nboard", Depth: 16},
		{Name: "Gnu", Protocol: engine.GTP, Command: "gtp-othello", MoveTime: 2 * time.Second},
	}))
	a.Preferences().SetString(keyHintEngine, "Edax")
	u, _ := startTestUI(t, a, Options{})
	u.win.Resize(u.win.Canvas().Size().Max(u.prefs.WindowSize))
	u.dialogs.showEngines()
	ed := u.dialogs.engines
	if got := ed.hints.Options; len(got) != 2 || got[1] != "Edax" {
		t.Errorf("hint choices %v: want ours and the NBoard engine only", got)
	}
	test.AssertRendersToMarkup(t, "engines_dialog.xml", u.win.Canvas())
}

func TestEngineListUnreadableIsKeptAside(t *testing.T) {
	a := test.NewTempApp(t)
	bad := `[{"name":"Edax","protocol":"nboard","command":"edax"},{"name":"","protocol":"gtp","command":"x"}]`
	a.Preferences().SetString(keyEngines, bad)
	u, _ := startTestUI(t, a, Options{})
	if got := u.engines.all(); len(got) != 1 || got[0].Name != "Edax" {
		t.Errorf("kept %v, want Edax", got)
	}
	if a.Preferences().String(keyEnginesBad) != bad || !strings.Contains(u.Notice(), "left out") {
		t.Errorf("the list was not kept aside: %q, notice %q", a.Preferences().String(keyEnginesBad), u.Notice())
	}
}
