// Training the network evaluation (strategy/network.go): the labelled
// WTHOR positions of the run's work folder, each position's network rows
// and the pattern evaluation's score computed once, then epochs of
// stochastic gradient descent (Adam) in float32 on the pattern
// evaluation's error, checkpointed in the work folder so that a stopped
// run resumes, and the network quantised and written.

package train

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
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

// adam is Adam's state for one block of weights.
type adam struct {
	m, v  []float32
	limit float32 // the weights' largest magnitude
}

func newAdam(n int, limit float32) adam {
	return adam{m: make([]float32, n), v: make([]float32, n), limit: limit}
}

const (
	adamB1  = 0.9
	adamB2  = 0.999
	adamEps = 1e-8
)

// step moves the weights w, whose state starts at off, against the
// gradient g (scaled by scale), with step size lr; corr is the bias
// correction of the step count.
func (a *adam) step(w, g []float32, off int, scale, lr, corr float32) {
	m, v := a.m[off:][:len(w)], a.v[off:][:len(w)]
	for i, gi := range g[:len(w)] {
		gi *= scale
		m[i] = adamB1*m[i] + (1-adamB1)*gi
		v[i] = adamB2*v[i] + (1-adamB2)*gi*gi
		w[i] -= lr * corr * m[i] / (float32(math.Sqrt(float64(v[i]))) + adamEps)
		w[i] = max(-a.limit, min(w[i], a.limit))
	}
}

// netCheckpoint is a training run's whole state between two positions.
type netCheckpoint struct {
	Params                 strategy.NetworkParams
	EmbM, EmbV             []float32
	DenseM, DenseV         []float32
	Epoch, Next, Steps     int
	BaseCRC                uint32
	Positions              int
	BestLoss               float64
	BestEpoch              int
	Version                int
	DenseSizes             []int
	TrainedSeconds         float64
	LastHeldOut, LastTrain float64
}

const netCheckpointVersion = 1

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

// denseBlocks lists the dense layers' weights, in the order their
// optimiser state is kept.
func denseBlocks(np *strategy.NetworkParams) [][]float32 {
	return [][]float32{np.B1, np.W2, np.B2, np.W3, np.B3}
}

func gradBlocks(g *strategy.NetworkGrads) [][]float32 {
	return [][]float32{g.B1[:], g.W2[:], g.B2[:], g.W3[:], g.B3[:]}
}

// RunNetwork trains the network on the run's labelled WTHOR positions
// (labelling what the work folder and the label store lack), resuming from
// the checkpoint in the work folder, writes it to nc.Out, prints its error
// beside the pattern evaluation's on the held-out games, and fits the
// selective search's statistics to it (cfg.ProbCutOut).
func RunNetwork(ctx context.Context, cfg Config, nc NetConfig) error {
	if cfg.WthorDir == "" {
		return errNoWthor
	}
	if err := os.MkdirAll(cfg.WorkDir, 0o755); err != nil {
		return err
	}
	start := time.Now()
	base, baseFile, err := baseWeights(cfg)
	if err != nil {
		return err
	}
	trainSet, testSet, err := wthorStage(ctx, cfg, base)
	if err != nil {
		return err
	}
	step := 1
	if nc.Limit > 0 && len(trainSet) > nc.Limit {
		step = (len(trainSet) + nc.Limit - 1) / nc.Limit
	}
	t := &netTrainer{cfg: cfg, nc: nc, stopAt: -1}
	t.data = newNetData(base, trainSet, step)
	t.test = newNetData(base, testSet, 1)
	cfg.logf("network: %d training positions, %d held out, inputs ready in %s", t.data.len(), t.test.len(), since(start))
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
	_, err = probCutStage(ctx, cfg, nw, file, trainSet)
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

// checkpointPath is the run's checkpoint in the work folder.
func (t *netTrainer) checkpointPath() string {
	return filepath.Join(t.cfg.WorkDir, fmt.Sprintf("network-seed%d.checkpoint", t.nc.Seed))
}

// resume reads the checkpoint, or starts afresh when there is none or it
// belongs to other pattern weights or another amount of data.
func (t *netTrainer) resume(baseCRC uint32) error {
	data, err := os.ReadFile(t.checkpointPath())
	if err == nil {
		var ck netCheckpoint
		if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&ck); err != nil {
			return fmt.Errorf("%s: damaged checkpoint (%v): remove it to start afresh", t.checkpointPath(), err)
		}
		switch {
		case ck.Version != netCheckpointVersion || ck.BaseCRC != baseCRC || ck.Positions != t.data.len():
			t.cfg.logf("network: the checkpoint %s is of another run (weights %08x, %d positions): starting afresh", t.checkpointPath(), ck.BaseCRC, ck.Positions)
		default:
			t.ck = &ck
			t.np = &ck.Params
			t.emb = adam{m: ck.EmbM, v: ck.EmbV, limit: strategy.NetworkEmbLimit}
			t.dense = adam{m: ck.DenseM, v: ck.DenseV, limit: math.MaxFloat32}
			t.cfg.logf("network: resuming at epoch %d, position %d", ck.Epoch+1, ck.Next)
			return nil
		}
	}
	rng := rand.New(rand.NewPCG(t.nc.Seed, 0x6e6574))
	t.np = strategy.NewNetworkParams(func() float64 { return rng.Float64()*2 - 1 })
	n := 0
	for _, b := range denseBlocks(t.np) {
		n += len(b)
	}
	t.emb = newAdam(len(t.np.Emb), strategy.NetworkEmbLimit)
	t.dense = newAdam(n, math.MaxFloat32)
	t.ck = &netCheckpoint{BaseCRC: baseCRC, Positions: t.data.len(), Version: netCheckpointVersion, BestLoss: math.Inf(1)}
	return nil
}

