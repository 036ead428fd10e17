package model

import (
	"math/bits"
	"sync"
	"sync/atomic"
)

// PerftCounts holds the reference leaf counts from the start position,
// PerftCounts[d] for depth d, shared by the perft command and its tests.
var PerftCounts = []uint64{1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288,
	24571284, 212258800, 1939886636, 18429641748}

// Perft counts the leaves of the move tree depth plies deep. A pass is a
// move (one child, the same discs with the other side to move) and a
// finished game is one leaf at any depth.
func Perft(b Board, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(b, depth, false)
}

// perft counts the last ply by popcount of the move mask instead of playing
// it. passed says the previous move was a pass, so no moves now ends the game.
func perft(b Board, depth int, passed bool) uint64 {
	moves := b.Moves()
	if moves == 0 {
		if passed {
			return 1 // game over: a leaf
		}
		if depth == 1 {
			return 1 // the pass itself is the leaf
		}
		return perft(b.Pass(), depth-1, true)
	}
	if depth == 1 {
		return uint64(bits.OnesCount64(moves))
	}
	var n uint64
	if depth == 2 {
		// The children's leaves are counted here, saving a call per child;
		// a child with no move still counts one leaf (its pass or its end).
		// The child is built in place and the bodies of flips and
		// legalMoves are written out: the compiler inlines neither, and the
		// calls with the spills around them cost about a sixth of the time.
		// The perft counts in the tests check these copies.
		p, o := b.Player, b.Opponent
		e := ^o
		for moves != 0 {
			bit := moves & -moves
			r := &rays[bits.TrailingZeros64(moves)&63]
			f := upRun(p, e, r[0]) | upRun(p, e, r[1]) | upRun(p, e, r[2]) | upRun(p, e, r[3]) |
				downRun(p, e, r[4]) | downRun(p, e, r[5]) | downRun(p, e, r[6]) | downRun(p, e, r[7])
			moves ^= bit

			cp, co := o&^f, p|f|bit // the child, its player to move first
			coh := co & notEdge
			m := (eastMoves(cp, coh) | downMoves(cp, coh, 1) |
				upMoves(cp, co, 8) | downMoves(cp, co, 8) |
				upMoves(cp, coh, 7) | downMoves(cp, coh, 7) |
				upMoves(cp, coh, 9) | downMoves(cp, coh, 9)) &^ (cp | co)
			n += uint64(bits.OnesCount64(m))
			if m == 0 {
				n++
			}
		}
		return n
	}
	for moves != 0 {
		sq := Square(bits.TrailingZeros64(moves))
		moves &= moves - 1
		n += perft(b.Play(sq), depth-1, false)
	}
	return n
}

// perftTask is a subtree still to count: the position, the plies left, and
// whether the move into it was a pass.
type perftTask struct {
	b      Board
	depth  int
	passed bool
}

// PerftParallel is Perft spread over workers goroutines. The top of the
// tree is expanded until there are many more subtrees than workers, so
// that unequal subtrees still keep every worker busy to the end.
func PerftParallel(b Board, depth, workers int) uint64 {
	if depth <= 0 {
		return 1
	}
	const minDepth = 4 // below this a subtree is too small to hand out
	tasks := []perftTask{{b, depth, false}}
	var leaves uint64 // finished games met while expanding
	for workers > 1 && len(tasks) > 0 && len(tasks) < 64*workers && tasks[0].depth > minDepth {
		var next []perftTask
		for _, t := range tasks {
			moves := t.b.Moves()
			switch {
			case moves == 0 && t.passed:
				leaves++
			case moves == 0:
				next = append(next, perftTask{t.b.Pass(), t.depth - 1, true})
			default:
				for ; moves != 0; moves &= moves - 1 {
					next = append(next, perftTask{t.b.Play(Square(bits.TrailingZeros64(moves))), t.depth - 1, false})
				}
			}
		}
		tasks = next
	}
	if len(tasks) == 0 {
		return leaves
	}
	var nextTask atomic.Int64
	var total atomic.Uint64
	var wg sync.WaitGroup
	for range min(workers, len(tasks)) {
		wg.Go(func() {
			var n uint64
			for i := nextTask.Add(1) - 1; i < int64(len(tasks)); i = nextTask.Add(1) - 1 {
				t := tasks[i]
				n += perft(t.b, t.depth, t.passed)
			}
			total.Add(n)
		})
	}
	wg.Wait()
	return leaves + total.Load()
}
