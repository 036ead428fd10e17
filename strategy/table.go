// The transposition table: bounds on the score of positions already
// searched, and their best move, shared by the iterations of one search
// and by the threads of a parallel one.

package strategy

import (
	"sync/atomic"

	"othello/model"
	"othello/strategy/tt"
)

// entry is what one slot of the table holds. It keeps the whole board, so
// a hash collision can never hand a wrong position's score to the search.
type entry struct {
	player, opponent uint64
	lower, upper     int16 // bounds on the score
	depth            int8  // plies searched below this position
	move             int8  // best move found, or -1
	gen              uint8 // search that wrote it
	level            uint8 // the selectivity it was searched at (see table.level)
}

// pack folds an entry's bounds, depth, move and generation into one word.
func (e entry) pack() uint64 {
	return uint64(uint16(e.lower)) | uint64(uint16(e.upper))<<16 | uint64(uint8(e.depth))<<32 |
		uint64(uint8(e.move))<<40 | uint64(e.gen)<<48 | uint64(e.level)<<56
}

func unpack(d uint64) entry {
	return entry{lower: int16(d), upper: int16(d >> 16), depth: int8(d >> 32), move: int8(d >> 40), gen: uint8(d >> 48), level: uint8(d >> 56)}
}

// tableSlot stores an entry in three words written and read atomically, so
// that threads share the table without locks. The board is stored XORed
// with the data word: a slot torn by two threads writing at once no longer
// matches any board, and reads as a miss instead of a wrong score.
type tableSlot struct {
	keyP, keyO, data atomic.Uint64
}

// load returns the tableSlot's entry, and whether it is whole.
func (s *tableSlot) load() entry {
	d := s.data.Load()
	e := unpack(d)
	e.player, e.opponent = s.keyP.Load()^d, s.keyO.Load()^d
	return e
}

func (s *tableSlot) save(e entry) {
	d := e.pack()
	s.data.Store(d)
	s.keyP.Store(e.player ^ d)
	s.keyO.Store(e.opponent ^ d)
}

// tableBucket is the two slots a position may be kept in: a new entry
// replaces the shallower or older of the two.
type tableBucket [2]tableSlot

// table is the 8x8 engine's transposition table.
type table struct {
	buckets tt.Table[tableBucket]
	gen     uint8
	// level is the selectivity of the search under way: the exact
	// solver's stages raise it step by step, and entries of a lower level
	// (more selective, less sure) then only order moves
	level uint8
}

// newTable returns a table of 2^bitsLog2 slots (bitsLog2 at least 1).
func newTable(bitsLog2 int) *table {
	return &table{buckets: tt.New[tableBucket](bitsLog2 - 1)}
}

// bucketOf is b's bucket. Its hash leaves out its lowest bit, which the
// table kept before its buckets were pairs of slots, so that a position
// lands where it did and a search's node counts stay as they were.
func (t *table) bucketOf(b model.Board) *tableBucket {
	h := b.Player*0x9e3779b97f4a7c15 ^ (b.Opponent+0x632be59bd9b4e019)*0xc2b2ae3d27d4eb4f
	return t.buckets.Bucket((h ^ h>>29) >> 1)
}

// nextSearch starts a new search: older entries still order moves but no
// longer cut the search. The order they give can still change a selective
// search's scores, so a search that must repeat starts from reset instead.
// It is called between searches, never while threads use the table.
func (t *table) nextSearch() {
	t.gen++
	t.level = 0
	if t.gen == 0 {
		// the generation comes round every 256 searches: an entry left by
		// the search 256 back would pass for this one's, a selective
		// stage's bound for an exact one
		t.buckets.Clear()
	}
}

// reset empties the table, so that the next search owes nothing to the
// ones before it: their entries would still order its moves and crowd out
// its own, which changes a selective search's scores.
func (t *table) reset() {
	t.buckets.Clear()
	t.gen, t.level = 0, 0
}

// probe returns the entry for b, if any. Entries of an earlier search or
// of a lower level are returned with depth -1: their move is worth trying
// first, their bounds are not used.
func (t *table) probe(b model.Board) (entry, bool) {
	bk := t.bucketOf(b)
	for j := range bk {
		e := bk[j].load()
		if e.player == b.Player && e.opponent == b.Opponent {
			if e.gen != t.gen || e.level < t.level {
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
	bk := t.bucketOf(b)
	s0, s1 := &bk[0], &bk[1]
	a, c := s0.load(), s1.load()
	same := func(e entry) bool { return e.player == b.Player && e.opponent == b.Opponent }
	s, old := s0, a
	switch {
	case same(c):
		s, old = s1, c
	case same(a):
	// replace the older, then the shallower, of the two
	case a.gen != t.gen && c.gen == t.gen:
	case c.gen != t.gen && a.gen == t.gen:
		s, old = s1, c
	case c.depth < a.depth:
		s, old = s1, c
	}
	if same(old) && old.gen == t.gen && old.level == t.level && int(old.depth) == depth {
		// same position and depth: narrow the bounds already known
		lower, upper = max(lower, int(old.lower)), min(upper, int(old.upper))
		if move == model.NoSquare {
			move = model.Square(old.move)
		}
	}
	s.save(entry{player: b.Player, opponent: b.Opponent, lower: int16(lower), upper: int16(upper),
		depth: int8(depth), move: int8(move), gen: t.gen, level: t.level})
}
