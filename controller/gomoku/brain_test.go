package gomoku

import (
	"context"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"othello/controller/child"
	"othello/controller/controllertest"
	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

func matches(pattern, s string) bool { return regexp.MustCompile(pattern).MatchString(s) }

// watched returns the brain of command with every process it starts
// recorded, and closes it at the end of the test.
func watched(t *testing.T, c BrainConfig) (*Brain, *[]int) {
	b := NewBrain(c)
	var mu sync.Mutex
	var pids []int
	b.k.OnStart = func(pid int) { mu.Lock(); pids = append(pids, pid); mu.Unlock() }
	t.Cleanup(func() { b.Close() })
	return b, &pids
}

// childPids reads the pids a brain's children said on standard error.
func childPids(stderr []string) []int {
	var pids []int
	for _, l := range stderr {
		if rest, ok := strings.CutPrefix(l, "child "); ok {
			if pid, err := strconv.Atoi(rest); err == nil {
				pids = append(pids, pid)
			}
		}
	}
	return pids
}

// Each way a brain can fail loses the game with its reason and its last
// lines of standard error, whichever side it plays, and leaves no process
// running; the next game starts a fresh one.
func TestFakeBrainFailures(t *testing.T) {
	const short = 300 * time.Millisecond
	tests := []struct {
		mode, arg string
		opening   Opening
		turn      time.Duration
		timeout   time.Duration
		kind      child.Kind
		reason    string
	}{
		{"illegal", "", Free, 0, 0, child.Illegal, `played \d+,\d+, which is illegal: the square is taken`},
		{"offboard", "", Free, 0, 0, child.Illegal, `played 18,0, which is off the 15x15 board`},
		{"garbage", "", Free, 0, 0, child.Garbage, `answered "hello there" to (BEGIN|TURN), which is not a move x,y`},
		{"hang", "", Free, short, 0, child.TimedOut, `no answer to (BEGIN|TURN) within 830ms`},
		{"child", "", Free, short, 0, child.TimedOut, `no answer to (BEGIN|TURN) within 830ms`},
		{"crash", "", Free, 0, 0, child.Crashed, `closed its output and exited with status 3`},
		{"error", "", Free, 0, 0, child.Failed, `answered ERROR to (BEGIN|TURN): "I cannot think today"`},
		{"slowstart", "1h", Free, 0, short, child.TimedOut, `no answer to START 15 within 300ms`},
		{"swapgarbage", "", Swap2, 0, 0, child.Garbage, `answered "maybe later" to SWAP2BOARD`},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // a hang guard
			defer cancel()
			c, _, err := ParseBrainSpec("brain:" + fakeBin + " " + tt.mode + " " + tt.arg)
			if err != nil {
				t.Fatal(err)
			}
			c.TurnTime, c.Timeout = tt.turn, tt.timeout
			b, started := watched(t, c)
			var children []int
			for side := range 2 {
				players := [2]Player{b, Builtin("random", sg.NewRandom(1), 1)}
				if side == 1 {
					players[0], players[1] = players[1], players[0]
				}
				o := PlayGame(ctx, players, Setup{Size: 15, Opening: tt.opening})
				f := o.Forfeit
				if o.Err != nil || f == nil {
					t.Fatalf("side %d: error %v, no forfeit: %s", side, o.Err, gomoku.FormatMoves(o.Game.Moves(), 15))
				}
				var e *child.Error
				if f.Player != side || o.Winner != 1-side || !asError(f.Err, &e) || e.Kind != tt.kind || !matches(tt.reason, e.Detail) {
					t.Fatalf("side %d: player %d forfeits: %v (%v); want %d to lose, %v: %s", side, f.Player, f.Err, f.Kind(), side, tt.kind, tt.reason)
				}
				if !strings.HasPrefix(e.Engine, "fakebrain") || len(e.Stderr) == 0 || !strings.Contains(e.Stderr[0], "fakebrain "+tt.mode+" starting") {
					t.Errorf("side %d: named %q, standard error %q", side, e.Engine, e.Stderr)
				}
				if b.PID() != 0 {
					t.Errorf("side %d: a brain still runs after its forfeit", side)
				}
				children = append(children, childPids(e.Stderr)...)
			}
			if len(*started) != 2 {
				t.Errorf("%d processes started for two games; want one each", len(*started))
			}
			if tt.mode == "child" && len(children) != 2 {
				t.Errorf("the children %v; want one a game", children)
			}
			controllertest.CheckGone(t, append(children, *started...)...)
		})
	}
}

