// Matches between players: distinct random openings and whole games, for
// the arena command and the level ladder test.

package strategy

import (
	"context"
	"math/rand/v2"

	"othello/model"
)

// Openings returns n distinct openings of the given number of plies, drawn
// at random from seed. Openings are distinct as positions, so no two games
// of a match start alike.
func Openings(n, plies int, seed uint64) [][]model.Square {
	rng := rand.New(rand.NewPCG(seed, seed^0x6a09e667f3bcc909))
	seen := map[model.Board]bool{}
	var out [][]model.Square
	for tries := 0; len(out) < n && tries < 100*n+1000; tries++ {
		b := model.StartBoard()
		var line []model.Square
		for len(line) < plies && !b.GameOver() {
			moves := model.SquaresOf(b.Moves())
			sq := model.Pass
			if len(moves) > 0 {
				sq = moves[rng.IntN(len(moves))]
			}
			line = append(line, sq)
			b = b.Play(sq)
		}
		if seen[b] || b.GameOver() {
			continue
		}
		seen[b] = true
		out = append(out, line)
	}
	return out
}

// PlayGame plays a game between black and white after the opening moves and
// returns the final disc difference for Black (empties to the winner). A
// player's illegal answer loses the game by the whole board.
func PlayGame(ctx context.Context, black, white Player, opening []model.Square) int {
	pos := model.StartPosition()
	for _, sq := range opening {
		pos = pos.Play(sq)
	}
	for !pos.Board.GameOver() {
		if ctx.Err() != nil {
			break
		}
		p := black
		if pos.Turn == model.White {
			p = white
		}
		r := p.Search(ctx, pos.Board)
		if !pos.Board.IsLegal(r.Move) {
			if pos.Turn == model.Black {
				return -64
			}
			return 64
		}
		pos = pos.Play(r.Move)
	}
	d := pos.Board.FinalScore()
	if pos.Turn == model.White {
		d = -d
	}
	return d
}
