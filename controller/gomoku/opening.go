// Our players' answers to the opening rules: three stones that leave the
// game even, and the colour the position favours.

package gomoku

import (
	"context"
	"math/rand/v2"

	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

const (
	// judgeNodes is how many positions the quick search that judges an
	// opening visits: enough to see its threats, a fraction of a second.
	judgeNodes = 30_000
	// candidates is how many random three-stone openings are judged for
	// the most even one.
	candidates = 6
	// even is the largest score of a position judged even enough to place
	// two more stones under Swap2 rather than choose a colour.
	even = 60
)

// DecideOpening answers q in g for one of our players p: three stones
// near the centre, the most even of a few drawn at random (a random
// player takes the first); then the colour a quick search favours, White
// playing p's own move, or under Swap2, when the position is about even,
// two more stones, White's and Black's best. Random answers at random.
// seed drives the draws.
func DecideOpening(ctx context.Context, p sg.Player, g *gomoku.Game, q Question, seed uint64) Choice {
	rng := rand.New(rand.NewPCG(seed, seed^0x51ed2701f3a5c9b7))
	_, random := p.(*sg.Random)
	judge := sg.NewSearch(sg.LevelConfig(level.Medium).WithNodes(judgeNodes), seed)
	pos := g.Position()
	if q == PlaceThree {
		var best []gomoku.Square
		bestScore := 0
		for i := range candidates {
			stones := threeStones(pos, rng)
			if random {
				return Choice{Moves: stones}
			}
			after := pos
			for _, sq := range stones {
				after, _ = after.Play(sq)
			}
			s := abs(judge.Search(ctx, after).Score)
			if i == 0 || s < bestScore {
				best, bestScore = stones, s
			}
		}
		return Choice{Moves: best}
	}
	if random {
		k := rng.IntN(2)
		if q == ChooseOrPlace {
			k = rng.IntN(3)
		}
		switch k {
		case 0:
			return Choice{Swap: true}
		case 1:
			return Choice{Moves: []gomoku.Square{p.Search(ctx, pos).Move}}
		}
		w := p.Search(ctx, pos).Move
		after, _ := pos.Play(w)
		return Choice{Moves: []gomoku.Square{w, p.Search(ctx, after).Move}}
	}
	r := judge.Search(ctx, pos) // for White, to move
	if q == ChooseOrPlace && abs(r.Score) <= even && r.Move != gomoku.NoSquare {
		after, _ := pos.Play(r.Move)
		if b := judge.Search(ctx, after); b.Move != gomoku.NoSquare && b.Score > -sg.WinBound && b.Score < sg.WinBound {
			return Choice{Moves: []gomoku.Square{r.Move, b.Move}}
		}
	}
	if r.Score >= 0 {
		return Choice{Moves: []gomoku.Square{p.Search(ctx, pos).Move}}
	}
	return Choice{Swap: true}
}

// threeStones draws an opening: Black in the centre, White beside it,
// Black within two squares of the centre.
func threeStones(pos gomoku.Position, rng *rand.Rand) []gomoku.Square {
	n := pos.Board.Size()
	c := gomoku.Center(n)
	near := func(d int) gomoku.Square {
		for {
			x, y := c.X()+rng.IntN(2*d+1)-d, c.Y()+rng.IntN(2*d+1)-d
			sq := gomoku.At(x, y)
			if sq != c && sq.Inside(n) && pos.Board.Empty(sq) {
				return sq
			}
		}
	}
	w := near(1)
	for {
		b := near(2)
		if b != w {
			return []gomoku.Square{c, w, b}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
