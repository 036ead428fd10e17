package controller_test

import (
	"context"
	"reflect"
	"testing"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// fixedHinter always suggests the same move.
type fixedHinter struct{ move model.Square }

func (f fixedHinter) Name() string { return "hinter" }

func (f fixedHinter) Search(context.Context, model.Board) strategy.Result {
	return strategy.Result{Move: f.move, Score: 300, PV: []model.Square{f.move}}
}

func TestHint(t *testing.T) {
	scores := []strategy.SizedResult{{Move: model.CellOfSquare(model.F5), Score: 100, Depth: 6, Nodes: 5000}, {Move: model.CellOfSquare(model.D3), Score: 0, Depth: 6, Nodes: 5000}}
	h := newHarness(t, same(failPlayer{t}), func(cfg *controller.Config) {
		cfg.Hinter = strategy.ForEightByEight(fixedHinter{model.F4})
		cfg.Analyze = func(_ context.Context, b model.SizedBoard) []strategy.SizedResult {
			if b8, _ := b.Board8(); b8 != model.StartBoard() {
				t.Errorf("analysis of the wrong board")
			}
			return scores
		}
	})
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	h.take()

	h.c.Analyze()
	h.waitDispatched()
	evs := h.take()
	if want := []session.EventKind{session.HintStarted, session.AnalysisReady}; !reflect.DeepEqual(kinds(evs), want) {
		t.Fatalf("events %v, want %v", kinds(evs), want)
	}
	if !evs[0].Snapshot.Hinting || evs[1].Snapshot.Hinting {
		t.Errorf("hinting flags %v %v, want true then false", evs[0].Snapshot.Hinting, evs[1].Snapshot.Hinting)
	}
	if !reflect.DeepEqual(evs[1].Snapshot.Analysis, scores) || evs[1].Snapshot.HintCell() != model.CellOfSquare(model.F5) {
		t.Errorf("analysis %v hint %d", evs[1].Snapshot.Analysis, evs[1].Snapshot.HintCell())
	}
	// The best move's score goes with the hint, so a view can say it.
	if got := evs[1].Snapshot.Hint; got == nil || !reflect.DeepEqual(*got, scores[0]) {
		t.Errorf("analysis hint result %+v, want %+v", got, scores[0])
	}
	// and the thinking line says the same score as the hint
	if th := evs[1].Snapshot.Thought; th == nil || !th.Hint || th.Move != model.CellOfSquare(model.F5) || th.Score != 100 || th.Depth != 6 {
		t.Errorf("the thinking line after the analysis: %+v", th)
	}

	h.c.PlayCell(model.CellOfSquare(model.F5))
	if s := h.c.Snapshot(); s.Hint != nil || s.HintCell() != model.NoCell || s.Analysis != nil {
		t.Errorf("the hint outlived its position: %+v %v", s.Hint, s.Analysis)
	}
	h.take()
	h.c.Hint() // white to move after f5: the hinter says f4, which is legal
	h.waitDispatched()
	evs = h.take()
	if len(evs) != 2 || evs[1].Kind != session.HintReady || evs[1].Cell != model.CellOfSquare(model.F4) || evs[1].Snapshot.HintCell() != model.CellOfSquare(model.F4) {
		t.Fatalf("hint events %v", evs)
	}
	if got, want := evs[1].Snapshot.Hint, strategy.SizedResultOf((fixedHinter{model.F4}).Search(context.Background(), model.Board{})); got == nil || !reflect.DeepEqual(*got, want) {
		t.Errorf("hint result %+v, want the hinter's %+v", got, want)
	}

	h.c.Undo()
	if s := h.c.Snapshot(); s.Hint != nil {
		t.Errorf("the hint outlived undo: %+v", s.Hint)
	}
}

func TestHintStaleAfterMove(t *testing.T) {
	b := newBlocker()
	h := newHarness(t, same(failPlayer{t}), func(cfg *controller.Config) { cfg.Hinter = strategy.ForEightByEight(b) })
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	h.c.Hint()
	<-b.started
	h.c.PlayCell(model.CellOfSquare(model.D3))
	h.take()
	b.release <- model.F5
	h.waitDispatched()
	if evs := h.take(); len(evs) != 0 {
		t.Fatalf("a stale hint published %v", evs)
	}
	if s := h.c.Snapshot(); s.Hint != nil || s.Hinting {
		t.Fatalf("stale hint kept: %+v hinting=%v", s.Hint, s.Hinting)
	}
}

// answering is a hinter that always gives one answer.
type answering struct{ r strategy.Result }

func (a answering) Name() string { return "hinter" }

func (a answering) Search(context.Context, model.Board) strategy.Result { return a.r }

// The move values after a hint keep the hint's move where it scores as
// well as the first of them, or where the hint looked deeper: the ring
// moved from the move the hint named to an equal one, or to the best of
// a shallower look, and the two steps seemed to disagree.
func TestValuesKeepTheHintsMoveAmongEquals(t *testing.T) {
	d3, f5, c4 := model.CellOfSquare(model.D3), model.CellOfSquare(model.F5), model.CellOfSquare(model.C4)
	tests := []struct {
		name   string
		hint   strategy.Result // f5, the hint's answer
		scores []strategy.SizedResult
		want   model.Cell
	}{
		{"scored alike", strategy.Result{Score: 300}, []strategy.SizedResult{{Move: d3, Score: -300}, {Move: c4, Score: -300}, {Move: f5, Score: -300}}, f5},
		{"scored below the best", strategy.Result{Score: 300}, []strategy.SizedResult{{Move: d3, Score: -100}, {Move: c4, Score: -300}, {Move: f5, Score: -300}}, d3},
		// a look one move shallower does not overrule the hint's answer
		{"the hint deeper", strategy.Result{Score: -380, Depth: 11}, []strategy.SizedResult{{Move: d3, Score: -410, Depth: 10}, {Move: c4, Score: -460, Depth: 10}, {Move: f5, Score: -460, Depth: 10}}, f5},
		{"the hint shallower", strategy.Result{Score: -380, Depth: 9}, []strategy.SizedResult{{Move: d3, Score: -410, Depth: 10}, {Move: c4, Score: -460, Depth: 10}, {Move: f5, Score: -460, Depth: 10}}, d3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hint := tt.hint
			hint.Move, hint.PV = model.F5, []model.Square{model.F5}
			h := newHarness(t, same(failPlayer{t}), func(cfg *controller.Config) {
				cfg.Hinter = strategy.ForEightByEight(answering{hint})
				cfg.Analyze = func(context.Context, model.SizedBoard) []strategy.SizedResult {
					return append([]strategy.SizedResult(nil), tt.scores...)
				}
			})
			h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
			h.c.Hint()
			h.waitDispatched()
			h.c.Analyze()
			h.waitDispatched()
			s := h.c.Snapshot()
			if s.HintCell() != tt.want || len(s.Analysis) != 3 || s.Analysis[0].Move != tt.want {
				t.Errorf("the hint after the values: %v, values %v; want %v first", s.HintCell(), s.Analysis, tt.want)
			}
		})
	}
}
