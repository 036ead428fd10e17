package gomoku_test

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
	"othello/strategy/level"
)

// matchResult counts a match's games from the first player's side.
type matchResult struct {
	wins, draws, losses int
	moves               int           // the first player's moves
	time, longest       time.Duration // their time, and the longest move's
}

// playMatch plays games between players made by a and b from seeds, on
// the default board under Freestyle, a taking Black in the even games.
// Each pair of games starts from its own random opening of opening
// stones within two squares of the centre, so that players with no
// randomness of their own play different games. Each game is the same
// for the same seeds.
func playMatch(t *testing.T, a, b func(seed uint64) sg.Player, games, opening int) matchResult {
	t.Helper()
	var res matchResult
	for i := range games {
		rng := rand.New(rand.NewPCG(uint64(i/2), 77))
		g, _ := gomoku.NewGame(gomoku.DefaultSize, gomoku.Freestyle)
		for g.MoveCount() < opening {
			c := gomoku.DefaultSize / 2
			g.Play(gomoku.At(c-2+rng.IntN(5), c-2+rng.IntN(5))) // a taken square is refused: draw again
		}
		pa, pb := a(uint64(1000+i)), b(uint64(2000+i))
		players := [2]sg.Player{pa, pb}
		aColour := gomoku.Black
		if i%2 == 1 {
			players = [2]sg.Player{pb, pa}
			aColour = gomoku.White
		}
		for !g.Over() {
			start := time.Now()
			r := players[g.Turn()].Search(context.Background(), g.Position())
			if g.Turn() == aColour {
				took := time.Since(start)
				res.moves++
				res.time += took
				res.longest = max(res.longest, took)
			}
			if err := g.Play(r.Move); err != nil {
				t.Fatalf("game %d: %s: %v", i, players[g.Turn()].Name(), err)
			}
		}
		switch g.Winner() {
		case aColour:
			res.wins++
		case gomoku.NoColor:
			res.draws++
		default:
			res.losses++
			t.Logf("game %d lost (%v): %s", i+1, aColour, gomoku.FormatMoves(g.Moves(), gomoku.DefaultSize))
		}
	}
	return res
}

// hardNodes is HARD with a node limit in place of its second: the same
// games on every machine.
func hardNodes(n uint64) func(seed uint64) sg.Player {
	return func(seed uint64) sg.Player { return sg.NewSearch(sg.LevelConfig(level.Hard).WithNodes(n), seed) }
}

func random(seed uint64) sg.Player { return sg.NewRandom(seed) }

// fullTests tells the long tests to play their largest matches, several
// times longer, kept for changes to the levels themselves:
// OTHELLO_FULL_TESTS=1.
func fullTests() bool { return !testing.Short() && os.Getenv("OTHELLO_FULL_TESTS") == "1" }

// TestHardWins plays HARD, limited in nodes, against Random and against
// the report's Minimax to depth 4: it must win 95% of the games (all of
// them under -short, 19 of 20 in the long suite, 48 of 50 at 100,000
// nodes with OTHELLO_FULL_TESTS).
func TestHardWins(t *testing.T) {
	games, nodes := 6, uint64(5_000)
	switch {
	case fullTests():
		games, nodes = 50, 100_000
	case !testing.Short():
		games, nodes = 20, 50_000
	}
	for _, opp := range []struct {
		name string
		new  func(seed uint64) sg.Player
	}{
		{"random", random},
		{"the report's minimax-4", sg.NewReportPlayer},
	} {
		res := playMatch(t, hardNodes(nodes), opp.new, games, 0)
		t.Logf("HARD (%d nodes a move) against %s: %d wins, %d draws, %d losses; %.1f ms a move over %d moves",
			nodes, opp.name, res.wins, res.draws, res.losses, float64(res.time.Microseconds())/1000/float64(res.moves), res.moves)
		if float64(res.wins) < 0.95*float64(games) {
			t.Errorf("HARD won %d of %d games against %s", res.wins, games, opp.name)
		}
	}
}

// levelNodes is a level with a node limit in place of its time.
func levelNodes(l level.Level, n uint64) func(seed uint64) sg.Player {
	return func(seed uint64) sg.Player {
		c := sg.LevelConfig(l)
		if c.Time > 0 {
			c = c.WithNodes(n)
		}
		return sg.NewSearch(c, seed)
	}
}

// TestLadder checks that each level beats the one below, from random
// openings of three stones, and that EASY is beatable: a beginner who
// looks one move ahead, blocks fours and open threes and never slips
// (EASY without its slips) beats it in most games.
func TestLadder(t *testing.T) {
	if testing.Short() {
		t.Skip("70 games: not with -short")
	}
	beginner := func(seed uint64) sg.Player { return sg.NewSearch(sg.Config{Depth: 1, Width: 12}, seed) }
	// EXPERT's games are the slowest by far: 10 of them (5 openings, each
	// side playing each colour), EXPERT at 100,000 nodes a move and HARD
	// at a quarter of that; twice the games at twice the nodes with
	// OTHELLO_FULL_TESTS
	expertGames, expertNodes := 10, uint64(100_000)
	if fullTests() {
		expertGames, expertNodes = 20, 200_000
	}
	for _, tt := range []struct {
		name  string
		a, b  func(seed uint64) sg.Player
		min   float64 // the least share of games a wins, draws counting half
		games int
	}{
		{"a beginner against EASY", beginner, levelNodes(level.Easy, 0), 0.6, 20},
		{"MEDIUM against EASY", levelNodes(level.Medium, 0), levelNodes(level.Easy, 0), 0.75, 20},
		{"HARD against MEDIUM", levelNodes(level.Hard, 50_000), levelNodes(level.Medium, 0), 0.75, 20},
		// between these two Black wins: each takes every game it plays
		// as Black, so EXPERT need only not fall behind
		{"EXPERT against HARD", levelNodes(level.Expert, expertNodes), levelNodes(level.Hard, expertNodes/4), 0.45, expertGames},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res := playMatch(t, tt.a, tt.b, tt.games, 3)
			score := (float64(res.wins) + float64(res.draws)/2) / float64(tt.games)
			t.Logf("%s: %d wins, %d draws, %d losses", tt.name, res.wins, res.draws, res.losses)
			if score < tt.min {
				t.Errorf("%s: scores %.0f%%, want %.0f%%", tt.name, 100*score, 100*tt.min)
			}
		})
	}
}
