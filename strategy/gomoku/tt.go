// The transposition tables: one for the tree search, one for the VCF
// search's failures.

package gomoku

// ttEntry is one position's result. Its score is a bound or exact as its
// flag says, with forced results counted from the position, not from the
// root, so that they hold wherever the position recurs.
type ttEntry struct {
	key   uint64
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

// table is a transposition table of 2^bits entries, always replacing.
// Its keys are salted with a number drawn for each search: a new salt
// empties the table at no cost, since no old entry matches it (but for
// a 2^-64 chance), so that every search starts afresh and a position
// gets the same answer whatever was searched before.
type table struct {
	e    []ttEntry
	mask uint64
	salt uint64
}

func newTable(bits int) table {
	return table{e: make([]ttEntry, 1<<bits), mask: 1<<bits - 1}
}

// probe returns the entry of key, if it holds one.
func (t *table) probe(key uint64) (ttEntry, bool) {
	e := t.e[key&t.mask]
	return e, e.key == key^t.salt
}

// store keeps a result of a search of depth plies at ply from the root.
func (t *table) store(key uint64, depth, ply, score, best int, flag uint8) {
	t.e[key&t.mask] = ttEntry{key: key ^ t.salt, score: int32(toTable(score, ply)), move: int16(best), depth: int8(min(depth, 127)), flag: flag}
}

// clear empties the table by a new salt.
func (t *table) clear() { t.salt = nextSalt(t.salt) }

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
// many attacker moves; salted as table is.
type failTable struct {
	key   []uint64
	depth []int8
	mask  uint64
	salt  uint64
}

func newFailTable(bits int) failTable {
	return failTable{key: make([]uint64, 1<<bits), depth: make([]int8, 1<<bits), mask: 1<<bits - 1}
}

// failed reports whether key is known to have no VCF in depth moves.
func (t *failTable) failed(key uint64, depth int) bool {
	i := key & t.mask
	return t.key[i] == key^t.salt && int(t.depth[i]) >= depth
}

func (t *failTable) clear() { t.salt = nextSalt(t.salt) }

func (t *failTable) store(key uint64, depth int) {
	i := key & t.mask
	t.key[i], t.depth[i] = key^t.salt, int8(depth)
}
