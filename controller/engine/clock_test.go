package engine

import (
	"context"
	"testing"
	"time"

	"othello/controller/arbiter"
	"othello/model"
	"othello/strategy"
)

// The time aimed at for a move on a clock: a share of the time left among
// the moves to play, plus the increment, a third of it at most.
func TestClockBudget(t *testing.T) {
	tests := []struct {
		name    string
		k       Clock
		empties int
		want    time.Duration
	}{
		// 60s less 3s and 0.2s, among 30 moves, and the increment
		{"1+1 at the start", Clock{Left: time.Minute, Increment: time.Second}, 60, 56800*time.Millisecond/30 + time.Second},
		{"3+2 at the start", Clock{Left: 3 * time.Minute, Increment: 2 * time.Second}, 60, 170800*time.Millisecond/30 + 2*time.Second},
		// the last move may take a third of what is usable, not all of it
		{"the last move", Clock{Left: 10 * time.Second}, 1, 9300 * time.Millisecond / 3},
		// the increment alone is more than a third of a short time left
		{"increment past the time left", Clock{Left: 3 * time.Second, Increment: 5 * time.Second}, 40, 2650 * time.Millisecond / 3},
		{"nothing usable", Clock{Left: 150 * time.Millisecond, Increment: time.Second}, 30, arbiter.MinBudget},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.k.Budget(tt.empties); got != tt.want {
				t.Errorf("budget(%d) of %+v = %v, want %v", tt.empties, tt.k, got, tt.want)
			}
		})
	}
}

// The depth asked of an NBoard engine by time follows what its last move
// took: deeper while a ply more fits, shallower after a move that took too
// long, within 1 and the configured depth.
func TestClockDepth(t *testing.T) {
	tests := []struct {
		name      string
		most      int
		budget    time.Duration
		lastDepth int
		last      time.Duration
		want      int
	}{
		{"first move", 12, 2 * time.Second, 0, 0, firstClockDepth},
		{"first move, shallow configuration", 4, 2 * time.Second, 0, 0, 4},
		{"plenty of time: two plies deeper", 12, 2 * time.Second, 6, 10 * time.Millisecond, 8},
		{"one ply fits", 12, 2 * time.Second, 8, 500 * time.Millisecond, 9},
		{"about the budget: the same", 12, 2 * time.Second, 9, 1500 * time.Millisecond, 9},
		{"over the budget: shallower", 12, 2 * time.Second, 9, 5 * time.Second, 8},
		{"far over: much shallower", 12, time.Second, 10, 30 * time.Second, 6},
		{"never below 1", 12, 10 * time.Millisecond, 2, time.Minute, 1},
		{"never past the configuration", 10, time.Minute, 10, time.Millisecond, 10},
		{"an instant answer counts as a millisecond", 60, 10 * time.Millisecond, 4, 0, 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := clockDepth(tt.most, tt.budget, tt.lastDepth, tt.last); got != tt.want {
				t.Errorf("clockDepth(%d, %v, %d, %v) = %d, want %d", tt.most, tt.budget, tt.lastDepth, tt.last, got, tt.want)
			}
		})
	}
}

// A move on a clock may take the time left and the grace, whatever the
// timeout or the time per move; without a clock they bound it as before.
func TestMoveTimeout(t *testing.T) {
	tests := []struct {
		name     string
		moveTime time.Duration
		k        Clock
		want     time.Duration
	}{
		{"by depth", 0, Clock{}, DefaultTimeout},
		{"by time", 2 * time.Second, Clock{}, 2*time.Second + Margin(2*time.Second)},
		{"on a clock", 0, Clock{Left: 10 * time.Minute, Increment: 5 * time.Second}, 10*time.Minute + ClockGrace},
		{"on a clock, by time", 2 * time.Second, Clock{Left: 3 * time.Minute}, 3*time.Minute + ClockGrace},
		{"on a clock, little left", 0, Clock{Left: 800 * time.Millisecond}, 800*time.Millisecond + ClockGrace},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := New(Config{Protocol: NBoard, Argv: []string{"edax"}, MoveTime: tt.moveTime})
			if got := e.moveTimeout(tt.k); got != tt.want {
				t.Errorf("moveTimeout(%+v) = %v, want %v", tt.k, got, tt.want)
			}
		})
	}
}

