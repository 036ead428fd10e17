package engine

import (
	"context"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"othello/model"
	"othello/strategy"
)

// Each way a program can fail loses the game with a clear reason, its
// last lines of standard error, and no process left; the next game starts
// a fresh process, which fails the same way.
func TestFakeEngineFailures(t *testing.T) {
	const short = 300 * time.Millisecond // for the hangs only
	tests := []struct {
		protocol, mode, arg string
		timeout             time.Duration
		moveTime            time.Duration // by time; 0: by depth
		kind                Kind
		reason              string
	}{
		{"nboard", "hang", "", short, 0, TimedOut, `no answer to go within 300ms`},
		// by time: the time, a tenth of it and half a second
		{"nboard", "hang", "", 0, 100 * time.Millisecond, TimedOut, `no answer to go within 610ms`},
		{"gtp", "hang", "", 0, 100 * time.Millisecond, TimedOut, `no answer to genmove (black|white) within 610ms`},
		{"nboard", "hangstart", "", short, 0, TimedOut, `no answer to ping 1 within 300ms`},
		{"nboard", "slowstart", "1h", short, 0, TimedOut, `no answer to ping 1 within 300ms`},
		{"nboard", "child", "", short, 0, TimedOut, `no answer to go within 300ms`},
		{"nboard", "crash", "2", 0, 0, Crashed, `closed its output and exited with status 3`},
		{"nboard", "illegal", "", 0, 0, Illegal, `played (D4|E4), which is illegal: .*occupied|already`},
		{"nboard", "garbage", "", 0, 0, Garbage, `answered "=== Z9/1.00/0.01", which is not a move`},
		{"nboard", "malformed", "", 0, 0, Garbage, `answered "===", which names no move`},
		{"gtp", "hang", "", short, 0, TimedOut, `no answer to genmove (black|white) within 300ms`},
		{"gtp", "hangstart", "", short, 0, TimedOut, `no answer to boardsize 8 within 300ms`},
		{"gtp", "crash", "", 0, 0, Crashed, `closed its output and exited with status 3`},
		{"gtp", "illegal", "", 0, 0, Illegal, `played (D4|E4), which is illegal`},
		{"gtp", "garbage", "", 0, 0, Garbage, `answered "z9" to genmove, which is not a move`},
		{"gtp", "malformed", "", 0, 0, Garbage, `answered "hello, I am an engine" to "genmove (black|white)"; a GTP answer starts with = or \?`},
		{"gtp", "resign", "", 0, 0, Resigned, `resigned`},
		{"play", "hang", "", short, 0, TimedOut, `no answer to its move within 300ms`},
		{"play", "child", "", short, 0, TimedOut, `no answer to its move within 300ms`},
		{"play", "crash", "2", 0, 0, Crashed, `closed its output and exited with status 3`},
		{"play", "illegal", "", 0, 0, Illegal, `played (D4|E4), which is illegal`},
		{"play", "garbage", "", 0, 0, Garbage, `answered "[NB]Z9", which is not a move`},
		{"play", "malformed", "", 0, 0, Garbage, `answered "bonjour"(; want its move|, which is not a move)`},
	}
	for _, tt := range tests {
		t.Run(tt.protocol+"/"+tt.mode+"/"+tt.moveTime.String(), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute) // a hang guard
			defer cancel()
			c, _, err := ParseSpec(tt.protocol + ":" + fakeBin + " " + tt.protocol + " " + tt.mode + " " + tt.arg)
			if err != nil {
				t.Fatal(err)
			}
			c.Timeout, c.MoveTime = tt.timeout, tt.moveTime
			e, started := watched(t, c)
			random := Builtin("random", strategy.NewRandom(1))
			var children []int
			for game, black := range []bool{true, false} {
				var o Outcome
				loser := model.Black
				if black {
					o = PlayGame(ctx, e, random, nil)
				} else {
					o, loser = PlayGame(ctx, random, e, nil), model.White
				}
				f := o.Forfeit
				if o.Err != nil || f == nil {
					t.Fatalf("game %d: %s, error %v, no forfeit", game+1, o.Game.Transcript(), o.Err)
				}
				var ee *Error
				if Colour(f.Player) != loser || !errors.As(f.Err, &ee) || ee.Kind != tt.kind || !regexp.MustCompile(tt.reason).MatchString(ee.Detail) {
					t.Fatalf("game %d: %s forfeits: %v; want %s to lose, %s: %s", game+1, Colour(f.Player), f.Err, loser, tt.kind, tt.reason)
				}
				if want := 64; o.Black != -want && loser == model.Black || o.Black != want && loser == model.White {
					t.Errorf("game %d: Black %+d; a forfeit loses by the whole board", game+1, o.Black)
				}
				if ee.Engine != e.Name() || !strings.Contains(strings.Join(ee.Stderr, "\n"), "fakeengine "+tt.protocol+" "+tt.mode+" starting") {
					t.Errorf("game %d: engine %q, standard error %q", game+1, ee.Engine, ee.Stderr)
				}
				if tt.kind == Crashed && !strings.Contains(strings.Join(ee.Stderr, "\n"), "crashing on purpose") {
					t.Errorf("the crash's last words are missing: %q", ee.Stderr)
				}
				for _, l := range ee.Stderr {
					if pid, ok := strings.CutPrefix(l, "child "); ok {
						n, _ := strconv.Atoi(pid)
						children = append(children, n)
					}
				}
				if e.PID() != 0 {
					t.Errorf("game %d: the failed engine still runs as %d", game+1, e.PID())
				}
			}
			pids := started.all()
			if len(pids) != 2 || pids[0] == pids[1] {
				t.Errorf("processes %v; want a fresh one for each game", pids)
			}
			if tt.mode == "child" && len(children) != 2 {
				t.Errorf("children %v; want one a game", children)
			}
			checkGone(t, append(pids, children...)...)
		})
	}
}

