package strategy_test

import (
	"context"
	"math"
	"testing"

	"othello/model"
	"othello/strategy"
)

func TestStrengthScaleRises(t *testing.T) {
	prev := strategy.StrengthAt(0)
	if prev.Depth != 1 || prev.Temperature < 5 {
		t.Errorf("the bottom of the scale: %+v", prev)
	}
	for i := 1; i <= 100; i++ {
		c := strategy.StrengthAt(float64(i) / 100)
		if c.Depth < prev.Depth || c.ExactEmpties < prev.ExactEmpties || c.Temperature > prev.Temperature {
			t.Fatalf("from %+v to %+v the scale does not rise", prev, c)
		}
		prev = c
	}
	if prev.Temperature != 0 || prev.Depth != 14 || prev.Selectivity == 0 {
		t.Errorf("the top of the scale: %+v", prev)
	}
	if c := strategy.StrengthAt(math.NaN()); c.Strength != 0 {
		t.Errorf("NaN gives %+v", c)
	}
	if c := strategy.StrengthAt(7); c.Strength != 1 {
		t.Errorf("7 gives %+v", c)
	}
}

func TestPickHumanLike(t *testing.T) {
	scores := []strategy.Result{{Move: model.D3, Score: 200}, {Move: model.C4, Score: 100}, {Move: model.F5, Score: -1800}}
	if i := strategy.PickHumanLike(scores, 0, 0.99); i != 0 {
		t.Errorf("no inaccuracy picked %d", i)
	}
	// with a temperature of 1 disc: weights 1, e^-1, e^-20
	counts := make([]int, 3)
	const n = 10000
	for k := range n {
		counts[strategy.PickHumanLike(scores, 1, (float64(k)+0.5)/n)]++
	}
	wantSecond := math.Exp(-1) / (1 + math.Exp(-1) + math.Exp(-20))
	if got := float64(counts[1]) / n; math.Abs(got-wantSecond) > 0.01 {
		t.Errorf("the move a disc worse is picked %.3f of the time, want %.3f", got, wantSecond)
	}
	if counts[2] != 0 {
		t.Errorf("the move 20 discs worse was picked %d times in %d", counts[2], n)
	}
}

// The weakest setting still plays legal moves, and a stronger one beats
// it: strength 0.4 looks 6 plies ahead with the selective search, plays
// perfectly in the last 8 empties and still errs (0.6, 9 plies, takes
// twenty times as long, minutes under the race detector, for the same
// paths).
func TestStrengthPlayersPlay(t *testing.T) {
	weak, strong := strategy.NewStrengthPlayer(0, 1), strategy.NewStrengthPlayer(0.4, 2)
	g := model.NewGame()
	for !g.Over() {
		p := weak
		if g.Turn() == model.White {
			p = strong
		}
		r := p.Search(context.Background(), g.Position().Board)
		if _, err := g.PlayAndPass(r.Move); err != nil {
			t.Fatalf("after %s: %v", g.Transcript(), err)
		}
	}
	if res := g.Result(); res.White <= res.Black {
		t.Errorf("strength 0.4 lost to strength 0 as White: %v", res)
	}
}
