// Tests of the searches with the network: their move ordering, their results
// and the lazy evaluation's window.

package strategy

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"testing"
	"time"

	"othello/model"
)

// The network's search and solver order their moves by the pattern
// evaluation it corrects, not by the network: the same keys as the
// search with the pattern weights alone, at every depth the midgame
// orders by the evaluation and in the solver's ordering.
func TestNetworkOrdersByItsBase(t *testing.T) {
	nw, _ := testNetwork(t, 40)
	withNet, withBase := newEngine(nw, 10), newEngine(nw.base, 10)
	for i, b := range randomBoards(41, 600) {
		moves := b.Moves()
		if moves == 0 {
			continue
		}
		var st patState
		st.init(b)
		keys := func(e *engine, depth int) []move {
			e.begin(context.Background(), time.Time{})
			var buf [maxMoves]move
			list := fillMoves(buf[:0], b, moves)
			if depth > 0 {
				e.orderMoves(b, &st, list, depth, model.NoSquare)
			} else {
				e.orderEnd(b, list, max(b.Empties(), endEvalMin))
			}
			return list
		}
		for _, depth := range []int{evalOrderDepth, 7, 0} {
			a, w := keys(withNet, depth), keys(withBase, depth)
			for k := range a {
				if depth == 0 && b.PlayFlips(a[k].sq, a[k].flips).Moves() == 0 {
					continue // the solver's ordering searches a pass one ply with the leaves' evaluation
				}
				if a[k].key != w[k].key {
					t.Fatalf("position %d, depth %d (0: the solver), move %v: key %d under the network, %d with its pattern weights\n%s",
						i, depth, a[k].sq, a[k].key, w[k].key, model.Position{Board: b}.Diagram())
				}
			}
		}
	}
}

// The network's search orders by a score other than its leaves', which
// must not change what it finds: a full-width search deep enough to order
// by the evaluation equals plain negamax over the network, and the solver
// ordering by the pattern evaluation under the network finds the exact
// scores the classic evaluation's ordering finds.
func TestNetworkOrderingKeepsResults(t *testing.T) {
	nw, _ := testNetwork(t, 42)
	e := newEngine(nw, 16)
	for i, b := range randomBoards(43, 600) {
		if i%37 != 5 || b.GameOver() {
			continue
		}
		e.begin(context.Background(), time.Time{})
		if got, want := e.pvs(b, evalOrderDepth, -scoreInf, scoreInf), networkNegamax(nw, b, evalOrderDepth); got != want {
			t.Fatalf("depth %d of\n%s\nsearch %d, negamax %d", evalOrderDepth, model.Position{Board: b}.Diagram(), got, want)
		}
	}
	rng := rand.New(rand.NewPCG(44, 45))
	n := 12
	if testing.Short() {
		n = 4
	}
	for i := range n {
		b := RandomBoard(rng, endEvalMin, endEvalMin+3)
		net := newSolver(nw, 16)
		net.begin(context.Background(), time.Time{})
		got := net.solveChild(b, -65, 65, b.Empties())
		if want := SolveWindow(b, -65, 65); got != want {
			t.Fatalf("position %d:\n%s\nsolved %+d under the network, %+d under the classic evaluation", i, model.Position{Board: b}.Diagram(), got, want)
		}
	}
}

// The lazy evaluation is the score inside its window, and outside a bound
// on the side the score fell; the bounds of the correction hold on every
// position, and are reached closely enough to matter (not ±64 discs).
func TestNetworkEvaluateWithin(t *testing.T) {
	nw, _ := testNetwork(t, 50)
	rng := rand.New(rand.NewPCG(51, 52))
	lazy := 0
	for i, b := range randomBoards(53, 4000) {
		var st patState
		st.init(b)
		exact := nw.evaluateState(b, &st)
		if !b.GameOver() {
			ph := phaseOf(bits.OnesCount64(b.Player | b.Opponent))
			corr := exact - nw.base.evaluateState(b, &st)
			if (corr < nw.corrLo[ph] || corr > nw.corrHi[ph]) && exact > -64*ScoreScale && exact < 64*ScoreScale {
				t.Fatalf("position %d: correction %d outside [%d, %d]", i, corr, nw.corrLo[ph], nw.corrHi[ph])
			}
		}
		alpha := exact + rng.IntN(4000) - 2000
		beta := alpha + 1 + rng.IntN(400)
		v := nw.evaluateWithin(b, &st, b.Moves(), alpha, beta)
		switch {
		case v > alpha && v < beta:
			if v != exact {
				t.Fatalf("position %d: %d inside (%d, %d), the score %d", i, v, alpha, beta, exact)
			}
		case v <= alpha && exact > v, v >= beta && exact < v:
			t.Fatalf("position %d: %d outside (%d, %d) is no bound on the score %d", i, v, alpha, beta, exact)
		}
		if v != exact {
			lazy++
		}
	}
	if lazy == 0 {
		t.Error("no evaluation left the network out")
	}
}

// networkNegamax is the plain full-width search over the network's
// evaluation, the yardstick its pruned searches must equal.
func networkNegamax(nw *NetworkWeights, b model.Board, depth int) int {
	if b.GameOver() {
		return b.FinalScore() * ScoreScale
	}
	if depth == 0 {
		return nw.Evaluate(b)
	}
	moves := model.SquaresOf(b.Moves())
	if len(moves) == 0 {
		return -networkNegamax(nw, b.Pass(), depth)
	}
	best := -scoreInf
	for _, sq := range moves {
		best = max(best, -networkNegamax(nw, b.Play(sq), depth-1))
	}
	return best
}
