package strategy_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

func sizedStart(t testing.TB, n int) model.SizedBoard {
	t.Helper()
	b, err := model.SizedStart(n)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The small boards solved: perfect play gives White 10 more discs on 4x4
// (3-11, with the two empty squares to the winner), so Black, to move at
// the start, scores -10. On 6x6 perfect play gives White 20-16 (Feinstein,
// 1993); a solve from the start takes about twenty minutes of CPU here
// (othello solve --size 6 finds it, 14.8 G nodes), so the long test solves
// the position after the first eight moves of his published perfect line,
// d3 c5 d6 e3 f5 f4 e2 d2 in his 8x8 names, which keeps the value -4.
func TestSolveSmallBoards(t *testing.T) {
	tests := []struct {
		n    int
		line []string
		want int
		long bool
	}{
		{4, nil, -10, false},
		{6, []string{"c2", "b4", "c5", "d2", "e4", "e3", "d1", "c1"}, -4, true},
	}
	for _, tt := range tests {
		if tt.long && testing.Short() {
			t.Logf("%dx%d is solved only without -short", tt.n, tt.n)
			continue
		}
		p, _ := model.SizedStartPosition(tt.n)
		for _, m := range tt.line {
			c, err := p.Geometry().ParseCell(m)
			if err != nil || p.Illegal(c) != 0 {
				t.Fatalf("%dx%d: %s is not a legal move of the line", tt.n, tt.n, m)
			}
			p = p.Play(c)
		}
		r := strategy.SolveSized(context.Background(), p.Board)
		if !r.Exact || r.Score != tt.want*strategy.ScoreScale {
			t.Errorf("%dx%d after %d moves: score %+d exact %v, want %+d exact", tt.n, tt.n, len(tt.line), r.Score/strategy.ScoreScale, r.Exact, tt.want)
		}
		if !p.Board.IsLegal(r.Move) {
			t.Errorf("%dx%d: the solver's move %d is not legal", tt.n, tt.n, r.Move)
		}
		t.Logf("%dx%d after %d moves: best %s score %+d, %d nodes in %v", tt.n, tt.n, len(tt.line), p.Geometry().CellName(r.Move), r.Score/strategy.ScoreScale, r.Nodes, r.Time)
	}
}

// sizedPositions returns positions from seeded random games of size n with
// between lo and hi empty squares and a legal move.
func sizedPositions(t testing.TB, n, count, lo, hi int, seed uint64) []model.SizedBoard {
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	var out []model.SizedBoard
	for tries := 0; len(out) < count && tries < 100*count; tries++ {
		b := sizedStart(t, n)
		for !b.GameOver() {
			e := b.Empties()
			if e >= lo && e <= hi && !b.Moves().IsZero() && rng.IntN(4) == 0 {
				out = append(out, b)
				break
			}
			moves := b.MoveCells()
			if len(moves) == 0 {
				b = b.Pass()
				continue
			}
			b = b.Play(moves[rng.IntN(len(moves))])
		}
	}
	if len(out) < count {
		t.Fatalf("%dx%d: found %d positions with %d-%d empties, want %d", n, n, len(out), lo, hi, count)
	}
	return out
}

// At equal depth and evaluation, AlphaBeta and Minimax give the same score.
func TestSizedAlphaBetaMatchesMinimax(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 6, 10} {
		g := sizedStart(t, n).Geometry()
		for i, b := range sizedPositions(t, n, 40, 4, g.Cells()-6, 11) {
			depth := 1 + i%4
			ab := strategy.NewSizedSearch(strategy.Config{Depth: depth}, 1).SearchSized(ctx, b)
			mm := strategy.NewSizedSearch(strategy.Config{Algorithm: level.Minimax, Depth: depth}, 1).SearchSized(ctx, b)
			if ab.Score != mm.Score {
				t.Errorf("%dx%d position %d depth %d: alphabeta %d, minimax %d", n, n, i, depth, ab.Score, mm.Score)
			}
			if !b.IsLegal(ab.Move) || !b.IsLegal(mm.Move) {
				t.Errorf("%dx%d position %d: illegal move %d or %d", n, n, i, ab.Move, mm.Move)
			}
		}
	}
}

// The solver agrees with Minimax searched to the end of the game.
func TestSolveSizedMatchesMinimaxToTheEnd(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 6, 10} {
		for i, b := range sizedPositions(t, n, 25, 3, 8, 12) {
			want := strategy.NewSizedSearch(strategy.Config{Algorithm: level.Minimax, Depth: 64, MinimaxDepth: 64}, 1).SearchSized(ctx, b)
			got := strategy.SolveSized(ctx, b)
			if !got.Exact || got.Score != want.Score {
				t.Errorf("%dx%d position %d (%d empties): solve %+d exact %v, minimax to the end %+d",
					n, n, i, b.Empties(), got.Score, got.Exact, want.Score)
			}
			if got.Move == model.CellPass || !b.IsLegal(got.Move) {
				t.Errorf("%dx%d position %d: solver's move %d is not legal", n, n, i, got.Move)
			}
		}
	}
}

// playSized plays one game between two players and returns Black's final
// disc difference.
func playSized(t testing.TB, n int, black, white strategy.SizedPlayer) int {
	b := sizedStart(t, n)
	turn := 0
	players := [2]strategy.SizedPlayer{black, white}
	for !b.GameOver() {
		r := players[turn].SearchSized(context.Background(), b)
		if !b.IsLegal(r.Move) {
			t.Fatalf("%s played the illegal %d", players[turn].Name(), r.Move)
		}
		b = b.Play(r.Move)
		turn ^= 1
	}
	if turn == 1 {
		return -b.FinalScore()
	}
	return b.FinalScore()
}

