// Plain Minimax: every move searched to the full depth with no pruning, the
// reference that AlphaBeta must agree with.

package strategy

import "othello/model"

// minimax returns the score of b searched depth plies deep, with the same
// conventions as pvs: a pass uses no depth, a finished game scores its
// exact result, depth 0 scores the evaluation.
func (e *engine) minimax(b model.Board, depth int) int {
	if e.stopped() {
		return 0
	}
	if depth <= 0 {
		return e.ev.Evaluate(b)
	}
	moves := b.Moves()
	if moves == 0 {
		if b.Pass().Moves() == 0 {
			return b.FinalScore() * ScoreScale
		}
		return -e.minimax(b.Pass(), depth)
	}
	best := -scoreInf
	for _, sq := range model.SquaresOf(moves) {
		if v := -e.minimax(b.Play(sq), depth-1); v > best {
			best = v
		}
	}
	return best
}
