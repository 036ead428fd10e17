// The immutable record of a game: what a view may keep and read from any
// goroutine while the game goes on.

package model

import "strconv"

// Record is a copy of a game at one moment: the start position, the moves
// played (passes included), the positions along them, and the moves Redo
// would play. Nothing changes it once made, so it may be shared freely.
// The zero Record is an empty 8x8 game at the start position.
//
// A record holds games of every size in cells (the Sized and Cell
// methods); the methods in Position and Square are the 8x8 game's and
// give zero values on other sizes.
type Record struct {
	positions []SizedPosition // positions[i] is the position before move i; one more than moves
	moves     []Cell
	redo      []Cell // the next to redo first
}

// Record returns an immutable copy of the game.
func (g *Game) Record() Record {
	return Record{
		positions: append([]SizedPosition(nil), g.rec.positions...),
		moves:     append([]Cell(nil), g.rec.moves...),
		redo:      g.RedoCells(),
	}
}

// Size returns the board's number of rows (and columns).
func (r Record) Size() int { return r.SizedAt(0).Size() }

// Geometry returns the board's layout.
func (r Record) Geometry() *Geometry { return r.SizedAt(0).Geometry() }

// SizedStart returns the position the game started from, on any size.
func (r Record) SizedStart() SizedPosition { return r.SizedAt(0) }

// Sized returns the position after the last move, on any size.
func (r Record) Sized() SizedPosition { return r.SizedAt(len(r.moves)) }

// SizedAt returns the position after the first n moves (0 is the start),
// on any size.
func (r Record) SizedAt(n int) SizedPosition {
	if len(r.positions) == 0 {
		return SizedFromPosition(StartPosition())
	}
	return r.positions[n]
}

// Start returns the 8x8 position the game started from.
func (r Record) Start() Position { return r.PositionAt(0) }

// Position returns the 8x8 position after the last move.
func (r Record) Position() Position { return r.PositionAt(len(r.moves)) }

// PositionAt returns the 8x8 position after the first n moves (0 is the
// start).
func (r Record) PositionAt(n int) Position {
	if len(r.positions) == 0 {
		return StartPosition()
	}
	return r.positions[n].Position8()
}

// Len returns the number of moves played, passes included.
func (r Record) Len() int { return len(r.moves) }

// Cell returns move i (0 is the first) on any size.
func (r Record) Cell(i int) Cell { return r.moves[i] }

// Move returns 8x8 move i (0 is the first).
func (r Record) Move(i int) Square { return r.moves[i].Square() }

// Cells returns a copy of the moves played, passes included, on any size.
func (r Record) Cells() []Cell { return append([]Cell(nil), r.moves...) }

// Moves returns a copy of the 8x8 moves played, passes included.
func (r Record) Moves() []Square { return SquaresOfCells(r.moves) }

// Redo returns a copy of the 8x8 moves Redo would play, the next first.
func (r Record) Redo() []Square { return SquaresOfCells(r.redo) }

// RedoCells returns a copy of the moves Redo would play, the next first.
func (r Record) RedoCells() []Cell { return append([]Cell(nil), r.redo...) }

// LastMove returns the last 8x8 move played, or NoSquare at the start.
func (r Record) LastMove() Square { return r.LastCell().Square() }

// LastCell returns the last move played, or NoCell at the start.
func (r Record) LastCell() Cell {
	if len(r.moves) == 0 {
		return NoCell
	}
	return r.moves[len(r.moves)-1]
}

// MoveName writes move i as on the board of its size ("f5", "j10",
// "pass").
func (r Record) MoveName(i int) string { return r.Geometry().CellName(r.moves[i]) }

// Transcript returns the moves as text ("f5d6c3"), leaving out passes,
// which are always forced; it parses back with PlayTranscript.
func (r Record) Transcript() string { return transcript(r.Geometry(), r.moves) }

// SheetRows lays the moves out as a score sheet: each row holds the index
// of Black's move and of White's, -1 where that side has none (a game set
// up with White to move starts with an empty Black cell). A pass fills its
// side's cell like any move, so it never takes a number of its own.
func (r Record) SheetRows() [][2]int {
	var rows [][2]int
	for i := range r.moves {
		c := r.SizedAt(i).Turn
		if c == Black || len(rows) == 0 || rows[len(rows)-1][White] >= 0 {
			rows = append(rows, [2]int{-1, -1})
		}
		rows[len(rows)-1][c] = i
	}
	return rows
}

// SheetNumber is the number the score sheet gives move i (from 0): its
// row, from 1. Move Len() is the one to play next.
func (r Record) SheetNumber(i int) int {
	n := 0
	lastWhite := true // the row before the first is closed
	for j := 0; j <= i && j <= len(r.moves); j++ {
		c := r.SizedAt(j).Turn
		if c == Black || lastWhite {
			n++
		}
		lastWhite = c == White
	}
	return n
}

// MoveNumberText is how books print the number of move i: "11." before
// Black's move, "11…" before White's.
func (r Record) MoveNumberText(i int) string {
	if r.SizedAt(i).Turn == White {
		return strconv.Itoa(r.SheetNumber(i)) + "…"
	}
	return strconv.Itoa(r.SheetNumber(i)) + "."
}

// MoveLabel is move i as books print it: "11. e2", "11… b5", "12. pass".
func (r Record) MoveLabel(i int) string {
	return r.MoveNumberText(i) + " " + r.MoveName(i)
}
