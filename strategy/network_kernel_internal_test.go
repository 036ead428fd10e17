// Tests and benchmarks of the network's evaluation kernel: the dense layout
// the assembly reads, and AVX2 against Go.

package strategy

import (
	"testing"
	"unsafe"

	"othello/model"
)

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
