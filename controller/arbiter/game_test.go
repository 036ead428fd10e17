package arbiter_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"othello/controller/arbiter"
	"othello/controller/child"
	"othello/controller/engine"
	"othello/model"
	"othello/strategy"
)

// slow is a player that takes a while over each move, then plays as its
// inner player does; after moves moves it fails with fail, when set.
type slow struct {
	engine.Player
	pause time.Duration
	fail  error
	moves int
	asked []arbiter.Clock
}

func (s *slow) Move(ctx context.Context, g *model.Game, k arbiter.Clock) (strategy.SizedResult, error) {
	s.asked = append(s.asked, k)
	if s.fail != nil && len(s.asked) > s.moves {
		return strategy.SizedResult{}, s.fail
	}
	select {
	case <-time.After(s.pause):
	case <-ctx.Done():
	}
	return s.Player.Move(ctx, g, k)
}

func random(seed uint64) engine.Player { return engine.Ours("random", strategy.NewSizedRandom(seed)) }

// The one game loop on every board size: each game is played out, its
// winner the side with more discs, and on a clock each side is told its
// time left, which its moves take off and its increments put back.
func TestPlayGame(t *testing.T) {
	crash := child.Failure(child.Crashed, "exited with status 2")
	tests := []struct {
		name    string
		size    int
		clock   model.TimeControl
		white   *slow
		forfeit string // the forfeit's kind, "" for none
	}{
		{"6x6", 6, model.TimeControl{}, &slow{Player: random(2)}, ""},
		{"8x8 on a clock", 8, model.TimeControl{Main: 10 * time.Second, Increment: time.Second}, &slow{Player: random(2)}, ""},
		{"10x10", 10, model.TimeControl{}, &slow{Player: random(2)}, ""},
		{"flag fall", 8, model.TimeControl{Main: 150 * time.Millisecond}, &slow{Player: random(2), pause: 60 * time.Millisecond}, "timed out"},
		{"crash", 6, model.TimeControl{}, &slow{Player: random(2), fail: crash, moves: 3}, "crashed"},
		{"illegal", 6, model.TimeControl{}, &slow{Player: engine.Ours("liar", liar{})}, "illegal move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start, err := model.NewSizedGame(tt.size)
			if err != nil {
				t.Fatal(err)
			}
			var turns int
			o := arbiter.PlayGame(context.Background(), arbiter.Match[*model.Game, strategy.SizedResult]{
				Rules: engine.Rules{}, Start: start, Players: [2]engine.Player{random(1), tt.white}, Clocks: [2]model.TimeControl{tt.clock, tt.clock},
				OnMove: func(arbiter.Turn[*model.Game, strategy.SizedResult]) { turns++ },
			})
			if o.Err != nil {
				t.Fatal(o.Err)
			}
			if start.Len() != 0 {
				t.Errorf("the start was changed: %s", start.Transcript())
			}
			if tt.forfeit != "" {
				if o.Forfeit == nil || o.Forfeit.Player != 1 || o.Forfeit.Kind().String() != tt.forfeit || o.Winner != 0 {
					t.Fatalf("forfeit %+v, winner %d; want White to lose, %s", o.Forfeit, o.Winner, tt.forfeit)
				}
				return
			}
			if o.Forfeit != nil || !o.Game.Over() || turns != o.Game.Len() {
				t.Fatalf("forfeit %v, over %v, %d turns told for %d moves", o.Forfeit, o.Game.Over(), turns, o.Game.Len())
			}
			b, w := o.Game.Sized().Count(model.Black), o.Game.Sized().Count(model.White)
			if want := map[bool]int{true: 0, false: 1}[b > w]; b != w && o.Winner != want || b == w && o.Winner != -1 {
				t.Errorf("winner %d with %d-%d", o.Winner, b, w)
			}
			if tt.clock.On() {
				for i, k := range tt.white.asked {
					if k.Left <= 0 || k.Left > tt.clock.Main+time.Duration(i)*tt.clock.Increment || k.Increment != tt.clock.Increment {
						t.Fatalf("move %d: told %+v", i+1, k)
					}
				}
				if o.Left[1] <= 0 || o.Left[1] > tt.clock.Main+time.Duration(o.Moves[1])*tt.clock.Increment {
					t.Errorf("White's time left %v after %d moves", o.Left[1], o.Moves[1])
				}
			}
		})
	}
}

// liar always answers a1, which is never legal at the start.
type liar struct{}

func (liar) Name() string { return "liar" }
func (liar) SearchSized(context.Context, model.SizedBoard) strategy.SizedResult {
	return strategy.SizedResult{Move: 0}
}

// A prelude's forfeit loses the game for its player before any move; its
// other errors leave the game unplayed; ctx ending stops the game with no
// winner.
func TestPlayGamePreludeAndStop(t *testing.T) {
	start := model.NewGame()
	m := arbiter.Match[*model.Game, strategy.SizedResult]{Rules: engine.Rules{}, Start: start, Players: [2]engine.Player{random(1), random(2)}}
	m.Prelude = func(context.Context, *model.Game) error { return arbiter.Lost(0, errors.New("answered SWAP twice")) }
	if o := arbiter.PlayGame(context.Background(), m); o.Forfeit == nil || o.Forfeit.Player != 0 || o.Winner != 1 || !strings.Contains(o.Forfeit.Reason(), "SWAP") {
		t.Errorf("prelude forfeit: %+v", o)
	}
	m.Prelude = func(context.Context, *model.Game) error { return errors.New("no opening") }
	if o := arbiter.PlayGame(context.Background(), m); o.Err == nil || o.Winner != -1 {
		t.Errorf("prelude error: %+v", o)
	}
	m.Prelude = nil
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if o := arbiter.PlayGame(ctx, m); !errors.Is(o.Err, context.Canceled) || o.Winner != -1 || o.Forfeit != nil {
		t.Errorf("stopped: %+v", o)
	}
}