// A program slow to start plays once it has started, the timeout being
// the limit.
func TestFakeEngineSlowStart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, _ := watched(t, Config{Protocol: NBoard, Argv: []string{fakeBin, "nboard", "slowstart", "300ms"}})
	if err := e.Start(ctx); err != nil || e.Name() != "Fake12" {
		t.Fatalf("start: %v, name %q", err, e.Name())
	}
	playedOut(t, PlayGame(ctx, e, Builtin("random", strategy.NewRandom(1)), nil))
}

// Close kills an engine busy with a move from another goroutine, and
// whatever it started; so does a deferred Close on a panic.
func TestCloseKillsAndReaps(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, started := watched(t, Config{Protocol: NBoard, Argv: []string{fakeBin, "nboard", "child"}})
	if err := e.Start(ctx); err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	go func() {
		_, err := e.Move(ctx, model.NewGame(), Clock{})
		done <- err
	}()
	time.Sleep(100 * time.Millisecond) // let it think; the test holds either way
	e.Close()
	err := <-done
	var ee *Error
	if !errors.As(err, &ee) || ee.Kind != Crashed {
		t.Errorf("the move cut short by Close: %v", err)
	}
	var child int
	for _, l := range ee.Stderr {
		if pid, ok := strings.CutPrefix(l, "child "); ok {
			child, _ = strconv.Atoi(pid)
		}
	}
	if child == 0 {
		t.Fatalf("no child in %q", ee.Stderr)
	}
	checkGone(t, append(started.all(), child)...)
	if _, err := e.Move(ctx, model.NewGame(), Clock{}); err == nil {
		t.Error("a closed engine moved")
	}

	var pid int
	func() {
		defer func() { recover() }()
		e := New(Config{Protocol: NBoard, Argv: []string{fakeBin, "nboard", "good"}})
		defer e.Close()
		if err := e.Start(ctx); err != nil {
			t.Error(err)
		}
		pid = e.PID()
		panic("in the middle of a match")
	}()
	if pid == 0 {
		t.Fatal("no engine started")
	}
	checkGone(t, pid)
}
