package train

import (
	"context"
	"fmt"
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

// A year is labelled in chunks, each kept in the work folder: a run
// stopped in the middle of a year resumes from its last whole chunk, and
// a finished year leaves one file and no chunks.
func TestWthorYearResumesFromChunks(t *testing.T) {
	defer func(n int) { wthorChunk = n }(wthorChunk)
	wthorChunk = 7 // the fixture's 20 games: chunks of 7, 7 and 6
	path := filepath.Join("testdata", "WTH_2020.wtb")
	dir := t.TempDir()
	cfg := Config{WorkDir: dir, Exact: 8, Workers: 2}
	cache := filepath.Join(dir, "wthor-2020-exact8.samples")
	order := strategy.DefaultWeights()
	want, games, _, err := wthorYear(context.Background(), cfg, cache, path, order, nil)
	if err != nil {
		t.Fatal(err)
	}
	if games != 20 {
		t.Fatalf("%d games, the fixture has 20", games)
	}
	if got, err := readSamples(cache); err != nil || len(got) != len(want) {
		t.Fatalf("the year's file: %d samples (%v), want %d", len(got), err, len(want))
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "*.games*")); len(left) > 0 {
		t.Fatalf("chunks left behind a finished year: %v", left)
	}

	// a stopped run: the first two chunks done, their labels marked so
	// that reading them back shows; the year's file not yet written
	os.Remove(cache)
	os.Remove(cache + ".count")
	f := loadFixture(t, "WTH_2020.wtb")
	marked := 0
	for _, c := range [][2]int{{0, 7}, {7, 14}} {
		s, _, broken, err := wthorSamples(context.Background(), f.Games[c[0]:c[1]], 24, 8, 1, order, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i := range s {
			s[i].Label = 100
		}
		marked += len(s)
		part := filepath.Join(dir, fmt.Sprintf("wthor-2020-exact8.games%d-%d.samples", c[0], c[1]))
		if err := writeSamples(part, s); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(part+".count", fmt.Appendf(nil, "%d\n", broken), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// a cancelled run labels nothing and writes no year
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, _, err := wthorYear(cancelled, cfg, cache, path, order, nil); err == nil {
		t.Fatal("a cancelled run finished the year")
	}
	if _, err := os.Stat(cache); err == nil {
		t.Fatal("a cancelled run wrote the year's file")
	}
	got, _, _, err := wthorYear(context.Background(), cfg, cache, path, order, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("resumed: %d samples, want %d", len(got), len(want))
	}
	for i := range got {
		if i < marked {
			if got[i].Label != 100 {
				t.Fatalf("sample %d was labelled again, not read from its chunk", i)
			}
		} else if got[i] != want[i] {
			t.Fatalf("sample %d: %+v after resuming, %+v at once", i, got[i], want[i])
		}
	}
}