// save writes the checkpoint atomically.
func (t *netTrainer) save() error {
	ck := t.ck
	ck.Params = *t.np
	ck.EmbM, ck.EmbV = t.emb.m, t.emb.v
	ck.DenseM, ck.DenseV = t.dense.m, t.dense.v
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(ck); err != nil {
		return err
	}
	return writeAtomic(t.checkpointPath(), func(w io.Writer) (int64, error) {
		n, err := w.Write(buf.Bytes())
		return int64(n), err
	})
}

// lr is the step size of an epoch: halved each epoch after the first two.
func (t *netTrainer) lr(epoch int) float32 {
	return float32(t.nc.LR * math.Pow(0.5, float64(max(epoch-1, 0))))
}

// train runs the epochs left, checkpointing as it goes. A checkpoint
// falls between two batches, so that a run resumed from one makes the
// same weights as a run never stopped; a stop loses the positions since
// the last one.
func (t *netTrainer) train(ctx context.Context) error {
	d := t.data
	n := d.len()
	every := max(t.nc.CheckpointEvery/t.nc.Batch, 1) * t.nc.Batch
	var g strategy.NetworkGrads
	var act strategy.NetworkActivations
	inBatch := 0
	for t.ck.Epoch < t.nc.Epochs {
		epoch := t.ck.Epoch
		order := rand.New(rand.NewPCG(t.nc.Seed, uint64(epoch))).Perm(n)
		lr := t.lr(epoch)
		start := time.Now()
		var se float64
		seen := 0
		for t.ck.Next < n {
			if ctx.Err() != nil || t.ck.Next == t.stopAt {
				return errors.Join(ctx.Err(), errStopped)
			}
			i := order[t.ck.Next]
			rows := d.rows[i*d.slots : (i+1)*d.slots]
			ph := int(d.phase[i])
			out := t.np.Forward(rows, ph, &act)
			e := out - (d.label[i] - d.lin[i])
			se += float64(e * e)
			seen++
			dAcc := t.np.Backward(ph, &act, e, &g)
			// each of the position's rows gets the accumulator's gradient
			h := len(dAcc)
			for _, r := range rows {
				t.emb.step(t.np.Emb[int(r)*h:][:h], dAcc[:], int(r)*h, 1, lr, 1)
			}
			inBatch++
			t.ck.Next++
			if inBatch == t.nc.Batch || t.ck.Next == n {
				t.ck.Steps++
				t.denseStep(&g, float32(1)/float32(inBatch), lr)
				g = strategy.NetworkGrads{}
				inBatch = 0
				t.np.ClipDense()
			}
			if t.ck.Next%every == 0 && t.ck.Next < n {
				t.cfg.logf("network: epoch %d, %s positions, training error %.3f discs (RMS) since the last report, %s",
					epoch+1, fmtCount(t.ck.Next, n), math.Sqrt(se/float64(max(seen, 1))), since(start))
				se, seen = 0, 0
				if err := t.save(); err != nil {
					return err
				}
			}
		}
		held := t.heldOutLoss()
		t.cfg.logf("network: epoch %d done in %s, held-out error %.3f discs (RMS), the pattern evaluation's %.3f", epoch+1, since(start), held, t.linearLoss())
		t.ck.LastHeldOut = held
		if held < t.ck.BestLoss {
			t.ck.BestLoss, t.ck.BestEpoch = held, epoch+1
		}
		t.ck.Epoch++
		t.ck.Next = 0
		if err := t.save(); err != nil {
			return err
		}
		if t.epochDone != nil {
			if err := t.epochDone(); err != nil {
				return err
			}
		}
	}
	return nil
}

