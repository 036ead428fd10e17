package strategy_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"othello/model"
	"othello/strategy"
)

// ffoCase is one line of an OBF file: a position and the exact score of
// some of its moves, the best first.
type ffoCase struct {
	name   string
	pos    model.Position
	scores map[model.Square]int // discs for the side to move
	best   int
}

func loadOBF(t testing.TB, file string, first int) []ffoCase {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "model", "testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []ffoCase
	sc := bufio.NewScanner(f)
	for n := first; sc.Scan(); n++ {
		line := sc.Text()
		pos, err := model.ParsePosition(line)
		if err != nil {
			t.Fatalf("%s line %d: %v", file, n-first+1, err)
		}
		c := ffoCase{name: fmt.Sprintf("FFO#%d", n), pos: pos, scores: map[model.Square]int{}, best: -65}
		_, rest, _ := strings.Cut(line, ";")
		for _, item := range strings.Split(rest, ";") {
			item = strings.TrimSpace(item)
			if item == "" {
				continue
			}
			sqText, scoreText, ok := strings.Cut(item, ":")
			sq, err1 := model.ParseSquare(sqText)
			score, err2 := strconv.Atoi(scoreText)
			if !ok || err1 != nil || err2 != nil {
				t.Fatalf("%s: bad move score %q", c.name, item)
			}
			c.scores[sq] = score
			c.best = max(c.best, score)
		}
		if len(c.scores) == 0 {
			t.Fatalf("%s: no scores", c.name)
		}
		out = append(out, c)
	}
	return out
}

func checkFFO(t testing.TB, c ffoCase, threads int) (uint64, time.Duration) {
	t.Helper()
	r := strategy.SolveWith(context.Background(), c.pos.Board, strategy.SolveOptions{Threads: threads})
	if !r.Exact {
		t.Fatalf("%s: not solved exactly: %+v", c.name, r)
	}
	if r.Score != c.best*strategy.ScoreScale {
		t.Errorf("%s: score %+d, want %+d", c.name, r.Score/strategy.ScoreScale, c.best)
	}
	if s, ok := c.scores[r.Move]; !ok || s != c.best {
		t.Errorf("%s: move %v is not a best move (file scores %v)", c.name, r.Move, c.scores)
	}
	return r.Nodes, r.Time
}

// The cheap cases, 14 to 20 empties, run always.
func TestFFOCheap(t *testing.T) {
	cases := loadOBF(t, "fforum-1-19.obf", 1)
	for _, c := range loadOBF(t, "fforum-20-39.obf", 20) {
		if c.pos.Board.Empties() <= 18 {
			cases = append(cases, c)
		}
	}
	if testing.Short() {
		cases = cases[:8]
	}
	for _, threads := range []int{1, 3} {
		for _, c := range cases {
			t.Run(fmt.Sprintf("%s/threads=%d", c.name, threads), func(t *testing.T) { checkFFO(t, c, threads) })
		}
	}
}

// The harder cases, 19 to 26 empties, on one thread with the solver's
// selective stages and without, and on four threads without; go test
// -short leaves them out.
func TestFFOHard(t *testing.T) {
	if testing.Short() {
		t.Skip("the harder FFO positions take tens of seconds; run without -short")
	}
	type variant struct {
		threads int
		stages  bool
	}
	for _, v := range []variant{{1, true}, {1, false}, {4, false}} {
		threads := v.threads
		if !v.stages {
			restore := strategy.SetEndStages(nil)
			defer restore()
		}
		var nodes uint64
		var total time.Duration
		for _, c := range loadOBF(t, "fforum-20-39.obf", 20) {
			if c.pos.Board.Empties() <= 18 {
				continue
			}
			t.Run(fmt.Sprintf("%s/threads=%d/stages=%v", c.name, threads, v.stages), func(t *testing.T) {
				n, d := checkFFO(t, c, threads)
				nodes += n
				total += d
				t.Logf("%s: %d empties, %d nodes, %v", c.name, c.pos.Board.Empties(), n, d.Round(time.Millisecond))
			})
		}
		t.Logf("%d threads, stages %v: total %d nodes, %v", threads, v.stages, nodes, total.Round(time.Millisecond))
	}
}

