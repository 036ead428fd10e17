// Package tt is the transposition table of every search: the 8x8
// engine's, the other board sizes' and Gomoku's. A table is a power of two
// of buckets, one picked by a position's hash; what a bucket holds, how it
// is read and which entry a new result replaces are the search's own
// bucket type's, since each search keeps other things (the 8x8 engine
// three words written atomically for its threads, the other sizes their
// 128-bit boards, Gomoku a salted key). So the table is written once and
// serves them all, as blunder's TransTable[Bucket] serves its two.
package tt

import "unsafe"

// Table is 2^bits buckets of type B, picked by hash.
type Table[B any] struct{ buckets []B }

// New returns a table of 2^bits zero buckets (bits from 0 to 40). Where
// the system allows, the table asks for large memory pages: probes land
// all over a table of tens of megabytes, and with small pages most of them
// miss the processor's address cache as well as its data cache.
func New[B any](bits int) Table[B] {
	if bits < 0 || bits > 40 {
		panic("tt: a table of 2^bits buckets needs bits from 0 to 40")
	}
	t := Table[B]{buckets: make([]B, 1<<bits)}
	adviseHugePages(unsafe.Pointer(&t.buckets[0]), uintptr(len(t.buckets))*unsafe.Sizeof(t.buckets[0]))
	return t
}

// Bucket returns the bucket of hash: its low bits pick it.
func (t *Table[B]) Bucket(hash uint64) *B {
	return &t.buckets[hash&uint64(len(t.buckets)-1)]
}

// Clear empties every bucket.
func (t *Table[B]) Clear() { clear(t.buckets) }

// Buckets are the table's buckets, for a walk over all of them.
func (t *Table[B]) Buckets() []B { return t.buckets }
