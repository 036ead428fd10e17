package strategy_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// midgamePositions are the openings of the first complete games of the
// FFO positions' file: midgame boards 20 to 30 discs in.
func midgamePositions(b *testing.B) []model.Board {
	var out []model.Board
	for _, c := range loadOBF(b, "fforum-1-19.obf", 1)[:4] {
		out = append(out, c.pos.Board)
	}
	// positions after the first 16 and 24 moves of seeded random play
	for _, seed := range []uint64{1, 2, 3, 4} {
		out = append(out, strategy.RandomBoard(randFor(seed), 36, 44))
	}
	return out
}

// BenchmarkMidgame searches midgame positions to depth 9, full width, on
// one thread and on every core, and reports nodes per second.
func BenchmarkMidgame(b *testing.B) {
	boards := midgamePositions(b)[4:]
	for _, threads := range []int{1, strategy.DefaultThreads()} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			p := strategy.NewSearch(strategy.Config{Depth: 9, Threads: threads}, 0)
			benchNodes(b, boards, func(bd model.Board) strategy.Result { return p.Search(context.Background(), bd) })
		})
	}
}

// BenchmarkEndgame solves the FFO positions of 14 to 20 empties and
// reports nodes per second.
func BenchmarkEndgame(b *testing.B) {
	var boards []model.Board
	for _, c := range loadOBF(b, "fforum-1-19.obf", 1) {
		boards = append(boards, c.pos.Board)
	}
	for _, c := range loadOBF(b, "fforum-20-39.obf", 20)[:8] {
		boards = append(boards, c.pos.Board)
	}
	benchNodes(b, boards, func(bd model.Board) strategy.Result { return strategy.Solve(context.Background(), bd) })
}

