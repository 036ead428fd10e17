// The evaluation's weight table: parsing it from text and spreading it over
// the 61 phases of a game.

package strategy

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"othello/resources"

	"othello/model/bounded"
)

// The features of the evaluation, in the order of a weight vector.
const (
	fCorner = iota
	fCOpen
	fCTaken
	fASq
	fBSq
	fXOpen
	fXTaken
	fC2
	fD2
	fC3
	fD3
	fCenter
	fMobility
	fFrontier
	fStability
	fParity
	fPass
	fMaterial
	numFeatures
)

var featureNames = [numFeatures]string{
	"corner", "c_open", "c_taken", "a_sq", "b_sq", "x_open", "x_taken",
	"c2", "d2", "c3", "d3", "center",
	"mobility", "frontier", "stability", "parity", "pass", "material",
}

// Weights is a parsed weight table: for every number of moves played (0 to
// 60) the weight of each feature, in hundredths of a disc per unit.
type Weights struct {
	byPhase [61][numFeatures]int32
}

// ParseWeights reads a weight table: a "phase" row of anchors (moves played,
// increasing, from 0 to 60) and one row per feature with a weight for each
// anchor. Lines starting with '#' and blank lines are ignored. Every feature
// must be present exactly once.
func ParseWeights(r io.Reader) (*Weights, error) {
	var anchors []int
	rows := map[string][]int{}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		fields := strings.Fields(text)
		name := fields[0]
		vals := make([]int, 0, len(fields)-1)
		for _, f := range fields[1:] {
			v, err := strconv.Atoi(f)
			if err != nil {
				return nil, fmt.Errorf("weights line %d: %q is not a whole number", line, f)
			}
			vals = append(vals, v)
		}
		if name == "phase" {
			if anchors != nil {
				return nil, fmt.Errorf("weights line %d: second phase row", line)
			}
			if len(vals) < 2 || vals[0] != 0 || vals[len(vals)-1] != 60 {
				return nil, fmt.Errorf("weights line %d: phase anchors must run from 0 to 60", line)
			}
			for i := 1; i < len(vals); i++ {
				if vals[i] <= vals[i-1] {
					return nil, fmt.Errorf("weights line %d: phase anchors must increase", line)
				}
			}
			anchors = vals
			continue
		}
		if featureIndex(name) < 0 {
			return nil, fmt.Errorf("weights line %d: unknown feature %q", line, name)
		}
		if _, dup := rows[name]; dup {
			return nil, fmt.Errorf("weights line %d: feature %q given twice", line, name)
		}
		rows[name] = vals
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("weights: %v", err)
	}
	if anchors == nil {
		return nil, fmt.Errorf("weights: no phase row")
	}
	w := &Weights{}
	for f, name := range featureNames {
		vals, ok := rows[name]
		if !ok {
			return nil, fmt.Errorf("weights: feature %q missing", name)
		}
		if len(vals) != len(anchors) {
			return nil, fmt.Errorf("weights: feature %q has %d values for %d phase anchors", name, len(vals), len(anchors))
		}
		for m := 0; m <= 60; m++ {
			k := 1
			for anchors[k] < m {
				k++
			}
			lo, hi := anchors[k-1], anchors[k]
			// Linear interpolation, rounded to nearest.
			num := vals[k-1]*(hi-m) + vals[k]*(m-lo)
			den := hi - lo
			v := num / den
			if r := num % den; 2*r >= den {
				v++
			} else if -2*r >= den {
				v--
			}
			w.byPhase[m][f] = int32(v)
		}
	}
	return w, nil
}

func featureIndex(name string) int {
	for i, n := range featureNames {
		if n == name {
			return i
		}
	}
	return -1
}

// LoadWeights reads a weight table from a file.
func LoadWeights(path string) (*Weights, error) {
	data, err := bounded.ReadFile(path, bounded.WeightFile)
	if err != nil {
		return nil, err
	}
	return ParseWeights(bytes.NewReader(data))
}

var defaultWeights = sync.OnceValue(func() *Weights {
	w, err := ParseWeights(bytes.NewReader(resources.Weights()))
	if err != nil {
		panic("strategy: the embedded weight table is broken: " + err.Error())
	}
	return w
})

// DefaultWeights returns the weight table embedded in package resources.
func DefaultWeights() *Weights { return defaultWeights() }
