package model_test

import (
	"maps"
	"math/bits"
	"runtime"
	"slices"
	"testing"

	"othello/model"
)

func TestPerftFromStart(t *testing.T) {
	for depth := 1; depth < len(model.PerftCounts) && depth <= 12; depth++ {
		if depth >= 10 && testing.Short() {
			t.Logf("perft(%d) runs only without -short", depth)
			continue
		}
		b := model.StartBoard()
		before := b
		count := model.Perft
		if depth == 12 {
			// 1,939,886,636 leaves: on every core, as othello perft counts
			count = func(b model.Board, depth int) uint64 { return model.PerftParallel(b, depth, runtime.NumCPU()) }
		}
		if got, want := count(b, depth), model.PerftCounts[depth]; got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
		if b != before {
			t.Fatalf("perft(%d) changed the board", depth)
		}
	}
}

// Each way of counting the last two plies, the Go loop and the AVX2 one
// where the processor has it, gives the known counts.
func TestPerftKernelsFromStart(t *testing.T) {
	maxDepth := 10
	if testing.Short() {
		maxDepth = 8
	}
	for name := range model.PerftKernels() {
		restore := model.UsePerftKernel(name)
		for depth := 1; depth <= maxDepth; depth++ {
			if got, want := model.Perft(model.StartBoard(), depth), model.PerftCounts[depth]; got != want {
				t.Errorf("%s: perft(%d) = %d, want %d", name, depth, got, want)
			}
		}
		restore()
	}
}

// The kernels count two plies as the oracle does from positions of whole
// random games, with one to many moves (the AVX2 kernel takes them four at
// a time), passes and game ends among the children.
func TestPerftKernelsMatchOracle(t *testing.T) {
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	kernels := model.PerftKernels()
	checked := 0
	byMoves := map[int]int{}
	randomGames(11, n, func(b model.Board) {
		moves := b.Moves()
		if moves == 0 {
			return
		}
		checked++
		byMoves[min(bits.OnesCount64(moves), 9)]++
		want := slowPerft(b, 2, false)
		for name, count := range kernels {
			if got := count(b.Player, b.Opponent, moves); got != want {
				t.Fatalf("board %+v: %s kernel counts %d leaves two plies down, oracle %d", b, name, got, want)
			}
		}
	})
	for k := 1; k <= 9; k++ {
		if byMoves[k] == 0 {
			t.Errorf("no position with %d moves among %d", k, checked)
		}
	}
	t.Logf("%d positions, kernels %v", checked, slices.Sorted(maps.Keys(kernels)))
}

// perftEdgeBoards returns the positions perft must count specially: a
// full board, where the game is over so every depth has one leaf, and
// Black to move with no move while White can play, where the pass is one
// node.
func perftEdgeBoards(t *testing.T) (full, pass model.Board) {
	t.Helper()
	f, err := model.ParsePosition("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X")
	if err != nil {
		t.Fatal(err)
	}
	p, err := model.ParsePosition("OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOXX-- X")
	if err != nil {
		t.Fatal(err)
	}
	return f.Board, p.Board
}

func TestPerftSpecialCases(t *testing.T) {
	full, pass := perftEdgeBoards(t)
	tests := []struct {
		name  string
		b     model.Board
		depth int
		want  uint64
	}{
		{"depth 0", model.StartBoard(), 0, 1},
		{"finished game at depth 1", full, 1, 1},
		{"finished game at depth 5", full, 5, 1},
		{"forced pass at depth 1", pass, 1, 1},
		// after the pass White has exactly one move, g8, which takes
		// Black's last discs: one line of play
		{"forced pass at depth 2", pass, 2, 1},
		{"forced pass, then the game ends, at depth 3", pass, 3, 1},
	}
	for _, tt := range tests {
		if got := model.Perft(tt.b, tt.depth); got != tt.want {
			t.Errorf("%s: perft = %d, want %d", tt.name, got, tt.want)
		}
		for _, workers := range []int{2, 3} {
			if got := model.PerftParallel(tt.b, tt.depth, workers); got != tt.want {
				t.Errorf("%s: perft on %d workers = %d, want %d", tt.name, workers, got, tt.want)
			}
		}
	}
}

// The parallel count splits the top of the tree into tasks, passes and
// finished games included, and must add up to the same leaves.
func TestPerftParallel(t *testing.T) {
	maxDepth := 10
	if testing.Short() {
		maxDepth = 9
	}
	for depth := 0; depth <= maxDepth; depth++ {
		for _, workers := range []int{1, 2, 3, 8} {
			if got, want := model.PerftParallel(model.StartBoard(), depth, workers), model.PerftCounts[depth]; got != want {
				t.Errorf("perft(%d) on %d workers = %d, want %d", depth, workers, got, want)
			}
		}
	}
	// Positions late in random games, where passes and game ends occur
	// inside the part of the tree that is split into tasks.
	i, checked := 0, 0
	randomGames(5, 2000, func(b model.Board) {
		i++
		if i%5 != 0 || b.Empties() > 14 {
			return
		}
		checked++
		for _, depth := range []int{5, 7} {
			if got, want := model.PerftParallel(b, depth, 2), model.Perft(b, depth); got != want {
				t.Fatalf("board %+v: perft(%d) on 2 workers = %d, want %d", b, depth, got, want)
			}
		}
	})
	if checked < 50 {
		t.Fatalf("only %d late positions checked", checked)
	}
}

