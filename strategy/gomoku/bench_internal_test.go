package gomoku

import (
	"math/rand/v2"
	"testing"

	"othello/model/gomoku"
)

// benchPositions are random 15x15 positions of 10 to 60 stones.
func benchPositions() []gomoku.Position {
	rng := rand.New(rand.NewPCG(9, 9))
	var out []gomoku.Position
	for len(out) < 64 {
		out = append(out, randomPosition(rng, 15, gomoku.Freestyle, 10+rng.IntN(50)))
	}
	return out
}

// BenchmarkMoveGen is the move generation of a position: the squares near
// the stones, scored and ordered.
func BenchmarkMoveGen(b *testing.B) {
	ps := benchPositions()
	engines := make([]*engine, len(ps))
	for i, p := range ps {
		engines[i] = newEngine(10)
		engines[i].load(p)
	}
	buf := make([]move, 0, 256)
	n := 0
	for i := 0; b.Loop(); i++ {
		ms, _ := engines[i%len(ps)].gen(buf, true)
		n += len(ms)
	}
	b.ReportMetric(float64(n)/float64(b.N), "moves/op")
}

// BenchmarkPlayUndo is a stone put and taken back, with the patterns of
// the squares around it brought up to date both times.
func BenchmarkPlayUndo(b *testing.B) {
	ps := benchPositions()
	e := newEngine(10)
	e.load(ps[0])
	ms, _ := e.gen(nil, false)
	for i := 0; b.Loop(); i++ {
		e.play(int(ms[i%len(ms)].cell))
		e.undo()
	}
}
