package strategy

import (
	"context"
	"math/rand/v2"
	"othello/strategy/level"
	"testing"
	"time"
)

// A level whose time is an average deepens by how settled its best move
// is: past the usual half of its time while the best move keeps changing
// (and then up to the stretched limit), and sooner once it has held for
// several depths or when the next depth could not finish in time.
func TestDeepeningBySettledMove(t *testing.T) {
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	pl := plan{adapt: true, start: start, soft: start.Add(500 * time.Millisecond),
		hard: start.Add(time.Second), stretch: start.Add(1500 * time.Millisecond)}
	type depth struct {
		end     time.Duration // when the depth finished, from the start
		changed bool          // its best move is not the previous depth's
	}
	ms := time.Millisecond
	for _, c := range []struct {
		name      string
		depths    []depth
		deeper    bool
		stretched bool
	}{
		{"changed past the usual half", []depth{{100 * ms, false}, {200 * ms, false}, {600 * ms, true}}, true, true},
		{"changed past the unsettled start", []depth{{100 * ms, false}, {300 * ms, false}, {850 * ms, true}}, false, false},
		{"held, quick depths, before half", []depth{{20 * ms, true}, {40 * ms, false}, {80 * ms, false}}, true, false},
		{"held, past half", []depth{{20 * ms, true}, {40 * ms, false}, {510 * ms, false}}, false, false},
		{"held once, the next depth would not finish", []depth{{50 * ms, true}, {150 * ms, true}, {450 * ms, false}}, false, false},
		{"held long, past the settled start", []depth{{10 * ms, true}, {20 * ms, false}, {30 * ms, false}, {40 * ms, false}, {50 * ms, false}, {350 * ms, false}}, false, false},
		{"held three depths, the same time", []depth{{10 * ms, true}, {20 * ms, false}, {30 * ms, false}, {40 * ms, false}, {120 * ms, false}}, true, false},
	} {
		e := &engine{}
		e.setDeadline(pl.hard)
		var k deepening
		var deeper bool
		from := time.Duration(0)
		for _, d := range c.depths {
			k.depthStarts(start.Add(from))
			deeper = k.next(e, pl, start.Add(d.end), d.changed)
			from = d.end
		}
		if deeper != c.deeper {
			t.Errorf("%s: another depth %v, want %v", c.name, deeper, c.deeper)
		}
		if stretched := e.deadline.Equal(pl.stretch); stretched != c.stretched {
			t.Errorf("%s: limit %v after the start, stretched %v, want %v", c.name, e.deadline.Sub(start), stretched, c.stretched)
		}
	}
}

// Only a level's own time by phase adapts: a time given as a limit, or a
// game clock's deadline, stays the limit of the move.
func TestPlanAdaptsOnlyTheLevelsTime(t *testing.T) {
	start := time.Now()
	b := RandomBoard(rand.New(rand.NewPCG(3, 4)), 40, 40)
	hard := LevelConfig(level.Hard, level.AlphaBeta)
	share := phaseTime(hard, b.Empties())
	pl := makePlan(context.Background(), hard, b, start)
	if !pl.adapt || pl.stretch.Sub(start) != share*stretchPct/100 || pl.hard.Sub(start) != share {
		t.Errorf("HARD's own time: adapt %v, limit %v, stretched %v; want true, %v, %v", pl.adapt, pl.hard.Sub(start), pl.stretch.Sub(start), share, share*stretchPct/100)
	}
	end := RandomBoard(rand.New(rand.NewPCG(3, 4)), hard.ExactEmpties, hard.ExactEmpties)
	if pl := makePlan(context.Background(), hard, end, start); !pl.exact || pl.adapt {
		t.Errorf("HARD at %d empties: exact %v, adapt %v; want the solver's plan, not adapting", end.Empties(), pl.exact, pl.adapt)
	}
	if pl := makePlan(context.Background(), hard.WithTime(time.Second), b, start); pl.adapt {
		t.Error("HARD with a time given as a limit adapts it")
	}
	ctx, cancel := context.WithDeadline(context.Background(), start.Add(300*time.Millisecond))
	defer cancel()
	if pl := makePlan(ctx, hard, b, start); pl.adapt {
		t.Error("HARD under a game clock's deadline adapts it")
	}
}