func asError(err error, e **child.Error) bool { return errors.As(err, e) }

// A brain that behaves plays whole games under every opening rule, with
// its MESSAGE and DEBUG lines passed on; its name is its ABOUT's; closed,
// it is gone.
func TestFakeBrainGames(t *testing.T) {
	var mu sync.Mutex
	var messages []string
	c := BrainConfig{Argv: []string{fakeBin, "talk"}, Name: "the name told before", OnMessage: func(l string) { mu.Lock(); messages = append(messages, l); mu.Unlock() }}
	b, started := watched(t, c)
	if b.Name() != "the name told before" {
		t.Errorf("before it started, the brain is named %q, want the name told before", b.Name())
	}
	for _, opening := range []Opening{Free, Swap, Swap2} {
		for side := range 2 {
			players := [2]Player{b, Builtin("medium", sg.NewSearch(sg.LevelConfig(level.Medium).WithNodes(3000), 1), 1)}
			if side == 1 {
				players[0], players[1] = players[1], players[0]
			}
			o := PlayGame(context.Background(), players, Setup{Size: 15, Opening: opening})
			if o.Err != nil || o.Forfeit != nil || !o.Game.Over() {
				t.Fatalf("%s, brain %d: error %v, forfeit %+v", opening, side, o.Err, o.Forfeit)
			}
		}
	}
	if b.Name() != "fakebrain-talk" || !strings.Contains(b.About(), `author="tests"`) {
		t.Errorf("name %q, about %q", b.Name(), b.About())
	}
	if len(messages) == 0 || messages[0] != "MESSAGE thinking hard" {
		t.Errorf("messages %q", messages[:min(len(messages), 3)])
	}
	b.Close()
	controllertest.CheckGone(t, *started...)
}

// Our own othello gomoku brain, two copies as child processes, plays
// whole games through the arbiter under each opening rule, each move
// within the turn time; ABOUT names it.
func TestOurBrainAgainstItself(t *testing.T) {
	var all []int
	for _, opening := range []Opening{Free, Swap2} {
		var brains [2]*Brain
		var players [2]Player
		for i := range brains {
			c, _, err := ParseBrainSpec("brain:" + othelloBin + " gomoku brain --level hard --seed " + strconv.Itoa(i+1))
			if err != nil {
				t.Fatal(err)
			}
			// each searches within half a second, as told, and is not
			// held to it: on a loaded machine an answer may come late
			c.TurnTime, c.Grace = 500*time.Millisecond, 30*time.Second
			b, started := watched(t, c)
			brains[i], players[i] = b, b
			defer func() { all = append(all, *started...) }()
		}
		var slowest time.Duration
		o := PlayGame(context.Background(), players, Setup{Size: 15, Opening: opening, OnEvent: func(e Event) {
			if e.Result != nil {
				slowest = max(slowest, e.Result.Time)
			}
		}})
		if o.Err != nil || o.Forfeit != nil || !o.Game.Over() {
			t.Fatalf("%s: error %v, forfeit %+v: %s", opening, o.Err, o.Forfeit, gomoku.FormatMoves(o.Game.Moves(), 15))
		}
		t.Logf("%s: %d stones, winner %d (colours %v), slowest answer %v: %s", opening, o.Game.MoveCount(), o.Winner, o.Colours, slowest,
			gomoku.FormatMoves(o.Game.Moves(), 15))
		if slowest > 30*time.Second {
			t.Errorf("an answer took %v: the brain does not keep to the turn time it is told", slowest)
		}
		for _, b := range brains {
			if b.Name() != "othello-gomoku" || !strings.Contains(b.About(), `version="`) {
				t.Errorf("name %q, about %q", b.Name(), b.About())
			}
			b.Close()
		}
	}
	controllertest.CheckGone(t, all...)
}
