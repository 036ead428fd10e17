package view

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/model"
	"othello/strategy"
)

// scripted plays its moves in order where they are legal, else the first
// legal move.
type scripted struct{ moves []model.Square }

func (*scripted) Name() string { return "scripted" }

func (s *scripted) Search(_ context.Context, b model.Board) strategy.Result {
	for len(s.moves) > 0 {
		m := s.moves[0]
		s.moves = s.moves[1:]
		if b.Moves()&(1<<m) != 0 {
			return strategy.Result{Move: m}
		}
	}
	return strategy.Result{Move: model.SquaresOf(b.Moves())[0]}
}

// shown is what the panel said after one event was shown.
type shown struct {
	event  controller.Event
	turn   string
	notice string
	hint   bool
}

// watchedUI is a window against a scripted computer whose events the test
// sees as the panel showed them.
func watchedUI(t *testing.T, computer strategy.Player) (*UI, chan func(), *[]shown) {
	t.Helper()
	queue := make(chan func(), 100)
	var log []shown
	var u *UI
	u = New(newTestApp(), Options{
		Config: &controller.Config{
			Players:  func(controller.Settings, model.Color) strategy.Player { return computer },
			Dispatch: func(f func()) { queue <- f },
		},
		Observe: func(e controller.Event) {
			log = append(log, shown{e, u.panel.turn.Text, u.Notice(), !u.Button("hint").Disabled()})
		},
	})
	t.Cleanup(u.ctl.Close)
	u.Start()
	return u, queue, &log
}

// When you must pass and the computer plays on, the panel says so and
// never says "Your move"; the notice stays until you move again.
func TestYourForcedPassIsSaid(t *testing.T) {
	// After these seven moves White's f8 leaves Black without a move.
	g, err := model.ParseGame("e6f6d3e7e8d8g7")
	if err != nil {
		t.Fatal(err)
	}
	u, queue, log := watchedUI(t, &scripted{moves: []model.Square{model.F8}})
	u.ctl.Load(g, controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black, Level: strategy.Medium})
	for u.ctl.Snapshot().Thinking || !u.ctl.Snapshot().HumanToMove && !u.ctl.Snapshot().Over {
		(<-queue)()
	}
	u.board.FinishAnimation()
	u.showWaiting()
	if g := u.snap.Game; g.Len() < 10 || g.Cell(7) != model.CellOfSquare(model.F8) || g.Cell(8) != model.CellPass {
		t.Fatalf("the game went %s, not through Black's pass after f8", g.Transcript())
	}
	passed := false
	for _, s := range *log {
		lying := strings.HasPrefix(s.turn, "Your move") && !s.event.Snapshot.HumanToMove
		if lying || s.hint && !s.event.Snapshot.HumanToMove {
			t.Errorf("after %v the panel says %q with Hint enabled %v", s.event, s.turn, s.hint)
		}
		if s.event.Kind == controller.Placed && s.event.Cell == model.CellOfSquare(model.F8) && !strings.Contains(s.turn, "No move for you") {
			t.Errorf("after f8 the turn line says %q, not that you have no move", s.turn)
		}
		if s.event.Kind == controller.Passed {
			passed = true
		}
		if passed && !strings.Contains(s.notice, "You (Black) have no legal move") {
			t.Errorf("after %v the notice says %q: the pass is no longer said", s.event, s.notice)
		}
	}
	if !passed {
		t.Fatal("no pass was shown")
	}
	if !u.snap.HumanToMove || u.panel.turn.Text != "Your move (Black)" {
		t.Errorf("at your turn the panel says %q", u.panel.turn.Text)
	}
}

// After your move the computer's turn is never called yours.
func TestTheComputersTurnIsNeverYours(t *testing.T) {
	u, queue, log := watchedUI(t, instant{})
	tickByHand(u)
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
	(<-queue)()
	u.board.FinishAnimation()
	u.showWaiting()
	if u.snap.Game.Len() != 2 {
		t.Fatalf("moves %v", u.snap.Game.Moves())
	}
	for _, s := range *log {
		if s.event.Snapshot.Sized.Turn == model.White && !s.event.Snapshot.Over && s.turn != "The computer (White) is thinking…" {
			t.Errorf("after %v, White to move, the panel says %q", s.event, s.turn)
		}
	}
}
