package strategy

import (
	"context"
	"fmt"
	"math/rand/v2"
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
		for _, level := range Levels() {
			for _, limit := range []time.Duration{LevelConfig(level, AlphaBeta).Time, 300 * time.Millisecond, time.Second, 4 * time.Second} {
				if limit <= 0 {
					continue // EASY and MEDIUM search by depth
				}
				for _, algo := range []Algorithm{AlphaBeta, Minimax} {
					c := LevelConfig(level, algo).WithTime(limit)
					pl := makePlan(context.Background(), c, b, start)
					end := start.Add(limit)
					if pl.hard.IsZero() || pl.hard.After(end) {
						t.Errorf("%s, %v %v, %v: the midgame may run until %v, past the limit %v", name, level, algo, limit, pl.hard.Sub(start), limit)
					}
					if pl.exact && (pl.endHard.IsZero() || pl.endHard.After(end)) {
						t.Errorf("%s, %v %v, %v: the exact solver may run until %v, past the limit %v", name, level, algo, limit, pl.endHard.Sub(start), limit)
					}
				}
			}
		}
	}
}
