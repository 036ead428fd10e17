// The endgame solver's cheap flip tests: no opponent neighbour means no
// flip, and the fast count of flips on the last empty square.

package strategy

import (
	"math/bits"

	"othello/model"
)

// neighbourMask[sq] holds the up to eight squares next to sq. A move on sq
// flips something only if one of them holds an opponent disc, a test much
// cheaper than computing the flips.
var neighbourMask = func() (m [64]uint64) {
	for sq := 0; sq < 64; sq++ {
		m[sq] = neighbours(1 << uint(sq))
	}
	return m
}()

// flipsNear is model.FlipsAt for a square that may have no opponent disc
// beside it, which is common near the end and cheap to rule out.
func flipsNear(p, o uint64, sq model.Square) uint64 {
	if neighbourMask[sq&63]&o == 0 {
		return 0
	}
	return model.FlipsAt(p, o, sq)
}

// lastFlipCount returns how many discs the player with discs p flips by
// playing the only empty square x; every other square holds a disc, so a
// run ends at the player's first disc along each ray.
func lastFlipCount(p uint64, x model.Square) int {
	// written out: the compiler does not unroll loops, and this runs at
	// nearly every leaf
	return bits.OnesCount64(lastUp(model.Ray(x, 0), p) | lastUp(model.Ray(x, 1), p) |
		lastUp(model.Ray(x, 2), p) | lastUp(model.Ray(x, 3), p) |
		lastDown(model.Ray(x, 4), p) | lastDown(model.Ray(x, 5), p) |
		lastDown(model.Ray(x, 6), p) | lastDown(model.Ray(x, 7), p))
}

// lastUp returns the squares of ray (towards higher bits) before the
// player's first disc on it, nothing when there is none.
func lastUp(ray, p uint64) uint64 {
	own := ray & p
	low := own & -own
	return ray & (low - (low|-low)>>63)
}

// lastDown is lastUp for a ray towards lower bits.
func lastDown(ray, p uint64) uint64 {
	return ray &^ (uint64(1<<63)>>bits.LeadingZeros64(ray&p)<<1 - 1)
}
