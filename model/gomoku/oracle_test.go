package gomoku_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"othello/model/gomoku"
)

// grid is a board written plainly, for the slow oracle: cell[y][x] is
// Black, White or NoColor.
type grid struct {
	size int
	rule gomoku.Rule
	cell [gomoku.MaxSize][gomoku.MaxSize]gomoku.Color
}

func (g *grid) get(x, y int) gomoku.Color {
	if x < 0 || y < 0 || x >= g.size || y >= g.size {
		return gomoku.NoColor
	}
	return g.cell[y][x]
}

var slowDirs = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}

// slowLine is the obvious rule, written for clarity: walk each of the four
// lines through (x, y) both ways while the stones are the same colour, and
// keep the lines whose length wins (five or more; exactly five under
// Standard). It returns their squares, sorted.
func (g *grid) slowLine(x, y int) []gomoku.Square {
	c := g.get(x, y)
	if c == gomoku.NoColor {
		return nil
	}
	var out []gomoku.Square
	for _, d := range slowDirs {
		fwd, back := 1, 1
		for g.get(x+fwd*d[0], y+fwd*d[1]) == c {
			fwd++
		}
		for g.get(x-back*d[0], y-back*d[1]) == c {
			back++
		}
		if n := fwd + back - 1; n == 5 || n > 5 && g.rule == gomoku.Freestyle {
			for k := 1 - back; k < fwd; k++ {
				out = append(out, gomoku.At(x+k*d[0], y+k*d[1]))
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// board builds the Board of the grid.
func (g *grid) board(t testing.TB) gomoku.Board {
	b, err := gomoku.NewBoard(g.size, g.rule)
	if err != nil {
		t.Fatal(err)
	}
	for y := range g.size {
		for x := range g.size {
			if c := g.cell[y][x]; c != gomoku.NoColor {
				b = b.Place(gomoku.At(x, y), c)
			}
		}
	}
	return b
}

// randomGrid returns a seeded random position: any size and rule, a
// random density of stones, and in half of them a few straight runs of
// 3 to 8 stones drawn over it so that fives, sixes and near misses are
// common at every density, edges and corners included.
func randomGrid(rng *rand.Rand) *grid {
	g := &grid{size: gomoku.MinSize + rng.IntN(gomoku.MaxSize-gomoku.MinSize+1), rule: gomoku.Rule(rng.IntN(2))}
	for y := range gomoku.MaxSize {
		for x := range gomoku.MaxSize {
			g.cell[y][x] = gomoku.NoColor
		}
	}
	density := rng.Float64() * 0.8
	for y := range g.size {
		for x := range g.size {
			if rng.Float64() < density {
				g.cell[y][x] = gomoku.Color(rng.IntN(2))
			}
		}
	}
	if rng.IntN(2) == 0 {
		for range 1 + rng.IntN(4) {
			d := slowDirs[rng.IntN(4)]
			c := gomoku.Color(rng.IntN(2))
			x, y, n := rng.IntN(g.size), rng.IntN(g.size), 3+rng.IntN(6)
			for k := range n {
				xx, yy := x+k*d[0], y+k*d[1]
				if xx < 0 || xx >= g.size || yy >= g.size {
					break
				}
				g.cell[yy][xx] = c
			}
		}
	}
	return g
}

// checkOracle compares the bitboard win tests with the slow scan on n
// seeded random positions: Wins and WinningLine through every stone, and
// HasFive for both colours. It returns how many stones won, to
// show the positions were not trivially winless.
func checkOracle(t *testing.T, seed uint64, n int) (wins int) {
	rng := rand.New(rand.NewPCG(seed, 7))
	for i := range n {
		g := randomGrid(rng)
		b := g.board(t)
		var hasFive [2]bool // the slow answer, from every stone's line
		for y := range g.size {
			for x := range g.size {
				if g.cell[y][x] == gomoku.NoColor {
					continue
				}
				sq := gomoku.At(x, y)
				want := g.slowLine(x, y)
				if got := b.Wins(sq); got != (len(want) > 0) {
					t.Fatalf("position %d (%dx%d %v): Wins(%s) = %v, want %v\n%s", i, g.size, g.size, g.rule, sq.Name(g.size), got, !got, b.String())
				}
				if len(want) > 0 {
					wins++
					hasFive[g.cell[y][x]] = true
					if got := b.WinningLine(sq); !slices.Equal(got, want) {
						t.Fatalf("position %d (%dx%d %v): WinningLine(%s) = %v, want %v\n%s", i, g.size, g.size, g.rule, sq.Name(g.size), got, want, b.String())
					}
				}
			}
		}
		for _, c := range []gomoku.Color{gomoku.Black, gomoku.White} {
			if got := b.HasFive(c); got != hasFive[c] {
				t.Fatalf("position %d (%dx%d %v): HasFive(%v) = %v, want %v\n%s", i, g.size, g.size, g.rule, c, got, hasFive[c], b.String())
			}
		}
	}
	return wins
}

// TestWinOracle checks the bitboard win tests against the slow scan on
// 20,000 random positions.
func TestWinOracle(t *testing.T) {
	if wins := checkOracle(t, 1, 20_000); wins < 20_000 {
		t.Errorf("only %d winning stones in the random positions: the generator hardly tests wins", wins)
	}
}

// TestWinOracleLong checks them on 300,000 more, and on two million with
// OTHELLO_FULL_TESTS=1 (a minute and a half more).
func TestWinOracleLong(t *testing.T) {
	if testing.Short() {
		t.Skip("300,000 positions: not with -short")
	}
	n := 300_000
	if os.Getenv("OTHELLO_FULL_TESTS") == "1" {
		n = 2_000_000
	}
	checkOracle(t, 2, n)
}
