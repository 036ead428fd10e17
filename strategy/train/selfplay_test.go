package train

import (
	"context"
	"math"
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

// With deeper players the positions before the solver are kept too, each
// labelled by the player's own search, and solved ones stay exact.
func TestSelfPlayGameKeepsSearchedPositions(t *testing.T) {
	openings, err := readOpenings("")
	if err != nil {
		t.Fatal(err)
	}
	cfg := selfPlayConfig{exact: 10, depth: 3, deviation: 0.1, searched: true}
	ev := strategy.DefaultWeights()
	player := strategy.NewSearchWeights(strategy.Config{Depth: cfg.depth}, 3, ev)
	rng := rand.New(rand.NewPCG(3, 1))
	samples := selfPlayGame(context.Background(), strategy.NewSolver(ev, 14), player, openings[0], cfg, rng)
	searched, solved := 0, 0
	for _, s := range samples {
		switch e := s.Board.Empties(); {
		case e > cfg.exact && !s.Exact:
			searched++
			// a fresh depth-3 search of the same position: the same score
			fresh := strategy.NewSearchWeights(strategy.Config{Depth: cfg.depth}, 3, ev).Search(context.Background(), s.Board)
			if want := int8(math.Round(float64(fresh.Score) / strategy.ScoreScale)); s.Label != want {
				t.Errorf("a position of %d empties labelled %d, its search says %d", e, s.Label, want)
			}
		case e <= cfg.exact && s.Exact:
			solved++
		default:
			t.Errorf("a position of %d empties kept with exact %v", e, s.Exact)
		}
	}
	if searched < 30 || solved < 8 {
		t.Errorf("%d searched and %d solved positions kept", searched, solved)
	}
}