// benchNodes runs search on every board b.N times and reports the nodes
// per second and per round.
func benchNodes(b *testing.B, boards []model.Board, search func(model.Board) strategy.Result) {
	var nodes uint64
	counts := startEvalCounts()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		for _, bd := range boards {
			nodes += search(bd).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	counts(b, b.N)
}

// startEvalCounts notes the evaluations counted so far and returns a
// function that reports those made since, per round of n, in a build with
// -tags evalcount: the network's (net-evals/op) and the pattern
// evaluation's alone (lin-evals/op).
func startEvalCounts() func(b *testing.B, n int) {
	net0, lin0, counted := strategy.EvalCounts()
	return func(b *testing.B, n int) {
		if !counted {
			return
		}
		net, lin, _ := strategy.EvalCounts()
		b.ReportMetric(float64(net-net0)/float64(n), "net-evals/op")
		b.ReportMetric(float64(lin-lin0)/float64(n), "lin-evals/op")
	}
}

// BenchmarkCancel measures how long a deep search takes to return once its
// context is cancelled (the latency metric, in milliseconds): the midgame
// search and the exact solver, on one thread and on every core.
func BenchmarkCancel(b *testing.B) {
	board := model.StartBoard().Play(model.F5).Play(model.D6)
	for _, c := range []strategy.Config{{Depth: 40}, {ExactEmpties: 64}} {
		for _, threads := range []int{1, strategy.DefaultThreads()} {
			c := c.WithThreads(threads)
			b.Run(fmt.Sprintf("exact=%v/threads=%d", c.ExactEmpties > 0, threads), func(b *testing.B) {
				p := strategy.NewSearch(c, 0)
				var worst, total time.Duration
				for i := 0; i < b.N; i++ {
					ctx, cancel := context.WithCancel(context.Background())
					done := make(chan struct{})
					go func() { p.Search(ctx, board); close(done) }()
					time.Sleep(30 * time.Millisecond)
					t0 := time.Now()
					cancel()
					<-done
					lat := time.Since(t0)
					total += lat
					worst = max(worst, lat)
				}
				b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/cancel")
				b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
			})
		}
	}
}

// BenchmarkFFO solves the FFO positions named by the FFO environment
// variable (such as FFO=36,37), for tuning the solver.
func BenchmarkFFO(b *testing.B) {
	want := map[string]bool{}
	for _, n := range strings.Split(os.Getenv("FFO"), ",") {
		want["FFO#"+strings.TrimSpace(n)] = true
	}
	cases := append(loadOBF(b, "fforum-1-19.obf", 1), loadOBF(b, "fforum-20-39.obf", 20)...)
	var nodes uint64
	start := time.Now()
	for i := 0; i < b.N; i++ {
		for _, c := range cases {
			if want[c.name] {
				nodes += strategy.Solve(context.Background(), c.pos.Board).Nodes
			}
		}
	}
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkHardGame plays HARD against itself from a few openings and
// reports the median and longest time per move and the median and least
// midgame depth (of the positions with more empties than HARD solves): on
// one thread and on every core, with the level's selective search and
// with none.
//
//	go test ./strategy -run '^$' -bench HardGame -benchtime 1x
func BenchmarkHardGame(b *testing.B) {
	hard := strategy.LevelConfig(level.Hard, level.AlphaBeta)
	for _, threads := range []int{1, strategy.DefaultThreads()} {
		for _, sel := range []int{hard.Selectivity, 0} {
			c := hard.WithThreads(threads)
			c.Selectivity = sel
			b.Run(fmt.Sprintf("threads=%d/selectivity=%d", threads, sel), func(b *testing.B) { benchmarkGame(b, c, 2) })
		}
	}
}

// BenchmarkExpertGame is BenchmarkHardGame for EXPERT, on every core, from
// one opening.
//
//	go test ./strategy -run '^$' -bench ExpertGame -benchtime 1x
func BenchmarkExpertGame(b *testing.B) {
	benchmarkGame(b, strategy.LevelConfig(level.Expert, level.AlphaBeta).WithThreads(strategy.DefaultThreads()), 1)
}

func benchmarkGame(b *testing.B, c strategy.Config, openings int) {
	benchmarkGameWith(b, c, openings, nil)
}

// benchmarkGameWith is benchmarkGame with the evaluation ev (nil: the
// Config's).
func benchmarkGameWith(b *testing.B, c strategy.Config, openings int, ev strategy.Evaluator) {
	var times []time.Duration
	var depths []int
	for i := 0; i < b.N; i++ {
		for _, op := range strategy.Openings(openings, 4, uint64(i)+1) {
			p := strategy.NewSearchWeights(c, 1, ev)
			pos := model.StartPosition()
			for _, sq := range op {
				pos = pos.Play(sq)
			}
			for !pos.Board.GameOver() {
				r := p.Search(context.Background(), pos.Board)
				if pos.Board.Moves() != 0 {
					times = append(times, r.Time)
					if pos.Board.Empties() > c.ExactEmpties {
						depths = append(depths, r.Depth)
					}
				}
				pos = pos.Play(r.Move)
			}
		}
	}
	slices.Sort(times)
	slices.Sort(depths)
	b.ReportMetric(times[len(times)/2].Seconds(), "s-median")
	b.ReportMetric(times[len(times)-1].Seconds(), "s-max")
	b.ReportMetric(float64(depths[len(depths)/2]), "depth-median")
	b.ReportMetric(float64(depths[0]), "depth-min")
}

// BenchmarkSelective searches midgame positions as HARD does (trained
// evaluation, HARD's selectivity, iterative deepening) to a fixed depth on
// one thread: its node count is exact, so a change to the move ordering
// or to the cuts is judged by nodes/op before time.
//
//	go test ./strategy -run '^$' -bench Selective -benchtime 1x
func BenchmarkSelective(b *testing.B) {
	boards := midgamePositions(b)
	for seed := uint64(5); seed <= 16; seed++ {
		boards = append(boards, strategy.RandomBoard(randFor(seed), 26, 44))
	}
	c := strategy.LevelConfig(level.Hard, level.AlphaBeta)
	c.Time, c.Depth, c.BookPlies, c.PhaseTime = 0, 14, 0, false
	p := strategy.NewSearch(c, 0)
	benchNodes(b, boards, func(bd model.Board) strategy.Result { return p.Search(context.Background(), bd) })
}
