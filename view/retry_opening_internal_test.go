package view

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/view/othellowords"
)

// Retry from here names the opening the game's moves to the position are
// in, as the best line from there does: it said "none (a set-up
// position)" while the line named the game's.
func TestRetryNamesTheGamesOpening(t *testing.T) {
	u, queue := newTestUI(t)
	g, a := reportGame(t)
	showAnalysedGame(u, g, a)
	u.dialogs.showCoachReport()
	// the costliest of the person's mistakes is move 25
	name := controller.OpeningName(g.Record().Cells()[:24])
	if name == "" {
		t.Fatal("the game's first 24 moves are in no named opening")
	}
	want := "Opening: " + othellowords.OpeningName(name)
	for _, step := range []struct {
		name string
		do   func()
	}{
		{"the retried position", func() { test.Tap(u.dialogs.report.retries[0]) }},
		{"after a miss", func() { missTheRetry(t, u, queue) }},
		{"the best line", func() { test.Tap(u.dialogs.retry.bestLine) }},
	} {
		step.do()
		if got := u.panel.opening.Text; got != want {
			t.Errorf("%s: %q, want %q", step.name, got, want)
		}
	}
}
