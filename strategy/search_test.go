package strategy_test

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// positionCount picks the number of seeded random positions for a test:
// the full count normally, fewer under -short (the race detector run).
func positionCount(full, short int) int {
	if testing.Short() {
		return short
	}
	return full
}

// fullTests tells the long tests to run at their largest sizes, several
// times longer, kept for changes to the search or the solver themselves:
// OTHELLO_FULL_TESTS=1.
func fullTests() bool { return !testing.Short() && os.Getenv("OTHELLO_FULL_TESTS") == "1" }

// AlphaBeta prunes but must find exactly the score plain Minimax finds at
// the same depth with the same evaluation, and a move with that score:
// to depth 5 on 100 positions (500 with OTHELLO_FULL_TESTS), to depth 4
// on 30 under -short (Minimax to depth 5 takes seconds a position under
// the race detector).
func TestAlphaBetaMatchesMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	n, most := positionCount(100, 30), positionCount(5, 4)
	if fullTests() {
		n = 500
	}
	var mmPlayers, abPlayers [6]strategy.Player
	for d := 1; d <= most; d++ {
		mmPlayers[d] = strategy.NewSearch(strategy.Config{Algorithm: level.Minimax, Depth: d}, 0)
		abPlayers[d] = strategy.NewSearch(strategy.Config{Depth: d}, 0)
	}
	var mmNodes, abNodes uint64
	for i := 0; i < n; i++ {
		b := strategy.RandomBoard(rng, 8, 56)
		if b.Moves() == 0 {
			b = b.Pass()
		}
		for depth := 1; depth <= most; depth++ {
			mm := mmPlayers[depth].Search(context.Background(), b)
			ab := abPlayers[depth].Search(context.Background(), b)
			if ab.Score != mm.Score {
				t.Fatalf("position %d %v depth %d: alphabeta %d, minimax %d", i, model.Position{Board: b}, depth, ab.Score, mm.Score)
			}
			if depth > 1 {
				// the move AlphaBeta chose must be worth the best score
				child := mmPlayers[depth-1].Search(context.Background(), b.Play(ab.Move))
				if -child.Score != mm.Score {
					t.Fatalf("position %d %v depth %d: alphabeta's move %v is worth %d, best %d", i, model.Position{Board: b}, depth, ab.Move, -child.Score, mm.Score)
				}
			}
			mmNodes += mm.Nodes
			abNodes += ab.Nodes
		}
	}
	// pruning must pay overall (a single small tree may cost a re-search more)
	if abNodes*3 > mmNodes {
		t.Errorf("alphabeta visited %d nodes, minimax %d: less than a third saved", abNodes, mmNodes)
	}
	t.Logf("nodes: alphabeta %d, minimax %d", abNodes, mmNodes)
}

// The exact solver must agree with an exhaustive Minimax to the end of the
// game on positions with up to 10 empties: 150 of them, 300 with
// OTHELLO_FULL_TESTS, 20 under -short.
func TestSolverMatchesMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	n := positionCount(150, 20)
	if fullTests() {
		n = 300
	}
	s := strategy.Config{ExactEmpties: 10}
	abPlayer := strategy.NewSearch(s, 0)
	s.Algorithm = level.Minimax
	mmPlayer := strategy.NewSearch(s, 0)
	for i := 0; i < n; i++ {
		b := strategy.RandomBoard(rng, 1, 10)
		mm := mmPlayer.Search(context.Background(), b)
		ab := abPlayer.Search(context.Background(), b)
		if !ab.Exact || !mm.Exact {
			t.Fatalf("position %d: results not exact: alphabeta %+v minimax %+v", i, ab, mm)
		}
		if ab.Score != mm.Score || ab.Score%strategy.ScoreScale != 0 {
			t.Fatalf("position %d %v: solver %d, minimax %d", i, model.Position{Board: b}, ab.Score, mm.Score)
		}
		if ab.Move != model.Pass {
			after := mmPlayer.Search(context.Background(), b.Play(ab.Move))
			if -after.Score != mm.Score {
				t.Fatalf("position %d %v: solver's move %v is worth %d, best %d", i, model.Position{Board: b}, ab.Move, -after.Score, mm.Score)
			}
		}
	}
}

