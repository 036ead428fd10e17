package controller_test

import (
	"context"
	"errors"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// A game with two passes (moves 57 and 59), from cli/testdata/analyze_pass.in.
const passGame = "f5f4c3g6g3e6f7e7f3e3d6c6f2f1c4h3g5f6h5f8d3g4h4h6e2c5d2c1e1d1c2b4b3a3a4a5b5b1b6a6c7d7e8b8h2h1g1g2a1d8b2a2a7b7g7c8a8h8h7g8"

func quickConfig() strategy.Config {
	return strategy.Config{Depth: 2, ExactEmpties: 10}
}

func TestAnalyzeGameScoresEveryMove(t *testing.T) {
	g, err := model.ParseGame(passGame)
	if err != nil {
		t.Fatal(err)
	}
	rec := g.Record()
	var calls []int
	a, err := controller.AnalyzeGame(context.Background(), rec, quickConfig(), func(done, total int) {
		if total != rec.Len() {
			t.Errorf("progress total %d, want %d", total, rec.Len())
		}
		calls = append(calls, done)
	})
	if err != nil {
		t.Fatal(err)
	}
	if !a.Complete(rec) || len(calls) != rec.Len()+1 || calls[len(calls)-1] != rec.Len() {
		t.Fatalf("%d verdicts for %d moves, progress %v", len(a.Moves), rec.Len(), calls)
	}
	if a.Opening != "Parallel" {
		t.Errorf("opening %q, want Parallel", a.Opening)
	}
	res := g.Result()
	final := float64(res.Black - res.White)
	for i, v := range a.Moves {
		if v.Number != i+1 || v.Move != rec.Cell(i) || v.Color != rec.PositionAt(i).Turn {
			t.Fatalf("verdict %d is %+v", i, v)
		}
		if v.IsPass() {
			if prev := a.Moves[i-1].BlackAfter; v.BlackAfter != prev || v.Loss != 0 {
				t.Errorf("the pass at %d changed the score %v -> %v or lost %v", v.Number, prev, v.BlackAfter, v.Loss)
			}
			continue
		}
		if v.Loss < 0 || v.Loss != controller.RoundDiscs(max(v.BestScore-v.Score, 0), v.Exact()) {
			t.Errorf("move %d: loss %v for %v against %v", v.Number, v.Loss, v.Score, v.BestScore)
		}
		want := v.Score
		if v.Color == model.White {
			want = -want
		}
		if v.BlackAfter != want {
			t.Errorf("move %d: Black's score after %v, want %v", v.Number, v.BlackAfter, want)
		}
	}
	// The last move ends the game: its score is the final disc difference,
	// proven.
	last := a.Moves[len(a.Moves)-1]
	if !last.AfterExact || last.BlackAfter != final {
		t.Errorf("the last point is %v (exact %v), the game ended %+v", last.BlackAfter, last.AfterExact, final)
	}
}

func TestMoveVerdictMarks(t *testing.T) {
	for _, c := range []struct {
		loss float64
		want string
	}{{0, ""}, {1.9, ""}, {2, "?"}, {5.9, "?"}, {6, "??"}, {30, "??"}} {
		if got := (controller.MoveVerdict{Loss: c.loss}).Mark(); got != c.want {
			t.Errorf("loss %v marked %q, want %q", c.loss, got, c.want)
		}
	}
}

// A cancelled analysis stops between moves and hands back what it scored,
// all of it belonging to the game.
func TestGameAnalysisCancels(t *testing.T) {
	g, err := model.ParseGame(passGame)
	if err != nil {
		t.Fatal(err)
	}
	rec := g.Record()
	started := make(chan struct{})
	cancelled := make(chan struct{})
	done := make(chan struct{})
	var got controller.GameAnalysis
	var gotErr error
	// The report before move 4 waits until the test has cancelled, so the
	// analysis cannot run on to the end first, however loaded the machine.
	job := controller.StartGameAnalysis(rec, controller.SearchScorer(quickConfig()), nil,
		func(n, _ int) {
			if n == 3 {
				close(started)
				<-cancelled
			}
		},
		func(a controller.GameAnalysis, err error) { got, gotErr = a, err; close(done) })
	<-started
	job.Cancel()
	close(cancelled)
	<-done
	if !errors.Is(gotErr, context.Canceled) {
		t.Fatalf("error %v, want cancelled", gotErr)
	}
	if len(got.Moves) != 3 || !got.Covers(rec) || got.Complete(rec) {
		t.Fatalf("%d moves scored of %d after cancelling before move 4, want 3", len(got.Moves), rec.Len())
	}
}

func TestAnalysisCoversOnlyItsGame(t *testing.T) {
	g, _ := model.ParseGame("f5d6c3")
	a, err := controller.AnalyzeGame(context.Background(), g.Record(), quickConfig(), nil)
	if err != nil {
		t.Fatal(err)
	}
	g.Play(model.D3)
	if !a.Covers(g.Record()) || a.Complete(g.Record()) {
		t.Error("a longer game is not covered by its first moves' analysis")
	}
	other, _ := model.ParseGame("f5f6")
	if a.Covers(other.Record()) {
		t.Error("an analysis covers a different game")
	}
}

// After an undo the verdicts of the moves left still hold; a game from
// another start shares none.
func TestAnalysisForAShorterGame(t *testing.T) {
	g, _ := model.ParseGame("f5d6c3d3")
	a, err := controller.AnalyzeGame(context.Background(), g.Record(), quickConfig(), nil)
	if err != nil {
		t.Fatal(err)
	}
	g.Undo()
	g.Undo()
	if got := a.For(g.Record()); len(got.Moves) != 2 || a.Covers(g.Record()) {
		t.Errorf("after two undos %d verdicts hold", len(got.Moves))
	}
	g.Play(model.C5)
	if got := a.For(g.Record()); len(got.Moves) != 2 {
		t.Errorf("after another third move %d verdicts hold", len(got.Moves))
	}
	other := model.NewGameFrom(g.PositionAt(1))
	if got := a.For(other.Record()); len(got.Moves) != 0 {
		t.Errorf("a game set up elsewhere shares %d verdicts", len(got.Moves))
	}
}

// The window's analysis of a 6x6 game finds the wipe-out a move lets in:
// e1 with 20 empties loses 14 discs against e2 (-36 against -22, as the
// solver proves), where the 8x8 depth and exact reach, an estimate at 20
// empties, called it a small slip.
func TestAnalysisOnSixBySixSolvesTheLastTwentyEmpties(t *testing.T) {
	const game = "6x6 c2b4a5c1b1a1d2d1e3b2e4f3e1f1f4e2f2f5e5c5d6d5b6a4a3b5c6e6a6a2b3"
	g, err := model.ParseSetup(game)
	if err != nil {
		t.Fatal(err)
	}
	full := g.Record()
	// from the position before e1, the 13th move, so that the test
	// solves no more than the analysis does there
	tail := model.NewSizedGameFrom(full.SizedAt(12))
	for i := 12; i < full.Len(); i++ {
		if err := tail.PlayCell(full.Cell(i)); err != nil {
			t.Fatal(err)
		}
	}
	rec := tail.Record()
	for _, tt := range []struct {
		name      string
		cfg       strategy.Config
		wantExact bool
	}{
		{"6x6", controller.AnalysisConfig(6), true},
		{"8x8's reach", controller.AnalysisConfig(8), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a, err := controller.AnalyzeGame(context.Background(), rec, tt.cfg, nil)
			if err != nil {
				t.Fatal(err)
			}
			e1 := a.Moves[0]
			if e1.Exact() != tt.wantExact {
				t.Fatalf("e1 scored exactly: %v, want %v (%+v)", e1.Exact(), tt.wantExact, e1)
			}
			if !tt.wantExact {
				return
			}
			geo := rec.Geometry()
			if e1.Score != -36 || e1.BestScore != -22 || geo.CellName(e1.Best) != "e2" || e1.Loss != 14 {
				t.Errorf("e1 scored %v, best %s %v, loss %v; want -36, e2 -22, loss 14",
					e1.Score, geo.CellName(e1.Best), e1.BestScore, e1.Loss)
			}
			for _, v := range a.Moves {
				if !v.IsPass() && !v.Exact() {
					t.Errorf("move %d (%s) with 20 empties or fewer is not scored exactly", v.Number, geo.CellName(v.Move))
				}
			}
		})
	}
}
