// Multi-ProbCut: selective search. A shallow search predicts a deep one
// well (deep ≈ a·shallow + b, with an error of standard deviation sigma),
// so at a null-window node the search first asks a cheap shallow question;
// when its answer lies far enough outside the window, the node is cut
// without the deep search. How far is the selectivity: t standard
// deviations, from the confidence asked (95% is about 2 sigma). The
// statistics are fitted to the trained evaluation by othello train and
// shipped beside its weights.

package strategy

import (
	"bufio"
	"bytes"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"

	"othello/model"
	"othello/resources"
)

const (
	// ProbCutMinDepth is the shallowest search that is cut selectively.
	ProbCutMinDepth = 3
	// ProbCutMaxDepth is the deepest search with statistics of its own;
	// deeper ones use a model of the error fitted to all of them.
	ProbCutMaxDepth = 10
	// probCutPhases groups positions by tens of empties.
	probCutPhases = 7
)

// ProbCutShallow is the depth of the shallow search that predicts a search
// of depth d: about half as deep, with the same parity, since odd and even
// depths see the board from different sides.
func ProbCutShallow(d int) int { return 2*(d/4) + d&1 }

func probCutPhase(empties int) int { return min(empties/10, probCutPhases-1) }

// ProbCutFit is the fitted relation for one phase and depth.
type ProbCutFit struct {
	A, B  float64 // deep ≈ A·shallow + B, in hundredths of a disc
	Sigma float64 // the standard deviation of the error
	N     int     // positions fitted (0: none, the model is used)
}

// ProbCut holds the statistics of one evaluation.
type ProbCut struct {
	WeightsCRC uint32 // CRC-32 of the weight file they were fitted with
	Fits       [probCutPhases][ProbCutMaxDepth + 1]ProbCutFit
	// Sigma ≈ Model[0] + Model[1]·empties + Model[2]·depth, for depths
	// and phases without a fit of their own
	Model [3]float64
	// End[n] predicts the exact final score (in hundredths) of a position
	// with n empties from the midgame search of depth EndShallow(n), for
	// the solver's selective stages
	End [61]ProbCutFit
}

// EndShallow is the depth of the midgame search that predicts the exact
// score of a position with n empties.
func EndShallow(n int) int {
	switch {
	case n < 16:
		return 2
	case n < 24:
		return 4
	}
	return 6
}

// AtEnd returns the relation for the exact score with n empties: its own
// fit, or the nearest one (solving to fit more empties costs hours), or
// with none at all a sigma of 8 discs.
func (pc *ProbCut) AtEnd(n int) ProbCutFit {
	n = max(0, min(n, 60))
	for d := 0; d <= 60; d++ {
		for _, m := range [2]int{n + d, n - d} {
			if m >= 0 && m <= 60 && pc.End[m].N >= probCutMinFit {
				return pc.End[m]
			}
		}
	}
	return ProbCutFit{A: 1, Sigma: 800}
}

// ProbCutEndSample is a position's exact score (discs) and its midgame
// search to EndShallow(Empties) (hundredths).
type ProbCutEndSample struct {
	Empties, Exact, Shallow int
}

// FitProbCutEnd fits the endgame relations into pc.
func (pc *ProbCut) FitProbCutEnd(samples []ProbCutEndSample) {
	var by [61][][2]float64
	for _, s := range samples {
		if s.Empties >= 0 && s.Empties <= 60 {
			by[s.Empties] = append(by[s.Empties], [2]float64{float64(s.Shallow), float64(s.Exact * ScoreScale)})
		}
	}
	for n, ps := range by {
		if len(ps) >= 3 {
			pc.End[n] = fitLine(ps)
		}
	}
}

// fitLine fits y ≈ a·x + b by least squares, with the residual's standard
// deviation.
func fitLine(ps [][2]float64) ProbCutFit {
	n := float64(len(ps))
	var sx, sy, sxx, sxy float64
	for _, p := range ps {
		sx, sy, sxx, sxy = sx+p[0], sy+p[1], sxx+p[0]*p[0], sxy+p[0]*p[1]
	}
	a := 1.0
	if d := n*sxx - sx*sx; d > 1e-9 {
		a = (n*sxy - sx*sy) / d
	}
	b := (sy - a*sx) / n
	var ss float64
	for _, p := range ps {
		r := p[1] - (a*p[0] + b)
		ss += r * r
	}
	return ProbCutFit{A: a, B: b, Sigma: math.Sqrt(ss / n), N: len(ps)}
}

