// The threat-space search for a victory by continuous fours (VCF): the
// attacker makes a four at every move, so that the defender's answer is
// forced, until a five, an open four or two fours at once.

package gomoku

import "time"

// vcfSearch looks for a VCF of the side to move of at most depth of its
// moves, the five included. It returns the number of its moves in the
// first one found (0: none), and leaves the line, the defender's forced
// answers between the attacker's moves, in e.line.
func (e *engine) vcfSearch(depth int) int {
	e.path = e.path[:0]
	return e.vcf(depth)
}

// vcfShortest is vcfSearch deepening a move at a time, so that the line
// found is one of the shortest: the cheap shallow searches also fill the
// table of failures that the deeper ones skip.
func (e *engine) vcfShortest(depth int) int {
	for d := 1; d <= depth; d++ {
		if n := e.vcfSearch(d); n > 0 || e.stop {
			return n
		}
	}
	return 0
}

// vcf is vcfSearch from a position inside the line, e.path leading to it.
func (e *engine) vcf(depth int) int {
	if e.tick() {
		return 0
	}
	me, opp := e.turn, e.turn.Opponent()
	fives := e.count[opp][lFive]
	switch {
	case e.has(me, lFive):
		e.found(e.find(me, lFive))
		return 1
	case fives == 0 && e.has(me, lWin) && depth >= 2:
		// an open four or two fours; the five follows whatever the answer
		e.found(e.find(me, lWin))
		return 2
	case depth < 3 || fives >= 2:
		// a four, its block, then at least an open four and a five; or
		// the defender has two fives and wins first
		return 0
	}
	if fives == 0 && e.count[me][lFour] == 0 && e.count[me][lFourThree] == 0 {
		return 0 // no four to make
	}
	if e.fails.failed(e.hash, depth) {
		return 0
	}
	ms := buf(&e.vbufs, len(e.path))
	if fives == 1 {
		// the defender's four must be blocked, by a four
		if f := e.find(opp, lFive); e.lvl[me][f] >= lFour {
			ms = append(ms, move{cell: int32(f)})
		}
	} else {
		for _, c := range e.cells {
			if e.state[c] == empty && e.lvl[me][c] >= lFour {
				ms = append(ms, move{cell: int32(c), score: int32(e.lvl[me][c])<<16 + e.val[me][c]})
			}
		}
		sortMoves(ms)
	}
	ply := len(e.path)
	for _, m := range ms {
		e.play(int(m.cell))
		// the four's square that makes five: the defender's only answer
		block := e.find(me, lFive)
		if block < 0 || e.has(opp, lFive) {
			e.undo()
			continue
		}
		e.play(block)
		e.path = append(e.path, int(m.cell), block)
		n := e.vcf(depth - 1)
		e.path = e.path[:len(e.path)-2]
		e.undo()
		e.undo()
		if n > 0 {
			keep(e.vbufs, ply, ms)
			return n + 1
		}
		if e.stop {
			break
		}
	}
	keep(e.vbufs, ply, ms)
	if !e.stop {
		e.fails.store(e.hash, depth)
	}
	return 0
}

// found ends a VCF with the attacker's last move at c.
func (e *engine) found(c int) { e.line = append(append(e.line[:0], e.path...), c) }

// vcfDefences keeps, of the root moves, those after which the opponent
// has no VCF, if it has one now and some move stops it; otherwise all of
// them. A four of ours stops it only if the opponent still has none
// once it has blocked the four.
func (e *engine) vcfDefences(ms []move, c Config, start time.Time, timeLimit time.Duration) []move {
	depth := c.VCF
	var keep []move
	complete := false
	e.phase(c, start, timeLimit, 3, func() int {
		e.pass()
		threat := e.vcfSearch(depth) > 0
		e.pass()
		if !threat {
			return 0
		}
		me := e.turn
		for _, m := range ms {
			e.play(int(m.cell))
			stops := e.vcfSearch(depth) == 0
			if stops && e.has(me, lFive) {
				// our four: the opponent blocks it, then may still win
				e.play(e.find(me, lFive))
				e.pass()
				stops = e.vcfSearch(depth) == 0
				e.pass()
				e.undo()
			}
			e.undo()
			if e.stop {
				return 0
			}
			if stops {
				keep = append(keep, m)
			}
		}
		complete = true
		return 0
	})
	if !complete || len(keep) == 0 {
		return ms
	}
	return keep
}
