// The trained evaluation: the sum of learnt weights of the pattern
// instances and of a few scalar terms (mobility, potential mobility,
// parity, discs), one weight set per phase of the game.

package strategy

import (
	"math/bits"

	"othello/model"
)

// The scalar terms, after the patterns in a weight vector. Each is a small
// table indexed by a count, so that its effect need not be linear.
const (
	termMobility     = iota // the side to move's legal moves
	termOppMobility         // the opponent's
	termPotential           // empty squares next to an opponent's disc
	termOppPotential        // empty squares next to one of the mover's
	termParity              // the number of empties, odd or even
	termDiscs               // the side to move's discs
	numTerms
)

// termSize is the length of each scalar term's table.
var termSize = [numTerms]int{40, 40, 64, 64, 2, 65}

// numFeatureSlots is the number of weights one position adds up: one per
// pattern instance and one per scalar term.
var numFeatureSlots = numInstances + numTerms

// Phases: the trained evaluation keeps one weight set for every four plies
// (moves played, passes aside), the last set covering plies 56 to 60.
const (
	numPhases  = 15
	phasePlies = 4
)

// phaseOf returns the phase of a position with the given number of discs.
func phaseOf(discs int) int {
	return min((discs-4)/phasePlies, numPhases-1)
}

// featureOffsets[t] is where pattern t's table starts in a phase's weight
// vector; the scalar terms follow the patterns.
var featureOffsets, phaseWeights = func() (off [numPatterns + numTerms]int, total int) {
	for t := range numPatterns {
		off[t] = total
		total += patternSize[t]
	}
	for k := range numTerms {
		off[numPatterns+k] = total
		total += termSize[k]
	}
	return off, total
}()

// PatternWeights is a trained evaluation: for every phase, every pattern
// configuration's weight (mirror images already share values) and the
// scalar terms' tables, in hundredths of a disc.
type PatternWeights struct {
	byPhase [numPhases][]int16
	fileCRC uint32 // TrainedWeightsCRC of the file read (0: fitted, not read), which names its ProbCut statistics
}

// Name says what the evaluation is, for the command line.
func (pw *PatternWeights) Name() string { return "trained" }

// Evaluate scores b for the side to move in hundredths of a disc. A
// finished game scores its exact result.
func (pw *PatternWeights) Evaluate(b model.Board) int {
	p, o := b.Player, b.Opponent
	myMoves := b.Moves()
	w, oppMoves, over := pw.prepare(b, myMoves)
	if over {
		return b.FinalScore() * ScoreScale
	}
	var ip, io [8]uint64
	symImages(p, &ip)
	symImages(o, &io)
	s := patternSum(w, &ip, &io)
	s += pw.terms(w, p, o, myMoves, oppMoves)
	return clampEval(s)
}

// prepare returns the weight set of b's phase and the opponent's moves,
// given the side to move's (b.Moves(), which the search often has
// already), or over when neither side can move.
func (pw *PatternWeights) prepare(b model.Board, myMoves uint64) (w []int16, oppMoves uint64, over bool) {
	oppMoves = b.Pass().Moves()
	if myMoves|oppMoves == 0 {
		return nil, 0, true
	}
	return pw.byPhase[phaseOf(bits.OnesCount64(b.Player|b.Opponent))], oppMoves, false
}

// terms adds the weights of the scalar terms.
func (pw *PatternWeights) terms(w []int16, p, o, myMoves, oppMoves uint64) int {
	empty := ^(p | o)
	s := int(w[featureOffsets[numPatterns+termMobility]+min(bits.OnesCount64(myMoves), 39)])
	s += int(w[featureOffsets[numPatterns+termOppMobility]+min(bits.OnesCount64(oppMoves), 39)])
	s += int(w[featureOffsets[numPatterns+termPotential]+bits.OnesCount64(neighbours(o)&empty)])
	s += int(w[featureOffsets[numPatterns+termOppPotential]+bits.OnesCount64(neighbours(p)&empty)])
	s += int(w[featureOffsets[numPatterns+termParity]+bits.OnesCount64(empty)&1])
	return s + int(w[featureOffsets[numPatterns+termDiscs]+bits.OnesCount64(p)])
}

// patternSum adds the weights of every pattern instance, given the eight
// images of both sides' discs. The search keeps the indices up to date
// instead (pattern_inc.go); this serves single positions.
func patternSum(w []int16, ip, io *[8]uint64) int {
	s := 0
	for t := range numPatterns {
		tw := w[featureOffsets[t]:][:patternSize[t]]
		for _, k := range patternSyms[t] {
			s += int(tw[patternIndex(t, ip[k&7], io[k&7])])
		}
	}
	return s
}

// Features lists the weights a position adds up, as indices into one
// phase's weight vector with mirror images merged (each pattern
// configuration replaced by its canonical one), and returns the phase.
// The trainer fits weights over these.
func Features(b model.Board, out []int32) (phase int) {
	p, o := b.Player, b.Opponent
	var ip, io [8]uint64
	symImages(p, &ip)
	symImages(o, &io)
	n := 0
	for t := range numPatterns {
		for _, sym := range patternSyms[t] {
			out[n] = int32(featureOffsets[t]) + int32(patternCanon[t][patternIndex(t, ip[sym], io[sym])])
			n++
		}
	}
	empty := ^(p | o)
	term := func(k, v int) {
		out[n] = int32(featureOffsets[numPatterns+k] + v)
		n++
	}
	term(termMobility, min(bits.OnesCount64(b.Moves()), 39))
	term(termOppMobility, min(bits.OnesCount64(b.Pass().Moves()), 39))
	term(termPotential, bits.OnesCount64(neighbours(o)&empty))
	term(termOppPotential, bits.OnesCount64(neighbours(p)&empty))
	term(termParity, bits.OnesCount64(empty)&1)
	term(termDiscs, bits.OnesCount64(p))
	return phaseOf(bits.OnesCount64(p | o))
}

// NumFeatures is the number of weights Features may index into in one
// phase.
func NumFeatures() int { return phaseWeights }

// NumFeatureSlots is the number of indices Features writes.
func NumFeatureSlots() int { return numFeatureSlots }

// PhasePlies returns the plies each phase covers and the number of phases.
func PhasePlies() (plies, phases int) { return phasePlies, numPhases }

// NewPatternWeights builds an evaluation from fitted weights in discs, one
// vector of NumFeatures per phase indexed as by Features (only canonical
// pattern configurations are read). Weights are rounded to hundredths of a
// disc and clipped to the int16 range.
func NewPatternWeights(discs [][]float64) *PatternWeights {
	pw := &PatternWeights{}
	for ph := range numPhases {
		w := make([]int16, phaseWeights)
		var src []float64
		if ph < len(discs) {
			src = discs[ph]
		}
		at := func(i int) int16 {
			if i >= len(src) {
				return 0
			}
			v := src[i] * ScoreScale
			v = max(min(v, 32767), -32767)
			if v < 0 {
				return int16(v - 0.5)
			}
			return int16(v + 0.5)
		}
		for t := range numPatterns {
			for i, c := range patternCanon[t] {
				w[featureOffsets[t]+i] = at(featureOffsets[t] + int(c))
			}
		}
		for k := range numTerms {
			for v := range termSize[k] {
				i := featureOffsets[numPatterns+k] + v
				w[i] = at(i)
			}
		}
		pw.byPhase[ph] = w
	}
	return pw
}
