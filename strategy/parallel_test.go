package strategy_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"othello/model"
	"othello/strategy"
)

// The parallel solver proves the same scores as the single thread on
// random positions with 14 to 20 empties, and the move it returns is worth
// that score: 30 positions in the long suite, 200 with OTHELLO_FULL_TESTS.
func TestParallelSolveAgrees(t *testing.T) {
	n, most := 30, 20
	switch {
	case testing.Short():
		n, most = 6, 16
	case fullTests():
		n = 200
	}
	rng := randFor(77)
	one := strategy.NewSolver(nil, 20)
	many := strategy.NewSolver(nil, 20)
	many.SetThreads(4)
	for i := range n {
		b := strategy.RandomBoard(rng, 14, most)
		want := one.Solve(context.Background(), b)
		got := many.Solve(context.Background(), b)
		if !want.Exact || !got.Exact || got.Score != want.Score {
			t.Fatalf("position %d %s: 4 threads %+v, 1 thread %+v", i, model.Position{Board: b}, got, want)
		}
		if got.Move == model.Pass {
			continue
		}
		if v := -one.Solve(context.Background(), b.Play(got.Move)).Score; v != want.Score {
			t.Errorf("position %d: the parallel move %v scores %+d, not the best %+d", i, got.Move, v/strategy.ScoreScale, want.Score/strategy.ScoreScale)
		}
	}
}

// A parallel search stops when its context is cancelled, its helpers with
// it, and still returns a legal move; run with -race, this also checks
// that the threads share the tables safely.
func TestParallelCancel(t *testing.T) {
	b := model.StartBoard().Play(model.F5).Play(model.D6).Play(model.C3)
	for _, c := range []strategy.Config{{Depth: 40, Threads: 4}, {ExactEmpties: 64, Threads: 3}} {
		t.Run(fmt.Sprintf("depth=%d exact=%d", c.Depth, c.ExactEmpties), func(t *testing.T) {
			p := strategy.NewSearch(c, 0)
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan strategy.Result)
			go func() { done <- p.Search(ctx, b) }()
			time.Sleep(40 * time.Millisecond) // let the threads start: the test holds whatever the timing
			cancel()
			r := <-done
			if !b.IsLegal(r.Move) || r.Exact {
				t.Errorf("cancelled parallel search returned %+v", r)
			}
		})
	}
}

// A parallel midgame search to a fixed depth plays a legal move, counts its
// helpers' nodes and, the nodes of the principal variation shared out as
// well, finds the single thread's score: table entries of other depths
// may cut a subtree in another order of work, so a few scores may differ
// slightly, but most must be the same. On 20 positions, 10 under -short
// (the race detector's run, where each takes a second).
func TestParallelMidgame(t *testing.T) {
	rng := randFor(5)
	positions := positionCount(20, 10)
	same := 0
	for i := range positions {
		b := strategy.RandomBoard(rng, 30, 44)
		one := strategy.NewSearch(strategy.Config{Depth: 7}, 0).Search(context.Background(), b)
		many := strategy.NewSearch(strategy.Config{Depth: 7, Threads: 2 + i%2}, 0).Search(context.Background(), b)
		if !b.IsLegal(many.Move) || many.Depth != 7 || many.Nodes == 0 {
			t.Fatalf("position %d: parallel search returned %+v", i, many)
		}
		if many.Score == one.Score {
			same++
		}
		if d := many.Score - one.Score; d > 400 || d < -400 {
			t.Errorf("position %d: parallel score %d, single %d", i, many.Score, one.Score)
		}
	}
	t.Logf("the same score on %d of %d positions", same, positions)
	if same < positions*9/10 {
		t.Errorf("parallel and single-thread scores agree on %d of %d positions, want at least %d", same, positions, positions*9/10)
	}
}
