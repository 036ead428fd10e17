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
	switch depth {
	case 1:
		return uint64(bits.OnesCount64(moves))
	case 2:
		if useAVX2 {
			return perftLastTwoAVX2(b.Player, b.Opponent, moves)
		}
		return perftLastTwoGo(b.Player, b.Opponent, moves)
	}
	var n uint64
	for moves != 0 {
		sq := Square(bits.TrailingZeros64(moves))
		moves &= moves - 1
		n += perft(b.Play(sq), depth-1, false)
	}
	return n
}

// perftLastTwoGo counts the leaves two plies below a position with discs
// p to move, o, and its moves (not zero): for each move the child's moves
// by popcount, and one leaf for a child with none (its pass, or the end).
// The child is built in place and the bodies of flips and legalMoves are
// written out: the compiler inlines neither, and the calls with the spills
// around them cost about a sixth of the time. The oracle tests check these
// copies, and perftLastTwoAVX2 does the same four children at a time.
func perftLastTwoGo(p, o, moves uint64) uint64 {
	var n uint64
	e, oh := ^o, o&notEdge
	pm, em := bits.ReverseBytes64(p), bits.ReverseBytes64(e)
	for moves != 0 {
		bit := moves & -moves
		sq := bits.TrailingZeros64(moves) & 63
		moves ^= bit
		r, mr := &rays[sq], &mirroredRays[sq]
		down := upRun(pm, em, mr[0]) | upRun(pm, em, mr[1]) | upRun(pm, em, mr[2])
		f := upRun(p, e, r[0]) | upRun(p, e, r[1]) | upRun(p, e, r[2]) | upRun(p, e, r[3]) |
			westRun(p, oh, bit) | bits.ReverseBytes64(down)

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

// PerftProgress tells how far a count has gone: RootDone of the root's
// RootMoves subtrees are counted (a forced pass is the root's one move),
// and Leaves is the number of leaves counted so far.
type PerftProgress struct {
	RootMoves, RootDone int
	Leaves              uint64
}

// perftTask is a subtree still to count: the position, the plies left,
// whether the move into it was a pass, and the root move it is under.
type perftTask struct {
	b      Board
	depth  int
	passed bool
	root   int
}

// count returns the task's leaves.
func (t perftTask) count() uint64 {
	if t.depth == 0 {
		return 1
	}
	return perft(t.b, t.depth, t.passed)
}

// PerftParallel is Perft spread over workers goroutines.
func PerftParallel(b Board, depth, workers int) uint64 {
	return PerftReporting(b, depth, workers, nil)
}

// PerftReporting is Perft spread over workers goroutines, calling report
// (unless nil) each time the subtree of a root move has been counted, one
// call at a time, so that a long count shows its progress without counting
// anything twice. The top of the tree is expanded until there are many
// more subtrees than workers, so that unequal subtrees still keep every
// worker busy to the end.
func PerftReporting(b Board, depth, workers int, report func(PerftProgress)) uint64 {
	if depth <= 0 {
		return 1
	}
	workers = max(workers, 1)
	// The root's children, then further plies while there are few tasks.
	var tasks []perftTask
	if moves := b.Moves(); moves != 0 {
		for ; moves != 0; moves &= moves - 1 {
			tasks = append(tasks, perftTask{b.Play(Square(bits.TrailingZeros64(moves))), depth - 1, false, len(tasks)})
		}
	} else if b.Pass().Moves() != 0 {
		tasks = append(tasks, perftTask{b.Pass(), depth - 1, true, 0})
	} else {
		return 1 // the game is over: one leaf
	}
	rootMoves := len(tasks)
	left := make([]atomic.Int32, rootMoves) // each root move's tasks not yet counted
	var total atomic.Uint64                 // the leaves counted so far
	const minDepth = 4                      // below this a subtree is too small to hand out
	for workers > 1 && len(tasks) > 0 && len(tasks) < 64*workers && tasks[0].depth > minDepth {
		var next []perftTask
		for _, t := range tasks {
			moves := t.b.Moves()
			switch {
			case moves == 0 && t.passed:
				total.Add(1) // a finished game: a leaf
			case moves == 0:
				next = append(next, perftTask{t.b.Pass(), t.depth - 1, true, t.root})
			default:
				for ; moves != 0; moves &= moves - 1 {
					next = append(next, perftTask{t.b.Play(Square(bits.TrailingZeros64(moves))), t.depth - 1, false, t.root})
				}
			}
		}
		tasks = next
	}
	for _, t := range tasks {
		left[t.root].Add(1)
	}

	var mu sync.Mutex // one report at a time
	done := 0
	rootDone := func() {
		mu.Lock()
		defer mu.Unlock()
		done++
		if report != nil {
			report(PerftProgress{RootMoves: rootMoves, RootDone: done, Leaves: total.Load()})
		}
	}
	for r := range left {
		if left[r].Load() == 0 { // every game under it ended while expanding
			rootDone()
		}
	}
	var nextTask atomic.Int64
	var wg sync.WaitGroup
	for range min(workers, len(tasks)) {
		wg.Go(func() {
			for i := nextTask.Add(1) - 1; i < int64(len(tasks)); i = nextTask.Add(1) - 1 {
				t := tasks[i]
				total.Add(t.count())
				if left[t.root].Add(-1) == 0 {
					rootDone()
				}
			}
		})
	}
	wg.Wait()
	return total.Load()
}