// checkReports runs PerftReporting and checks its reports: one a root move,
// RootDone counting them in turn, the leaves never fewer than before, and
// the count it returns the one wanted.
func checkReports(t *testing.T, b model.Board, depth, workers int, wantRoot int, want uint64) {
	t.Helper()
	var reports []model.PerftProgress
	got := model.PerftReporting(b, depth, workers, func(p model.PerftProgress) { reports = append(reports, p) })
	if got != want {
		t.Fatalf("board %+v: perft(%d) on %d workers = %d, want %d", b, depth, workers, got, want)
	}
	if len(reports) != wantRoot {
		t.Fatalf("board %+v: perft(%d) on %d workers: %d reports, want one for each of %d root moves: %+v", b, depth, workers, len(reports), wantRoot, reports)
	}
	var leaves uint64
	for i, r := range reports {
		if r.RootMoves != wantRoot || r.RootDone != i+1 || r.Leaves < leaves || r.Leaves > want {
			t.Fatalf("board %+v: perft(%d) on %d workers: report %d is %+v after %d leaves, of %d", b, depth, workers, i, r, leaves, want)
		}
		leaves = r.Leaves
	}
	if wantRoot > 0 && leaves != want {
		t.Fatalf("board %+v: perft(%d) on %d workers: the last report has %d leaves, want all %d", b, depth, workers, leaves, want)
	}
}

// PerftReporting tells of each root move once its subtree is counted, on
// any number of workers, with passes and game ends at the root and inside
// the part of the tree split into tasks.
func TestPerftReporting(t *testing.T) {
	for _, workers := range []int{1, 2, 3} {
		for depth := 1; depth <= 8; depth++ {
			checkReports(t, model.StartBoard(), depth, workers, 4, model.PerftCounts[depth])
		}
		checkReports(t, model.StartBoard(), 0, workers, 0, 1)
	}
	full, pass := perftEdgeBoards(t)
	for _, workers := range []int{1, 2} {
		checkReports(t, full, 3, workers, 0, 1)
		checkReports(t, pass, 3, workers, 1, 1)
	}
	i := 0
	randomGames(9, 1500, func(b model.Board) {
		i++
		if i%7 != 0 || b.Empties() > 16 {
			return
		}
		roots := b.Mobility()
		if roots == 0 && !b.GameOver() {
			roots = 1 // the pass
		}
		want := model.Perft(b, 7)
		for _, workers := range []int{1, 2, 3} {
			checkReports(t, b, 7, workers, roots, want)
		}
	})
}

// slowPerft is Perft built on the oracle's moves and flips, with the same
// conventions: a pass is a node, a finished game a leaf at any depth.
func slowPerft(b model.Board, depth int, passed bool) uint64 {
	if depth == 0 {
		return 1
	}
	moves := slowMoves(b)
	if moves == 0 {
		if passed {
			return 1
		}
		return slowPerft(model.Board{Player: b.Opponent, Opponent: b.Player}, depth-1, true)
	}
	var n uint64
	for _, sq := range model.SquaresOf(moves) {
		f := slowFlips(b, sq)
		child := model.Board{Player: b.Opponent &^ f, Opponent: b.Player | f | sq.Bit()}
		n += slowPerft(child, depth-1, false)
	}
	return n
}

// Perft's last two plies have their own copy of the move and flip code, and
// the counts from the start position only reach positions with few discs,
// so positions from whole random games check it too, up to the last move.
func TestPerftMatchesOracleAlongRandomGames(t *testing.T) {
	every := 10
	if testing.Short() {
		every = 100
	}
	checked, i := 0, 0
	randomGames(3, 6000, func(b model.Board) {
		i++
		if i%every != 0 {
			return
		}
		checked++
		for depth := 1; depth <= 4; depth++ {
			if got, want := model.Perft(b, depth), slowPerft(b, depth, false); got != want {
				t.Fatalf("board %+v: perft(%d) = %d, oracle %d", b, depth, got, want)
			}
		}
	})
	t.Logf("checked %d positions", checked)
}

// BenchmarkPerft counts perft 9 from the start on one thread with each
// kernel for the last two plies.
func BenchmarkPerft(b *testing.B) {
	for _, name := range slices.Sorted(maps.Keys(model.PerftKernels())) {
		b.Run("kernel="+name, func(b *testing.B) {
			defer model.UsePerftKernel(name)()
			for b.Loop() {
				model.Perft(model.StartBoard(), 9)
			}
			b.ReportMetric(float64(model.PerftCounts[9])*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}

func BenchmarkPerftParallel(b *testing.B) {
	for b.Loop() {
		model.PerftParallel(model.StartBoard(), 9, runtime.NumCPU())
	}
	b.ReportMetric(float64(model.PerftCounts[9])*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkFlips computes the flips of a legal move in positions of random
// games: the work of Play and of the search's every move.
func BenchmarkFlips(b *testing.B) {
	boards := sampleBoards(1024)
	moves := make([]model.Square, len(boards))
	for i, bd := range boards {
		ms := model.SquaresOf(bd.Moves())
		moves[i] = ms[i%len(ms)]
	}
	var sink uint64
	i := 0
	for b.Loop() {
		k := i & 1023
		sink += model.FlipsAt(boards[k].Player, boards[k].Opponent, moves[k])
		i++
	}
	_ = sink
}

func BenchmarkLegalMoves(b *testing.B) {
	boards := sampleBoards(1024)
	var sink uint64
	i := 0
	for b.Loop() {
		sink += boards[i&1023].Moves()
		i++
	}
	_ = sink
}

func BenchmarkPlay(b *testing.B) {
	boards := sampleBoards(1024)
	moves := make([]model.Square, len(boards))
	for i, bd := range boards {
		moves[i] = model.SquaresOf(bd.Moves())[0]
	}
	var sink model.Board
	i := 0
	for b.Loop() {
		k := i & 1023
		sink = boards[k].Play(moves[k])
		i++
	}
	_ = sink
}
