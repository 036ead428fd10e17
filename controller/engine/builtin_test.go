package engine

import (
	"context"
	"fmt"
	"testing"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// Our players, asked through the arbiter's Player, tell the steps of
// their search to the report their question's context carries, on 8x8
// and on the other sizes alike, and the last step names the move played.
func TestOursTellsItsStepsThroughTheContext(t *testing.T) {
	for _, n := range []int{6, 8, 10} {
		t.Run(fmt.Sprintf("%dx%d", n, n), func(t *testing.T) {
			p := Ours("medium", strategy.NewSizedPlayer(n, level.Medium, level.AlphaBeta, 1))
			g, err := model.NewSizedGame(n)
			if err != nil {
				t.Fatal(err)
			}
			var steps []strategy.Progress
			ctx := strategy.WithProgress(context.Background(), func(s strategy.Progress) { steps = append(steps, s) })
			r, err := p.Move(ctx, g, Clock{})
			if err != nil {
				t.Fatal(err)
			}
			if len(steps) == 0 {
				t.Fatal("no step of the search was told")
			}
			if last := steps[len(steps)-1]; last.Move != r.Move {
				t.Errorf("the last step names %v, the move played is %v", last.Move, r.Move)
			}
			if _, err := p.Move(context.Background(), g, Clock{}); err != nil {
				t.Errorf("without a report: %v", err)
			}
		})
	}
}

// WithProgress carries a report and ProgressFrom finds it; a nil report
// leaves the context as it was.
func TestWithProgressCarriesTheReport(t *testing.T) {
	ctx := context.Background()
	if strategy.WithProgress(ctx, nil) != ctx || strategy.ProgressFrom(ctx) != nil {
		t.Fatal("a context without a report carries one")
	}
	told := 0
	report := strategy.ProgressFrom(strategy.WithProgress(ctx, func(strategy.Progress) { told++ }))
	if report == nil {
		t.Fatal("the report was not carried")
	}
	report(strategy.Progress{})
	if told != 1 {
		t.Errorf("the report carried was called %d times, want 1", told)
	}
}
