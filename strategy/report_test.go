package strategy_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"othello/model"
	"othello/strategy"
)

// AnalyzeWith tells the scores as they deepen, each report a complete set
// best first; its answer is Analyze's, and the last report is the answer.
// Once the solver starts, the moves it has settled are exact and the
// others keep the last midgame depth.
func TestAnalyzeWithReports(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for i := 0; i < positionCount(12, 6); i++ {
		b := strategy.RandomBoard(rng, 8, 40)
		if b.Moves() == 0 {
			continue
		}
		s := strategy.Config{Depth: 5, ExactEmpties: 12}
		var reports [][]strategy.Result
		got := strategy.AnalyzeWith(context.Background(), b, s, 0, strategy.AnalyzeOptions{
			ExactAfter: 3,
			Report:     func(rs []strategy.Result) { reports = append(reports, rs) },
		})
		want := strategy.Analyze(context.Background(), b, s, 0)
		if !sameScores(got, want) {
			t.Fatalf("%v: AnalyzeWith %v, Analyze %v", model.Position{Board: b}, got, want)
		}
		if len(reports) == 0 || !sameScores(reports[len(reports)-1], got) {
			t.Fatalf("%v: the last of %d reports is not the answer", model.Position{Board: b}, len(reports))
		}
		depth, solved := 0, 0
		for _, rs := range reports {
			if len(rs) != b.Mobility() {
				t.Fatalf("a report of %d moves for %d", len(rs), b.Mobility())
			}
			exact := 0
			for j, r := range rs {
				if j > 0 && r.Score > rs[j-1].Score {
					t.Fatalf("a report not best first: %v", rs)
				}
				if r.Exact {
					exact++
				}
			}
			if exact == 0 {
				if d := rs[0].Depth; d != depth+1 {
					t.Fatalf("a report of depth %d after depth %d", d, depth)
				}
				depth++
				continue
			}
			if exact != solved+1 && exact != len(rs) {
				t.Fatalf("%d moves solved after %d", exact, solved)
			}
			solved = exact
		}
		if empties := b.Empties(); empties <= s.ExactEmpties && (depth != min(3, empties-1) || solved != b.Mobility()) {
			t.Errorf("%d empties: midgame to depth %d, then %d of %d moves solved; want depth %d, then all", empties, depth, solved, b.Mobility(), min(3, empties-1))
		}
	}
}

func sameScores(a, b []strategy.Result) bool {
	if len(a) != len(b) {
		return false
	}
	scores := map[model.Square]int{}
	for _, r := range a {
		scores[r.Move] = r.Score
	}
	for _, r := range b {
		if s, ok := scores[r.Move]; !ok || s != r.Score {
			return false
		}
	}
	return true
}

// A Reporter tells each depth it finishes, with the best move so far at
// the head of the line of play, and its answer is Search's.
func TestSearchReporting(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	for i := 0; i < positionCount(10, 5); i++ {
		b := strategy.RandomBoard(rng, 14, 40)
		if b.Moves() == 0 {
			continue
		}
		s := strategy.Config{Depth: 6, ExactEmpties: 14}
		var steps []strategy.Progress
		got := strategy.NewSearch(s, 1).(strategy.Reporter).SearchReporting(context.Background(), b,
			func(p strategy.Progress) { steps = append(steps, p) })
		want := strategy.NewSearch(s, 1).Search(context.Background(), b)
		if got.Move != want.Move || got.Score != want.Score {
			t.Fatalf("reporting %v %d, not %v %d", got.Move, got.Score, want.Move, want.Score)
		}
		if len(steps) == 0 {
			t.Fatal("no step told")
		}
		for j, p := range steps {
			if len(p.PV) > 0 && p.PV[0] != p.Move {
				t.Errorf("step %d: line %v does not start with %v", j, p.PV, p.Move)
			}
			if p.Exact && p.Lo > p.Hi {
				t.Errorf("step %d: bounds %d..%d", j, p.Lo, p.Hi)
			}
			if !p.Exact && len(p.PV) == 0 {
				t.Errorf("step %d (depth %d): no line of play", j, p.Depth)
			}
		}
		last := steps[len(steps)-1]
		if got.Exact && (!last.Exact || last.Lo != last.Hi || last.Lo*strategy.ScoreScale != got.Score) {
			t.Errorf("solved %d, last step %+v", got.Score, last)
		}
	}
}
