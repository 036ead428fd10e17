package engine

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// pids records the processes an engine starts.
type pids struct {
	mu   sync.Mutex
	list []int
}

func (p *pids) add(pid int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.list = append(p.list, pid)
}

func (p *pids) all() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.list)
}

// watched returns the engine c describes, recording the processes it
// starts, and closes it (checking they are gone) when the test ends.
func watched(t *testing.T, c Config) (*Engine, *pids) {
	t.Helper()
	e := New(c)
	started := &pids{}
	e.onStart = started.add
	t.Cleanup(func() {
		e.Close()
		checkGone(t, started.all()...)
	})
	return e, started
}

// Our own othello nboard as a child process plays, at depth 3, the very
// game our depth-3 search plays in process: both sides on one thread, no
// randomness, each asked on its own moves only.
func TestNBoardPlaysAsOurSearch(t *testing.T) {
	const depth = 3
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute) // a hang guard
	defer cancel()
	e, _ := watched(t, Config{Protocol: NBoard, Argv: []string{othelloBin, "nboard"}, Depth: depth})
	got := model.NewGame()
	for !got.Over() {
		r, err := e.Move(ctx, got.Clone(), Clock{})
		if err != nil {
			t.Fatalf("after %s: %v", got.Transcript(), err)
		}
		if err := got.PlayCell(r.Move); err != nil {
			t.Fatal(err)
		}
	}
	ref := strategy.NewSearch(strategy.DepthConfig(depth), 1)
	want := model.NewGame()
	for !want.Over() {
		if want.PassIfForced() {
			continue
		}
		if err := want.Play(ref.Search(ctx, want.Position().Board).Move); err != nil {
			t.Fatal(err)
		}
	}
	if got.Transcript() != want.Transcript() {
		t.Errorf("othello nboard at depth %d played\n%s\nour search at depth %d plays\n%s", depth, got.Transcript(), depth, want.Transcript())
	}
	if e.Name() != "Othello3" || e.Title() != "Othello 3" {
		t.Errorf("name %q, title %q; want Othello3 from set myname, Othello 3", e.Name(), e.Title())
	}
}

// hint N answers N search lines, best first, each a legal move with its
// line; ping and pong keep the conversation in step between requests.
func TestNBoardHints(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var mu sync.Mutex
	var infos []Info
	e, started := watched(t, Config{Protocol: NBoard, Argv: []string{othelloBin, "nboard"}, Depth: 2,
		OnInfo: func(i Info) { mu.Lock(); infos = append(infos, i); mu.Unlock() }})
	if err := e.Start(ctx); err != nil {
		t.Fatal(err)
	}
	g, _ := model.ParseGame("f5d6c3")
	for _, n := range []int{3, 1, 5} {
		hints, err := e.Hint(ctx, g, n)
		if err != nil {
			t.Fatal(err)
		}
		if want := min(n, 4); len(hints) != want { // 4 legal moves
			t.Errorf("hint %d: %d hints %+v", n, len(hints), hints)
		}
		for i, h := range hints {
			if g.CheckMove(h.Move) != nil || len(h.PV) == 0 || h.PV[0] != h.Move || h.Depth == "" {
				t.Errorf("hint %d: %+v", n, h)
			}
			if i > 0 && h.Eval > hints[i-1].Eval {
				t.Errorf("hint %d: not best first: %+v", n, hints)
			}
		}
	}
	// a move after the hints: the hints' lines are all read by then
	if r, err := e.Move(ctx, g, Clock{}); err != nil || g.CheckCell(r.Move) != nil {
		t.Errorf("move after hints: %+v, %v", r, err)
	}
	if n := len(started.all()); n != 1 {
		t.Errorf("%d processes started; one serves every request", n)
	}
	mu.Lock()
	defer mu.Unlock()
	kinds := map[string]int{}
	for _, i := range infos {
		kinds[i.Kind]++
	}
	if kinds["search"] < 8 || kinds["status"] == 0 || kinds["nodestats"] == 0 {
		t.Errorf("thinking seen: %v", kinds)
	}
}

// A game between two players that ends on the board, not by forfeit.
func playedOut(t *testing.T, o Outcome) {
	t.Helper()
	if o.Err != nil || o.Forfeit != nil || !o.Game.Over() {
		t.Fatalf("game %s: error %v, forfeit %+v", o.Game.Transcript(), o.Err, o.Forfeit)
	}
	p := o.Game.Position()
	if d := o.Black; (d > 0) != (p.Count(model.Black) > p.Count(model.White)) {
		t.Errorf("Black's difference %+d for %d-%d", d, p.Count(model.Black), p.Count(model.White))
	}
}

// othello play, driven through its line protocol, plays both colours
// against our level, and meets another program of the protocol.
func TestLineProtocolAgainstOurBinary(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c := Config{Protocol: Line, Argv: []string{othelloBin, "play", "--level", "easy", "--seed", "5"}}
	e, started := watched(t, c)
	easy := Builtin("easy", strategy.NewPlayer(level.Easy, level.AlphaBeta, 9))
	playedOut(t, PlayGame(ctx, e, easy, nil))
	playedOut(t, PlayGame(ctx, easy, e, nil)) // the other colour: started again with --blanc
	// othello play ends with its game; one left unfinished goes on with
	// newgame, in the same process
	half := model.NewGame()
	for half.Len() < 10 {
		turn := half.Turn()
		var r strategy.SizedResult
		var err error
		if turn == model.Black {
			r, err = e.Move(ctx, half.Clone(), Clock{})
		} else {
			r, err = easy.Move(ctx, half.Clone(), Clock{})
		}
		if err != nil || half.PlayCell(r.Move) != nil {
			t.Fatalf("after %s: %+v, %v", half.Transcript(), r, err)
		}
	}
	playedOut(t, PlayGame(ctx, e, easy, nil))
	if n := len(started.all()); n != 3 {
		t.Errorf("%d processes started; want 3, one for each game but the unfinished one", n)
	}
	other, _ := watched(t, c)
	playedOut(t, PlayGame(ctx, e, other, nil))
	// no set-up in this protocol
	if o := PlayGame(ctx, e, easy, []model.Square{model.F5}); o.Forfeit == nil || !strings.Contains(o.Forfeit.Reason(), "the program's game is not this one") {
		t.Errorf("an opening the program did not play: %+v", o.Forfeit)
	}
}

// The fake GTP engine plays a game through the client.
func TestGTPGame(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, started := watched(t, Config{Protocol: GTP, Argv: []string{fakeBin, "gtp", "good"}, MoveTime: 2 * time.Second})
	random := Builtin("random", strategy.NewRandom(3))
	playedOut(t, PlayGame(ctx, random, e, []model.Square{model.F5, model.D6}))
	playedOut(t, PlayGame(ctx, e, random, nil))
	if e.Name() != "Fake GTP" || len(started.all()) != 1 {
		t.Errorf("name %q, %d processes", e.Name(), len(started.all()))
	}
	if e.Title() != "Fake GTP 0.9" {
		t.Errorf("title %q; want Fake GTP 0.9, from name and version", e.Title())
	}
	if _, err := e.Hint(ctx, model.NewGame(), 2); err == nil {
		t.Error("a GTP engine gave hints")
	}
}
