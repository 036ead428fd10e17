// Boards of 4x4, 6x6, 8x8 and 10x10 on one padded 128-bit layout, for the
// sizes of the Reversi report; the 8x8 game keeps its own faster Board.

package model

// SizedBoard is a board of any supported size seen from the side to move,
// as Board is for 8x8: Player holds the discs of the side to move, Opponent
// the other side's, and Play returns a new board.
type SizedBoard struct {
	Player, Opponent Bits
	geo              *Geometry
}

// SizedStart returns the opening of size n with Black to move: the four
// centre squares, the side to move on the lower-left and upper-right ones
// (d5 and e4 on 8x8).
func SizedStart(n int) (SizedBoard, error) {
	g, err := GeometryOf(n)
	if err != nil {
		return SizedBoard{}, err
	}
	h := n / 2
	return SizedBoard{
		Player:   g.CellBits(g.Cell(h-1, h)).Or(g.CellBits(g.Cell(h, h-1))),
		Opponent: g.CellBits(g.Cell(h-1, h-1)).Or(g.CellBits(g.Cell(h, h))),
		geo:      g,
	}, nil
}

// NewSizedBoard builds a board of geometry g from the two sides' cells.
func NewSizedBoard(g *Geometry, player, opponent Bits) SizedBoard {
	return SizedBoard{Player: player.And(g.all), Opponent: opponent.And(g.all), geo: g}
}

// SizedFromBoard returns the 8x8 board in the sized layout.
func SizedFromBoard(b Board) SizedBoard {
	g := geometries[8]
	var p, o Bits
	for sq := A1; sq <= H8; sq++ {
		if b.Player&sq.Bit() != 0 {
			p = p.Or(bitAt(g.Bit(Cell(sq))))
		}
		if b.Opponent&sq.Bit() != 0 {
			o = o.Or(bitAt(g.Bit(Cell(sq))))
		}
	}
	return SizedBoard{Player: p, Opponent: o, geo: g}
}

// Board8 returns an 8x8 sized board as a Board, and false for other sizes.
func (b SizedBoard) Board8() (Board, bool) {
	if b.geo == nil || b.geo.n != 8 {
		return Board{}, false
	}
	var out Board
	for sq := A1; sq <= H8; sq++ {
		bit := b.geo.Bit(Cell(sq))
		if b.Player.Has(bit) {
			out.Player |= sq.Bit()
		}
		if b.Opponent.Has(bit) {
			out.Opponent |= sq.Bit()
		}
	}
	return out, true
}

// Geometry returns the board's layout.
func (b SizedBoard) Geometry() *Geometry { return b.geo }

// Size returns the number of rows (and columns).
func (b SizedBoard) Size() int { return b.geo.n }

// Empty returns the empty squares.
func (b SizedBoard) Empty() Bits { return b.geo.all.AndNot(b.Player.Or(b.Opponent)) }

// Moves returns the legal moves of the side to move as bits of the layout.
func (b SizedBoard) Moves() Bits {
	if b.geo.small {
		return Bits{Lo: smallMoves(b.Player.Lo, b.Opponent.Lo, uint(b.geo.stride), b.geo.all.Lo)}
	}
	return sizedMoves(b.Player, b.Opponent, b.geo)
}

// OpponentMoves returns the moves the other side would have.
func (b SizedBoard) OpponentMoves() Bits {
	if b.geo.small {
		return Bits{Lo: smallMoves(b.Opponent.Lo, b.Player.Lo, uint(b.geo.stride), b.geo.all.Lo)}
	}
	return sizedMoves(b.Opponent, b.Player, b.geo)
}

// smallMoves is sizedMoves in one word, for boards of at most 6x6, whose
// runs of opponent discs are at most four long.
func smallMoves(p, o uint64, s uint, all uint64) uint64 {
	return (smallUp(p, o, 1) | smallDown(p, o, 1) | smallUp(p, o, s) | smallDown(p, o, s) |
		smallUp(p, o, s+1) | smallDown(p, o, s+1) | smallUp(p, o, s-1) | smallDown(p, o, s-1)) & all &^ (p | o)
}