// A selective search reaches the end of the game when its depth is the
// number of empties, but its cuts can miss the best move: it is not called
// exact. A search with time to spare goes on to prove it with the solver,
// as HARD does in the moves before its exact solver.
func TestSelectiveEndIsProven(t *testing.T) {
	rng := randFor(41)
	for i := range positionCount(16, 4) {
		b := strategy.RandomBoard(rng, 10, 12)
		ctx := context.Background()
		exact := strategy.Solve(ctx, b)
		sel := strategy.NewSearch(strategy.Config{Depth: b.Empties(), Selectivity: 95}, 0).Search(ctx, b)
		if sel.Exact || sel.Selectivity != 95 || sel.Depth != b.Empties() {
			t.Errorf("position %d %v: a selective search to the end returned %+v, want not exact at 95%%", i, model.Position{Board: b}, sel)
		}
		// a minute is far more than the few milliseconds the proof takes
		timed := strategy.NewSearch(strategy.Config{Time: time.Minute, Selectivity: 95}, 0).Search(ctx, b)
		if !timed.Exact || timed.Score != exact.Score || timed.Selectivity != 0 {
			t.Errorf("position %d %v: with time to spare, score %d exact %v selectivity %d; the solver says %d",
				i, model.Position{Board: b}, timed.Score, timed.Exact, timed.Selectivity, exact.Score)
		}
	}
}

// A solve stopped once it has proven a win plays the move that proved it,
// not the midgame's guess, which may lose: the test stops the solver from
// its progress report, the moment a win is proven and the exact score is
// not yet known.
func TestStoppedSolveKeepsProvenWin(t *testing.T) {
	rng := randFor(43)
	tried, stopped := 0, 0
	for tried < positionCount(12, 4) {
		b := strategy.RandomBoard(rng, 14, 16)
		exact := strategy.Solve(context.Background(), b)
		if exact.Score <= 0 || exact.Move == model.Pass {
			continue // a win to prove
		}
		tried++
		ctx, cancel := context.WithCancel(context.Background())
		proven := 0
		p := strategy.NewSearch(strategy.Config{ExactEmpties: 20, Selectivity: 95}, 0).(strategy.Reporter)
		r := p.SearchReporting(ctx, b, func(pr strategy.Progress) {
			if pr.Exact && pr.Selectivity == 0 && pr.Lo > 0 && pr.Lo < pr.Hi && proven == 0 {
				proven = pr.Lo
				cancel()
			}
		})
		cancel()
		if r.Exact {
			// solved before it looked at the context again
			if r.Score != exact.Score {
				t.Errorf("%v: solved %+v, the solver says %d", model.Position{Board: b}, r, exact.Score)
			}
			continue
		}
		if proven == 0 {
			t.Fatalf("%v: stopped though nothing stopped it: %+v", model.Position{Board: b}, r)
		}
		stopped++
		after := strategy.Solve(context.Background(), b.Play(r.Move))
		if !r.Bound || r.Selectivity != 0 || r.Depth != b.Empties() || r.Score < proven*strategy.ScoreScale || -after.Score < proven {
			t.Errorf("%v: stopped after proving %+d, played %v (%+v), worth %+d", model.Position{Board: b}, proven, r.Move, r, -after.Score)
		}
	}
	t.Logf("%d of %d solves stopped after proving a win", stopped, tried)
	if stopped == 0 {
		t.Error("no solve was stopped after proving a win: the test tested nothing")
	}
}

// A position where the side to move has no move answers Pass, at every
// level and with both algorithms.
func TestSearchPass(t *testing.T) {
	// White to move has no move; Black has.
	pos, err := model.ParsePosition("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO--- O")
	if err != nil {
		t.Fatal(err)
	}
	if !pos.Board.MustPass() {
		t.Fatal("test position: white should have to pass")
	}
	for _, lv := range level.All() {
		for _, algo := range []level.Algorithm{level.AlphaBeta, level.Minimax} {
			r := strategy.NewPlayer(lv, algo, 1).Search(context.Background(), pos.Board)
			if r.Move != model.Pass {
				t.Errorf("%v %v: move %v, want pass", lv, algo, r.Move)
			}
			if len(r.PV) == 0 || r.PV[0] != model.Pass {
				t.Errorf("%v %v: PV %v does not start with pass", lv, algo, r.PV)
			}
		}
	}
}

