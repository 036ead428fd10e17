// Training the network evaluation (strategy/network.go): the labelled
// WTHOR positions of the run's work folder, each position's network rows
// and the pattern evaluation's score computed once, then epochs of
// stochastic gradient descent (Adam) in float32 on the pattern
// evaluation's error, checkpointed in the work folder so that a stopped
// run resumes, and the network quantised and written.

package train

import (
	"context"
	"os"
	"path/filepath"
	"time"

	"othello/model/bounded"
	"othello/strategy"
)

// NetConfig is how the network is trained, beside the run's Config (its
// work folder, WTHOR games, labels and hold-out).
type NetConfig struct {
	Out    string  // the network file written
	Epochs int     // passes over the training positions
	LR     float64 // Adam's step size, halved each epoch after the first two
	Batch  int     // positions between two steps of the dense layers
	Limit  int     // use at most this many training positions (0: all), drawn evenly
	Seed   uint64  // the initial weights and the order of the positions
	// CheckpointEvery is how many positions pass between two checkpoints
	CheckpointEvery int
}

// DefaultNetConfig returns the settings of the network's training.
func DefaultNetConfig() NetConfig {
	return NetConfig{Out: "network.gz", Epochs: 6, LR: 0.001, Batch: 256, Seed: 1, CheckpointEvery: 1_000_000}
}

// netData is positions ready for the network: each one's rows, phase,
// the pattern evaluation's score and the label, in discs.
type netData struct {
	rows  []int32 // slots per position
	phase []uint8
	lin   []float32
	label []float32
	discs []uint8
	exact []bool
	slots int
}

func (d *netData) len() int { return len(d.label) }

// newNetData computes the network's inputs for samples (game ends left
// out), every step-th of them.
func newNetData(base *strategy.PatternWeights, samples []Sample, step int) *netData {
	slots, _, _, _, _ := strategy.NetworkShape()
	d := &netData{slots: slots}
	feats := make([]uint16, slots)
	for i := 0; i < len(samples); i += max(step, 1) {
		b := samples[i].Board
		if b.GameOver() {
			continue
		}
		lin := base.Evaluate(b)
		ph := strategy.NetworkFeatures(b, lin, feats)
		for s, v := range feats {
			d.rows = append(d.rows, int32(strategy.NetworkRow(s, v)))
		}
		d.phase = append(d.phase, uint8(ph))
		d.lin = append(d.lin, float32(lin)/strategy.ScoreScale)
		d.label = append(d.label, float32(samples[i].Label))
		d.discs = append(d.discs, uint8(64-b.Empties()))
		d.exact = append(d.exact, samples[i].Exact)
	}
	return d
}

// netTrainer holds a run's weights, optimiser state and data.
type netTrainer struct {
	cfg       Config
	nc        NetConfig
	np        *strategy.NetworkParams
	emb       adam
	dense     adam
	ck        *netCheckpoint
	data      *netData
	test      *netData
	epochDone func() error // called after each epoch's checkpoint (nil: nothing)
	// stopAt stops the training as an interrupt would, when the epoch
	// reaches that position (for the tests; -1: never)
	stopAt int
}

// RunNetwork trains the network on the run's labelled WTHOR positions
// (labelling what the work folder and the label store lack) and its
// self-play positions (cfg.SelfPlayGames, playing the chunks the work
// folder lacks), resuming from
// the checkpoint in the work folder, writes it to nc.Out, prints its error
// beside the pattern evaluation's on the held-out games, and fits the
// selective search's statistics to it (cfg.ProbCutOut).
func RunNetwork(ctx context.Context, cfg Config, nc NetConfig) error {
	start := time.Now()
	base, baseFile, err := startRun(cfg)
	if err != nil {
		return err
	}
	trainSet, testSet, err := wthorStage(ctx, cfg, base)
	if err != nil {
		return err
	}
	// the self-play's positions, labelled by the players' deeper search
	// and exactly near the end, train the network beside the WTHOR games'
	// (the positions a search meets, not only those masters reach); the
	// selective search statistics stay fitted on the WTHOR positions, as
	// Run's
	self, err := selfPlayStage(ctx, cfg, base, baseFile)
	if err != nil {
		return err
	}
	wthorTrain := trainSet
	trainSet = append(trainSet[:len(trainSet):len(trainSet)], self...)
	step := 1
	if nc.Limit > 0 && len(trainSet) > nc.Limit {
		step = (len(trainSet) + nc.Limit - 1) / nc.Limit
	}
	t := &netTrainer{cfg: cfg, nc: nc, stopAt: -1}
	t.data = newNetData(base, trainSet, step)
	t.test = newNetData(base, testSet, 1)
	cfg.logf("network: %d training positions (%d self-play positions among the %d before any --network-limit), %d held out, inputs ready in %s",
		t.data.len(), len(self), len(trainSet), t.test.len(), since(start))
	baseCRC := strategy.TrainedWeightsCRC(baseFile)
	if err := t.resume(baseCRC); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(nc.Out), 0o755); err != nil {
		return err
	}
	// each epoch's network is written as it ends, to be tried meanwhile
	t.epochDone = func() error {
		_, _, err := t.write(base, baseCRC, start)
		return err
	}
	if err := t.train(ctx); err != nil {
		return err
	}
	nw, file, err := t.write(base, baseCRC, start)
	if err != nil {
		return err
	}
	t.report(nw, testSet)
	if cfg.ProbCutOut == "" {
		return nil
	}
	_, err = probCutStage(ctx, cfg, nw, file, wthorTrain)
	return err
}

// write quantises the network, writes it to the run's output and reads
// it back.
func (t *netTrainer) write(base *strategy.PatternWeights, baseCRC uint32, start time.Time) (*strategy.NetworkWeights, []byte, error) {
	nw := t.np.Quantise(base, baseCRC)
	if err := writeAtomic(t.nc.Out, nw.WriteTo); err != nil {
		return nil, nil, err
	}
	file, err := bounded.ReadFile(t.nc.Out, bounded.WeightFile)
	if err != nil {
		return nil, nil, err
	}
	if nw, err = strategy.ParseNetwork(file, base); err != nil {
		return nil, nil, err
	}
	t.cfg.logf("network: wrote %s (%d bytes, CRC %08x), %s", t.nc.Out, len(file), strategy.TrainedWeightsCRC(file), since(start))
	return nw, file, nil
}

// report prints the mean absolute error of the pattern evaluation and of
// the network (quantised, as it plays) on the held-out positions, by discs
// on the board.
func (t *netTrainer) report(nw *strategy.NetworkWeights, test []Sample) {
	errorTable(t.cfg, test, []string{"trained", "network"}, nw.Base().Evaluate, nw.Evaluate)
}
