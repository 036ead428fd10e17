package view

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"othello/controller"
	"othello/controller/session"
	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
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

// panelSaid is what the panel said after one event was panelSaid.
type panelSaid struct {
	event  controller.Event
	turn   string
	notice string
	hint   bool
}

// watchedUI is a window against a scripted computer whose events the test
// sees as the panel showed them.
func watchedUI(t *testing.T, computer strategy.Player) (*UI, chan func(), *[]panelSaid) {
	t.Helper()
	queue := make(chan func(), 100)
	var log []panelSaid
	var u *UI
	u = New(newTestApp(), Options{
		Config: &controller.Config{
			Players:  eightOnly(func(controller.Settings, model.Color) strategy.Player { return computer }),
			Dispatch: func(f func()) { queue <- f },
		},
		Observe: func(e controller.Event) {
			log = append(log, panelSaid{e, u.panel.turn.Text, u.Notice(), !u.Button("hint").Disabled()})
		},
	})
	t.Cleanup(u.ctl.Close)
	u.Start()
	return u, queue, &log
}

// When you must pass and the computer plays on, the panel says so and
// never says "Your move"; the notice goes with the computer's reply, the
// game having moved on (it stayed under "Your move").
func TestYourForcedPassIsSaid(t *testing.T) {
	// After these seven moves White's f8 leaves Black without a move.
	g, err := model.ParseGame("e6f6d3e7e8d8g7")
	if err != nil {
		t.Fatal(err)
	}
	u, queue, log := watchedUI(t, &scripted{moves: []model.Square{model.F8}})
	u.ctl.Load(g, controller.Settings{Mode: controller.HumanVsComputer, Human: model.Black, Level: level.Medium})
	for u.ctl.Snapshot().Thinking || !u.ctl.Snapshot().PersonToMove && !u.ctl.Snapshot().Over {
		(<-queue)()
	}
	u.board.FinishAnimation()
	u.pace.showWaiting()
	if g := u.snap.Game; g.Len() < 10 || g.Cell(7) != model.CellOfSquare(model.F8) || g.Cell(8) != model.CellPass {
		t.Fatalf("the game went %s, not through Black's pass after f8", g.Transcript())
	}
	passed, replied := false, false
	for _, s := range *log {
		lying := strings.HasPrefix(s.turn, "Your move") && !s.event.Snapshot.PersonToMove
		if lying || s.hint && !s.event.Snapshot.PersonToMove {
			t.Errorf("after %v the panel says %q with Hint enabled %v", s.event, s.turn, s.hint)
		}
		if s.event.Kind == session.Placed && s.event.Cell == model.CellOfSquare(model.F8) && !strings.Contains(s.turn, "No move for you") {
			t.Errorf("after f8 the turn line says %q, not that you have no move", s.turn)
		}
		switch {
		case s.event.Kind == session.Passed:
			passed = true
		case passed && s.event.Kind == session.Placed:
			replied = true
		}
		said := strings.Contains(s.notice, "You (Black) have no legal move")
		if passed && !replied && !said {
			t.Errorf("after %v the notice says %q: the pass is not said", s.event, s.notice)
		}
		if replied && said {
			t.Errorf("after %v, the computer having replied, the notice still says %q", s.event, s.notice)
		}
	}
	if !passed || !replied {
		t.Fatalf("the pass shown %v, the reply %v", passed, replied)
	}
	if !u.snap.PersonToMove || u.panel.turn.Text != "Your move (Black)" || u.Notice() != "" {
		t.Errorf("at your turn the panel says %q, the notice %q", u.panel.turn.Text, u.Notice())
	}
}

// A side that passes again is said to, with the passes counted, and each
// pass notice goes with the next move (the same words stood through
// repeated passes, as if nothing had happened).
func TestRepeatedPassesAreCounted(t *testing.T) {
	// White has no move after these eleven moves; after Black's f2 White
	// passes again, and Black plays on.
	before, err := model.ParseGame("e6f6f5f4g3d6g5h5h6h2h4")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		settings controller.Settings
		want     string // the notice after the second pass
	}{
		{"two players", controller.Settings{Mode: controller.HumanVsHuman},
			"White has no legal move and passes again (2 passes in a row)."},
		{"you pass again", controller.Settings{Mode: controller.HumanVsComputer, Human: model.White, Level: level.Medium},
			"You (White) have no legal move and pass again (2 passes in a row): the computer plays again."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, queue, log := watchedUI(t, &scripted{moves: []model.Square{model.F2}})
			u.ctl.Load(before.Clone(), tt.settings)
			settle := func() {
				for u.ctl.Snapshot().Thinking || !u.ctl.Snapshot().PersonToMove && !u.ctl.Snapshot().Over {
					(<-queue)()
				}
				u.board.FinishAnimation()
				u.pace.showWaiting()
			}
			settle()
			if tt.settings.Mode == controller.HumanVsHuman {
				u.board.OnMove(model.CellOfSquare(model.F2))
				settle()
			}
			cells := u.snap.Game.Cells()
			if len(cells) < 14 || cells[11] != model.CellPass || cells[12] != model.CellOfSquare(model.F2) || cells[13] != model.CellPass {
				t.Fatalf("the game went %v, not through White's two passes about f2", cells)
			}
			said, seen := "", false
			for _, s := range *log {
				if s.event.Kind == session.Passed && s.event.Snapshot.Game.Len() == 14 {
					said, seen = s.notice, true
				}
			}
			if !seen || said != tt.want {
				t.Fatalf("after the second pass (shown %v) the notice says %q, want %q", seen, said, tt.want)
			}
			// Black's next move: the pass is behind
			if tt.settings.Mode == controller.HumanVsHuman {
				u.board.OnMove(u.snap.Sized.Board.MoveCells()[0])
				settle()
			}
			if u.snap.Game.Len() < 15 || u.Notice() != "" {
				t.Errorf("after %s the notice says %q", u.snap.Game.Transcript(), u.Notice())
			}
		})
	}
}

// After your move the computer's turn is never called yours.
func TestTheComputersTurnIsNeverYours(t *testing.T) {
	u, queue, log := watchedUI(t, instant{})
	tickByHand(u)
	test.TapAt(u.board, u.board.CellCenter(model.CellOfSquare(model.F5)))
	(<-queue)()
	u.board.FinishAnimation()
	u.pace.showWaiting()
	if u.snap.Game.Len() != 2 {
		t.Fatalf("moves %v", u.snap.Game.Moves())
	}
	for _, s := range *log {
		if s.event.Snapshot.Sized.Turn == model.White && !s.event.Snapshot.Over && s.turn != "The computer (White) is thinking…" {
			t.Errorf("after %v, White to move, the panel says %q", s.event, s.turn)
		}
	}
}
