// Openings for matches between players: distinct random openings, for the
// arena command and the level ladder test (whose games the arbiter plays).

package strategy

import (
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
