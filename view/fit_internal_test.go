package view

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Every dialog fits the window at its smallest size: its buttons in reach
// and its choices behind a scroll where the window is too small for them
// (the New game dialog once spilled past a small window's edge, its clock
// and its Start button hidden or drawn across its choices).
func TestDialogsFitTheSmallestWindow(t *testing.T) {
	u, _ := newTestUI(t)
	content := u.win.Content()
	dialogs := []struct {
		name string
		show func()
	}{
		{"new game", u.dialogs.showNewGameDialog},
		{"settings", u.dialogs.showSettings},
		{"set up", u.dialogs.showSetUp},
		{"rules", u.dialogs.showRules},
		{"shortcuts", u.dialogs.showShortcuts},
		{"about", u.dialogs.showAbout},
		{"editor", u.dialogs.showEditor},
		{"engines", u.dialogs.showEngines},
		{"engine form", func() { u.dialogs.showEngineForm(nil) }},
		{"statistics", u.dialogs.showStats},
		{"export picture", u.showExportPicture},
	}
	for _, size := range []fyne.Size{content.MinSize(), {Width: 1000, Height: 720}} {
		u.win.Resize(size)
		for _, d := range dialogs {
			d.show()
			top := u.win.Canvas().Overlays().Top()
			pop, ok := top.(*widget.PopUp)
			if !ok {
				t.Fatalf("%s: the top overlay is a %T", d.name, top)
			}
			// a dialog smaller than its minimum is drawn across itself
			inner, least := pop.Content.Size(), pop.Content.MinSize()
			if inner.Width < least.Width-0.5 || inner.Height < least.Height-0.5 {
				t.Errorf("%v window: the %s dialog is squeezed to %v, under its minimum %v", size, d.name, inner, least)
			}
			for u.win.Canvas().Overlays().Top() != nil {
				u.win.Canvas().Overlays().Top().Hide()
			}
		}
	}
}
