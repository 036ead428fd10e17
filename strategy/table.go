// The transposition table: bounds on the score of positions already
// searched, and their best move, shared by the iterations of one search.

package strategy

import "othello/model"

// entry is one slot of the table. It keeps the whole board, so a hash
// collision can never hand a wrong position's score to the search.
type entry struct {
	player, opponent uint64
	lower, upper     int16 // bounds on the score
	depth            int8  // plies searched below this position
	move             int8  // best move found, or -1
	gen              uint8 // search that wrote it
}

// table is a hash table of entries with two-way buckets: a new entry
// replaces the shallower or older of the two.
type table struct {
	entries []entry
	mask    uint64
	gen     uint8
}

func newTable(bitsLog2 int) *table {
	n := 1 << bitsLog2
	return &table{entries: make([]entry, n), mask: uint64(n - 2)}
}

func hashBoard(b model.Board) uint64 {
	h := b.Player*0x9e3779b97f4a7c15 ^ (b.Opponent+0x632be59bd9b4e019)*0xc2b2ae3d27d4eb4f
	return h ^ h>>29
}

// nextSearch starts a new search: older entries still order moves but no
// longer cut the search, so each search's scores follow from its own work
// and a search is reproducible.
func (t *table) nextSearch() { t.gen++ }

// probe returns the entry for b, if any. Entries of an earlier search are
// returned with depth -1: their move is worth trying first, their bounds
// are not used.
func (t *table) probe(b model.Board) (entry, bool) {
	i := hashBoard(b) & t.mask
	for j := i; j <= i+1; j++ {
		e := t.entries[j]
		if e.player == b.Player && e.opponent == b.Opponent {
			if e.gen != t.gen {
				e.depth = -1
			}
			return e, true
		}
	}
	return entry{}, false
}

// cutoff returns the score the entry settles for a search of depth within
// (alpha, beta): a bound outside the window, or the exact score. Entries of
// an earlier search (depth -1) or a shallower one settle nothing.
func (ent entry) cutoff(depth, alpha, beta int) (int, bool) {
	switch {
	case int(ent.depth) < depth:
		return 0, false
	case int(ent.lower) >= beta:
		return int(ent.lower), true
	case int(ent.upper) <= alpha:
		return int(ent.upper), true
	case ent.lower == ent.upper:
		return int(ent.lower), true
	}
	return 0, false
}

// store records the result of a search of b to depth that returned score
// in the window (alpha, beta), with its best move.
func (t *table) store(b model.Board, depth, alpha, beta, score int, move model.Square) {
	lower, upper := -scoreInf, scoreInf
	switch {
	case score <= alpha:
		upper = score
	case score >= beta:
		lower = score
	default:
		lower, upper = score, score
	}
	i := hashBoard(b) & t.mask
	slot := &t.entries[i]
	if o := &t.entries[i+1]; o.player == b.Player && o.opponent == b.Opponent {
		slot = o
	} else if !(slot.player == b.Player && slot.opponent == b.Opponent) {
		// replace the older, then the shallower, of the two
		a, c := &t.entries[i], &t.entries[i+1]
		switch {
		case a.gen != t.gen && c.gen == t.gen:
			slot = a
		case c.gen != t.gen && a.gen == t.gen:
			slot = c
		case c.depth < a.depth:
			slot = c
		}
	}
	if slot.player == b.Player && slot.opponent == b.Opponent && slot.gen == t.gen && int(slot.depth) == depth {
		// same position and depth: narrow the bounds already known
		if lower > int(slot.lower) {
			slot.lower = int16(lower)
		}
		if upper < int(slot.upper) {
			slot.upper = int16(upper)
		}
		if move != model.NoSquare {
			slot.move = int8(move)
		}
		return
	}
	*slot = entry{player: b.Player, opponent: b.Opponent, lower: int16(lower), upper: int16(upper),
		depth: int8(depth), move: int8(move), gen: t.gen}
}
