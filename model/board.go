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

// Masks that stop a shift from wrapping round the edge of the board.
const (
	notA = 0xfefefefefefefefe // every square but column a
	notH = 0x7f7f7f7f7f7f7f7f // every square but column h
)

// Moves returns the set of legal moves for the side to move.
func (b Board) Moves() uint64 {
	return legalMoves(b.Player, b.Opponent)
}

// legalMoves fills from the player's discs through runs of opponent discs in
// all eight directions, two steps per operation after the first. It is
// written out by hand because the compiler will not inline a helper this size.
func legalMoves(p, o uint64) uint64 {
	empty := ^(p | o)
	oh := o & (notA & notH) // stops horizontal and diagonal runs wrapping

	// west-east, shift 1
	fl := oh & (p << 1)
	fr := oh & (p >> 1)
	fl |= oh & (fl << 1)
	fr |= oh & (fr >> 1)
	pl := oh & (oh << 1)
	pr := pl >> 1
	fl |= pl & (fl << 2)
	fr |= pr & (fr >> 2)
	fl |= pl & (fl << 2)
	fr |= pr & (fr >> 2)
	moves := fl<<1 | fr>>1

	// north-south, shift 8
	fl = o & (p << 8)
	fr = o & (p >> 8)
	fl |= o & (fl << 8)
	fr |= o & (fr >> 8)
	pl = o & (o << 8)
	pr = pl >> 8
	fl |= pl & (fl << 16)
	fr |= pr & (fr >> 16)
	fl |= pl & (fl << 16)
	fr |= pr & (fr >> 16)
	moves |= fl<<8 | fr>>8

	// diagonal, shift 7
	fl = oh & (p << 7)
	fr = oh & (p >> 7)
	fl |= oh & (fl << 7)
	fr |= oh & (fr >> 7)
	pl = oh & (oh << 7)
	pr = pl >> 7
	fl |= pl & (fl << 14)
	fr |= pr & (fr >> 14)
	fl |= pl & (fl << 14)
	fr |= pr & (fr >> 14)
	moves |= fl<<7 | fr>>7

	// diagonal, shift 9
	fl = oh & (p << 9)
	fr = oh & (p >> 9)
	fl |= oh & (fl << 9)
	fr |= oh & (fr >> 9)
	pl = oh & (oh << 9)
	pr = pl >> 9
	fl |= pl & (fl << 18)
	fr |= pr & (fr >> 18)
	fl |= pl & (fl << 18)
	fr |= pr & (fr >> 18)
	moves |= fl<<9 | fr>>9

	return moves & empty
}

// Flips returns the discs that the side to move turns over by playing sq;
// zero if sq is not a legal move (or is Pass).
func (b Board) Flips(sq Square) uint64 {
	if !sq.OnBoard() || (b.Player|b.Opponent)&sq.Bit() != 0 {
		return 0
	}
	return flips(b.Player, b.Opponent, sq)
}

// flips computes, along each ray from sq, the run of opponent discs that
// ends on one of the player's discs. Each ray's first non-opponent square
// (the blocker) is isolated with bit tricks; the run counts only if the
// blocker is the player's. Branch-free, since the branches would mispredict.
func flips(p, o uint64, sq Square) uint64 {
	r := &rays[sq&63]
	var f uint64

	// rays towards higher bits: the blocker is the lowest bit
	ray := r[0]
	b := ray &^ o
	first := b & -b
	x := first & p
	f |= ray & (first - 1) & -((x | -x) >> 63)
	ray = r[1]
	b = ray &^ o
	first = b & -b
	x = first & p
	f |= ray & (first - 1) & -((x | -x) >> 63)
	ray = r[2]
	b = ray &^ o
	first = b & -b
	x = first & p
	f |= ray & (first - 1) & -((x | -x) >> 63)
	ray = r[3]
	b = ray &^ o
	first = b & -b
	x = first & p
	f |= ray & (first - 1) & -((x | -x) >> 63)

	// rays towards lower bits: the blocker is the highest bit; with no
	// blocker the "|1" picks bit 0, which is then either off the ray or an
	// opponent disc, so x stays zero
	ray = r[4]
	b = ray &^ o
	first = (1 << 63) >> bits.LeadingZeros64(b|1)
	x = first & p & ray
	f |= ray &^ (first<<1 - 1) & -((x | -x) >> 63)
	ray = r[5]
	b = ray &^ o
	first = (1 << 63) >> bits.LeadingZeros64(b|1)
	x = first & p & ray
	f |= ray &^ (first<<1 - 1) & -((x | -x) >> 63)
	ray = r[6]
	b = ray &^ o
	first = (1 << 63) >> bits.LeadingZeros64(b|1)
	x = first & p & ray
	f |= ray &^ (first<<1 - 1) & -((x | -x) >> 63)
	ray = r[7]
	b = ray &^ o
	first = (1 << 63) >> bits.LeadingZeros64(b|1)
	x = first & p & ray
	f |= ray &^ (first<<1 - 1) & -((x | -x) >> 63)
	return f
}

// rays[sq][d] holds the squares seen from sq in direction d, not sq itself.
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

// OpponentMobility returns the number of moves the other side would have.
func (b Board) OpponentMobility() int { return bits.OnesCount64(legalMoves(b.Opponent, b.Player)) }

// FinalScore returns the disc difference at the end of the game from the
// side to move's view, with the empty squares given to the winner, as the
// world association's rules count.
func (b Board) FinalScore() int {
	p, o := b.PlayerDiscs(), b.OpponentDiscs()
	e := 64 - p - o
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
