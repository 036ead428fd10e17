// The square patterns of the trained evaluation: their geometry, the eight
// symmetries of the board, and the ternary index of each pattern instance
// computed from the bitboards with table lookups.

package strategy

import (
	"math/bits"
	"slices"

	"othello/model"
)

// A pattern type is a list of squares in a canonical place (near a1); its
// instances are its images under the board's symmetries, all sharing one
// weight table. A configuration's index reads the squares in list order as
// base-3 digits: 0 empty, 1 the side to move's disc, 2 the opponent's.
const (
	patEdgeX   = iota // a1..h1 with the X squares b2 and g2
	patCorner3        // the 3x3 block a1..c3
	patCorner5        // the 2x5 block a1..e2
	patLine2          // a2..h2
	patLine3          // a3..h3
	patLine4          // a4..h4
	patDiag8          // a1..h8
	patDiag7          // b1..h7
	patDiag6          // c1..h6
	patDiag5          // d1..h5
	patDiag4          // e1..h4
	numPatterns
)

var patternNames = [numPatterns]string{
	"edge+2x", "corner3x3", "corner2x5", "line2", "line3", "line4",
	"diag8", "diag7", "diag6", "diag5", "diag4",
}

// patternSquares lists each pattern's squares in digit order. The fast
// extraction functions below read the same squares in the same order; a
// test checks them against this list.
var patternSquares = [numPatterns][]model.Square{
	patEdgeX:   {model.A1, model.B1, model.C1, model.D1, model.E1, model.F1, model.G1, model.H1, model.B2, model.G2},
	patCorner3: {model.A1, model.B1, model.C1, model.A2, model.B2, model.C2, model.A3, model.B3, model.C3},
	patCorner5: {model.A1, model.B1, model.C1, model.D1, model.E1, model.A2, model.B2, model.C2, model.D2, model.E2},
	patLine2:   {model.A2, model.B2, model.C2, model.D2, model.E2, model.F2, model.G2, model.H2},
	patLine3:   {model.A3, model.B3, model.C3, model.D3, model.E3, model.F3, model.G3, model.H3},
	patLine4:   {model.A4, model.B4, model.C4, model.D4, model.E4, model.F4, model.G4, model.H4},
	patDiag8:   {model.A1, model.B2, model.C3, model.D4, model.E5, model.F6, model.G7, model.H8},
	patDiag7:   {model.B1, model.C2, model.D3, model.E4, model.F5, model.G6, model.H7},
	patDiag6:   {model.C1, model.D2, model.E3, model.F4, model.G5, model.H6},
	patDiag5:   {model.D1, model.E2, model.F3, model.G4, model.H5},
	patDiag4:   {model.E1, model.F2, model.G3, model.H4},
}

// pow3 holds powers of three up to 3^10.
var pow3 = [11]int{1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049}

// patternSize is the number of configurations of each pattern.
var patternSize = func() (n [numPatterns]int) {
	for t, sq := range patternSquares {
		n[t] = pow3[len(sq)]
	}
	return n
}()

// patternBits gathers the squares of pattern t from x (a bitboard already
// moved by a symmetry) into the low bits, in digit order.
func patternBits(t int, x uint64) uint64 {
	switch t {
	case patEdgeX:
		return x&0xff | x>>1&0x100 | x>>5&0x200
	case patCorner3:
		return x&7 | x>>5&0x38 | x>>10&0x1c0
	case patCorner5:
		return x&0x1f | x>>3&0x3e0
	case patLine2:
		return x >> 8 & 0xff
	case patLine3:
		return x >> 16 & 0xff
	case patLine4:
		return x >> 24 & 0xff
	case patDiag8:
		return (x & 0x8040201008040201) * 0x0101010101010101 >> 56
	case patDiag7:
		return (x & 0x0080402010080402) * 0x0101010101010101 >> 57
	case patDiag6:
		return (x & 0x0000804020100804) * 0x0101010101010101 >> 58
	case patDiag5:
		return (x & 0x0000008040201008) * 0x0101010101010101 >> 59
	}
	return (x & 0x0000000080402010) * 0x0101010101010101 >> 60
}

// ternary[bin] reads the bits of bin as base-3 digits (each 0 or 1), so that
// a pattern's index is ternary[player bits] + 2*ternary[opponent bits].
var ternary = func() (t [1 << 10]uint16) {
	for b := range t {
		v := 0
		for k := 0; k < 10; k++ {
			if b>>k&1 == 1 {
				v += pow3[k]
			}
		}
		t[b] = uint16(v)
	}
	return t
}()

