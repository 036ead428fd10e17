package train

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"othello/strategy"
)

// A self-play game from an XOT opening: its kept positions are the ones
// with few empties, labelled with the solver's exact score, and the same
// seed plays the same game.
func TestSelfPlayGame(t *testing.T) {
	openings, err := readOpenings(DefaultConfig().XOTFile) // the shipped list
	if err != nil {
		t.Fatal(err)
	}
	if len(openings) != 3623 {
		t.Errorf("%d XOT openings, want 3623", len(openings))
	}
	cfg := selfPlayConfig{exact: 10, depth: 2, deviation: 0.2}
	play := func(seed uint64) []Sample {
		rng := rand.New(rand.NewPCG(seed, 1))
		classic := strategy.DefaultWeights()
		player := strategy.NewSearchWeights(strategy.Config{Depth: cfg.depth}, seed, classic)
		return selfPlayGame(context.Background(), strategy.NewSolver(classic, 14), player, openings[rng.IntN(len(openings))], cfg, rng)
	}
	a := play(7)
	if len(a) < 8 {
		t.Fatalf("%d positions kept", len(a))
	}
	for _, s := range a {
		if s.Board.Empties() > cfg.exact || !s.Exact {
			t.Fatalf("kept a position with %d empties (exact %v)", s.Board.Empties(), s.Exact)
		}
		if want := strategy.Solve(context.Background(), s.Board).Score / strategy.ScoreScale; int(s.Label) != want {
			t.Fatalf("label %d, the solver says %d", s.Label, want)
		}
	}
	if b := play(7); !slices.Equal(a, b) {
		t.Error("the same seed played another game")
	}
	if c := play(8); slices.Equal(a, c) {
		t.Error("another seed played the same game")
	}
}
