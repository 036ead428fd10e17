// Tests of the sized boards against a slow oracle: perft counts and the moves
// and flips along random games; with the oracle and helpers other tests share.

package model_test

import (
	"math/rand/v2"
	"testing"

	"othello/model"
)

// grid is the slow oracle's board: a plain array of colours, row by row,
// 1 for the side to move, -1 for the other, 0 empty. It shares nothing with
// the bit layout of SizedBoard.
type grid struct {
	n     int
	cells []int
}

func gridOf(b model.SizedBoard) grid {
	g := b.Geometry()
	out := grid{n: g.Size(), cells: make([]int, g.Cells())}
	for c := range out.cells {
		bit := g.Bit(model.Cell(c))
		switch {
		case b.Player.Has(bit):
			out.cells[c] = 1
		case b.Opponent.Has(bit):
			out.cells[c] = -1
		}
	}
	return out
}

// flips walks the eight directions from (col, row) and returns the cells
// turned over.
func (g grid) flips(col, row int) []int {
	if g.cells[row*g.n+col] != 0 {
		return nil
	}
	var all []int
	for dc := -1; dc <= 1; dc++ {
		for dr := -1; dr <= 1; dr++ {
			if dc == 0 && dr == 0 {
				continue
			}
			var run []int
			for c, r := col+dc, row+dr; c >= 0 && c < g.n && r >= 0 && r < g.n; c, r = c+dc, r+dr {
				v := g.cells[r*g.n+c]
				if v == -1 {
					run = append(run, r*g.n+c)
					continue
				}
				if v == 1 {
					all = append(all, run...)
				}
				break
			}
		}
	}
	return all
}

func (g grid) moves() []int {
	var m []int
	for c := range g.cells {
		if len(g.flips(c%g.n, c/g.n)) > 0 {
			m = append(m, c)
		}
	}
	return m
}

func (g grid) play(c int) grid {
	next := grid{n: g.n, cells: make([]int, len(g.cells))}
	for i, v := range g.cells {
		next.cells[i] = -v
	}
	if c >= 0 {
		for _, f := range g.flips(c%g.n, c/g.n) {
			next.cells[f] = -1
		}
		next.cells[c] = -1
	}
	return next
}

func (g grid) perft(depth int, passed bool) uint64 {
	if depth == 0 {
		return 1
	}
	moves := g.moves()
	if len(moves) == 0 {
		if passed {
			return 1
		}
		return g.play(-1).perft(depth-1, true)
	}
	var n uint64
	for _, m := range moves {
		n += g.play(m).perft(depth-1, false)
	}
	return n
}

func start(t testing.TB, n int) model.SizedBoard {
	t.Helper()
	b, err := model.SizedStart(n)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSizedPerftMatchesOracle(t *testing.T) {
	depths := map[int]int{4: 12, 6: 7, 8: 6, 10: 5}
	if testing.Short() {
		depths = map[int]int{4: 10, 6: 6, 8: 5, 10: 4}
	}
	for _, n := range model.Sizes {
		b := start(t, n)
		for d := 1; d <= depths[n]; d++ {
			got, want := model.PerftSized(b, d), gridOf(b).perft(d, false)
			if got != want {
				t.Errorf("%dx%d perft(%d) = %d, oracle %d", n, n, d, got, want)
			}
		}
	}
}

// The sized layout on 8x8 must count what the 8x8 bitboards count.
func TestSizedPerftOnEightByEight(t *testing.T) {
	b := start(t, 8)
	for d := 1; d <= 8; d++ {
		if got, want := model.PerftSized(b, d), model.PerftCounts[d]; got != want {
			t.Errorf("perft(%d) = %d, want %d", d, got, want)
		}
	}
}

// The 4x4 tree is small enough to count every game to its end: 60,060
// games, the known figure for 4x4 Othello (passes are moves, so no game is
// longer than 12 moves and a few passes).
func TestSizedPerftFourByFourToTheEnd(t *testing.T) {
	b := start(t, 4)
	if got, deeper := model.PerftSized(b, 20), model.PerftSized(b, 30); got != 60060 || deeper != got {
		t.Errorf("4x4 games: perft(20) = %d, perft(30) = %d; want 60060 both", got, deeper)
	}
}

// randomSizedGames visits every position of seeded random games of size n.
func randomSizedGames(t testing.TB, n, games int, seed uint64, visit func(b model.SizedBoard)) {
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	for range games {
		b := start(t, n)
		for {
			visit(b)
			moves := b.MoveCells()
			if len(moves) == 0 {
				if b.GameOver() {
					break
				}
				b = b.Pass()
				continue
			}
			b = b.Play(moves[rng.IntN(len(moves))])
		}
	}
}

func TestSizedMovesFlipsMatchOracleAlongRandomGames(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 60
	}
	for _, n := range model.Sizes {
		g := start(t, n).Geometry()
		passes, ends := 0, 0
		randomSizedGames(t, n, games, 3, func(b model.SizedBoard) {
			o := gridOf(b)
			want := o.moves()
			got := b.MoveCells()
			if len(got) != len(want) {
				t.Fatalf("%dx%d %v: moves %v, oracle %v", n, n, b, got, want)
			}
			for i := range got {
				if int(got[i]) != want[i] {
					t.Fatalf("%dx%d: moves %v, oracle %v", n, n, got, want)
				}
			}
			for c := 0; c < g.Cells(); c++ {
				f := b.Flips(model.Cell(c))
				wantFlips := o.flips(c%n, c/n)
				if f.Count() != len(wantFlips) {
					t.Fatalf("%dx%d %s: %d flips, oracle %d", n, n, g.CellName(model.Cell(c)), f.Count(), len(wantFlips))
				}
				for _, w := range wantFlips {
					if !f.Has(g.Bit(model.Cell(w))) {
						t.Fatalf("%dx%d %s: %s not flipped", n, n, g.CellName(model.Cell(c)), g.CellName(model.Cell(w)))
					}
				}
			}
			switch {
			case b.GameOver():
				ends++
			case b.MustPass():
				passes++
			}
		})
		if ends != games || passes == 0 {
			t.Errorf("%dx%d: %d game ends and %d passes in %d games; want every game to end and some passes", n, n, ends, passes, games)
		}
	}
}

func BenchmarkSizedPerft(b *testing.B) {
	for _, n := range []int{6, 10} {
		bd := start(b, n)
		b.Run(map[int]string{6: "6x6", 10: "10x10"}[n], func(b *testing.B) {
			var leaves uint64
			for b.Loop() {
				leaves += model.PerftSized(bd, 7)
			}
			b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}