// A symmetry of the board maps square (col, row) to another; symSquare
// gives the image of sq under symmetry s (0 is the identity).
func symSquare(s int, sq model.Square) model.Square {
	c, r := sq.Col(), sq.Row()
	if s&4 != 0 {
		c, r = r, c
	}
	if s&1 != 0 {
		c = 7 - c
	}
	if s&2 != 0 {
		r = 7 - r
	}
	return model.SquareAt(c, r)
}

// flipCols mirrors a bitboard left to right (a1 <-> h1).
func flipCols(x uint64) uint64 {
	x = x>>1&0x5555555555555555 | x&0x5555555555555555<<1
	x = x>>2&0x3333333333333333 | x&0x3333333333333333<<2
	return x>>4&0x0f0f0f0f0f0f0f0f | x&0x0f0f0f0f0f0f0f0f<<4
}

// transpose mirrors a bitboard about the a1-h8 diagonal (b1 <-> a2).
func transpose(x uint64) uint64 {
	t := (x ^ x<<28) & 0x0f0f0f0f00000000
	x ^= t ^ t>>28
	t = (x ^ x<<14) & 0x3333000033330000
	x ^= t ^ t>>14
	t = (x ^ x<<7) & 0x5500550055005500
	return x ^ t ^ t>>7
}

// symImages fills img[s] with x read through symmetry s: square sq of
// img[s] holds what x holds at symSquare(s, sq). Pattern t's instance under
// s is then patternBits(t, img[s]).
func symImages(x uint64, img *[8]uint64) {
	img[0] = x
	img[1] = flipCols(x)
	img[2] = bits.ReverseBytes64(x)
	img[3] = bits.ReverseBytes64(img[1])
	// One transpose: the other diagonal images are its mirrors, since
	// transposing then mirroring rows equals mirroring columns then
	// transposing (and likewise for columns and rows).
	t := transpose(x)
	img[4] = t
	img[5] = bits.ReverseBytes64(t)
	img[6] = flipCols(t)
	img[7] = bits.ReverseBytes64(img[6])
}

// patternSyms lists, for each pattern, one symmetry per distinct instance
// (the instances are the distinct square sets among the eight images).
var patternSyms = func() (out [numPatterns][]uint8) {
	for t, sqs := range patternSquares {
		var seen []uint64
		for s := 0; s < 8; s++ {
			var set uint64
			for _, sq := range sqs {
				set |= 1 << symSquare(s, sq)
			}
			if !slices.Contains(seen, set) {
				seen = append(seen, set)
				out[t] = append(out[t], uint8(s))
			}
		}
	}
	return out
}()

// numInstances is the number of pattern instances on the board.
var numInstances = func() (n int) {
	for _, s := range patternSyms {
		n += len(s)
	}
	return n
}()

// patternCanon maps each configuration of a pattern to the smallest index
// among its images under the symmetries that map the pattern's squares
// onto themselves (a mirror for an edge, the diagonal for a corner block).
// Configurations with one canonical index share a weight, so that a
// position and its mirror image evaluate the same.
var patternCanon = func() (out [numPatterns][]uint32) {
	for t, sqs := range patternSquares {
		var perms [][]int // perms[i][k]: where digit k goes under stabiliser i
		for s := 1; s < 8; s++ {
			perm := make([]int, len(sqs))
			ok := true
			for k, sq := range sqs {
				j := slices.Index(sqs, symSquare(s, sq))
				if j < 0 {
					ok = false
					break
				}
				perm[k] = j
			}
			if ok {
				perms = append(perms, perm)
			}
		}
		canon := make([]uint32, patternSize[t])
		for i := range canon {
			best := i
			for _, perm := range perms {
				j := 0
				for k := range sqs {
					j += (i / pow3[k] % 3) * pow3[perm[k]]
				}
				best = min(best, j)
			}
			canon[i] = uint32(best)
		}
		out[t] = canon
	}
	return out
}()

// patternIndex returns the index of pattern t's configuration in the images
// p and o of the two sides' discs.
func patternIndex(t int, p, o uint64) int {
	return int(ternary[patternBits(t, p)]) + 2*int(ternary[patternBits(t, o)])
}
