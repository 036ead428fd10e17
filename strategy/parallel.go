// Parallel search: Young Brothers Wait. At a null-window node deep enough
// to be worth it, once the first move is searched without a cut-off, the
// other moves are shared out between the threads that are idle, each
// searching with its own engine and the tables of the whole search. A
// move that refutes the node stops the others at once.

package strategy

import (
	"runtime"
	"sync"
	"sync/atomic"

	"othello/model"
)

const (
	// splitMinEmpties is the fewest empties at which the exact solver
	// shares a node's moves between threads: below it a subtree takes
	// less time than handing it over.
	splitMinEmpties = 12
	// splitMinDepth is the same for the midgame search, in plies left.
	splitMinDepth = 4
)

// DefaultThreads is the number of threads a search uses unless told
// otherwise: one per core.
func DefaultThreads() int { return runtime.NumCPU() }

// parallel is what the threads of one search share.
type parallel struct {
	idle atomic.Int32 // threads free to help at a split point
}

func newParallel(threads int) *parallel {
	p := &parallel{}
	p.idle.Store(int32(threads - 1))
	return p
}

// take claims an idle thread, if there is one.
func (p *parallel) take() bool {
	for {
		n := p.idle.Load()
		if n <= 0 {
			return false
		}
		if p.idle.CompareAndSwap(n, n-1) {
			return true
		}
	}
}

// splitPoint is a node whose moves several threads search. cut tells them
// all to stop: a move refuted the node, so the others are not needed.
type splitPoint struct {
	parent *splitPoint
	cut    atomic.Bool
	nodes  atomic.Uint64 // the helpers' nodes, added to the owner's at the end
}

// cutAbove reports whether sp or a split point above it was cut.
func (sp *splitPoint) cutAbove() bool {
	for ; sp != nil; sp = sp.parent {
		if sp.cut.Load() {
			return true
		}
	}
	return false
}

// helper returns an engine for another thread to work at sp with: the
// same evaluation, tables and stop conditions as e, its own counters.
func (e *engine) helper(sp *splitPoint) *engine {
	return &engine{ev: e.ev, pw: e.pw, tt: e.tt, ett: e.ett, par: e.par, sp: sp, sel: e.sel, endCut: e.endCut,
		done: e.done, deadline: e.deadline, ctxLimit: e.ctxLimit, started: e.started}
}

// canSplit reports whether a node with more moves to search should share
// them out. The exact solver shares only at null windows, where every
// move gets the same question; the midgame search also at the nodes of
// the principal variation, whose moves after the first are null-window
// searches too, re-searched when one looks better.
func (e *engine) canSplit(alpha, beta, left int, pv bool) bool {
	return e.par != nil && (pv || beta == alpha+1) && left >= 2 && e.par.idle.Load() > 0
}

// splitEnd shares out the moves of rest at a node of the exact solver
// with n empties. The moves and the closure are copied to the heap here,
// so that the serial search's move lists and windows stay on the stack.
func (e *engine) splitEnd(b model.Board, rest []move, n, alpha, beta, best int, bestMove model.Square) (int, model.Square) {
	list := sortRest(append([]move(nil), rest...))
	return e.split(list, alpha, beta, best, bestMove, func(w *engine, m move, alpha, beta int) int {
		return -w.solveChild(b.PlayFlips(m.sq, m.flips), -beta, -alpha, n-1)
	})
}

// splitMidgame shares out the moves of rest at a node of the midgame
// search with depth plies left; st holds b's pattern indices (nil: none),
// copied for the threads to read.
func (e *engine) splitMidgame(b model.Board, st *patState, rest []move, depth, alpha, beta, best int, bestMove model.Square) (int, model.Square) {
	list := sortRest(append([]move(nil), rest...))
	var shared *patState
	if st != nil {
		c := *st
		shared = &c
	}
	return e.split(list, alpha, beta, best, bestMove, func(w *engine, m move, alpha, beta int) int {
		child := b.PlayFlips(m.sq, m.flips)
		if shared == nil {
			return -w.search(child, nil, depth-1, -beta, -alpha)
		}
		var cs patState
		cs.play(shared, m.sq, m.flips)
		return -w.search(child, &cs, depth-1, -beta, -alpha)
	})
}

// split searches the moves of list, ordered best first, on e and on as many
// idle threads as will help; score gives a move's value searched by the
// engine w of one thread within a window. best and bestMove are the result
// so far, from the moves already searched, and a move scoring beta or
// more refutes the node. Each move is first searched with a null window
// at the best score known when it starts, and searched again within the
// window if it does better, as in the serial search. It returns the best
// score and move, fail-soft. When a thread was stopped before it finished
// a move, by a cut above this split point or from outside, the result
// lacks that move: e.aborted is then set and the result is meaningless,
// as in the serial search, even if e itself had finished its own moves
// unstopped. Only a refutation here makes the unfinished moves
// unnecessary.
func (e *engine) split(list []move, alpha, beta, best int, bestMove model.Square, score func(w *engine, m move, alpha, beta int) int) (int, model.Square) {
	sp := &splitPoint{parent: e.sp}
	var next atomic.Int32
	var mu sync.Mutex
	var unfinished atomic.Bool // a thread stopped in the middle of a move
	work := func(w *engine) {
		for !sp.cut.Load() {
			i := int(next.Add(1)) - 1
			if i >= len(list) {
				return
			}
			mu.Lock()
			a := max(alpha, best)
			mu.Unlock()
			v := score(w, list[i], a, a+1)
			if v > a && v < beta && !w.aborted {
				v = score(w, list[i], a, beta)
			}
			if w.aborted {
				unfinished.Store(true)
				return
			}
			mu.Lock()
			if v > best {
				best, bestMove = v, list[i].sq
				if v >= beta {
					sp.cut.Store(true)
				}
			}
			mu.Unlock()
		}
	}
	var wg sync.WaitGroup
	for k := 1; k < len(list) && e.par.take(); k++ {
		h := e.helper(sp)
		wg.Add(1)
		go func() {
			defer wg.Done()
			work(h)
			sp.nodes.Add(h.nodes)
			e.par.idle.Add(1)
		}()
	}
	outer := e.sp
	e.sp = sp
	work(e)
	e.sp = outer
	// while it waits for the helpers, this thread is free to help elsewhere
	e.par.idle.Add(1)
	wg.Wait()
	e.par.idle.Add(-1)
	e.nodes += sp.nodes.Load()
	switch {
	case sp.cut.Load():
		// refuted: best >= beta whatever the moves left unfinished, but a
		// stop from outside still holds
		e.aborted = false
		e.poll()
	case unfinished.Load():
		// a helper stopped by a cut above, or from outside, left a move
		// unsearched, even when e finished its own moves before it
		// looked: best would be a wrong bound, for the table too
		e.aborted = true
	}
	return best, bestMove
}
