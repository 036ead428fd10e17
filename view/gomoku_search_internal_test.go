package view

import (
	"strings"
	"testing"

	cg "othello/controller/gomoku"
	"othello/model/gomoku"
	"othello/strategy/level"
	"othello/view/gomokuview"
)

// The panel says the search behind the computer's stone, as Othello's
// thinking line does: whose, how deep, how fast and the line it expects;
// the person's next stone takes it away, and a review hides it.
func TestGomokuPanelSaysTheComputersSearch(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, Level: level.Medium})
	search := u.gmk.Probe().Parts().Search
	if search.Visible() {
		t.Fatalf("a search line before the computer moved: %q", search.Text)
	}
	tapPoint(u, gomoku.Center(15))
	st := pumpGomoku(t, u, queue)
	last := st.Game.LastMove().Name(15)
	if !search.Visible() || !strings.HasPrefix(search.Text, "White's search: depth ") || !strings.Contains(search.Text, last) {
		t.Fatalf("after White's answer %s the line reads %q (shown %v)", last, search.Text, search.Visible())
	}
	u.gmk.Reviewing().Step(-1)
	if search.Visible() {
		t.Errorf("the line shows in a review: %q", search.Text)
	}
	u.gmk.Reviewing().Live()
	m := gomoku.At(0, 0)
	for st.Game.Check(m) != nil {
		m++
	}
	tapPoint(u, m)
	if search.Visible() {
		t.Errorf("the line stays after the person's stone: %q", search.Text)
	}
}
