// The network's weights as the trainer learns them, in float32, and their
// quantisation into the integer network that plays.

package strategy

import (
	"math"
)

// NetworkParams is a network in float32, as the trainer holds it. Emb has
// NetworkRows rows of NetworkHidden values (only the rows of canonical
// pattern configurations are read); W2 is NetworkHidden2 rows of
// NetworkHidden; W3 is NumPhases rows of NetworkHidden2. The output is in
// discs, added to the pattern evaluation's score.
type NetworkParams struct {
	Emb []float32
	B1  []float32
	W2  []float32
	B2  []float32
	W3  []float32
	B3  []float32
}

// NewNetworkParams returns a network that adds nothing: its output layer
// is zero, the rest set so that training can start from it (the
// accumulator in the middle of its range, the second layer drawn by rnd,
// a function returning values in [-1, 1)).
func NewNetworkParams(rnd func() float64) *NetworkParams {
	np := &NetworkParams{
		Emb: make([]float32, netRows*netHidden),
		B1:  make([]float32, netHidden),
		W2:  make([]float32, netHidden2*netHidden),
		B2:  make([]float32, netHidden2),
		W3:  make([]float32, numPhases*netHidden2),
		B3:  make([]float32, numPhases),
	}
	for h := range np.B1 {
		np.B1[h] = 0.5
	}
	for i := range np.W2 {
		np.W2[i] = float32(rnd() / math.Sqrt(netHidden) * 2)
	}
	for j := range np.B2 {
		np.B2[j] = 0.5
	}
	return np
}

// NetworkEmbLimit is the largest magnitude of a row's value that the
// quantised network can hold.
const NetworkEmbLimit = float32(netEmbMax) / netAccScale

func clip(xs []float32, lim float32) {
	for i, x := range xs {
		xs[i] = max(-lim, min(x, lim))
	}
}

// Clip keeps the weights inside the ranges the quantised network can
// hold.
func (np *NetworkParams) Clip() {
	clip(np.Emb, NetworkEmbLimit)
	np.ClipDense()
}

// ClipDense is Clip for the dense layers alone, after each of their
// training steps (the trainer clips each row it moves).
func (np *NetworkParams) ClipDense() {
	clip(np.W2, 2047/float32(netW2Scale))
	clip(np.W3, 300)
	clip(np.B3, 300)
	clip(np.B1, 8)
	clip(np.B2, 8)
}

// Forward returns the network's output in discs for a position whose
// slots' rows are rows (NetworkRow of NetworkFeatures) in phase ph, and
// keeps in act what Backward needs. It computes in float32 what
// Network.forward computes in integers.
func (np *NetworkParams) Forward(rows []int32, ph int, act *NetworkActivations) float32 {
	for h := range netHidden {
		act.Acc[h] = np.B1[h]
	}
	for _, r := range rows {
		e := np.Emb[int(r)*netHidden:][:netHidden]
		for h := range netHidden {
			act.Acc[h] += e[h]
		}
	}
	for h := range netHidden {
		act.A[h] = max(0, min(act.Acc[h], 1))
	}
	out := np.B3[ph]
	w3 := np.W3[ph*netHidden2:][:netHidden2]
	for j := range netHidden2 {
		s := np.B2[j]
		row := np.W2[j*netHidden:][:netHidden]
		for h := range netHidden {
			s += row[h] * act.A[h]
		}
		act.S[j] = s
		act.Z[j] = max(0, min(s, 1))
		out += w3[j] * act.Z[j]
	}
	return out
}

// NetworkActivations holds one position's layers between Forward and
// Backward.
type NetworkActivations struct {
	Acc, A [netHidden]float32
	S, Z   [netHidden2]float32
}

// NetworkGrads accumulates the gradient of the dense layers over a batch;
// the rows' gradient goes to a callback, since only a few dozen rows are
// touched by a position.
type NetworkGrads struct {
	B1 [netHidden]float32
	W2 [netHidden2 * netHidden]float32
	B2 [netHidden2]float32
	W3 [numPhases * netHidden2]float32
	B3 [numPhases]float32
}

// Backward adds to g the gradient of the loss for a position whose
// output's derivative is dout, and returns the gradient of the
// accumulator (each of the position's rows gets it whole).
func (np *NetworkParams) Backward(ph int, act *NetworkActivations, dout float32, g *NetworkGrads) (dAcc [netHidden]float32) {
	g.B3[ph] += dout
	w3 := np.W3[ph*netHidden2:][:netHidden2]
	var dA [netHidden]float32
	for j := range netHidden2 {
		g.W3[ph*netHidden2+j] += dout * act.Z[j]
		if act.S[j] <= 0 || act.S[j] >= 1 {
			continue
		}
		ds := dout * w3[j]
		g.B2[j] += ds
		row := np.W2[j*netHidden:][:netHidden]
		grow := g.W2[j*netHidden:][:netHidden]
		for h := range netHidden {
			grow[h] += ds * act.A[h]
			dA[h] += ds * row[h]
		}
	}
	for h := range netHidden {
		if act.Acc[h] > 0 && act.Acc[h] < 1 {
			dAcc[h] = dA[h]
			g.B1[h] += dA[h]
		}
	}
	return dAcc
}

// Quantise returns the integer network of np, correcting base (whose
// weight file has the CRC baseCRC: 0 when it was not read from a file).
func (np *NetworkParams) Quantise(base *PatternWeights, baseCRC uint32) *NetworkWeights {
	n := &NetworkWeights{base: base, baseCRC: baseCRC, emb: hugeWords(netRows * netWords)}
	round := func(x float64, lim int32) int32 {
		return max(-lim, min(int32(math.Round(x)), lim))
	}
	// pattern rows take their canonical configuration's values
	for t := range numPatterns {
		off := featureOffsets[t]
		for i, c := range patternCanon[t] {
			n.setRow(off+i, np.Emb[(off+int(c))*netHidden:][:netHidden], round)
		}
	}
	for k := range numNetTerms {
		for v := range netTermSize[k] {
			r := netRowOffset[maxInstances+k] + v
			n.setRow(r, np.Emb[r*netHidden:][:netHidden], round)
		}
	}
	for h := range netHidden {
		n.b1[h] = round(float64(np.B1[h])*netAccScale, 1<<20)
	}
	for j := range netHidden2 {
		for h := range netHidden {
			n.w2[j][h] = round(float64(np.W2[j*netHidden+h])*netW2Scale, 2047)
		}
		n.b2[j] = round(float64(np.B2[j])*netAccScale*netW2Scale, 1<<26)
	}
	for ph := range numPhases {
		for j := range netHidden2 {
			n.w3[ph][j] = round(float64(np.W3[ph*netHidden2+j])*ScoreScale, 32767)
		}
		n.b3[ph] = round(float64(np.B3[ph])*ScoreScale, 32767)
	}
	n.prepare()
	return n
}

// setRow stores row r's values, biased, four lanes a word.
func (n *NetworkWeights) setRow(r int, vals []float32, round func(float64, int32) int32) {
	for h, x := range vals {
		q := round(float64(x)*netAccScale, netEmbMax)
		n.emb[r*netWords+h/4] |= uint64(q+netEmbBias) << (16 * (h % 4))
	}
}
