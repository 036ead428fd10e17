// The evaluation: a phase-dependent weighted sum of square classes (with
// X and C squares judged by their corner), mobility, frontier, stability,
// parity, passes and material.

package strategy

import (
	"math/bits"

	"othello/model"
)

// Square class of every square, a1 first (see the class names in
// resources/weights.txt). X and C squares are split later by whether their
// corner is taken.
var squareClass = [64]int8{
	fCorner, fCOpen, fASq, fBSq, fBSq, fASq, fCOpen, fCorner,
	fCOpen, fXOpen, fC2, fD2, fD2, fC2, fXOpen, fCOpen,
	fASq, fC2, fC3, fD3, fD3, fC3, fC2, fASq,
	fBSq, fD2, fD3, fCenter, fCenter, fD3, fD2, fBSq,
	fBSq, fD2, fD3, fCenter, fCenter, fD3, fD2, fBSq,
	fASq, fC2, fC3, fD3, fD3, fC3, fC2, fASq,
	fCOpen, fXOpen, fC2, fD2, fD2, fC2, fXOpen, fCOpen,
	fCorner, fCOpen, fASq, fBSq, fBSq, fASq, fCOpen, fCorner,
}

// classMask[f] holds the squares of class f (X and C squares all under
// their "open" class).
var classMask = func() (m [numFeatures]uint64) {
	for sq, c := range squareClass {
		m[c] |= 1 << uint(sq)
	}
	return m
}()

const (
	cornerMask = 0x8100000000000081
	rowFirst   = 0x00000000000000ff
	rowLast    = 0xff00000000000000
	colA       = 0x0101010101010101
	colH       = 0x8080808080808080
	notColA    = 0xfefefefefefefefe
	notColH    = 0x7f7f7f7f7f7f7f7f
)

// xOpen[k] and cOpen[k] hold the X and C squares whose corner is empty when
// the corners taken are k (bit i for corner i of a1, h1, a8, h8).
var xOpen, cOpen = func() (x, c [16]uint64) {
	corners := [4]struct{ x, c uint64 }{
		{1 << model.B2, 1<<model.B1 | 1<<model.A2},
		{1 << model.G2, 1<<model.G1 | 1<<model.H2},
		{1 << model.B7, 1<<model.A7 | 1<<model.B8},
		{1 << model.G7, 1<<model.H7 | 1<<model.G8},
	}
	for k := 0; k < 16; k++ {
		for i, cr := range corners {
			if k&(1<<i) == 0 {
				x[k] |= cr.x
				c[k] |= cr.c
			}
		}
	}
	return x, c
}()

// cornerIndex packs which corners are occupied into 4 bits for xOpen/cOpen.
func cornerIndex(occ uint64) int {
	return int(occ&1) | int(occ>>6&2) | int(occ>>54&4) | int(occ>>60&8)
}

// neighbours returns the squares next to any square of set, in all eight
// directions.
func neighbours(set uint64) uint64 {
	h := (set<<1)&notColA | (set>>1)&notColH
	row := set | h
	return h | row<<8 | row>>8
}

// edgeStable returns the discs of p that can never be flipped along the
// edge they sit on: those of a full edge and those joined to an own corner
// by an unbroken run of own discs. Discs on an edge can only be flipped
// along it, so these are stable.
func edgeStable(p, o uint64) uint64 {
	occ := p | o
	var s uint64
	if occ&rowFirst == rowFirst {
		s |= p & rowFirst
	}
	if occ&rowLast == rowLast {
		s |= p & rowLast
	}
	if occ&colA == colA {
		s |= p & colA
	}
	if occ&colH == colH {
		s |= p & colH
	}
	run := p & cornerMask
	if run == 0 {
		return s
	}
	const rows, cols = rowFirst | rowLast, colA | colH
	for {
		next := run | p&(rows&(run<<1|run>>1)|cols&(run<<8|run>>8))
		if next == run {
			break
		}
		run = next
	}
	return s | run
}

// features fills f with the features of b, from the side to move's view.
// myMoves and oppMoves are the two sides' legal moves.
func features(b model.Board, myMoves, oppMoves uint64, f *[numFeatures]int32) {
	p, o := b.Player, b.Opponent
	for c := fCorner; c <= fCenter; c++ {
		f[c] = int32(bits.OnesCount64(p&classMask[c]) - bits.OnesCount64(o&classMask[c]))
	}
	k := cornerIndex(p | o)
	xo, co := xOpen[k], cOpen[k]
	xt, ct := classMask[fXOpen]&^xo, classMask[fCOpen]&^co
	f[fXOpen] = int32(bits.OnesCount64(p&xo) - bits.OnesCount64(o&xo))
	f[fXTaken] = int32(bits.OnesCount64(p&xt) - bits.OnesCount64(o&xt))
	f[fCOpen] = int32(bits.OnesCount64(p&co) - bits.OnesCount64(o&co))
	f[fCTaken] = int32(bits.OnesCount64(p&ct) - bits.OnesCount64(o&ct))

	f[fMobility] = int32(bits.OnesCount64(myMoves) - bits.OnesCount64(oppMoves))
	edge := neighbours(^(p | o))
	f[fFrontier] = int32(bits.OnesCount64(p&edge) - bits.OnesCount64(o&edge))
	f[fStability] = int32(bits.OnesCount64(edgeStable(p, o)) - bits.OnesCount64(edgeStable(o, p)))
	if bits.OnesCount64(^(p|o))&1 == 1 {
		f[fParity] = 1
	} else {
		f[fParity] = -1
	}
	f[fPass] = 0
	if oppMoves == 0 {
		f[fPass]++
	}
	if myMoves == 0 {
		f[fPass]--
	}
	f[fMaterial] = int32(bits.OnesCount64(p) - bits.OnesCount64(o))
}

// maxEval bounds the evaluation inside the range of exact scores, so that
// an estimate never claims more than a proven result could.
const maxEval = 64*ScoreScale - 1

// evaluate scores b for the side to move in hundredths of a disc. A
// finished game scores its exact result.
func evaluate(w *Weights, b model.Board) int {
	myMoves := b.Moves()
	oppMoves := b.Pass().Moves()
	if myMoves|oppMoves == 0 {
		return b.FinalScore() * ScoreScale
	}
	var f [numFeatures]int32
	features(b, myMoves, oppMoves, &f)
	wt := &w.byPhase[bits.OnesCount64(b.Player|b.Opponent)-4]
	var s int32
	for i := range f {
		s += f[i] * wt[i]
	}
	return clampEval(int(s))
}

func clampEval(s int) int {
	if s > maxEval {
		return maxEval
	}
	if s < -maxEval {
		return -maxEval
	}
	return s
}
