// Tests of the sized boards' rules: invariants along random games, the start
// and the conversion from 8x8, and the symmetries.

package model_test

import (
	"testing"

	"othello/model"
)

func TestSizedInvariantsAlongRandomGames(t *testing.T) {
	for _, n := range model.Sizes {
		all := start(t, n).Geometry().All()
		randomSizedGames(t, n, 300, 4, func(b model.SizedBoard) {
			if !b.Player.And(b.Opponent).IsZero() {
				t.Fatalf("%dx%d: sides overlap", n, n)
			}
			if !b.Player.Or(b.Opponent).AndNot(all).IsZero() {
				t.Fatalf("%dx%d: a disc off the board", n, n)
			}
			before := b.Player.Or(b.Opponent).Count()
			for _, c := range b.MoveCells() {
				flips := b.Flips(c)
				next := b.Play(c)
				if !next.Player.And(next.Opponent).IsZero() {
					t.Fatalf("%dx%d after %d: sides overlap", n, n, c)
				}
				if got := next.Player.Or(next.Opponent).Count(); got != before+1 {
					t.Fatalf("%dx%d after %d: %d discs, want %d", n, n, c, got, before+1)
				}
				if flips.IsZero() {
					t.Fatalf("%dx%d: legal move %d flips nothing", n, n, c)
				}
				if next.Player.Count() != b.Opponent.Count()-flips.Count() {
					t.Fatalf("%dx%d after %d: the other side kept flipped discs", n, n, c)
				}
			}
		})
	}
}

func TestSizedStartAndConversion(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{
		{4, "-----OX--XO----- X"},
		{6, "--------------OX----XO-------------- X"},
	} {
		p, err := model.SizedStartPosition(tt.n)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.String(); got != tt.want {
			t.Errorf("%dx%d start = %q, want %q", tt.n, tt.n, got, tt.want)
		}
		back, err := model.ParseSizedPosition(tt.want, tt.n)
		if err != nil || back != p {
			t.Errorf("ParseSizedPosition(%q) = %v, %v; want the start", tt.want, back, err)
		}
	}
	p8, _ := model.SizedStartPosition(8)
	if got, want := p8.String(), model.StartPosition().String(); got != want {
		t.Errorf("8x8 sized start %q, want %q", got, want)
	}
	if b, ok := p8.Board.Board8(); !ok || b != model.StartBoard() {
		t.Errorf("Board8 of the start = %v, %v", b, ok)
	}
	if _, err := model.SizedStart(7); err == nil {
		t.Error("size 7 accepted")
	}
}

// The rules do not change under the symmetries: the image of a position
// has the images of its moves, and the images of its children.
func TestSizedSymmetries(t *testing.T) {
	for _, n := range []int{4, 6, 10} {
		g := start(t, n).Geometry()
		randomSizedGames(t, n, 20, 6, func(b model.SizedBoard) {
			for k := 0; k < model.Symmetries; k++ {
				img := b.Symmetric(k)
				if img.Player.Count() != b.Player.Count() || img.Opponent.Count() != b.Opponent.Count() || !img.IsImageOf(b) {
					t.Fatalf("%dx%d symmetry %d loses discs", n, n, k)
				}
				moves := b.MoveCells()
				if len(img.MoveCells()) != len(moves) {
					t.Fatalf("%dx%d symmetry %d: %d moves, the image has %d", n, n, k, len(moves), len(img.MoveCells()))
				}
				for _, c := range moves {
					ic := g.SymmetricCell(c, k)
					if !img.IsLegal(ic) || img.Play(ic) != b.Play(c).Symmetric(k) {
						t.Fatalf("%dx%d symmetry %d: move %s and its image %s disagree", n, n, k, g.CellName(c), g.CellName(ic))
					}
				}
			}
		})
	}
	// the four first moves of every size are images of one another
	for _, n := range model.Sizes {
		b := start(t, n)
		moves := b.MoveCells()
		for _, c := range moves[1:] {
			if !b.Play(c).IsImageOf(b.Play(moves[0])) {
				t.Errorf("%dx%d: the first moves are not all alike", n, n)
			}
		}
	}
}
