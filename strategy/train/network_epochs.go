// The network's epochs of stochastic gradient descent: Adam's steps on the
// embedding and the dense layers, the step size by epoch, and the RMS
// errors on the held-out positions.

package train

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"time"

	"othello/strategy"
)

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

// lr is the step size of an epoch: halved each epoch after the first two.
func (t *netTrainer) lr(epoch int) float32 {
	return float32(t.nc.LR * math.Pow(0.5, float64(max(epoch-1, 0))))
}

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

// denseBlocks lists the dense layers' weights, in the order their
// optimiser state is kept.
func denseBlocks(np *strategy.NetworkParams) [][]float32 {
	return [][]float32{np.B1, np.W2, np.B2, np.W3, np.B3}
}

func gradBlocks(g *strategy.NetworkGrads) [][]float32 {
	return [][]float32{g.B1[:], g.W2[:], g.B2[:], g.W3[:], g.B3[:]}
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
