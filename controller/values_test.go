package controller_test

import (
	"context"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/controllertest"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// valuesEvents returns the ValuesChanged events among evs.
func valuesEvents(evs []controller.Event) []controller.Event {
	var out []controller.Event
	for _, e := range evs {
		if e.Kind == session.ValuesChanged {
			out = append(out, e)
		}
	}
	return out
}

// scoresOf maps each move to its score.
func scoresOf(rs []strategy.SizedResult) map[model.Cell]int {
	out := map[model.Cell]int{}
	for _, r := range rs {
		out[r.Move] = r.Score
	}
	return out
}

// The move values the controller shows are the strategy's own scores at
// the same depth, from the same search (ValuesConfig): in the midgame at
// each depth, in the endgame the exact results, whose best is the score
// the EXPERT player and the solver find.
func TestMoveValuesAreTheStrategysScores(t *testing.T) {
	moves := loadGames(t)[0].moves
	positions := []struct {
		name  string
		moves int
		exact bool
	}{
		{"opening", 10, false},
		{"midgame", 30, false},
		{"endgame", len(moves) - 14, true},
	}
	for _, pos := range positions {
		t.Run(pos.name, func(t *testing.T) {
			g, err := model.ParseGame(transcript(moves[:pos.moves]))
			if err != nil {
				t.Fatal(err)
			}
			h := newHarness(t, nil, func(c *controller.Config) { c.UpdateEvery = -1 })
			h.c.Load(g, controller.Settings{Mode: controller.HumanVsHuman})
			live := h.c.Snapshot()
			b := live.Game.Position().Board
			h.c.SetMoveValues(true)
			cfg := controller.ValuesConfig()
			deadline := time.After(hangGuard)
			checked := map[int]bool{} // the midgame depths compared
			for {
				var last []strategy.SizedResult
				for _, e := range valuesEvents(h.all()) {
					last = e.Snapshot.Values
					if e.Snapshot.ValuesAt != live.Game.Len() {
						t.Fatalf("values for the position after %d moves, want %d", e.Snapshot.ValuesAt, live.Game.Len())
					}
					d, mixed := last[0].Depth, false
					for _, r := range last {
						mixed = mixed || r.Exact || r.Depth != d
					}
					if mixed || checked[d] || d > 8 {
						continue
					}
					checked[d] = true
					at := cfg
					at.Depth, at.ExactEmpties = d, 0
					want := scoresOf(strategy.AnalyzeSized(context.Background(), model.SizedFromBoard(b), at))
					if got := scoresOf(last); !equalScores(got, want) {
						t.Errorf("depth %d: values %v, the strategy's %v", d, got, want)
					}
				}
				if !pos.exact && checked[8] || pos.exact && allExact(last) {
					if pos.exact {
						checkExact(t, b, last)
					}
					return
				}
				select {
				case <-h.notify:
				case <-deadline:
					t.Fatalf("values never got there; depths compared %v", checked)
				}
			}
		})
	}
}

func equalScores(a, b map[model.Cell]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

func allExact(rs []strategy.SizedResult) bool {
	for _, r := range rs {
		if !r.Exact {
			return false
		}
	}
	return len(rs) > 0
}

// checkExact compares exact values with the strategy's exact analysis, and
// their best with what the solver and the EXPERT player (othello move)
// find.
func checkExact(t *testing.T, b model.Board, values []strategy.SizedResult) {
	t.Helper()
	want := scoresOf(strategy.AnalyzeSized(context.Background(), model.SizedFromBoard(b), controller.ValuesConfig()))
	if got := scoresOf(values); !equalScores(got, want) {
		t.Errorf("exact values %v, the strategy's %v", got, want)
	}
	solved := strategy.Solve(context.Background(), b)
	expert := strategy.NewPlayer(level.Expert, level.AlphaBeta, 1).Search(context.Background(), b)
	if best := values[0].Score; best != solved.Score || !expert.Exact || best != expert.Score {
		t.Errorf("best value %d; solver %d, EXPERT %d (exact %v)", best, solved.Score, expert.Score, expert.Exact)
	}
}

// fakeValues stands in for the values' search: it reports one set of
// values naming the board it scores (its first legal move, scored 100),
// then waits for its context to end, tries to report once more, and says
// it has returned.
type fakeValues struct {
	calls chan valuesCall
}

type valuesCall struct {
	board model.Board
	ended chan struct{}
}

func newFakeValues() *fakeValues { return &fakeValues{calls: make(chan valuesCall, 10)} }

func (f *fakeValues) search(ctx context.Context, b model.SizedBoard, report func([]strategy.SizedResult)) []strategy.SizedResult {
	b8, _ := b.Board8()
	call := valuesCall{board: b8, ended: make(chan struct{})}
	defer close(call.ended)
	f.calls <- call
	values := []strategy.SizedResult{{Move: b.MoveCells()[0], Score: 100, Depth: 1}}
	report(values)
	<-ctx.Done()
	report(values) // too late: it must go nowhere
	return nil
}

// next returns the next search started.
func (f *fakeValues) next(t *testing.T) valuesCall {
	t.Helper()
	select {
	case c := <-f.calls:
		return c
	case <-time.After(hangGuard):
		t.Fatal("no values search started")
	}
	return valuesCall{}
}

// none checks that no values search has started.
func (f *fakeValues) none(t *testing.T) {
	t.Helper()
	select {
	case c := <-f.calls:
		t.Fatalf("a values search started for %v", c.board)
	default:
	}
}

// ended waits until the search of call has returned.
func (c valuesCall) waitEnded(t *testing.T) {
	t.Helper()
	select {
	case <-c.ended:
	case <-time.After(hangGuard):
		t.Fatal("the values search was never cancelled")
	}
}

func valuesHarness(t *testing.T, players func(controller.Settings, model.Color) strategy.Player) (*harness, *fakeValues, *manualClock) {
	f, clock := newFakeValues(), newManualClock()
	h := newHarness(t, players, func(c *controller.Config) {
		c.Values = f.search
		c.UpdateClock = clock
	})
	return h, f, clock
}

// Turning the values off cancels their search at once and nothing it
// says afterwards arrives; the values go.
func TestMoveValuesStopWhenTurnedOff(t *testing.T) {
	h, f, clock := valuesHarness(t, nil)
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	f.none(t) // off by default
	h.c.SetMoveValues(true)
	call := f.next(t)
	if call.board != model.StartBoard() {
		t.Fatalf("values searched for %v", call.board)
	}
	e := h.waitFor(session.ValuesChanged)
	if len(e.Snapshot.Values) != 1 || e.Snapshot.ValuesAt != 0 {
		t.Fatalf("values %v at %d", e.Snapshot.Values, e.Snapshot.ValuesAt)
	}
	h.take()
	h.c.SetMoveValues(false)
	call.waitEnded(t)
	clock.fire() // any update the throttle held back
	evs := valuesEvents(h.take())
	if len(evs) != 1 || evs[0].Snapshot.Values != nil {
		t.Fatalf("after turning off: %d ValuesChanged events, the first with %v", len(evs), evs)
	}
	if s := h.c.Snapshot(); s.Values != nil {
		t.Errorf("values left: %v", s.Values)
	}
	f.none(t)
}

// A new position cancels the search of the old one and starts one for
// itself, in the live game and in review; the old search's values never
// show for the new position.
func TestMoveValuesFollowThePosition(t *testing.T) {
	h, f, clock := valuesHarness(t, nil)
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	h.c.SetMoveValues(true)
	first := f.next(t)
	h.waitFor(session.ValuesChanged)
	h.c.PlayCell(model.CellOfSquare(model.D3))
	first.waitEnded(t)
	second := f.next(t)
	after := model.StartBoard().Play(model.D3)
	if second.board != after {
		t.Fatalf("values searched for %v after d3", second.board)
	}
	clock.fire()
	for _, e := range valuesEvents(h.all()) {
		if v := e.Snapshot.Values; v != nil && e.Snapshot.Game.Len() == 1 && v[0].Move != model.CellOfSquare(model.SquaresOf(after.Moves())[0]) {
			t.Errorf("the start's values shown after d3: %v", v)
		}
	}
	// review: the position shown is scored, then the live one again
	h.c.ShowPosition(0)
	second.waitEnded(t)
	if c := f.next(t); c.board != model.StartBoard() {
		t.Errorf("in review, values searched for %v", c.board)
	} else {
		e := h.waitFor(session.ValuesChanged)
		for _, e2 := range valuesEvents(h.all()) {
			e = e2
		}
		if e.Snapshot.ValuesAt != 0 {
			t.Errorf("review values at %d", e.Snapshot.ValuesAt)
		}
		h.c.ShowPosition(-1)
		c.waitEnded(t)
		if c := f.next(t); c.board != after {
			t.Errorf("back live, values searched for %v", c.board)
		}
	}
}

// No values are searched while the computer searches its move, nor for
// the computer's turn; they start again on the person's turn.
func TestMoveValuesWaitForTheComputer(t *testing.T) {
	b := newBlocker()
	h, f, _ := valuesHarness(t, same(b))
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black})
	h.c.SetMoveValues(true)
	call := f.next(t)
	h.c.PlayCell(model.CellOfSquare(model.D3))
	call.waitEnded(t)
	<-b.started
	f.none(t)
	// in review too, not while the computer searches
	h.c.ShowPosition(0)
	f.none(t)
	h.c.ShowPosition(-1)
	b.release <- model.C3
	if c := f.next(t); c.board != model.StartBoard().Play(model.D3).Play(model.C3) {
		t.Errorf("values searched for %v on the person's turn", c.board)
	}
}