// The searches beat random play on every size, with either colour.
func TestSizedSearchBeatsRandom(t *testing.T) {
	for _, n := range []int{6, 8, 10} {
		wins, games := 0, 8
		for g := range games {
			search, err := strategy.ParseSizedPlayer("alphabeta:3", n, uint64(g))
			if err != nil {
				t.Fatal(err)
			}
			random := strategy.NewSizedRandom(uint64(100 + g))
			var diff int
			if g%2 == 0 {
				diff = playSized(t, n, search, random)
			} else {
				diff = -playSized(t, n, random, search)
			}
			if diff > 0 {
				wins++
			}
		}
		if wins < games-1 {
			t.Errorf("%dx%d: alphabeta:3 won %d of %d games against random", n, n, wins, games)
		}
	}
}

func TestParseSizedPlayer(t *testing.T) {
	for _, tt := range []struct {
		text, name string
		ok         bool
	}{
		{"random", "random", true},
		{"minimax:3", "minimax", true},
		{"AlphaBeta:5", "alphabeta", true},
		{"hard", "alphabeta", true},
		{"minimax", "", false},
		{"alphabeta:0", "", false},
		{"minimax:x", "", false},
		{"random:2", "", false},
		{"human", "", false},
		{"hard:2", "", false},
	} {
		p, err := strategy.ParseSizedPlayer(tt.text, 6, 1)
		if (err == nil) != tt.ok {
			t.Errorf("ParseSizedPlayer(%q) error %v, want ok %v", tt.text, err, tt.ok)
			continue
		}
		if tt.ok && p.Name() != tt.name {
			t.Errorf("ParseSizedPlayer(%q) is %q, want %q", tt.text, p.Name(), tt.name)
		}
	}
}

// AnalyzeSized scores every legal move, best first: within the exact
// range each score is what solving the position after the move proves, on
// every size; on 8x8 it is Analyze.
func TestAnalyzeSizedScoresEveryMove(t *testing.T) {
	ctx := context.Background()
	for _, n := range []int{4, 6, 10} {
		// some from the last moves, where a move ends the game
		for _, b := range append(sizedPositions(t, n, 4, 7, 10, 11), sizedPositions(t, n, 4, 1, 2, 12)...) {
			rs := strategy.AnalyzeSized(ctx, b, strategy.Config{Depth: 4, ExactEmpties: 12})
			if len(rs) != len(b.MoveCells()) {
				t.Fatalf("%dx%d: %d results for %d moves", n, n, len(rs), len(b.MoveCells()))
			}
			for i, r := range rs {
				if i > 0 && r.Score > rs[i-1].Score {
					t.Errorf("%dx%d: not best first: %v", n, n, rs)
				}
				if !r.Exact || len(r.PV) == 0 || r.PV[0] != r.Move {
					t.Errorf("%dx%d: %v: exact %v, line %v", n, n, r.Move, r.Exact, r.PV)
					continue
				}
				child := b.Play(r.Move)
				want := -child.FinalScore()
				if !child.GameOver() {
					want = -strategy.SolveSized(ctx, child).Score / strategy.ScoreScale
				}
				if got := r.Score / strategy.ScoreScale; got != want {
					t.Errorf("%dx%d: %v scores %d; solving after it gives %d", n, n, r.Move, got, want)
				}
			}
		}
	}
	start := sizedStart(t, 8)
	b8, _ := start.Board8()
	rs, want := strategy.AnalyzeSized(ctx, start, strategy.ScoreConfig(3)), strategy.Analyze(ctx, b8, strategy.ScoreConfig(3), 0)
	if len(rs) != len(want) {
		t.Fatalf("8x8: %d results, Analyze %d", len(rs), len(want))
	}
	for i := range rs {
		if rs[i].Move != strategy.SizedResultOf(want[i]).Move || rs[i].Score != want[i].Score {
			t.Errorf("8x8: %v; Analyze %v", rs[i], want[i])
		}
	}
}

// reporting is an 8x8 player that tells of one step and plays its first
// legal move.
type reporting struct{ steps int }

func (r *reporting) Name() string { return "reporting" }
func (r *reporting) Search(_ context.Context, b model.Board) strategy.Result {
	return strategy.Result{Move: model.SquaresOf(b.Moves())[0]}
}
func (r *reporting) SearchReporting(ctx context.Context, b model.Board, report func(strategy.Progress)) strategy.Result {
	r.steps++
	report(strategy.Progress{Depth: 1})
	return r.Search(ctx, b)
}

// One player for every size: an 8x8 player keeps telling of its search
// behind ForEightByEight, and AnySize plays it on 8x8 and the other
// player elsewhere.
func TestPlayersOfEverySize(t *testing.T) {
	r := &reporting{}
	var told int
	b8, _ := model.SizedStart(8)
	got := strategy.SearchSizedReporting(context.Background(), strategy.ForEightByEight(r), b8, func(strategy.Progress) { told++ })
	if told != 1 || r.steps != 1 || !b8.IsLegal(got.Move) {
		t.Errorf("behind ForEightByEight: told %d, %d steps, move %v", told, r.steps, got.Move)
	}
	any := strategy.AnySize(r, strategy.NewSizedRandom(1))
	b6, _ := model.SizedStart(6)
	if m := any.SearchSized(context.Background(), b6).Move; !b6.IsLegal(m) || r.steps != 1 {
		t.Errorf("AnySize on 6x6: move %v, the 8x8 player searched %d times", m, r.steps)
	}
	if strategy.SearchSizedReporting(context.Background(), any, b8, func(strategy.Progress) { told++ }); told != 2 || r.steps != 2 {
		t.Errorf("AnySize on 8x8: told %d, %d steps", told, r.steps)
	}
}
