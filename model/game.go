package model

import (
	"fmt"
	"strings"
)

// Game is a game in progress: its record (the start position, the moves
// played, passes included, and the positions along them) and the moves
// undone, which Redo plays again. The zero Game is not ready; use NewGame
// or NewGameFrom.
type Game struct {
	rec  Record   // its slices are the game's own, copied by Record
	redo []Square // undone moves, the next to redo last
}

// NewGame returns a game at the standard start position.
func NewGame() *Game { return NewGameFrom(StartPosition()) }

// NewGameFrom returns a game that starts at p.
func NewGameFrom(p Position) *Game {
	return &Game{rec: Record{positions: []Position{p}}}
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	r := g.Record()
	return &Game{rec: Record{positions: r.positions, moves: r.moves}, redo: append([]Square(nil), g.redo...)}
}

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.rec.Start() }

// Position returns the current position.
func (g *Game) Position() Position { return g.rec.Position() }

// PositionAt returns the position after the first n moves (0 is the start).
func (g *Game) PositionAt(n int) Position { return g.rec.PositionAt(n) }

// Turn returns the colour to move.
func (g *Game) Turn() Color { return g.Position().Turn }

// Moves returns a copy of the moves played, passes included.
func (g *Game) Moves() []Square { return g.rec.Moves() }

// Len returns the number of moves played, passes included.
func (g *Game) Len() int { return g.rec.Len() }

// LastMove returns the last move played, or NoSquare at the start.
func (g *Game) LastMove() Square { return g.rec.LastMove() }

// Over reports whether neither side can move.
func (g *Game) Over() bool { return g.Position().Board.GameOver() }

// CheckMove returns nil if the side to move may play sq, or an
// *IllegalMoveError that says why not.
func (g *Game) CheckMove(sq Square) error {
	p := g.Position()
	if e := p.Illegal(p.Turn, sq); e != nil {
		return e
	}
	return nil
}

// Play plays sq for the side to move after checking it. Playing clears the
// redo list unless sq is the move that Redo would play.
func (g *Game) Play(sq Square) error {
	if err := g.CheckMove(sq); err != nil {
		return err
	}
	g.record(sq)
	return nil
}

// record plays a checked move: it keeps the redo list when sq is the move
// Redo would play, and clears it otherwise.
func (g *Game) record(sq Square) {
	if n := len(g.redo); n > 0 && g.redo[n-1] == sq {
		g.redo = g.redo[:n-1]
	} else {
		g.redo = g.redo[:0]
	}
	g.push(sq)
}

// PassIfForced plays the pass of a side to move that has no legal move
// while the game goes on, and reports whether it did. Every front end
// leaves forced passes to it.
func (g *Game) PassIfForced() bool {
	if !g.Position().Board.MustPass() {
		return false
	}
	g.record(Pass)
	return true
}

// PlayAndPass plays sq, then the pass forced on the other side if it has
// no move; it reports whether that pass was played.
func (g *Game) PlayAndPass(sq Square) (passed bool, err error) {
	if err := g.Play(sq); err != nil {
		return false, err
	}
	return g.PassIfForced(), nil
}

func (g *Game) push(sq Square) {
	g.rec.positions = append(g.rec.positions, g.Position().Play(sq))
	g.rec.moves = append(g.rec.moves, sq)
}

// Undo takes back the last move (a pass counts as a move) and reports
// whether there was one.
func (g *Game) Undo() bool {
	n := len(g.rec.moves)
	if n == 0 {
		return false
	}
	g.redo = append(g.redo, g.rec.moves[n-1])
	g.rec.moves = g.rec.moves[:n-1]
	g.rec.positions = g.rec.positions[:n]
	return true
}

// Redo plays again the last undone move and reports whether there was one.
func (g *Game) Redo() bool {
	n := len(g.redo)
	if n == 0 {
		return false
	}
	sq := g.redo[n-1]
	g.redo = g.redo[:n-1]
	g.push(sq)
	return true
}

// CanUndo reports whether Undo would take back a move.
func (g *Game) CanUndo() bool { return g.rec.Len() > 0 }

// CanRedo reports whether Redo would play a move.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// RedoMoves returns the undone moves in the order Redo would play them.
func (g *Game) RedoMoves() []Square {
	out := make([]Square, len(g.redo))
	for i, sq := range g.redo {
		out[len(g.redo)-1-i] = sq
	}
	return out
}

// Result is the outcome of a game (or the current count, if it is not over).
type Result struct {
	Black, White int  // discs of each colour
	Over         bool // neither side can move
}

// Winner returns the winning colour, and false for a draw.
func (r Result) Winner() (Color, bool) {
	switch {
	case r.Black > r.White:
		return Black, true
	case r.White > r.Black:
		return White, true
	}
	return Black, false
}

// String describes the result, such as "Black wins 40-24" or "Draw 32-32".
func (r Result) String() string {
	w, ok := r.Winner()
	switch {
	case !ok:
		return fmt.Sprintf("Draw %d-%d", r.Black, r.White)
	case w == Black:
		return fmt.Sprintf("Black wins %d-%d", r.Black, r.White)
	}
	return fmt.Sprintf("White wins %d-%d", r.White, r.Black)
}

// Result returns the disc counts and whether the game is over.
func (g *Game) Result() Result {
	p := g.Position()
	return Result{Black: p.Count(Black), White: p.Count(White), Over: p.Board.GameOver()}
}

// Transcript returns the moves concatenated, passes written "pass" only where
// the game needed them to be explicit ("f5d6c3"); it parses back with
// PlayTranscript. Forced passes are left out.
func (g *Game) Transcript() string { return g.rec.Transcript() }

func transcript(moves []Square) string {
	var sb strings.Builder
	for _, sq := range moves {
		if sq == Pass {
			continue // a pass is always forced, so the replay restores it
		}
		sb.WriteString(sq.String())
	}
	return sb.String()
}

// PlayTranscript plays a sequence of moves, concatenated ("f5d6c3") or
// separated by spaces or commas, case-insensitive, with passes written as
// "pass", "PS", "PA" or "--" or left out where forced. On error the game is
// left as it was and the error names the move and its place in the text.
func (g *Game) PlayTranscript(text string) error {
	trial := g.Clone()
	i, n := 0, 0
	for i < len(text) {
		ch := text[i]
		if ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == ',' || ch == ';' {
			i++
			continue
		}
		tok, width := nextToken(text[i:])
		n++
		sq, err := ParseSquare(tok)
		if err != nil {
			return fmt.Errorf("transcript: move %d at character %d: %v", n, i+1, err)
		}
		if sq != Pass {
			trial.PassIfForced() // a forced pass may be left out of the text
		}
		if err := trial.Play(sq); err != nil {
			return fmt.Errorf("transcript: move %d %q at character %d: %w", n, tok, i+1, err)
		}
		i += width
	}
	*g = *trial
	return nil
}

// nextToken splits off one move: "pass" or two characters.
func nextToken(s string) (string, int) {
	if len(s) >= 4 && strings.EqualFold(s[:4], "pass") {
		return s[:4], 4
	}
	if len(s) < 2 {
		return s, len(s)
	}
	return s[:2], 2
}

// ParseGame replays a transcript from the start position.
func ParseGame(text string) (*Game, error) {
	g := NewGame()
	if err := g.PlayTranscript(text); err != nil {
		return nil, err
	}
	return g, nil
}
