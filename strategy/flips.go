// Flips computed on bare bitboards for the endgame solver, and the fast
// count of flips on the last empty square.
package strategy

import (
	"math/bits"

	"othello/model"
)

// lineRays[sq] holds the eight rays leaving sq, not including it: the first
// four run towards higher bits (east, south, south-east, south-west), the
// last four towards lower bits.
var lineRays = func() (r [64][8]uint64) {
	dirs := [8][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}, {-1, 0}, {0, -1}, {-1, -1}, {1, -1}}
	for sq := 0; sq < 64; sq++ {
		for d, dir := range dirs {
			for c, row := sq&7+dir[0], sq>>3+dir[1]; c >= 0 && c < 8 && row >= 0 && row < 8; c, row = c+dir[0], row+dir[1] {
				r[sq][d] |= 1 << uint(row*8+c)
			}
		}
	}
	return r
}()

// neighbourMask[sq] holds the up to eight squares next to sq. A move on sq
// flips something only if one of them holds an opponent disc, a test much
// cheaper than computing the flips.
var neighbourMask = func() (m [64]uint64) {
	for sq := 0; sq < 64; sq++ {
		m[sq] = neighbours(1 << uint(sq))
	}
	return m
}()

// upRun returns the squares of ray (towards higher bits) up to its first
// non-opponent square, if that square is the player's; else nothing.
func upRun(ray, p, o uint64) uint64 {
	stop := ray &^ o
	t := stop & -stop & p
	// t is the blocker if it is the player's, else 0; no branch, as it
	// would be mispredicted often
	return ray & (t - (t|-t)>>63)
}

// downRun is upRun for a ray towards lower bits.
func downRun(ray, p, o uint64) uint64 {
	stop := ray &^ o
	first := uint64(1<<63) >> bits.LeadingZeros64(stop) // 0 when stop is empty
	// when first is not the player's, first&p is 0 and the mask below is empty
	return ray &^ (first&p<<1 - 1)
}

// flipsOf returns the discs the player with discs p flips by playing on the
// empty square sq against o; zero if the move is illegal.
func flipsOf(p, o uint64, sq model.Square) uint64 {
	r := &lineRays[sq&63] // the mask drops the bounds check
	return upRun(r[0], p, o) | upRun(r[1], p, o) | upRun(r[2], p, o) | upRun(r[3], p, o) |
		downRun(r[4], p, o) | downRun(r[5], p, o) | downRun(r[6], p, o) | downRun(r[7], p, o)
}

// flipsNear is flipsOf for a square that may have no opponent disc beside
// it, which is common near the end and cheap to rule out.
func flipsNear(p, o uint64, sq model.Square) uint64 {
	if neighbourMask[sq&63]&o == 0 {
		return 0
	}
	return flipsOf(p, o, sq)
}

// lastFlipCount returns how many discs the player with discs p flips by
// playing the only empty square x; every other square holds a disc, so a
// run ends at the player's first disc along each ray.
func lastFlipCount(p uint64, x model.Square) int {
	r := &lineRays[x&63]
	// written out: the compiler does not unroll loops, and this runs at
	// nearly every leaf
	return bits.OnesCount64(lastUp(r[0], p) | lastUp(r[1], p) | lastUp(r[2], p) | lastUp(r[3], p) |
		lastDown(r[4], p) | lastDown(r[5], p) | lastDown(r[6], p) | lastDown(r[7], p))
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
