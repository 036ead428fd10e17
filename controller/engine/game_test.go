package engine

import (
	"context"
	"testing"
	"time"

	"othello/model"
	"othello/strategy"
)

// pausing is a player that waits a while before each answer, so that its
// thinking time has a known least value.
type pausing struct {
	Player
	pause time.Duration
}

func (p pausing) Move(ctx context.Context, g *model.Game, k Clock) (strategy.SizedResult, error) {
	time.Sleep(p.pause)
	return p.Player.Move(ctx, g, k)
}

// PlayGame counts each side's moves, forced passes left out, and at least
// the time each took over them; random games until one has a pass.
func TestPlayGameThinking(t *testing.T) {
	const pause = 200 * time.Microsecond
	sawPass := false
	for seed := uint64(1); seed <= 200 && !sawPass; seed++ {
		black := pausing{Builtin("random", strategy.NewRandom(seed)), pause}
		white := pausing{Builtin("random", strategy.NewRandom(seed+1000)), 2 * pause}
		o := PlayGame(context.Background(), black, white, []model.Square{model.F5})
		playedOut(t, o)
		var want [2]int
		for i, sq := range o.Game.Moves() {
			if i == 0 {
				continue // the opening's
			}
			if sq == model.Pass {
				sawPass = true
				continue
			}
			want[o.Game.PositionAt(i).Turn]++
		}
		if o.Moves != want {
			t.Fatalf("seed %d: moves %v, the game's own %v (Black, White)\n%s", seed, o.Moves, want, o.Game.Transcript())
		}
		for side, least := range [2]time.Duration{pause, 2 * pause} {
			if o.Thinking[side] < time.Duration(o.Moves[side])*least {
				t.Fatalf("seed %d: side %d thought %v over %d moves of at least %v each", seed, side, o.Thinking[side], o.Moves[side], least)
			}
		}
	}
	if !sawPass {
		t.Fatal("no random game had a pass")
	}
}
