// The geometric evaluation's weights: one row of feature weights per phase
// and board size, fitted by othello train --size N and shipped as a text
// file, with the hand-set weights of the first geometric evaluation for a
// size the file does not hold.

package strategy

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"

	"othello/model"
	"othello/resources"
)

// SizedWeights are one board size's weights, in hundredths of a disc per
// unit of each feature, one row per phase (SizedPhase).
type SizedWeights struct {
	Size int
	W    [SizedPhases]SizedFeatures
}

// Score is the dot product of f with the weights of phase: a position's
// value, in hundredths of a disc for the side to move, unless its board is
// full.
func (w *SizedWeights) Score(f SizedFeatures, phase int) int {
	row := &w.W[phase]
	s := 0
	for i, v := range f {
		s += v * row[i]
	}
	return s
}

// HandSizedWeights are the weights the geometric evaluation had before any
// fit, in the features' terms: a corner is worth much, the squares that give
// a corner away cost, edges and mobility gain a little, and discs count more
// as the board fills.
func HandSizedWeights(n int) *SizedWeights {
	cells := n * n
	w := &SizedWeights{Size: n}
	for p := range w.W {
		// the phase's middle number of empties
		empties := 1 + (2*p+1)*max(cells-4, 1)/(2*SizedPhases)
		w.W[p] = SizedFeatures{SizedCorners: 250, SizedXSquares: -120, SizedCSquares: -50, SizedEdges: 20, SizedMobility: 40,
			SizedDiscs: 60 * (cells - empties) / cells}
	}
	return w
}

// SizedWeightsFileName is the shipped file's name in resources.
const SizedWeightsFileName = "sized-eval.txt"

// ParseSizedWeights reads a weights file: lines "N P w1 ... w8", the board
// size, the phase and the weights of the features in their order, every
// phase of a size given once; '#' starts a comment line.
func ParseSizedWeights(r io.Reader) (map[int]*SizedWeights, error) {
	out := map[int]*SizedWeights{}
	seen := map[[2]int]bool{}
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(text)
		if len(fields) != 2+SizedFeatureCount {
			return nil, fmt.Errorf("line %d: %d numbers, want %d (size, phase and %d weights)", line, len(fields), 2+SizedFeatureCount, SizedFeatureCount)
		}
		var v [2 + SizedFeatureCount]int
		for i, f := range fields {
			n, err := strconv.Atoi(f)
			if err != nil || n < -1_000_000 || n > 1_000_000 {
				return nil, fmt.Errorf("line %d: %q is not a weight (a whole number of at most a million)", line, f)
			}
			v[i] = n
		}
		size, phase := v[0], v[1]
		if !slices.Contains(model.Sizes, size) {
			return nil, fmt.Errorf("line %d: board size %d: want one of %v", line, size, model.Sizes)
		}
		if phase < 0 || phase >= SizedPhases {
			return nil, fmt.Errorf("line %d: phase %d: want 0 to %d", line, phase, SizedPhases-1)
		}
		if seen[[2]int{size, phase}] {
			return nil, fmt.Errorf("line %d: phase %d of size %d given twice", line, phase, size)
		}
		seen[[2]int{size, phase}] = true
		w := out[size]
		if w == nil {
			w = &SizedWeights{Size: size}
			out[size] = w
		}
		copy(w.W[phase][:], v[2:])
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for size := range out {
		for p := range SizedPhases {
			if !seen[[2]int{size, p}] {
				return nil, fmt.Errorf("size %d has no phase %d", size, p)
			}
		}
	}
	return out, nil
}

// FormatSizedWeights writes ws, sizes in increasing order, with header's
// lines as comments above them.
func FormatSizedWeights(w io.Writer, header string, ws map[int]*SizedWeights) error {
	var b bytes.Buffer
	for _, line := range strings.Split(strings.TrimRight(header, "\n"), "\n") {
		fmt.Fprintf(&b, "# %s\n", line)
	}
	b.WriteString("# size phase corners x-squares c-squares edges mobility frontier discs bias\n")
	sizes := make([]int, 0, len(ws))
	for n := range ws {
		sizes = append(sizes, n)
	}
	slices.Sort(sizes)
	for _, n := range sizes {
		for p, row := range ws[n].W {
			fmt.Fprintf(&b, "%d %d", n, p)
			for _, v := range row {
				fmt.Fprintf(&b, " %d", v)
			}
			b.WriteByte('\n')
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// shippedSizedWeights are the shipped file's weights; an unreadable file
// (which the tests rule out) leaves every size to its hand-set weights.
var shippedSizedWeights = sync.OnceValue(func() map[int]*SizedWeights {
	ws, err := ParseSizedWeights(bytes.NewReader(resources.SizedWeights()))
	if err != nil {
		return map[int]*SizedWeights{}
	}
	return ws
})

// ShippedSizedWeights returns the shipped weights of board size n, or the
// hand-set ones where the shipped file has none for n.
func ShippedSizedWeights(n int) *SizedWeights {
	if w, ok := shippedSizedWeights()[n]; ok {
		return w
	}
	return HandSizedWeights(n)
}

// sizedEvals keeps one evaluation (square classes, shipped weights) per
// board size, shared by every search of that size (it is never changed
// once made), EvaluateSized and SizedFeaturesOf.
var sizedEvals sync.Map // *model.Geometry -> *sizedEval

func sizedEvalOf(g *model.Geometry) *sizedEval {
	if e, ok := sizedEvals.Load(g); ok {
		return e.(*sizedEval)
	}
	e, _ := sizedEvals.LoadOrStore(g, newSizedEval(g))
	return e.(*sizedEval)
}