// The depth an NBoard engine is asked for a move: the configured one
// without a clock or a time per move, otherwise what fits the time.
func TestNBoardMoveDepth(t *testing.T) {
	g, err := model.ParseGame("f5d6") // 58 empty squares
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		depth     int
		moveTime  time.Duration
		k         Clock
		lastDepth int
		last      time.Duration
		empties   int // at the last move
		want      int
	}{
		{"by depth", 12, 0, Clock{}, 8, time.Hour, 59, 12},
		{"on a clock, first move", 12, 0, Clock{Left: time.Minute, Increment: time.Second}, 0, 0, 0, firstClockDepth},
		{"on a clock, slow last move", 12, 0, Clock{Left: time.Minute, Increment: time.Second}, 12, 30 * time.Second, 59, 9},
		{"on a clock, quick last move", 12, 0, Clock{Left: 10 * time.Minute, Increment: 5 * time.Second}, 10, time.Millisecond, 59, 12},
		// the quick end of a game says nothing of the next
		{"on a clock, a new game", 40, 0, Clock{Left: 10 * time.Minute, Increment: 5 * time.Second}, 30, time.Millisecond, 4, firstClockDepth},
		// half the time per move is aimed at: 500ms, a ply more than 100ms
		{"by time", 0, time.Second, Clock{}, 7, 100 * time.Millisecond, 59, 8},
		{"by time, first move", 0, time.Second, Clock{}, 0, 0, 0, firstClockDepth},
		{"by time, a new game", 0, time.Second, Clock{}, 30, time.Millisecond, 2, firstClockDepth},
		// on a clock the time per move caps the clock's share (3s)
		{"on a clock by time", 0, 400 * time.Millisecond, Clock{Left: time.Minute, Increment: time.Second}, 7, 100 * time.Millisecond, 59, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := New(Config{Protocol: NBoard, Argv: []string{"edax"}, Depth: tt.depth, MoveTime: tt.moveTime})
			n := e.proto.(*nboard)
			n.lastDepth, n.lastTime, n.lastEmpties = tt.lastDepth, tt.last, tt.empties
			if got := n.moveDepth(g, tt.k); got != tt.want {
				t.Errorf("moveDepth = %d, want %d", got, tt.want)
			}
		})
	}
}

// What a GTP engine is told of its time: the clock's time left as
// absolute time, or byo-yomi of its time per move.
func TestGTPTimeWords(t *testing.T) {
	tests := []struct {
		name                   string
		moveTime               time.Duration
		k                      Clock
		timing, settings, left string
	}{
		{"by depth", 0, Clock{}, "", "", ""},
		{"by time", 1500 * time.Millisecond, Clock{}, "move", "time_settings 0 2 1", "time_left white 2 1"},
		{"on a clock", 0, Clock{Left: 9*time.Minute + 59900*time.Millisecond, Increment: 5 * time.Second}, "clock", "time_settings 599 0 0", "time_left white 599 0"},
		{"on a clock by time", 2 * time.Second, Clock{Left: 3 * time.Minute}, "clock", "time_settings 180 0 0", "time_left white 180 0"},
		{"under a second left", 0, Clock{Left: 700 * time.Millisecond}, "clock", "time_settings 1 0 0", "time_left white 0 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := New(Config{Protocol: GTP, Argv: []string{"edax"}, MoveTime: tt.moveTime})
			timing, settings, left := e.proto.(*gtp).timeWords("white", tt.k)
			if timing != tt.timing || settings != tt.settings || left != tt.left {
				t.Errorf("timeWords = %q, %q, %q; want %q, %q, %q", timing, settings, left, tt.timing, tt.settings, tt.left)
			}
		})
	}
}

// Our own othello nboard on a clock is asked for the depth that fits its
// time, with set depth before go; it says the depth in its name (set
// myname OthelloN). Configured for depth 20, it starts at the first
// depth by time, and after a move that took a minute at depth 12, where
// some 2.9 seconds are aimed at, goes 3 plies shallower. (The last move
// is set as the test likes, at more empty squares than the game's.)
func TestNBoardOnAClockAskedTheDepthThatFits(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // a hang guard
	defer cancel()
	e, _ := watched(t, Config{Protocol: NBoard, Argv: []string{othelloBin, "nboard"}, Depth: 20})
	k := Clock{Left: time.Minute, Increment: time.Second}
	g := model.NewGame()
	for _, step := range []struct {
		lastDepth int
		last      time.Duration
		want      string
	}{
		{0, 0, "Othello6"},
		{12, time.Minute, "Othello9"},
	} {
		n := e.proto.(*nboard)
		n.lastDepth, n.lastTime, n.lastEmpties = step.lastDepth, step.last, 64
		r, err := e.MoveOnClock(ctx, g.Clone(), k)
		if err != nil {
			t.Fatalf("after %s: %v", g.Transcript(), err)
		}
		if err := g.Play(r.Move); err != nil {
			t.Fatal(err)
		}
		if e.Name() != step.want {
			t.Errorf("move %d: the engine calls itself %q; want %q", g.Len(), e.Name(), step.want)
		}
	}
}

// Each protocol's engine plays a whole game on a clock through the client
// (the fakes take GTP's time_settings and time_left).
func TestEnginesOnAClockPlayAGame(t *testing.T) {
	for _, protocol := range []string{"nboard", "gtp", "play"} {
		t.Run(protocol, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // a hang guard
			defer cancel()
			c, _, err := ParseSpec(protocol + ":" + fakeBin + " " + protocol + " good")
			if err != nil {
				t.Fatal(err)
			}
			e, _ := watched(t, c)
			random := Builtin("random", strategy.NewRandom(7))
			k := Clock{Left: time.Minute, Increment: time.Second}
			g := model.NewGame()
			for !g.Over() {
				var r strategy.SizedResult
				if g.Turn() == model.Black {
					r, err = e.Move(ctx, g.Clone(), k)
				} else {
					r, err = random.Move(ctx, g.Clone(), Clock{})
				}
				if err != nil {
					t.Fatalf("after %s: %v", g.Transcript(), err)
				}
				if err := g.PlayCell(r.Move); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
