// Hints: what makes one move stand out among the legal moves, read on the
// board just after each.

package coach

import "othello/model"

// Hint finds what makes move good in pos against the other legal moves,
// from the board right after each (the opponent to move), ranked largest
// first: how few moves it leaves the opponent, a corner taken or kept
// from the opponent, stable discs, edges, parity in the endgame, the
// frontier, every disc won. In each reason Best counts after move and
// Played after the other move that does best on that count; Discs is 0,
// there being no loss to share. None when move is the only move, is not
// legal, or nothing stands out. It reads boards of every size, as
// Explain does.
func Hint(pos model.SizedPosition, move model.Cell) []Reason {
	b := pos.Board
	g := b.Geometry()
	if move == model.CellPass || !b.IsLegal(move) {
		return nil
	}
	type after struct {
		sq model.Cell
		f  model.Facts // the opponent to move: Player is the opponent
	}
	var this after
	var others []after
	for _, m := range b.MoveCells() {
		a := after{m, model.FactsOf(b.Play(m))}
		if m == move {
			this = a
		} else {
			others = append(others, a)
		}
	}
	if len(others) == 0 {
		return nil
	}
	var out []Reason
	// judge weighs a count, bigger better for the mover, against the mean
	// of the others
	judge := func(k Kind, w float64, value func(a after) Count, better func(c Count) int) {
		mine := value(this)
		best, sum := value(others[0]), 0
		for _, o := range others {
			c := value(o)
			sum += better(c)
			if better(c) > better(best) {
				best = c
			}
		}
		mean := float64(sum) / float64(len(others))
		if weight := w * (float64(better(mine)) - mean); weight >= minReasonWorth {
			out = append(out, Reason{Kind: k, Played: best, Best: mine, Weight: weight})
		}
	}
	side := func(f func(s model.SideFacts) int) func(a after) Count {
		return func(a after) Count { return Count{f(a.f.Opponent), f(a.f.Player)} }
	}
	empties := b.Empties()

	if this.f.Player.Discs == 0 {
		out = append(out, Reason{Kind: WipeOut, Squares: []model.Cell{move}, Best: Count{this.f.Opponent.Discs, 0}, Weight: wipeOutWeight})
	}
	corners := g.CornerBits()
	if !corners.And(g.CellBits(move)).IsZero() {
		out = append(out, Reason{Kind: CornerTaken, Squares: []model.Cell{move}, Held: true, Weight: cornerHeld})
	}
	// the corners open to the opponent after the move, against the others
	var opened model.Bits
	for _, o := range others {
		opened = opened.Or(o.f.Player.Moves.And(corners))
	}
	if kept := opened.AndNot(this.f.Player.Moves); !kept.IsZero() {
		judge(CornerGiven, cornerOpen, func(a after) Count {
			return Count{0, a.f.Player.Moves.And(corners).Count()}
		}, func(c Count) int { return -c.Opponent })
		if n := len(out); n > 0 && out[n-1].Kind == CornerGiven {
			out[n-1].Squares = g.CellsOf(kept)
		}
	}
	judge(Stability, stableWeight, side(func(s model.SideFacts) int { return s.StableCount() }),
		func(c Count) int { return c.Mover - c.Opponent })
	judge(Edge, edgeWeight, func(a after) Count {
		return Count{0, a.f.Player.EdgeCaptures.AndNot(corners).Count()}
	}, func(c Count) int { return -c.Opponent })
	w := mobilityMid
	if empties <= parityEmpties {
		w = mobilityEnd
	}
	judge(Mobility, w, side(func(s model.SideFacts) int { return s.Mobility() }),
		func(c Count) int { return -c.Opponent })
	if empties <= parityEmpties {
		size := func(a after) Count { return Count{b.RegionOf(a.sq).Size(), a.f.OddRegions()} }
		odd := func(c Count) int { return c.Mover & 1 }
		judge(Parity, parityWeight, size, odd)
	}
	w = frontierMid
	if empties <= 20 {
		w = frontierEnd
	}
	judge(Frontier, w, side(func(s model.SideFacts) int { return s.FrontierCount() }),
		func(c Count) int { return c.Opponent - c.Mover })
	return rank(out, 0)
}
