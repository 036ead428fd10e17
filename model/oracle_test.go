package model_test

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"othello/model"
)

// slowFlips is the obvious rule, written for clarity: from sq walk each of the
// eight directions over opponent discs and keep them if a player disc closes
// the run.
func slowFlips(b model.Board, sq model.Square) uint64 {
	if (b.Player|b.Opponent)&sq.Bit() != 0 {
		return 0
	}
	var all uint64
	for dc := -1; dc <= 1; dc++ {
		for dr := -1; dr <= 1; dr++ {
			if dc == 0 && dr == 0 {
				continue
			}
			var run uint64
			c, r := sq.Col()+dc, sq.Row()+dr
			for c >= 0 && c < 8 && r >= 0 && r < 8 {
				bit := model.SquareAt(c, r).Bit()
				if b.Opponent&bit != 0 {
					run |= bit
				} else {
					if b.Player&bit != 0 {
						all |= run
					}
					break
				}
				c, r = c+dc, r+dr
			}
		}
	}
	return all
}

// slowMoves lists the empty squares that flip something.
func slowMoves(b model.Board) uint64 {
	var m uint64
	for sq := model.A1; sq <= model.H8; sq++ {
		if slowFlips(b, sq) != 0 {
			m |= sq.Bit()
		}
	}
	return m
}

// randomGames calls visit on every position of seeded random games until
// at least n positions have been seen, passes and game ends included.
func randomGames(seed uint64, n int, visit func(b model.Board)) {
	rng := rand.New(rand.NewPCG(seed, 1))
	for seen := 0; seen < n; {
		b := model.StartBoard()
		for {
			visit(b)
			seen++
			moves := b.Moves()
			if moves == 0 {
				if b.GameOver() {
					break
				}
				b = b.Play(model.Pass)
				continue
			}
			k := rng.IntN(bits.OnesCount64(moves))
			for ; k > 0; k-- {
				moves &= moves - 1
			}
			b = b.Play(model.Square(bits.TrailingZeros64(moves)))
		}
	}
}

// sampleBoards returns n positions with at least one legal move.
func sampleBoards(n int) []model.Board {
	out := make([]model.Board, 0, n)
	randomGames(7, 4*n, func(b model.Board) {
		if len(out) < n && b.Moves() != 0 {
			out = append(out, b)
		}
	})
	return out
}

func TestMovesAndFlipsMatchOracle(t *testing.T) {
	n := 1_000_000
	if testing.Short() {
		n = 50_000
	}
	checked, passes, ends := 0, 0, 0
	randomGames(1, n, func(b model.Board) {
		checked++
		want := slowMoves(b)
		if got := b.Moves(); got != want {
			t.Fatalf("board %+v: Moves = %#x, oracle %#x", b, got, want)
		}
		for sq := model.A1; sq <= model.H8; sq++ {
			if got, want := b.Flips(sq), slowFlips(b, sq); got != want {
				t.Fatalf("board %+v square %s: Flips = %#x, oracle %#x", b, sq, got, want)
			}
			if b.Empty()&sq.Bit() != 0 {
				if got, want := model.FlipsAt(b.Player, b.Opponent, sq), slowFlips(b, sq); got != want {
					t.Fatalf("board %+v square %s: FlipsAt = %#x, oracle %#x", b, sq, got, want)
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
	if checked < n || passes == 0 || ends == 0 {
		t.Fatalf("checked %d positions with %d passes and %d game ends; want >= %d and some of each", checked, passes, ends, n)
	}
	t.Logf("checked %d positions, %d passes, %d game ends", checked, passes, ends)
}

func TestInvariantsAlongRandomGames(t *testing.T) {
	randomGames(2, 200_000, func(b model.Board) {
		if b.Player&b.Opponent != 0 {
			t.Fatalf("board %+v: sides overlap", b)
		}
		before := bits.OnesCount64(b.Player | b.Opponent)
		for m := b.Moves(); m != 0; m &= m - 1 {
			sq := model.Square(bits.TrailingZeros64(m))
			flips := b.Flips(sq)
			next := b.Play(sq)
			if next.Player&next.Opponent != 0 {
				t.Fatalf("after %s: sides overlap", sq)
			}
			if got := bits.OnesCount64(next.Player | next.Opponent); got != before+1 {
				t.Fatalf("after %s: %d discs, want %d", sq, got, before+1)
			}
			if flips == 0 {
				t.Fatalf("legal move %s flips nothing", sq)
			}
			// the mover gains the move and the flips; the other side loses the flips
			if next.Opponent != b.Player|flips|sq.Bit() || next.Player != b.Opponent&^flips {
				t.Fatalf("after %s: discs moved wrongly", sq)
			}
		}
	})
}
