// The game: its moves, undo and redo, its end and its winning line.

package gomoku

import (
	"slices"
	"strconv"
)

// Game is a game in progress: where it started (usually the empty board),
// the moves played since, the moves undone, which Redo plays again, and
// its end. The zero Game is not ready; use NewGame or NewGameFrom.
type Game struct {
	start  Position
	pos    Position
	moves  []Square
	redo   []Square // undone moves, the next to redo last
	winner Color    // NoColor while playing and in a draw
	over   bool
	line   []Square // the winning line, sorted
}

// NewGame returns a game on an empty size x size board, Black to move.
func NewGame(size int, rule Rule) (*Game, error) {
	p, err := NewPosition(size, rule)
	if err != nil {
		return nil, err
	}
	return NewGameFrom(p), nil
}

// NewGameFrom returns a game that starts at p, a position set up rather
// than played (Gomocup's BOARD, a puzzle). If p already holds a winning
// line the game is over from the start, won by its owner (by Black if
// both have one), with no winning line to show, since no move made it.
func NewGameFrom(p Position) *Game {
	g := &Game{start: p, pos: p, winner: NoColor}
	switch {
	case p.Board.HasFive(Black):
		g.winner, g.over = Black, true
	case p.Board.HasFive(White):
		g.winner, g.over = White, true
	case p.Board.Full():
		g.over = true
	}
	return g
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	c := *g
	c.moves = slices.Clone(g.moves)
	c.redo = slices.Clone(g.redo)
	c.line = slices.Clone(g.line)
	return &c
}

// After returns the game as it stood after its first n moves (every move
// when n is past the end), from the same start, with nothing to redo: a
// position of the game to review or to draw.
func (g *Game) After(n int) *Game {
	a := NewGameFrom(g.start)
	for _, m := range g.moves[:max(0, min(n, len(g.moves)))] {
		a.play(m) // the game's own moves: legal in turn
	}
	return a
}

// Size returns the board's number of squares a side.
func (g *Game) Size() int { return g.pos.Board.Size() }

// Rule returns the winning rule.
func (g *Game) Rule() Rule { return g.pos.Board.Rule() }

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.start }

// Position returns the current position.
func (g *Game) Position() Position { return g.pos }

// Board returns the current board.
func (g *Game) Board() Board { return g.pos.Board }

// Turn returns the colour to move (even once the game is over: the colour
// that would move).
func (g *Game) Turn() Color { return g.pos.ToMove }

// Moves returns a copy of the moves played since the start.
func (g *Game) Moves() []Square { return slices.Clone(g.moves) }

// MoveCount returns the number of moves played since the start.
func (g *Game) MoveCount() int { return len(g.moves) }

// LastMove returns the last move played, NoSquare before the first.
func (g *Game) LastMove() Square {
	if len(g.moves) == 0 {
		return NoSquare
	}
	return g.moves[len(g.moves)-1]
}

// Over reports whether the game has ended, won or drawn.
func (g *Game) Over() bool { return g.over }

// Winner returns the winner, NoColor while the game goes on or once it is
// drawn.
func (g *Game) Winner() Color { return g.winner }

// Drawn reports whether the game ended with the board full and no winner.
func (g *Game) Drawn() bool { return g.over && g.winner == NoColor }

// WinningLine returns the squares of the line (or lines) that won, sorted,
// for a window to highlight; nil while the game goes on or after a draw.
func (g *Game) WinningLine() []Square { return slices.Clone(g.line) }

// Check says why the side to move may not play sq now, or nil if it may.
func (g *Game) Check(sq Square) error {
	if g.over {
		return &MoveError{Reason: GameOver, Square: sq, Size: g.Size()}
	}
	return g.pos.Board.Check(sq)
}

// Play puts a stone of the side to move on sq, then ends the game if the
// stone made a winning line or filled the board. A refused move (a
// *MoveError: off the board, taken, game over) changes nothing. Playing
// clears the moves that Redo would play, unless sq is the next of them.
func (g *Game) Play(sq Square) error {
	if err := g.Check(sq); err != nil {
		return err
	}
	if n := len(g.redo); n > 0 && g.redo[n-1] == sq {
		g.redo = g.redo[:n-1]
	} else {
		g.redo = g.redo[:0]
	}
	g.play(sq)
	return nil
}

// play puts the stone and settles the end; sq is legal.
func (g *Game) play(sq Square) {
	mover := g.pos.ToMove
	g.pos, _ = g.pos.Play(sq)
	g.moves = append(g.moves, sq)
	if b := &g.pos.Board; b.Wins(sq) {
		g.winner, g.over, g.line = mover, true, b.WinningLine(sq)
	} else if b.Full() {
		g.over = true
	}
}

// PlayAll plays moves in turn, stopping at the first refused one, whose
// error names its number in the list (from 1).
func (g *Game) PlayAll(moves []Square) error {
	for i, m := range moves {
		if err := g.Play(m); err != nil {
			return &PlayError{Index: i + 1, Err: err}
		}
	}
	return nil
}

// CanUndo reports whether there is a move to take back.
func (g *Game) CanUndo() bool { return len(g.moves) > 0 }

// CanRedo reports whether there is an undone move to play again.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Undo takes back the last move, which Redo can play again; it reports
// false if there is none. Taking back the winning move reopens the game.
func (g *Game) Undo() bool {
	n := len(g.moves)
	if n == 0 {
		return false
	}
	sq := g.moves[n-1]
	g.moves = g.moves[:n-1]
	g.redo = append(g.redo, sq)
	g.pos.Board = g.pos.Board.Remove(sq)
	g.pos.ToMove = g.pos.ToMove.Opponent()
	g.winner, g.over, g.line = NoColor, false, nil
	return true
}

// Redo plays again the last move undone; it reports false if there is
// none.
func (g *Game) Redo() bool {
	n := len(g.redo)
	if n == 0 {
		return false
	}
	sq := g.redo[n-1]
	g.redo = g.redo[:n-1]
	g.play(sq)
	return true
}

// SheetNumber is the number the score sheet gives stone i (from 0): its
// row, from 1, where Black's stone and White's answer stand side by side
// (a game set up with White to move begins its first row with White's).
func (g *Game) SheetNumber(i int) int { return (i+g.whiteFirst())/2 + 1 }

// MoveLabel is stone i (from 0) as the score sheet prints it: "16. d12"
// for Black's, "16… d7" for White's, as Othello's record prints its moves.
func (g *Game) MoveLabel(i int) string {
	mark := "."
	if (i+g.whiteFirst())%2 == 1 {
		mark = "…"
	}
	return strconv.Itoa(g.SheetNumber(i)) + mark + " " + g.moves[i].Name(g.Size())
}

// whiteFirst is 1 when the game's first stone is White's, else 0.
func (g *Game) whiteFirst() int {
	if g.start.ToMove == White {
		return 1
	}
	return 0
}

// SheetRows is the number of the last row of the score sheet of n stones
// played from the empty board: the number of its last stone; 0 for none.
func SheetRows(n int) int { return (n + 1) / 2 }
