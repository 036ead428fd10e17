package model

import (
	"fmt"
	"strings"

	"othello/model/bounded"
)

// Game is a game in progress on a board of any size: its record (the start
// position, the moves played, passes included, and the positions along
// them) and the moves undone, which Redo plays again. The zero Game is not
// ready; use NewGame, NewGameFrom, NewSizedGame or NewSizedGameFrom.
//
// Moves are cells on every size (PlayCell, Cells); the methods in Square
// and Position are the 8x8 game's, kept for the 8x8 front ends.
type Game struct {
	rec  Record // its slices are the game's own, copied by Record
	redo []Cell // undone moves, the next to redo last
}

// NewGame returns an 8x8 game at the standard start position.
func NewGame() *Game { return NewGameFrom(StartPosition()) }

// NewGameFrom returns an 8x8 game that starts at p.
func NewGameFrom(p Position) *Game { return NewSizedGameFrom(SizedFromPosition(p)) }

// NewSizedGame returns a game of size n at its start position.
func NewSizedGame(n int) (*Game, error) {
	p, err := SizedStartPosition(n)
	if err != nil {
		return nil, err
	}
	return NewSizedGameFrom(p), nil
}

// NewSizedGameFrom returns a game that starts at p, of p's size.
func NewSizedGameFrom(p SizedPosition) *Game {
	return &Game{rec: Record{positions: []SizedPosition{p}}}
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	r := g.Record()
	return &Game{rec: Record{positions: r.positions, moves: r.moves}, redo: append([]Cell(nil), g.redo...)}
}

// Size returns the board's number of rows (and columns).
func (g *Game) Size() int { return g.rec.Size() }

// Geometry returns the board's layout.
func (g *Game) Geometry() *Geometry { return g.rec.Geometry() }

// Start returns the 8x8 position the game started from.
func (g *Game) Start() Position { return g.rec.Start() }

// Position returns the current 8x8 position.
func (g *Game) Position() Position { return g.rec.Position() }

// PositionAt returns the 8x8 position after the first n moves (0 is the
// start).
func (g *Game) PositionAt(n int) Position { return g.rec.PositionAt(n) }

// Sized returns the current position on any size.
func (g *Game) Sized() SizedPosition { return g.rec.Sized() }

// SizedAt returns the position after the first n moves on any size.
func (g *Game) SizedAt(n int) SizedPosition { return g.rec.SizedAt(n) }

// Turn returns the colour to move.
func (g *Game) Turn() Color { return g.Sized().Turn }

// Moves returns a copy of the 8x8 moves played, passes included.
func (g *Game) Moves() []Square { return g.rec.Moves() }

// Cells returns a copy of the moves played, passes included.
func (g *Game) Cells() []Cell { return g.rec.Cells() }

// Len returns the number of moves played, passes included.
func (g *Game) Len() int { return g.rec.Len() }

// LastMove returns the last 8x8 move played, or NoSquare at the start.
func (g *Game) LastMove() Square { return g.rec.LastMove() }

// LastCell returns the last move played, or NoCell at the start.
func (g *Game) LastCell() Cell { return g.rec.LastCell() }

// Over reports whether neither side can move.
func (g *Game) Over() bool { return g.Sized().Board.GameOver() }

// MustPass reports whether the side to move has no move while the game
// goes on.
func (g *Game) MustPass() bool { return g.Sized().Board.MustPass() }

// CheckMove returns nil if the side to move may play the 8x8 square sq, or
// an *IllegalMoveError that says why not.
func (g *Game) CheckMove(sq Square) error {
	if g.Size() != 8 {
		return g.CheckCell(NoCell)
	}
	p := g.Position()
	if e := p.Illegal(p.Turn, sq); e != nil {
		return e
	}
	return nil
}

// CheckCell returns nil if the side to move may play c, or an
// *IllegalMoveError that says why not.
func (g *Game) CheckCell(c Cell) error {
	p := g.Sized()
	if e := p.IllegalMove(p.Turn, c); e != nil {
		return e
	}
	return nil
}

// Play plays the 8x8 square sq for the side to move after checking it.
func (g *Game) Play(sq Square) error {
	if err := g.CheckMove(sq); err != nil {
		return err
	}
	g.record(CellOfSquare(sq))
	return nil
}

// PlayCell plays c for the side to move after checking it. Playing clears
// the redo list unless c is the move that Redo would play.
func (g *Game) PlayCell(c Cell) error {
	if err := g.CheckCell(c); err != nil {
		return err
	}
	g.record(c)
	return nil
}

// record plays a checked move: it keeps the redo list when c is the move
// Redo would play, and clears it otherwise.
func (g *Game) record(c Cell) {
	if n := len(g.redo); n > 0 && g.redo[n-1] == c {
		g.redo = g.redo[:n-1]
	} else {
		g.redo = g.redo[:0]
	}
	g.push(c)
}

