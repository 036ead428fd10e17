// The network evaluation: the trained pattern evaluation plus a small
// network that corrects it. Each pattern instance's index and a few
// counts a linear sum cannot combine (mobility, potential mobility, corner
// access, parity, the linear score itself) look up learnt vectors of
// sixteen lanes, summed into an accumulator; two small dense layers in
// integer arithmetic turn it into a correction in hundredths of a disc.
//
// The accumulator is summed afresh at each evaluation from the pattern
// indices that the search already keeps up to date move by move
// (pattern_inc.go): a move changes a dozen or more of the 46 instances,
// and keeping two accumulators (one per side) by subtracting and adding
// their rows would cost as much as the 55 rows summed once.

package strategy

import (
	"math/bits"

	"othello/model"
)

// The network's sizes: netHidden lanes in the accumulator, netHidden2
// units in the second layer, one output per phase.
const (
	netHidden  = 16
	netHidden2 = 8
	netWords   = netHidden / 4 // an accumulator row: four 16-bit lanes a word
)

// Quantisation: an accumulator lane holds netAccScale for 1.0; an
// embedding entry lies within ±netEmbMax (so that 55 of them, biased by
// netEmbBias to be non-negative, never carry out of their 16-bit lane);
// the second layer's weights hold netW2Scale for 1.0; the output layer's
// are in hundredths of a disc.
const (
	netAccScale = 256
	netEmbMax   = 511
	netEmbBias  = 512
	netW2Scale  = 256
)

// The network's scalar features, after the pattern instances. Each is a
// table indexed by a count, like the linear terms, but its rows are
// vectors, so that the layers above can combine them with the patterns.
const (
	netMobility     = iota // the side to move's moves, up to 39
	netOppMobility         // the opponent's
	netPotential           // empty squares next to an opponent's disc
	netOppPotential        // empty squares next to one of the mover's
	netCorners             // corners the mover can take now, times 5, plus the opponent's
	netDiscs               // discs on the board: the phase
	netOwnDiscs            // the side to move's discs
	netParity              // quadrants with an odd number of empties, times 2, plus the empties' parity
	netLinear              // the pattern evaluation's score in discs, by 2 discs, from -64
	numNetTerms
)

// netTermSize is each scalar feature's table length.
var netTermSize = [numNetTerms]int{40, 40, 64, 64, 25, 65, 65, 10, 65}

// netSlots is the number of rows one position sums: one per pattern
// instance and one per scalar feature.
const netSlots = maxInstances + numNetTerms

// netRowOffset[s] is where slot s's table starts among the network's rows:
// the pattern instances share their pattern's table, as in the linear
// evaluation (featureOffsets), and the scalar features follow.
var netRowOffset, netRows = func() (off [netSlots]int, total int) {
	patRows := featureOffsets[numPatterns]
	copy(off[:maxInstances], instanceOffset[:])
	total = patRows
	for k := range numNetTerms {
		off[maxInstances+k] = total
		total += netTermSize[k]
	}
	return off, total
}()

// NetworkWeights is the network evaluation: the pattern evaluation it corrects
// and the network's quantised weights.
type NetworkWeights struct {
	base *PatternWeights
	emb  []uint64 // netRows rows of netWords words, each lane biased by netEmbBias
	b1   [netHidden]int32
	w2   [netHidden2][netHidden]int32
	b2   [netHidden2]int32
	w3   [numPhases][netHidden2]int32
	b3   [numPhases]int32
	// fileCRC names the network's file, for its ProbCut statistics (0:
	// built in memory)
	fileCRC uint32
	baseCRC uint32   // the file of the pattern weights it corrects
	dense   netDense // the layers as the assembly reads them
	// corrLo and corrHi bound the correction of each phase, in hundredths
	// of a disc: the output layer's bias plus its negative (positive)
	// weights, every unit below at its ceiling
	corrLo, corrHi [numPhases]int
}

// Name says what the evaluation is, for the command line.
func (n *NetworkWeights) Name() string { return "network" }