func smallUp(p, o uint64, d uint) uint64 {
	t := o & (p << d)
	t |= o & (t << d)
	t |= o & (t << d)
	t |= o & (t << d)
	return t << d
}

func smallDown(p, o uint64, d uint) uint64 {
	t := o & (p >> d)
	t |= o & (t >> d)
	t |= o & (t >> d)
	t |= o & (t >> d)
	return t >> d
}

// sizedMoves fills from p through runs of o in each direction and keeps
// the empty squares just after a run. The runs are filled by doubling
// (Kogge-Stone): one shift finds runs of one disc, then steps of 1, 2 and
// 4 reach runs of up to 8, the longest a 10x10 row holds; a run never
// goes past the board's edge, as the padding bits hold no disc. The
// directions towards higher and lower bits have a loop each, alike but
// for the shift: one loop choosing the shift at each step is 12% slower
// on 10x10 perft.
func sizedMoves(p, o Bits, g *Geometry) Bits {
	var m Bits
	for _, d := range g.up {
		t := o.And(p.shl(d))
		t = t.Or(o.And(t.shl(d)))
		pro := o.And(o.shl(d))
		t = t.Or(pro.And(t.shl(2 * d)))
		pro = pro.And(pro.shl(2 * d))
		t = t.Or(pro.And(t.shl(4 * d)))
		m = m.Or(t.shl(d))
	}
	for _, d := range g.up {
		t := o.And(p.shr(d))
		t = t.Or(o.And(t.shr(d)))
		pro := o.And(o.shr(d))
		t = t.Or(pro.And(t.shr(2 * d)))
		pro = pro.And(pro.shr(2 * d))
		t = t.Or(pro.And(t.shr(4 * d)))
		m = m.Or(t.shr(d))
	}
	return m.And(g.all.AndNot(p.Or(o)))
}

// FlipsBit returns the discs turned over by the side to move playing the
// empty square at bit index i; zero if the move is not legal. As on 8x8,
// each ray's first square that is not an opponent disc closes the run.
func (b SizedBoard) FlipsBit(i int) Bits {
	r := &b.geo.rays[i&127]
	if b.geo.small {
		p, e := b.Player.Lo, ^b.Opponent.Lo
		return Bits{Lo: upRun(p, e, r[0].Lo) | upRun(p, e, r[1].Lo) | upRun(p, e, r[2].Lo) | upRun(p, e, r[3].Lo) |
			downRun(p, e, r[4].Lo) | downRun(p, e, r[5].Lo) | downRun(p, e, r[6].Lo) | downRun(p, e, r[7].Lo)}
	}
	p, e := b.Player, Bits{^b.Opponent.Lo, ^b.Opponent.Hi}
	return wideUpRun(p, e, r[0]).Or(wideUpRun(p, e, r[1])).Or(wideUpRun(p, e, r[2])).Or(wideUpRun(p, e, r[3])).
		Or(wideDownRun(p, e, r[4])).Or(wideDownRun(p, e, r[5])).Or(wideDownRun(p, e, r[6])).Or(wideDownRun(p, e, r[7]))
}

// wideUpRun is upRun on 128 bits: the ray's squares below its first square
// that is not an opponent disc, if that square is the player's.
func wideUpRun(p, e, ray Bits) Bits {
	x := e.And(ray)
	switch {
	case x.Lo != 0:
		t := x.Lo & -x.Lo
		if t&p.Lo == 0 {
			return Bits{}
		}
		return Bits{Lo: (t - 1) & ray.Lo}
	case x.Hi != 0:
		t := x.Hi & -x.Hi
		if t&p.Hi == 0 {
			return Bits{}
		}
		return Bits{Lo: ray.Lo, Hi: (t - 1) & ray.Hi}
	}
	return Bits{}
}

// wideDownRun is downRun on 128 bits: the ray's squares above its highest
// square that is not an opponent disc, if that square is the player's.
func wideDownRun(p, e, ray Bits) Bits {
	x := e.And(ray)
	switch {
	case x.Hi != 0:
		t := highest(x.Hi)
		if t&p.Hi == 0 {
			return Bits{}
		}
		return Bits{Hi: -(t << 1) & ray.Hi}
	case x.Lo != 0:
		t := highest(x.Lo)
		if t&p.Lo == 0 {
			return Bits{}
		}
		return Bits{Lo: -(t << 1) & ray.Lo, Hi: ray.Hi}
	}
	return Bits{}
}

