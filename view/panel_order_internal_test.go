package view

import (
	"testing"

	"fyne.io/fyne/v2"
)

// The hint the player asked for stands in the status box above the
// searches' lines, which it follows to be read first: under them, in the
// few lines the box shows on a window of the size it opens at, it was cut
// after a few words ("Hint 2 of 3: e3 (score -25.4, looks 15").
func TestHintLineShowsAboveTheSearchLines(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(980, 720))
	p := &u.panel
	setLine(p.thought, "Hint search: depth 15 · -25.4 · 572 k nodes/s · e3 c5 d1 e1 c6 b6 a5 f4 f5 e6")
	setLine(p.valuesLine, "Move values: depth 15")
	hint := "Hint 2 of 3: e3 (score -25.4, looks 15 moves ahead). It leaves White 3 moves."
	p.showHintLine(hint)
	u.win.Content().Refresh()
	if p.hintLine.Position().Y > p.thought.Position().Y {
		t.Errorf("the hint stands under the search's line (%.0f, %.0f)", p.hintLine.Position().Y, p.thought.Position().Y)
	}
}
