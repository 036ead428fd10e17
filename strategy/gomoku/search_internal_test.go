package gomoku

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"othello/model/gomoku"
)

// rootMoves prepares e for a search of p under c and returns its root
// moves, as choose orders and cuts them before deepening.
func rootMoves(e *engine, p gomoku.Position, c Config) []rootScore {
	e.prepare(context.Background(), p, c, time.Now())
	ms, kind := e.gen(nil, e.threats)
	if kind == quiet && c.Width > 0 && len(ms) > c.Width {
		ms = ms[:c.Width]
	}
	roots := make([]rootScore, len(ms))
	for i, m := range ms {
		roots[i].cell = int(m.cell)
	}
	return roots
}

// TestAlphaBetaIsMinimax checks on a few hundred random positions that
// AlphaBeta, deepening with its transposition table, returns Minimax's
// score at the same depth, and a move that Minimax scores the same; and
// that with ties collected (margin 0, as the report's player plays) it
// scores exactly every move that ties for the best, and finds them all.
func TestAlphaBetaIsMinimax(t *testing.T) {
	configs := []struct {
		name string
		c    Config
	}{
		{"threats depth 3", Config{Depth: 3, Width: 8}},
		{"threats depth 4 with leaf VCF", Config{Depth: 4, Width: 6, LeafVCF: 2}},
		{"win-loss-draw depth 4", Config{Eval: WinLossDraw, Depth: 4, Width: 7}},
	}
	n := 900
	if testing.Short() {
		n = 150
	}
	ab, mm := newEngine(14), newEngine(14)
	rng := rand.New(rand.NewPCG(11, 11))
	forcedResults, tested := 0, 0
	for i := range n {
		cfg := configs[i%len(configs)]
		size := []int{9, 15, 19}[i%3]
		p := randomPosition(rng, size, gomoku.Rule(i/3%2), 3+rng.IntN(30))
		if p.Board.HasFive(gomoku.Black) || p.Board.HasFive(gomoku.White) {
			continue
		}
		c := cfg.c
		roots := rootMoves(mm, p, c)
		if len(roots) == 0 {
			continue
		}
		mm.searchRoot(roots, c.Depth, true, -1)
		scores := map[int]int{}
		best := -inf
		for _, r := range roots {
			scores[r.cell] = r.score
			best = max(best, r.score)
		}
		tested++
		if best > WinBound || best < -WinBound {
			forcedResults++
		}
		var bestSet []int
		for _, r := range roots {
			if r.score == best {
				bestSet = append(bestSet, r.cell)
			}
		}

		got := ab.deepen(rootMoves(ab, p, c), c, nil, time.Now(), 0)
		if got.Score != best || scores[cellOf(got.Move)] != best {
			t.Fatalf("%s, position %d:\n%s\nAlphaBeta: %s scores %d; Minimax: best %d, %s scores %d",
				cfg.name, i, p.String(), got.Move.Name(size), got.Score, best, got.Move.Name(size), scores[cellOf(got.Move)])
		}

		ties := rootMoves(ab, p, c)
		ab.searchRoot(ties, c.Depth, false, 0)
		var abSet []int
		for _, r := range ties {
			if r.exact && r.score != scores[r.cell] {
				t.Fatalf("%s, position %d: AlphaBeta's exact score of %s is %d, Minimax's %d", cfg.name, i, squareOf(r.cell).Name(size), r.score, scores[r.cell])
			}
			if r.exact && r.score == best {
				abSet = append(abSet, r.cell)
			}
		}
		slices.Sort(abSet)
		slices.Sort(bestSet)
		if !slices.Equal(abSet, bestSet) {
			t.Fatalf("%s, position %d: AlphaBeta's best moves %v, Minimax's %v", cfg.name, i, abSet, bestSet)
		}
	}
	t.Logf("%d positions, %d of them won or lost by force", tested, forcedResults)
	if forcedResults < tested/10 || forcedResults > tested*9/10 {
		t.Errorf("%d of %d positions won or lost by force: too few or too many to test both kinds of score", forcedResults, tested)
	}
}
