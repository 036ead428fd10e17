// The reasons: each fact compared after the two lines, weighed in discs,
// and ranked by their share of the loss.

package coach

import (
	"math/bits"
	"slices"

	"othello/model"
)

// The rough worth of each fact in discs per unit, the same in every
// position but for the phase: mobility and frontier count for less as the
// board fills, parity only at the end.
const (
	cornerHeld     = 8   // a corner held
	cornerOpen     = 4   // a corner the side can take at its next move
	stableWeight   = 1   // a stable disc
	edgeWeight     = 3   // a move that breaks an edge
	mobilityMid    = 0.8 // a move, with more than parityEmpties empties
	mobilityEnd    = 0.4
	frontierMid    = 0.4 // a frontier disc, with more than 20 empties
	frontierEnd    = 0.15
	parityWeight   = 5  // a move into an even region where an odd one was open
	wipeOutWeight  = 64 // losing every disc
	crushedWeight  = 20 // a handful of discs and no move
	crushedDiscs   = 3  // "a handful"
	parityEmpties  = 14 // parity is a reason from this many empties down
	minReasonWorth = 1.5
)

// compare lists the reasons why line best is better than line played from
// b, each with its Weight.
func compare(b model.Board, played, best Line) []Reason {
	var out []Reason
	empties := b.Empties()
	pf, bf := played.Facts, best.Facts
	count := func(f func(s model.SideFacts) int, p, q model.Facts) (Count, Count) {
		return Count{f(p.Player), f(p.Opponent)}, Count{f(q.Player), f(q.Opponent)}
	}
	add := func(r Reason) {
		if r.Weight >= minReasonWorth {
			out = append(out, r)
		}
	}

	// a wipe-out along the line searched, or a handful of discs and no move
	pMin, pOpp, pPath := fewestDiscs(b, played)
	bMin, bOpp, _ := fewestDiscs(b, best)
	switch {
	case pMin == 0 && bMin > 0:
		add(Reason{Kind: WipeOut, Squares: pPath, Played: Count{0, pOpp}, Best: Count{bMin, bOpp}, Weight: wipeOutWeight})
	case crushed(pf) && !crushed(bf):
		add(Reason{Kind: WipeOut, Squares: []model.Square{played.Move, played.Reply},
			Played: Count{pf.Player.Discs, pf.Opponent.Discs}, Best: Count{bf.Player.Discs, bf.Opponent.Discs}, Weight: crushedWeight})
	}

	// corners, each worth what it is to the mover after each line
	var given, taken Reason
	given.Kind, taken.Kind = CornerGiven, CornerTaken
	given.Played, given.Best = count(func(s model.SideFacts) int { return s.CornerCount() }, pf, bf)
	taken.Played, taken.Best = given.Played, given.Best
	for _, c := range model.Corners {
		vp, vb := cornerWorth(pf, c), cornerWorth(bf, c)
		if vb <= vp {
			continue
		}
		if vp < 0 {
			given.Squares = append(given.Squares, c)
			given.Weight += float64(vb - vp)
			given.Held = given.Held || (played.Reply == c && vp == -cornerHeld)
		} else {
			taken.Squares = append(taken.Squares, c)
			taken.Weight += float64(vb - vp)
			taken.Held = taken.Held || vb == cornerHeld
		}
	}
	// the stable discs on a corner's edges go with the corner, for a
	// corner is worth what it anchors: the rest are a reason of their own
	stableIn := func(zone uint64) float64 {
		net := func(f model.Facts) int {
			return bits.OnesCount64(f.Player.Stable&zone) - bits.OnesCount64(f.Opponent.Stable&zone)
		}
		return stableWeight * float64(net(bf)-net(pf))
	}
	var zones uint64
	for _, r := range []*Reason{&given, &taken} {
		z := cornerEdges(r.Squares) &^ zones
		zones |= z
		if r.Weight > 0 {
			r.Weight = max(r.Weight+stableIn(z), 1)
		}
	}
	add(given)
	add(taken)

	// stable discs, each side's
	sp, sb := count(func(s model.SideFacts) int { return s.StableCount() }, pf, bf)
	add(Reason{Kind: Stability, Played: sp, Best: sb, Weight: stableIn(^zones)})

	// edges broken: the reply when it broke one, then the moves that
	// break one, corners left to the corner reasons
	pe, pMoverBreaks := edgeBreaks(b, played)
	be, bMoverBreaks := edgeBreaks(b, best)
	edge := Reason{Kind: Edge,
		Played: Count{bits.OnesCount64(pMoverBreaks), bits.OnesCount64(pe)},
		Best:   Count{bits.OnesCount64(bMoverBreaks), bits.OnesCount64(be)}}
	edge.Weight = edgeWeight * float64((edge.Best.Mover-edge.Best.Opponent)-(edge.Played.Mover-edge.Played.Opponent))
	where := pe &^ be // the opponent's breaks that only the played move allows
	if where == 0 {
		where = bMoverBreaks &^ pMoverBreaks
	}
	if where != 0 {
		// one edge: the reply's when it broke one, else the first's
		first := model.Square(bits.TrailingZeros64(where))
		if where&played.Reply.Bit() != 0 {
			first = played.Reply
		}
		edge.Edge = model.EdgesOf(first)[0]
		edge.Squares = model.SquaresOf(where & edge.Edge.Mask())
	}
	add(edge)

	// mobility
	mp, mb := count(func(s model.SideFacts) int { return s.Mobility() }, pf, bf)
	w := mobilityMid
	if empties <= parityEmpties {
		w = mobilityEnd
	}
	add(Reason{Kind: Mobility, Played: mp, Best: mb, Weight: w * float64((mb.Mover-mb.Opponent)-(mp.Mover-mp.Opponent))})

	// parity: the region each move went into
	if empties <= parityEmpties {
		rp, rb := b.RegionOf(played.Move), b.RegionOf(best.Move)
		if !rp.Odd() && rb.Odd() {
			oddAfter := func(m model.Square) int { return model.FactsOf(b.Play(m)).OddRegions() }
			add(Reason{Kind: Parity, Squares: []model.Square{played.Move, best.Move},
				Played: Count{rp.Size(), oddAfter(played.Move)}, Best: Count{rb.Size(), oddAfter(best.Move)}, Weight: parityWeight})
		}
	}

	// frontier
	fp, fb := count(func(s model.SideFacts) int { return s.FrontierCount() }, pf, bf)
	w = frontierMid
	if empties <= 20 {
		w = frontierEnd
	}
	add(Reason{Kind: Frontier, Played: fp, Best: fb, Weight: w * float64((fp.Mover-fp.Opponent)-(fb.Mover-fb.Opponent))})
	return out
}

