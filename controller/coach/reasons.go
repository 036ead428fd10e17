// The reasons: each fact compared after the two lines, weighed in discs,
// and ranked by their share of the loss.

package coach

import (
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
func compare(b model.SizedBoard, played, best Line) []Reason {
	var out []Reason
	g := b.Geometry()
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
		add(Reason{Kind: WipeOut, Squares: []model.Cell{played.Move, played.Reply},
			Played: Count{pf.Player.Discs, pf.Opponent.Discs}, Best: Count{bf.Player.Discs, bf.Opponent.Discs}, Weight: crushedWeight})
	}

	// corners, each worth what it is to the mover after each line
	var given, taken Reason
	given.Kind, taken.Kind = CornerGiven, CornerTaken
	given.Played, given.Best = count(func(s model.SideFacts) int { return s.CornerCount() }, pf, bf)
	taken.Played, taken.Best = given.Played, given.Best
	for _, c := range g.Corners() {
		vp, vb := cornerWorth(g, pf, c), cornerWorth(g, bf, c)
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
	stableIn := func(zone model.Bits) float64 {
		net := func(f model.Facts) int {
			return f.Player.Stable.And(zone).Count() - f.Opponent.Stable.And(zone).Count()
		}
		return stableWeight * float64(net(bf)-net(pf))
	}
	var zones model.Bits
	for _, r := range []*Reason{&given, &taken} {
		z := cornerEdges(g, r.Squares).AndNot(zones)
		zones = zones.Or(z)
		if r.Weight > 0 {
			r.Weight = max(r.Weight+stableIn(z), 1)
		}
	}
	add(given)
	add(taken)

	// stable discs, each side's, away from the corners' edges: the ones
	// weighed, so that the counts said are the difference that counts
	rest := g.All().AndNot(zones)
	stable := func(f model.Facts) Count {
		return Count{f.Player.Stable.And(rest).Count(), f.Opponent.Stable.And(rest).Count()}
	}
	add(Reason{Kind: Stability, Played: stable(pf), Best: stable(bf), Weight: stableIn(rest)})

	// edges broken: the reply when it broke one, then the moves that
	// break one, corners left to the corner reasons
	pe, pMoverBreaks := edgeBreaks(b, played)
	be, bMoverBreaks := edgeBreaks(b, best)
	edge := Reason{Kind: Edge,
		Played: Count{pMoverBreaks.Count(), pe.Count()},
		Best:   Count{bMoverBreaks.Count(), be.Count()}}
	edge.Weight = edgeWeight * float64((edge.Best.Mover-edge.Best.Opponent)-(edge.Played.Mover-edge.Played.Opponent))
	where := pe.AndNot(be) // the opponent's breaks that only the played move allows
	if where.IsZero() {
		where = bMoverBreaks.AndNot(pMoverBreaks)
	}
	if !where.IsZero() {
		// one edge: the reply's when it broke one, else the first's
		first := g.CellOfBit(where.Lowest())
		if !where.And(g.CellBits(played.Reply)).IsZero() {
			first = played.Reply
		}
		edge.Edge = g.EdgesOf(first)[0]
		edge.Squares = g.CellsOf(where.And(g.EdgeBits(edge.Edge)))
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
			oddAfter := func(m model.Cell) int { return model.FactsOf(b.Play(m)).OddRegions() }
			add(Reason{Kind: Parity, Squares: []model.Cell{played.Move, best.Move},
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
func cornerWorth(g *model.Geometry, f model.Facts, c model.Cell) int {
	in := func(set model.Bits) bool { return !set.And(g.CellBits(c)).IsZero() }
	switch {
	case in(f.Player.Corners):
		return cornerHeld
	case in(f.Opponent.Corners):
		return -cornerHeld
	case in(f.Player.Moves):
		return cornerOpen
	case in(f.Opponent.Moves):
		return -cornerOpen
	}
	return 0
}

// cornerEdges returns the squares of the edges through the corners.
func cornerEdges(g *model.Geometry, corners []model.Cell) model.Bits {
	var m model.Bits
	for _, c := range corners {
		for _, e := range g.EdgesOf(c) {
			m = m.Or(g.EdgeBits(e))
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
func edgeBreaks(b model.SizedBoard, l Line) (opponent, mover model.Bits) {
	g, f := b.Geometry(), l.Facts
	opponent = f.Opponent.EdgeCaptures
	if reply := g.CellBits(l.Reply); !b.Play(l.Move).EdgeCaptures().And(reply).IsZero() {
		opponent = opponent.Or(reply) // CellBits is empty off the board
	}
	mover = f.Player.EdgeCaptures
	if move := g.CellBits(l.Move); !b.EdgeCaptures().And(move).IsZero() {
		mover = mover.Or(move) // the move itself broke an edge
	}
	return opponent.AndNot(g.CornerBits()), mover.AndNot(g.CornerBits())
}

// fewestDiscs follows a line as searched (the move, the reply and the
// principal variation after it, as far as it is legal) and returns the
// fewest discs the mover has on the way, the opponent's discs then, and
// the moves up to there.
func fewestDiscs(b model.SizedBoard, l Line) (fewest, opponent int, path []model.Cell) {
	cur := b.Play(l.Move) // the opponent to move
	moverToMove := false
	fewest, opponent = cur.OpponentDiscs(), cur.PlayerDiscs()
	moves := []model.Cell{l.Move}
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
