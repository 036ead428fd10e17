package controller_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"othello/controller"
)

func TestExpectedScore(t *testing.T) {
	tests := []struct{ a, b, want float64 }{
		{1500, 1500, 0.5},
		{1600, 1200, 1 / (1 + math.Pow(10, -1))},
		{1200, 1600, 1.0 / 11},
	}
	for _, tt := range tests {
		if got := controller.ExpectedScore(tt.a, tt.b); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("ExpectedScore(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestRatingUpdate(t *testing.T) {
	r := controller.NewRating()
	// Glicko by hand: a new player (deviation 350) beating an equal
	// opponent known within 60 gains q/(1/350²+1/d²)·g·½ ≈ 175
	won := r.Update(r.Elo, 60, 1)
	if gain := won.Elo - r.Elo; gain < 170 || gain > 180 {
		t.Errorf("a first win gains %.1f, want about 175", gain)
	}
	if won.Deviation >= r.Deviation || won.Games != 1 {
		t.Errorf("after a game: deviation %.1f (from %.1f), games %d", won.Deviation, r.Deviation, won.Games)
	}
	lost := r.Update(r.Elo, 60, 0)
	if math.Abs((r.Elo-lost.Elo)-(won.Elo-r.Elo)) > 1e-9 {
		t.Errorf("a loss costs %.1f, a win gains %.1f: want the same", r.Elo-lost.Elo, won.Elo-r.Elo)
	}
	if drawn := r.Update(r.Elo, 60, 0.5); drawn.Elo != r.Elo {
		t.Errorf("a draw against an equal moved the rating to %.1f", drawn.Elo)
	}
	// beating a much weaker side says little
	if easy := r.Update(r.Elo-600, 60, 1); easy.Elo-r.Elo > 30 || easy.Elo <= r.Elo {
		t.Errorf("a win against a side 600 weaker gains %.1f", easy.Elo-r.Elo)
	}
	for range 500 {
		r = r.Update(r.Elo, 60, 0.5)
	}
	if r.Deviation != controller.MinDeviation || !r.Valid() {
		t.Errorf("after 500 games the deviation is %.1f, want the floor %d", r.Deviation, controller.MinDeviation)
	}
}

func TestStrengthScaleRoundTrip(t *testing.T) {
	for i := 0; i <= 20; i++ {
		s := float64(i) / 20
		if got := controller.StrengthFor(controller.StrengthElo(s)); math.Abs(got-s) > 1e-9 {
			t.Errorf("StrengthFor(StrengthElo(%v)) = %v", s, got)
		}
	}
	last := controller.StrengthScale[len(controller.StrengthScale)-1]
	if got := controller.StrengthFor(last.Elo + 500); got != 1 {
		t.Errorf("a player above the scale gets strength %v, want 1", got)
	}
	if got := controller.StrengthFor(-100); got != 0 {
		t.Errorf("a player below the scale gets strength %v, want 0", got)
	}
	for i := 1; i < len(controller.StrengthScale); i++ {
		a, b := controller.StrengthScale[i-1], controller.StrengthScale[i]
		if b.Strength <= a.Strength || b.Elo <= a.Elo {
			t.Errorf("the scale does not rise from %v to %v", a, b)
		}
	}
}

// A player of fixed strength meets the Coach level game after game: the
// coach plays at the strength matching the rating so far, each game won
// with the chance the Elo model gives; the rating settles near the
// player's strength, whatever it is, and the games even out.
func TestRatingFollowsAFixedPlayer(t *testing.T) {
	lo, hi := controller.StrengthScale[0].Elo, controller.StrengthScale[len(controller.StrengthScale)-1].Elo
	for _, true_ := range []float64{lo + 100, (lo + hi) / 2, hi - 100} {
		rng := rand.New(rand.NewPCG(7, uint64(true_)))
		r := controller.NewRating()
		var late []float64
		wins := 0.0
		for game := range 300 {
			coach := controller.StrengthElo(controller.StrengthFor(r.Elo))
			score := 0.0
			if rng.Float64() < controller.ExpectedScore(true_, coach) {
				score = 1
			}
			r = r.Update(coach, controller.StrengthDeviation, score)
			if game >= 200 {
				late = append(late, r.Elo)
				wins += score
			}
		}
		mean := 0.0
		for _, e := range late {
			mean += e
		}
		mean /= float64(len(late))
		if math.Abs(mean-true_) > 80 {
			t.Errorf("a player of %.0f is rated %.0f on average over the last 100 games", true_, mean)
		}
		if wins < 35 || wins > 65 {
			t.Errorf("a player of %.0f won %.0f of the last 100 games: not even chances", true_, wins)
		}
	}
}
