package tt_test

import (
	"testing"

	"othello/strategy/tt"
)

// A bucket is picked by the hash's low bits, the same one for the same
// bits whatever the rest, another for other low bits; what is written
// through it stays until Clear.
func TestBucket(t *testing.T) {
	tests := []struct {
		bits     int
		same     [2]uint64 // two hashes with the same low bits
		other    uint64    // a hash with other low bits than same[0]
		nBuckets int
	}{
		{0, [2]uint64{0, 12345}, 0, 1}, // one bucket: every hash lands in it
		{1, [2]uint64{1, 3}, 2, 2},
		{4, [2]uint64{5, 5 + 16<<20}, 6, 16},
		{10, [2]uint64{1023, 1<<63 | 1023}, 1022, 1024},
	}
	for _, tc := range tests {
		table := tt.New[[2]int](tc.bits)
		if n := len(table.Buckets()); n != tc.nBuckets {
			t.Errorf("bits %d: %d buckets, want %d", tc.bits, n, tc.nBuckets)
		}
		table.Bucket(tc.same[0])[1] = 7
		if got := table.Bucket(tc.same[1])[1]; got != 7 {
			t.Errorf("bits %d: hash %#x reads %d, want the 7 written through %#x", tc.bits, tc.same[1], got, tc.same[0])
		}
		if want := 7 * btoi(tc.nBuckets == 1); table.Bucket(tc.other)[1] != want {
			t.Errorf("bits %d: hash %#x reads %d, want %d", tc.bits, tc.other, table.Bucket(tc.other)[1], want)
		}
		table.Clear()
		if got := table.Bucket(tc.same[0])[1]; got != 0 {
			t.Errorf("bits %d: %d after Clear, want 0", tc.bits, got)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// A table of a size it cannot make is refused at once, not made wrong.
func TestNewRefusesBadSizes(t *testing.T) {
	for _, bits := range []int{-1, 41} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("New(%d) did not panic", bits)
				}
			}()
			tt.New[uint64](bits)
		}()
	}
}