// Evaluate scores b for the side to move in hundredths of a disc, reading
// the pattern indices from the bitboards.
func (n *NetworkWeights) Evaluate(b model.Board) int {
	var st patState
	st.init(b)
	return n.evaluateStateMoves(b, &st, b.Moves())
}

// evaluateState is Evaluate for b, whose pattern indices st holds.
func (n *NetworkWeights) evaluateState(b model.Board, st *patState) int {
	return n.evaluateStateMoves(b, st, b.Moves())
}

// evaluateStateMoves is evaluateState given b's moves.
func (n *NetworkWeights) evaluateStateMoves(b model.Board, st *patState, moves uint64) int {
	return n.evaluateWithin(b, st, moves, -scoreInf, scoreInf)
}

// evaluateWithin is evaluateStateMoves where the score lies within
// (alpha, beta); where the linear score plus the most the network can add
// is at most alpha (the least, at least beta), it returns that bound
// without running the network, which a fail-soft search takes as it would
// the score (a lazy evaluation: about a third of the leaves of a
// null-window search, see TUNING.md).
func (n *NetworkWeights) evaluateWithin(b model.Board, st *patState, moves uint64, alpha, beta int) int {
	w, oppMoves, over := n.base.prepare(b, moves)
	if over {
		return b.FinalScore() * ScoreScale
	}
	lin := 0
	for i, idx := range st.v[0][:maxInstances] {
		lin += int(w[instanceOffset[i]+int(idx)])
	}
	p, o := b.Player, b.Opponent
	var terms [numNetTerms]int
	netCounts(p, o, moves, oppMoves, &terms)
	// the linear terms from the same counts (PatternWeights.terms)
	lin += int(w[featureOffsets[numPatterns+termMobility]+terms[netMobility]])
	lin += int(w[featureOffsets[numPatterns+termOppMobility]+terms[netOppMobility]])
	lin += int(w[featureOffsets[numPatterns+termPotential]+terms[netPotential]])
	lin += int(w[featureOffsets[numPatterns+termOppPotential]+terms[netOppPotential]])
	lin += int(w[featureOffsets[numPatterns+termParity]+terms[netParity]&1])
	lin += int(w[featureOffsets[numPatterns+termDiscs]+terms[netOwnDiscs]])
	lin = clampEval(lin)
	terms[netLinear] = netLinearBucket(lin)
	phase := phaseOf(bits.OnesCount64(p | o))
	if hi := clampEval(lin + n.corrHi[phase]); hi <= alpha {
		countEval(&evalCounts.linear)
		return hi
	}
	if lo := clampEval(lin + n.corrLo[phase]); lo >= beta {
		countEval(&evalCounts.linear)
		return lo
	}
	countEval(&evalCounts.network)
	if useNetAVX2 {
		return clampEval(lin + int(netEvalAVX2(&n.emb[0], &st.v[0][0], &netRowOffset, &terms, &n.dense, phase)>>8))
	}
	acc := n.accumulate(st, &terms)
	return clampEval(lin + n.forward(&acc, phase))
}

// accumulate sums the rows of the pattern instances (st's indices) and of
// the scalar features, four lanes a word: each lane's sum of biased values
// stays below 1 << 16, so no lane carries into the next.
func (n *NetworkWeights) accumulate(st *patState, terms *[numNetTerms]int) (acc [netWords]uint64) {
	emb := n.emb
	for i, idx := range st.v[0][:maxInstances] {
		r := emb[(netRowOffset[i]+int(idx))*netWords:][:netWords]
		acc[0] += r[0]
		acc[1] += r[1]
		acc[2] += r[2]
		acc[3] += r[3]
	}
	for k, v := range terms {
		r := emb[(netRowOffset[maxInstances+k]+v)*netWords:][:netWords]
		acc[0] += r[0]
		acc[1] += r[1]
		acc[2] += r[2]
		acc[3] += r[3]
	}
	return acc
}

