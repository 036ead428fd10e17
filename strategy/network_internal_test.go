package strategy

import (
	"bytes"
	"context"
	"math"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
	"unsafe"

	"othello/model"
)

// randomNetworkParams returns a network whose every weight is drawn, at
// magnitudes like a trained one's, so that every lane and unit matters.
func randomNetworkParams(seed uint64) *NetworkParams {
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	u := func() float64 { return rng.Float64()*2 - 1 }
	np := NewNetworkParams(u)
	for i := range np.Emb {
		np.Emb[i] = float32(u() * 0.08)
	}
	for i := range np.W3 {
		np.W3[i] = float32(u() * 8)
	}
	for i := range np.B3 {
		np.B3[i] = float32(u() * 2)
	}
	np.Clip()
	return np
}

// testNetwork quantises a random network over random pattern weights,
// written to a file and read back, so that it is named by its file.
func testNetwork(t testing.TB, seed uint64) (*NetworkWeights, *NetworkParams) {
	t.Helper()
	base := roundTrip(t, randomWeights(seed))
	np := randomNetworkParams(seed + 1)
	return np.Quantise(base, base.fileCRC), np
}

// The rows NetworkFeatures names, summed by the float network, give what
// the integer network adds to the pattern evaluation, within the rounding
// of its weights.
func TestNetworkQuantisedMatchesFloat(t *testing.T) {
	nw, np := testNetwork(t, 11)
	feats := make([]uint16, netSlots)
	rows := make([]int32, netSlots)
	var act NetworkActivations
	var sum, worst float64
	n := 0
	for _, b := range randomBoards(12, 3000) {
		if b.GameOver() {
			continue
		}
		lin := nw.base.Evaluate(b)
		ph := NetworkFeatures(b, lin, feats)
		for s, v := range feats {
			rows[s] = int32(NetworkRow(s, v))
		}
		want := float64(lin)/ScoreScale + float64(np.Forward(rows, ph, &act))
		want = max(-63.99, min(want, 63.99))
		got := float64(nw.Evaluate(b)) / ScoreScale
		d := math.Abs(got - want)
		sum += d
		worst = max(worst, d)
		n++
	}
	// the embeddings' rounding (1/256 in 55 rows) dominates: about 0.06
	// disc on average with these large output weights, a hundredth of
	// the evaluation's own error
	if mean := sum / float64(n); mean > 0.1 || worst > 0.5 {
		t.Errorf("quantised against float on %d positions: mean error %.3f discs, worst %.3f; want at most 0.1 and 0.5", n, mean, worst)
	}
	if worst == 0 {
		t.Error("quantised and float agree exactly: the test compares nothing")
	}
}

func TestNetworkIsSymmetric(t *testing.T) {
	nw, _ := testNetwork(t, 13)
	checkSymmetric(t, nw.Evaluate, randomBoards(14, 2000))
}

// The network's score from pattern indices updated move by move, as the
// search keeps them, equals its score read afresh from the bitboards, and
// a search with it equals a plain negamax over Evaluate.
func TestNetworkIncrementalMatchesScratch(t *testing.T) {
	nw, _ := testNetwork(t, 15)
	rng := rand.New(rand.NewPCG(16, 17))
	for game := range 40 {
		b := model.StartBoard()
		var st patState
		st.init(b)
		for !b.GameOver() {
			if got, want := nw.evaluateState(b, &st), nw.Evaluate(b); got != want {
				t.Fatalf("game %d:\n%s\nupdated indices score %d, fresh ones %d", game, model.Position{Board: b}.Diagram(), got, want)
			}
			moves := model.SquaresOf(b.Moves())
			var next patState
			if len(moves) == 0 {
				next.pass(&st)
				b = b.Pass()
			} else {
				sq := moves[rng.IntN(len(moves))]
				f := b.Flips(sq)
				next.play(&st, sq, f)
				b = b.PlayFlips(sq, f)
			}
			st = next
		}
	}
	e := newEngine(nw, 16)
	for i, b := range randomBoards(18, 400) {
		if i%7 != 0 || b.GameOver() {
			continue
		}
		e.begin(context.Background(), time.Time{})
		if got, want := e.pvs(b, 3, -scoreInf, scoreInf), networkNegamax(nw, b, 3); got != want {
			t.Fatalf("depth 3 of\n%s\nsearch %d, negamax %d", model.Position{Board: b}.Diagram(), got, want)
		}
	}
}

