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
)

// A hint thinks for the person: the clock of a game brought back, waiting
// for the next move, runs from it (hints were free while it waited).
func TestHintStartsTheWaitingClock(t *testing.T) {
	ft := controllertest.NewManualTime()
	h := newHarness(t, same(failPlayer{t}), func(c *controller.Config) {
		c.Time = ft
		c.Hinter = strategy.ForEightByEight(firstMove{})
	})
	s := controller.DefaultSettings()
	s.Mode, s.Human, s.Clock = controller.HumanVsComputer, model.Black, model.TimeControl{Main: time.Minute}
	h.c.Load(model.NewGame(), s)
	h.c.ClockFromNextMove()
	ft.Advance(time.Hour)
	if got := clockText(h.c.Snapshot().Clocks, ft.Now()); got != "B 1m0s W 1m0s" {
		t.Fatalf("waiting for the next move: %s", got)
	}
	if !h.c.Hint() {
		t.Fatal("no hint")
	}
	h.waitFor(session.HintReady)
	ft.Advance(5 * time.Second)
	if got := clockText(h.c.Snapshot().Clocks, ft.Now()); got != "B 55s W 1m0s Black runs" {
		t.Errorf("after the hint: %s", got)
	}
}

// firstMove plays the first legal move at once.
type firstMove struct{}

func (firstMove) Name() string { return "first" }

func (firstMove) Search(_ context.Context, b model.Board) strategy.Result {
	return strategy.Result{Move: model.SquaresOf(b.Moves())[0]}
}