// netDense is the dense layers laid out for netEvalAVX2: the first
// layer's bias with the rows' bias taken off, the second layer's weights
// in 16 bits, the biases with the rounding of their shift added. The
// assembly reads it at fixed offsets (a test checks them).
type netDense struct {
	bias1 [netHidden]int32
	w2    [netHidden2][netHidden]int16
	b2    [netHidden2]int32
	w3    [numPhases][netHidden2]int32
	b3    [numPhases]int32
	top   int32 // netAccScale, the activations' ceiling
}

// prepare sets n.dense from the layers.
func (n *NetworkWeights) prepare() {
	d := &n.dense
	for h := range netHidden {
		d.bias1[h] = n.b1[h] - netSlots*netEmbBias
	}
	for j := range netHidden2 {
		for h := range netHidden {
			d.w2[j][h] = int16(n.w2[j][h])
		}
		d.b2[j] = n.b2[j] + netW2Scale/2
	}
	d.w3 = n.w3
	for ph := range numPhases {
		d.b3[ph] = n.b3[ph]*netAccScale + netAccScale/2
	}
	d.top = netAccScale
	for ph := range numPhases {
		lo, hi := int(n.b3[ph]), int(n.b3[ph])
		for _, w := range n.w3[ph] {
			if w > 0 {
				hi += int(w)
			} else {
				lo += int(w)
			}
		}
		// forward's output is (b3*256 + Σ w3·z + 128) >> 8 with each z in
		// [0, 256]: within [lo, hi] exactly
		n.corrLo[ph], n.corrHi[ph] = lo, hi
	}
}

// netTerms sets the scalar features' values for the side to move's discs
// p, the opponent's o, both sides' moves and the linear score.
func netTerms(p, o, moves, oppMoves uint64, lin int, t *[numNetTerms]int) {
	netCounts(p, o, moves, oppMoves, t)
	t[netLinear] = netLinearBucket(lin)
}

// netCounts sets the scalar features but the linear score.
func netCounts(p, o, moves, oppMoves uint64, t *[numNetTerms]int) {
	empty := ^(p | o)
	t[netMobility] = min(bits.OnesCount64(moves), 39)
	t[netOppMobility] = min(bits.OnesCount64(oppMoves), 39)
	t[netPotential] = bits.OnesCount64(neighbours(o) & empty)
	t[netOppPotential] = bits.OnesCount64(neighbours(p) & empty)
	t[netCorners] = bits.OnesCount64(moves&cornerMask)*5 + bits.OnesCount64(oppMoves&cornerMask)
	t[netDiscs] = bits.OnesCount64(p | o)
	t[netOwnDiscs] = bits.OnesCount64(p)
	odd := 0
	for _, q := range [4]uint64{0x0f0f0f0f, 0xf0f0f0f0, 0x0f0f0f0f00000000, 0xf0f0f0f000000000} {
		odd += bits.OnesCount64(empty&q) & 1
	}
	t[netParity] = odd*2 + bits.OnesCount64(empty)&1
}

// netLinearBucket is the linear score's row: 2 discs a row, from -64.
func netLinearBucket(lin int) int {
	v := (lin + 64*ScoreScale + ScoreScale) / (2 * ScoreScale)
	return max(0, min(v, 64))
}

// forward runs the layers above the accumulator (netSlots rows summed,
// each lane biased by netEmbBias) and returns the correction in
// hundredths of a disc.
func (n *NetworkWeights) forward(acc *[netWords]uint64, phase int) int {
	var a [netHidden]int32
	for w, x := range acc {
		for k := range 4 {
			h := w*4 + k
			v := int32(uint16(x>>(16*k))) - netSlots*netEmbBias + n.b1[h]
			a[h] = max(0, min(v, netAccScale))
		}
	}
	out := n.b3[phase] * netAccScale
	w3 := &n.w3[phase]
	for j := range netHidden2 {
		s := n.b2[j]
		row := &n.w2[j]
		for h := range netHidden {
			s += row[h] * a[h]
		}
		z := max(0, min((s+netW2Scale/2)>>8, netAccScale)) // netW2Scale is 1 << 8
		out += w3[j] * z
	}
	return int((out + netAccScale/2) >> 8) // netAccScale is 1 << 8
}