// A network file reads back as written; a damaged one is refused with
// the reason.
func TestNetworkFile(t *testing.T) {
	nw, _ := testNetwork(t, 19)
	var buf bytes.Buffer
	if _, err := nw.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	file := buf.Bytes()
	if !IsNetworkFile(file) {
		t.Fatal("IsNetworkFile: a network file not recognised")
	}
	back, err := ParseNetwork(file, nw.base)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range randomBoards(20, 500) {
		if got, want := back.Evaluate(b), nw.Evaluate(b); got != want {
			t.Fatalf("read back:\n%s\nscores %d, written %d", model.Position{Board: b}.Diagram(), got, want)
		}
	}
	raw := nw.marshal()
	gz := func(raw []byte) []byte {
		var b bytes.Buffer
		if _, err := writeCompressed(&b, raw); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	flipped := append([]byte(nil), raw...)
	flipped[len(flipped)-100] ^= 0x40
	version := append([]byte(nil), raw...)
	version[4] = 9
	other := randomWeights(21)
	var ob bytes.Buffer
	other.WriteTo(&ob)
	otherBase, _ := ParsePatternWeights(ob.Bytes())
	for _, c := range []struct {
		name string
		file []byte
		base *PatternWeights
		want string
	}{
		{"not gzip", []byte("hello"), nw.base, "not a network file"},
		{"bad magic", gz(append([]byte("XXXX"), raw[4:]...)), nw.base, "bad magic"},
		{"version", gz(version), nw.base, "format version 9"},
		{"truncated", gz(raw[:len(raw)-10]), nw.base, "truncated or padded"},
		{"padded", gz(append(append([]byte(nil), raw...), 0)), nw.base, "truncated or padded"},
		{"flipped bit", gz(flipped), nw.base, "checksum mismatch"},
		{"other base", file, otherBase, "not these"},
		{"pattern file", ob.Bytes(), nw.base, "bad magic"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseNetwork(c.file, c.base)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error saying %q", err, c.want)
			}
		})
	}
}

// LoadEvaluator tells a network file from pattern weights, and the
// network kind falls back to the trained evaluation when no network is
// shipped, saying why.
func TestNetworkKind(t *testing.T) {
	k, err := ParseEvalKind("Network")
	if err != nil || k != Network || k.String() != "network" {
		t.Fatalf("ParseEvalKind(Network) = %v, %v", k, err)
	}
	ev, err := Evaluation(Network)
	if shippedNetworkFile() == nil {
		if err == nil || ev.Name() != "trained" {
			t.Errorf("no network shipped: Evaluation(Network) = %s, %v; want the trained one and the reason", ev.Name(), err)
		}
	} else if err != nil || ev.Name() != "network" {
		t.Errorf("Evaluation(Network) = %s, %v", ev.Name(), err)
	}
}

func BenchmarkNetworkEvaluate(b *testing.B) {
	nw, _ := testNetwork(b, 22)
	boards := randomBoards(23, 1000)
	b.ResetTimer()
	s := 0
	for i := 0; i < b.N; i++ {
		s += nw.Evaluate(boards[i%len(boards)])
	}
	_ = s
}

// BenchmarkEvaluateState is one evaluation as the search makes it, from
// the pattern indices kept up to date: the trained evaluation alone and
// with the network.
func BenchmarkEvaluateState(b *testing.B) {
	nw, _ := testNetwork(b, 24)
	boards := randomBoards(25, 1000)
	states := make([]patState, len(boards))
	moves := make([]uint64, len(boards))
	for i, bd := range boards {
		states[i].init(bd)
		moves[i] = bd.Moves()
	}
	for _, ev := range []Evaluator{nw.base, nw} {
		se := newStateEval(ev)
		b.Run(ev.Name(), func(b *testing.B) {
			s := 0
			for i := 0; i < b.N; i++ {
				k := i % len(boards)
				s += se.evaluateStateMoves(boards[k], &states[k], moves[k])
			}
			_ = s
		})
	}
}

// A network whose output layer is zero (as training starts) scores every
// position as the pattern evaluation it corrects.
func TestNetworkOfZeroOutputIsItsBase(t *testing.T) {
	_, np := testNetwork(t, 26)
	for i := range np.W3 {
		np.W3[i] = 0
	}
	for i := range np.B3 {
		np.B3[i] = 0
	}
	base := randomWeights(27)
	nw := np.Quantise(base, 0)
	for _, b := range randomBoards(28, 3000) {
		if got, want := nw.Evaluate(b), base.Evaluate(b); got != want {
			t.Fatalf("\n%s\nscores %d, its base %d", model.Position{Board: b}.Diagram(), got, want)
		}
	}
}

// The assembly reads netDense at fixed offsets.
func TestNetDenseLayout(t *testing.T) {
	var d netDense
	for _, c := range []struct {
		name      string
		got, want uintptr
	}{
		{"w2", unsafe.Offsetof(d.w2), 64},
		{"b2", unsafe.Offsetof(d.b2), 320},
		{"w3", unsafe.Offsetof(d.w3), 352},
		{"b3", unsafe.Offsetof(d.b3), 832},
		{"top", unsafe.Offsetof(d.top), 892},
	} {
		if c.got != c.want {
			t.Errorf("netDense.%s at %d, the assembly reads it at %d", c.name, c.got, c.want)
		}
	}
}

// The AVX2 evaluation equals the Go one, on positions along random games
// and on networks with large weights (every lane and unit clipped
// somewhere).
func TestNetworkAVX2MatchesGo(t *testing.T) {
	if !useNetAVX2 {
		t.Skip("no AVX2 on this machine, or the purego build")
	}
	defer func() { useNetAVX2 = true }()
	for seed := uint64(30); seed < 33; seed++ {
		nw, _ := testNetwork(t, seed)
		for _, b := range randomBoards(seed+100, 3000) {
			var st patState
			st.init(b)
			useNetAVX2 = true
			got := nw.evaluateState(b, &st)
			useNetAVX2 = false
			want := nw.evaluateState(b, &st)
			if got != want {
				t.Fatalf("network %d:\n%s\nAVX2 scores %d, Go %d", seed, model.Position{Board: b}.Diagram(), got, want)
			}
		}
	}
}

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