// The searches at a fixed depth whose scores a player reads cut with the
// scores' confidence, not with the levels' riskier one that pays off only
// against a clock.
func TestScoreSearchesKeepTheirSelectivity(t *testing.T) {
	expert := strategy.LevelConfig(level.Expert, level.AlphaBeta)
	if expert.Selectivity == strategy.ScoreSelectivity {
		t.Fatalf("EXPERT cuts at %d%%, the scores' selectivity: nothing to tell apart", expert.Selectivity)
	}
	for _, c := range []struct {
		name string
		cfg  strategy.Config
	}{
		{"move values", controller.ValuesConfig()},
		{"analysis", controller.AnalysisConfig(8)},
		{"analysis on 6x6", controller.AnalysisConfig(6)},
	} {
		if c.cfg.Selectivity != strategy.ScoreSelectivity || c.cfg.Time != 0 || c.cfg.Depth == 0 {
			t.Errorf("%s: selectivity %d, time %v, depth %d; want %d%% at a fixed depth", c.name, c.cfg.Selectivity, c.cfg.Time, c.cfg.Depth, strategy.ScoreSelectivity)
		}
	}
}

// A live game lost on time shows no values, though its position has
// moves: nobody plays there; its positions in review still get theirs.
func TestMoveValuesEndWithTheFlag(t *testing.T) {
	f, clock := newFakeValues(), newManualClock()
	ft := controllertest.NewManualTime()
	h := newHarness(t, nil, func(c *controller.Config) {
		c.Values, c.UpdateClock, c.Time = f.search, clock, ft
	})
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Clock: model.TimeControl{Main: time.Minute}})
	h.c.SetMoveValues(true)
	call := f.next(t)
	h.waitFor(session.ValuesChanged)
	ft.Advance(time.Minute)
	h.waitFor(session.GameOver)
	call.waitEnded(t)
	clock.fire()
	if s := h.c.Snapshot(); s.Values != nil || !s.Clocks.Flagged {
		t.Errorf("Black's flag fell (%v), the values shown: %v", s.Clocks.Flagged, s.Values)
	}
	f.none(t)
	h.c.ShowPosition(0)
	if c := f.next(t); c.board != model.StartBoard() {
		t.Errorf("in review, values searched for %v", c.board)
	}
}
