// Reading a pasted or typed set-up: a position or a transcript, and the
// test of which one a text is.

package model

import (
	"errors"
	"strings"
)

// ErrEmptySetup is returned by ParseSetup for text with nothing in it.
var ErrEmptySetup = errors.New("set up: nothing to read; paste a transcript such as f5d6c3 or a position of 64 squares and the side to move")

// ParseSetup reads a game from text that is either a position (64 squares
// and the side to move, as in FFO files) or a transcript played from the
// start ("f5d6c3", spaces allowed). The error names what is wrong.
func ParseSetup(text string) (*Game, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return nil, ErrEmptySetup
	}
	if LooksLikePosition(t) {
		p, err := ParsePosition(t)
		if err != nil {
			return nil, err
		}
		return NewGameFrom(p), nil
	}
	return ParseGame(t)
}

// LooksLikePosition reports whether text starts with a board rather than
// a transcript, judged by its first characters: a transcript starts with
// a column letter a-h, which never stands for a square in a position.
func LooksLikePosition(text string) bool {
	t := strings.TrimSpace(text)
	n := 0
	for i := 0; i < len(t) && n < 8; i++ {
		switch t[i] {
		case 'X', 'x', '*', 'O', 'o', '.':
			n++
		case '-':
			// "--" is also a pass in a transcript, but no transcript is
			// made of passes alone.
			n++
		default:
			return false
		}
	}
	return n > 0 && (n == 8 || n == len(t))
}
