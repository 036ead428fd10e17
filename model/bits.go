// Bits: a 128-bit set of squares, wide enough for a padded 10x10 board.

package model

import "math/bits"

// Bits is a set of squares of a sized board (see Geometry for the layout):
// bit i of the 128 is Lo's bit i for i < 64 and Hi's bit i-64 above.
type Bits struct{ Lo, Hi uint64 }

// bitAt returns the set holding bit i alone.
func bitAt(i int) Bits {
	if i < 64 {
		return Bits{Lo: 1 << uint(i)}
	}
	return Bits{Hi: 1 << uint(i-64)}
}

// And, Or and AndNot are the set operations.
func (a Bits) And(b Bits) Bits { return Bits{a.Lo & b.Lo, a.Hi & b.Hi} }

// Or returns the union.
func (a Bits) Or(b Bits) Bits { return Bits{a.Lo | b.Lo, a.Hi | b.Hi} }

// AndNot returns the squares of a not in b.
func (a Bits) AndNot(b Bits) Bits { return Bits{a.Lo &^ b.Lo, a.Hi &^ b.Hi} }

// IsZero reports whether the set is empty.
func (a Bits) IsZero() bool { return a.Lo|a.Hi == 0 }

// Count returns the number of squares in the set.
func (a Bits) Count() int { return bits.OnesCount64(a.Lo) + bits.OnesCount64(a.Hi) }

// Has reports whether bit i is in the set.
func (a Bits) Has(i int) bool { return !a.And(bitAt(i)).IsZero() }

// Lowest returns the index of the lowest bit, 128 for the empty set.
func (a Bits) Lowest() int {
	if a.Lo != 0 {
		return bits.TrailingZeros64(a.Lo)
	}
	return 64 + bits.TrailingZeros64(a.Hi)
}

// WithoutLowest returns the set less its lowest bit.
func (a Bits) WithoutLowest() Bits {
	if a.Lo != 0 {
		return Bits{a.Lo & (a.Lo - 1), a.Hi}
	}
	return Bits{0, a.Hi & (a.Hi - 1)}
}

// shl shifts towards higher bits by n, 0 < n < 64. (The masks, which
// change nothing in that range, spare the compiler's checks for shifts of
// 64 or more.)
func (a Bits) shl(n uint) Bits {
	return Bits{a.Lo << (n & 63), a.Hi<<(n&63) | a.Lo>>((64-n)&63)}
}

// shr shifts towards lower bits by n, 0 < n < 64.
func (a Bits) shr(n uint) Bits {
	return Bits{a.Lo>>(n&63) | a.Hi<<((64-n)&63), a.Hi >> (n & 63)}
}

// shift moves the set one step in a direction: d > 0 towards higher bits
// by d, d < 0 towards lower bits by -d.
func (a Bits) shift(d int) Bits {
	if d > 0 {
		return a.shl(uint(d))
	}
	return a.shr(uint(-d))
}