// NetworkFeatures lists the network's inputs for b, given its pattern
// evaluation's score lin (hundredths of a disc): each slot's row within
// its table (pattern configurations replaced by their canonical one, so
// that mirror images share rows), and returns the phase. The trainer
// learns over these; NetworkRow turns one into a row number.
func NetworkFeatures(b model.Board, lin int, out []uint16) (phase int) {
	p, o := b.Player, b.Opponent
	var ip, io [8]uint64
	symImages(p, &ip)
	symImages(o, &io)
	s := 0
	for t := range numPatterns {
		for _, sym := range patternSyms[t] {
			out[s] = uint16(patternCanon[t][patternIndex(t, ip[sym], io[sym])])
			s++
		}
	}
	var terms [numNetTerms]int
	netTerms(p, o, b.Moves(), b.Pass().Moves(), lin, &terms)
	for _, v := range terms {
		out[s] = uint16(v)
		s++
	}
	return phaseOf(bits.OnesCount64(p | o))
}

// NetworkRow is the row of slot s's value v (as NetworkFeatures writes it)
// among the network's NetworkRows rows.
func NetworkRow(s int, v uint16) int { return netRowOffset[s] + int(v) }

// NetworkShape returns the number of slots a position sums, the rows, the
// accumulator's lanes, the second layer's units and the phases.
func NetworkShape() (slots, rows, hidden, hidden2, phases int) {
	return netSlots, netRows, netHidden, netHidden2, numPhases
}

// stateEval is an evaluation that reads the pattern indices the search
// keeps up to date: the trained weights, or the network over them. The
// search calls it by a concrete type, so that the indices it passes stay
// on the stack.
type stateEval struct {
	pw *PatternWeights
	nw *NetworkWeights // nil: the weights alone
}

// newStateEval returns ev's stateEval, nil when ev reads no pattern
// indices.
func newStateEval(ev Evaluator) *stateEval {
	switch w := ev.(type) {
	case *PatternWeights:
		return &stateEval{pw: w}
	case *NetworkWeights:
		return &stateEval{pw: w.base, nw: w}
	}
	return nil
}

// evaluateState is Evaluate for b, whose pattern indices st holds.
func (s *stateEval) evaluateState(b model.Board, st *patState) int {
	return s.evaluateStateMoves(b, st, b.Moves())
}

// evaluateStateMoves is evaluateState given b's moves.
func (s *stateEval) evaluateStateMoves(b model.Board, st *patState, moves uint64) int {
	if s.nw != nil {
		return s.nw.evaluateStateMoves(b, st, moves)
	}
	countEval(&evalCounts.linear)
	return s.pw.evaluateStateMoves(b, st, moves)
}

// evaluateWithin is evaluateStateMoves, but under the network a score
// outside (alpha, beta) may be a bound on the side it fell
// (NetworkWeights.evaluateWithin); the pattern weights' is exact.
func (s *stateEval) evaluateWithin(b model.Board, st *patState, moves uint64, alpha, beta int) int {
	if s.nw != nil {
		return s.nw.evaluateWithin(b, st, moves, alpha, beta)
	}
	countEval(&evalCounts.linear)
	return s.pw.evaluateStateMoves(b, st, moves)
}

// orderStateMoves is the score the search and the solver order b among
// its siblings by: the pattern evaluation alone, under the network too.
// The network's correction costs 2-3 times the pattern sum, and ordering by
// it saves 2% of the nodes for 14% more network evaluations in the
// midgame, 6 times more in the solver (TUNING.md, 2026-11-29).
func (s *stateEval) orderStateMoves(b model.Board, st *patState, moves uint64) int {
	countEval(&evalCounts.linear)
	return s.pw.evaluateStateMoves(b, st, moves)
}

// weightsFileCRC is the CRC-32 of the file ev was read from, which names
// its selective search statistics (0: none, or not read from a file).
func weightsFileCRC(ev Evaluator) uint32 {
	switch w := ev.(type) {
	case *PatternWeights:
		return w.fileCRC
	case *NetworkWeights:
		return w.fileCRC
	}
	return 0
}
