package arbiter_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"othello/controller/arbiter"
)

// program stands for an external program: it counts its closes and
// says when two games use it at once or a game uses it once closed.
type program struct {
	busy   atomic.Bool
	closes atomic.Int32
}

func (p *program) Close() error {
	p.closes.Add(1)
	return nil
}

// use is a game played by p, which no other game may share.
func (p *program) use(t *testing.T) {
	if p.closes.Load() > 0 {
		t.Error("a closed program plays")
	}
	if !p.busy.CompareAndSwap(false, true) {
		t.Error("two games at once share a program")
	}
	time.Sleep(100 * time.Microsecond)
	p.busy.Store(false)
}

func TestRun(t *testing.T) {
	errFailed := errors.New("failed")
	tests := []struct {
		name        string
		games, jobs int
		fail        int // the game whose play fails (-1: none)
		cancel      int // the game that ends ctx once the games before it are played (-1: none)
		played      func(g int) bool
	}{
		{"no game", 0, 4, -1, -1, nil},
		{"fewer games than jobs", 3, 8, -1, -1, func(int) bool { return true }},
		{"more games than jobs", 23, 4, -1, -1, func(int) bool { return true }},
		{"one job", 7, 1, -1, -1, func(int) bool { return true }},
		{"a play fails", 12, 3, 5, -1, func(g int) bool { return g != 5 }},
		{"cancelled half-way, one job", 10, 1, -1, 5, func(g int) bool { return g < 5 }},
		{"cancelled half-way", 40, 4, -1, 20, func(g int) bool { return g < 20 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(t.Context())
			defer cancel()
			var mu sync.Mutex
			var started []*program
			workers := map[*arbiter.Worker]bool{}
			var reported []int
			earlier := make(chan struct{}) // closed once the games before tt.cancel are reported
			if tt.cancel <= 0 {
				close(earlier)
			}
			play := func(ctx context.Context, w *arbiter.Worker, g int) (int, error) {
				mu.Lock()
				workers[w] = true
				mu.Unlock()
				p := arbiter.Keep(w, g%2, func() *program {
					p := &program{}
					mu.Lock()
					started = append(started, p)
					mu.Unlock()
					return p
				})
				p.use(t)
				// the later games finish first, to see each land in its slot
				time.Sleep(time.Duration(tt.games-g) * 50 * time.Microsecond)
				switch {
				case g == tt.fail:
					return -1, errFailed
				case g == tt.cancel:
					<-earlier
					cancel()
					return -1, ctx.Err()
				case tt.cancel >= 0 && g > tt.cancel:
					<-ctx.Done() // in play when ctx ends
					return -1, ctx.Err()
				}
				return 10 * g, nil
			}
			done := func(g, r int) {
				reported = append(reported, g) // no lock: done is called one at a time
				if r != 10*g {
					t.Errorf("game %d reported %d; want %d", g, r, 10*g)
				}
				if len(reported) == tt.cancel {
					close(earlier)
				}
			}
			results, played := arbiter.Run(ctx, tt.games, tt.jobs, play, done)

			if len(results) != tt.games || len(played) != tt.games {
				t.Fatalf("%d results, %d played; want %d", len(results), len(played), tt.games)
			}
			var want []int
			for g := range tt.games {
				if played[g] != tt.played(g) {
					t.Errorf("game %d played %v; want %v", g, played[g], tt.played(g))
				}
				if played[g] {
					want = append(want, g)
					if results[g] != 10*g {
						t.Errorf("game %d: result %d; want %d", g, results[g], 10*g)
					}
				}
			}
			slices.Sort(reported)
			if !slices.Equal(reported, want) {
				t.Errorf("reported %v; want the games played, once each: %v", reported, want)
			}
			if n := len(workers); n > max(1, min(tt.jobs, tt.games)) {
				t.Errorf("%d workers for %d games on %d jobs", n, tt.games, tt.jobs)
			}
			// each worker starts a program for each key (0 and 1) it needs
			if len(started) > 2*len(workers) {
				t.Errorf("%d programs started by %d workers; a worker keeps its own", len(started), len(workers))
			}
			for i, p := range started {
				if n := p.closes.Load(); n != 1 {
					t.Errorf("program %d closed %d times; want once", i, n)
				}
			}
		})
	}
}

// A worker cancelled before the games begin plays none of them.
func TestRunCancelledBefore(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	calls := 0
	_, played := arbiter.Run(ctx, 5, 2, func(context.Context, *arbiter.Worker, int) (int, error) {
		calls++
		return 0, nil
	}, nil)
	if calls != 0 || slices.Contains(played, true) {
		t.Errorf("%d games begun, played %v; want none", calls, played)
	}
}

func TestWorkerKeep(t *testing.T) {
	var w arbiter.Worker
	starts := 0
	start := func() *program { starts++; return &program{} }
	a, b := arbiter.Keep(&w, 0, start), arbiter.Keep(&w, 1, start)
	if again := arbiter.Keep(&w, 0, start); again != a || a == b || starts != 2 {
		t.Fatalf("%d starts, the same program for key 0 %v, for keys 0 and 1 %v; want 2, true, false", starts, again == a, a == b)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if a.closes.Load() != 1 || b.closes.Load() != 1 {
		t.Errorf("closes %d and %d; want each program closed once", a.closes.Load(), b.closes.Load())
	}
	if c := arbiter.Keep(&w, 0, start); c == a || starts != 3 {
		t.Errorf("after Close, key 0 gave the closed program back")
	}
}
