package model_test

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"othello/model"
)

// cells is a board as an array, for the slow oracles: 1 the side to move,
// 2 the other side, 0 empty.
type cells [8][8]int

func cellsOf(b model.Board) (g cells) {
	for sq := model.A1; sq <= model.H8; sq++ {
		switch {
		case b.Player&sq.Bit() != 0:
			g[sq.Row()][sq.Col()] = 1
		case b.Opponent&sq.Bit() != 0:
			g[sq.Row()][sq.Col()] = 2
		}
	}
	return g
}

func on(c, r int) bool { return c >= 0 && c < 8 && r >= 0 && r < 8 }

var eight = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}}

// slowFrontier lists the discs of colour who with an empty square among
// their eight neighbours.
func slowFrontier(g cells, who int) uint64 {
	var out uint64
	for r := range 8 {
		for c := range 8 {
			if g[r][c] != who {
				continue
			}
			for _, d := range eight {
				if on(c+d[0], r+d[1]) && g[r+d[1]][c+d[0]] == 0 {
					out |= model.SquareAt(c, r).Bit()
				}
			}
		}
	}
	return out
}

// slowStable is the classic definition, by iteration on the array: a disc
// is stable when in each of the four directions its line is full, or its
// neighbour on one side is off the board or a stable disc of its colour.
func slowStable(g cells) (player, opponent uint64) {
	var stable [8][8]bool
	dirs := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	full := func(c, r int, d [2]int) bool {
		for _, s := range []int{1, -1} {
			for x, y := c, r; on(x, y); x, y = x+s*d[0], y+s*d[1] {
				if g[y][x] == 0 {
					return false
				}
			}
		}
		return true
	}
	anchored := func(c, r int, d [2]int) bool {
		for _, s := range []int{1, -1} {
			x, y := c+s*d[0], r+s*d[1]
			if !on(x, y) || (stable[y][x] && g[y][x] == g[r][c]) {
				return true
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		for r := range 8 {
			for c := range 8 {
				if g[r][c] == 0 || stable[r][c] {
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
					stable[r][c], changed = true, true
				}
			}
		}
	}
	for r := range 8 {
		for c := range 8 {
			if stable[r][c] {
				if g[r][c] == 1 {
					player |= model.SquareAt(c, r).Bit()
				} else {
					opponent |= model.SquareAt(c, r).Bit()
				}
			}
		}
	}
	return player, opponent
}

// slowRegions floods the empty squares from each one not yet reached,
// through the eight neighbours, with a queue.
func slowRegions(g cells) []model.Region {
	var seen [8][8]bool
	var out []model.Region
	for r := range 8 {
		for c := range 8 {
			if g[r][c] != 0 || seen[r][c] {
				continue
			}
			var region uint64
			queue := [][2]int{{c, r}}
			seen[r][c] = true
			for len(queue) > 0 {
				p := queue[0]
				queue = queue[1:]
				region |= model.SquareAt(p[0], p[1]).Bit()
				for _, d := range eight {
					x, y := p[0]+d[0], p[1]+d[1]
					if on(x, y) && g[y][x] == 0 && !seen[y][x] {
						seen[y][x] = true
						queue = append(queue, [2]int{x, y})
					}
				}
			}
			out = append(out, model.Region(region))
		}
	}
	return out
}

// slowEdgeCaptures lists the legal moves on an edge that turn discs along
// that edge: from the move, walk the edge each way over the other side's
// discs to one of the mover's.
func slowEdgeCaptures(b model.Board) uint64 {
	g := cellsOf(b)
	var out uint64
	moves := slowMoves(b)
	edges := [4]struct{ c, r, dc, dr int }{{0, 0, 1, 0}, {0, 7, 1, 0}, {0, 0, 0, 1}, {7, 0, 0, 1}}
	for _, e := range edges {
		for i := range 8 {
			c, r := e.c+i*e.dc, e.r+i*e.dr
			sq := model.SquareAt(c, r)
			if moves&sq.Bit() == 0 {
				continue
			}
			for _, s := range []int{1, -1} {
				x, y, n := c+s*e.dc, r+s*e.dr, 0
				for on(x, y) && g[y][x] == 2 {
					x, y, n = x+s*e.dc, y+s*e.dr, n+1
				}
				if n > 0 && on(x, y) && g[y][x] == 1 {
					out |= sq.Bit()
				}
			}
		}
	}
	return out
}

func TestFactsMatchOracles(t *testing.T) {
	n := 100_000
	if testing.Short() {
		n = 10_000
	}
	stable, regions, captures := 0, 0, 0
	randomGames(11, n, func(b model.Board) {
		g := cellsOf(b)
		fp, fo := b.Frontier()
		if wp, wo := slowFrontier(g, 1), slowFrontier(g, 2); fp != wp || fo != wo {
			t.Fatalf("board %+v: Frontier = %#x %#x, oracle %#x %#x", b, fp, fo, wp, wo)
		}
		sp, so := b.Stable()
		if wp, wo := slowStable(g); sp != wp || so != wo {
			t.Fatalf("board %+v: Stable = %#x %#x, oracle %#x %#x", b, sp, so, wp, wo)
		}
		stable += bits.OnesCount64(sp | so)
		rs := b.Regions()
		if want := slowRegions(g); !slices.Equal(rs, want) {
			t.Fatalf("board %+v: Regions = %x, oracle %x", b, rs, want)
		}
		regions += len(rs)
		for _, r := range rs {
			sq := model.Square(bits.TrailingZeros64(uint64(r)))
			if b.RegionOf(sq) != r {
				t.Fatalf("board %+v: RegionOf(%v) = %#x, want %#x", b, sq, b.RegionOf(sq), r)
			}
		}
		if got, want := b.EdgeCaptures(), slowEdgeCaptures(b); got != want {
			t.Fatalf("board %+v: EdgeCaptures = %#x, oracle %#x", b, got, want)
		}
		captures += bits.OnesCount64(b.EdgeCaptures())
		if got, want := b.OpponentMoves(), slowMoves(b.Pass()); got != want {
			t.Fatalf("board %+v: OpponentMoves = %#x, oracle %#x", b, got, want)
		}
	})
	if stable == 0 || regions == 0 || captures == 0 {
		t.Fatalf("the positions had %d stable discs, %d regions, %d edge captures: too few to test", stable, regions, captures)
	}
}

// No disc called stable is ever flipped, whatever is played after: random
// games go on from random positions to the end, and every disc stable at
// the start keeps its colour.
func TestStableDiscsNeverFlip(t *testing.T) {
	n := 20_000
	if testing.Short() {
		n = 2_000
	}
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	randomGames(12, n, func(b model.Board) {
		sp, so := b.Stable()
		if sp|so == 0 {
			return
		}
		checked++
		for range 4 {
			cur, blackToMove := b, true // "black" moves now
			for !cur.GameOver() {
				moves := cur.Moves()
				if moves == 0 {
					cur, blackToMove = cur.Pass(), !blackToMove
					continue
				}
				k := rng.IntN(bits.OnesCount64(moves))
				for ; k > 0; k-- {
					moves &= moves - 1
				}
				cur, blackToMove = cur.Play(model.Square(bits.TrailingZeros64(moves))), !blackToMove
				black, white := cur.Player, cur.Opponent
				if !blackToMove {
					black, white = white, black
				}
				if black&sp != sp || white&so != so {
					t.Fatalf("board %+v: stable discs %#x %#x flipped in play, now %#x %#x", b, sp, so, black, white)
				}
			}
		}
	})
	if checked < n/10 {
		t.Fatalf("only %d positions with stable discs", checked)
	}
}

func TestFactsOnKnownBoards(t *testing.T) {
	start := model.StartBoard()
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
	sp, so := pos.Board.Stable()
	if want := uint64(0xff) | model.A2.Bit() | model.A3.Bit(); sp != want || so != 0 {
		t.Errorf("stable %#x %#x, want %#x 0", sp, so, want)
	}
	for _, tt := range []struct {
		sq, corner model.Square
		x          bool
	}{{model.B2, model.A1, true}, {model.B1, model.A1, false}, {model.H7, model.H8, false}, {model.G2, model.H1, true}, {model.A7, model.A8, false}} {
		c, x, ok := model.CornerOf(tt.sq)
		if !ok || c != tt.corner || x != tt.x {
			t.Errorf("CornerOf(%v) = %v %v %v, want %v %v", tt.sq, c, x, ok, tt.corner, tt.x)
		}
	}
	if _, _, ok := model.CornerOf(model.D4); ok {
		t.Error("d4 is near a corner")
	}
	for _, c := range model.Corners {
		if x, _, _ := model.CornerOf(model.XSquare(c)); x != c {
			t.Errorf("X square of %v", c)
		}
	}
	if got := model.EdgesOf(model.A1); len(got) != 2 {
		t.Errorf("a1 is on %v", got)
	}
	if got := model.EdgesOf(model.H4); len(got) != 1 || got[0] != model.EdgeRight || got[0].String() != "column h" {
		t.Errorf("h4 is on %v", got)
	}
}
