package controller_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// sizedHarness is a harness whose 8x8 players must not be asked: the games
// here are on other sizes, played by the geometric search.
func sizedHarness(t *testing.T, tweak func(*controller.Config)) *harness {
	return newHarness(t, same(failPlayer{t}), func(cfg *controller.Config) {
		cfg.Players = func(s controller.Settings, c model.Color) strategy.SizedPlayer {
			return strategy.NewSizedSearch(s.PlayerConfig(), uint64(c)+1)
		}
		if tweak != nil {
			tweak(cfg)
		}
	})
}

// checkSizedGame replays the events of a finished game on a fresh game of
// the same size: every Placed event's move and flips, every pass, and the
// final count.
func checkSizedGame(t *testing.T, n int, evs []controller.Event) {
	t.Helper()
	g, err := model.NewSizedGame(n)
	if err != nil {
		t.Fatal(err)
	}
	var over *controller.Event
	for i, e := range evs {
		switch e.Kind {
		case session.Placed:
			p := g.Sized()
			if e.Color != p.Turn {
				t.Fatalf("move %d: %s placed, %s to move", g.Len()+1, e.Color, p.Turn)
			}
			want := p.Geometry().CellsOf(p.Board.Flips(e.Cell))
			if len(want) == 0 || !reflect.DeepEqual(e.Turned, want) {
				t.Fatalf("move %d %s: turned %v, want %v", g.Len()+1, e.Snapshot.Game.Geometry().CellName(e.Cell), e.Turned, want)
			}
			if err := g.PlayCell(e.Cell); err != nil {
				t.Fatal(err)
			}
		case session.Passed:
			if !g.PassIfForced() {
				t.Fatalf("a pass that was not forced after move %d", g.Len())
			}
		case session.GameOver:
			over = &evs[i]
		case session.Illegal:
			t.Fatalf("illegal move: %v", e.Refused)
		}
		if e.Kind == session.Placed || e.Kind == session.Passed {
			if e.Snapshot.Sized != g.Sized() || e.Snapshot.Game.Len() != g.Len() {
				t.Fatalf("after move %d the snapshot shows %s, want %s", g.Len(), e.Snapshot.Sized, g.Sized())
			}
		}
	}
	if over == nil {
		t.Fatal("no GameOver event")
	}
	s := over.Snapshot
	res := g.Result()
	if !g.Over() || !s.Over || s.Result != res || s.Game.Size() != n || s.Settings.Size != n {
		t.Fatalf("end: snapshot over %v result %s size %d/%d, want %s on %dx%d", s.Over, s.Result, s.Game.Size(), s.Settings.Size, res, n, n)
	}
	if s.Legal.Count() != 0 {
		t.Fatalf("moves are legal at the end, on %dx%d", n, n)
	}
	if res.Black+res.White == 0 || res.Black+res.White > n*n {
		t.Fatalf("final count %s on %dx%d", res, n, n)
	}
}

// The computer plays itself to the end on the small boards, with the
// geometric search; undo and redo then step through the finished game.
func TestComputerVsComputerOnSmallBoards(t *testing.T) {
	for _, n := range []int{4, 6} {
		h := sizedHarness(t, nil)
		h.c.NewGame(controller.Settings{Mode: controller.ComputerVsComputer, Level: level.Medium, Size: n})
		h.waitFor(session.GameOver)
		checkSizedGame(t, n, h.take())

		end := h.c.Snapshot()
		h.c.Undo() // pauses the demo, one move back
		s := h.c.Snapshot()
		if !s.Paused || s.Game.Len() != end.Game.Len()-1 || s.Sized != end.Game.SizedAt(end.Game.Len()-1) || !s.CanRedo {
			t.Fatalf("%dx%d undo: paused %v, %d moves, redo %v", n, n, s.Paused, s.Game.Len(), s.CanRedo)
		}
		for h.c.Snapshot().CanUndo {
			h.c.Undo()
		}
		if s := h.c.Snapshot(); s.Game.Len() != 0 || !s.Game.FromStart() || s.Game.Size() != n {
			t.Fatalf("%dx%d: undone to %d moves", n, n, s.Game.Len())
		}
		for h.c.Snapshot().CanRedo {
			h.c.Redo()
		}
		if s := h.c.Snapshot(); s.Sized != end.Sized || !s.Over || !reflect.DeepEqual(s.Game.Cells(), end.Game.Cells()) {
			t.Fatalf("%dx%d: redo did not restore the game", n, n)
		}
	}
}

