package train

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"othello/model"
	"othello/strategy"
)

// loadFixture reads a WTHOR file of testdata (see testdata/README.md).
func loadFixture(t *testing.T, name string) *model.WthorFile {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	f, err := model.ParseWthor(data)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// Labels: exact from our solver at few empties, the record's theoretical
// score from 24 empties up, the side to move's point of view throughout.
func TestLabelGame(t *testing.T) {
	f := loadFixture(t, "WTH_2020.wtb") // its first 20 games
	solver := strategy.NewSolver(strategy.DefaultWeights(), 16)
	checked := 0
	for _, g := range f.Games[:20] {
		pos, err := g.Replay()
		if err != nil || pos[len(pos)-1].Board.Empties() > 0 {
			continue
		}
		samples := labelGame(context.Background(), solver, g, pos, 24, 10)
		if len(samples) != len(pos)-1 {
			t.Fatalf("%d samples for %d positions", len(samples), len(pos)-1)
		}
		for i, s := range samples {
			p := pos[i]
			e := p.Board.Empties()
			if s.Board != p.Board {
				t.Fatalf("sample %d is not the game's position", i)
			}
			black := int(s.Label)
			if p.Turn == model.White {
				black = -black
			}
			switch {
			case e <= 10:
				want := strategy.Solve(context.Background(), p.Board).Score / strategy.ScoreScale
				if !s.Exact || int(s.Label) != want {
					t.Fatalf("%d empties: label %d (exact %v), the solver says %d", e, s.Label, s.Exact, want)
				}
			case e >= 24:
				if s.Exact || black != 2*g.Theoretical-64 {
					t.Fatalf("%d empties: label %d for Black, the record's theoretical score is %d-%d",
						e, black, g.Theoretical, 64-g.Theoretical)
				}
			}
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("only %d games checked", checked)
	}
}

// The record's theoretical score is the perfect-play result from the
// position with 24 empties: our solver must agree on sampled games.
func TestWthorTheoreticalScoresMatchOurSolver(t *testing.T) {
	if testing.Short() {
		t.Skip("solves three positions with 24 empties (games decided by 2 to 20 discs, chosen among those that solve in seconds): a long test")
	}
	f := loadFixture(t, "theoretical.wtb") // these three games, in this order
	for i, c := range []struct {
		year string
		game int
	}{{"1990", 129}, {"2005", 13}, {"2022", 9}} {
		g := f.Games[i]
		pos, err := g.Replay()
		if err != nil {
			t.Fatalf("%s game %d: %v", c.year, c.game, err)
		}
		var at model.Position
		for _, p := range pos {
			if p.Board.Empties() == 24 {
				at = p
				break
			}
		}
		r := strategy.Solve(context.Background(), at.Board)
		black := r.Score / strategy.ScoreScale
		if at.Turn == model.White {
			black = -black
		}
		if want := 2*g.Theoretical - 64; black != want || !r.Exact {
			t.Errorf("%s game %d: our solver gives Black %+d (exact %v), the record %+d", c.year, c.game, black, r.Exact, want)
		}
		t.Logf("%s game %d: %+d for Black, %d nodes, %v", c.year, c.game, black, r.Nodes, r.Time)
	}
}