// PassIfForced plays the pass of a side to move that has no legal move
// while the game goes on, and reports whether it did. Every front end
// leaves forced passes to it.
func (g *Game) PassIfForced() bool {
	if !g.MustPass() {
		return false
	}
	g.record(CellPass)
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

func (g *Game) push(c Cell) {
	g.rec.positions = append(g.rec.positions, g.Sized().Play(c))
	g.rec.moves = append(g.rec.moves, c)
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
	c := g.redo[n-1]
	g.redo = g.redo[:n-1]
	g.push(c)
	return true
}

// CanUndo reports whether Undo would take back a move.
func (g *Game) CanUndo() bool { return g.rec.Len() > 0 }

// CanRedo reports whether Redo would play a move.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// RedoMoves returns the undone 8x8 moves in the order Redo would play them.
func (g *Game) RedoMoves() []Square { return SquaresOfCells(g.RedoCells()) }

// RedoCells returns the undone moves in the order Redo would play them.
func (g *Game) RedoCells() []Cell {
	out := make([]Cell, len(g.redo))
	for i, c := range g.redo {
		out[len(g.redo)-1-i] = c
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

// Counted is the result as the rules count a finished game on a board of
// cells squares: the empty squares go to the winner, as FinalScore counts
// them; a draw keeps them apart.
func (r Result) Counted(cells int) Result {
	empty := max(cells-r.Black-r.White, 0)
	switch w, decisive := r.Winner(); {
	case !decisive:
	case w == Black:
		r.Black += empty
	default:
		r.White += empty
	}
	return r
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
	p := g.Sized()
	return Result{Black: p.Count(Black), White: p.Count(White), Over: p.Board.GameOver()}
}

// Transcript returns the moves concatenated, passes written "pass" only where
// the game needed them to be explicit ("f5d6c3"); it parses back with
// PlayTranscript. Forced passes are left out.
func (g *Game) Transcript() string { return g.rec.Transcript() }

func transcript(geo *Geometry, moves []Cell) string {
	var sb strings.Builder
	for _, c := range moves {
		if c == CellPass {
			continue // a pass is always forced, so the replay restores it
		}
		sb.WriteString(geo.CellName(c))
	}
	return sb.String()
}

// PlayTranscript plays a sequence of moves, concatenated ("f5d6c3") or
// separated by spaces or commas, case-insensitive, with passes written as
// "pass", "PS", "PA" or "--" or left out where forced; on 10x10 a row may
// be 10 ("j10"). On error the game is left as it was and the error names
// the move and its place in the text.
func (g *Game) PlayTranscript(text string) error {
	trial := g.Clone()
	geo := g.Geometry()
	i, n := 0, 0
	for i < len(text) {
		if transcriptSpace(text[i]) {
			i++
			continue
		}
		tok, width := nextToken(text[i:], geo.Size())
		n++
		c, err := parseMove(geo, tok)
		if err != nil {
			return &MoveError{Number: n, Move: tok, Err: err, english: fmt.Sprintf("transcript: move %d at character %d: %v", n, i+1, err)}
		}
		if c != CellPass {
			trial.PassIfForced() // a forced pass may be left out of the text
		}
		if err := trial.PlayCell(c); err != nil {
			return &MoveError{Number: n, Move: tok, Err: err, english: fmt.Sprintf("transcript: move %d %s at character %d: %v", n, bounded.Quote(tok), i+1, err)}
		}
		i += width
	}
	*g = *trial
	return nil
}

// transcriptSpace reports whether ch separates a transcript's moves.
func transcriptSpace(ch byte) bool {
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == ',' || ch == ';'
}

// WrittenAsTranscript reports whether text is written as an 8x8
// transcript, as PlayTranscript reads it: one move or more, each a square
// of the board or a pass, whether or not the moves are legal ("f5d6a1"
// is, Gomoku's "h8 i9 j10" is not).
func WrittenAsTranscript(text string) bool {
	geo := geometries[8]
	n := 0
	for i := 0; i < len(text); {
		if transcriptSpace(text[i]) {
			i++
			continue
		}
		tok, width := nextToken(text[i:], geo.Size())
		if _, err := parseMove(geo, tok); err != nil {
			return false
		}
		i += width
		n++
	}
	return n > 0
}

// parseMove reads one move of a transcript: on 8x8 as ParseSquare does
// (and with its errors), elsewhere as the geometry names its cells.
func parseMove(geo *Geometry, tok string) (Cell, error) {
	if geo.Size() == 8 {
		sq, err := ParseSquare(tok)
		return CellOfSquare(sq), err
	}
	return geo.ParseCell(tok)
}

// nextToken splits off one move: "pass", or two characters (three for a
// row 10 on 10x10).
func nextToken(s string, size int) (string, int) {
	if len(s) >= 4 && strings.EqualFold(s[:4], "pass") {
		return s[:4], 4
	}
	if size >= 10 && len(s) >= 3 && s[1] == '1' && s[2] == '0' {
		return s[:3], 3
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
