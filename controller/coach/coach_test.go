package coach_test

import (
	"bufio"
	"context"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"othello/controller/coach"
	"othello/model"
)

// theme is a test position of testdata/themes.txt.
type theme struct {
	name         string
	pos          model.Position
	played, best model.Square
	first        coach.Kind
}

func readThemes(t *testing.T) []theme {
	t.Helper()
	f, err := os.Open("testdata/themes.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []theme
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "|")
		if len(fields) != 4 {
			t.Fatalf("themes.txt:%d: %d fields, want 4", line, len(fields))
		}
		pos, err := model.ParsePosition(strings.TrimSpace(fields[1]))
		if err != nil {
			t.Fatalf("themes.txt:%d: %v", line, err)
		}
		moves := strings.Fields(fields[2])
		if len(moves) != 2 {
			t.Fatalf("themes.txt:%d: %q: want the move played and the best", line, fields[2])
		}
		played, err1 := model.ParseSquare(moves[0])
		best, err2 := model.ParseSquare(moves[1])
		kind, err3 := coach.ParseKind(strings.TrimSpace(fields[3]))
		for _, err := range []error{err1, err2, err3} {
			if err != nil {
				t.Fatalf("themes.txt:%d: %v", line, err)
			}
		}
		out = append(out, theme{strings.TrimSpace(fields[0]), pos, played, best, kind})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// Each theme's position gives its reason first.
func TestThemes(t *testing.T) {
	themes := readThemes(t)
	seen := map[coach.Kind]bool{}
	for _, th := range themes {
		t.Run(th.name, func(t *testing.T) {
			e, err := coach.Explain(context.Background(), model.SizedFromPosition(th.pos), cell(th.played), cell(th.best), coach.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range e.Reasons {
				t.Logf("%v %v played %+v best %+v weight %.1f discs %.1f", r.Kind, r.Squares, r.Played, r.Best, r.Weight, r.Discs)
			}
			t.Logf("loss %.1f; replies %v to %v (%+.1f), %v to %v (%+.1f)", e.Loss, e.Played.Reply, e.Played.Move, e.Played.Score,
				e.Best.Reply, e.Best.Move, e.Best.Score)
			if len(e.Reasons) == 0 || e.Reasons[0].Kind != th.first {
				t.Fatalf("first reason %v, want %v", e.Reasons, th.first)
			}
			seen[th.first] = true
		})
	}
	for _, k := range []coach.Kind{coach.CornerGiven, coach.Mobility, coach.Edge, coach.Parity, coach.WipeOut} {
		if !seen[k] {
			t.Errorf("no theme shows %v", k)
		}
	}
}

// cell is an 8x8 square as the coach names it.
func cell(sq model.Square) model.Cell { return model.CellOfSquare(sq) }

// themeNamed returns the theme of that name.
func themeNamed(t *testing.T, name string) theme {
	t.Helper()
	for _, th := range readThemes(t) {
		if th.name == name {
			return th
		}
	}
	t.Fatalf("no theme %q", name)
	return theme{}
}

// The reasons share the loss in proportion to their weights, the lines
// are the moves with the replies searched, and the same question gets
// the same answer.
func TestExplanationAddsUp(t *testing.T) {
	th := themeNamed(t, "edge")
	ctx := context.Background()
	pos := model.SizedFromPosition(th.pos)
	e, err := coach.Explain(ctx, pos, cell(th.played), cell(th.best), coach.Options{Loss: 8, LossExact: true})
	if err != nil {
		t.Fatal(err)
	}
	if e.Loss != 8 || !e.LossExact || e.Mover() != model.White {
		t.Errorf("loss %v exact %v mover %v", e.Loss, e.LossExact, e.Mover())
	}
	sum := 0.0
	for i, r := range e.Reasons {
		sum += r.Discs
		if i > 0 && r.Weight > e.Reasons[i-1].Weight {
			t.Errorf("reasons out of order: %+v", e.Reasons)
		}
	}
	if len(e.Reasons) < 2 || sum < 7.999 || sum > 8.001 {
		t.Errorf("the reasons share %.3f discs of 8: %+v", sum, e.Reasons)
	}
	if e.Played.Move != cell(th.played) || e.Best.Move != cell(th.best) || e.Played.Reply != cell(model.G8) ||
		!th.pos.Board.Play(th.played).IsLegal(e.Played.Reply.Square()) {
		t.Errorf("lines %v %v, %v %v", e.Played.Move, e.Played.Reply, e.Best.Move, e.Best.Reply)
	}
	if want := model.SizedFromBoard(th.pos.Board.Play(th.played).Play(model.G8)); e.Played.After != want {
		t.Errorf("after f8 g8 the board is %+v, want %+v from White's side", e.Played.After, want)
	}
	again, _ := coach.Explain(ctx, pos, cell(th.played), cell(th.best), coach.Options{Loss: 8, LossExact: true})
	if len(again.Reasons) != len(e.Reasons) || again.Reasons[0].Kind != e.Reasons[0].Kind || again.Played.Reply != e.Played.Reply {
		t.Errorf("asked again: %+v, first %+v", again.Reasons, e.Reasons)
	}
	if _, err := coach.Explain(ctx, pos, cell(model.A1), cell(th.best), coach.Options{}); err == nil {
		t.Error("an illegal move was explained")
	}
	if _, err := coach.Explain(ctx, pos, model.CellPass, cell(th.best), coach.Options{}); err == nil {
		t.Error("a pass was explained")
	}
}

// A move that ends the game has no reply; one that leaves the opponent
// no move has the reply Pass.
func TestExplainGameEnd(t *testing.T) {
	wipe := themeNamed(t, "wipe-out")
	pos := wipe.pos.Play(model.E3) // Black takes every disc with f4
	other := model.SquaresOf(pos.Board.Moves() &^ model.F4.Bit())[0]
	e, err := coach.Explain(context.Background(), model.SizedFromPosition(pos), cell(model.F4), cell(other), coach.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if e.Played.Reply != model.NoCell || !e.Played.After.Opponent.IsZero() || e.Played.Score != 64 || !e.Played.Exact {
		t.Errorf("f4 ends the game, yet: %+v", e.Played)
	}
	// c1 and g8 are Black's only moves, and after either White has none
	pos, err = model.ParsePosition("XO-XXXXX" + strings.Repeat("X", 48) + "XXXXXO-X X")
	if err != nil {
		t.Fatal(err)
	}
	e, err = coach.Explain(context.Background(), model.SizedFromPosition(pos), cell(model.C1), cell(model.G8), coach.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if e.Played.Reply != model.CellPass || e.Played.After != model.SizedFromBoard(pos.Board.Play(model.C1).Pass()) {
		t.Errorf("c1 leaves White no move, yet: %+v", e.Played)
	}
}

// A hint names what makes the move stand out.
func TestHints(t *testing.T) {
	parity := themeNamed(t, "parity")
	if rs := coach.Hint(model.SizedFromPosition(parity.pos), model.CellOfSquare(model.C1)); len(rs) == 0 || rs[0].Kind != coach.Parity || rs[0].Best.Mover != 1 {
		t.Errorf("c1 in the parity position: %+v", rs)
	}
	edge := themeNamed(t, "edge")
	if rs := coach.Hint(model.SizedFromPosition(edge.pos), model.CellOfSquare(model.G8)); len(rs) == 0 || rs[0].Kind != coach.Mobility || rs[0].Best.Opponent != 11 {
		t.Errorf("g8 in the edge position: %+v", rs)
	}
	corner := themeNamed(t, "corner-x")
	after := corner.pos.Play(model.B2)
	if rs := coach.Hint(model.SizedFromPosition(after), model.CellOfSquare(model.A1)); len(rs) == 0 || rs[0].Kind != coach.CornerTaken || rs[0].Squares[0] != cell(model.A1) {
		t.Errorf("a1 after b2: %+v", rs)
	}
	if rs := coach.Hint(model.SizedFromPosition(corner.pos), model.CellOfSquare(model.H8)); rs != nil {
		t.Errorf("an illegal move has reasons: %+v", rs)
	}
	start := model.StartPosition()
	if rs := coach.Hint(model.SizedFromPosition(start), model.CellOfSquare(model.F5)); len(rs) != 0 {
		t.Errorf("the opening moves are all alike, yet f5: %+v", rs)
	}
}

// A stable-discs reason is worth what its counts say: the difference of
// each side's stable discs between the two lines, so that the words that
// give the counts give the reason (they said "0 for you after b1, 0 after
// c3" for a difference in the other side's discs, or in discs by a corner
// that the corner's own reason counts).
func TestStabilityCountsAreItsWeight(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	found := 0
	for game := 0; game < 60 && found < 6; game++ {
		b, turn := model.StartBoard(), model.Black
		for ply := 0; ply < 60 && !b.GameOver(); ply++ {
			moves := model.SquaresOf(b.Moves())
			if len(moves) == 0 {
				b, turn = b.Pass(), turn.Other()
				continue
			}
			if ply >= 30 && len(moves) >= 2 && ply%4 == 0 {
				played, best := moves[rng.IntN(len(moves))], moves[rng.IntN(len(moves))]
				if played != best {
					pos := model.SizedFromPosition(model.Position{Board: b, Turn: turn})
					e, err := coach.Explain(context.Background(), pos, cell(played), cell(best), coach.Options{})
					if err != nil {
						t.Fatal(err)
					}
					for _, r := range e.Reasons {
						if r.Kind != coach.Stability {
							continue
						}
						found++
						net := float64((r.Best.Mover - r.Best.Opponent) - (r.Played.Mover - r.Played.Opponent))
						if r.Weight != net || r.Played == r.Best {
							t.Errorf("%v instead of %v: stable discs %+v after it, %+v after the best, weighed %.1f", played, best, r.Played, r.Best, r.Weight)
						}
					}
				}
			}
			b, turn = b.Play(moves[rng.IntN(len(moves))]), turn.Other()
		}
	}
	if found == 0 {
		t.Fatal("no stable-discs reason in the positions tried")
	}
	t.Logf("%d stable-discs reasons checked", found)
}
