package view

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"othello/controller"
	"othello/model"
	"othello/strategy"
	"othello/view/othellowords"
)

// randomSizedGame plays a whole game of random moves on an n x n board.
func randomSizedGame(n int, seed uint64) *model.Game {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	start, err := model.SizedStartPosition(n)
	if err != nil {
		panic(err)
	}
	g := model.NewSizedGameFrom(start)
	for !g.Record().Sized().Board.GameOver() {
		moves := g.Record().Sized().Board.MoveCells()
		c := model.CellPass
		if len(moves) > 0 {
			c = moves[rng.IntN(len(moves))]
		}
		if err := g.PlayCell(c); err != nil {
			panic(err)
		}
	}
	return g
}

// randomGame plays a whole 8x8 game of random moves from seed.
func randomGame(seed uint64) *model.Game { return randomSizedGame(8, seed) }

// One account of every position, over whole analysed games (ours from
// the fixtures and random ones): the move the review names as best, the
// ring on the board, the reply the coach's words name to the move before
// and the graph's point all agree, and the review numbers each move as
// the score sheet does.
func TestReviewRingWordsAndGraphAgree(t *testing.T) {
	games := map[string]*model.Game{}
	g, err := model.ParseGame(gameWithPasses)
	if err != nil {
		t.Fatal(err)
	}
	games["the game with passes"] = g
	for seed := range uint64(3) {
		games[fmt.Sprintf("random game %d", seed)] = randomGame(seed)
	}
	// and on the other sizes, where the analysis is the board's own search
	for _, n := range []int{6, 10} {
		games[fmt.Sprintf("random %dx%d game", n, n)] = randomSizedGame(n, uint64(n))
	}
	cfg := strategy.Config{Depth: 3, ExactEmpties: 10}
	for name, g := range games {
		t.Run(name, func(t *testing.T) {
			u, _ := newTestUI(t)
			u.ctl.Load(g, controller.DefaultSettings()) // the person is Black
			u.dialogs.closeOverDialog()
			rec := u.snap.Game
			a, err := controller.AnalyzeGame(context.Background(), rec, cfg, nil)
			if err != nil {
				t.Fatal(err)
			}
			u.ana.result, u.ana.game = a, u.game
			u.ana.showAnalysis()
			rows := rec.SheetRows()
			explained := 0
			for n := 0; n <= rec.Len(); n++ {
				u.reviewer.showReview(n)
				text := u.sheet().reviewText(n)
				next, hasNext := u.ana.verdict(n)
				ring := u.board.State().Hint
				switch {
				case hasNext && !next.IsPass():
					if ring != next.Best {
						t.Errorf("after %d moves the ring is on %v, the analysis's best is %v", n, ring.Square(), next.Best)
					}
					if want := "Best here for " + othellowords.ColourWord(next.Color) + " (ringed): " + rec.Geometry().CellName(next.Best); !strings.Contains(text, want) {
						t.Errorf("after %d moves the review says %q; want %q", n, text, want)
					}
				case strings.Contains(text, "Best here"):
					t.Errorf("after %d moves, with no best move to ring, the review says %q", n, text)
				}
				if n == 0 {
					continue
				}
				// the move just played: numbered as on the sheet, its point
				// of the graph marked at its score
				v, _ := u.ana.verdict(n - 1)
				num := rec.SheetNumber(n - 1)
				if row := rows[num-1]; row[v.Color] != n-1 {
					t.Fatalf("move %d is numbered %d, on row %v of the sheet", n, num, row)
				}
				if !strings.HasPrefix(text, rec.MoveNumberText(n-1)+" ") {
					t.Errorf("the review of move %d says %q; want it numbered %q", n, text, rec.MoveNumberText(n-1))
				}
				if gr := u.Graph(); gr.current != n || gr.scores[n-1] != v.BlackAfter {
					t.Errorf("after move %d the graph marks %d at %v; want %d at %v", n, gr.current, gr.scores[n-1], n, v.BlackAfter)
				}
				// the coach's words on a mistake name the ring's move as
				// the reply, on every size
				if v.Mark() == "" || v.IsPass() || explained >= 4 {
					continue
				}
				explained++
				e, err := controller.ExplainMove(context.Background(), rec, a, n-1)
				if err != nil {
					t.Fatal(err)
				}
				want := model.CellPass
				if hasNext && !next.IsPass() {
					want = ring
				} else if !hasNext {
					want = model.NoCell
				}
				name := rec.Geometry().CellName
				if e.Played.Reply != want {
					t.Errorf("move %d: the coach names %v as the reply; the ring after it is on %v", n, name(e.Played.Reply), name(want))
				}
				if line := othellowords.AnswerLine(e, othellowords.SpeakerFor(u.snap.Settings, v.Color), othellowords.SpeakerFor(u.snap.Settings, v.Color.Other())); want >= 0 && !strings.Contains(line, "best answer is "+name(want)) {
					t.Errorf("move %d: the words %q do not name the ring's %v", n, line, name(want))
				}
			}
			if explained == 0 {
				t.Error("no mistake explained: the game proves little")
			}
		})
	}
}
