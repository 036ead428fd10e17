// The evaluations a search may use, chosen by name: the trained pattern
// evaluation (the default) and the classic hand-made one.

package strategy

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"othello/model"
	"othello/model/bounded"
)

// Evaluator scores a position for the side to move in hundredths of a disc
// (see ScoreScale), the exact result when the game is over. Implementations
// are read-only once built, so searches on several goroutines may share one.
type Evaluator interface {
	Evaluate(b model.Board) int
	Name() string
}

// Name says what the evaluation is, for the command line.
func (w *Weights) Name() string { return "classic" }

// Evaluate scores b with the classic evaluation.
func (w *Weights) Evaluate(b model.Board) int { return evaluate(w, b) }

// EvalKind names an evaluation.
type EvalKind int

// The evaluations: Trained is the default of every level; Classic is the
// hand-made one the game began with; Network is the trained one corrected
// by a small network (network.go).
const (
	Trained EvalKind = iota
	Classic
	Network
)

// String returns "trained", "classic" or "network".
func (k EvalKind) String() string {
	switch k {
	case Classic:
		return "classic"
	case Network:
		return "network"
	}
	return "trained"
}

// ParseEvalKind reads an evaluation name, ignoring case.
func ParseEvalKind(s string) (EvalKind, error) {
	switch strings.ToLower(s) {
	case "trained", "patterns":
		return Trained, nil
	case "classic", "handmade", "hand-made":
		return Classic, nil
	case "network", "nn":
		return Network, nil
	}
	return Trained, fmt.Errorf("unknown evaluation %q: want trained, classic or network", s)
}

// Evaluation returns the evaluation of the given kind. When the trained
// weights cannot be read it returns the classic evaluation and the reason,
// so that the game still plays.
func Evaluation(k EvalKind) (Evaluator, error) {
	if k == Classic {
		return DefaultWeights(), nil
	}
	if k == Network {
		nw, err := shippedNetwork()
		if err != nil {
			return defaultEvaluator(), fmt.Errorf("%v; using the trained evaluation", err)
		}
		return nw, nil
	}
	pw, err := trainedWeights()
	if err != nil {
		return DefaultWeights(), fmt.Errorf("%v; using the classic evaluation", err)
	}
	return pw, nil
}

// TrainedWeightsError reports why the embedded trained weights cannot be
// used (nil when they can), for front ends to tell the player once.
func TrainedWeightsError() error {
	_, err := trainedWeights()
	return err
}

// defaultEvaluator is the trained evaluation, or the classic one when the
// trained weights are unusable.
func defaultEvaluator() Evaluator {
	ev, _ := Evaluation(Trained)
	return ev
}

// ProbCutFileName is the name of the selective search's statistics beside
// a weight file (see LoadEvaluator).
const ProbCutFileName = "probcut.txt"

// LoadEvaluator reads an evaluation from a file: trained weights (the
// compressed weight file format) or a classic weight table (text). Trained
// weights search selectively when a ProbCutFileName beside the file was
// fitted to them.
func LoadEvaluator(path string) (Evaluator, error) {
	data, err := bounded.ReadFile(path, bounded.WeightFile)
	if err != nil {
		return nil, err
	}
	if IsNetworkFile(data) {
		base, err := trainedWeights()
		if err != nil {
			return nil, err
		}
		nw, err := ParseNetwork(data, base)
		if err != nil {
			return nil, err
		}
		useProbCutBeside(path, nw.fileCRC)
		return nw, nil
	}
	if len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b { // gzip
		pw, err := ParsePatternWeights(data)
		if err != nil {
			return nil, err
		}
		useProbCutBeside(path, pw.fileCRC)
		return pw, nil
	}
	return ParseWeights(bytes.NewReader(data))
}

// useProbCutBeside reads the selective search's statistics beside the
// weight file path, as othello train writes them, and uses them if they
// were fitted to the file of CRC crc: a file fitted to other weights, or
// none, leaves the search full width.
func useProbCutBeside(path string, crc uint32) {
	stats, err := bounded.ReadFile(filepath.Join(filepath.Dir(path), ProbCutFileName), bounded.StatsFile)
	if err != nil {
		return
	}
	if pc, err := ParseProbCut(bytes.NewReader(stats)); err == nil && pc.WeightsCRC == crc {
		UseProbCut(pc)
	}
}
