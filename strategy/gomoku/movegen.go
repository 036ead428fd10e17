// Move generation: the squares near the stones, ordered by the threats
// they make and stop, and cut to the answers when a four or an open
// three must be answered.

package gomoku

import "othello/model/gomoku"

// move is a candidate square and its ordering score.
type move struct {
	cell  int32
	score int32
}

// nodeKind says what the side to move must do at a position.
type nodeKind uint8

const (
	quiet  nodeKind = iota // any move near the stones
	defend                 // answer an open three: block it, or make a four
	forced                 // block a four: one square
)

// gen lists the moves of the side to move, best first, in buf: with
// threats, a four of the opponent allows only its block (forced), an
// open three (a square where the opponent would make an open four or
// two fours) only the squares where it makes a four and the side's own
// fours (defend); otherwise every empty square within two of a stone.
// The caller has settled the positions that are won or lost outright.
func (e *engine) gen(buf []move, threats bool) ([]move, nodeKind) {
	me, opp := e.turn, e.turn.Opponent()
	if e.stones == 0 {
		return append(buf, move{cell: int32(e.center())}), quiet
	}
	if threats {
		if e.has(opp, lFive) {
			return append(buf, move{cell: int32(e.find(opp, lFive))}), forced
		}
		if e.has(opp, lWin) {
			for _, c := range e.cells {
				if e.state[c] == empty && (e.lvl[opp][c] >= lFour || e.lvl[me][c] >= lFour) {
					buf = append(buf, move{cell: int32(c), score: e.orderScore(c, me, opp)})
				}
			}
			sortMoves(buf)
			return buf, defend
		}
	}
	for _, c := range e.cells {
		if e.state[c] == empty && e.near[c] > 0 {
			buf = append(buf, move{cell: int32(c), score: e.orderScore(c, me, opp)})
		}
	}
	sortMoves(buf)
	return buf, quiet
}

// orderScore is how promising a square looks: what it makes for the side
// to move, and a little less what it takes from the opponent.
func (e *engine) orderScore(c int, me, opp gomoku.Color) int32 {
	return e.val[me][c] + e.val[opp][c]*3/4
}

// center returns the middle square of the board.
func (e *engine) center() int { return cellOf(gomoku.Center(e.size)) }

// sortMoves sorts by score, best first, keeping the board order among
// equals so that every search of a position sees the same order.
func sortMoves(ms []move) {
	for i := 1; i < len(ms); i++ {
		m := ms[i]
		j := i
		for ; j > 0 && ms[j-1].score < m.score; j-- {
			ms[j] = ms[j-1]
		}
		ms[j] = m
	}
}
