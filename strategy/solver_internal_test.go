package strategy

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"othello/model"
)

// flipsNear and lastFlipCount must agree with the model's flips on every
// empty square of many random positions.
func TestFlipsMatchModel(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for i := 0; i < 2000; i++ {
		b := RandomBoard(rng, 1, 59)
		for _, sq := range model.SquaresOf(b.Empty()) {
			if got, want := flipsNear(b.Player, b.Opponent, sq), b.Flips(sq); got != want {
				t.Fatalf("%v at %v: flipsNear %x, model %x", model.Position{Board: b}, sq, got, want)
			}
		}
		if b.Empties() == 1 {
			sq := model.Square(bits.TrailingZeros64(b.Empty()))
			if got, want := lastFlipCount(b.Player, sq), bits.OnesCount64(b.Flips(sq)); got != want {
				t.Fatalf("%v: lastFlipCount %d, model %d", model.Position{Board: b}, got, want)
			}
			if got, want := lastFlipCount(b.Opponent, sq), bits.OnesCount64(b.Pass().Flips(sq)); got != want {
				t.Fatalf("%v: opponent's lastFlipCount %d, model %d", model.Position{Board: b}, got, want)
			}
		}
	}
}

// lastFlipCount agrees with the model on boards with one empty square, the
// rest shared at random, every square taking its turn as the empty one.
func TestLastFlipCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for i := range 20000 {
		x := model.Square(i % 64)
		own := rng.Uint64() &^ x.Bit()
		b := model.Board{Player: own, Opponent: ^own &^ x.Bit()}
		if got, want := lastFlipCount(b.Player, x), bits.OnesCount64(b.Flips(x)); got != want {
			t.Fatalf("%v at %v: lastFlipCount %d, model %d", model.Position{Board: b}, x, got, want)
		}
	}
}

// A fail-soft search in any window returns a bound on the right side of
// the exact score, or the exact score when it lies inside.
func TestSolveWindowBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for i := 0; i < 300; i++ {
		b := RandomBoard(rng, 1, 12)
		exact := SolveWindow(b, -discInf, discInf)
		alpha := rng.IntN(129) - 64
		beta := alpha + 1 + rng.IntN(8)
		v := SolveWindow(b, alpha, beta)
		switch {
		case v <= alpha && exact > v:
			t.Fatalf("%v window (%d,%d): fail low %d above exact %d", model.Position{Board: b}, alpha, beta, v, exact)
		case v >= beta && exact < v:
			t.Fatalf("%v window (%d,%d): fail high %d below exact %d", model.Position{Board: b}, alpha, beta, v, exact)
		case v > alpha && v < beta && v != exact:
			t.Fatalf("%v window (%d,%d): %d, exact %d", model.Position{Board: b}, alpha, beta, v, exact)
		}
	}
}

// Edge stability: a corner and the run of own discs joined to it are
// stable; a run cut off from the corner is not.
func TestEdgeStable(t *testing.T) {
	tests := []struct {
		pos  string
		want []model.Square
	}{
		{"XXXO" + strings.Repeat("-", 60) + " X", []model.Square{model.A1, model.B1, model.C1}},
		{"-XXX" + strings.Repeat("-", 60) + " X", nil},
		{"OXOXOXOX" + strings.Repeat("-", 56) + " X", []model.Square{model.B1, model.D1, model.F1, model.H1}},
		{"XX-XXXXX" + strings.Repeat("-", 55) + "X X", []model.Square{model.A1, model.B1, model.D1, model.E1, model.F1, model.G1, model.H1, model.H8}},
	}
	for _, tt := range tests {
		p, err := model.ParsePosition(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		var want uint64
		for _, sq := range tt.want {
			want |= sq.Bit()
		}
		if got := edgeStable(p.Board.Player, p.Board.Opponent); got != want {
			t.Errorf("%s: stable %v, want %v", tt.pos, model.SquaresOf(got), tt.want)
		}
	}
}

// The evaluation is symmetric: the score of a position is the same seen
// through any of the board's eight symmetries, and a finished game scores
// its exact result.
func TestEvaluateSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	w := DefaultWeights()
	for i := 0; i < 500; i++ {
		b := RandomBoard(rng, 1, 59)
		want := evaluate(w, b)
		for _, f := range []func(uint64) uint64{flipVertical, mirrorHorizontal, slowTranspose} {
			if got := evaluate(w, model.Board{Player: f(b.Player), Opponent: f(b.Opponent)}); got != want {
				t.Fatalf("%v: %d, but %d after a symmetry", model.Position{Board: b}, want, got)
			}
		}
	}
	full, _ := model.ParsePosition(strings.Repeat("X", 40) + strings.Repeat("O", 24) + " O")
	if got := evaluate(w, full.Board); got != -16*ScoreScale {
		t.Errorf("finished game evaluates to %d, want %d", got, -16*ScoreScale)
	}
}

func flipVertical(x uint64) uint64 { return bits.ReverseBytes64(x) }

func mirrorHorizontal(x uint64) uint64 {
	var out uint64
	for sq := 0; sq < 64; sq++ {
		if x&(1<<uint(sq)) != 0 {
			out |= 1 << uint(sq&^7|(7-sq&7))
		}
	}
	return out
}

