package gomoku_test

import (
	"context"
	"testing"
	"time"

	"othello/model/gomoku"
	sg "othello/strategy/gomoku"
)

// matchResult counts a match's games from the first player's side.
type matchResult struct {
	wins, draws, losses int
	moves               int           // the first player's moves
	time                time.Duration // and their time
}

// playMatch plays games between players made by a and b from seeds, on
// the default board under Freestyle, a taking Black in the even games.
// Each game is the same for the same seeds.
func playMatch(t *testing.T, a, b func(seed uint64) sg.Player, games int) matchResult {
	t.Helper()
	var res matchResult
	for i := range games {
		pa, pb := a(uint64(1000+i)), b(uint64(2000+i))
		players := [2]sg.Player{pa, pb}
		aColour := gomoku.Black
		if i%2 == 1 {
			players = [2]sg.Player{pb, pa}
			aColour = gomoku.White
		}
		g, _ := gomoku.NewGame(gomoku.DefaultSize, gomoku.Freestyle)
		for !g.Over() {
			start := time.Now()
			r := players[g.Turn()].Search(context.Background(), g.Position())
			if g.Turn() == aColour {
				res.moves++
				res.time += time.Since(start)
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
			t.Logf("game %d lost (%v): %s", i, aColour, gomoku.FormatMoves(g.Moves(), gomoku.DefaultSize))
		}
	}
	return res
}

// hardNodes is HARD with a node limit in place of its second: the same
// games on every machine.
func hardNodes(n uint64) func(seed uint64) sg.Player {
	return func(seed uint64) sg.Player { return sg.NewSearch(sg.LevelConfig(sg.Hard).WithNodes(n), seed) }
}

func random(seed uint64) sg.Player { return sg.NewRandom(seed) }

// TestHardWins plays HARD, limited in nodes, against Random and against
// the report's Minimax to depth 4: it must win 95% of the games.
func TestHardWins(t *testing.T) {
	games, nodes := 10, uint64(5_000)
	if !testing.Short() {
		games, nodes = 50, 100_000
	}
	for _, opp := range []struct {
		name string
		new  func(seed uint64) sg.Player
	}{
		{"random", random},
		{"the report's minimax-4", sg.NewReportPlayer},
	} {
		res := playMatch(t, hardNodes(nodes), opp.new, games)
		t.Logf("HARD (%d nodes a move) against %s: %d wins, %d draws, %d losses; %.1f ms a move over %d moves",
			nodes, opp.name, res.wins, res.draws, res.losses, float64(res.time.Microseconds())/1000/float64(res.moves), res.moves)
		if float64(res.wins) < 0.95*float64(games) {
			t.Errorf("HARD won %d of %d games against %s", res.wins, games, opp.name)
		}
	}
}
