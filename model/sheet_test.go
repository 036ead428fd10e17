package model_test

import (
	"math/bits"
	"testing"

	"othello/model"
)

// The score sheet numbers a move by its row, Black's move and White's
// answer sharing one; a pass fills its side's cell and takes no number of
// its own; a game set up with White to move starts with White's "1…".
func TestSheetNumbers(t *testing.T) {
	tests := []struct {
		name   string
		game   func(t *testing.T) *model.Game
		labels []string
	}{
		{"from the start", func(t *testing.T) *model.Game { return played(t, model.NewGame(), "f5", "d6", "c3", "d3", "c4") },
			[]string{"1. f5", "1… d6", "2. c3", "2… d3", "3. c4"}},
		{"White to move first", func(t *testing.T) *model.Game {
			p, err := model.ParsePosition("---------------------------OX------XXX-------------------------- O")
			if err != nil {
				t.Fatal(err)
			}
			g := model.NewGameFrom(p)
			for range 3 {
				if err := g.Play(legal(g)[0]); err != nil {
					t.Fatal(err)
				}
			}
			return g
		}, []string{"1… ", "2. ", "2… "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := tt.game(t).Record()
			rows := rec.SheetRows()
			for i, want := range tt.labels {
				if got := rec.MoveLabel(i); got != want && got != want+rec.MoveName(i) {
					t.Errorf("move %d: %q; want %q", i, got, want)
				}
				n := rec.SheetNumber(i)
				if n < 1 || n > len(rows) || (rows[n-1][0] != i && rows[n-1][1] != i) {
					t.Errorf("move %d numbered %d, not the row %v of the sheet %v", i, n, n, rows)
				}
			}
		})
	}
}

// The move to play next (move Len()) takes the number it will have on the
// sheet: a new row after White's move, the same row after Black's.
func TestSheetNumberOfTheMoveToPlay(t *testing.T) {
	whiteFirst, err := model.ParsePosition("---------------------------OX------XXX-------------------------- O")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		game *model.Game
		want int
	}{
		{"the start", model.NewGame(), 1},
		{"White to answer", played(t, model.NewGame(), "f5"), 1},
		{"Black to move", played(t, model.NewGame(), "f5", "d6"), 2},
		{"after five moves", played(t, model.NewGame(), "f5", "d6", "c3", "d3", "c4"), 3},
		{"set up with White to move", model.NewGameFrom(whiteFirst), 1},
	}
	for _, tt := range tests {
		rec := tt.game.Record()
		if got := rec.SheetNumber(rec.Len()); got != tt.want {
			t.Errorf("%s: the move to play is numbered %d, want %d", tt.name, got, tt.want)
		}
	}
}

// In a game with passes every move's number is its sheet row's, and the
// numbers never skip: a pass takes no number of its own.
func TestSheetNumbersWithPasses(t *testing.T) {
	passes := 0
	for seed := range uint64(40) {
		g := model.NewGame()
		rng := seed
		for !g.Position().Board.GameOver() {
			moves := legal(g)
			var m model.Square = model.Pass
			if len(moves) > 0 {
				rng = rng*6364136223846793005 + 1442695040888963407
				m = moves[int(rng>>33)%len(moves)]
			} else {
				passes++
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		rec := g.Record()
		rows := rec.SheetRows()
		last := 0
		for i := range rec.Len() {
			n := rec.SheetNumber(i)
			if rows[n-1][0] != i && rows[n-1][1] != i {
				t.Fatalf("seed %d: move %d (%s) numbered %d; the sheet has it elsewhere", seed, i, rec.MoveLabel(i), n)
			}
			if n != last && n != last+1 {
				t.Fatalf("seed %d: move %d numbered %d after %d", seed, i, n, last)
			}
			last = n
		}
		if last != len(rows) {
			t.Errorf("seed %d: last number %d, %d rows", seed, last, len(rows))
		}
	}
	if passes == 0 {
		t.Error("no game with a pass: the test proves nothing about passes")
	}
}

// legal lists the legal moves of the game's position.
func legal(g *model.Game) []model.Square {
	var moves []model.Square
	for bb := g.Position().Board.Moves(); bb != 0; bb &= bb - 1 {
		moves = append(moves, model.Square(bits.TrailingZeros64(bb)))
	}
	return moves
}

func played(t *testing.T, g *model.Game, moves ...string) *model.Game {
	t.Helper()
	for _, s := range moves {
		sq, err := model.ParseSquare(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(sq); err != nil {
			t.Fatal(err)
		}
	}
	return g
}
