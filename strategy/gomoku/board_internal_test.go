package gomoku

import (
	"math/rand/v2"
	"testing"

	"othello/model/gomoku"
)

// randomPosition plays n random moves near the stones of a size x size
// board, stopping before any five, and returns the position.
func randomPosition(rng *rand.Rand, size int, rule gomoku.Rule, n int) gomoku.Position {
	g, _ := gomoku.NewGame(size, rule)
	for g.MoveCount() < n {
		p := g.Position()
		var near []gomoku.Square
		for y := range size {
			for x := range size {
				sq := gomoku.At(x, y)
				if p.Board.At(sq) != gomoku.NoColor {
					continue
				}
				for dy := -2; dy <= 2; dy++ {
					for dx := -2; dx <= 2; dx++ {
						if q := gomoku.At(x+dx, y+dy); x+dx >= 0 && y+dy >= 0 && q.Inside(size) && p.Board.At(q) != gomoku.NoColor {
							near = append(near, sq)
							dx, dy = 3, 3
						}
					}
				}
			}
		}
		if len(near) == 0 {
			near = append(near, gomoku.Center(size))
		}
		sq := near[rng.IntN(len(near))]
		if err := g.Play(sq); err != nil {
			panic(err)
		}
		if g.Over() {
			g.Undo()
			break
		}
	}
	return g.Position()
}

// TestFivePointsAgree checks the pattern tables against the model's win
// test: on random positions of every rule and several sizes, a square is
// a five for a colour exactly when the model says a stone there wins.
func TestFivePointsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	var b board
	fives := 0
	n := 600
	if testing.Short() {
		n = 150
	}
	for i := range n {
		size := []int{5, 7, 15, 20}[i%4]
		rule := gomoku.Rule(i / 4 % 2)
		p := randomPosition(rng, size, rule, rng.IntN(size*size*2/3+1))
		b.load(p)
		for y := range size {
			for x := range size {
				sq := gomoku.At(x, y)
				if p.Board.At(sq) != gomoku.NoColor {
					continue
				}
				for _, col := range []gomoku.Color{gomoku.Black, gomoku.White} {
					after := p.Board.Place(sq, col)
					want := after.Wins(sq)
					if got := b.lvl[col][cellOf(sq)] == lFive; got != want {
						t.Fatalf("position %d (%v), %v at %s: five %v, the model says %v\n%s", i, rule, col, sq.Name(size), got, want, p.Board.String())
					}
					if want {
						fives++
					}
				}
			}
		}
	}
	if fives < n {
		t.Errorf("only %d fives in %d positions", fives, n)
	}
}

// TestIncremental plays and undoes random moves and checks that every
// table kept up to date move by move equals the tables of the same
// position loaded afresh.
func TestIncremental(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	var inc, fresh board
	games := 40
	if testing.Short() {
		games = 12
	}
	for i := range games {
		size := []int{6, 15, 20}[i%3]
		p, _ := gomoku.NewPosition(size, gomoku.Rule(i%2))
		inc.load(p)
		pos := p
		for step := range 120 {
			if inc.stones > 0 && rng.IntN(3) == 0 {
				c := inc.moves[len(inc.moves)-1]
				inc.undo()
				pos.Board = pos.Board.Remove(squareOf(c))
				pos.ToMove = pos.ToMove.Opponent()
			} else {
				var free []int
				for _, c := range inc.cells {
					if inc.state[c] == empty {
						free = append(free, c)
					}
				}
				if len(free) == 0 {
					break
				}
				c := free[rng.IntN(len(free))]
				inc.play(c)
				pos, _ = pos.Play(squareOf(c))
			}
			fresh.load(pos)
			switch {
			case inc.turn != fresh.turn || inc.stones != fresh.stones || inc.hash != fresh.hash:
				t.Fatalf("game %d step %d: turn %v/%v stones %d/%d hash %x/%x", i, step, inc.turn, fresh.turn, inc.stones, fresh.stones, inc.hash, fresh.hash)
			case inc.state != fresh.state || inc.keys != fresh.keys || inc.near != fresh.near:
				t.Fatalf("game %d step %d: squares, keys or near counts differ", i, step)
			case inc.lvl != fresh.lvl || inc.val != fresh.val || inc.total != fresh.total:
				t.Fatalf("game %d step %d: levels, values or sums differ", i, step)
			}
			for col := range 2 {
				for l := lNone + 1; l < numLevels; l++ {
					if inc.count[col][l] != fresh.count[col][l] {
						t.Fatalf("game %d step %d: colour %d has %d squares of level %d, afresh %d", i, step, col, inc.count[col][l], l, fresh.count[col][l])
					}
				}
			}
		}
	}
}

// TestClasses checks the line classes of shapes drawn by hand, for the
// stone at the centre ("*") with walls ("|") and opponent stones ("o").
func TestClasses(t *testing.T) {
	tests := []struct {
		line     string // 11 squares, the centre at 5
		free, st class  // under Freestyle and Standard
	}{
		{"...XX*XX...", five, five},
		{"..XXX*XX...", five, none},
		{"....X*XX...", flex4, flex4},
		{"...oX*XX...", block4, block4},
		{"...X.*XX...", block4, block4},
		{"..X.X*X.X..", flex4, flex4},
		{"..X.X*XX...", flex4, block4}, // Standard: filling the gap makes six
		{".....*XX...", flex3, flex3},
		{"....o*XX...", block3, block3},
		{"...X.*X....", flex3, flex3},
		{".....*X....", flex2, flex2},
		{"....o*X.o..", none, none}, // no room for five
		{"|....*.....", flex1, flex1},
		{"..XXX*XXo..", five, none},
	}
	for _, tt := range tests {
		var k lineKey
		for i := range 10 {
			j := i
			if i >= 5 {
				j = i + 1
			}
			switch tt.line[j] {
			case 'X':
				k += pow3[i]
			case 'o', '|':
				k += 2 * pow3[i]
			}
		}
		if got := classTable(false)[k]; got != tt.free {
			t.Errorf("%s under Freestyle: class %d, want %d", tt.line, got, tt.free)
		}
		if got := classTable(true)[k]; got != tt.st {
			t.Errorf("%s under Standard: class %d, want %d", tt.line, got, tt.st)
		}
	}
}