// probCutMinFit is the fewest positions a fit needs to be used.
const probCutMinFit = 30

// At returns the relation for a search of depth d at a position with the
// given empties.
func (pc *ProbCut) At(empties, d int) ProbCutFit {
	ph := probCutPhase(empties)
	if d <= ProbCutMaxDepth {
		if f := pc.Fits[ph][d]; f.N >= probCutMinFit {
			return f
		}
	}
	s := pc.Model[0] + pc.Model[1]*float64(empties) + pc.Model[2]*float64(d)
	return ProbCutFit{A: 1, B: 0, Sigma: max(s, 50)}
}

// ProbCutSample is a position's score at each depth, 0 (the evaluation)
// to len-1, in hundredths of a disc.
type ProbCutSample struct {
	Empties int
	Scores  []int
}

// FitProbCut fits the statistics from samples, by least squares.
func FitProbCut(samples []ProbCutSample, weightsCRC uint32) *ProbCut {
	pc := &ProbCut{WeightsCRC: weightsCRC}
	var pairs [probCutPhases][ProbCutMaxDepth + 1][][2]float64
	for _, s := range samples {
		ph := probCutPhase(s.Empties)
		for d := ProbCutMinDepth; d <= ProbCutMaxDepth && d < len(s.Scores); d++ {
			pairs[ph][d] = append(pairs[ph][d], [2]float64{float64(s.Scores[ProbCutShallow(d)]), float64(s.Scores[d])})
		}
	}
	// sigma's model: weighted least squares on the fits' sigmas
	var xtx [3][3]float64
	var xty [3]float64
	for ph := range pairs {
		for d, ps := range pairs[ph] {
			n := float64(len(ps))
			if len(ps) < 3 {
				continue
			}
			f := fitLine(ps)
			pc.Fits[ph][d] = f
			if len(ps) < probCutMinFit {
				continue // kept for the record, too few to use
			}
			emp := float64(ph*10 + 5)
			x := [3]float64{1, emp, float64(d)}
			for i := range 3 {
				for j := range 3 {
					xtx[i][j] += n * x[i] * x[j]
				}
				xty[i] += n * x[i] * f.Sigma
			}
		}
	}
	pc.Model = solve3x3(xtx, xty)
	return pc
}

// solve3x3 solves the normal equations of sigma's model (zero when they
// are singular: too few fits).
func solve3x3(a [3][3]float64, y [3]float64) [3]float64 {
	det := func(m [3][3]float64) float64 {
		return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) - m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) + m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
	}
	d := det(a)
	var out [3]float64
	if math.Abs(d) < 1e-9 {
		return out
	}
	for k := range 3 {
		m := a
		for i := range 3 {
			m[i][k] = y[i]
		}
		out[k] = det(m) / d
	}
	return out
}

// WriteTo writes the statistics as text, one fit a line.
func (pc *ProbCut) WriteTo(w io.Writer) (int64, error) {
	var b bytes.Buffer
	b.WriteString("# Multi-ProbCut statistics of the trained evaluation, written by othello train:\n")
	b.WriteString("# a search of depth d at a position with E empties scores about a*s+b, where s is\n")
	b.WriteString("# the search of depth shallow(d), with an error of standard deviation sigma\n")
	b.WriteString("# (hundredths of a disc), fitted on n positions.\n")
	fmt.Fprintf(&b, "weights %08x\n", pc.WeightsCRC)
	fmt.Fprintf(&b, "model %.4f %.4f %.4f\n", pc.Model[0], pc.Model[1], pc.Model[2])
	b.WriteString("# midgame: empties depth shallow a b sigma n\n")
	for ph := range pc.Fits {
		for d, f := range pc.Fits[ph] {
			if f.N > 0 {
				fmt.Fprintf(&b, "fit %d-%d %d %d %.4f %.2f %.2f %d\n", ph*10, ph*10+9, d, ProbCutShallow(d), f.A, f.B, f.Sigma, f.N)
			}
		}
	}
	b.WriteString("# exact score from the midgame search: empties shallow a b sigma n\n")
	for e, f := range pc.End {
		if f.N > 0 {
			fmt.Fprintf(&b, "end %d %d %.4f %.2f %.2f %d\n", e, EndShallow(e), f.A, f.B, f.Sigma, f.N)
		}
	}
	n, err := w.Write(b.Bytes())
	return int64(n), err
}