// FFO #40-#49, 20 to 26 empties, the harder set the exact solver is
// measured on: a minute, so a benchmark run on request, once, on one
// thread unless THREADS says otherwise:
//
//	go test ./strategy -run '^$' -bench FFO40 -benchtime 1x -v
func BenchmarkFFO40to49(b *testing.B) {
	cases := loadOBF(b, "fforum-40-49.obf", 40)
	threads, _ := strconv.Atoi(os.Getenv("THREADS")) // THREADS=2: on two threads
	for b.Loop() {
		var nodes uint64
		for _, c := range cases {
			n, d := checkFFO(b, c, max(threads, 1))
			nodes += n
			b.Logf("%s: %d empties, %d nodes, %v", c.name, c.pos.Board.Empties(), n, d.Round(time.Millisecond))
		}
		b.ReportMetric(float64(nodes), "nodes/op")
	}
}

// FFO #20-#39 solved with the move ordering of each evaluation (the solver
// orders by the evaluation from 14 empties), on one thread and on one per
// core: one-thread node counts are exact, times depend on the machine.
//
//	go test ./strategy -run '^$' -bench FFO20to39 -benchtime 1x
//
// TABLE_BITS=20 solves with a table of 2^20 entries instead of 2^22.
func BenchmarkFFO20to39(b *testing.B) {
	tableBits, err := strconv.Atoi(os.Getenv("TABLE_BITS"))
	if err != nil {
		tableBits = 22
	}
	cases := loadOBF(b, "fforum-20-39.obf", 20)
	type variant struct {
		kind    strategy.EvalKind
		threads int
	}
	for _, v := range []variant{{strategy.Trained, 1}, {strategy.Trained, strategy.DefaultThreads()}, {strategy.Classic, 1}} {
		b.Run(fmt.Sprintf("%v/threads=%d", v.kind, v.threads), func(b *testing.B) {
			ev, err := strategy.Evaluation(v.kind)
			if err != nil {
				b.Fatal(err)
			}
			s := strategy.NewSolver(ev, tableBits)
			s.SetThreads(v.threads)
			for b.Loop() {
				solveAll(b, s, cases)
			}
		})
	}
}

// FFO #20-#39 solved with each set of selective stages before the exact
// search (node counts exact, one thread), for choosing the stages:
//
//	go test ./strategy -run '^$' -bench SolveStages -benchtime 1x
func BenchmarkSolveStages(b *testing.B) {
	cases := loadOBF(b, "fforum-20-39.obf", 20)
	for _, stages := range [][]int{nil, {95}, {87, 98}, {73, 95}, {99}} {
		b.Run(fmt.Sprint(stages), func(b *testing.B) {
			defer strategy.SetEndStages(stages)()
			s := strategy.NewSolver(nil, 22)
			for b.Loop() {
				solveAll(b, s, cases)
			}
		})
	}
}

// solveAll solves every case on s, checks each score, and reports the
// nodes, the time and the speed.
func solveAll(b *testing.B, s *strategy.Solver, cases []ffoCase) {
	var nodes uint64
	counts := startEvalCounts()
	start := time.Now()
	for _, c := range cases {
		r := s.Solve(context.Background(), c.pos.Board)
		if !r.Exact || r.Score != c.best*strategy.ScoreScale {
			b.Fatalf("%s: score %+d (exact %v), want %+d", c.name, r.Score/strategy.ScoreScale, r.Exact, c.best)
		}
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes), "nodes/op")
	b.ReportMetric(time.Since(start).Seconds(), "s")
	b.ReportMetric(float64(nodes)/time.Since(start).Seconds()/1e6, "Mnodes/s")
	counts(b, 1)
}
