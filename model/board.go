package model

import "math/bits"

// Board is a position seen from the side to move: Player holds the discs of
// the side to move, Opponent those of the other side. Passing swaps them, so
// the colours live outside the board (see Position).
//
// Board is a 16-byte value: Play returns a new board and never changes the
// receiver, so there is no make/unmake to get wrong.
type Board struct {
	Player, Opponent uint64
}

// StartBoard returns the opening position with Black to move: d5 and e4
// black, d4 and e5 white.
func StartBoard() Board {
	return Board{Player: D5.Bit() | E4.Bit(), Opponent: D4.Bit() | E5.Bit()}
}

// notEdge masks out columns a and h, so that shifts along rows and
// diagonals do not wrap round from one row to the next. It is a variable,
// not a constant: the compiler would otherwise fold the mask into every use of
// o&notEdge instead of keeping that value in a register.
var notEdge uint64 = 0x7e7e7e7e7e7e7e7e

// Moves returns the set of legal moves for the side to move.
func (b Board) Moves() uint64 {
	return legalMoves(b.Player, b.Opponent)
}

// legalMoves finds, for each direction, the empty squares at the far end of
// a run of opponent discs that starts next to a player disc. Along rows and
// diagonals the runs are taken from oh, which leaves out columns a and h,
// so that they stop before wrapping round to the next row.
func legalMoves(p, o uint64) uint64 {
	oh := o & notEdge
	return (eastMoves(p, oh) | downMoves(p, oh, 1) |
		upMoves(p, o, 8) | downMoves(p, o, 8) |
		upMoves(p, oh, 7) | downMoves(p, oh, 7) |
		upMoves(p, oh, 9) | downMoves(p, oh, 9)) &^ (p | o)
}

// eastMoves finds the squares after runs of oh towards higher bits in a row
// with an addition: adding a bit at the start of a run carries through the
// run onto the square after it. Columns a and h are not in oh, so a carry
// never crosses into the next row. Like upMoves and downMoves, it leaves
// the masking with the empty squares to the caller.
func eastMoves(p, oh uint64) uint64 {
	return oh + (p<<1)&oh
}

// upMoves finds the squares after runs of m that start next to a player
// disc, in the direction s bits up. It fills from the player's discs, one
// step and then two at a time: a run has at most six discs. Small enough to
// be inlined, so s is a constant in the code.
func upMoves(p, m uint64, s uint) uint64 {
	f := m & (p << s)
	f |= m & (f << s)
	m &= m << s
	f |= m & (f << (2 * s))
	f |= m & (f << (2 * s))
	return f << s
}

// downMoves is upMoves in the direction s bits down.
func downMoves(p, m uint64, s uint) uint64 {
	f := m & (p >> s)
	f |= m & (f >> s)
	m &= m >> s
	f |= m & (f >> (2 * s))
	f |= m & (f >> (2 * s))
	return f >> s
}

// Flips returns the discs that the side to move turns over by playing sq;
// zero if sq is not a legal move (or is Pass).
func (b Board) Flips(sq Square) uint64 {
	if !sq.OnBoard() || (b.Player|b.Opponent)&sq.Bit() != 0 {
		return 0
	}
	return flips(b.Player, b.Opponent, sq)
}

// flips returns the discs turned over by a move on sq. Along each ray the
// first square that is not an opponent disc closes the run of opponent discs
// before it, and the run counts only if that square holds a player disc.
// Branch-free, since branches on the board would mispredict. The rays come
// from a table: functions specialised per square would run fewer
// instructions, but the call through a table of them mispredicts as well.
//
// The closing square of a ray towards higher bits is its lowest non-opponent
// square, isolated by x & -x. Towards lower bits it is the highest, which
// takes a bit scan: BSR in the plain x86-64 build (GOAMD64=v1), several times
// slower than the LZCNT of newer targets. Instead the three rays that go
// towards lower bits across rows are read in the board turned upside down
// (its bytes reversed, one instruction), where they go towards higher bits,
// and the run to the west along the row is filled from the move.
func flips(p, o uint64, sq Square) uint64 {
	r, m := &rays[sq&63], &mirroredRays[sq&63]
	e := ^o
	pm, em := bits.ReverseBytes64(p), bits.ReverseBytes64(e)
	down := upRun(pm, em, m[0]) | upRun(pm, em, m[1]) | upRun(pm, em, m[2])
	return upRun(p, e, r[0]) | upRun(p, e, r[1]) | upRun(p, e, r[2]) | upRun(p, e, r[3]) |
		westRun(p, o&notEdge, uint64(1)<<(sq&63)) | bits.ReverseBytes64(down)
}

// FlipsAt is Flips on bare bitboards for search code that already knows
// sq is an empty square: it skips Flips' checks, which the hot loops of a
// search would pay for at every node.
func FlipsAt(p, o uint64, sq Square) uint64 { return flips(p, o, sq) }

// Ray returns the squares seen from sq in direction d, not sq itself:
// directions 0-3 run towards higher bits (east, south, south-east,
// south-west), 4-7 are their opposites.
func Ray(sq Square, d int) uint64 { return rays[sq&63][d&7] }

// upRun returns the flips along a ray towards higher bits, where the
// closing square is the lowest set bit of the ray's squares that are not
// opponent discs (e = ^o).
func upRun(p, e, ray uint64) uint64 {
	x := e & ray
	t := x & -x & p
	run := (t - 1) & ray
	if t == 0 { // written so that it compiles to a conditional move
		run = 0
	}
	return run
}

