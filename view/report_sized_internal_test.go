package view

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// The coach's report, the review and the retries speak of a 6x6 game as
// of an 8x8 one: each mistake explained, the reply named the analysis's,
// in the 6x6 board's squares; Retry from here sets the 6x6 position up,
// judges a miss and says why, and keeps it for Practice.
func TestCoachReportOnSixBySix(t *testing.T) {
	u, queue := newTestUI(t)
	u.ctl.Load(randomSizedGame(6, 7), controller.DefaultSettings()) // the person is Black
	u.dialogs.closeOverDialog()
	rec := u.snap.Game
	if rec.Size() != 6 {
		t.Fatalf("the game loaded is %dx%d", rec.Size(), rec.Size())
	}
	a, err := controller.AnalyzeGame(context.Background(), rec, strategy.Config{Depth: 4, ExactEmpties: 10}, nil)
	if err != nil {
		t.Fatal(err)
	}
	u.ana.result, u.ana.game = a, u.game
	mistakes := controller.Mistakes(a, model.Black, false, reportMistakes)
	if len(mistakes) == 0 {
		t.Fatal("Black made no mistake: the game proves little")
	}
	u.dialogs.showCoachReport()
	r := u.dialogs.report
	if len(r.whys) != len(mistakes) || len(r.retries) != len(mistakes) {
		t.Fatalf("%d explanations and %d retries for %d mistakes; want one of each a mistake", len(r.whys), len(r.retries), len(mistakes))
	}
	waitExplanations(t, u, queue, r)
	name := rec.Geometry().CellName
	for i, v := range mistakes {
		text := r.whys[i].Text
		t.Logf("move %d: %s", v.Number, text)
		if reply, ok := a.ReplyTo(v.Number - 1); ok && reply != model.CellPass {
			if !strings.Contains(text, "best answer is "+name(reply)) {
				t.Errorf("move %d: %q does not name the analysis's reply %s", v.Number, text, name(reply))
			}
		} else if !strings.Contains(text, "cannot move") && !strings.Contains(text, "ends the game") {
			t.Errorf("move %d: %q", v.Number, text)
		}
		if strings.Contains(text, "could not tell") {
			t.Errorf("move %d: %q", v.Number, text)
		}
	}

	// retry the costliest, and miss
	v := mistakes[0]
	test.Tap(r.retries[0])
	before := rec.SizedAt(v.Number - 1)
	if u.retry == nil || u.snap.Sized != before || u.snap.Game.Size() != 6 || !u.snap.PersonToMove {
		t.Fatalf("the retry shows %v, want the 6x6 position before move %d", u.snap.Sized, v.Number)
	}
	if want := "Retry: find a better move for Black than " + name(v.Move); !strings.Contains(u.coach.drillText(), want) {
		t.Errorf("the panel says %q, want %q", u.coach.drillText(), want)
	}
	worst, best, rd := missTheRetry(t, u, queue)
	if rd == nil || !strings.HasPrefix(rd.text.Text, name(worst.Move)+" (") || !strings.Contains(rd.text.Text, "against the best, "+name(best.Move)) {
		t.Fatalf("a miss said %v", rd)
	}
	pumpUntil(t, u, queue, func() bool { return rd.why.Text != "Looking into why…" }, "the retry's why")
	if !strings.Contains(rd.why.Text, "After "+name(worst.Move)+",") {
		t.Errorf("the miss is explained as %q", rd.why.Text)
	}
	if list := u.coach.practiceList(); len(list) != 1 || list[0].Position != before.String() {
		t.Fatalf("the miss was not kept for practice: %+v", list)
	}
	test.Tap(rd.back)
	if u.snap.Game.Len() != rec.Len() || u.snap.Game.Size() != 6 {
		t.Fatalf("back to a game of %d moves, want the %d of the game", u.snap.Game.Len(), rec.Len())
	}

	// Practice brings the 6x6 position back
	u.coach.practise()
	if u.retry == nil || !u.retry.practice || u.snap.Sized != before {
		t.Fatal("Practice did not bring the 6x6 position back")
	}
	u.coach.endRetry()

	// the review of the costliest mistake carries the coach's words too
	u.reviewer.showReview(v.Number)
	if text := u.sheet().reviewText(v.Number); !strings.Contains(text, "Looking into why…") {
		t.Fatalf("the review of move %d says %q; want the coach at work", v.Number, text)
	}
	pumpUntil(t, u, queue, func() bool { return !strings.Contains(u.sheet().reviewText(v.Number), "Looking into why…") }, "the review's explanation")
	if text := u.sheet().reviewText(v.Number); !strings.Contains(text, "best answer is") && !strings.Contains(text, "cannot move") && !strings.Contains(text, "ends the game") {
		t.Errorf("the review of move %d says %q; want the coach's words", v.Number, text)
	}
}