// errStopped says a test stopped the training at a position.
var errStopped = errors.New("network: training stopped")

// denseStep applies the batch's gradient to the dense layers.
func (t *netTrainer) denseStep(g *strategy.NetworkGrads, scale, lr float32) {
	s := float64(t.ck.Steps)
	corr := float32(math.Sqrt(1-math.Pow(adamB2, s)) / (1 - math.Pow(adamB1, s)))
	off := 0
	gs := gradBlocks(g)
	for k, w := range denseBlocks(t.np) {
		t.dense.step(w, gs[k], off, scale, lr, corr)
		off += len(w)
	}
}

// heldOutLoss is the float network's RMS error on the held-out positions.
func (t *netTrainer) heldOutLoss() float64 {
	var act strategy.NetworkActivations
	d := t.test
	se := 0.0
	for i := range d.len() {
		out := t.np.Forward(d.rows[i*d.slots:(i+1)*d.slots], int(d.phase[i]), &act)
		e := float64(d.lin[i] + out - d.label[i])
		se += e * e
	}
	return math.Sqrt(se / float64(max(d.len(), 1)))
}

// linearLoss is the pattern evaluation's RMS error on the held-out
// positions.
func (t *netTrainer) linearLoss() float64 {
	d := t.test
	se := 0.0
	for i := range d.len() {
		e := float64(d.lin[i] - d.label[i])
		se += e * e
	}
	return math.Sqrt(se / float64(max(d.len(), 1)))
}

// report prints the mean absolute error of the pattern evaluation and of
// the network (quantised, as it plays) on the held-out positions, by discs
// on the board.
func (t *netTrainer) report(nw *strategy.NetworkWeights, test []Sample) {
	type acc struct {
		n, nExact int
		lin, net  float64
	}
	by := map[int]*acc{}
	for _, s := range test {
		b := s.Board
		if b.GameOver() {
			continue
		}
		discs := 64 - b.Empties()
		a := by[discs]
		if a == nil {
			a = &acc{}
			by[discs] = a
		}
		y := float64(s.Label)
		a.n++
		if s.Exact {
			a.nExact++
		}
		a.lin += math.Abs(float64(nw.Base().Evaluate(b))/strategy.ScoreScale - y)
		a.net += math.Abs(float64(nw.Evaluate(b))/strategy.ScoreScale - y)
	}
	var keys []int
	for k := range by {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	t.cfg.logf("held-out positions: mean absolute error in discs (label: exact where marked, else the game's theoretical score)")
	t.cfg.logf("%6s %8s %6s %8s %8s", "discs", "count", "exact", "trained", "network")
	for _, k := range keys {
		a := by[k]
		n := float64(a.n)
		t.cfg.logf("%6d %8d %5.0f%% %8.2f %8.2f", k, a.n, 100*float64(a.nExact)/n, a.lin/n, a.net/n)
	}
}