// rank orders the reasons by weight, largest first, and shares the loss
// between them in proportion.
func rank(rs []Reason, loss float64) []Reason {
	slices.SortStableFunc(rs, func(a, b Reason) int {
		switch {
		case a.Weight > b.Weight:
			return -1
		case a.Weight < b.Weight:
			return 1
		}
		return int(a.Kind) - int(b.Kind)
	})
	total := 0.0
	for _, r := range rs {
		total += r.Weight
	}
	for i := range rs {
		rs[i].Discs = loss * rs[i].Weight / total
	}
	return rs
}

// cornerWorth is what corner c is worth to the mover after a line, the
// mover to move: held, open to take now, open to the opponent only.
func cornerWorth(f model.Facts, c model.Square) int {
	switch {
	case f.Player.Corners&c.Bit() != 0:
		return cornerHeld
	case f.Opponent.Corners&c.Bit() != 0:
		return -cornerHeld
	case f.Player.Moves&c.Bit() != 0:
		return cornerOpen
	case f.Opponent.Moves&c.Bit() != 0:
		return -cornerOpen
	}
	return 0
}

// cornerEdges returns the squares of the edges through the corners.
func cornerEdges(corners []model.Square) uint64 {
	var m uint64
	for _, c := range corners {
		for _, e := range model.EdgesOf(c) {
			m |= e.Mask()
		}
	}
	return m
}

// crushed reports whether the mover is left a handful of discs and no
// move after a line.
func crushed(f model.Facts) bool {
	return f.Player.Discs <= crushedDiscs && f.Player.Mobility() == 0 && f.Opponent.Mobility() > 0
}

// edgeBreaks returns the squares off the corners where each side breaks
// an edge in a line: for the opponent, the reply when it turned discs
// along its edge, and the edge captures open to it afterwards; for the
// mover, the move when it did, and its edge captures after the line.
func edgeBreaks(b model.Board, l Line) (opponent, mover uint64) {
	f := l.Facts
	opponent = f.Opponent.EdgeCaptures
	if a := b.Play(l.Move); l.Reply.OnBoard() && a.EdgeCaptures()&l.Reply.Bit() != 0 {
		opponent |= l.Reply.Bit()
	}
	mover = f.Player.EdgeCaptures
	if b.EdgeCaptures()&l.Move.Bit() != 0 {
		mover |= l.Move.Bit() // the move itself broke an edge
	}
	return opponent &^ model.CornerMask, mover &^ model.CornerMask
}

// fewestDiscs follows a line as searched (the move, the reply and the
// principal variation after it, as far as it is legal) and returns the
// fewest discs the mover has on the way, the opponent's discs then, and
// the moves up to there.
func fewestDiscs(b model.Board, l Line) (fewest, opponent int, path []model.Square) {
	cur := b.Play(l.Move) // the opponent to move
	moverToMove := false
	fewest, opponent = cur.OpponentDiscs(), cur.PlayerDiscs()
	moves := []model.Square{l.Move}
	path = slices.Clone(moves)
	for _, m := range l.PV {
		if !cur.IsLegal(m) {
			break
		}
		cur, moverToMove = cur.Play(m), !moverToMove
		moves = append(moves, m)
		mine, theirs := cur.OpponentDiscs(), cur.PlayerDiscs()
		if moverToMove {
			mine, theirs = theirs, mine
		}
		if mine < fewest {
			fewest, opponent, path = mine, theirs, slices.Clone(moves)
		}
	}
	return fewest, opponent, path
}