// PlayBit plays the legal move at bit index i and returns the board seen
// from the other side.
func (b SizedBoard) PlayBit(i int) SizedBoard {
	f := b.FlipsBit(i)
	return SizedBoard{Player: b.Opponent.AndNot(f), Opponent: b.Player.Or(f).Or(bitAt(i)), geo: b.geo}
}

// PlayBitFlips is PlayBit with the flips f already known (FlipsBit's, not
// zero), for solvers that try squares before knowing they are moves.
func (b SizedBoard) PlayBitFlips(i int, f Bits) SizedBoard {
	return SizedBoard{Player: b.Opponent.AndNot(f), Opponent: b.Player.Or(f).Or(bitAt(i)), geo: b.geo}
}

// Flips returns the discs that the side to move turns over by playing c;
// zero if c is not a legal move (or is CellPass).
func (b SizedBoard) Flips(c Cell) Bits {
	if !b.geo.OnBoard(c) || !b.Empty().Has(b.geo.Bit(c)) {
		return Bits{}
	}
	return b.FlipsBit(b.geo.Bit(c))
}

// IsLegal reports whether the side to move may play c; CellPass is legal
// only when there is no other move and the game is not over.
func (b SizedBoard) IsLegal(c Cell) bool {
	if c == CellPass {
		return b.MustPass()
	}
	return b.geo.OnBoard(c) && b.Moves().Has(b.geo.Bit(c))
}

// Play returns the board after the side to move plays c (which must be
// legal; CellPass swaps the sides).
func (b SizedBoard) Play(c Cell) SizedBoard {
	if c == CellPass {
		return b.Pass()
	}
	return b.PlayBit(b.geo.Bit(c))
}

// Pass returns the board with the sides swapped.
func (b SizedBoard) Pass() SizedBoard {
	return SizedBoard{Player: b.Opponent, Opponent: b.Player, geo: b.geo}
}

// MoveCells lists the legal moves of the side to move.
func (b SizedBoard) MoveCells() []Cell { return b.geo.CellsOf(b.Moves()) }

// MustPass reports whether the side to move has no move but the opponent has.
func (b SizedBoard) MustPass() bool {
	return b.Moves().IsZero() && !b.OpponentMoves().IsZero()
}

// GameOver reports whether neither side can move.
func (b SizedBoard) GameOver() bool {
	return b.Moves().IsZero() && b.OpponentMoves().IsZero()
}

// PlayerDiscs counts the discs of the side to move.
func (b SizedBoard) PlayerDiscs() int { return b.Player.Count() }

// OpponentDiscs counts the discs of the other side.
func (b SizedBoard) OpponentDiscs() int { return b.Opponent.Count() }

// Empties returns the number of empty squares.
func (b SizedBoard) Empties() int { return b.geo.n*b.geo.n - b.Player.Count() - b.Opponent.Count() }

// FinalScore returns the disc difference at the end from the side to move's
// view, with the empty squares given to the winner, as on 8x8.
func (b SizedBoard) FinalScore() int {
	p, o := b.PlayerDiscs(), b.OpponentDiscs()
	return finalScore(p, o, b.geo.n*b.geo.n-p-o)
}

// PerftSized counts the leaves of the move tree as Perft does: a pass is a
// move and a finished game is one leaf at any depth.
func PerftSized(b SizedBoard, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perftSized(b, depth, false)
}

func perftSized(b SizedBoard, depth int, passed bool) uint64 {
	moves := b.Moves()
	if moves.IsZero() {
		if passed || depth == 1 {
			return 1
		}
		return perftSized(b.Pass(), depth-1, true)
	}
	if depth == 1 {
		return uint64(moves.Count())
	}
	var n uint64
	for ; !moves.IsZero(); moves = moves.WithoutLowest() {
		n += perftSized(b.PlayBit(moves.Lowest()), depth-1, false)
	}
	return n
}