// Every level returns a legal move from a range of positions.
func TestLevelsPlayLegalMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, lv := range []level.Level{level.Easy, level.Medium} {
		for _, algo := range []level.Algorithm{level.AlphaBeta, level.Minimax} {
			p := strategy.NewPlayer(lv, algo, 7)
			for i := 0; i < 20; i++ {
				b := strategy.RandomBoard(rng, 1, 58)
				r := p.Search(context.Background(), b)
				if !b.IsLegal(r.Move) {
					t.Fatalf("%v %v on %v: illegal move %v", lv, algo, model.Position{Board: b}, r.Move)
				}
				if len(r.PV) == 0 || r.PV[0] != r.Move {
					t.Fatalf("%v %v: PV %v does not start with the move %v", lv, algo, r.PV, r.Move)
				}
			}
		}
	}
}

// A cancelled search returns, with a legal move, even from a search that
// would otherwise run for minutes. How fast it returns is measured by
// BenchmarkCancel, not asserted here.
func TestCancelReturnsLegalMove(t *testing.T) {
	b := model.StartBoard().Play(model.F5).Play(model.D6).Play(model.C3)
	for _, algo := range []level.Algorithm{level.AlphaBeta, level.Minimax} {
		p := strategy.NewSearch(strategy.Config{Algorithm: algo, Depth: 40}, 0)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan strategy.Result)
		go func() { done <- p.Search(ctx, b) }()
		time.Sleep(20 * time.Millisecond) // let it start: the test holds whatever the timing
		cancel()
		r := <-done
		if !b.IsLegal(r.Move) {
			t.Errorf("%v: cancelled search returned illegal move %v", algo, r.Move)
		}
		if r.Depth >= 40 {
			t.Errorf("%v: cancelled search claims depth %d", algo, r.Depth)
		}
	}
	// an exact solve of a far endgame, cancelled before it starts
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := strategy.Solve(ctx, b)
	if r.Exact || !b.IsLegal(r.Move) {
		t.Errorf("solve with a cancelled context: %+v", r)
	}
}

// Two players built with the same seed make the same moves; EASY's
// randomness follows its seed.
func TestDeterministicForSeed(t *testing.T) {
	play := func(seed uint64) []model.Square {
		black := strategy.NewPlayer(level.Easy, level.AlphaBeta, seed)
		white := strategy.NewPlayer(level.Medium, level.AlphaBeta, seed+1)
		b := model.StartBoard()
		var moves []model.Square
		for turn := 0; !b.GameOver(); turn++ {
			p := black
			if turn%2 == 1 {
				p = white
			}
			r := p.Search(context.Background(), b)
			moves = append(moves, r.Move)
			b = b.Play(r.Move)
		}
		return moves
	}
	a, b := play(42), play(42)
	if len(a) != len(b) {
		t.Fatalf("same seed, games of %d and %d moves", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("same seed, move %d differs: %v and %v", i+1, a[i], b[i])
		}
	}
	// different seeds should give EASY a different game somewhere
	differ := false
	for seed := uint64(100); seed < 105 && !differ; seed++ {
		c := play(seed)
		for i := range c {
			if i >= len(a) || c[i] != a[i] {
				differ = true
				break
			}
		}
	}
	if !differ {
		t.Error("five other seeds all replayed the same game: EASY has no randomness")
	}
}

// Analyze scores every legal move, best first, and its best score is the
// score a search at the same depth finds.
func TestAnalyze(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	for i := 0; i < 30; i++ {
		b := strategy.RandomBoard(rng, 6, 50)
		if b.Moves() == 0 {
			continue
		}
		s := strategy.Config{Depth: 3, ExactEmpties: 8}
		res := strategy.Analyze(context.Background(), b, s, 0)
		if len(res) != b.Mobility() {
			t.Fatalf("%d results for %d moves", len(res), b.Mobility())
		}
		seen := map[model.Square]bool{}
		for j, r := range res {
			if !b.IsLegal(r.Move) || seen[r.Move] {
				t.Fatalf("result %d: move %v illegal or repeated", j, r.Move)
			}
			seen[r.Move] = true
			if j > 0 && r.Score > res[j-1].Score {
				t.Fatalf("results not best first: %d after %d", r.Score, res[j-1].Score)
			}
		}
		best := strategy.NewSearch(s, 0).Search(context.Background(), b)
		if best.Score != res[0].Score {
			t.Fatalf("%v: analyze best %d, search %d", model.Position{Board: b}, res[0].Score, best.Score)
		}
		if top := strategy.Analyze(context.Background(), b, s, 2); len(top) != min(2, len(res)) {
			t.Fatalf("n=2 gave %d results", len(top))
		}
	}
}

