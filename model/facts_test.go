package model_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"othello/model"
)

// The slow oracles read the grid of sized_test.go (1 the side to move, -1
// the other side, 0 empty) and answer in cells, sorted.

var eight = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}}

func (g grid) on(c, r int) bool { return c >= 0 && c < g.n && r >= 0 && r < g.n }

func (g grid) at(c, r int) int { return g.cells[r*g.n+c] }

// slowFrontier lists the discs of colour who with an empty square among
// their eight neighbours.
func slowFrontier(g grid, who int) []model.Cell {
	var out []model.Cell
	for i, v := range g.cells {
		if v != who {
			continue
		}
		c, r := i%g.n, i/g.n
		for _, d := range eight {
			if g.on(c+d[0], r+d[1]) && g.at(c+d[0], r+d[1]) == 0 {
				out = append(out, model.Cell(i))
				break
			}
		}
	}
	return out
}

// slowStable is the classic definition, by iteration on the array: a disc
// is stable when in each of the four directions its line is full, or its
// neighbour on one side is off the board or a stable disc of its colour.
func slowStable(g grid) (player, opponent []model.Cell) {
	stable := make([]bool, len(g.cells))
	dirs := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	full := func(c, r int, d [2]int) bool {
		for _, s := range []int{1, -1} {
			for x, y := c, r; g.on(x, y); x, y = x+s*d[0], y+s*d[1] {
				if g.at(x, y) == 0 {
					return false
				}
			}
		}
		return true
	}
	anchored := func(c, r int, d [2]int) bool {
		for _, s := range []int{1, -1} {
			x, y := c+s*d[0], r+s*d[1]
			if !g.on(x, y) || (stable[y*g.n+x] && g.at(x, y) == g.at(c, r)) {
				return true
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		for i, v := range g.cells {
			c, r := i%g.n, i/g.n
			if v == 0 || stable[i] {
				continue
			}
			ok := true
			for _, d := range dirs {
				if !full(c, r, d) && !anchored(c, r, d) {
					ok = false
					break
				}
			}
			if ok {
				stable[i], changed = true, true
			}
		}
	}
	for i, s := range stable {
		switch {
		case s && g.cells[i] == 1:
			player = append(player, model.Cell(i))
		case s:
			opponent = append(opponent, model.Cell(i))
		}
	}
	return player, opponent
}

// slowRegions floods the empty squares from each one not yet reached,
// through the eight neighbours, with a queue.
func slowRegions(g grid) [][]model.Cell {
	seen := make([]bool, len(g.cells))
	var out [][]model.Cell
	for i, v := range g.cells {
		if v != 0 || seen[i] {
			continue
		}
		var region []model.Cell
		queue := []int{i}
		seen[i] = true
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			region = append(region, model.Cell(p))
			for _, d := range eight {
				x, y := p%g.n+d[0], p/g.n+d[1]
				if g.on(x, y) && g.at(x, y) == 0 && !seen[y*g.n+x] {
					seen[y*g.n+x] = true
					queue = append(queue, y*g.n+x)
				}
			}
		}
		slices.Sort(region)
		out = append(out, region)
	}
	return out
}

// slowEdgeCaptures lists the legal moves on an edge that turn discs along
// that edge: from the move, walk the edge each way over the other side's
// discs to one of the mover's.
func slowEdgeCaptures(g grid) []model.Cell {
	moves := g.moves()
	var out []model.Cell
	last := g.n - 1
	edges := [4]struct{ c, r, dc, dr int }{{0, 0, 1, 0}, {0, last, 1, 0}, {0, 0, 0, 1}, {last, 0, 0, 1}}
	for _, e := range edges {
		for i := range g.n {
			c, r := e.c+i*e.dc, e.r+i*e.dr
			if !slices.Contains(moves, r*g.n+c) {
				continue
			}
			for _, s := range []int{1, -1} {
				x, y, k := c+s*e.dc, r+s*e.dr, 0
				for g.on(x, y) && g.at(x, y) == -1 {
					x, y, k = x+s*e.dc, y+s*e.dr, k+1
				}
				if k > 0 && g.on(x, y) && g.at(x, y) == 1 && !slices.Contains(out, model.Cell(r*g.n+c)) {
					out = append(out, model.Cell(r*g.n+c))
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// sorted is a set of cells in order, nil for none, as the oracles give them.
func sorted(g *model.Geometry, b model.Bits) []model.Cell {
	out := g.CellsOf(b)
	if len(out) == 0 {
		return nil
	}
	slices.Sort(out)
	return out
}

func TestFactsMatchOracles(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 60
	}
	for _, n := range model.Sizes {
		t.Run(fmt.Sprintf("%dx%d", n, n), func(t *testing.T) {
			stable, regions, captures := 0, 0, 0
			randomSizedGames(t, n, games, 11, func(b model.SizedBoard) {
				geo, g := b.Geometry(), gridOf(b)
				fp, fo := b.Frontier()
				if got, want := sorted(geo, fp), slowFrontier(g, 1); !slices.Equal(got, want) {
					t.Fatalf("%v: Frontier = %v, oracle %v", b, got, want)
				}
				if got, want := sorted(geo, fo), slowFrontier(g, -1); !slices.Equal(got, want) {
					t.Fatalf("%v: opponent's Frontier = %v, oracle %v", b, got, want)
				}
				sp, so := b.Stable()
				wp, wo := slowStable(g)
				if !slices.Equal(sorted(geo, sp), wp) || !slices.Equal(sorted(geo, so), wo) {
					t.Fatalf("%v: Stable = %v %v, oracle %v %v", b, sorted(geo, sp), sorted(geo, so), wp, wo)
				}
				stable += sp.Count() + so.Count()
				rs := b.Regions()
				want := slowRegions(g)
				if len(rs) != len(want) {
					t.Fatalf("%v: %d regions, oracle %d", b, len(rs), len(want))
				}
				for i, r := range rs {
					if got := sorted(geo, model.Bits(r)); !slices.Equal(got, want[i]) {
						t.Fatalf("%v: region %d = %v, oracle %v", b, i, got, want[i])
					}
					if b.RegionOf(want[i][0]) != r {
						t.Fatalf("%v: RegionOf(%v) = %v, want %v", b, want[i][0], b.RegionOf(want[i][0]), r)
					}
				}
				regions += len(rs)
				ec := b.EdgeCaptures()
				if got, want := sorted(geo, ec), slowEdgeCaptures(g); !slices.Equal(got, want) {
					t.Fatalf("%v: EdgeCaptures = %v, oracle %v", b, got, want)
				}
				captures += ec.Count()
			})
			if stable == 0 || regions == 0 || captures == 0 {
				t.Fatalf("the positions had %d stable discs, %d regions, %d edge captures: too few to test", stable, regions, captures)
			}
		})
	}
}

// No disc called stable is ever flipped, whatever is played after: random
// games go on from random positions to the end, and every disc stable at
// the start keeps its colour.
func TestStableDiscsNeverFlip(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 40
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range model.Sizes {
		checked := 0
		randomSizedGames(t, n, games, 12, func(b model.SizedBoard) {
			sp, so := b.Stable()
			if sp.Or(so).IsZero() {
				return
			}
			checked++
			for range 4 {
				cur, firstToMove := b, true // the side to move in b moves now
				for !cur.GameOver() {
					moves := cur.MoveCells()
					if len(moves) == 0 {
						cur, firstToMove = cur.Pass(), !firstToMove
						continue
					}
					cur, firstToMove = cur.Play(moves[rng.IntN(len(moves))]), !firstToMove
					first, second := cur.Player, cur.Opponent
					if !firstToMove {
						first, second = second, first
					}
					if first.And(sp) != sp || second.And(so) != so {
						t.Fatalf("%dx%d %v: stable discs %v %v flipped in play", n, n, b, sp, so)
					}
				}
			}
		})
		if checked < games/4 {
			t.Fatalf("%dx%d: only %d positions with stable discs", n, n, checked)
		}
	}
}

func TestFactsOnKnownBoards(t *testing.T) {
	start := model.SizedFromBoard(model.StartBoard())
	f := model.FactsOf(start)
	if f.Player.Mobility() != 4 || f.Opponent.Mobility() != 4 || f.Player.FrontierCount() != 2 || f.Player.StableCount() != 0 {
		t.Errorf("start: %+v", f)
	}
	if len(f.Regions) != 1 || f.Regions[0].Size() != 60 || f.Regions[0].Odd() {
		t.Errorf("start regions: %v", f.Regions)
	}
	// a full row 1 of the side to move, and a1-a3: the row is stable, as
	// are a2 and a3 anchored on a1
	pos, err := model.ParsePosition("XXXXXXXX" + "X-------" + "XO------" + "--------" + "---XO---" + "--------" + "--------" + "-------- X")
	if err != nil {
		t.Fatal(err)
	}
	b := model.SizedFromBoard(pos.Board)
	g := b.Geometry()
	sp, so := b.Stable()
	want := []model.Cell{0, 1, 2, 3, 4, 5, 6, 7, model.Cell(model.A2), model.Cell(model.A3)}
	if got := g.CellsOf(sp); !slices.Equal(got, want) || !so.IsZero() {
		t.Errorf("stable %v %v, want %v and none", got, g.CellsOf(so), want)
	}
	cell := func(g *model.Geometry, s string) model.Cell {
		c, err := g.ParseCell(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for _, tt := range []struct {
		n          int
		sq, corner string
		x          bool
	}{{8, "b2", "a1", true}, {8, "b1", "a1", false}, {8, "h7", "h8", false}, {8, "g2", "h1", true}, {8, "a7", "a8", false},
		{6, "e5", "f6", true}, {6, "f2", "f1", false}, {6, "b6", "a6", false}, {10, "i9", "j10", true}, {10, "j2", "j1", false},
		{4, "c2", "d1", true}, {4, "c1", "d1", false}} {
		g, _ := model.GeometryOf(tt.n)
		c, x, ok := g.CornerOf(cell(g, tt.sq))
		if !ok || c != cell(g, tt.corner) || x != tt.x {
			t.Errorf("%dx%d: CornerOf(%v) = %v %v %v, want %v %v", tt.n, tt.n, tt.sq, g.CellName(c), x, ok, tt.corner, tt.x)
		}
	}
	if _, _, ok := g.CornerOf(model.Cell(model.D4)); ok {
		t.Error("d4 is near a corner")
	}
	for _, n := range model.Sizes {
		g, _ := model.GeometryOf(n)
		for _, c := range g.Corners() {
			if x, _, _ := g.CornerOf(g.XSquare(c)); x != c {
				t.Errorf("%dx%d: X square of %v", n, n, g.CellName(c))
			}
			if cs := g.CSquares(c); g.CellBits(cs[0]).Or(g.CellBits(cs[1])).And(model.Bits(g.Neighbours(g.CellBits(c)))).Count() != 2 {
				t.Errorf("%dx%d: C squares of %v: %v", n, n, g.CellName(c), cs)
			}
		}
		if got := g.EdgesOf(g.Corners()[3]); len(got) != 2 || got[0] != model.EdgeBottom || got[1] != model.EdgeRight {
			t.Errorf("%dx%d: the last corner is on %v", n, n, got)
		}
	}
	if got := g.EdgesOf(model.Cell(model.H4)); len(got) != 1 || got[0] != model.EdgeRight || g.EdgeName(got[0]) != "column h" {
		t.Errorf("h4 is on %v", got)
	}
	g6, _ := model.GeometryOf(6)
	if got := g6.EdgesOf(cell(g6, "c6")); len(got) != 1 || g6.EdgeName(got[0]) != "row 6" {
		t.Errorf("6x6: c6 is on %v", got)
	}
	g10, _ := model.GeometryOf(10)
	if got := g10.EdgesOf(cell(g10, "j5")); len(got) != 1 || g10.EdgeName(got[0]) != "column j" {
		t.Errorf("10x10: j5 is on %v", got)
	}
}
