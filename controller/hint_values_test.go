package controller_test

import (
	"context"
	"testing"
	"time"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
)

// steppedValues reports the move values it is given, one set each time the
// test lets it, then waits for its context to end.
type steppedValues struct {
	sets [][]strategy.SizedResult
	next chan struct{}
}

func (v *steppedValues) search(ctx context.Context, _ model.SizedBoard, report func([]strategy.SizedResult)) []strategy.SizedResult {
	for _, rs := range v.sets {
		select {
		case <-v.next:
		case <-ctx.Done():
			return nil
		}
		report(rs)
	}
	<-ctx.Done()
	return nil
}

// With the move values on, a hint is their best move, with their score
// and depth, and follows them as they deepen: the ring, the hint's words
// and the numbers on the board tell one story. No other search is asked.
func TestHintFollowsTheMoveValues(t *testing.T) {
	f5, d3 := model.CellOfSquare(model.F5), model.CellOfSquare(model.D3)
	v := &steppedValues{next: make(chan struct{}, 2), sets: [][]strategy.SizedResult{
		{{Move: f5, Score: 100, Depth: 1, Nodes: 10}, {Move: d3, Score: 0, Depth: 1, Nodes: 10}},
		{{Move: d3, Score: 250, Depth: 2, Nodes: 90}, {Move: f5, Score: 50, Depth: 2, Nodes: 90}},
	}}
	h := newHarness(t, same(failPlayer{t}), func(cfg *controller.Config) {
		cfg.Values, cfg.UpdateEvery = v.search, -1
	})
	h.c.NewGame(controller.Settings{Mode: controller.HumanVsHuman})
	h.c.SetMoveValues(true)
	v.next <- struct{}{}
	h.waitFor(session.ValuesChanged)
	h.take()
	h.c.Hint()
	e := h.waitFor(session.HintReady)
	if s := e.Snapshot; s.Hinting || s.HintCell() != f5 || s.Hint.Score != 100 || s.Thought == nil || !s.Thought.Hint || s.Thought.Depth != 1 {
		t.Fatalf("the hint %v (hinting %v), thought %+v; want the values' best, f5 +1 at depth 1", s.Hint, s.Hinting, s.Thought)
	}
	h.take()
	v.next <- struct{}{}
	deadline := time.After(hangGuard)
	for h.c.Snapshot().HintCell() != d3 {
		select {
		case <-h.notify:
		case <-deadline:
			t.Fatalf("the hint stayed on %d when the values' best became d3", h.c.Snapshot().HintCell())
		}
	}
	if s := h.c.Snapshot(); s.Hint.Score != 250 || s.Thought.Depth != 2 {
		t.Errorf("the hint %+v and thought %+v, want d3 +2.5 at depth 2", s.Hint, s.Thought)
	}
	h.c.PlayCell(model.CellOfSquare(model.D3))
	if s := h.c.Snapshot(); s.Hint != nil {
		t.Errorf("the hint outlived its position: %v", s.Hint)
	}
}
