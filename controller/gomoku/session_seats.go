// Who plays what in a session: the players' numbers (0 the first player,
// whose clock is the first), their colours once the opening settles
// them, which of them is the person, and how far undo may go back.

package gomoku

import (
	"othello/controller/session"
	"othello/model/gomoku"
)

// seats are the players of a session's game. Only person and floor
// change, when the opening settles the colours (or the computer forfeits
// before it has).
type seats struct {
	person gomoku.Color // NoColor until the opening settles the colours
	// floor is how many stones the opening placed: undo stops there
	floor     int
	first     bool // the person is the first player (SessionConfig.First)
	twoPeople bool
	demo      bool
	free      bool // the free opening: Black is the first player
	clocked   bool // the game is played on a clock
}

// settled reports whether the colours are known: the opening is over.
func (p *seats) settled() bool { return p.twoPeople || p.demo || p.person != gomoku.NoColor }

// settle gives the person colour c, the opening over after moves stones.
func (p *seats) settle(c gomoku.Color, moves int) { p.person, p.floor = c, moves }

// personNow is the person's colour when turn is to move: between two
// people, turn.
func (p *seats) personNow(turn gomoku.Color) gomoku.Color {
	if p.twoPeople {
		return turn
	}
	return p.person
}

// personsTurn reports whether turn, to move, is the person's colour.
func (p *seats) personsTurn(turn gomoku.Color) bool { return turn == p.personNow(turn) }

// isPerson reports whether player i (0 the first) is the person.
func (p *seats) isPerson(i int) bool { return (i == 0) == p.first }

// personIndex is the person's player number: 0 the first player.
func (p *seats) personIndex() int {
	if p.free && p.person != gomoku.NoColor {
		return int(p.person) // under the free opening Black is the first player
	}
	if p.first {
		return 0
	}
	return 1
}

// colourOfPlayer is the colour player i plays, NoColor before the
// opening settles it.
func (p *seats) colourOfPlayer(i int) gomoku.Color {
	switch {
	case p.twoPeople || p.demo:
		return gomoku.Color(i)
	case !p.settled():
		return gomoku.NoColor
	case i == p.personIndex():
		return p.person
	}
	return p.person.Opponent()
}

// actor is the player whose turn it is, whose clock runs, with turn to
// move in phase and the computer asked the opening's question for player
// asked (-1 none): the one placing or choosing in the opening, then the
// player of the colour to move.
func (p *seats) actor(turn gomoku.Color, phase Phase, asked int) int {
	switch {
	case p.twoPeople || p.demo:
		return int(turn)
	case phase == Placing || phase == Choosing:
		return p.personIndex()
	case asked >= 0:
		return asked
	case turn == p.person:
		return p.personIndex()
	}
	return 1 - p.personIndex()
}

// canUndo reports whether undo may take back a move of g: one above the
// floor, back to the person's turn (a stone at a time between two people
// and in a demo).
func (p *seats) canUndo(g *gomoku.Game) bool {
	return p.settled() && p.takesBack() && p.walk().CanUndo(g.MoveCount())
}

// walk is how undo and redo go: down to the floor, stopping at the
// person's turn, or at every stone between two people and in a demo.
func (p *seats) walk() session.Walk {
	return session.Walk{Floor: p.floor, Stop: func(n int) bool { return p.stoneByStone() || p.personsTurn(colourOf(n)) }}
}

// canRedo reports whether redo may play again a move of g taken back.
func (p *seats) canRedo(g *gomoku.Game) bool { return p.settled() && g.CanRedo() && p.takesBack() }

// takesBack: moves may be taken back at all. On a clock only against the
// computer, as in Othello: its clock is no person's, and the clocks go
// back with the moves; between two people, or in a demo, each move's
// time stays spent.
func (p *seats) takesBack() bool { return !p.clocked || !p.stoneByStone() }

// stoneByStone: undo and redo go a stone at a time, as every turn is the
// person's (two people) or nobody's (a demo).
func (p *seats) stoneByStone() bool { return p.twoPeople || p.demo }

// colourOf is the colour of the i-th move of a game from the empty board.
func colourOf(i int) gomoku.Color {
	if i%2 == 0 {
		return gomoku.Black
	}
	return gomoku.White
}
