package view

import (
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// The engine form greys the label of the depth or of the time a move
// exactly while its field is disabled, as the way the engine plays
// changes.
func TestEngineFormLabelsFollowTheirFields(t *testing.T) {
	u, _ := newTestUI(t)
	u.dialogs.showEngines()
	u.dialogs.showEngineForm(nil)
	f := u.dialogs.engines.edit
	fg, grey := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameDisabled)
	check := func(when string, depth, seconds bool) {
		t.Helper()
		found := map[string]*canvas.Text{}
		texts(u.win.Canvas().Overlays().Top(), found)
		for label, enabled := range map[string]bool{"Depth": depth, "Seconds a move": seconds} {
			want := fg
			if !enabled {
				want = grey
			}
			if l := found[label]; l == nil || l.Color != want {
				t.Errorf("%s: label %q in %v, want %v", when, label, l, want)
			}
		}
	}
	check("NBoard by depth", true, false)
	f.playsBy.SetSelected(playsByTime)
	check("NBoard by time", false, true)
	f.protocol.SetSelected(protocolGTP)
	check("GTP by time", false, true)
	f.protocol.SetSelected(protocolLine)
	check("the line protocol", false, false)
	f.dlg.Hide()
}
