// Self-play: games from the XOT openings with random deviations, so that
// the data also holds positions strong players avoid; their endgame
// positions are labelled by our exact solver.

package train

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"

	"othello/model"
	"othello/model/bounded"
	"othello/resources"
	"othello/strategy"
)

// readOpenings reads a file of transcripts, one a line; "" reads the
// shipped XOT list.
func readOpenings(path string) ([][]model.Square, error) {
	name, text := "the shipped XOT list", resources.XOTOpenings()
	if path != "" {
		data, err := bounded.ReadFile(path, bounded.OpeningList)
		if err != nil {
			return nil, err
		}
		name, text = path, string(data)
	}
	out, err := model.ParseTranscriptList(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no openings", name)
	}
	return out, nil
}

// selfPlayConfig says how the games are played.
type selfPlayConfig struct {
	exact       int     // positions with this many empties or fewer are solved and kept
	depth       int     // midgame search depth of the players
	deviation   float64 // chance of a random legal move instead of the chosen one
	searched    bool    // also keep the positions before the solver, labelled by the player's search
	selectivity int     // the player's selective cuts, percent (0: full width)
}

// selfPlayGame plays one game from opening and returns its solved
// positions, and with cfg.searched the others too, valued by the player's
// search. rng decides the deviations.
func selfPlayGame(ctx context.Context, solver *strategy.Solver, player strategy.Player, opening []model.Square, cfg selfPlayConfig, rng *rand.Rand) []Sample {
	b := model.StartBoard()
	for _, sq := range opening {
		b = b.Play(sq)
	}
	var out []Sample
	for !b.GameOver() {
		moves := model.SquaresOf(b.Moves())
		if len(moves) == 0 {
			b = b.Pass()
			continue
		}
		var chosen model.Square
		if b.Empties() <= cfg.exact {
			r := solver.Solve(ctx, b)
			out = append(out, Sample{Board: b, Label: int8(r.Score / strategy.ScoreScale), Exact: true})
			chosen = r.Move
		} else {
			r := player.Search(ctx, b)
			chosen = r.Move
			if cfg.searched {
				out = append(out, Sample{Board: b, Label: int8(max(min(math.Round(float64(r.Score)/strategy.ScoreScale), 64), -64))})
			}
		}
		if rng.Float64() < cfg.deviation {
			chosen = moves[rng.IntN(len(moves))]
		}
		b = b.Play(chosen)
	}
	return out
}
