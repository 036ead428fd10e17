// The Multi-ProbCut statistics' text file, written and read; the shipped
// statistics, those given for other weights, and which of them a search
// uses.

package strategy

import (
	"bufio"
	"bytes"
	"fmt"
	"hash/crc32"
	"io"
	"strconv"
	"strings"
	"sync"

	"othello/resources"
)

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
			e, err := strconv.Atoi(f[1])
			fit, ok := parseFitFields(f[3:])
			switch {
			case err != nil || !ok:
				return nil, bad("a field is not a number")
			case e < 0 || e > 60:
				return nil, bad(fmt.Sprintf("empties %d out of range", e))
			case fit.A <= 0 || fit.Sigma <= 0 || fit.N < 0:
				return nil, bad("a and sigma must be positive")
			}
			pc.End[e] = fit
		case "fit":
			if len(f) != 8 {
				return nil, bad("want fit E0-E1 depth shallow a b sigma n")
			}
			lo, _, ok := strings.Cut(f[1], "-")
			e, err1 := strconv.Atoi(lo)
			d, err2 := strconv.Atoi(f[2])
			fit, numbers := parseFitFields(f[4:])
			switch {
			case !ok || err1 != nil || err2 != nil || !numbers:
				return nil, bad("a field is not a number")
			case e < 0 || e > 60 || d < ProbCutMinDepth || d > ProbCutMaxDepth:
				return nil, bad(fmt.Sprintf("empties %d or depth %d out of range", e, d))
			case fit.A <= 0 || fit.Sigma <= 0 || fit.N < 0:
				return nil, bad("a and sigma must be positive")
			}
			pc.Fits[probCutPhase(e)][d] = fit
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

// parseFitFields reads the fields a fit's line ends with, "a b sigma n";
// ok says all four are numbers.
func parseFitFields(f []string) (fit ProbCutFit, ok bool) {
	a, err1 := strconv.ParseFloat(f[0], 64)
	b, err2 := strconv.ParseFloat(f[1], 64)
	s, err3 := strconv.ParseFloat(f[2], 64)
	n, err4 := strconv.Atoi(f[3])
	return ProbCutFit{A: a, B: b, Sigma: s, N: n}, err1 == nil && err2 == nil && err3 == nil && err4 == nil
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
