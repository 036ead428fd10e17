package gomokuview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	cg "othello/controller/gomoku"
)

// The line under You play says why the openings are greyed for two
// people and the demo: they were greyed without a word.
func TestFormSaysWhyTheOpeningsAreGreyed(t *testing.T) {
	test.NewTempApp(t)
	Relabel()
	w := test.NewTempWindow(t, nil)
	f := NewForm(w.Canvas(), Prefs{Size: 15, Opening: cg.Swap, First: true}, nil)
	for i, label := range OpponentLabels {
		f.Opponent.SetSelected(label)
		greyed := f.Opening.Disabled()
		says := strings.Contains(f.firstAbout.Text, "played against the computer")
		if greyed != (i == 2 || i == 3) || says != greyed {
			t.Errorf("%s: openings greyed %v, the line %q", label, greyed, f.firstAbout.Text)
		}
	}
}