// The level table: each level searches at least as much as the one below.
func TestLevelTableIncreases(t *testing.T) {
	hard := strategy.LevelConfig(level.Hard, level.AlphaBeta)
	if hard.Time <= 0 || hard.ExactEmpties < 16 {
		t.Errorf("HARD should search by time and solve from 16 or more empties: %+v", hard)
	}
	prev := strategy.Config{}
	for _, lv := range level.All() {
		s := strategy.LevelConfig(lv, level.AlphaBeta)
		if s.ExactEmpties < prev.ExactEmpties || s.Randomness > prev.Randomness && lv != level.Easy {
			t.Errorf("%v %+v is not above the level below %+v", lv, s, prev)
		}
		prev = s
	}
	if strategy.LevelConfig(level.Easy, level.AlphaBeta).Randomness <= 0 {
		t.Error("EASY has no randomness")
	}
}

func randFor(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed+1)) }

// The ways to describe a search: a level with its algorithm and Minimax
// cap, a fixed depth for the engine protocols, a time budget instead of a
// depth.
func TestConfigs(t *testing.T) {
	cases := []struct {
		name string
		got  strategy.Config
		want strategy.Config
	}{
		{"medium minimax", strategy.LevelConfig(level.Medium, level.Minimax),
			strategy.Config{Algorithm: level.Minimax, Depth: 4, MinimaxDepth: 4, ExactEmpties: 10, BookPlies: 8, BookMargin: 200}},
		{"hard alphabeta", strategy.LevelConfig(level.Hard, level.AlphaBeta),
			strategy.Config{Time: time.Second, MinimaxDepth: 6, ExactEmpties: 20, Selectivity: 80, BookPlies: 60, BookMargin: 150, PhaseTime: true}},
		{"a time given is a limit", strategy.LevelConfig(level.Hard, level.AlphaBeta).WithTime(time.Second).WithoutBook(),
			strategy.Config{Time: time.Second, MinimaxDepth: 6, ExactEmpties: 20, Selectivity: 80, BookMargin: 150}},
		{"the scores' search: EXPERT's at a fixed depth, cutting with more confidence", strategy.ScoreConfig(18),
			strategy.Config{Depth: 18, MinimaxDepth: 7, ExactEmpties: 24, Selectivity: strategy.ScoreSelectivity, BookPlies: 60, BookMargin: 100, PhaseTime: true, Threads: 1}},
		{"threads", strategy.DepthConfig(6).WithThreads(3), strategy.Config{Depth: 6, ExactEmpties: 14, Threads: 3}},
		{"no threads is one", strategy.DepthConfig(6).WithThreads(0), strategy.Config{Depth: 6, ExactEmpties: 14, Threads: 1}},
		{"unknown level is medium", strategy.LevelConfig(level.Level(9), level.AlphaBeta),
			strategy.LevelConfig(level.Medium, level.AlphaBeta)},
		{"depth 6", strategy.DepthConfig(6), strategy.Config{Depth: 6, ExactEmpties: 14}},
		{"depth 12 solves at most 20", strategy.DepthConfig(12), strategy.Config{Depth: 12, ExactEmpties: 20}},
		{"time replaces depth", strategy.LevelConfig(level.Easy, level.AlphaBeta).WithTime(2 * time.Second),
			strategy.Config{Time: 2 * time.Second, MinimaxDepth: 2, ExactEmpties: 4, Randomness: 400, Eval: strategy.Classic}},
		{"no time keeps the depth", strategy.DepthConfig(3).WithTime(0), strategy.DepthConfig(3)},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, c.got, c.want)
		}
	}
}

// A level's Minimax cap holds whatever depth the level asks for.
func TestMinimaxCapFromConfig(t *testing.T) {
	b := model.StartBoard()
	c := strategy.Config{Algorithm: level.Minimax, Depth: 9, MinimaxDepth: 2}
	if r := strategy.NewSearch(c, 0).Search(context.Background(), b); r.Depth != 2 {
		t.Errorf("depth %d, want the cap 2", r.Depth)
	}
	c.MinimaxDepth = 0
	if r := strategy.NewSearch(c, 0).Search(context.Background(), b); r.Depth > 6 {
		t.Errorf("depth %d with no cap in the Config, want at most 6", r.Depth)
	}
}
