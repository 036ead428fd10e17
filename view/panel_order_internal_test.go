package view

import (
	"testing"

	"fyne.io/fyne/v2"
)

// The hint the player asked for shows in the status box without
// scrolling, above the searches' lines: under them, on a window of the
// size it opens at, it was cut after a few words ("Hint 2 of 3: e3
// (score -25.4, looks 15").
func TestHintLineShowsAboveTheSearchLines(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(980, 720))
	p := &u.panel
	setLine(p.thought, "Hint search: depth 15 · -25.4 · 572 k nodes/s · e3 c5 d1 e1 c6 b6 a5 f4 f5 e6")
	setLine(p.valuesLine, "Move values: depth 15")
	hint := "Hint 2 of 3: e3 (score -25.4, looks 15 moves ahead). It leaves White 3 moves."
	p.showHintLine(hint)
	u.win.Content().Refresh()
	box := p.status.Size()
	if box.Height <= 0 {
		t.Fatal("the status box has no room")
	}
	at := p.hintLine.Position()
	if end := at.Y + p.hintLine.MinSize().Height; end > box.Height+1 {
		t.Errorf("the hint ends at %.0f of a status box %.0f high: cut without scrolling", end, box.Height)
	}
	if p.hintLine.Position().Y > p.thought.Position().Y {
		t.Errorf("the hint stands under the search's line (%.0f, %.0f)", p.hintLine.Position().Y, p.thought.Position().Y)
	}
}
