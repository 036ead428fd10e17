package cli

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"othello/model"
	"othello/strategy"
)

// randomSizedGame plays a whole random game on an n x n board and writes
// it as a game file reads it: "6x6 c2b4...".
func randomSizedGame(t *testing.T, n int, seed uint64) (string, model.Record) {
	t.Helper()
	start, err := model.SizedStartPosition(n)
	if err != nil {
		t.Fatal(err)
	}
	g := model.NewSizedGameFrom(start)
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	for !g.Record().Sized().Board.GameOver() {
		moves := g.Record().Sized().Board.MoveCells()
		c := model.CellPass
		if len(moves) > 0 {
			c = moves[rng.IntN(len(moves))]
		}
		if err := g.PlayCell(c); err != nil {
			t.Fatal(err)
		}
	}
	rec := g.Record()
	return fmt.Sprintf("%dx%d %s", n, n, rec.Transcript()), rec
}

// othello analyze reads games of every size: on 6x6 and 10x10 each line
// names the move and the best one in the board's own squares, and the
// scores of the last moves, within the exact range, are what solving
// their positions proves.
func TestAnalyzeOtherSizes(t *testing.T) {
	for _, n := range []int{6, 10} {
		text, rec := randomSizedGame(t, n, 3)
		var out, errOut bytes.Buffer
		args := []string{"--depth", "3", "--exact", "8", text}
		if code := Run("analyze", Env{Args: args, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut}); code != 0 {
			t.Fatalf("%dx%d: exit %d: %s", n, n, code, errOut.String())
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if len(lines) != rec.Len()+2 {
			t.Fatalf("%dx%d: %d lines for %d moves:\n%s", n, n, len(lines), rec.Len(), out.String())
		}
		geo := rec.Geometry()
		checked := 0
		for i := range rec.Len() {
			f := strings.Fields(lines[i])
			if rec.Cell(i) == model.CellPass {
				if len(f) != 3 || f[2] != "pass" {
					t.Errorf("%dx%d move %d: %q; want a pass", n, n, i+1, lines[i])
				}
				continue
			}
			if f[2] != geo.CellName(rec.Cell(i)) || f[4] != "best" {
				t.Fatalf("%dx%d move %d: %q; want the move %s", n, n, i+1, lines[i], geo.CellName(rec.Cell(i)))
			}
			pos := rec.SizedAt(i)
			if pos.Board.Empties() > 8 {
				continue
			}
			// within the exact range: the best score is the solved one
			want := strategy.SolveSized(context.Background(), pos.Board).Score / strategy.ScoreScale
			if f[6] != fmt.Sprintf("%+d", want) || !strings.HasSuffix(lines[i], " exact") {
				t.Errorf("%dx%d move %d: %q; solving the position gives %+d", n, n, i+1, lines[i], want)
			}
			checked++
		}
		if checked < 3 {
			t.Errorf("%dx%d: only %d moves checked against a solve", n, n, checked)
		}
	}
}
