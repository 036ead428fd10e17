// The WTHOR database format of the French Othello Federation: a 16-byte
// header and one 68-byte record per game, read here and replayed move by
// move so that damaged records are found.

package model

import (
	"encoding/binary"
	"fmt"
)

const (
	wthorHeaderSize = 16
	wthorRecordSize = 68
)

// WthorFile is a WTHOR games file.
type WthorFile struct {
	Year  int         // the year of the games
	Depth int         // the empties at which the theoretical score was computed
	Games []WthorGame // every record, broken ones included
}

// WthorGame is one game record. Moves holds the squares as written (passes
// are not written: the side with no legal move passes).
type WthorGame struct {
	Tournament   int
	Black, White int // player numbers
	BlackDiscs   int // Black's discs at the end of the game as played
	Theoretical  int // Black's discs under perfect play from Depth empties
	Moves        []Square
}

// ParseWthor reads a WTHOR games file. It checks the header and the file
// length and decodes every square; legality is checked by Replay.
func ParseWthor(data []byte) (*WthorFile, error) {
	if len(data) < wthorHeaderSize {
		return nil, fmt.Errorf("wthor: %d bytes, shorter than the 16-byte header", len(data))
	}
	le := binary.LittleEndian
	n := int(le.Uint32(data[4:]))
	f := &WthorFile{Year: int(le.Uint16(data[10:])), Depth: int(data[14])}
	if size := data[12]; size != 0 && size != 8 {
		return nil, fmt.Errorf("wthor: board size %d, only 8x8 files are games of this program", size)
	}
	if data[13] != 0 {
		return nil, fmt.Errorf("wthor: file type %d is not a games file", data[13])
	}
	if want := wthorHeaderSize + n*wthorRecordSize; len(data) != want {
		return nil, fmt.Errorf("wthor: the header announces %d games (%d bytes), the file has %d bytes", n, want, len(data))
	}
	f.Games = make([]WthorGame, n)
	for i := range f.Games {
		r := data[wthorHeaderSize+i*wthorRecordSize:][:wthorRecordSize]
		g := &f.Games[i]
		g.Tournament = int(le.Uint16(r[0:]))
		g.Black = int(le.Uint16(r[2:]))
		g.White = int(le.Uint16(r[4:]))
		g.BlackDiscs = int(r[6])
		g.Theoretical = int(r[7])
		for _, c := range r[8:] {
			if c == 0 {
				break
			}
			col, row := int(c%10), int(c/10)
			if col < 1 || col > 8 || row < 1 || row > 8 {
				g.Moves = append(g.Moves, NoSquare) // Replay reports it
				continue
			}
			g.Moves = append(g.Moves, SquareAt(col-1, row-1))
		}
	}
	return f, nil
}

// Replay plays the game from the start and returns the position before
// each move, passes included, then the final position. It fails on an
// illegal or undecodable move, naming it.
func (g WthorGame) Replay() ([]Position, error) {
	pos := StartPosition()
	out := make([]Position, 0, len(g.Moves)+4)
	for i, sq := range g.Moves {
		if pos.Board.Moves() == 0 {
			if pos.Board.GameOver() {
				return nil, fmt.Errorf("move %d: the game is already over", i+1)
			}
			out = append(out, pos)
			pos = pos.Play(Pass)
		}
		if !sq.OnBoard() {
			return nil, fmt.Errorf("move %d: not a square", i+1)
		}
		if !pos.Board.IsLegal(sq) {
			return nil, fmt.Errorf("move %d: %v is illegal", i+1, sq)
		}
		out = append(out, pos)
		pos = pos.Play(sq)
	}
	if !pos.Board.GameOver() && len(g.Moves) < 60 {
		// A game may stop early only when neither side can move; a
		// record that just stops is damaged.
		return nil, fmt.Errorf("the record stops after %d moves with the game not over", len(g.Moves))
	}
	return append(out, pos), nil
}