// A person plays 6x6 against the computer: their moves as cells, the
// computer's reply, a refused move named in 6x6 terms, undo back to the
// person's turn and redo.
func TestHumanVsComputerOnSixBySix(t *testing.T) {
	h := sizedHarness(t, nil)
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black, Level: level.Easy, Size: 6})
	s := h.c.Snapshot()
	geo := s.Game.Geometry()
	if s.Game.Size() != 6 || s.Legal.Count() != 4 || !s.PersonToMove {
		t.Fatalf("6x6 start: size %d, %d legal moves, human to move %v", s.Game.Size(), s.Legal.Count(), s.PersonToMove)
	}
	f6, _ := geo.ParseCell("f6")
	h.take()
	h.c.PlayCell(f6)
	evs := h.take()
	if len(evs) != 1 || evs[0].Kind != session.Illegal || evs[0].Refused.MoveName() != "f6" || evs[0].Refused.Reason != model.FlipsNothing {
		t.Fatalf("f6 at the start: %v", evs)
	}
	first := s.Sized.Board.MoveCells()[0]
	h.c.PlayCell(first)
	h.waitFor(session.Placed)
	for h.c.Snapshot().Game.Len() < 2 {
		h.waitDispatched()
	}
	s = h.c.Snapshot()
	if !s.PersonToMove || s.Game.Cell(0) != first {
		t.Fatalf("after the reply: human to move %v, moves %v", s.PersonToMove, s.Game.Cells())
	}
	h.c.Undo()
	if u := h.c.Snapshot(); u.Game.Len() != 0 || !u.PersonToMove || !u.CanRedo {
		t.Fatalf("undo: %d moves, human to move %v", u.Game.Len(), u.PersonToMove)
	}
	h.c.Redo()
	if r := h.c.Snapshot(); !reflect.DeepEqual(r.Game.Cells(), s.Game.Cells()) || !r.PersonToMove {
		t.Fatalf("redo: moves %v, want %v", r.Game.Cells(), s.Game.Cells())
	}
}

// A 6x6 game restored mid-way goes on at its size, whatever size the
// settings last held, and the computer moves at once when it has the turn.
func TestLoadSixBySixGame(t *testing.T) {
	g, err := model.ParseSetup("6x6 c2b4c5")
	if err != nil {
		t.Fatal(err)
	}
	h := sizedHarness(t, nil)
	h.c.Load(g, controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black, Level: level.Easy, Size: 8})
	e := h.waitFor(session.Placed)
	s := h.c.Snapshot()
	if s.Settings.Size != 6 || s.Game.Size() != 6 || s.Game.Len() != 4 || e.Color != model.White || !s.PersonToMove {
		t.Fatalf("restored 6x6: size %d/%d, %d moves, %s placed, human to move %v", s.Settings.Size, s.Game.Size(), s.Game.Len(), e.Color, s.PersonToMove)
	}
	if got := s.Game.TaggedTranscript()[:10]; got != "6x6 c2b4c5" {
		t.Fatalf("transcript %q", got)
	}
	h.c.NewGame(s.Settings)
	if n := h.c.Snapshot().Game; n.Size() != 6 || n.Len() != 0 {
		t.Fatalf("a new game after a 6x6 one: size %d, %d moves", n.Size(), n.Len())
	}
}