func slowTranspose(x uint64) uint64 {
	var out uint64
	for sq := 0; sq < 64; sq++ {
		if x&(1<<uint(sq)) != 0 {
			out |= 1 << uint((sq&7)*8+sq>>3)
		}
	}
	return out
}

func TestParseWeightsErrors(t *testing.T) {
	good := "phase 0 60\n"
	for _, n := range featureNames {
		good += n + " 1 2\n"
	}
	if _, err := ParseWeights(strings.NewReader(good)); err != nil {
		t.Fatalf("good table: %v", err)
	}
	w, _ := ParseWeights(strings.NewReader(good))
	if w.byPhase[0][fCorner] != 1 || w.byPhase[60][fCorner] != 2 || w.byPhase[30][fCorner] != 2 {
		t.Errorf("interpolation: %d %d %d", w.byPhase[0][fCorner], w.byPhase[30][fCorner], w.byPhase[60][fCorner])
	}
	tests := []struct{ name, text, want string }{
		{"no phase", strings.TrimPrefix(good, "phase 0 60\n"), "no phase row"},
		{"bad anchors", strings.Replace(good, "phase 0 60", "phase 0 50", 1), "from 0 to 60"},
		{"unknown", good + "magic 1 2\n", "unknown feature"},
		{"duplicate", good + "corner 1 2\n", "given twice"},
		{"missing", strings.Replace(good, "parity 1 2\n", "", 1), "parity"},
		{"count", strings.Replace(good, "parity 1 2", "parity 1", 1), "values"},
		{"number", strings.Replace(good, "parity 1 2", "parity 1 x", 1), "whole number"},
	}
	for _, tt := range tests {
		_, err := ParseWeights(strings.NewReader(tt.text))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one mentioning %q", tt.name, err, tt.want)
		}
	}
}

// stableDiscs must never claim a disc that some continuation flips: random
// playouts from random positions check every claimed disc stays.
func TestStableDiscsNeverFlip(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	claimed := 0
	for i := 0; i < 400; i++ {
		b := RandomBoard(rng, 4, 30)
		mine, theirs := stableDiscs(b.Player, b.Opponent), stableDiscs(b.Opponent, b.Player)
		claimed += bits.OnesCount64(mine | theirs)
		for k := 0; k < 20; k++ {
			c := b
			turn := 0 // 0: the side to move in b is to move in c
			for !c.GameOver() {
				moves := model.SquaresOf(c.Moves())
				sq := model.Pass
				if len(moves) > 0 {
					sq = moves[rng.IntN(len(moves))]
				}
				c = c.Play(sq)
				turn ^= 1
				p, o := c.Player, c.Opponent
				if turn == 1 {
					p, o = o, p
				}
				if mine&^p != 0 || theirs&^o != 0 {
					t.Fatalf("%v: a disc claimed stable was flipped", model.Position{Board: b})
				}
			}
		}
	}
	if claimed == 0 {
		t.Fatal("no stable discs found at all: the test proves nothing")
	}
}

// fullLines must find exactly the squares whose row, column, diagonal or
// anti-diagonal is all occupied, as a plain walk along each line does.
func TestFullLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	full := func(occ uint64, sq, dr, dc int) bool { // walks the line through sq both ways
		r, c := sq/8, sq%8
		for _, sign := range []int{1, -1} {
			for i, j := r, c; i >= 0 && i < 8 && j >= 0 && j < 8; i, j = i+sign*dr, j+sign*dc {
				if occ&(1<<uint(8*i+j)) == 0 {
					return false
				}
			}
		}
		return true
	}
	for n := 0; n < 3000; n++ {
		occ := rng.Uint64() | rng.Uint64() | rng.Uint64() // dense, so that lines fill
		if n%3 == 0 {
			occ |= 0xff << uint(8*rng.IntN(8))             // a full row
			occ |= 0x0101010101010101 << uint(rng.IntN(8)) // a full column
		}
		h, v, d, a := fullLines(occ)
		for sq := 0; sq < 64; sq++ {
			bit := uint64(1) << uint(sq)
			onBorder := border&bit != 0
			for _, tt := range []struct {
				name   string
				got    uint64
				dr, dc int
				border bool // border squares count as full on diagonals
			}{{"row", h, 0, 1, false}, {"column", v, 1, 0, false}, {"diagonal", d, 1, 1, true}, {"anti-diagonal", a, 1, -1, true}} {
				want := full(occ, sq, tt.dr, tt.dc) || tt.border && onBorder
				if got := tt.got&bit != 0; got != want {
					t.Fatalf("occupied %016x: %v %s full %v, want %v", occ, model.Square(sq), tt.name, got, want)
				}
			}
		}
	}
}

// The solver's ordering evaluates the replies without the search's table
// and move ordering, and must find what a one-ply search finds.
func TestReplyEvalIsOnePly(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	ev := defaultEvaluator()
	for i := range 200 {
		b := RandomBoard(rng, 4, 50)
		moves := b.Moves()
		fresh := func() *engine {
			e := newSolver(ev, 10)
			e.begin(context.Background(), time.Time{})
			return e
		}
		var st patState
		st.init(b)
		got := fresh().replyEval(b, moves, &st)
		want := fresh().pvs(b, 1, -scoreInf, scoreInf)
		if got != want {
			t.Fatalf("position %d: replyEval %d, one-ply search %d\n%v", i, got, want, b)
		}
	}
}
