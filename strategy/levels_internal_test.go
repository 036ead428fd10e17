package strategy

import (
	"context"
	"fmt"
	"math/rand/v2"
	"othello/strategy/level"
	"testing"
	"time"
)

// A time given to a search is a limit: no part of the search, the exact
// solver included, may be planned to run past it.
func TestPlanKeepsTheTimeLimit(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, empties := range []int{50, 30, 24, 22, 18, 12, 8} {
		b := RandomBoard(rng, empties, empties)
		name := fmt.Sprintf("%d empties", b.Empties())
		for _, lvl := range level.All() {
			for _, limit := range []time.Duration{LevelConfig(lvl, level.AlphaBeta).Time, 300 * time.Millisecond, time.Second, 4 * time.Second} {
				if limit <= 0 {
					continue // EASY and MEDIUM search by depth
				}
				for _, algo := range []level.Algorithm{level.AlphaBeta, level.Minimax} {
					c := LevelConfig(lvl, algo).WithTime(limit)
					pl := makePlan(context.Background(), c, b, start)
					end := start.Add(limit)
					if pl.hard.IsZero() || pl.hard.After(end) {
						t.Errorf("%s, %v %v, %v: the midgame may run until %v, past the limit %v", name, lvl, algo, limit, pl.hard.Sub(start), limit)
					}
					if pl.exact && (pl.endHard.IsZero() || pl.endHard.After(end)) {
						t.Errorf("%s, %v %v, %v: the exact solver may run until %v, past the limit %v", name, lvl, algo, limit, pl.endHard.Sub(start), limit)
					}
				}
			}
		}
	}
}

// A deadline on the search sooner than its time, as a game clock sets,
// is its time: it stops deepening after half of it, and its exact solver
// begins within a tenth.
func TestPlanKeepsTheCallersDeadline(t *testing.T) {
	start := time.Now()
	b := RandomBoard(rand.New(rand.NewPCG(7, 8)), 40, 40)
	hard := LevelConfig(level.Hard, level.AlphaBeta) // 1 s a move on average
	own := phaseTime(hard, b.Empties())              // this move's share
	for _, c := range []struct {
		deadline, soft, hard time.Duration
	}{
		{200 * time.Millisecond, 100 * time.Millisecond, 200 * time.Millisecond},
		{3 * time.Second, own / 2, own}, // the level's time is sooner
	} {
		ctx, cancel := context.WithDeadline(context.Background(), start.Add(c.deadline))
		pl := makePlan(ctx, hard, b, start)
		cancel()
		if pl.soft.Sub(start) != c.soft || pl.hard.Sub(start) != c.hard {
			t.Errorf("deadline %v: deepens until %v, stops at %v; want %v and %v", c.deadline, pl.soft.Sub(start), pl.hard.Sub(start), c.soft, c.hard)
		}
	}
	solve := RandomBoard(rand.New(rand.NewPCG(9, 10)), 16, 16)
	ctx, cancel := context.WithDeadline(context.Background(), start.Add(500*time.Millisecond))
	defer cancel()
	if pl := makePlan(ctx, hard, solve, start); !pl.exact || pl.soft.Sub(start) != 50*time.Millisecond || pl.endHard.Sub(start) != 500*time.Millisecond {
		t.Errorf("a solve in 500 ms: exact %v, midgame until %v, solver until %v", pl.exact, pl.soft.Sub(start), pl.endHard.Sub(start))
	}
}
