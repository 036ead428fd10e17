package view

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// Move values the player keeps on stay off while a retried mistake waits
// for the player's move, as they would show its answer; they come back
// once the move is judged.
func TestRetryHidesTheMoveValuesUntilJudged(t *testing.T) {
	u, queue := newTestUI(t)
	g, a := reportGame(t)
	showAnalysedGame(u, g, a)
	u.setMoveValues(true)
	u.dialogs.showCoachReport()
	test.Tap(u.dialogs.report.retries[0])
	shown := false
	deadline := time.After(time.Minute)
	for u.retry.scores == nil {
		select {
		case f := <-queue:
			f()
			shown = shown || len(u.snap.Values) > 0
		case <-deadline:
			t.Fatal("the retry's scores never came")
		}
	}
	if shown || len(u.snap.Values) > 0 {
		t.Fatal("the move values showed while the player looked for the retried move")
	}
	scores := u.retry.scores
	u.board.OnMove(scores[len(scores)-1].Move)
	if !u.retry.done {
		t.Fatal("the move was not judged")
	}
	pumpUntil(t, u, queue, func() bool { return len(u.snap.Values) > 0 }, "the move values after the verdict")
	if !u.prefs.MoveValues {
		t.Error("the player's choice of move values was changed")
	}
}
