// The network training's checkpoint in the work folder: its state between
// two batches, saved atomically and resumed, or set aside for a fresh
// start when it belongs to another run.

package train

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"

	"othello/strategy"
)

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
