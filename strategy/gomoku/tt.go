// The transposition tables: one for the tree search, one for the VCF
// search's failures.

package gomoku

import "othello/strategy/tt"

// salted is a table of 2^bits values by a position's key, always
// replacing. Its keys are salted with a number drawn for each search: a
// new salt empties the table at no cost, since no old entry matches it
// (but for a 2^-64 chance), so that every search starts afresh and a
// position gets the same answer whatever was searched before. The tree
// search's table and the VCF search's failures are two of them.
type salted[V any] struct {
	slots tt.Table[saltedSlot[V]]
	salt  uint64
}

type saltedSlot[V any] struct {
	key uint64 // the position's key, salted
	v   V
}

func newSalted[V any](bits int) salted[V] {
	return salted[V]{slots: tt.New[saltedSlot[V]](bits)}
}

// probe returns the value kept for key, if the table holds one.
func (t *salted[V]) probe(key uint64) (V, bool) {
	s := t.slots.Bucket(key)
	return s.v, s.key == key^t.salt
}

// put keeps v for key, in place of whatever its slot held.
func (t *salted[V]) put(key uint64, v V) {
	*t.slots.Bucket(key) = saltedSlot[V]{key: key ^ t.salt, v: v}
}

// clear empties the table by a new salt.
func (t *salted[V]) clear() { t.salt = nextSalt(t.salt) }

// ttEntry is one position's result. Its score is a bound or exact as its
// flag says, with forced results counted from the position, not from the
// root, so that they hold wherever the position recurs.
type ttEntry struct {
	score int32
	move  int16 // best square (grid number), -1 if none
	depth int8
	flag  uint8
}

const (
	ttExact uint8 = iota + 1
	ttLower       // the score is at least this
	ttUpper       // at most this
)

// table is the tree search's transposition table.
type table struct{ salted[ttEntry] }

func newTable(bits int) table { return table{newSalted[ttEntry](bits)} }

// store keeps a result of a search of depth plies at ply from the root.
func (t *table) store(key uint64, depth, ply, score, best int, flag uint8) {
	t.put(key, ttEntry{score: int32(toTable(score, ply)), move: int16(best), depth: int8(min(depth, 127)), flag: flag})
}

// nextSalt draws the salt after s (splitmix64), never 0.
func nextSalt(s uint64) uint64 {
	s += 0x9e3779b97f4a7c15
	z := s
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31 | 1
}

// toTable counts a forced result from the position; fromTable counts it
// from the root again.
func toTable(s, ply int) int {
	switch {
	case s > WinBound:
		return s + ply
	case s < -WinBound:
		return s - ply
	}
	return s
}

func fromTable(s, ply int) int {
	switch {
	case s > WinBound:
		return s - ply
	case s < -WinBound:
		return s + ply
	}
	return s
}

// failTable remembers positions where the VCF search failed, and to how
// many attacker moves.
type failTable struct{ salted[int8] }

func newFailTable(bits int) failTable { return failTable{newSalted[int8](bits)} }

// failed reports whether key is known to have no VCF in depth moves.
func (t *failTable) failed(key uint64, depth int) bool {
	d, ok := t.probe(key)
	return ok && int(d) >= depth
}

func (t *failTable) store(key uint64, depth int) { t.put(key, int8(depth)) }
