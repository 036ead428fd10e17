package view

import (
	"context"
	"strings"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// The coach's report and the review speak of a 6x6 game as of an 8x8 one:
// each mistake explained, the reply named the analysis's, in the 6x6
// board's squares; the retries, of 8x8 positions, are not offered.
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
	if len(r.whys) != len(mistakes) || len(r.retries) != 0 {
		t.Fatalf("%d explanations and %d retries for %d mistakes; want one explanation each and no retry", len(r.whys), len(r.retries), len(mistakes))
	}
	pumpUntil(t, u, queue, func() bool {
		for _, w := range r.whys {
			if w.Text == "Looking into it…" {
				return false
			}
		}
		return true
	}, "the explanations")
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
	r.close()

	// the review of the costliest mistake carries the coach's words too
	v := mistakes[0]
	u.showReview(v.Number)
	if text := u.reviewText(v.Number); !strings.Contains(text, "Looking into why…") {
		t.Fatalf("the review of move %d says %q; want the coach at work", v.Number, text)
	}
	pumpUntil(t, u, queue, func() bool { return !strings.Contains(u.reviewText(v.Number), "Looking into why…") }, "the review's explanation")
	if text := u.reviewText(v.Number); !strings.Contains(text, "best answer is") && !strings.Contains(text, "cannot move") && !strings.Contains(text, "ends the game") {
		t.Errorf("the review of move %d says %q; want the coach's words", v.Number, text)
	}
}
