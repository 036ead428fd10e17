// Pattern indices kept up to date along the search: a move changes the
// digits of the squares it fills and flips only, so the child's indices
// are the parent's plus a few powers of three, instead of being read again
// from the bitboards at every position evaluated.

package strategy

import (
	"math/bits"

	"othello/model"
)

// maxInstances is the number of pattern instances (numInstances, checked
// at start-up), as a constant so that the state is an array.
const maxInstances = 46

// stateLanes is maxInstances rounded up to whole 256-bit vectors of
// 16-bit lanes, so that the AVX2 update adds a view in three instructions;
// the lanes past maxInstances stay zero.
const stateLanes = 48

// patState holds the index of every pattern instance twice: view 0 reads
// the side to move's discs as digit 1 (the index the weights expect),
// view 1 the opponent's. A move makes the opponent the side to move, so a
// child's views are the parent's swapped, then updated.
type patState struct {
	v [2][stateLanes]uint16
}

// instanceSquare is one digit of an instance: which instance, and the
// power of three of the digit.
type instanceSquare struct {
	inst uint8
	pow  uint16
}

// squareInstances lists, for each square, the instance digits it is.
// instanceOffset is where each instance's pattern table starts in a phase.
var squareInstances, instanceOffset = func() (sq [64][]instanceSquare, off [maxInstances]int) {
	if numInstances != maxInstances {
		panic("strategy: maxInstances does not match the patterns")
	}
	i := 0
	for t, sqs := range patternSquares {
		for _, sym := range patternSyms[t] {
			off[i] = featureOffsets[t]
			for k, s := range sqs {
				img := symSquare(int(sym), s)
				sq[img] = append(sq[img], instanceSquare{uint8(i), uint16(pow3[k])})
			}
			i++
		}
	}
	return sq, off
}()

// sqDelta[sq] is what a disc of the side whose digit is 1 on sq adds to
// every instance index: the square's power of three in each instance
// holding it, zero elsewhere. The AVX2 update adds whole rows of it.
//
//lint:ignore U1000 read by pattern_inc_amd64.s
var sqDelta = func() (d [64][stateLanes]uint16) {
	for sq, list := range squareInstances {
		for _, is := range list {
			d[sq][is.inst] = is.pow
		}
	}
	return d
}()

// init sets the state of b from scratch.
func (st *patState) init(b model.Board) {
	var ip, io [8]uint64
	symImages(b.Player, &ip)
	symImages(b.Opponent, &io)
	i := 0
	for t := range numPatterns {
		for _, sym := range patternSyms[t] {
			st.v[0][i] = uint16(patternIndex(t, ip[sym], io[sym]))
			st.v[1][i] = uint16(patternIndex(t, io[sym], ip[sym]))
			i++
		}
	}
}

// pass sets st to the state after parent's side passes.
func (st *patState) pass(parent *patState) {
	st.v[0], st.v[1] = parent.v[1], parent.v[0]
}

// play sets st to the state after parent's side to move plays sq, flipping
// flips. In the child's view 0 the mover's discs are digit 2: the new disc
// adds 2 and each flipped disc goes from 1 to 2; in view 1 the new disc
// adds 1 and each flipped disc goes from 2 to 1.
//
// Where the processor has AVX2, both views are updated a vector at a time
// (pattern_inc_amd64.s): with F the sum of sqDelta over the flipped discs
// and S that of the new one, view 0 is the parent's view 1 + 2S + F and
// view 1 the parent's view 0 + S - F. Each 16-bit lane ends as a valid
// index, so no lane carries into the next whatever the order of the sums.
func (st *patState) play(parent *patState, sq model.Square, flips uint64) {
	if usePatAVX2 {
		patPlayAVX2(st, parent, uint64(sq), flips)
		return
	}
	st.playGo(parent, sq, flips)
}

// playGo is play one digit at a time, for machines without AVX2.
func (st *patState) playGo(parent *patState, sq model.Square, flips uint64) {
	st.v[0], st.v[1] = parent.v[1], parent.v[0]
	a, b := &st.v[0], &st.v[1]
	for _, d := range squareInstances[sq&63] {
		a[d.inst%maxInstances] += 2 * d.pow
		b[d.inst%maxInstances] += d.pow
	}
	for f := flips; f != 0; f &= f - 1 {
		for _, d := range squareInstances[bits.TrailingZeros64(f)&63] {
			a[d.inst%maxInstances] += d.pow
			b[d.inst%maxInstances] -= d.pow
		}
	}
}

// evaluateState is Evaluate for b, whose pattern indices st holds.
func (pw *PatternWeights) evaluateState(b model.Board, st *patState) int {
	return pw.evaluateStateMoves(b, st, b.Moves())
}

// evaluateStateMoves is evaluateState given b's moves (b.Moves()), which
// the search has already where it ordered b among its siblings.
func (pw *PatternWeights) evaluateStateMoves(b model.Board, st *patState, moves uint64) int {
	w, oppMoves, over := pw.prepare(b, moves)
	if over {
		return b.FinalScore() * ScoreScale
	}
	s := 0
	for i, idx := range st.v[0][:maxInstances] {
		s += int(w[instanceOffset[i]+int(idx)])
	}
	return clampEval(s + pw.terms(w, b.Player, b.Opponent, moves, oppMoves))
}
