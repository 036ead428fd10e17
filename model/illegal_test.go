package model_test

import (
	"errors"
	"testing"

	"othello/model"
)

// Each reason a move is refused, from positions where it applies.
func TestIllegalReasons(t *testing.T) {
	start := model.StartPosition()
	// White to move with no legal move while Black has some.
	whitePasses, err := model.ParsePosition("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO- O")
	if err != nil {
		t.Fatal(err)
	}
	over, err := model.ParsePosition("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		pos      model.Position
		mover    model.Color
		move     model.Square
		want     model.Reason // 0: legal
		mustPass bool
	}{
		{"legal", start, model.Black, model.F5, 0, false},
		{"occupied", start, model.Black, model.D4, model.Occupied, false},
		{"flips nothing", start, model.Black, model.A1, model.FlipsNothing, false},
		{"pass with moves", start, model.Black, model.Pass, model.MayNotPass, false},
		{"off the board", start, model.Black, model.Square(70), model.NotASquare, false},
		{"other colour", start, model.White, model.F4, model.NotYourTurn, false},
		{"must pass", whitePasses, model.White, model.H8, model.MustPass, true},
		{"forced pass is legal", whitePasses, model.White, model.Pass, 0, true},
		{"other colour while the side must pass", whitePasses, model.Black, model.H8, model.NotYourTurn, true},
		{"game over", over, model.White, model.Pass, model.GameIsOver, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := tt.pos.Illegal(tt.mover, tt.move)
			if tt.want == 0 {
				if e != nil {
					t.Fatalf("refused: %v", e)
				}
				return
			}
			if e == nil {
				t.Fatalf("allowed, want reason %d", tt.want)
			}
			if e.Reason != tt.want || e.Move != tt.move || e.Mover != tt.mover || e.Turn != tt.pos.Turn || e.TurnMustPass != tt.mustPass {
				t.Errorf("got %+v, want reason %d", *e, tt.want)
			}
			if !errors.Is(e, model.ErrIllegalMove) {
				t.Errorf("%v does not match ErrIllegalMove", e)
			}
			if tt.want == model.MayNotPass && !tt.pos.Board.IsLegal(e.Legal) {
				t.Errorf("MayNotPass names %v, not a legal move", e.Legal)
			}
		})
	}
}

// A move and the pass it forces are played together: replaying the
// recorded games' moves one by one with PlayAndPass gives the same game as
// the transcript parser, passes included, and a pass that is not forced is
// never played.
func TestPlayAndPass(t *testing.T) {
	passes := 0
	for _, rg := range loadGames(t) {
		want, err := model.ParseGame(rg.moves)
		if err != nil {
			t.Fatal(err)
		}
		g := model.NewGame()
		if g.PassIfForced() {
			t.Fatal("passed at the start")
		}
		for _, sq := range want.Moves() {
			if sq == model.Pass {
				continue
			}
			passed, err := g.PlayAndPass(sq)
			if err != nil {
				t.Fatalf("game %d: %v", rg.line, err)
			}
			if passed {
				passes++
				if g.LastMove() != model.Pass {
					t.Fatalf("game %d: passed but the last move is %v", rg.line, g.LastMove())
				}
			}
		}
		if got := g.Moves(); len(got) != want.Len() || g.Position() != want.Position() {
			t.Errorf("game %d: %v, want %v", rg.line, got, want.Moves())
		}
	}
	if passes == 0 {
		t.Error("no recorded game has a forced pass: the test proves nothing")
	}
	g := model.NewGame()
	if _, err := g.PlayAndPass(model.A1); !errors.Is(err, model.ErrIllegalMove) || g.Len() != 0 {
		t.Fatalf("illegal a1: err %v, %d moves", err, g.Len())
	}
}

// A refusal for a caller's own rule names the move as its board writes it,
// from the fields each size uses.
func TestRefusal(t *testing.T) {
	for _, tt := range []struct {
		size int
		move string
		want string
	}{
		{8, "f5", "f5: the computer plays Black"},
		{6, "e4", "e4: the computer plays Black"},
		{10, "j10", "j10: the computer plays Black"},
		{8, "pass", "pass: the computer plays Black"},
	} {
		p, err := model.SizedStartPosition(tt.size)
		if err != nil {
			t.Fatal(err)
		}
		c, err := p.Geometry().ParseCell(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		e := p.Refusal(model.Black, c, model.ComputerPlays)
		if got := e.Explain(); got != tt.want || !errors.Is(e, model.ErrIllegalMove) {
			t.Errorf("%dx%d %s: %q, want %q", tt.size, tt.size, tt.move, got, tt.want)
		}
	}
}
