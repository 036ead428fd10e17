// Tests of how a tournament scores its games: the Elo fit and the standings.

package cli

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"othello/controller/engine"
	"othello/model"
)

// The Elo fit on results made by hand: its ratings have mean 0, equal
// results give equal ratings, a 75% score is about 191 Elo, better scores
// rank higher, a player who won every game has a finite rating, and the
// intervals are those of the binomial.
func TestEloFit(t *testing.T) {
	tests := []struct {
		name  string
		score [][]float64 // score[i][j] out of games[i][j]
		games [][]int
		check func(elo, margin []float64) string // "" when right
	}{
		{"equal results, equal ratings", [][]float64{{0, 5, 7}, {5, 0, 7}, {7, 7, 0}}, [][]int{{0, 10, 14}, {10, 0, 14}, {14, 14, 0}},
			func(elo, margin []float64) string {
				if math.Abs(elo[0]) > 0.01 || math.Abs(elo[1]) > 0.01 || math.Abs(elo[2]) > 0.01 || math.Abs(margin[0]-margin[1]) > 0.01 {
					return "want every rating 0, and the first two intervals alike"
				}
				return ""
			}},
		{"75% is 191 Elo", [][]float64{{0, 300}, {100, 0}}, [][]int{{0, 400}, {400, 0}},
			func(elo, _ []float64) string {
				// 400·log10(0.75/0.25) = 190.8; one virtual draw takes
				// it to 400·log10(300.5/100.5) = 190.3
				if d := elo[0] - elo[1]; d < 189 || d > 192 {
					return fmt.Sprintf("a difference of %.1f; want about 191", d)
				}
				return ""
			}},
		{"the order of the scores", [][]float64{{0, 6, 7.5}, {4, 0, 6}, {2.5, 4, 0}}, [][]int{{0, 10, 10}, {10, 0, 10}, {10, 10, 0}},
			func(elo, _ []float64) string {
				if !(elo[0] > elo[1] && elo[1] > elo[2]) {
					return "want the first above the second above the third"
				}
				return ""
			}},
		{"a perfect score is finite", [][]float64{{0, 10}, {0, 0}}, [][]int{{0, 10}, {10, 0}},
			func(elo, margin []float64) string {
				if d := elo[0] - elo[1]; d < 400 || d > 1000 || math.IsNaN(margin[0]) || margin[0] <= 0 || margin[0] > 1000 {
					return "want a large finite difference and a finite interval"
				}
				return ""
			}},
		{"the binomial's interval", [][]float64{{0, 200}, {200, 0}}, [][]int{{0, 400}, {400, 0}},
			func(_, margin []float64) string {
				// 401 games at 50%, the virtual draw included: each rating,
				// half the difference, has a variance of 1/401 in natural
				// units, so ±1.96 · 400/ln 10 · sqrt(1/401) = ±17.0 Elo
				if math.Abs(margin[0]-17.0) > 0.1 || math.Abs(margin[1]-17.0) > 0.1 {
					return "want ±17.0 each"
				}
				return ""
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			elo, margin := fitElo(tt.score, tt.games)
			mean := 0.0
			for _, e := range elo {
				mean += e / float64(len(elo))
			}
			if math.Abs(mean) > 1e-6 {
				t.Errorf("ratings %.2f have a mean of %g; want 0", elo, mean)
			}
			if msg := tt.check(elo, margin); msg != "" {
				t.Errorf("ratings %.2f, intervals ±%.2f: %s", elo, margin, msg)
			}
		})
	}
}

// The standings count every game once for each player, a draw as half a
// point to each and a forfeit as a loss with its reason; the crosstable's
// totals are the games played.
func TestTournamentStandings(t *testing.T) {
	names := []string{"a", "b", "c"}
	games := []struct {
		black, white, discs int
		forfeit             bool
	}{
		{0, 1, 10, false}, {1, 0, -4, false}, {0, 2, 0, false}, {2, 0, 64, true},
		{1, 2, -2, false}, {2, 1, 0, false}, {0, 1, -64, true},
	}
	st := newStandings(names)
	for g, gm := range games {
		o := engine.Outcome{Black: gm.discs}
		o.Game = model.NewGame()
		if gm.forfeit {
			loser := 0 // Black
			if gm.discs > 0 {
				loser = 1
			}
			o.Forfeit = &engine.Forfeit{Player: loser, Name: "x", Err: &engine.Error{Kind: engine.TimedOut, Detail: "no answer to go within 1s"}}
		}
		st.add(g, fixture{black: gm.black, white: gm.white}, o)
	}
	points, played := 0.0, 0
	for i := range names {
		s, n := st.total(i)
		points += s
		played += n
	}
	if points != float64(len(games)) || played != 2*len(games) {
		t.Errorf("points %v, games %d; want %d points over %d games counted twice", points, played, len(games), len(games))
	}
	var out strings.Builder
	st.print(&out)
	tables := readTables(t, out.String())
	want := map[string][]string{ // name: against a, b, c; score; percent
		"a": {"-", "2/3", "0.5/2", "2.5/5", "50.0%"},
		"b": {"1/3", "-", "0.5/2", "1.5/5", "30.0%"},
		"c": {"1.5/2", "1.5/2", "-", "3/4", "75.0%"},
	}
	if !slices.Equal(tables.order, []string{"c", "a", "b"}) {
		t.Fatalf("ranked %q; want c, a, b\n%s", tables.order, out.String())
	}
	for name, row := range tables.cross {
		// the columns in the order of the ranks
		w := want[name]
		if w = []string{w[2], w[0], w[1], w[3], w[4]}; !slices.Equal(row, w) {
			t.Errorf("crosstable row %s: %q; want %q\n%s", name, row, w, out.String())
		}
	}
	for _, f := range []string{
		"game 4: a (white, against c), timed out: no answer to go within 1s\n",
		"game 7: a (black, against b), timed out: no answer to go within 1s\n",
	} {
		if !strings.Contains(out.String(), "\nforfeits: 2\n") || !strings.Contains(out.String(), f) {
			t.Errorf("the forfeits lack %q:\n%s", f, out.String())
		}
	}
}