// The hint on 10x10 comes from the geometric search and names a legal
// cell; Analyze, an 8x8 feature, does nothing there.
// On 10x10 a hint and every move's score come as on 8x8: the hint's move
// legal and named in cells, its thinking line in cells, and Analyze's
// scores one per legal move, best first, the best the hint.
func TestHintAndScoresOnTenByTen(t *testing.T) {
	h := sizedHarness(t, func(cfg *controller.Config) {
		cfg.Hinter = strategy.NewSizedSearch(strategy.Config{Algorithm: level.AlphaBeta, Depth: 2}, 1)
		cfg.Analyze = func(ctx context.Context, b model.SizedBoard) []strategy.SizedResult {
			return strategy.AnalyzeSized(ctx, b, strategy.Config{Algorithm: level.AlphaBeta, Depth: 2})
		}
	})
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman, Size: 10})
	h.take()
	h.c.Analyze()
	e := h.waitFor(session.AnalysisReady)
	s := e.Snapshot
	legal := s.Sized.Geometry().CellsOf(s.Legal)
	if len(s.Analysis) != len(legal) {
		t.Fatalf("%d scores for %d legal moves: %v", len(s.Analysis), len(legal), s.Analysis)
	}
	for i, r := range s.Analysis {
		if !s.Sized.Board.IsLegal(r.Move) || i > 0 && r.Score > s.Analysis[i-1].Score {
			t.Fatalf("scores %v: want each legal move, best first", s.Analysis)
		}
	}
	if s.Hint == nil || s.Hint.Move != s.Analysis[0].Move || s.Thought == nil || s.Thought.Move != s.Analysis[0].Move {
		t.Fatalf("the best move %d, hint %v, thought %+v", s.Analysis[0].Move, s.Hint, s.Thought)
	}
	h.c.PlayCell(s.Analysis[0].Move)
	h.take()
	h.c.Hint()
	e = h.waitFor(session.HintReady)
	s = e.Snapshot
	if !s.Sized.Board.IsLegal(e.Cell) || s.HintCell() != e.Cell || s.Hint == nil || s.Hint.Move != e.Cell || s.Hinting {
		t.Fatalf("hint %d (%v), snapshot hint %d", e.Cell, s.Hint, s.HintCell())
	}
	if th := s.Thought; th == nil || !th.Hint || !th.Done || th.Move != e.Cell || len(th.PV) == 0 || th.PV[0] != e.Cell {
		t.Fatalf("the hint's thought %+v, want its move %d first", th, e.Cell)
	}
	h.c.PlayCell(e.Cell)
	if s := h.c.Snapshot(); s.Hint != nil || s.HintCell() != model.NoCell || s.Analysis != nil {
		t.Fatal("the hint outlived its position")
	}
}

// On 6x6 the computer's search tells its steps as it deepens, each a legal
// move with its line in cells, and its answer stays as the thought.
func TestThinkingLineOnSixBySix(t *testing.T) {
	h := sizedHarness(t, func(cfg *controller.Config) {
		cfg.UpdateEvery = -1
		cfg.Players = func(controller.Settings, model.Color) strategy.SizedPlayer {
			return strategy.NewSizedSearch(strategy.Config{Algorithm: level.AlphaBeta, Depth: 5}, 1)
		}
	})
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Size: 6})
	placed := h.waitFor(session.Placed)
	var depths []int
	for _, e := range h.all() {
		if e.Kind != session.SearchProgress {
			continue
		}
		th := e.Snapshot.Thought
		if th == nil || th.Hint || th.Color != model.Black || !e.Snapshot.Sized.Board.IsLegal(th.Move) || len(th.PV) == 0 || th.PV[0] != th.Move {
			t.Fatalf("a step of the search: %+v", th)
		}
		depths = append(depths, th.Depth)
	}
	if len(depths) == 0 || depths[len(depths)-1] != 5 {
		t.Fatalf("steps at depths %v, want them up to 5", depths)
	}
	if th := placed.Snapshot.Thought; th == nil || !th.Done || th.Move != placed.Cell || th.Depth != 5 {
		t.Fatalf("the answer's thought %+v, the move %d", th, placed.Cell)
	}
}

// The move values score every legal move of a 6x6 position as they deepen,
// ending on the strategy's own scores.
func TestMoveValuesOnSixBySix(t *testing.T) {
	h := sizedHarness(t, func(cfg *controller.Config) { cfg.UpdateEvery = -1 })
	g, err := model.NewSizedGame(6)
	if err != nil {
		t.Fatal(err)
	}
	// the first legal move each time, to 12 empties: scored exactly in a
	// moment
	for g.Sized().Board.Empties() > 12 {
		if !g.PassIfForced() {
			if err := g.PlayCell(g.Sized().Board.MoveCells()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	h.c.Load(g, controller.Settings{Mode: controller.HumanVsHuman, Size: 6})
	h.c.SetMoveValues(true)
	b := g.Sized().Board
	want := strategy.AnalyzeSized(context.Background(), b, controller.ValuesConfig())
	deadline := time.After(hangGuard)
	for {
		if v := h.c.Snapshot().Values; len(v) == len(want) && allExact(v) == allExact(want) && reflect.DeepEqual(cellScores(v), cellScores(want)) {
			return
		}
		select {
		case <-h.notify:
		case <-deadline:
			t.Fatalf("values %v, want %v", h.c.Snapshot().Values, want)
		}
	}
}

// cellScores maps each move to its score.
func cellScores(rs []strategy.SizedResult) map[model.Cell]int {
	out := map[model.Cell]int{}
	for _, r := range rs {
		out[r.Move] = r.Score
	}
	return out
}
