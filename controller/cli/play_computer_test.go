// Tests of the computer's side in the play command: every answer legal, an
// illegal one reported, on every board size.

package cli

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"othello/model"
	"othello/strategy"
	"othello/strategy/level"
)

// The computer's moves are legal and well formed whatever the strength of
// the player behind it: the real player answers every move of a random
// opponent, as each colour, until the game ends.
func TestPlayComputerAnswersEveryMove(t *testing.T) {
	for _, colour := range []model.Color{model.Black, model.White} {
		s := newPlaySession(8, eight(strategy.NewPlayer(level.Medium, level.AlphaBeta, 9)), colour, io.Discard)
		opponent := strategy.NewRandom(4)
		ctx := context.Background()
		// as Black the computer opens at once ("OK" and its move), as White it waits
		if first := s.start(ctx); (colour == model.Black) != (len(first) == 2 && first[1] == "N"+s.game.LastMove().Upper()) {
			t.Fatalf("computer as %s opened with %q", colour, first)
		}
		for step := 0; step < 100 && !s.game.Over(); step++ {
			b := s.game.Position().Board
			sq := opponent.Search(ctx, b).Move
			line := playColorLetter(colour.Other()) + sq.Upper()
			before := s.game.Len()
			out, over := s.handle(ctx, line)
			if len(out) == 0 || out[0] != "OK" {
				t.Fatalf("%s as %s: %s after %s answered %q", "computer", colour, line, s.game.Transcript(), out)
			}
			if over {
				break
			}
			if len(out) != 2 || s.game.Len() != before+2 {
				t.Fatalf("computer as %s: %s answered %q with %d moves played, want OK and one move", colour, line, out, s.game.Len()-before)
			}
			want := playColorLetter(colour) + s.game.LastMove().Upper()
			if out[1] != want {
				t.Fatalf("computer as %s printed %q, played %s", colour, out[1], want)
			}
		}
		if !s.game.Over() {
			t.Fatalf("computer as %s: game not over after 100 steps: %s", colour, s.game.Transcript())
		}
	}
}

// occupiedPlayer always answers d4, a square taken from the start.
type occupiedPlayer struct{}

func (occupiedPlayer) Name() string { return "occupied" }

func (occupiedPlayer) Search(context.Context, model.Board) strategy.Result {
	return strategy.Result{Move: model.D4}
}

// A computer player that answers an illegal move is reported, and its move
// is not played.
func TestPlayComputerIllegalMoveIsReported(t *testing.T) {
	s := newPlaySession(8, eight(occupiedPlayer{}), model.White, io.Discard)
	out, over := s.handle(context.Background(), "NF5")
	want := []string{"OK", "ERREUR le programme a choisi un coup illegal (D4): illegal move: d4 is already occupied"}
	if over || len(out) != 2 || out[0] != want[0] || out[1] != want[1] {
		t.Fatalf("answered %q, want %q", out, want)
	}
	if s.game.Len() != 1 || s.game.Turn() != model.White {
		t.Fatalf("game %s with %s to move, want f5 only", s.game.Transcript(), s.game.Turn())
	}
}

// On every board size the computer answers each move of a random opponent
// with a legal move written as the protocol writes squares ("J10"), as
// each colour, until the game ends with its result line.
func TestPlayEverySize(t *testing.T) {
	for _, n := range []int{4, 6, 10} {
		for _, colour := range []model.Color{model.Black, model.White} {
			t.Run(fmt.Sprintf("%dx%d %s", n, n, colour), func(t *testing.T) {
				s := newPlaySession(n, strategy.NewSizedPlayer(n, level.Easy, level.AlphaBeta, 3), colour, io.Discard)
				opponent := strategy.NewSizedRandom(5)
				ctx := context.Background()
				out := s.start(ctx)
				over := false
				for step := 0; step < 200 && !over; step++ {
					if s.game.Turn() == colour {
						t.Fatalf("the computer's turn after %q: %s", out, s.game.Record().Transcript())
					}
					c := opponent.SearchSized(ctx, s.game.Sized().Board).Move
					before := s.game.Len()
					line := playColorLetter(colour.Other()) + s.upper(c)
					if out, over = s.handle(ctx, line); len(out) == 0 || out[0] != "OK" {
						t.Fatalf("%s after %s answered %q", line, s.game.Record().Transcript(), out)
					}
					if over {
						break
					}
					moves := s.game.Record().Cells()
					if got, want := out[1], playColorLetter(colour)+s.upper(moves[before+1]); len(out) != 2 || got != want {
						t.Fatalf("answered %q, played %s", out, want)
					}
				}
				if !over || !s.game.Over() {
					t.Fatalf("no end after 200 moves: %s", s.game.Record().Transcript())
				}
			})
		}
	}
	// squares and the board on 10x10
	s := newPlaySession(10, nil, model.Black, io.Discard)
	tests := []struct{ line, want string }{
		{"coups", "COUPS E4 D5 G6 F7"},
		{"NK5", "ERREUR case inconnue: K5 (colonnes A a J, lignes 1 a 10)"},
		{"NJ10", "ERREUR Noir ne peut pas jouer en J10 (aucun pion a retourner)"},
		{"NE4", "OK"},
	}
	for _, tt := range tests {
		if out, _ := s.handle(context.Background(), tt.line); len(out) != 1 || out[0] != tt.want {
			t.Errorf("10x10 %s: %q, want %q", tt.line, out, tt.want)
		}
	}
	if d := playDiagram(s.game.Sized()); !strings.HasPrefix(d, "   A B C D E F G H I J\n 1 - -") || !strings.Contains(d, "\n10 - -") {
		t.Errorf("10x10 board:\n%s", d)
	}
}
