package strategy_test

import (
	"context"
	"os"
	"testing"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// networkFor reads the network file NETWORK names (with the probcut.txt
// beside it, which its selective search needs), skipping the benchmark
// when none is given: networks are trained, not shipped, until one plays
// better (see TUNING.md).
func networkFor(b *testing.B) strategy.Evaluator {
	path := os.Getenv("NETWORK")
	if path == "" {
		b.Skip("NETWORK=FILE names the network to measure")
	}
	ev, err := strategy.LoadEvaluator(path)
	if err != nil {
		b.Fatal(err)
	}
	if ev.Name() != "network" {
		b.Fatalf("%s is not a network file", path)
	}
	return ev
}

// BenchmarkNetworkMidgame is BenchmarkMidgame (depth 9, full width, one
// thread) with the trained evaluation and with the network: nodes a
// second.
//
//	NETWORK=FILE go test ./strategy -run '^$' -bench NetworkMidgame -benchtime 5x
func BenchmarkNetworkMidgame(b *testing.B) {
	nw := networkFor(b)
	trained, _ := strategy.Evaluation(strategy.Trained)
	boards := midgamePositions(b)[4:]
	for _, ev := range []strategy.Evaluator{trained, nw} {
		b.Run(ev.Name(), func(b *testing.B) {
			p := strategy.NewSearchWeights(strategy.Config{Depth: 9, Threads: 1}, 0, ev)
			benchNodes(b, boards, func(bd model.Board) strategy.Result { return p.Search(context.Background(), bd) })
		})
	}
}

// BenchmarkNetworkHardGame is BenchmarkHardGame on one thread, selective,
// with the trained evaluation and with the network: HARD's time and
// midgame depth a move.
//
//	NETWORK=FILE go test ./strategy -run '^$' -bench NetworkHardGame -benchtime 1x
func BenchmarkNetworkHardGame(b *testing.B) {
	nw := networkFor(b)
	trained, _ := strategy.Evaluation(strategy.Trained)
	c := strategy.LevelConfig(level.Hard, level.AlphaBeta).WithThreads(1)
	for _, ev := range []strategy.Evaluator{trained, nw} {
		b.Run(ev.Name(), func(b *testing.B) { benchmarkGameWith(b, c, 2, ev) })
	}
}

// BenchmarkNetworkFFO20to39 is BenchmarkFFO20to39 on one thread with the
// solver's moves ordered by the trained evaluation and by the network
// (from 14 empties): node counts exact.
//
//	NETWORK=FILE go test ./strategy -run '^$' -bench NetworkFFO -benchtime 1x
func BenchmarkNetworkFFO20to39(b *testing.B) {
	nw := networkFor(b)
	trained, _ := strategy.Evaluation(strategy.Trained)
	cases := loadOBF(b, "fforum-20-39.obf", 20)
	for _, ev := range []strategy.Evaluator{trained, nw} {
		b.Run(ev.Name(), func(b *testing.B) {
			s := strategy.NewSolver(ev, 22)
			s.SetThreads(1)
			for b.Loop() {
				solveAll(b, s, cases)
			}
		})
	}
}
