// The immutable record of a game: what a view may keep and read from any
// goroutine while the game goes on.

package model

// Record is a copy of a game at one moment: the start position, the moves
// played (passes included), the positions along them, and the moves Redo
// would play. Nothing changes it once made, so it may be shared freely.
// The zero Record is an empty game at the start position.
type Record struct {
	positions []Position // positions[i] is the position before move i; one more than moves
	moves     []Square
	redo      []Square // the next to redo first
}

// Record returns an immutable copy of the game.
func (g *Game) Record() Record {
	return Record{
		positions: append([]Position(nil), g.rec.positions...),
		moves:     append([]Square(nil), g.rec.moves...),
		redo:      g.RedoMoves(),
	}
}

// Start returns the position the game started from.
func (r Record) Start() Position { return r.PositionAt(0) }

// Position returns the position after the last move.
func (r Record) Position() Position { return r.PositionAt(len(r.moves)) }

// PositionAt returns the position after the first n moves (0 is the start).
func (r Record) PositionAt(n int) Position {
	if len(r.positions) == 0 {
		return StartPosition()
	}
	return r.positions[n]
}

// Len returns the number of moves played, passes included.
func (r Record) Len() int { return len(r.moves) }

// Move returns move i (0 is the first).
func (r Record) Move(i int) Square { return r.moves[i] }

// Moves returns a copy of the moves played, passes included.
func (r Record) Moves() []Square { return append([]Square(nil), r.moves...) }

// Redo returns a copy of the moves Redo would play, the next first.
func (r Record) Redo() []Square { return append([]Square(nil), r.redo...) }

// LastMove returns the last move played, or NoSquare at the start.
func (r Record) LastMove() Square {
	if len(r.moves) == 0 {
		return NoSquare
	}
	return r.moves[len(r.moves)-1]
}

// Transcript returns the moves as text ("f5d6c3"), leaving out passes,
// which are always forced; it parses back with PlayTranscript.
func (r Record) Transcript() string { return transcript(r.moves) }
