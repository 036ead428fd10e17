package view

import (
	"strings"
	"testing"
	"time"

	cg "othello/controller/gomoku"
	"othello/view/gomokuview"
)

// A Gomoku hint says why its stone is good, as Othello's does: it said
// only "Hint: h12."
func TestGomokuHintSaysWhy(t *testing.T) {
	u, queue, _ := gomokuUI(t, gomokuview.Prefs{Size: 15, Opening: cg.Free, First: true, TwoPeople: true})
	v := u.gmk
	if err := u.files.openText("four.txt", "h8 a1 h9 a2 h10 a3 h11 a4", nil); err != nil {
		t.Fatal(err)
	}
	v.Hint()
	for deadline := time.Now().Add(20 * time.Second); !strings.Contains(v.Probe().Parts().Notice.Text, "Hint:"); {
		select {
		case f := <-queue:
			f()
		case <-time.After(time.Until(deadline)):
			t.Fatalf("no hint: %q", v.Probe().Parts().Notice.Text)
		}
	}
	if got := v.Probe().Parts().Notice.Text; !strings.Contains(got, "It makes five in a row.") {
		t.Errorf("the hint says %q; want why its stone is good", got)
	}
}
