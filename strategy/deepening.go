// Time control of the midgame search for the levels whose time is an
// average: how settled the best move is decides whether another depth
// starts, and how long the search may run.

package strategy

import "time"

// The midgame's time by how settled its best move is, for the levels whose
// time is an average (see TUNING.md): a move whose best choice keeps
// changing between depths gets more than the usual half of its time to
// start a depth, and may run past its limit to the stretch; one settled
// for several depths stops sooner, and so does any depth that could not
// finish in time, where a settled move has nothing to learn from it.
const (
	unsettledStart = 160 // percent of the usual half: the best move changed at the last depth
	settledStart   = 60  // the best move has held for settledDepths depths
	settledDepths  = 4
	stretchPct     = 150 // percent of the time: the limit of an unsettled search
	stretchMax     = 2   // times the level's average: the longest a move may take
)

// deepening follows the depths of one search to decide whether the next
// one starts.
type deepening struct {
	held       int           // depths in a row that kept the best move
	depthStart time.Time     // when the current depth started
	last, prev time.Duration // the times of the last two depths
}

func (k *deepening) depthStarts(now time.Time) { k.depthStart = now }

// next records a finished depth (changed: its best move is not the last
// depth's) and tells whether another depth starts. The next depth of an
// unsettled search gets the stretched limit, a settled one the usual.
func (k *deepening) next(e *engine, pl plan, now time.Time, changed bool) bool {
	k.prev, k.last = k.last, now.Sub(k.depthStart)
	if changed {
		k.held = 0
	} else {
		k.held++
	}
	pct := 100
	switch {
	case k.held == 0:
		pct = unsettledStart
	case k.held >= settledDepths:
		pct = settledStart
	}
	if now.Sub(pl.start) > pl.soft.Sub(pl.start)*time.Duration(pct)/100 {
		return false
	}
	if k.held == 0 {
		e.setDeadline(pl.stretch)
		return true
	}
	e.setDeadline(pl.hard)
	// the next depth costs about what the last did times the growth
	// between the last two
	growth := 3.0
	if k.prev > time.Millisecond {
		growth = min(max(float64(k.last)/float64(k.prev), 1.5), 5)
	}
	return !now.Add(time.Duration(float64(k.last) * growth)).After(pl.hard)
}
