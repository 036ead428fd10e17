// Saved games: the plain-text form (a transcript, after the start position
// when the game was set up) and reading a file in either that form or GGF.

package model

import (
	"errors"
	"strings"
)

// Record.Game is here rather than beside Record because only saving and
// opening games need a Game back from a record.

// Game returns a game holding the record's moves, with nothing to redo.
func (r Record) Game() *Game {
	g := NewSizedGameFrom(r.SizedStart())
	if len(r.positions) > 0 {
		g.rec = Record{positions: append([]SizedPosition(nil), r.positions...), moves: append([]Cell(nil), r.moves...)}
	}
	return g
}

// TranscriptFile writes the game as a text file: the transcript on one
// line, preceded by a line holding the start position when it is not the
// standard one. On boards other than 8x8 the transcript starts with the
// size ("6x6 c2b4c5"), or the position (of 36 squares on 6x6) gives it.
// ParseGameFile reads it back.
func TranscriptFile(r Record) string {
	if !r.FromStart() {
		return r.SizedStart().String() + "\n" + r.Transcript() + "\n"
	}
	return r.TaggedTranscript() + "\n"
}

// The errors of ParseGameFile for files that hold no game.
var (
	ErrEmptyFile = errors.New("the file is empty")
	ErrNoMoves   = errors.New("the file holds no moves and no position")
)

// ParseGameFile reads a saved game: a GGF record, or a transcript, with the
// start position on a line of its own before it when the game was set up.
// A pass left out where it was forced is played, also after the last move.
// A game of no moves from the start position is refused: there is nothing
// to open.
// The error says what is wrong and where.
func ParseGameFile(text string) (*Game, error) {
	t := strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF")) // a byte-order mark from some editors
	var g *Game
	switch {
	case t == "":
		return nil, ErrEmptyFile
	case strings.Contains(t, "(;"):
		// a GGF record, at the start or after text that spoils it: said
		// as a GGF file's fault, not as a transcript's ("square \"ga\"")
		r, err := ParseGGF(t)
		if err != nil {
			return nil, err
		}
		g = r.Game
	case LooksLikePosition(t):
		first, moves, _ := strings.Cut(t, "\n")
		var err error
		if g, err = ParseSetup(first); err != nil {
			return nil, err
		}
		if err := g.PlayTranscript(moves); err != nil {
			return nil, err
		}
	default:
		var err error
		if g, err = ParseSetup(t); err != nil {
			return nil, err
		}
	}
	if g.Len() == 0 && g.Record().FromStart() {
		return nil, ErrNoMoves
	}
	g.PassIfForced()
	return g, nil
}