// downRun returns the flips along a ray towards lower bits, where the
// closing square is the highest set bit. With no such square highest gives
// bit 63, which a ray towards lower bits never holds and for which
// -(t<<1) is zero, so no test is needed.
func downRun(p, e, ray uint64) uint64 {
	t := highest(e&ray) & p
	return -(t << 1) & ray
}

// highest returns the highest set bit of x, and bit 63 for x == 0.
func highest(x uint64) uint64 { return 1 << ((bits.Len64(x) - 1) & 63) }

// westRun returns the flips along the row from the move bit towards lower
// bits, over oh, the opponent's discs less columns a and h: the run is
// filled from the move a square at a time, then two at a time over the
// discs whose western neighbour is in oh too, and kept if a player disc
// closes it.
func westRun(p, oh, bit uint64) uint64 {
	f := oh & (bit >> 1)
	f |= oh & (f >> 1)
	pairs := oh & (oh >> 1)
	f |= pairs & (f >> 2)
	f |= pairs & (f >> 2)
	if (f>>1)&p == 0 { // a conditional move
		f = 0
	}
	return f
}

// rays[sq][d] holds the squares seen from sq in direction d, not sq itself:
// first the four directions towards higher bits, then their opposites.
var rays = func() (r [64][8]uint64) {
	dirs := [8][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}, {-1, 0}, {0, -1}, {-1, -1}, {1, -1}}
	for sq := 0; sq < 64; sq++ {
		for d, dir := range dirs {
			c, row := sq&7+dir[0], sq>>3+dir[1]
			for c >= 0 && c < 8 && row >= 0 && row < 8 {
				r[sq][d] |= 1 << uint(row*8+c)
				c, row = c+dir[0], row+dir[1]
			}
		}
	}
	return r
}()

// mirroredRays[sq] holds the rays of directions 5-7 from sq (north,
// north-west and north-east: towards lower bits across rows) in the board
// turned upside down, where they run towards higher bits.
var mirroredRays = func() (m [64][3]uint64) {
	for sq := range 64 {
		for i := range 3 {
			m[sq][i] = bits.ReverseBytes64(rays[sq][5+i])
		}
	}
	return m
}()

// IsLegal reports whether the side to move may play sq; Pass is legal only
// when there is no other move and the game is not over.
func (b Board) IsLegal(sq Square) bool {
	if sq == Pass {
		return b.MustPass()
	}
	return sq.OnBoard() && b.Moves()&sq.Bit() != 0
}

// Play returns the board after the side to move plays sq, seen from the
// other side. Pass swaps the sides. The move must be legal; Play does not
// check (use IsLegal or Game.Play for input that may be wrong).
func (b Board) Play(sq Square) Board {
	if sq == Pass {
		return Board{Player: b.Opponent, Opponent: b.Player}
	}
	f := flips(b.Player, b.Opponent, sq)
	return Board{Player: b.Opponent &^ f, Opponent: b.Player | f | sq.Bit()}
}

// PlayFlips is Play with the flips already known, for callers that need them.
func (b Board) PlayFlips(sq Square, f uint64) Board {
	return Board{Player: b.Opponent &^ f, Opponent: b.Player | f | sq.Bit()}
}

// Pass returns the board with the sides swapped.
func (b Board) Pass() Board { return Board{Player: b.Opponent, Opponent: b.Player} }

// MustPass reports whether the side to move has no move but the opponent has.
func (b Board) MustPass() bool {
	return b.Moves() == 0 && legalMoves(b.Opponent, b.Player) != 0
}

// GameOver reports whether neither side can move.
func (b Board) GameOver() bool {
	return b.Moves() == 0 && legalMoves(b.Opponent, b.Player) == 0
}

// Empty returns the set of empty squares.
func (b Board) Empty() uint64 { return ^(b.Player | b.Opponent) }

// Empties returns the number of empty squares.
func (b Board) Empties() int { return bits.OnesCount64(^(b.Player | b.Opponent)) }

// PlayerDiscs and OpponentDiscs count each side's discs.
func (b Board) PlayerDiscs() int { return bits.OnesCount64(b.Player) }

// OpponentDiscs counts the discs of the side not to move.
func (b Board) OpponentDiscs() int { return bits.OnesCount64(b.Opponent) }

// Mobility returns the number of legal moves of the side to move.
func (b Board) Mobility() int { return bits.OnesCount64(b.Moves()) }

// FinalScore returns the disc difference at the end of the game from the
// side to move's view, with the empty squares given to the winner, as the
// world association's rules count.
func (b Board) FinalScore() int {
	p, o := b.PlayerDiscs(), b.OpponentDiscs()
	return finalScore(p, o, 64-p-o)
}

// finalScore is the disc difference p-o at the end of a game with e empty
// squares, which go to the winner: the count of every board size.
func finalScore(p, o, e int) int {
	switch {
	case p > o:
		return p - o + e
	case o > p:
		return p - o - e
	}
	return 0
}

// SquaresOf lists the squares of a bitboard in increasing order.
func SquaresOf(set uint64) []Square {
	out := make([]Square, 0, bits.OnesCount64(set))
	for set != 0 {
		out = append(out, Square(bits.TrailingZeros64(set)))
		set &= set - 1
	}
	return out
}