// ParseProbCut reads statistics written by WriteTo.
func ParseProbCut(r io.Reader) (*ProbCut, error) {
	pc := &ProbCut{}
	sc := bufio.NewScanner(r)
	seenWeights, seenModel := false, false
	for line := 1; sc.Scan(); line++ {
		f := strings.Fields(sc.Text())
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		bad := func(why string) error { return fmt.Errorf("probcut statistics, line %d: %s", line, why) }
		switch f[0] {
		case "weights":
			v, err := strconv.ParseUint(strings.Join(f[1:], ""), 16, 32)
			if err != nil || len(f) != 2 {
				return nil, bad("want weights CRC32 in hex")
			}
			pc.WeightsCRC, seenWeights = uint32(v), true
		case "model":
			if len(f) != 4 {
				return nil, bad("want model c0 c1 c2")
			}
			for i := range 3 {
				v, err := strconv.ParseFloat(f[i+1], 64)
				if err != nil {
					return nil, bad(err.Error())
				}
				pc.Model[i] = v
			}
			seenModel = true
		case "end":
			if len(f) != 7 {
				return nil, bad("want end empties shallow a b sigma n")
			}
			e, err1 := strconv.Atoi(f[1])
			a, err2 := strconv.ParseFloat(f[3], 64)
			b, err3 := strconv.ParseFloat(f[4], 64)
			s, err4 := strconv.ParseFloat(f[5], 64)
			n, err5 := strconv.Atoi(f[6])
			switch {
			case err1 != nil || err2 != nil || err3 != nil || err4 != nil || err5 != nil:
				return nil, bad("a field is not a number")
			case e < 0 || e > 60:
				return nil, bad(fmt.Sprintf("empties %d out of range", e))
			case a <= 0 || s <= 0 || n < 0:
				return nil, bad("a and sigma must be positive")
			}
			pc.End[e] = ProbCutFit{A: a, B: b, Sigma: s, N: n}
		case "fit":
			if len(f) != 8 {
				return nil, bad("want fit E0-E1 depth shallow a b sigma n")
			}
			lo, _, ok := strings.Cut(f[1], "-")
			e, err1 := strconv.Atoi(lo)
			d, err2 := strconv.Atoi(f[2])
			a, err3 := strconv.ParseFloat(f[4], 64)
			b, err4 := strconv.ParseFloat(f[5], 64)
			s, err5 := strconv.ParseFloat(f[6], 64)
			n, err6 := strconv.Atoi(f[7])
			switch {
			case !ok || err1 != nil || err2 != nil || err3 != nil || err4 != nil || err5 != nil || err6 != nil:
				return nil, bad("a field is not a number")
			case e < 0 || e > 60 || d < ProbCutMinDepth || d > ProbCutMaxDepth:
				return nil, bad(fmt.Sprintf("empties %d or depth %d out of range", e, d))
			case a <= 0 || s <= 0 || n < 0:
				return nil, bad("a and sigma must be positive")
			}
			pc.Fits[probCutPhase(e)][d] = ProbCutFit{A: a, B: b, Sigma: s, N: n}
		default:
			return nil, bad(fmt.Sprintf("unknown record %q", f[0]))
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if !seenWeights || !seenModel {
		return nil, fmt.Errorf("probcut statistics: no weights or model line")
	}
	return pc, nil
}

// TrainedWeightsCRC is the checksum the ProbCut statistics name their
// weights by: CRC-32 of the weight file.
func TrainedWeightsCRC(file []byte) uint32 { return crc32.ChecksumIEEE(file) }

// shippedProbCut is the statistics embedded beside the trained weights,
// nil when they are unusable or were fitted to other weights.
var shippedProbCut = sync.OnceValue(func() *ProbCut {
	pc, err := ParseProbCut(bytes.NewReader(resources.ProbCut()))
	if err != nil || pc.WeightsCRC != TrainedWeightsCRC(resources.TrainedWeights()) {
		return nil
	}
	return pc
})

// otherProbCut holds statistics fitted to weights other than the shipped
// ones, by the CRC of their weight file (see UseProbCut).
var otherProbCut sync.Map

// UseProbCut makes the selective search use pc with the weights it was
// fitted to (those whose file has the CRC pc names), for weights read from
// a file other than the shipped one.
func UseProbCut(pc *ProbCut) { otherProbCut.Store(pc.WeightsCRC, pc) }

// probCutFor returns the statistics that fit ev (nil: none, so the search
// stays full width): the shipped ones for the shipped weights, however
// read, else those given to UseProbCut for its file.
func probCutFor(ev Evaluator) *ProbCut {
	crc := weightsFileCRC(ev)
	if crc == 0 {
		return nil
	}
	if pc := shippedProbCut(); pc != nil && pc.WeightsCRC == crc {
		return pc
	}
	if pc, ok := otherProbCut.Load(crc); ok {
		return pc.(*ProbCut)
	}
	return nil
}

// selectivity is how a search cuts: the statistics and the margin in
// standard deviations.
type selectivity struct {
	pc *ProbCut
	t  float64
}

// newSelectivity returns the cuts of a confidence in percent (0 or 100 and
// more: none), nil when ev has no statistics.
func newSelectivity(ev Evaluator, confidence int) *selectivity {
	if confidence <= 0 || confidence >= 100 {
		return nil
	}
	pc := probCutFor(ev)
	if pc == nil {
		return nil
	}
	// a two-sided interval: confidence% of errors lie within t sigmas
	return &selectivity{pc: pc, t: math.Sqrt2 * math.Erfinv(float64(confidence)/100)}
}

// endProbCut tries to settle a null-window node of the solver with n
// empties in a selective stage: it reports the bound when the midgame
// search's prediction of the exact score lies t sigmas beyond the window.
func (e *engine) endProbCut(b model.Board, n, alpha, beta int) (int, bool) {
	f := e.endCut.pc.AtEnd(n)
	margin := e.endCut.t * f.Sigma
	shallow := EndShallow(n)
	if up := int(math.Ceil((float64(beta*ScoreScale) + margin - f.B) / f.A)); up < scoreInf {
		if v := e.search(b, nil, shallow, up-1, up); v >= up && !e.aborted {
			return beta, true
		}
	}
	if lo := int(math.Floor((float64(alpha*ScoreScale) - margin - f.B) / f.A)); lo > -scoreInf {
		if v := e.search(b, nil, shallow, lo, lo+1); v <= lo && !e.aborted {
			return alpha, true
		}
	}
	return 0, false
}

// probCut tries to settle a null-window node of the midgame search by a
// shallow search: it reports the bound when the prediction lies t sigmas
// beyond beta or below alpha.
func (e *engine) probCut(b model.Board, st *patState, depth, alpha, beta int) (int, bool) {
	f := e.sel.pc.At(b.Empties(), depth)
	margin := e.sel.t * f.Sigma
	shallow := ProbCutShallow(depth)
	// deep >= beta is likely once a·s + b - margin >= beta
	if up := int(math.Ceil((float64(beta) + margin - f.B) / f.A)); up < scoreInf {
		if v := e.search(b, st, shallow, up-1, up); v >= up && !e.aborted {
			return beta, true
		}
	}
	if lo := int(math.Floor((float64(alpha) - margin - f.B) / f.A)); lo > -scoreInf {
		if v := e.search(b, st, shallow, lo, lo+1); v <= lo && !e.aborted {
			return alpha, true
		}
	}
	return 0, false
}
