// What a move makes: the threat a stone on a square makes of its side's
// lines, and the one it takes from the other side, for words that say
// why a move is good.

package gomoku

import "othello/model/gomoku"

// Threat is what a stone on a square makes of a colour's four lines put
// together, weakest first.
type Threat uint8

// The threats, as the search ranks them.
const (
	NoThreat    Threat = iota
	OpenThree          // an open three: one move from an open four
	DoubleThree        // two open threes at once
	Four               // a four, answered by one square only
	FourThree          // a four and an open three at once
	OpenFour           // an open four or two fours: five cannot be stopped
	Five               // five in a row
)

// ThreatsAt says what a stone of the side to move on the empty square sq
// of p makes for it (mine), and what a stone of the other side there
// would have made for that side (theirs), which the move takes away.
// A square that is taken or off the board makes nothing.
func ThreatsAt(p gomoku.Position, sq gomoku.Square) (mine, theirs Threat) {
	if !p.Board.Empty(sq) {
		return NoThreat, NoThreat
	}
	b := new(board)
	b.load(p)
	c := cellOf(sq)
	return Threat(b.lvl[p.ToMove][c]), Threat(b.lvl[p.ToMove.Opponent()][c])
}
